"""After an Undo back to the start of what may be taken back, the greyed Undo still gives the real reason
(playtest): in Space Beans, a close undone after a draw left "Nothing to undo yet this turn." although the
player had drawn this turn; in Space Lab the same after a keep choice undone. Undo stops where it stopped
before the moves taken back: at the draw (new information, R-6), at a computer's answer."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import english
from game.moderator import NOTHING_YET, Moderator
from game.seats import Seat
from tests.client.test_undo import _bot_move

NAMES = list(GAMES)  # the games registered when this module is read (the toy game's own list is its own)


@pytest.mark.parametrize("name", NAMES)
def test_undo_taken_back_to_its_stop_says_why_it_stops_there(name: str) -> None:
    game = GAMES[name]
    players = max(game.min_players, min(2, game.max_players))
    names = ["Alice"] + [f"C{i}" for i in range(1, players)]
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        mod = Moderator(name, [Seat("Alice", True)] + [Seat(n, False, "easy") for n in names[1:]], seed)
        stop = english(mod.why_no_undo(), names)  # why Undo stops where it stops, before the undoable moves
        while not mod.over and len(mod.recipe.actions) < 150:
            if not mod.human_turn:
                _bot_move(mod)
                continue
            if not mod.can_undo:
                stop = english(mod.why_no_undo(), names)
            mod.apply(rng.choice(mod.legal()))
            if mod.can_undo and rng.random() < 0.5:
                while mod.can_undo:
                    mod.undo()
                said = english(mod.why_no_undo(), names)
                assert said == stop, (seed, len(mod.recipe.actions))
                if english(NOTHING_YET, names) != stop:
                    checked += 1
    assert checked, "some undo was taken back to a stop that has a reason of its own"
