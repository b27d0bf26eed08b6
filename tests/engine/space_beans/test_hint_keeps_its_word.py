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


def test_a_long_shot_started_is_not_left_short_by_the_next_step() -> None:
    # rule SB-16, SB-20, SB-22 (playtest 32, 135_fr5.png, 136_fr6.png): secret Beanliens started with a 5, told "A long
    # shot: its 5 scores 5 at 5 cards", the second 5 still in hand; the next step said "Done. More Beanliens would
    # still score nothing: no card matches the count", passing on the card that brings it nearer 5 cards
    from engine.core import english
    from engine.search.hint import brief
    from engine.space_beans import card_id
    from engine.space_beans.positions import position

    k, d, be, m = 0, 1, 3, 6  # Klingbohns, Darth Beans, Beanliens, Moonbohnen
    hand = [card_id(k, 9), card_id(d, 4), card_id(be, 5), card_id(be, 5, 1), card_id(m, 9)]
    s = position(3, phase=Phase.COLLECT, hands={0: hand}, turn=3,
                 open={0: [card_id(k, 4)], 1: [card_id(m, 7), card_id(m, 3)], 2: [card_id(d, 5)]})
    first = hint(GAME, s, 0, random.Random(0), move=22)
    said = english(brief(GAME, first, view=GAME.view(s, 0), reasoned=True), ["Ann", "Bob", "Cy"])
    assert first.action.kind == ActionKind.PLAY and first.action.target == "secret", said
    assert "A long shot: its 5 scores 5 at 5 cards" in said, said
    s = GAME.apply(s, first.action)[0]
    after = hint(GAME, s, 0, random.Random(0), move=23, planned=(*first.then, *first.plan))
    said = english(brief(GAME, after, view=GAME.view(s, 0), reasoned=True), ["Ann", "Bob", "Cy"])
    assert after.action.kind == ActionKind.PLAY, said  # the second 5 goes on it
    assert "still score nothing" not in said, said
    assert GAME.is_legal(s, after.action)
    assert len(GAME.apply(s, after.action)[0].secret[0]) == 2
