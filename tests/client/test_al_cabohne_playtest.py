"""Al Cabohne as a newcomer met it in a real window (issue 18): the coach and the Hint speak with one voice, the
coach stays up and up to date, a refused click says why, the words are a player's."""

from __future__ import annotations

from typing import Any

from engine.search.budget import iterations
from game.kit.coach import engine_choice
from tests.client.driver import DT
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _to_second_plant(data_dir: str) -> tuple[Any, Any]:
    """Learn to play (seed 5), the first plant done as the coach says: the second plant is a choice."""
    app, table = _learn("al_cabohne")
    _settle(app, table)
    table.play(table.coach.aim)
    _settle(app, table)
    assert table.view.phase == "plant" and table.view.planted == 1
    return app, table


def test_the_coach_follows_the_hint_once_it_is_asked(data_dir: str) -> None:
    """One voice: after Hint, the coach's words and ring name the Hint's move, not another one beside it."""
    app, table = _to_second_plant(data_dir)
    own = engine_choice("al_cabohne", table.view, table.mod.legal(), "any")
    table.advisor.budget = iterations(400)
    table.advisor.ask()
    for _ in range(2000):
        app.frame(DT)
        if table.advisor.advice is not None:
            break
    hint = table.advisor.advice
    assert hint is not None
    assert hint.action != own  # the Normal computer alone would name another move here
    app.frame(DT)
    coach = table.coach
    assert coach.aim == hint.action
    assert table.say(table.mod.game.describe(hint.action)) in coach.text
    ring = coach.target(table.current_offers(), table.action_rects)
    assert ring is not None and ring in table.action_rects(hint.action)
