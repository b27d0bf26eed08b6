"""Where everything sits on the Space Beans table (1280×720 logical pixels).

The viewer sits at the bottom. Turns go to the left (seat + 1), which is drawn
to the viewer's left and on round the table clockwise, so the right-hand
neighbour (seat − 1, who receives the passed cards) sits on the screen's right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import pygame

from game.kit.rows import in_row
from game.kit.stage import Geometry

HAND = (92, 128)  # the viewer's hand
MID = (64, 90)  # the viewer's collections and trophies
SMALL = (46, 64)  # opponents' collections and trophies
MINI = (30, 42)  # opponents' hand backs
PILE = (80, 112)  # draw and discard piles

DRAW_PILE = pygame.Rect(538, 226, *PILE)
DISCARD_PILE = pygame.Rect(662, 226, *PILE)
# the Hint's line (or Leave's) in a box of its own beside the piles, the game's line keeping its place under them:
# left of the draw pile, clear of every panel at every player count (and of the chevrons under a top panel), or
# with no seat at the sides the wider room right of the discards, where Learn to play's coach speaks when it does
ASIDE_NARROW = pygame.Rect(324, 206, DRAW_PILE.x - 16 - 324, 164)
ASIDE_WIDE = pygame.Rect(DISCARD_PILE.right + 14, 222, 1266 - DISCARD_PILE.right - 14, 140)
# with the coach's panel in that room and no seat at the sides, the whole width left of the draw pile: the narrow box
# beside the coach took 7 lines at 14 points for one French sentence (playtest 33, 163.png); the frame stands in the
# middle of the box's height, clear of the chevrons under a top panel
ASIDE_COACHED = pygame.Rect(14, 206, DRAW_PILE.x - 16 - 14, 164)
HINT_Y = 398
HINT_MAX_W = 600  # the gap between the side panels
# with no seat at the sides (two or three players) the Hint's two lines take the table's width: at 600 pixels its
# best move and reason shrank to 16 points, smaller than the prompt it stands for (playtest 24)
HINT_WIDE_W = 860
LOG_RECT = pygame.Rect(14, 566, 290, 140)
BUTTONS_RECT = pygame.Rect(986, 566, 280, 140)
# 34 pixels under the collections and trophies (their foot at 548): room for the coach's ring and arrow over a
# hand card, and for the chosen card standing up, none touching them (playtest 28)
HAND_AREA = pygame.Rect(318, 582, 652, HAND[1])
# while Learn to play's coach speaks, the hand stops this far short of the buttons: room for its arrow left of
# "Done — keep it" (a wide hand reached x 970 and the arrow, with nowhere plain to go, was not drawn); without the
# coach a twelve-card hand keeps the whole width, which every card's name needs
COACHED_HAND_AREA = pygame.Rect(HAND_AREA.x, HAND_AREA.y, BUTTONS_RECT.x - 48 - HAND_AREA.x, HAND[1])
OWN_PLATE = pygame.Rect(14, 440, 290, 112)
GOAL_NOTE = pygame.Rect(322, 226, 194, 140)  # left of the draw pile and its label, clear of a left-hand seat's panel

OWN_TROPHY_W = 1266 - 790  # the viewer's trophy row, from after the secret collection to the right margin
TITLE_RISE = 30  # a collection's title above its cards (17-point text ends 10 pixels above them)
OWN_TITLES = pygame.Rect(330, 458 - TITLE_RISE, 1266 - 330, 24)  # the viewer's collections' titles: "Trophies: …" runs on
PANEL_W, PANEL_H = 300, 186
LEFT = (14, 222)
RIGHT = (966, 222)
TOP_Y = 12


@dataclass
class SeatBox:
    """A seat's areas on screen. ``own`` is the bottom seat (big cards, fanned hand)."""

    seat: int
    own: bool
    panel: pygame.Rect
    hand: pygame.Rect
    open: pygame.Rect
    secret: pygame.Rect
    trophy: pygame.Rect

    def zone(self, kind: str) -> pygame.Rect:
        return getattr(self, kind)

    def title_at(self, kind: str) -> tuple[int, int]:
        """The top left of a collection's title over its cards: high enough that the marching outline of a
        place to drop a card (``ui.marching``: 5 pixels out, its dashes 3 wide) never runs through it."""
        z = self.zone(kind)
        return z.x, z.y - TITLE_RISE


# the opponents' panels by how many there are, clockwise from the viewer's left: along the top edge (clear of the
# menu on the right), then down the left and right sides too from three on
OPPONENT_PANELS: dict[int, list[tuple[int, int]]] = {
    1: [(490, TOP_Y)],
    2: [(250, TOP_Y), (730, TOP_Y)],
    3: [LEFT, (490, TOP_Y), RIGHT],
    4: [LEFT, (330, TOP_Y), (650, TOP_Y), RIGHT],
    5: [LEFT, (170, TOP_Y), (490, TOP_Y), (810, TOP_Y), RIGHT],
}


def seat_boxes(players: int, bottom: int, coached: bool = False) -> dict[int, SeatBox]:
    boxes: dict[int, SeatBox] = {
        bottom: SeatBox(
            bottom, True, OWN_PLATE,
            hand=COACHED_HAND_AREA if coached else HAND_AREA,
            open=pygame.Rect(330, 458, 240, MID[1]),  # 7 cards 29 apart: every value whole
            secret=pygame.Rect(590, 458, 176, MID[1]),
            # to the screen's right margin: the most trophies a game gives (20: SB-16, SB-25, SB-27) keep each value
            # disc whole and each type's colour in view; in 176 pixels, nine and more lay as slivers (newcomer test 29)
            trophy=pygame.Rect(790, 458, OWN_TROPHY_W, MID[1]),
        )
    }
    for k, (x, y) in enumerate(OPPONENT_PANELS[players - 1]):
        seat = (bottom + 1 + k) % players
        p = pygame.Rect(x, y, PANEL_W, PANEL_H)
        boxes[seat] = SeatBox(
            seat, False, p,
            # a long hand stops short of "receives your passes" in the corner above
            hand=pygame.Rect(p.x + 12, p.y + 40, 136, MINI[1]),
            open=pygame.Rect(p.x + 12, p.y + 96, 122, SMALL[1]),
            secret=pygame.Rect(p.x + 146, p.y + 96, 64, SMALL[1]),
            trophy=pygame.Rect(p.x + 222, p.y + 96, 66, SMALL[1]),
        )
    return boxes


# the chevrons into and out of the viewer's seat lie just under the other seat's panel, this far below it: in from
# the seat on the viewer's left on its left part, out to the seat on the right on its right part (at two players
# both are under the one panel), so the hand travels round the table one way
OWN_ARROW_GAP, OWN_ARROW_SIDE = 10, 110
SIDE_INSET = 40  # from a side panel's inner end, the chevrons between it and a top panel beside it


class PassArrow(NamedTuple):
    """Where the hand of ``giver`` goes: chevrons at ``centre`` pointing along ``direction`` (one step across or
    down the screen), from its place towards that of ``receiver``, the seat the engine passes it to."""

    giver: int
    receiver: int
    centre: tuple[int, int]
    direction: tuple[int, int]

    def chevrons(self) -> list[list[tuple[int, int]]]:
        """Two filled chevrons, each 8 pixels deep and 16 wide, 6 apart: a pair fits the 20-pixel gap between two
        top panels."""
        (x, y), (dx, dy) = self.centre, self.direction
        return [[(x + dx * t, y + dy * t), (x + dx * (t - 8) - dy * 8, y + dy * (t - 8) + dx * 8),
                 (x + dx * (t - 4), y + dy * (t - 4)), (x + dx * (t - 8) + dy * 8, y + dy * (t - 8) - dx * 8)]
                for t in (1, 7)]

    def rect(self) -> pygame.Rect:
        """The box the chevrons are drawn in."""
        points = [pygame.Rect(p, (1, 1)) for chevron in self.chevrons() for p in chevron]
        return points[0].unionall(points)


def between(giver: pygame.Rect, receiver: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The place of the chevrons in the gap between two panels and the way across it from ``giver`` to
    ``receiver``, straight across where the panels face each other. A side panel and a top one that do not (at
    four and five players) are crossed from row to row by the side panel's inner end, so the chevrons on the left
    all point down and those on the right up, as the cards go round (a slanted chevron in the corner read badly)."""
    x0, x1 = max(giver.left, receiver.left), min(giver.right, receiver.right)
    if giver.top == receiver.top:  # side by side, in one row
        way = 1 if receiver.left > giver.left else -1
        return ((x0 + x1) // 2, giver.centery), (way, 0)
    upper, lower = sorted((giver, receiver), key=lambda r: r.top)
    if x1 <= x0:
        x0 = x1 = lower.right - SIDE_INSET if upper.left > lower.left else lower.left + SIDE_INSET
    return ((x0 + x1) // 2, (upper.bottom + lower.top) // 2), (0, 1 if receiver is lower else -1)


Zone = tuple[str, int]  # ("hand" | "open" | "secret" | "trophy", seat) or ("draw" | "discard", -1)
DRAW_ZONE: Zone = ("draw", -1)
DISCARD_ZONE: Zone = ("discard", -1)
KINDS = ("hand", "open", "secret", "trophy")
SELECTED_LIFT = 16  # a chosen hand card stands this much above the others
_FIELD = {"hand": "hands", "open": "open", "secret": "secret", "trophy": "trophies"}
PILES = {DRAW_ZONE: DRAW_PILE, DISCARD_ZONE: DISCARD_PILE}
SIZES = {(True, True): HAND, (True, False): MINI, (False, True): MID, (False, False): SMALL}  # by (hand, own seat)
_OWN_STEP = {"hand": 12, "open": 30, "secret": 22, "trophy": 30}  # trophies as the open row: every value whole
# an opponent's open cards overlap no more than their value disc: at 15 the next card cut the digit
# an opponent's trophies: two side by side, each value disc whole (20 of the 66 pixels between its secret collection
# and the panel's edge); from three on, at 6 pixels apart they lay as slivers no value or colour could be read on
# (newcomer test 30), so they lie in one pile, the last won on top, with their count (``paint``)
_OTHER_STEP = {"hand": 12, "open": 22, "secret": 5, "trophy": 20}
OTHER_TROPHY_ROW = 2


def piled(zone: Zone, count: int, bottom: int) -> bool:
    """Whether a zone's cards lie in one pile, each on the last: an opponent's trophies past ``OTHER_TROPHY_ROW``."""
    return zone[0] == "trophy" and zone[1] != bottom and count > OTHER_TROPHY_ROW


class Layout(Geometry):
    """The geometry of one table as one viewer sees it: where each zone is and what it holds."""

    def __init__(self, players: int, bottom: int, viewer: int | None, coached: bool = False) -> None:
        self.players = players
        self.bottom = bottom
        self.viewer = viewer
        self.boxes = seat_boxes(players, bottom, coached)  # ``coached``: the hand leaves the coach's arrow room
        sides = any(b.panel.topleft in (LEFT, RIGHT) for b in self.boxes.values())  # four players or more
        self.hint_w = HINT_MAX_W if sides else HINT_WIDE_W  # the prompt's width
        self.aside = ASIDE_NARROW if sides else ASIDE_COACHED if coached else ASIDE_WIDE  # the Hint's box

    @property
    def prompt_rect(self) -> pygame.Rect:
        """Where the prompt and the Hint show, up to three lines."""
        return pygame.Rect(640 - (self.hint_w + 30) // 2, HINT_Y - 30, self.hint_w + 30, 60)

    def pass_arrows(self, pass_to: Sequence[int]) -> list[PassArrow]:
        """For each seat, the chevrons from its place to the place of the seat ``pass_to`` (the engine's) names."""
        out = []
        for giver, receiver in enumerate(pass_to):
            if giver == self.bottom:
                p = self.boxes[receiver].panel
                centre, way = (p.centerx + OWN_ARROW_SIDE, p.bottom + OWN_ARROW_GAP), (0, -1)
            elif receiver == self.bottom:
                p = self.boxes[giver].panel
                centre, way = (p.centerx - OWN_ARROW_SIDE, p.bottom + OWN_ARROW_GAP), (0, 1)
            else:
                centre, way = between(self.boxes[giver].panel, self.boxes[receiver].panel)
            out.append(PassArrow(giver, receiver, centre, way))
        return out

    def zones(self, view: object) -> list[Zone]:
        return [DRAW_ZONE, DISCARD_ZONE] + [(k, s) for s in range(self.players) for k in KINDS]

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        kind, seat = zone
        if kind == "draw":
            return [-1] * view.draw_pile
        # once the game is over the collections the final count closed stay where they lay, face up (SB-27), so the
        # last position can be looked at until the results; their cards are not shown twice, in the discards or
        # among the trophies they won
        ends = view.final_collections()
        if ends and kind in ("open", "secret"):
            return list(ends.get(zone, ((), 0))[0])
        shown = {c for cards, _ in ends.values() for c in cards}
        cards = view.discard if kind == "discard" else getattr(view, _FIELD[kind])[seat]
        return self.arrange(zone, [c for c in cards if c not in shown])

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        """The viewer's own hand is grouped by type and value: easier to choose from; so are trophies, each type's
        together (which were won is read by type and value, not by when)."""
        if piled(zone, len(cards), self.bottom):
            return cards  # as won: the last on top
        if zone[0] == "trophy" or zone[0] == "hand" and zone[1] == self.viewer:
            from engine.space_beans.cards import TYPE_OF, VALUE_OF

            return sorted(cards, key=lambda c: (TYPE_OF[c], VALUE_OF[c], c) if c >= 0 else (99, 0, c))
        return cards

    def card_size(self, zone: Zone) -> tuple[int, int]:
        return PILE if zone in PILES else SIZES[zone[0] == "hand", zone[1] == self.bottom]

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> pygame.Rect:
        kind, seat = zone
        if zone in PILES:
            return PILES[zone].copy()
        box = self.boxes[seat]
        w, h = self.card_size(zone)
        z = box.zone(kind)
        if kind == "hand" and box.own:
            return in_row(z, (w, h), index, count, w + 8, least=2, centred=True)
        if piled(zone, count, self.bottom):
            return pygame.Rect(z.x, z.y, w, h)
        return in_row(z, (w, h), index, count, (_OWN_STEP if box.own else _OTHER_STEP)[kind], least=2)

    def zone_rect(self, zone: Zone, count: int) -> pygame.Rect:
        """The whole area of a zone holding ``count`` cards (at least one card big)."""
        n = max(1, count)
        return self.card_rect(zone, 0, n).union(self.card_rect(zone, n - 1, n))

    def face_up(self, zone: Zone, card: int) -> bool:
        """A card is drawn face up when known, and never in someone else's hand."""
        kind, seat = zone
        if kind == "hand" and seat != self.viewer:
            return False  # a card passed to a neighbour lands face down in their hand
        return card >= 0 and kind != "draw"
