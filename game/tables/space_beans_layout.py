"""Where everything sits on the Space Beans table (1280×720 logical pixels).

The viewer sits at the bottom. Turns go to the left (seat + 1), which is drawn
to the viewer's left and on round the table clockwise, so the right-hand
neighbour (seat − 1, who receives the passed cards) sits on the screen's right.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

HAND = (92, 128)  # the viewer's hand
MID = (64, 90)  # the viewer's collections and trophies
SMALL = (46, 64)  # opponents' collections and trophies
MINI = (30, 42)  # opponents' hand backs
PILE = (80, 112)  # draw and discard piles

DRAW_PILE = pygame.Rect(538, 226, *PILE)
DISCARD_PILE = pygame.Rect(662, 226, *PILE)
HINT_Y = 398
HINT_MAX_W = 600  # the gap between the side panels
LOG_RECT = pygame.Rect(14, 566, 290, 140)
BUTTONS_RECT = pygame.Rect(986, 566, 280, 140)
HAND_AREA = pygame.Rect(318, 578, 652, HAND[1])
OWN_PLATE = pygame.Rect(14, 440, 290, 112)

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


def _top_xs(k: int) -> list[int]:
    """x of ``k`` panels along the top edge, left to right (clear of the menu on the right)."""
    if k == 1:
        return [490]
    if k == 2:
        return [250, 730]
    return [170, 490, 810][:k]


def opponent_slots(count: int) -> list[tuple[int, int]]:
    """Panel positions for ``count`` opponents, in clockwise order starting at the viewer's left."""
    if count <= 2:
        return [(x, TOP_Y) for x in _top_xs(count)]
    if count == 3:
        return [LEFT, (490, TOP_Y), RIGHT]
    if count == 4:
        return [LEFT, (330, TOP_Y), (650, TOP_Y), RIGHT]
    return [LEFT, *[(x, TOP_Y) for x in _top_xs(3)], RIGHT]


def seat_boxes(players: int, bottom: int) -> dict[int, SeatBox]:
    boxes: dict[int, SeatBox] = {
        bottom: SeatBox(
            bottom, True, OWN_PLATE,
            hand=HAND_AREA,
            open=pygame.Rect(330, 458, 236, MID[1]),
            secret=pygame.Rect(590, 458, 176, MID[1]),
            trophy=pygame.Rect(790, 458, 176, MID[1]),
        )
    }
    slots = opponent_slots(players - 1)
    for k, (x, y) in enumerate(slots):
        seat = (bottom + 1 + k) % players
        p = pygame.Rect(x, y, PANEL_W, PANEL_H)
        boxes[seat] = SeatBox(
            seat, False, p,
            hand=pygame.Rect(p.x + 12, p.y + 40, 150, MINI[1]),
            open=pygame.Rect(p.x + 12, p.y + 96, 122, SMALL[1]),
            secret=pygame.Rect(p.x + 146, p.y + 96, 64, SMALL[1]),
            trophy=pygame.Rect(p.x + 222, p.y + 96, 66, SMALL[1]),
        )
    return boxes


def row_step(count: int, card_w: int, width: int, step: int) -> int:
    """Horizontal offset between overlapping cards so ``count`` of them fit in ``width``."""
    if count <= 1:
        return step
    return max(2, min(step, (width - card_w) // (count - 1)))
