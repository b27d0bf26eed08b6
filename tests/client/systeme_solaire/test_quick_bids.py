"""Computers' bids and payment picks come quicker once every human has passed the auction (playtest 14, 180.png:
with five players a bidding war the human sat out, and the winner's card-by-card payment, took some 14 s of
watching each round). While a human is still in, each computer's bid keeps the kit's whole pause (SS-9..SS-13)."""

from __future__ import annotations

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from game.kit.table import BOT_PAUSE
from tests.client.systeme_solaire.drive import inject, table_app


def _auction(alice_passes: bool) -> object:
    """Five players, Nova opens; the seats bid 1, 2, … in turn, and Alice passes when her turn comes (or bids)."""
    s = position(5, hands={p: ["P5", "P4", "Saturn"] for p in range(4)} | {4: ["P3", "P2", "Neptune"]},
                 groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"], ["Jupiter"]], marker=1)
    while True:
        seat = GAME.to_act(s)
        if seat == 0:
            s = GAME.apply(s, Action("pass") if alice_passes else Action("bid", s.high + 1))[0]
            return s
        s = GAME.apply(s, Action("bid", s.high + 1))[0]


def test_the_pause_is_shorter_once_every_human_has_passed(data_dir: str) -> None:
    app, table = table_app(5, 1)
    inject(table, _auction(alice_passes=True))
    v = table.view
    assert v.phase == "bid" and v.passed[0] and not table.is_human(v.to_act)
    quick = table.ui.bot_pause(BOT_PAUSE)
    assert 0.2 <= quick < BOT_PAUSE / 2, quick  # still a beat to follow each bid
    inject(table, _auction(alice_passes=False))
    v = table.view
    assert v.phase == "bid" and not v.passed[0] and not table.is_human(v.to_act)
    assert table.ui.bot_pause(BOT_PAUSE) == BOT_PAUSE  # Alice is still in: every bid at the usual pace
