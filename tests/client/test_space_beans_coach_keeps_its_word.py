"""Space Beans' Learn to play, followed to its end: the coach never goes back on its word from one turn to the next.

Playtest 21: the coach started an open Centauribohnen 7 "Its 7 scores 7 once it holds 7 cards", and the next turn
said "Close it: +0 points" (SB-16, SB-17). The search weighs such a start at next to nothing (a start is compulsory,
SB-20) and throws it away as soon as a better one turns up; the words now say it is a long shot. Within a turn, a
"Don't draw: a card in hand already fits" is never followed by closing for nothing the collection that card fits.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.space_beans.advice import reason
from engine.space_beans.cards import card_type
from engine.space_beans.kinds import ActionKind
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle

# the reasons that tell a newcomer a collection will score later: what the coach then may not throw away for nothing
PROMISES = {"Its {n} scores {n} once it holds {n} card.", "{n} more {kind} in hand can make it score +{m}.",
            "You hold {n} more {kind} card to add to it."}
FITS = "{n} card in hand already fits; unused drawn cards would go to {who}."


def _followed(data_dir: str) -> list[tuple[Any, Action, str]]:
    """Each decision of the Learn game as the coach's pick is followed: (the seat's view, the pick, its reason's
    English text)."""
    app, table = learn_from_title("space_beans", "en")
    seen: list[tuple[Any, Action, str]] = []
    for _ in range(400):
        _settle(app, table)
        if table.mod.over:
            break
        plan = list(table.coach._plan) if table.coach.aim is not None else []
        assert plan, table.coach.text  # the coach names a move at every decision of its game
        view = table.view
        said = reason(view, plan[0])
        seen.append((view, plan[0], said.text if said is not None else ""))
        table.play_all(plan)
    assert table.mod.over
    return seen


def test_the_coach_never_closes_for_nothing_what_it_said_would_score(data_dir: str) -> None:
    """SB-16/SB-17: a collection the coach said would score (its card of value N, the cards in hand that make it
    score) is never closed for nothing on its advice afterwards; within a turn, a card said to fit is not given up by
    closing its collection for nothing."""
    promised: dict[int, str] = {}  # a collection (its first card: it keeps it when turned up, SB-15) -> the promise
    fit_kinds: set[int] = set()
    for view, pick, said in _followed(data_dir):
        seat = view.seat
        if view.phase == "draw":
            fit_kinds = set()
        if pick.kind == ActionKind.NO_DRAW and said == FITS:
            fit_kinds = {card_type(c) for c in view.hands[seat]}
        if pick.kind == ActionKind.PLAY and said in PROMISES:
            pile = (view.open if pick.target == "open" else view.secret)[seat]
            promised[pile[0] if pile else pick.card] = said
        if pick.kind == ActionKind.CLOSE and view.close_gain(seat)[0] == 0:
            pile = view.open[seat]
            assert pile[0] not in promised, (promised[pile[0]], "then closed for nothing", pile)
            assert card_type(pile[0]) not in fit_kinds, ("a card fits, don't draw", "then closed for nothing", pile)
