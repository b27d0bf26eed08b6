"""A seeded 3-player Space Beans game where seat 0 follows the Hint and the others play Normal, played once per test
process and read by every test that checks what the Hint says along it.

The Hint's search at each of seat 0's choices is most of such a test's cost; the tests that read this game
(``test_advice_says_why``, ``test_hint_review_agree``) share the xdist group ``GROUP``, so one worker plays it once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.search.hint import Hint, hint
from engine.space_beans.state import State

GAME = GAMES["space_beans"]
GROUP = "space_beans_followed"  # pytest.mark.xdist_group of the tests that read ``followed``


@dataclass(frozen=True)
class Choice:
    """One of seat 0's decisions with more than one legal move: the state, the move's number, the Hint there."""

    state: State
    move: int
    hint: Hint
    planned: tuple[Action, ...]  # the rest of the last Hint's line, as the table passes it (``engine.search.plan``)


@cache
def followed(seed: int) -> tuple[Choice, ...]:
    """Seat 0's choices, in order, through the whole game; seat 0 plays each Hint's move."""
    s = GAME.new(3, seed)
    normal = make_bot("space_beans", "normal")
    choices: list[Choice] = []
    move = 0
    line: tuple[Action, ...] = ()  # what the last Hint planned next, while seat 0 follows it and nothing is shown
    while not GAME.is_over(s):
        move += 1
        seat, legal = GAME.to_act(s), GAME.legal_actions(s)
        if seat == 0:
            # as the table asks: the move's number in the recipe, and the line of the seat's last Hint
            h = hint(GAME, s, 0, random.Random(0), move=move, planned=line)
            if len(legal) > 1:
                choices.append(Choice(s, move, h, line))
            a = h.action
            line = (*h.then, *h.plan)
        else:
            a = decide(normal, situation(GAME, s, random.Random(move - 1)))
        s, events = GAME.apply(s, a)
        if seat != 0 or GAME.brings_news(events):
            line = ()
    return tuple(choices)
