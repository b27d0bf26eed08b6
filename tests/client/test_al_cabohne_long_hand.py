"""A long Al Cabohne hand lays its cards side by side, smaller, before overlapping (issue 18, playtest 76.png:
a hand of 9 overlapped, cutting names to "Grimpan" and the meters' last column)."""

from __future__ import annotations

from game.tables.al_cabohne import layout as L


def test_a_hand_of_up_to_nine_cards_does_not_overlap() -> None:
    for count in range(1, 10):
        rects = [L.hand_rect(i, count) for i in range(count)]
        assert all(b.x >= a.right for a, b in zip(rects, rects[1:], strict=False)), (count, rects[:2])
        assert rects[-1].right <= L.HAND_AREA.right and rects[0].w >= L.HAND_LEAST


def test_a_hand_of_twelve_leaves_every_meter_whole() -> None:
    """Playtest (issue 18): a hand of 12 overlapped by 13 pixels, which hid each meter's last number (a card's
    meter runs to its right edge). A long hand closes the gaps and takes smaller cards, still side by side."""
    for count in range(10, 13):
        rects = [L.hand_rect(i, count) for i in range(count)]
        assert all(b.x >= a.right for a, b in zip(rects, rects[1:], strict=False)), (count, rects[:2])
        assert rects[-1].right <= L.HAND_AREA.right and rects[0].w >= L.HAND_LEAST >= 56
