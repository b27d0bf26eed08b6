"""The review's Why for a Space Lab move names the part of the engine's own evaluation that the better move wins by
most, with the card's cost and the Objectives weighed as parts of their own: "It costs 2 fewer Lab cards than the
move played" (SL-8), "It validates the Yellow capsule: a tile of 10 VP" (SL-13, SL-14), besides the VP the Lab
cards score (section 13) and the Projects drawn (SL-10, SL-15). Before, only the VP now and the Projects drawn were
weighed, and neither a card's cost nor an Objective was ever the reason."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action, english
from engine.space_lab.ai import PARAMS, Context
from engine.space_lab.cards import COST_OF, SLOT_INDEX
from engine.space_lab.kinds import ActionKind
from engine.space_lab.versus import LEAST, PART_NAMES, PART_WHY, parts, ranked, review_versus

GAME = GAMES["space_lab"]

# each Why the review says of two moves, by the part of the evaluation it names
NAMED = {
    "It scores {a} VP now, the move played {b}.": "score",
    "It validates {capsule}: a tile of {n} VP.": "objectives",
    "It validates {a} and {b}: {n} VP of tiles.": "objectives",
    "It triggers {capsule}'s Objective: {effect}.": "objectives",
    "The move played gives up {capsule}: it can no longer be validated.": "objectives",
    "{colour} for {capsule}: with this card, it needs {n} more colour to be validated.": "objectives",
    "It draws {n} Project card, the move played {b}.": "projects",
    "It adds {n} VP now and {p} to your secret Projects.": "projects",
    "The move played takes a top slot: a dearer card there would draw more Projects.": "projects",
    "It costs {n} fewer Lab card than the move played.": "hand",
    "It draws {n} Lab card, the move played {b}.": "hand",
    "It keeps {card} in hand.": "hand",
    "For later turns: {card} stays in hand, and your hand is worth about {v} VP more to place.": "hand",
}


def _decisions(seed: int) -> list[tuple[object, list[Action]]]:
    """A 2-player Normal game of ``seed``: at each turn's placement decision, the seat's view and its placements and
    end of turn."""
    s, rng, out = GAME.new(2, seed), random.Random(seed), []
    bots = (make_bot("space_lab", "normal"), make_bot("space_lab", "normal"))
    while not GAME.is_over(s):
        view = GAME.view(s, GAME.to_act(s))
        moves = [a for a in GAME.legal_actions(s) if a.kind in (ActionKind.PLACE, ActionKind.END)]
        if moves and view.objectives[view.seat]:
            out.append((view, moves))
        s = GAME.apply(s, decide(bots[GAME.to_act(s)], situation(GAME, s, rng)))[0]
    return out


def test_the_parts_add_up_to_the_engine_s_own_value() -> None:
    """The parts are the Normal bot's position value (the search's evaluation) cut apart, nothing added: a placement's
    add up to ``Context.place_value``, the end of a turn's to the position as it stands."""
    checked = 0
    for view, moves in _decisions(3)[::3]:
        ctx = Context(PARAMS, view, view.seat, value_unseen=False)
        for a in moves:
            got = parts(view, a)
            assert got is not None
            if a.kind == ActionKind.PLACE:
                want = ctx.place_value(a.card, SLOT_INDEX[a.target])
            else:
                want = ctx.value(ctx.station, ctx.tiles, ctx.projects, ctx.hand, 0.0)
            assert sum(got) == pytest.approx(want), (a, got, want)
            checked += 1
    assert checked > 100


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3])
def test_the_why_names_the_part_the_better_move_wins_by_most(seed: int) -> None:
    """Every pair of a seat's moves (placements, the end of the turn) the review could weigh: the Why's part is the
    part of the evaluation with the largest gap in the better move's favour that a fact says; the cost and the
    Objectives are among the parts said, and the cost's figure is the two cards' costs apart."""
    said = dict.fromkeys(PART_NAMES, 0)
    costs = 0
    for view, moves in _decisions(seed):
        for best in moves:
            for played in moves:
                why = review_versus(view, best, played) if best != played else None
                if why is None:
                    continue
                line = english(why, [])
                if why.text == "{a} {b}":  # a validation put off, said before what the hand keeps (playtest 32b)
                    assert why.arg("a").text.startswith("The move played scores "), line
                    why = why.arg("b")
                part = NAMED.get(why.text) or ("objectives" if "{part}" in why.text and "Objecti" in line
                                               else "projects" if "{part}" in why.text else None)
                if why.text == "It triggers {capsule}'s Objective: {effect}." and "Lab card" in line:
                    part = "hand"  # the Lab cards an Objective draws are the hand's gain (playtest 30)
                assert part is not None, line
                a, b = parts(view, best), parts(view, played)
                assert a is not None and b is not None
                gaps = {name: x - y for name, x, y in zip(PART_NAMES, a, b, strict=True)}
                # the largest gain a fact says: every larger part has none to say (playtest 30)
                order = ranked(view, best, played)
                assert gaps[part] >= LEAST and part in order, (line, gaps)
                assert all(PART_WHY[name](view, best, played) is None for name in order[:order.index(part)]), \
                    (line, gaps)
                said[part] += 1
                if why.text.startswith("It costs {n} fewer"):
                    assert line == (f"It costs {COST_OF[played.card] - COST_OF[best.card]} fewer Lab "
                                    f"card{'s' if COST_OF[played.card] - COST_OF[best.card] > 1 else ''} than the move "
                                    "played."), line
                    costs += 1
    assert all(said.values()) and costs, (said, costs)
