"""The turn box's "Round n" counts rounds, not turns: a round is every seat's turn once, in seat order (SU-1,
SL-1), and the game ends with the round's last seat, everyone having played as many turns (SL-17, S7). A 2-player
game at "Round 16" was taken for 16 turns counted over both seats; it is each seat's sixteenth turn."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.space_lab.panel_words import status_words

GAME = GAMES["space_lab"]


def _head(s: object) -> str:
    """The turn box's first line, as the player reads it."""
    return english(status_words(GAME.view(s, 0))[0][1], ["Ann", "Orbit", "Nova", "Vega"])


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_round_is_every_seat_once(players: int) -> None:
    s, rng = GAME.new(players, players), random.Random(players)
    bots = [make_bot("space_lab", "normal") for _ in range(players)]
    rounds_seen: dict[int, str] = {}
    while not GAME.is_over(s):
        v = GAME.view(s, 0)
        if v.turn and v.turn not in rounds_seen:
            rounds_seen[v.turn] = _head(s)
        sit = situation(GAME, s, rng)
        s, _ = GAME.apply(s, decide(bots[sit.seat], sit))
    v = GAME.view(s, 0)
    # solo counts its turns of 20; with rivals the turn after every seat has played once opens round 2
    assert rounds_seen[1] == ("Turn 1 of 20" if players == 1 else "Round 1")
    if players > 1:
        assert rounds_seen[players] == "Round 1"
        assert rounds_seen[players + 1] == "Round 2"
    # the end: every seat played the same number of turns (S7), and the last round shown is that number
    assert len(set(v.turns)) == 1
    last = rounds_seen[max(rounds_seen)]
    assert last.startswith(f"Turn {v.turns[0]} of") if players == 1 else last == f"Round {v.turns[0]}", last
