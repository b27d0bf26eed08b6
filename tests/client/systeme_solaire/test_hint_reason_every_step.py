"""Every Hint of a seeded game says why its move, at every step, with the coach off (playtest 33, 45_hint2.png: at the
order reveal the Hint said "Best: Spend Mars (total 2). Next best: …, about 2 VP less at the end." and no reason: the
one-line prompt had no room for it, where the coach gave it). The reason is the engine's, the coach's own
(``SearchHooks.reason``); the prompt takes two lines for it. Rules SS-9 to SS-23."""

from __future__ import annotations

import pytest

from engine.search.hint import brief, reason, why
from game import i18n, record
from tests.client.driver import DT, hinted
from tests.client.systeme_solaire.drive import table_app
from tests.client.test_coach import COACH_BUDGET


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "lang"), [(1, "en"), (2, "fr")])
def test_every_hint_of_a_game_says_why(data_dir: str, seed: int, lang: str) -> None:
    i18n.set_language(lang)
    try:
        app, table = table_app(3, seed)
        table.advisor.budget = COACH_BUDGET
        game = table.mod.game
        phases: set[str] = set()
        for _ in range(200):
            for _frame in range(3000):
                if table.mod.over or table.input_open:
                    break
                app.frame(DT)
            if table.mod.over:
                break
            found = hinted(app, table)
            view = table.advisor.words_view(table.mod.view())
            said = reason(game, view, found.action, plan=found.plan)
            assert said is not None and table.say(said), (table.view.phase, found.action)
            # the line on screen is none of the forms without a reason
            bare = {table.say(brief(game, found, named, view)) for named in (True, False)}
            bare.add(table.say(why(game, found.ranked[:1], view=view, then=found.then, plan=found.plan)))
            line = table.advisor.line()
            assert line is not None and line[0] not in bare, (table.view.phase, line)
            with record.capture() as items:
                app.draw()
            shown = " ".join(record.texts(items))
            for row in line[0].split():  # drawn whole, in two rows where one is not enough
                assert row in shown, (row, line[0])
            phases.add(str(table.view.phase))
            table.play_all([found.action])
        assert table.mod.over
        assert {"bid", "select", "take"} <= phases, phases
    finally:
        i18n.set_language("en")
