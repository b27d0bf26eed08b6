"""The Space Beans guided first game: its deal and the coach's place (see ``game/kit/coach.py``).

Seed 36 with 3 players: the human (seat 0, first to play) holds Darth Beans 2 and 5 and
Moonbohnen 9. Darth Beans 2 + 5 start a two-card collection that holds a 2, so the first
close (turn 2) scores a trophy — the game's whole idea in two turns — while the Moonbohnen
show what is passed to the right-hand neighbour. On turn 3 Moonbohnen 3 may join the open
Moonbohnen or start the secret collection: the coach's card is chosen first, then its
place (SB-11, SB-20), the lesson of a card chosen and put down
(``tests/client/test_space_beans_coach_put_down.py``). It comes after only two turns of the
computers' play, so a change to how they play is unlikely to move it (seed 5 reached it
in the middle of the game, and lost it when Normal's play changed).
The move the coach names is the engine's own choice (``game.kit.coach``); what the
coach says, and when, is the rules' own (``engine.space_beans.lesson``).
"""

from __future__ import annotations

from typing import Any

from engine.space_beans import lesson
from engine.space_beans.lesson import FIRSTS, STEADY, event_key, facts, situation
from game.kit.coach import Line

SEED = 36
PLAYERS = 3
OPTIONS: dict[str, Any] = {}
PANEL = (760, 200, 506, 172)  # right of the piles, above the hint line: no card is ever drawn there
OPENING = [Line(key, text) for key, text in lesson.OPENING]

# the script's hooks, as the kit reads them (``game.kit.coach``): the rules' part re-exported from the engine
__all__ = ["FIRSTS", "OPENING", "OPTIONS", "PANEL", "PLAYERS", "SEED", "STEADY", "event_key", "facts",
           "situation"]
