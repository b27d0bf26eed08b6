"""The coach's note "The deck is used up: this is the last turn" comes with the run-out that makes the turn the last
(AC-32, AC-33), never with one a reshuffle follows (AC-31): at two players the first of three run-outs was told as the
last turn, and two more passes through the deck followed (playtest 31, 72.png)."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.lesson import FIRSTS, event_key
from engine.core import Action

GAME = GAMES["al_cabohne"]
END = Action("end")


def test_the_last_turn_is_noted_only_when_it_is_the_last() -> None:  # rule AC-31, AC-32, AC-33
    noted = {1: 0, 2: 0}
    unnoted = {1: 0, 2: 0}
    for seed in range(12):
        players = 1 + seed % 2
        s, rng = GAME.new(players, seed), random.Random(seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            s, events = GAME.apply(s, END if END in legal and rng.random() < 0.6 else rng.choice(legal))
            for e in events:
                if e.kind != "exhausted":
                    continue
                key = event_key(e)
                if key is None:
                    unnoted[players] += 1
                    # a reshuffle follows it, or the game is over: no turn of it is left to play
                    assert GAME.is_over(s) or any(x.kind == "reshuffle" for x in events), (seed, e)
                else:
                    noted[players] += 1
                    assert key in FIRSTS and not GAME.is_over(s), (seed, e)
                    # the turn is the last: no reshuffle came with it, and none comes before the end
                    assert not any(x.kind == "reshuffle" for x in events), (seed, e)
    assert noted[1] and noted[2] and unnoted[2], (noted, unnoted)
