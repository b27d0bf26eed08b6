"""Every invariant of a resting Space Lab state (tests and selfplay run it after every action)."""

from __future__ import annotations

from functools import lru_cache
from itertools import chain

from engine.space_lab import cards as K
from engine.space_lab import state as S
from engine.space_lab.content import CAPSULES, SOLO_PRESSURE_TURNS
from engine.space_lab.facts import breakdown, fulfilled
from engine.space_lab.mechanics import agencies_in

_TUPLE_ONLY = frozenset({tuple})

# The running score recomputed from scratch: a pure function of a seat's station, objectives, tiles and projects,
# which most actions leave as they were (one seat acts), so a recomputation for the same piles is looked up. The
# cache holds the piles it was given, so a key stays a value that no later pile can be mistaken for.
_breakdown = lru_cache(maxsize=1024)(breakdown)


def _every(piles: list[tuple[int, ...]]) -> list[int]:
    assert _TUPLE_ONLY.issuperset(map(type, piles)), "piles are tuples"
    return sorted(chain(*piles))


def check_state(s: S.State) -> None:
    """AssertionError if the state breaks an invariant (every component once, SL-13, the phases, the scores)."""
    n = s.players
    assert 1 <= n <= 4, "players"
    assert s.phase in S.PHASES, f"unknown phase {s.phase!r}"
    assert s.end_mode in (S.EQUAL_TURNS, S.ONE_MORE_EACH) and s.obj_mode in (S.CHOOSE, S.RANDOM), "modes"
    for group in (s.hands, s.known, s.projects, s.stations, s.dealt, s.objectives, s.tiles, s.points):
        assert len(group) == n, "one entry per seat"
    _components(s)
    for p in range(n):
        h = s.hands[p]
        assert list(h) == sorted(h) and list(s.projects[p]) == sorted(s.projects[p]), "hands are kept sorted"
        assert set(s.known[p]) <= set(h) and list(s.known[p]) == sorted(s.known[p]), "known cards are hand cards"
        assert len(s.stations[p]) == K.N_SLOTS, "a station has 10 slots"
        _objectives(s, p)
        _validations(s, p)
        assert s.points[p] == _breakdown(s.stations[p], s.objectives[p], s.tiles[p], s.projects[p]), (
            "the running score differs from a recomputation"
        )
        assert s.public[p] == s.points[p][:3], "the public running score differs"
    for a, stack in enumerate(s.rc):
        assert all(K.AGENCY_OF[c] == a for c in stack), "an RC stack holds one agency (SL-5)"
    _phase(s)
    _end(s)


def _components(s: S.State) -> None:
    lab = [s.lab, s.discard, s.revealed, s.paid, *s.rc, *s.hands]
    lab += [tuple(filter(None, st)) for st in s.stations]  # the cards on the slots, not the empty ones (0)
    if s.placing:
        lab.append((s.placing,))
    assert _every(lab) == list(K.LAB_IDS), "each of the 60 Lab cards must be in one place"
    assert _every([s.project_deck, s.drawn, *s.projects]) == list(K.PROJECT_IDS), "each Project in one place"
    assert _every([s.box, *s.dealt]) == list(K.OBJECTIVE_IDS), "each Objective in one place"
    held = [tuple(t for t in row if t and t != K.VIRTUAL_TILE) for row in s.tiles]
    assert _every([*s.piles, s.removed, *held]) == sorted(K.TILE_IDS), "each Validation tile in one place"
    for i, pile in enumerate(s.piles):
        assert pile == K.PILES[i][len(K.PILES[i]) - len(pile) :], "tiles leave a pile from the top (section 9)"


def _objectives(s: S.State, p: int) -> None:
    objs = s.objectives[p]
    assert len(s.dealt[p]) == 3, "3 Objectives dealt (SU-3)"
    assert objs == () or sorted(objs) == sorted(s.dealt[p]), "a seat's capsules hold its dealt Objectives"
    if s.public_objectives:
        assert objs, "revealed objectives are all assigned (R-23)"
    else:
        assert s.phase == S.ASSIGN, "the game starts after the reveal"
        assert bool(objs) == (p < s.seat), "seats assign in seat order"


def _validations(s: S.State, p: int) -> None:
    station = s.stations[p]
    for i in range(CAPSULES):
        tile = s.tiles[p][i]
        if tile:
            assert tile == K.VIRTUAL_TILE or K.TILE_PILE[tile] == i, "a tile comes from its capsule's pile (R-13)"
            assert fulfilled(station, s.objectives[p][i], i), "a validated capsule is fulfilled (SL-13)"
        elif s.objectives[p] and fulfilled(station, s.objectives[p][i], i):
            pending = s.phase == S.KEEP and p == s.seat and ("val", i, "") in s.steps
            assert pending, "a fulfilled capsule was not validated (SL-9 step 5)"


def _phase(s: S.State) -> None:
    ph = s.phase
    p = s.seat
    assert 0 <= p < s.players
    if ph == S.ASSIGN:
        assert s.turn == 0 and not any(s.hands) and not any(any(st) for st in s.stations), "set-up"
        return
    assert s.turn >= 1 and p == (s.turn - 1) % s.players, "turns go round in seat order (SU-1)"
    if ph != S.AGENCY:
        assert not s.revealed, "a reveal waits only for the agency choice"
    if ph != S.PAY:
        assert not s.placing and not s.paid and s.target == -1, "payment is picked only in the pay phase"
    if ph != S.KEEP:
        assert not s.drawn and not s.steps, "a Project draw waits only in the keep phase"
    if ph == S.START:
        assert s.placed == 0 and s.start_hand == len(s.hands[p]), "a turn starts clean"
        assert not all(s.stations[p]), "a full station takes no turn (R-24)"
    elif ph == S.AGENCY:
        assert len(agencies_in(s.revealed)) >= 2 and s.placed == 0, "an agency choice needs 2 agencies (R-02)"
    elif ph == S.PAY:
        paid = s.paid
        assert s.placing and not s.stations[p][s.target], "the slot being paid for is empty"
        assert list(paid) == sorted(set(paid)) and len(paid) < K.COST_OF[s.placing], "picks ascend, short of cost"
        last = paid[-1] if paid else 0
        assert sum(1 for c in s.hands[p] if c > last) >= K.COST_OF[s.placing] - len(paid), "payment can finish"
    elif ph == S.KEEP:
        assert len(s.drawn) >= 2 and s.placed >= 1, "a keep choice needs 2 drawn Projects (SL-15)"
    elif ph == S.PLACE:
        assert s.placed >= 1, "the place phase follows a placement (SL-7: End turn at least is offered)"
    else:
        assert s.ended in ("cards", "validations", "solo_turns", "stalemate"), "why the game ended"
    if ph != S.OVER:
        assert s.passes < s.players, "a full round of passes ends the game (R-27)"
    assert len(s.rc) == K.N_AGENCIES


def _end(s: S.State) -> None:
    n = s.players
    if s.trigger >= 0:
        t = s.trigger
        assert all(s.stations[t]) or all(s.tiles[t]), "the trigger seat met an end condition (SL-17)"
        expected = n - 1 if s.end_mode == S.EQUAL_TURNS else (t - 1) % n
        assert s.last_seat == expected, "the last seat follows the end mode (SL-17)"
        if s.phase != S.OVER and s.seat == t:
            assert s.phase in (S.PAY, S.KEEP, S.PLACE), "the trigger seat only finishes its S.PLACE action (R-16)"
    else:
        assert s.last_seat == -1
        for p in range(n):
            if all(s.stations[p]) or all(s.tiles[p]):
                assert s.phase == S.KEEP and p == s.seat and ("end", 0, "") in s.steps, "an end condition was missed"
    if n == 1:
        done = [t for t in SOLO_PRESSURE_TURNS if t < s.turn]
        assert len(s.removed) == 3 * len(done), "validation pressure after turns 5, 10, 15 (Appendix A)"
    else:
        assert not s.removed, "validation pressure is solo only"
