"""The payment Hint never names a payment another beats card for card (SS-13, R-6: no change is given).

Playtest 24: the Hint advised paying a bid of 4 with Probe 5 while Probe 4 paid it exactly; the search, at its
budget, rated the two within its noise and named the dearer one. Followed step by step, the Hint now pays the bid
without giving a card more than it must; a payment that lands an Earth or Pluto (SS-18) is still the search's call.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import Action
from engine.search.budget import iterations
from engine.search.hint import hint
from engine.search.ismcts import Search
from engine.systeme_solaire import GAME
from engine.systeme_solaire.ai import overpays
from engine.systeme_solaire.cards import AUCTION, name
from engine.systeme_solaire.kinds import ActionKind


def _won_at(bid: int) -> Any:
    """Seat 0 opens at ``bid`` with probes 1-5 in hand and the others pass: seat 0 pays (SS-12, SS-13)."""
    s = GAME.apply(GAME.new(3, 1), Action(ActionKind.BID, bid))[0]
    while GAME.to_act(s) != 0:
        s = GAME.apply(s, Action(ActionKind.PASS))[0]
    assert s.phase == "pay" and s.high == bid
    return s


def _probe(s: Any, n: int) -> Action:
    return Action(ActionKind.PAY, next(c for c in s.hands[0] if name(c) == f"Probe {n}"))


def _rated(monkeypatch: pytest.MonkeyPatch, rows: list[tuple[Action, int, float]]) -> None:
    """The search rates the root moves as ``rows`` say where they are legal (the first pick's search; the later
    steps' searches rate every move alike), whatever it plays out."""

    def run(self: Search, legal: list[Action], budget: Any) -> Iterator[None]:
        return iter(())

    def ranked(self: Search, legal: list[Action]) -> list[tuple[Action, int, float]]:
        rated = [r for r in rows if r[0] in legal]
        return rated + [(a, 100, 0.0) for a in legal if a not in {r[0] for r in rated}]

    monkeypatch.setattr(Search, "run", run)
    monkeypatch.setattr(Search, "ranked", ranked)


def _follow(s: Any, rows: list[tuple[Action, int, float]], monkeypatch: pytest.MonkeyPatch) -> tuple[int, ...]:
    """The cards paid by following the Hint to the end of the payment, the search rating the first pick as
    ``rows`` say."""
    with monkeypatch.context() as m:
        _rated(m, rows)
        found = hint(GAME, s, 0, random.Random(0), iterations(10), 4)
    s = GAME.apply(s, found.action)[0]
    move = 5
    while s.phase == "pay":  # each further step as the Hint names it there
        s = GAME.apply(s, hint(GAME, s, 0, random.Random(0), iterations(10), move).action)[0]
        move += 1
    return tuple(c for c in s.discard)


def test_the_hint_pays_a_bid_of_4_with_probe_4_not_probe_5(monkeypatch: pytest.MonkeyPatch) -> None:  # SS-13, R-6
    s = _won_at(4)
    dear, exact = _probe(s, 5), _probe(s, 4)
    view = GAME.view(s, 0)
    assert overpays(view, dear) and not overpays(view, exact)
    # the search rates the dearer payment 3 VP ahead (its noise): the Hint still pays no more than the bid
    paid = _follow(s, [(dear, 150, 3.0), (exact, 140, 0.0)], monkeypatch)
    assert sum(AUCTION[c] for c in paid) == 4, [name(c) for c in paid]


def test_paying_on_once_the_bid_is_met_is_overpaying() -> None:  # SS-13
    s = GAME.apply(_won_at(4), Action(ActionKind.PAY, next(c for c in _won_at(4).hands[0] if name(c) == "Probe 4")))[0]
    view = GAME.view(s, 0)
    assert all(overpays(view, a) for a in GAME.legal_actions(s) if a.kind == ActionKind.PAY)
    assert not overpays(view, Action(ActionKind.PAID))


def test_two_cards_for_three_kept_in_hand_are_not_overpaying() -> None:  # SS-26: cards count for the hand bonus
    s = _won_at(4)
    view = GAME.view(s, 0)
    # Probe 1 + Probe 3 keeps 2, 4, 5 (three cards); Probe 4 keeps 1, 2, 3, 5: neither beats the other card for card
    assert not overpays(view, _probe(s, 1))
