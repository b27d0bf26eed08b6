"""A keep's reason never counts on hand cards its own plan passes on (SB-15, SB-16, SB-20, SB-22). Playtest 33,
round 15: the Hint said "Done — keep it. Closing scores only +6; 1 more Moonbohnen in hand could make it +7", while
its plan's next step put Centauribohnen 5 on the secret collection (a step adds one type, SB-20) and so passed that
Moonbohnen on (SB-22). The player played the Moonbohnen on the reason's word, and the review marked that very play as
the game's one Inaccuracy, "Better: Centauribohnen 5 on your secret collection, about 2 points"."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Action, english
from engine.review import NONE, judge_steps, mark
from engine.search.hint import brief, hint, reason
from engine.space_beans.cards import card_type
from engine.space_beans.kinds import ActionKind, Phase
from engine.space_beans.positions import position
from engine.space_beans.state import State
from tests.engine.space_beans.followed import GROUP, followed

GAME = GAMES["space_beans"]
NAMES = ["Alice", "Nova", "Orbit"]


def _round_15() -> State:
    """The playtest's close step (move 169 of its game): open Moonbohnen 9 7 6 5 8 8 (+6 closed), secret
    Centauribohnen 8 8 6 9 1, Centauribohnen 5 and Moonbohnen 6 in hand."""
    return position(
        3, seed=14383382739708609790, turn=42, phase=Phase.CLOSE,
        draw=(103, 76, 18, 57, 31, 95, 81, 34, 100, 45, 77, 1, 15),
        discard=(9, 12, 90, 10, 14, 8, 94, 93, 43, 36, 17, 26, 20, 19, 13, 6, 63, 64, 47, 54, 59, 53, 58, 55, 48, 70,
                 52, 67, 65, 73, 69, 85, 87, 84, 27, 83, 86, 82, 11, 7, 0, 3),
        hands={0: (66, 88, 89, 97, 50, 80, 24, 38), 1: (49, 51, 75, 30, 62)},
        open={0: (104, 99, 98, 96, 101, 102), 1: (44, 42, 35, 40), 2: (39, 33, 41, 37)},
        secret={0: (72, 71, 68, 74, 60), 1: (28, 29, 22, 23, 25)},
        trophies={0: (91, 56, 46, 16), 1: (4, 32, 79), 2: (92, 21, 2, 61, 78, 5)},
    )  # fmt: skip


def _verdict(s: State, played: Action, move: int) -> str:
    verdict = None
    for step in judge_steps(GAME, s, played, move):
        if step is not None:
            verdict = step
    assert verdict is not None
    return mark("space_beans", verdict.loss, verdict.uncertainty)


def test_the_keep_names_the_plans_next_step_not_a_card_it_passes_on() -> None:
    s = _round_15()
    view = GAME.view(s, 0)
    found = hint(GAME, s, 0, random.Random(0), move=169)
    said = english(brief(GAME, found, view=view, reasoned=True), NAMES)
    why = reason(GAME, view, found.action, plan=found.plan)  # the reason the table's hint area and the coach say
    assert why is not None
    shown = english(why, NAMES)
    assert found.action.kind == ActionKind.END, said
    step = found.plan[0]
    assert (step.kind, step.card, step.target) == (ActionKind.PLAY, 66, "secret"), found.plan  # Centauribohnen 5
    for line in (said, shown):
        assert "Moonbohnen in hand" not in line, line  # rule SB-20, SB-22: the plan passes the Moonbohnen 6 on
        # rule SB-16: what the plan's step makes of the secret collection, the keep's other half
        assert "Your secret Centauribohnen then: 6 cards, one worth 6: scores 6 closed." in line, line
    # the advice followed: the next Hint names the plan's step, the engine takes it, and the review marks neither
    assert _verdict(s, found.action, 169) == NONE
    s = GAME.apply(s, found.action)[0]
    after = hint(GAME, s, 0, random.Random(0), move=170, planned=found.plan)
    assert after.action == step
    assert GAME.is_legal(s, step) and len(GAME.apply(s, step)[0].secret[0]) == 6
    assert _verdict(s, step, 170) == NONE
    # the Moonbohnen the old reason sold stays marked: the review is right, the reason was not
    assert _verdict(s, Action(ActionKind.PLAY, 97, "open"), 170) != NONE


@pytest.mark.xdist_group(GROUP)  # the game is played once for this and the other tests that read it
@pytest.mark.parametrize("seed", [1, 2])
def test_no_keep_counts_on_a_card_its_plan_passes_on(seed: int) -> None:
    # seat 0 follows the Hint through a 3-player game; before the plan was read, keeps of seed 1 said "2 more Bluebeans
    # in hand could make it +4" and "1 more Klingbohns in hand could make it +5" of plans that put another type on the
    # secret collection next
    checked = 0
    for c in followed(seed):
        v, h = GAME.view(c.state, 0), c.hint
        if v.phase != Phase.CLOSE or h.action.kind != ActionKind.END or not h.plan:
            continue
        step = h.plan[0]
        if step.kind != ActionKind.PLAY or card_type(step.card) == card_type(v.open[0][0]):
            continue
        said = english(brief(GAME, h, view=v, reasoned=True), NAMES)
        assert "in hand could make it" not in said, (c.move, said)  # rule SB-20, SB-22
        # the step's own figure only where it names its collection: "it" after the keep's words is the open one
        assert "to add to it" not in said and "can make it score" not in said, (c.move, said)
        checked += 1
    assert checked >= 3, "too few keeps whose plan goes elsewhere in this game to tell anything"
