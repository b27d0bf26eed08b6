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


@pytest.mark.parametrize("players", [5])  # three or four players: a front of seven lies apart
def test_another_seat_s_crowded_front_shows_each_card_s_name(data_dir: str, players: int) -> None:
    """Playtest 15 (171-5p-end2): a rival's front of seven showed only its last card's name. Each covered card writes
    its name's start on the part the next card leaves in sight: ink over its coloured name band there (SS-21)."""
    from engine.systeme_solaire.cards import kind
    from engine.systeme_solaire.positions import position
    from game.kit.art import ink_on
    from game.tables.systeme_solaire.art import COLORS
    from tests.client.driver import DT
    from tests.client.systeme_solaire.drive import inject, table_app

    front = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
    app, table = table_app(players, 3)
    inject(table, position(players, hands={p: [f"P{p + 1}"] for p in range(players)}, fronts={1: front},
                           groups=[["Sun"], ["Earth"], ["Pluto"], ["Mars"], ["Venus"]][:players], marker=0))
    for _ in range(30):
        app.frame(DT)
    frame = pygame.Surface((1280, 720))
    table.draw(frame)
    cards = table.view.fronts[1]
    rects = [table.ui.layout.card_rect(("front", 1), i, len(cards)) for i in range(len(cards))]
    assert rects[0].right > rects[1].x, "the front overlaps (the case of the playtest)"
    for c, r, nxt in zip(cards, rects, rects[1:], strict=False):
        band_h = max(11, int(r.h * 0.17))
        ink = ink_on(COLORS[kind(c)])
        seen = [frame.get_at((x, y))[:3] for x in range(r.x + 3, nxt.x - 1) for y in range(r.bottom - band_h + 2,
                                                                                          r.bottom - 2)]
        assert sum(1 for p in seen if p == ink) >= 4, (c, r)  # the name's letters, in the band's ink
