"""Every invariant of a resting Al Cabohne state (tests and selfplay run it after every action)."""

from __future__ import annotations

from itertools import chain, compress
from operator import is_not

from engine.al_cabohne.cards import COIN_TABLE, DECK_SIZE, N_TYPES, THIRD_FIELD_COST, THRESHOLDS
from engine.al_cabohne.facts import CT, MAX_PROPOSALS, exhaustion_limit, fill_needed
from engine.al_cabohne.state import CULTIVATE, LEFTOVERS, OVER, RESTING_PHASES, TAX, TRADE, Pile, State

_ALL_CARDS = list(range(DECK_SIZE))
_TUPLE_ONLY = frozenset({tuple})


def check_state(s: State) -> None:
    """AssertionError if the state breaks an invariant (every card once, AC-9, the phases)."""
    check(s)


def check(s: State, since: list[Pile] | None = None) -> list[Pile]:
    """Every invariant of a resting state; returns every pile of ``s``, in a list ``since`` may be given later.

    ``since`` is what ``check`` returned for an earlier state of the same game, usually the one ``s`` was made
    from. Piles are tuples, so a pile that is still the same object holds the same cards: the card accounting
    then looks only at the piles that are not (the earlier state held every card once), which is what makes a
    check after every action of the fuzz games cheap. The other rules are checked whole each time.
    """
    n = s.players
    assert n in (1, 2), "players"
    phase = s.phase
    assert phase in RESTING_PHASES, f"a state may not rest in phase {phase!r}"
    fields, bosses = s.fields, s.bosses
    assert len(fields) == n, "one row of fields per seat"
    # every pile, in one list built at C speed (this runs after every action of every fuzz game)
    piles: list[Pile] = [
        s.draw, s.discard, s.treasury, s.set_aside, *s.hands, *s.coins, *bosses, *s.kept, *s.leftovers,
        *fields[0], *(fields[1] if n == 2 else ()),
    ]
    if since is None:
        assert _TUPLE_ONLY.issuperset(map(type, piles)), "piles are tuples"
        # sorted, the cards of every pile are 0..115 exactly when each of the 116 is in one place
        assert sorted(chain(*piles)) == _ALL_CARDS, "each of the 116 cards must be in one place (card ids 0..115)"
    else:
        # the places that hold another pile than before (compared by identity, at C speed), and those only one
        # of the lists has: their cards before and now must be the same cards, then every card is still in one
        # place. Which pile a place is does not matter, so a field bought or a kept pile added is no exception
        m = min(len(since), len(piles))
        changed = list(compress(range(m), map(is_not, since, piles)))
        if changed or len(since) != len(piles):
            now = [piles[i] for i in changed] + piles[m:]
            assert _TUPLE_ONLY.issuperset(map(type, now)), "piles are tuples"
            gone = sorted(chain(*(since[i] for i in changed), *since[m:]))
            assert gone == sorted(chain(*now)), "each of the 116 cards must be in one place (card ids 0..115)"
    _rules(s, n, phase, fields, bosses)
    return piles


def _rules(s: State, n: int, phase: str, fields: list[tuple[Pile, ...]], bosses: tuple[Pile, ...]) -> None:
    """Every invariant but the card accounting."""
    assert len(bosses) == (3 if n == 1 else 2), "Boss count"
    grown = set()
    for j, b in enumerate(bosses):
        if b:
            t = CT[b[0]]
            assert CT[min(b)] == CT[max(b)], "a Boss field holds one type (AC-9)"
            assert t not in grown, "two Bosses grow the same type (AC-9)"
            grown.add(t)
            if phase != OVER:
                assert COIN_TABLE[t][len(b)] < THRESHOLDS[j], "a Boss at his threshold must have sold (AC-13)"
    hands, shown = s.hands, s.shown
    for p in range(n):
        fs = fields[p]
        if n == 1:
            assert len(fs) == 3 and not s.bought[p], "solo: three fields, none bought (AC-5)"
        else:
            assert len(fs) == (3 if s.bought[p] else 2), "fields owned (AC-1, AC-14)"
        types = [CT[f[0]] for f in fs if f]
        assert len(types) == len(set(types)), "a player grows a type on two fields (AC-9)"
        for f in fs:
            # Ids run type by type, so one type means the lowest and highest id share it.
            assert not f or CT[min(f)] == CT[max(f)], "a field holds one type (AC-9)"
        if shown[p]:
            assert set(shown[p]).issubset(hands[p]), "shown cards are hand cards"
    assert len(s.set_aside) % THIRD_FIELD_COST == 0, "set-aside coins come in fours"
    assert len(s.set_aside) <= THIRD_FIELD_COST * sum(s.bought), "set-aside coins were paid for fields"
    for pile in (*s.kept, *s.leftovers):
        assert not pile or CT[min(pile)] == CT[max(pile)], "a kept pile holds one type"
    assert len(s.kept) <= 3 and len(s.leftovers) <= 3, "at most 3 kept piles (AC-20)"
    assert 0 <= s.planted <= 2, "at most 2 cards planted (AC-19)"
    assert s.exhaustions <= exhaustion_limit(s.players), "exhaustions"
    assert 0 <= s.seat < s.players
    if s.phase == OVER:
        assert not any(s.hands) and not any(s.kept) and not any(s.bosses), "the final sale empties the table"
        assert all(not f for fs in s.fields for f in fs), "the final sale sells every field (AC-34)"
        return
    assert s.draw or s.ending, "an empty draw pile is the end (AC-31 to AC-33)"
    if s.players == 1:
        assert not s.leftovers, "solo has no leftovers (AC-27)"
    if s.phase == LEFTOVERS:
        assert any(s.leftovers), "the leftovers phase needs leftovers"
    else:
        assert not s.leftovers, "leftovers are placed in phase 1 (AC-16)"
    if s.phase not in (CULTIVATE, TRADE):
        assert not s.kept and not s.filling, "kept piles exist only in the cultivate phase"
    _check_trade(s)
    if s.filling:
        assert fill_needed(s), "a boss fill is pending only while one is possible (AC-24)"
    if s.phase == TAX:
        assert s.planted == 0



def _check_trade(s: State) -> None:
    """Variant R-16: a proposal exists only in phase "trade", inside a boss-fill check, with the variant on."""
    assert s.trading or (s.proposals == 0 and s.phase != TRADE), "trades need the variant (R-16)"
    assert s.trading <= (s.players == 2), "the trading variant is for two players"
    assert s.gentle <= (s.players == 1), "the gentle Mafia is a solo variant"
    assert 0 <= s.proposals <= MAX_PROPOSALS, "proposals per boss fill are bounded"
    if s.phase != TRADE:
        assert not s.offer and not s.ask and not s.proposed, "no proposal outside the trade phase"
        return
    assert s.filling, "a proposal is made only while a Boss must be filled (R-16)"
    p = s.seat
    hand = s.hands[p]
    assert all(c in hand and c in s.shown[p] for c in s.offer), "offered cards are shown hand cards"
    assert list(s.offer) == sorted(s.offer, key=hand.index), "offered cards go in hand order"
    assert list(s.ask) == sorted(s.ask) and all(0 <= t < N_TYPES for t in s.ask), "asked types go in type order"
    assert len(s.ask) <= len(s.hands[1 - p]), "no more cards asked than the opponent holds"
    assert not s.proposed or s.offer or s.ask, "an empty proposal is never sent"
