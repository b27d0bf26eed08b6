"""The Al Cabohne guided first game on screen: the engine's lesson (``engine.al_cabohne.lesson``: its deal, the
situations and the coach's words) as a script for the kit's coach (see ``game/kit/coach.py``), and where the
coach's panel stands on this table."""

from __future__ import annotations

from typing import Any

import pygame

from engine.al_cabohne.cards import CARD_TYPE, TYPES
from engine.al_cabohne.lesson import FIRSTS, OPTIONS, PLAYERS, SEED, STEADY, event_key, situation
from engine.al_cabohne.lesson import OPENING as LESSON
from engine.core import Player, words
from game.i18n import tr
from game.kit.coach import Line
from game.tables.al_cabohne import layout as L

__all__ = ["FIRSTS", "OPENING", "OPTIONS", "PLAYERS", "SEED", "STEADY", "event_key", "facts", "situation"]

PANEL = (636, 274, 356, 191)  # over the log (it comes back with "Got it"): no card is ever drawn there
# Room for a long line (French, with a pick's reason): from 4 px under the score (or opponent's) panel, ending at y 262,
# to the log's foot above the prompt's pill; 9 px clear of the kept piles' rings, 6 of the buttons. It covers no panel.
ROOM = (612, 266, 388, 199)
# a harvest may earn nothing (AC-12): "The coach's pick: Harvest field 2." beside "Harvest +0", its why dropped to
# leave the log's newest rows in sight, read as a loss the coach asked for (playtest 23, Learn to play's turn 1); a gift
# to a Boss without its why read as feeding the opponent (playtest 25)
KEEP_WHY = ("harvest", "give")
# the log's two newest rows (22 px each) stay in sight under the coach (playtest 29: a long line grew the panel over
# the whole log, and what the Mafia and the opponent did was gone): a long line says what fits, its pick and why first
LOG_KEPT = 42
TITLE_BUTTONS = True  # "Coach" is short: Hide and Got it fit beside it, and every row under it holds words
OPENING = [Line(key, text) for key, text in LESSON]
# things side by side, clicked in turn: an arrow beside one lay over the one before (playtest 29: left of field 2, over
# field 1; left of Joe, over Don's ×3), so it stands above or under the pick and points at its centre
KEEP_CLEAR = [L.field_area(i) for i in range(3)] + [L.boss_area(j) for j in range(3)] + [
    pygame.Rect(L.KEPT_X + i * L.KEPT_STEP, L.MID_Y, *L.CARD).inflate(8, 8) for i in range(3)] + [
    L.hand_rect(i, n) for n in range(2, 13) for i in range(n)]  # the hand's cards, however many


def facts(view: Any) -> dict[str, Any]:
    """Blanks of the texts, from the human's own hand and the table's public piles only."""
    hand = view.hands[view.seat] if view.seat is not None else ()
    # whose leftovers, who proposes a trade: the opponent of the human (who is to act), a name said by the table
    other = words("{who}", who=Player(1 - view.seat)) if view.players == 2 and view.seat is not None else ""
    return {"front": tr(TYPES[CARD_TYPE[hand[0]]]) if hand and hand[0] >= 0 else "", "other": other}
