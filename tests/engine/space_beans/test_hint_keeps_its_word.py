"""The Hint (and so the coach) never says "keep" of a collection one turn and "close it for nothing" the next turn
of that very collection, unchanged (SB-16, SB-17): keeping a collection that scores nothing yet and closing it for
nothing often come out level in the search, and its noise decided which was named (a newcomer read it as the coach
changing its mind). Closing for nothing gives up the collection's cards (``rollout.cost``): of level moves, the keep
is named."""

from __future__ import annotations

import random

import pytest

from engine.bots import Situation
from engine.search.hint import hint
from engine.space_beans.ai import GreedyBot
from engine.space_beans.kinds import ActionKind, Phase
from engine.space_beans.rules import GAME


def _flips(seed: int, players: int = 3) -> list[tuple[int, int, tuple[int, ...]]]:
    """A seeded game of Normal bots where every seat follows the Hint at each close step whose close scores nothing
    (SB-16): (move, seat, open collection) wherever the Hint said close after saying keep of the same collection."""
    state, rng, moves = GAME.new(players, seed), random.Random(seed), 0
    said: dict[int, tuple[tuple[int, ...], ActionKind]] = {}  # seat -> (its open collection, the Hint's pick)
    flips = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)
        assert seat is not None
        legal = GAME.legal_actions(state)
        view = GAME.view(state, seat)
        if state.phase == Phase.CLOSE and len(legal) == 2 and sum(view.close_gain(seat)) == 0:
            pick = hint(GAME, state, seat, random.Random(0), move=moves + 1).action
            before = said.get(seat)
            if before == (state.open[seat], ActionKind.END) and pick.kind == ActionKind.CLOSE:
                flips.append((moves, seat, state.open[seat]))
            said[seat] = (state.open[seat], pick.kind)
        else:
            pick = GreedyBot().choose(Situation(GAME, seat, view, legal, rng, state))
        state = GAME.apply(state, pick)[0]
        moves += 1
    return flips


@pytest.mark.parametrize("seed", [4, 14])  # games where the Hint's pick flipped on the search's noise
def test_the_hint_never_closes_for_nothing_a_collection_it_said_to_keep(seed: int) -> None:
    assert _flips(seed) == []
