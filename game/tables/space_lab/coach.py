"""The Space Lab guided first game (see ``game/kit/coach.py``): the engine's script (``engine.space_lab.lesson``: the
deal, the decisions and their words) and where the coach's panel sits on this table."""

from __future__ import annotations

from typing import Any

from engine.space_lab.lesson import (  # noqa: F401  (the script's parts, read by the coach by name)
    FIRSTS,
    GATHERED,
    NUMBERS,
    OPTIONS,
    PLAYERS,
    SEED,
    STEADY,
    event_key,
    facts,
    situation,
)
from engine.space_lab.lesson import OPENING as STEPS
from game.kit.coach import Box, Line
from game.tables.space_lab import layout as L

OPENING = [Line(key, text) for key, text in STEPS]

# under the rival's station at two players (the side column's first panel, 206 high from its top): no card is
# ever drawn there; a test of the guided game checks it covers nothing that may be clicked
PANEL = (932, L.SIDE.y + 206 + 8, 336, 226)
# the rest of that column, down to the side column's foot, for a long line with the reason for its pick (French, a
# placement that validates a capsule): nothing else is drawn or clicked there at two players
ROOM = (932, L.SIDE.y + 206 + 8, 336, L.SIDE.bottom - (L.SIDE.y + 206 + 8) - 2)
_FOOT = L.side_panels(2)[-1].bottom + 8
# solo: the side column's foot, under the solo panel's rules (which stop above it while the coach is on: see
# ``paint_side._solo``); under the rival's panel's place, the coach lay over their last lines (playtest 34, 95.png)
_SOLO_TOP = L.SIDE.y + 230
SOLO = (932, _SOLO_TOP, 336, L.SIDE.bottom - _SOLO_TOP - 2)
# at three players, the right column's foot under the two other stations (over the third one, it hid it)
THREE = (932, _FOOT, 336, L.SIDE.bottom - _FOOT - 2)
# at four the column is full of stations: over the log, as short as its words allow; while the tray holds cards to
# choose from (no card of the hand may be placed then), over the hand
FOUR_LOG: Box = (L.TRAY.x, L.TRAY.y, L.TRAY.w, L.TRAY.h)
FOUR_CHOICE: Box = (L.HAND_AREA.x, L.HAND_AREA.y, L.HAND_AREA.w, L.HAND_AREA.h)


def places(view: Any) -> tuple[Box, Box]:
    """Where the panel stands for the number of players, clear of every station (the kit's ``places``)."""
    if view.solo:
        return SOLO, SOLO
    if view.players <= 2:
        return PANEL, ROOM
    if view.players == 3:
        return THREE, THREE
    at = FOUR_CHOICE if view.revealed or view.drawn or view.phase == "assign" else FOUR_LOG
    return at, at


# a placement is named with all its payment, as the Hint names it: "Place …, pay with A and B" (step by step, the
# French « puis payer avec A, puis payer avec B » read as two payments, playtest 32b)
WHOLE_AT_FIRST = ("place",)
# the Recruitment Centre's four stacks stand side by side: an arrow beside one lay over the next (playtest 22); the
# piles under them likewise: an arrow under the Blue stack lay on the Discard pile (playtest 34, 81.png)
KEEP_CLEAR = [L.rc_column(a) for a in range(4)] + [L.LAB_DECK, L.DISCARD, L.PROJECT_DECK]
