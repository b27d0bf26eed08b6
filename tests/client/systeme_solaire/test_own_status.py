"""The viewer's own panel speaks to them in the auction (playtest 12, 59.png: "a misé 1, dépassé · doit miser" on the
player's own panel read as if passing were barred; SS-9, SS-10: an outbid seat may raise or pass)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n
from game.tables.systeme_solaire import seats


def _picture(to_act: int, bidder: int = 2) -> SimpleNamespace:
    """Three seats in the auction, the viewer at seat 0: seat 0 bid 1, then seat 2 raised to 3."""
    view = SimpleNamespace(phase="bid", passed=(False,) * 3, bidder=bidder, high=3 if bidder >= 0 else 0,
                           bids=(1, 0, 3) if bidder >= 0 else (0, 0, 0), to_act=to_act, seat=0, final=None)
    return SimpleNamespace(view=view, shown=None)


@pytest.mark.parametrize(("lang", "own", "other"), [
    ("en", ["you bid 1, outbid", "your turn to bid or pass"], ["to bid"]),
    ("fr", ["votre mise de 1 est battue", "à vous de miser ou passer"], ["mise ou passe"]),
])
def test_the_viewers_own_auction_status_says_it_is_their_turn(lang: str, own: list[str], other: list[str]) -> None:
    i18n.set_language(lang)
    try:
        assert [t for t, _c in seats.status(_picture(0), 0)] == own
        assert [t for t, _c in seats.status(_picture(1), 1)] == other  # another seat's panel: said of that seat
    finally:
        i18n.set_language("en")


def test_the_viewer_opening_the_auction_is_told_so() -> None:
    assert [t for t, _c in seats.status(_picture(0, bidder=-1), 0)] == ["you must open the auction"]
    assert [t for t, _c in seats.status(_picture(1, bidder=-1), 1)] == ["must open the auction"]
