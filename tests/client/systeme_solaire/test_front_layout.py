"""Fronts of many cards stay readable (issue 18 follow-up): a front of 7 cards overlapped, the cards covering
each other's names. The viewer's front keeps every card whole (smaller, in two rows past six: a front holds
ten names at most, SS-21); another seat's small front may overlap, but never over a card's value corner (the
auction coin and the VP tile, top left, which the card faces keep readable with their left edge in view)."""

from __future__ import annotations

import pygame
import pytest

from game.tables.systeme_solaire import layout as L


def _value_corner(r: pygame.Rect) -> pygame.Rect:
    """The coin and the VP tile under it (``art.paint_face``: a coin of radius 15% of the width)."""
    cr = max(6, int(r.w * 0.15))
    frame = max(2, r.w // 16)
    return pygame.Rect(r.x, r.y, frame + 2 * cr + 2, frame + 4 * cr + 4)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("count", [5, 7, 9, 10])
def test_the_viewer_s_front_keeps_every_card_whole(players: int, count: int) -> None:
    lay = L.Layout(players, 0, 0, False)
    rects = [lay.card_rect(("front", 0), i, count) for i in range(count)]
    for i, r in enumerate(rects):
        assert L.OWN.contains(r), (count, r)
        assert r.bottom <= L.OWN.bottom - 4 and r.right < L.OWN_HAND.x, "clear of the panel's edge and the hand"
        assert r.w >= 50, "a name band wide enough for the card's name"
        assert all(not r.colliderect(o) for o in rects[i + 1:]), (count, i, rects)
    assert rects[0].size == L.FRONT or count > 6, "six or fewer at full size"


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("count", [5, 7, 9, 10])
def test_another_seat_s_front_never_covers_a_card_s_value(players: int, count: int) -> None:
    lay = L.Layout(players, 0, 0, False)
    for seat, box in lay.boxes.items():
        rects = [lay.card_rect(("front", seat), i, count) for i in range(count)]
        for i, r in enumerate(rects):
            assert box.panel.contains(r), (seat, count, r)
            corner = _value_corner(r)
            assert all(not corner.colliderect(o) for o in rects[i + 1:]), (players, count, i)


class _Art:
    """Records which face each card is drawn with: whole (named) or fanned (no name band, for a covered card)."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def face(self, card: int, w: int, h: int) -> pygame.Surface:
        self.drawn.append("named")
        return pygame.Surface((w, h))

    def fanned(self, card: int, w: int, h: int) -> pygame.Surface:
        self.drawn.append("fanned")
        return pygame.Surface((w, h))


@pytest.mark.parametrize("count", [7, 9])
def test_every_card_of_the_viewer_s_front_shows_its_name(count: int) -> None:
    """The last card of the first row lies over nothing: it keeps its name (a card of the row below is not
    one that covers it)."""
    from types import SimpleNamespace

    from game.tables.systeme_solaire import seats

    cards = [24 + 4 * k for k in range(count)]  # Mercury, Venus, …: no Sun, whose badge needs the real art
    art = _Art()
    d = SimpleNamespace(cards=lambda zone: cards, view=SimpleNamespace(fronts={0: tuple(cards)}),
                        layout=L.Layout(3, 0, 0, False), art=art)
    seats.front(pygame.Surface((1280, 720)), d, ("front", 0))
    assert art.drawn == ["named"] * count, art.drawn
