"""The Hint's payment (SL-8) between cards level in worth: playtest 16's "you still need 1 green" one turn, then
"pay with the green card" the next. Of two payments the search cannot tell apart, the one of a colour no capsule
still needs is named; a payment clearly better is still named whatever its colour; a needed colour paid says that
enough of it stays in hand."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from engine.core import Action, english
from engine.search.budget import iterations
from engine.search.hint import hint
from engine.space_lab import GAME
from engine.space_lab.advice import needs, reason
from engine.space_lab.cards import AGENCY_OF, COST_OF, LAB_IDS, NEED, OBJECTIVE_IDS
from engine.space_lab.positions import position
from tests.engine.search.test_hint_ties import _rated


def _paying(enough: bool = False) -> tuple[Any, int, int]:
    """Alice pays for a cost-1 card on the slot above Yellow: her hand holds a card of a colour her capsules need
    (``enough``: and as many more as they need), and one of a colour none of them needs. Returns the state, that needed card and the
    other."""
    objs = next(c for c in combinations(OBJECTIVE_IDS, 3) if not all(any(NEED[o][ag] for o in c) for ag in range(4)))
    unneeded = next(ag for ag in range(4) if not any(NEED[o][ag] for o in objs))
    needed = next(ag for ag in range(4) if ag != unneeded and sum(NEED[o][ag] for o in objs) > 0)
    card = next(c for c in LAB_IDS if COST_OF[c] == 1)
    more = sum(NEED[o][needed] for o in objs) if enough else 0
    want = [c for c in LAB_IDS if c != card and AGENCY_OF[c] == needed][: 1 + more]
    spare = next(c for c in LAB_IDS if c != card and AGENCY_OF[c] == unneeded)
    s = position(2, hands={0: [card, *want, spare]}, objectives={0: list(objs)})
    s = GAME.apply(s, Action("place", card, "T0"))[0]
    assert s.phase == "pay" and needs(GAME.view(s, 0), None)[needed]
    return s, want[0], spare


def test_of_two_level_payments_the_colour_no_capsule_needs_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    s, green, spare = _paying()
    pay_needed, pay_spare = Action("pay", green), Action("pay", spare)
    _rated(monkeypatch, [(pay_needed, 150, 0.500), (pay_spare, 140, 0.499)])
    assert hint(GAME, s, 0, random.Random(1), iterations(10)).action == pay_spare


def test_a_payment_clearly_better_is_named_whatever_its_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    s, green, spare = _paying()
    pay_needed, pay_spare = Action("pay", green), Action("pay", spare)
    _rated(monkeypatch, [(pay_needed, 150, 0.600), (pay_spare, 140, 0.400)])
    assert hint(GAME, s, 0, random.Random(1), iterations(10)).action == pay_needed


def test_paying_a_needed_colour_says_enough_of_it_stays_in_hand() -> None:
    s, green, _spare = _paying(enough=True)
    view = GAME.view(s, 0)
    said = reason(view, Action("pay", green))
    assert said is not None
    assert english(said, ["Alice", "Orbit"]).startswith("You keep "), english(said, ["Alice", "Orbit"])
    after = GAME.view(GAME.apply(s, Action("pay", green))[0], 0)
    kept = sum(1 for c in after.hands[0] if AGENCY_OF[c] == AGENCY_OF[green])  # the card's own draw may add
    assert kept >= said.arg("n") >= needs(after)[AGENCY_OF[green]] > 0, (said, after.hands[0])
