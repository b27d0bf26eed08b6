"""Every invariant of a resting Système Solaire state (tests and selfplay run it after every action)."""

from __future__ import annotations

from engine.systeme_solaire.cards import DECK_SIZE, IS_PROBE, KIND_OF, front_vp, hand_value
from engine.systeme_solaire.facts import final_result
from engine.systeme_solaire.state import (
    BID,
    CARDS_PER_ROUND,
    LAY,
    OVER,
    PAY,
    PHASES,
    PROBES,
    ROUNDS,
    SELECT,
    TAKE,
    Pile,
    State,
)


def _ascending_subset(sub: Pile, of: Pile) -> bool:
    return all(c in of for c in sub) and all(a < b for a, b in zip(sub, sub[1:], strict=False))


def check_state(s: State) -> None:
    """AssertionError if the state breaks an invariant (every card once, SS-21, SS-23, the phases)."""
    n = s.players
    assert n in CARDS_PER_ROUND, "3 to 5 players"
    assert s.phase in PHASES, f"unknown phase {s.phase!r}"
    k = CARDS_PER_ROUND[n]
    piles: list[Pile] = [s.deck, s.discard, s.removed, s.unseen, *s.groups, *s.hands, *s.fronts]
    piles += [cards for _, cards in s.sets]
    every: list[int] = [s.drawn] if s.drawn >= 0 else []
    for pile in piles:
        assert type(pile) is tuple, "piles are tuples"
        every += pile
    assert len(every) == DECK_SIZE and set(every) == set(range(DECK_SIZE)), "each of the 60 cards is in one place"
    assert not any(IS_PROBE[c] for c in s.deck + s.unseen), "probes never enter the deck (SS-2..SS-4)"
    assert not any(IS_PROBE[c] for g in s.groups for c in g), "groups hold solar cards only"
    assert len(s.hands) == len(s.fronts) == len(s.values) == len(s.vps) == len(s.selections) == n
    for p in range(n):
        front = s.fronts[p]
        assert not any(IS_PROBE[c] for c in front), "a probe in a front (SS-23)"
        kinds = [KIND_OF[c] for c in front]
        assert len(kinds) == len(set(kinds)), "a front holds two cards of one name (SS-21)"
        assert s.values[p] == hand_value(s.hands[p]), "hand value out of step"
        assert s.vps[p] == front_vp(front), "front VP out of step"
    assert 0 <= s.marker < n, "marker"
    assert 1 <= s.round <= ROUNDS, "round"
    assert len(s.groups) == len(s.taken) == n, "one group per seat"
    assert all(len(g) <= 2 for g in s.groups), "a group holds at most 2 cards (SS-8, SS-V1)"
    if s.phase == OVER:
        assert s.actor == -1 and s.final is not None, "the end has a result"
        assert not s.deck and not any(s.groups), "the game ends after a round that emptied the deck (SS-24)"
        assert s.final == final_result(s.hands, s.fronts), "final scoring"
        return
    assert s.final is None, "no result before the end"
    assert 0 <= s.actor < n, "a seat to act"
    # whole rounds are left in the deck.
    drawing = s.to_draw if s.phase == LAY else 0
    rounds_left = ROUNDS - s.round + (s.phase == PROBES)
    assert len(s.deck) - drawing == k * rounds_left, "the deck holds the rounds still to play"
    if s.phase == PROBES:
        assert n == 5 and s.round == 1 and len(s.sets) >= 2 and 1 <= s.actor <= 4, "probe choice (SS-4)"
        assert all(s.hands[q] for q in range(1, s.actor)) and not s.hands[0], "sets chosen in seat order"
        assert not any(s.groups), "no layout before the probes are chosen"
        return
    assert not s.sets, "probe sets are all taken after the set-up"
    laid = sum(map(len, s.groups))
    if s.phase == LAY:
        assert s.variant and s.drawn >= 0 and s.actor == s.marker, "the marker holder places the drawn card"
        assert laid + 1 + s.to_draw == k and sum(len(g) < 2 for g in s.groups) >= 2, "variant layout (SS-V1)"
        return
    assert s.drawn < 0 and s.to_draw == 0, "no card waiting for a group"
    if s.phase in (BID, PAY, SELECT):
        assert laid == k and all(s.groups), "the layout is complete (SS-8)"
        assert all(t == -1 for t in s.taken), "no group taken before the order is known"
    if s.phase == BID:
        p = s.actor
        assert not s.passed >> p & 1 and s.values[p] > s.high, "the seat to bid can bid (SS-10)"
        if s.bidder < 0:
            assert s.high == 0, "no bid, no high bid"
        else:
            assert not s.passed >> s.bidder & 1 and 1 <= s.high <= s.values[s.bidder], "the high bid is payable"
            assert p != s.bidder, "the high bidder does not bid against itself"
            assert s.bids[s.bidder] == s.high, "the high bid is its holder's standing bid"
        assert max(s.bids) == s.high and len(s.bids) == s.players, "no standing bid above the high bid"
        assert s.winner == -1 and not s.picks and not any(s.selections)
        return
    if s.phase == PAY:
        assert s.actor == s.winner == s.bidder >= 0, "the winner pays (SS-13)"
        assert _ascending_subset(s.picks, s.hands[s.winner]), "picks are hand cards, ascending"
        assert s.values[s.winner] >= s.high, "the bid can be paid"
        return
    assert not s.picks, "no payment pending"
    if s.phase == SELECT:
        assert s.actor in s.selectors and s.winner not in s.selectors, "the winner does not select (SS-15)"
        for q in range(n):
            sel = s.selections[q]
            assert _ascending_subset(sel, s.hands[q]), "selections are hand cards, ascending"
            if s.chosen >> q & 1:
                assert q in s.selectors and sel, "a seat that chose selected at least one card (SS-15)"
            elif q != s.actor:
                assert not sel, "only the seat selecting now has an unfinished selection"
        waiting = [q for q in s.selectors if not s.chosen >> q & 1]
        assert waiting and waiting[0] == s.actor, "seats select in turn"
        return
    assert s.phase == TAKE
    assert sorted(s.order) == list(range(n)) and len(s.reasons) == n, "the order names every seat (SS-17)"
    assert 0 <= s.taking < n and s.actor == s.order[s.taking], "seats take groups in order (SS-19)"
    assert sum(1 for g in s.groups if g) == n - s.taking, "one group per seat that has not taken yet"
    assert sorted(t for t in s.taken if t >= 0) == sorted(s.order[: s.taking]), "taken groups"
    assert not any(s.selections), "selections are revealed"
