"""Where everything sits on the Al Cabohne table (1280×720 logical pixels).

Top: the phase track, then the Mafia (Bosses and treasury) on the left and, with two players, the opponent on the
right (in solo, the scoreboard against the Mafia). Middle: discard and draw piles, the revealed (kept) piles, the log
and the decision buttons. Bottom: the viewer's fields, coin pile and hand.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.kit.rows import in_row
from game.kit.stage import Geometry

CARD = (84, 118)  # fields, Bosses, piles, kept cards
HAND = (96, 134)  # the viewer's hand: the biggest cards, the ones read most
HAND_GAP = 8  # pixels between hand cards side by side
# of a card's width a long hand shows of each card the next one overlaps, as a hand of cards is held: its right
# margin goes under the next card, its name and every meter number stay in sight. Side by side, a hand of 9 took
# cards 73 pixels wide and 10-pixel names (fix 22: "drawn tiny"); overlapped more, names were cut ("Grimpan")
HAND_SHOWN = 0.96
OPP = (70, 98)  # the opponent's fields and coins
MINI = (34, 48)  # the opponent's hand
LIST = (48, 67)  # the discard overlay, long pile
LIST_BIG = (64, 90)  # the discard overlay, short pile (the meter is drawn from 56 px wide)

# top strip
TRACK = pygame.Rect(14, 10, 650, 30)
TRACK_GAP = 6
TURN_POS = (680, 25)

# the Mafia
MAFIA_Y = 50
MAFIA_H = 212
SLOT_W = 140
PLATE = (128, 40)


def mafia_panel(bosses: int) -> pygame.Rect:
    """The Mafia's panel: one slot per active Boss and one for the treasury."""
    return pygame.Rect(14, MAFIA_Y, 12 + (bosses + 1) * SLOT_W, MAFIA_H)


def boss_plate(j: int) -> pygame.Rect:
    return pygame.Rect(26 + j * SLOT_W, MAFIA_Y + 8, *PLATE)


def boss_stack(j: int) -> pygame.Rect:
    return pygame.Rect(26 + j * SLOT_W + 22, MAFIA_Y + 58, *CARD)


def boss_area(j: int) -> pygame.Rect:
    """What a click on a Boss hits: his plate and his field."""
    return pygame.Rect(26 + j * SLOT_W - 4, MAFIA_Y + 4, PLATE[0] + 8, MAFIA_H - 10)


def treasury_stack(bosses: int) -> pygame.Rect:
    return pygame.Rect(26 + bosses * SLOT_W + 22, MAFIA_Y + 58, *CARD)


# right of the Mafia: the opponent (2 players) or the scoreboard (solo)
OPP_PANEL = pygame.Rect(460, MAFIA_Y, 690, MAFIA_H)
SCORE_PANEL = pygame.Rect(600, MAFIA_Y, 550, MAFIA_H)
OPP_HAND = pygame.Rect(OPP_PANEL.x + 14, MAFIA_Y + 38, OPP_PANEL.w - 28, MINI[1])
OPP_FIELDS_Y = MAFIA_Y + 92
OPP_FIELD_STEP = 96


def opp_field(i: int) -> pygame.Rect:
    return pygame.Rect(OPP_PANEL.x + 18 + i * OPP_FIELD_STEP, OPP_FIELDS_Y, *OPP)


def opp_coins() -> pygame.Rect:
    return pygame.Rect(OPP_PANEL.x + 18 + 3 * OPP_FIELD_STEP + 20, OPP_FIELDS_Y, *OPP)


# the middle row
MID_Y = 294
DISCARD_PILE = pygame.Rect(24, MID_Y, *CARD)
DRAW_PILE = pygame.Rect(130, MID_Y, *CARD)
SET_ASIDE_PILE = pygame.Rect(226, MID_Y + 20, 34, 48)
KEPT_X = 272
PILES = pygame.Rect(14, MID_Y, KEPT_X - 6 - 14, CARD[1] + 46)  # the piles with their two lines of words under them
KEPT_STEP = 120
KEPT_MAX_H = 172  # a kept pile fans downwards within this height
LOG = pygame.Rect(636, 274, 356, 191)  # its foot a pixel clear of the prompt's two rows at 14 points
BUTTONS = pygame.Rect(1006, 274, 260, 192)
BUTTON_H = 54
HINT_Y = 486
HINT_MAX_W = 1220


KEPT_HEADER = 18  # a kept card's name band, shown whole above the next card's
KEPT_TITLE_Y = MAFIA_Y + MAFIA_H + 4  # "Your revealed beans": at MID_Y - 20 it touched the cards' outline


def kept_fan(count: int) -> int:
    """How many cards of a kept pile of ``count`` show their name band (the rest lie under the first)."""
    return min(count, 1 + (KEPT_MAX_H - CARD[1]) // KEPT_HEADER)


def kept_rect(i: int, index: int, count: int) -> pygame.Rect:
    """Card ``index`` of kept pile ``i`` (``count`` cards): a short downward fan. A deeper pile (all of one
    bean) hides its first cards under the first band shown, so that no name band is cut ("Kidnev")."""
    k = max(0, index - (count - kept_fan(count)))
    return pygame.Rect(KEPT_X + i * KEPT_STEP, MID_Y + k * KEPT_HEADER, *CARD)


def kept_area(i: int, count: int) -> pygame.Rect:
    top = kept_rect(i, 0, count)
    return top.union(kept_rect(i, max(0, count - 1), count))


# the viewer
OWN_PANEL = pygame.Rect(14, 506, 1252, 208)
FIELD_X = 28
# a field's mat is its card and 4 pixels each side: at 122 pixels a step (mats of 114) the row of fields and coins
# took 466 pixels, and a hand of 10 was left cards 76 pixels wide (playtest 23: names and meter numbers hard to read)
# playtest 25: at 100 a step, "Harvest +N" (« Récolter +N », 105 px at 16) was drawn smaller than the buttons beside
# it; the 13 px more a field takes come from the coin pile (the opponent's size) and the gaps round it, never the hand
FIELD_STEP = 113
FIELD_INSET = (FIELD_STEP - 8 - CARD[0]) // 2  # the card's place on its mat
FIELD_ROOM = FIELD_STEP - 6  # the width of the words under a field, clear of its neighbours'
FIELD_Y = OWN_PANEL.y + 34
NAME_AT = (OWN_PANEL.x + 14, OWN_PANEL.y + 4)  # the seat's name in its panel's corner, over the fields
NAME_SIZE = 18


def field_stack(i: int) -> pygame.Rect:
    return pygame.Rect(FIELD_X + FIELD_INSET + i * FIELD_STEP, FIELD_Y, *CARD)


FIELD_LABEL_Y = FIELD_Y + CARD[1] + 7  # a field's name under it, clear of the glow round its mat


def field_area(i: int) -> pygame.Rect:
    """What a click or the mouse on field ``i`` hits: the mat around the stack. It ends just under the
    card, so the outline glowing round it (5 px outside) passes above the field's label, not through it."""
    return pygame.Rect(FIELD_X + i * FIELD_STEP, FIELD_Y - 3, FIELD_STEP - 8, CARD[1] + 4)


# a field's buttons stand low, down to the panel's border: the coach's ring round a lit one (9 pixels out at its widest
# breath, 4 thick) ran through the field's name above it (playtest 29: "Runner ×3", « Bleu ×2 »)
FIELD_BUTTON_Y = FIELD_LABEL_Y + 25
FIELD_BUTTON_H = OWN_PANEL.bottom - 4 - FIELD_BUTTON_Y


def harvest_button(i: int) -> pygame.Rect:
    """Under field ``i``, 3 px wider than its mat each side: the buttons of two fields stand 2 px apart."""
    return pygame.Rect(FIELD_X + i * FIELD_STEP - 3, FIELD_BUTTON_Y, FIELD_STEP - 2, FIELD_BUTTON_H)


HARVEST_ROOM = 6  # of a harvest button's width, what its label leaves free: 3 px each side of « Récolter +4 »
# a greyed harvest button stands this far inside its place: the moving outline of a lit Harvest beside it reaches 5 px
# out of that button, over the 2 px between them and into this one, where it ran over "needs 2+" (playtest 29)
BARRED_INSET = 6


def barred_button(i: int) -> pygame.Rect:
    """The greyed harvest button of field ``i`` (a lone bean, AC-11): its place, narrower each side."""
    return harvest_button(i).inflate(-2 * BARRED_INSET, 0)


# "Buy 3rd field": under the unbought third field (where its harvest button comes once it is bought) and on
# under the coin pile that pays for it, short of the hand: a place no other step's button takes
COINS = pygame.Rect(FIELD_X + 3 * FIELD_STEP + 3, FIELD_Y + (CARD[1] - OPP[1]) // 2, *OPP)  # 14 px from field 3's mat
HAND_X = COINS.right + 14  # the hand takes the rest of the row: a long hand's cards get all the width there is
# the width "12 coins" keeps under the coin pile: clear of field 3's ring when it is lit (5 px out of its mat, and
# 2 more) and of the hand's front card's glow; at 18 points « 12 pièces » ran onto both (playtest 29)
COIN_ROOM = 2 * min(COINS.centerx - (field_area(2).right + 7), HAND_X - 7 - COINS.centerx)
BUY_BUTTON = pygame.Rect(FIELD_X + 2 * FIELD_STEP, FIELD_BUTTON_Y, HAND_X - 8 - FIELD_X - 2 * FIELD_STEP,
                         FIELD_BUTTON_H)
HAND_AREA = pygame.Rect(HAND_X, OWN_PANEL.y + 50, OWN_PANEL.right - 6 - HAND_X, HAND[1])


def hand_rect(index: int, count: int) -> pygame.Rect:
    """The hand in its fixed order, left to right from the front card, each card over the one before: side by side
    while they fit at full size, else as wide as a row overlapping by ``1 - HAND_SHOWN`` of a card allows."""
    n = max(1, count)
    w = min(HAND[0], int(HAND_AREA.w / (HAND_SHOWN * (n - 1) + 1)))
    step = min(w + HAND_GAP, (HAND_AREA.w - w) // (n - 1)) if n > 1 else 0
    return pygame.Rect(HAND_AREA.x + index * step, HAND_AREA.y, w, HAND[1] * w // HAND[0])


def opp_hand_rect(index: int, count: int) -> pygame.Rect:
    return in_row(OPP_HAND, MINI, index, count, MINI[0] + 4, least=8)


# what a tip keeps from the window's edges (``game.kit.tips``): flush with the left edge it read as cut off
TIP_ROOM = pygame.Rect(0, 0, 1280, 720).inflate(-24, -16)


Zone = tuple[str, int, int]  # (kind, seat, index); seat −1 for the shared places
DRAW: Zone = ("draw", -1, 0)
DISCARD: Zone = ("discard", -1, 0)
TREASURY: Zone = ("treasury", -1, 0)
SET_ASIDE: Zone = ("set_aside", -1, 0)
FACE_DOWN = ("draw", "coins", "treasury", "set_aside")  # piles that lie coin side up
PILES_AT = {"draw": DRAW_PILE, "discard": DISCARD_PILE, "set_aside": SET_ASIDE_PILE}  # the shared piles' places


def place(target: str, seat: int) -> Zone:
    """The zone an engine target names ("field:1", "boss:0", "kept:2", "discard" ...) for a move of ``seat``."""
    kind, _, idx = target.partition(":")
    i = int(idx) if idx.isdigit() else 0
    if kind == "field":
        return ("field", seat, i)
    if kind in ("boss", "kept", "leftover"):
        return (kind, -1, i)
    if kind == "hand":
        return ("hand", seat, 0)
    return DISCARD


class Layout(Geometry):
    """The geometry of one table as one viewer sees it: where each zone is and what it holds."""

    def __init__(self, players: int, bottom: int, bosses: int) -> None:
        self.players = players
        self.bottom = bottom
        self.bosses = bosses

    def zones(self, view: Any) -> list[Zone]:
        out: list[Zone] = [DRAW, DISCARD, TREASURY, SET_ASIDE]
        for s in range(self.players):
            out += [("hand", s, 0), ("coins", s, 0)] + [("field", s, i) for i in range(3)]
        out += [("boss", -1, j) for j in range(3)]
        out += [("kept", -1, i) for i in range(3)] + [("leftover", -1, i) for i in range(3)]
        return out

    def zone_cards(self, v: Any, zone: Zone) -> list[int]:
        kind, s, i = zone
        if kind == "hand":
            return list(v.hands[s])
        if kind == "field":
            fields = v.fields[s]
            return list(fields[i]) if i < len(fields) else []
        if kind == "coins":
            return list(v.coins[s])
        if kind == "boss":
            return list(v.bosses[i].cards)
        if kind == "draw":
            return [-1] * v.draw_pile
        if kind in ("kept", "leftover"):
            piles = v.kept if kind == "kept" else v.leftovers
            return list(piles[i]) if i < len(piles) else []
        return list(getattr(v, kind))

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> pygame.Rect:
        kind, s, i = zone
        own = s == self.bottom
        if kind == "hand":
            return hand_rect(index, count) if own else opp_hand_rect(index, count)
        if kind == "field":
            return field_stack(i) if own else opp_field(i)
        if kind == "coins":
            return COINS.copy() if own else opp_coins()
        if kind == "boss":
            return boss_stack(i)
        if kind == "treasury":
            return treasury_stack(self.bosses)
        if kind in ("kept", "leftover"):
            return kept_rect(i, index, count)
        return PILES_AT[kind].copy()

    def face_up(self, zone: Zone, card: int) -> bool:
        """Bean side up, except in the draw pile and on the coin piles (coin side up)."""
        return card >= 0 and zone[0] not in FACE_DOWN
