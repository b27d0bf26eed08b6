"""The opener's bid reason states what the payment then costs (SS-13: no change is given, so a lone Probe 4 pays 4
for a bid of 1; a newcomer was told "you pay only 1" there)."""

from __future__ import annotations

import re
from typing import Any

from engine.core import english
from engine.search.hint import reason
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import AUCTION

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _payments(s: Any) -> set[int]:
    """Every total a complete payment the engine allows can come to (cards are paid one at a time)."""
    totals: set[int] = set()
    seen: set[tuple[int, ...]] = set()
    todo = [s]
    while todo:
        t = todo.pop()
        for a in GAME.legal_actions(t):
            u = GAME.apply(t, a)[0]
            key = tuple(sorted(u.picks)) if u.phase == "pay" else (-1, *sorted(t.picks), a.card)
            if key not in seen:
                seen.add(key)
                if u.phase == "pay":
                    todo.append(u)
                else:
                    # the closing action (PAID) names no card: the picks are the payment
                    totals.add(sum(AUCTION[c] for c in t.picks) + (AUCTION[a.card] if a.card >= 0 else 0))
    return totals


def test_the_opening_bid_reason_says_what_the_payment_costs() -> None:
    """Over seeded games, at every opening bid: follow the reason's bid, let the others pass, and the least payment
    the engine then allows is the reason's "you pay" figure (SS-11, SS-13)."""
    checked = dear = 0
    for seed in range(1, 13):
        s = GAME.new(3 + seed % 3, seed)
        for _ in range(400):
            if GAME.is_over(s):
                break
            legal = GAME.legal_actions(s)
            if s.phase == "bid" and s.bidder < 0:
                me = GAME.to_act(s)
                v = GAME.view(s, me)
                for a in (x for x in legal if x.kind == "bid"):
                    said = reason(GAME, v, a)
                    m = re.search(r"you pay (?:only )?(\d+)", english(said, NAMES)) if said is not None else None
                    if m is None:
                        continue
                    t = GAME.apply(s, a)[0]
                    while t.phase == "bid":
                        t = GAME.apply(t, next(x for x in GAME.legal_actions(t) if x.kind == "pass"))[0]
                    pays = _payments(t)
                    assert int(m.group(1)) == min(pays), (seed, a, english(said, NAMES), pays)
                    checked += 1
                    dear += int(m.group(1)) > a.card
            s = GAME.apply(s, legal[(seed * 7) % len(legal)])[0]
    assert checked > 0 and dear > 0, (checked, dear)
