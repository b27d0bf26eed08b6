"""Playtest 29 (64_r4c): the recap read "Orbit: 3 → 6 VP (+3): Earth to the front" above "Orbit wins the auction at 3":
the heading told, as news, the Earth that paid for the auction (SS-13, SS-18), before the auction that came first.
Where a seat's auction came before the cards that moved its VP, the heading sums the VP up and the lines under it
tell how, in the order they came."""

from __future__ import annotations

from engine.core import english, seen_by
from engine.systeme_solaire import GAME
from engine.systeme_solaire.recount import _scored_at
from tests.engine.systeme_solaire.test_recap_lines import NAMES, _stretches


def test_a_seats_recap_heading_tells_no_card_that_came_after_its_auction() -> None:  # SS-9..SS-13, SS-18, SS-25
    checked = 0
    for seed in range(20):
        for before, after, raw in _stretches(3 + seed % 3, seed):
            events = [seen_by(e, 0) for e in raw]
            for b in GAME.recount(before, after, raw, 0):
                scored = _scored_at(events, b.seat)
                auction = [t for w, t in zip(b.heard, b.at, strict=True) if "auction" in w.text or w.arg("bids")]
                if scored is None or b.before == b.after or not auction or min(auction) > scored:
                    continue
                checked += 1
                head = english(b.figure, NAMES) if b.figure is not None else ""
                told = [head, *(english(w, NAMES) for w in b.heard)]
                assert head == f"{b.before} → {b.after} VP", told  # the sum, the how left to the lines in order
                assert list(b.at) == sorted(b.at), told
    assert checked >= 8, checked
