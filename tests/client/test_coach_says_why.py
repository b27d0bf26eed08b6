"""The coach's pick comes with its why wherever the Hint has one, at the decisions the coach meets again and again
(playtest 16b, Al Cabohne: the Hint said "Harvest fields 2 and 3 first, then the lone Blue: Joe Bohnano gets no
Blue" while the coach's panel said only "The coach's pick: Harvest field 2."; in French « Conseil : Récolter le
champ 2 » with no reason). The coach dropped the pick's reason first to keep its line whole and the log in sight; a
line said at every decision of its kind (``STEADY``: "Solo: place every kept card…") now gives way to the reason
instead, and beside a first-time note the reason is kept over the log's newest rows (the note is said once).
Followed through each Learn game, in English and in French: at every such decision where the Hint gives a reason
(``SearchHooks.reason``, read from the same view as the Hint's), the panel's drawn rows say it, for the very move
the Hint names (how the pick is worded is ``test_coach_follow``'s)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.search.hint import reason
from engine.search.plan import said_back
from game import i18n
from game.kit.coach import SENTENCE_END
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle

LEAST = {"al_cabohne": 40, "systeme_solaire": 3}  # steady decisions with a reason, in each fixed Learn game (fewer:
# the test would say little)


def _flat(text: str) -> str:
    return " ".join(text.split())


def _steady_picks(game: str, language: str) -> tuple[int, list[tuple[int, str, str]]]:
    """Following the coach to the end: how many decisions showed a ``STEADY`` line or a first-time note with a pick
    whose Hint has a reason, and those whose drawn panel lacks that reason (move number, reason, what the panel said)."""
    app, table = learn_from_title(game, language)
    checked, lacking = 0, []
    for _ in range(400):
        _settle(app, table)
        if table.mod.over:
            break
        coach: Any = table.coach
        aim = coach.aim
        assert aim is not None, coach.text
        found = table.advisor.found
        # a first-time note (shown once, its event just seen), or a line said at every decision of its kind
        again = bool(coach.notes) or (coach._steady is not None and coach.line is None)
        if again and found is not None and coach._step == 0:
            # what the Hint says after "Best", of the move and the step its line names after it ("…, then Harvest")
            back = said_back((found.action, *found.then), found.plan)
            why = reason(GAMES[game], table.ui.words_view(table.view), found.action, back)
            if why is not None:
                checked += 1
                drawn = _flat(" ".join(coach.layout(coach.text)[1]))  # the panel's rows, as drawn
                said = coach.say(why)
                if coach.hooks.LOG_KEPT:  # its first sentence at least: the log's newest rows stay in sight under it
                    said = SENTENCE_END.split(said)[0]
                if _flat(said) not in drawn or coach.aim != found.action:  # the Hint's very move
                    lacking.append((len(table.mod.recipe.actions), coach.say(why), coach.text))
        table.play_all([aim, *coach._plan[coach._step + 1:]])
    assert table.mod.over
    return checked, lacking


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["al_cabohne", "systeme_solaire"])
def test_the_coach_says_the_hints_why_beside_its_notes_and_steady_lines(data_dir: str, game: str, language: str) -> None:
    try:
        checked, lacking = _steady_picks(game, language)
    finally:
        i18n.set_language("en")
    assert checked >= LEAST[game], checked
    assert not lacking, lacking
