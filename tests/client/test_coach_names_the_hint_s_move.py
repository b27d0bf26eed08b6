"""The coach and the Hint name one move, card for card (playtest 16, Système Solaire's Learn to play, first order
reveal: the coach said "Spend Probe 1, Probe 3 (total 4)" — the Normal computer's guess at the rest of the
selection — while the Hint said "Best: Spend Probe 1, Probe 4 (total 5)", the cards its search thought out)."""

from __future__ import annotations

from engine.search.hint import whole
from tests.client.driver import DT
from tests.client.test_coach import _learn, _think_through

DECISIONS = 6  # a bid, a pass, the first order reveal (a selection of two cards), a group, …


def test_the_coach_names_the_very_cards_the_hint_names(data_dir: str) -> None:
    app, table = _learn("systeme_solaire")
    whole_selections = 0
    for _ in range(DECISIONS):
        for _ in range(3000):
            if table.input_open or table.mod.over:
                break
            app.frame(DT)
        assert not table.mod.over
        _think_through(table)
        app.frame(DT)
        while table.coach.planning:
            app.frame(DT)
        found = table.advisor.found
        assert found is not None
        named = table.say(whole(table.game, table.view, found.action, found.then))
        table.advisor.ask()
        app.frame(DT)
        said = table.advisor.line()
        assert said is not None and named in said[0], (named, said)  # the Hint's line names it so
        coach = table.coach
        assert coach.aim == found.action and named in coach.text.replace("\n", " "), (named, coach.text)
        whole_selections += len([a for a in found.then if a.kind == "select"])
        table.play_all([coach.aim, *coach._plan[coach._step + 1:]])
    assert whole_selections >= 1  # a selection of more than one card was named
