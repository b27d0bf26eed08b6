"""The last line of an Al Cabohne game says who won and the score (issue 18: a replay ended on "Game over — the
Mafia has 38", which named neither the winner nor the player's score). Rules AC-35, AC-36."""

from __future__ import annotations

import random

from engine.al_cabohne import GAME
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.words import describe_event
from engine.core import english


def test_ac36_the_game_over_line_names_the_winner_and_both_scores() -> None:
    for seed, players in ((1, 1), (2, 2), (3, 2)):
        rng, s, last = random.Random(seed), GAME.new(players, seed), []
        while not GAME.is_over(s):
            s, last = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        over = next(e for e in last if e.kind == EventKind.GAME_OVER)
        line = english(describe_event(over, None), ["Ann", "Bob"])
        assert line == "Game over — " + english(GAME.result(s), ["Ann", "Bob"]), line
        assert str(max(GAME.scores(s))) in line and str(over.value) in line, line
