"""Where everything sits on the Système Solaire table (1280×720 logical pixels).

Top: the other seats, clockwise from the viewer's left, left to right (with
three players the 15 cards set aside face up fill the rest of the row).
Middle: the round and its four steps, the deck and the discard pile on the
left, the groups (or, with five players, the probe sets), the board under
them (the auction, the payment, the reveal, the group being taken) and the
log on the right. Bottom: the viewer's front and hand, and the buttons.

The zones the stage flies cards between are ``(kind, index)``: ``deck``,
``drawn`` (the variant's drawn card), ``discard``, ``removed``, ``unseen``,
``supply`` (where the probes come from), ``pay`` (the winner's picks),
``group`` g, ``set`` i (five players), and per seat ``hand``, ``front`` and
``reveal`` (the cards a seat revealed, kept in view until the next round).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.core import HIDDEN
from engine.systeme_solaire.cards import PROBE_SETS
from game.kit.rows import in_row
from game.kit.stage import Geometry

Zone = tuple[str, int]
DECK: Zone = ("deck", -1)
DRAWN: Zone = ("drawn", -1)
DISCARD: Zone = ("discard", -1)
REMOVED: Zone = ("removed", -1)
UNSEEN: Zone = ("unseen", -1)
SUPPLY: Zone = ("supply", -1)
PAY: Zone = ("pay", -1)
FACE_DOWN = ("deck", "unseen")

# card sizes
HAND = (84, 118)  # the viewer's hand
GROUP = (70, 98)  # the groups, the piles
GROUP5 = (64, 90)  # the groups with five players
FRONT = (60, 84)  # the viewer's front, the payment, the group being taken (full names from 60 px wide)
SET = (56, 78)  # the five-player probe sets
SMALL = (40, 56)  # the other seats' fronts, the revealed cards
BACK = (20, 28)  # the other seats' hands

# the top row: the other seats
TOP_Y = 8
PANEL_H = 176
ROW_X0, ROW_W, ROW_GAP = 14, 1136, 8

# the middle
MID_X, MID_W = 200, 790
TRACK = pygame.Rect(MID_X, 192, MID_W, 30)
GROUP_Y = 252
BOARD = pygame.Rect(MID_X, 374, MID_W, 98)
DECK_PILE = pygame.Rect(22, 252, *GROUP)
DISCARD_PILE = pygame.Rect(108, 252, *GROUP)
UNSEEN_PILE = pygame.Rect(30, 404, *BACK)
SUPPLY_SPOT = pygame.Rect(MID_X + MID_W // 2 - GROUP[0] // 2, 300, *GROUP)
DRAWN_SPOT = pygame.Rect(BOARD.x + 12, BOARD.y + 10, *FRONT)  # the variant's drawn card, waiting on the board
SPOTS = {"drawn": DRAWN_SPOT, "unseen": UNSEEN_PILE, "supply": SUPPLY_SPOT, "discard": DISCARD_PILE, "deck": DECK_PILE}
LOG = pygame.Rect(1000, 198, 266, 274)  # under the kit's Hint button
# hot-seat: "Pass to …" takes the log's foot (the log shortened above it), clear of every button of the move just
# made (the kit's place, bottom right, is where Pass and Bid were: a quick double click would pass the screen too)
PASS = pygame.Rect(LOG.x, LOG.bottom - 56, LOG.w, 56)
LOG_HANDING = pygame.Rect(LOG.x, LOG.y, LOG.w, PASS.y - 8 - LOG.y)
HINT_Y = 488
HINT_MAX_W = 1220

# the viewer
OWN = pygame.Rect(14, 504, 976, 210)
OWN_FRONT = pygame.Rect(28, 560, 392, FRONT[1])
OWN_HAND = pygame.Rect(440, 582, 540, HAND[1])
LIFT = 20  # a hand card chosen for a payment or a selection stands this much higher
OWN_LABEL_Y = OWN_FRONT.y - 22  # the "Front: n VP" and "Hand: …" labels over the viewer's cards
PLATE_MARGIN = 7  # words held on a plate keep this far inside the panel they lie on (its border is 2–3 px)
BUTTONS = pygame.Rect(1000, 504, 266, 210)
FRONT_GAP = 4  # pixels between the viewer's front cards
# what the viewer's front may fill: its row, and below it down to the panel's foot (a second row, when needed)
FRONT_ROOM = pygame.Rect(OWN_FRONT.x, OWN_FRONT.y, OWN_FRONT.w, OWN.bottom - 6 - OWN_FRONT.y)
TIP_ROOM = pygame.Rect(4, 4, 1272, 712)  # where a card's tip may stand (panels.tip: the screen less 4 pixels round)
# where the Bid button's tip stands: beside the button, over the viewer's hand half (over the front, it was far)
BID_TIP_ROOM = pygame.Rect(OWN_HAND.x, OWN.y, TIP_ROOM.right - OWN_HAND.x, TIP_ROOM.bottom - OWN.y)
BID_COLUMN = pygame.Rect(BUTTONS.x - 6, OWN.y, TIP_ROOM.right - BUTTONS.x + 6, 80)  # above Bid: its heading, ±1…
OWN_ROW = pygame.Rect(TIP_ROOM.x, OWN.y, TIP_ROOM.w, TIP_ROOM.bottom - OWN.y)  # where a hand card's tip stays
OWN_WORDS = pygame.Rect(OWN.x, OWN.y, OWN.w, OWN_FRONT.y - OWN.y)  # the viewer's name, status and labels
# a card's tip wraps its words at the kit's width or, where that finds no room near the card, at this one: a French
# hand card's three lines fitted nowhere between the prompt and the hand, and went over the groups (playtest 28)
TIP_WIDE = 940
ARROW_SIDE = 36  # pixels of a group's slot the coach's arrow at the group beside may cover (``coach.arrow``, farther side)
# the groups (or the five-player probe sets) across the middle, their labels and cards: a tip never covers them
GROUPS_ROW = pygame.Rect(MID_X, GROUP_Y - 26, MID_W, GROUP[1] + 34)


def panel_width(others: int) -> int:
    """The other seats' panels share the top row (with three players, the set-aside cards take a part)."""
    if others == 2:
        return 360
    return min(380, (ROW_W - ROW_GAP * (others - 1)) // others)


def removed_strip(others: int) -> pygame.Rect:
    """Three players: the 15 cards set aside face up, right of the two other seats."""
    x = ROW_X0 + 2 * (panel_width(others) + ROW_GAP)
    return pygame.Rect(x, TOP_Y, ROW_X0 + ROW_W - x, PANEL_H)


def own_front_card(index: int, count: int) -> pygame.Rect:
    """Card ``index`` of the viewer's front of ``count``: every card whole, never under another (a covered card
    lost its name, and seven cards overlapped). Up to six at full size in one row; more at the largest size that
    fits, in one row or in two (a front holds ten names at most: SS-21)."""
    fw, fh = FRONT
    if count * (fw + FRONT_GAP) - FRONT_GAP <= FRONT_ROOM.w:
        return pygame.Rect(FRONT_ROOM.x + index * (fw + FRONT_GAP), FRONT_ROOM.y, fw, fh)
    best = (0, 1, count)  # (card width, rows, cards a row)
    for rows in (1, 2):
        per = -(-count // rows)
        tall = (FRONT_ROOM.h + FRONT_GAP) // rows - FRONT_GAP  # the height a row may take
        w = min(fw, (FRONT_ROOM.w + FRONT_GAP) // per - FRONT_GAP, tall * fw // fh)
        if w > best[0]:
            best = (w, rows, per)
    w, _rows, per = best
    h = w * fh // fw
    row, col = divmod(index, per)
    return pygame.Rect(FRONT_ROOM.x + col * (w + FRONT_GAP), FRONT_ROOM.y + row * (h + FRONT_GAP), w, h)


def group_size(n: int) -> tuple[int, int]:
    """Five groups share the row with smaller cards, so each group keeps a gap around it."""
    return GROUP if n <= 4 else GROUP5


def group_slot(g: int, n: int) -> pygame.Rect:
    """Group ``g`` of ``n``: its whole slot in the middle (label, two cards, who took it)."""
    w = MID_W // n
    return pygame.Rect(MID_X + g * w + 3, GROUP_Y - 26, w - 6, GROUP[1] + 34)


def group_card(g: int, n: int, index: int, count: int) -> pygame.Rect:
    """Card ``index`` of a group holding ``count``: side by side, centred in the slot."""
    slot = group_slot(g, n)
    w, h = group_size(n)
    span = w * count + 6 * (count - 1)
    return pygame.Rect(slot.centerx - span // 2 + index * (w + 6), GROUP_Y + (GROUP[1] - h) // 2, w, h)


def group_area(g: int, n: int) -> pygame.Rect:
    """What a click on group ``g`` hits: its slot under the label. Its outlines (drawn up to 5 pixels outside
    it) stay clear of the "Group N" label above."""
    slot = group_slot(g, n)
    return pygame.Rect(slot.x + 4, GROUP_Y, slot.w - 8, GROUP[1] + 2)


def set_slot(i: int) -> pygame.Rect:
    """Five players: probe set ``i`` (of the five), three on the first row and two on the second."""
    row, col = divmod(i, 3)
    w = MID_W // 3
    x = MID_X + col * w + (w // 2 if row else 0)
    return pygame.Rect(x + 6, GROUP_Y - 22 + row * 122, w - 12, 114)


def set_card(i: int, index: int) -> pygame.Rect:
    slot = set_slot(i)
    step = SET[0] + 4
    x = slot.centerx - (SET[0] + 3 * step) // 2 + index * step
    return pygame.Rect(x, slot.y + 26, *SET)


def reveal_slot(place: int, n: int) -> pygame.Rect:
    """The board's place for a seat's revealed cards (``place`` counts from the viewer, clockwise)."""
    w = MID_W // n
    return pygame.Rect(MID_X + place * w + 4, BOARD.y + 4, w - 8, BOARD.h - 8)


@dataclass
class SeatBox:
    """The other seat's panel and its places: its hand's backs, its front, its status lines."""

    seat: int
    panel: pygame.Rect
    hand: pygame.Rect = field(init=False)
    front: pygame.Rect = field(init=False)
    status: pygame.Rect = field(init=False)

    def __post_init__(self) -> None:
        x, y, w = self.panel.x, self.panel.y, self.panel.w
        self.hand = pygame.Rect(x + 12, y + 34, 110, BACK[1])
        self.front = pygame.Rect(x + 12, y + 72, w - 24, SMALL[1])
        self.status = pygame.Rect(x + 10, y + 134, w - 20, 36)


class Layout(Geometry):
    """The geometry of one table as one viewer sees it: where each zone is and what it holds."""

    def __init__(self, players: int, bottom: int, viewer: int | None, hands_shown: bool) -> None:
        self.players = players
        self.bottom = bottom
        self.viewer = viewer
        self.hands_shown = hands_shown  # the end: every hand is public
        others = players - 1
        w = panel_width(others)
        self.boxes: dict[int, SeatBox] = {}
        for k in range(others):
            seat = (bottom + 1 + k) % players
            self.boxes[seat] = SeatBox(seat, pygame.Rect(ROW_X0 + k * (w + ROW_GAP), TOP_Y, w, PANEL_H))

    def place(self, seat: int) -> int:
        """A seat's place counted clockwise from the viewer (0 is the viewer)."""
        return (seat - self.bottom) % self.players

    def callout(self, seat: int, part: int = 0) -> pygame.Rect:
        """The plate for words about a seat held a moment ("bids 4", "has chosen"): on the seat's own panel, clear
        of every card. Another seat's plate lies over its status lines (which say the same once it goes) and the
        first-player pill, hiding them whole; the viewer's over the free right part of its name row, between the
        status line and the "Hand" label. ``part`` 1 and 2 are its left and right halves (the final scoring shows
        the front's VP and the hand bonus side by side)."""
        if seat == self.bottom:
            # wholly inside the panel, clear of its border (at ``OWN.y + 5`` it sat on the panel's top edge)
            room = pygame.Rect(OWN_HAND.x + 40, OWN.y + PLATE_MARGIN, OWN_HAND.w - 80, OWN_LABEL_Y - 2 - OWN.y - PLATE_MARGIN)
        else:
            room = self.boxes[seat].status.copy()
        if part:
            half = (room.w - 6) // 2
            room = pygame.Rect(room.x + (part - 1) * (half + 6), room.y, half, room.h)
        return room

    # --- what the stage asks ---------------------------------------------------------------
    def zones(self, view: Any) -> list[Zone]:
        out: list[Zone] = [DECK, DRAWN, DISCARD, REMOVED, UNSEEN, SUPPLY, PAY]
        out += [("group", g) for g in range(self.players)] + [("set", i) for i in range(len(PROBE_SETS))]
        for s in range(self.players):
            out += [("hand", s), ("front", s), ("reveal", s)]
        return out

    def zone_cards(self, v: Any, zone: Zone) -> list[int]:
        return self.arrange(zone, list(HOLDS[zone[0]](v, zone[1])))

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        """The viewer's hand in card order (probes first, then by name), easy to read and to pay from."""
        if zone[0] == "hand" and (zone[1] == self.viewer or self.hands_shown):
            return sorted(cards, key=lambda c: (c < 0, c))
        return cards

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> pygame.Rect:
        kind, i = zone
        if kind == "hand":
            if i == self.bottom:
                return in_row(OWN_HAND, HAND, index, count, HAND[0] + 6)
            return in_row(self.boxes[i].hand, BACK, index, count, BACK[0] + 3)
        if kind == "front":
            if i == self.bottom:
                return own_front_card(index, count)
            return in_row(self.boxes[i].front, SMALL, index, count, SMALL[0] + 3)
        if kind == "group":
            return group_card(i, self.players, index, count)
        if kind == "reveal":
            slot = reveal_slot(self.place(i), self.players)
            return in_row(pygame.Rect(slot.x + 4, slot.y + 24, slot.w - 60, SMALL[1]), SMALL, index, count,
                          SMALL[0] + 3)
        if kind == "set":
            return set_card(i, index)
        if kind == "pay":
            return in_row(pygame.Rect(BOARD.x + 250, BOARD.y + 12, 400, FRONT[1]), FRONT, index, count, FRONT[0] + 4)
        if kind == "removed":  # two rows (eight a row for the usual fifteen)
            strip = removed_strip(self.players - 1)
            per_row = max(8, (count + 1) // 2)
            row, col = divmod(index, per_row)
            area = pygame.Rect(strip.x + 12, strip.y + 30 + row * (SMALL[1] + 4), strip.w - 24, SMALL[1])
            return in_row(area, SMALL, col, per_row, SMALL[0] + 6)
        return SPOTS.get(kind, DECK_PILE).copy()  # a pile or a spot: one place, whatever it holds

    def face_up(self, zone: Zone, card: int) -> bool:
        """Known cards face up, except in the deck, the unseen pile and another seat's hand (until the end)."""
        kind, i = zone
        if kind == "hand" and i != self.viewer and not self.hands_shown:
            return False
        return card >= 0 and kind not in FACE_DOWN


def _lying(v: Any) -> list[tuple[int, ...]]:
    """Per seat, the revealed cards that went to the discard: they stay on the board until the next round."""
    discard = set(v.discard)
    return [tuple(c for c in cards if c in discard) for cards in v.revealed]


def _discarded(v: Any) -> list[int]:
    """The discard pile less the revealed cards still lying on the board."""
    lying = {c for cards in _lying(v) for c in cards}
    return [c for c in v.discard if c not in lying]


def _probe_set(v: Any, i: int) -> Sequence[int]:
    """Five players: probe set ``i`` while nobody has taken it."""
    cards = PROBE_SETS[i][1]
    return cards if any(c == cards for _k, c in v.probe_sets) else ()


# what each kind of zone holds in a view (``i``: the zone's seat, group or set)
HOLDS: dict[str, Callable[[Any, int], Sequence[int]]] = {
    "hand": lambda v, i: v.hands[i], "front": lambda v, i: v.fronts[i], "pay": lambda v, i: v.payment,
    "group": lambda v, i: v.groups[i] if i < len(v.groups) else (), "reveal": lambda v, i: _lying(v)[i] if v.revealed else (),
    "discard": lambda v, i: _discarded(v), "removed": lambda v, i: v.removed, "set": _probe_set,
    "deck": lambda v, i: [HIDDEN] * v.deck, "unseen": lambda v, i: [HIDDEN] * v.unseen,
    "drawn": lambda v, i: [v.drawn] if v.drawn >= 0 else [], "supply": lambda v, i: (),
}
