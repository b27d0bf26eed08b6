"""Space Lab under random play: invariants after every action, hidden information, determinism, resampling.

2,000 complete games (solo and 2–4 players, every flag value) are split into
chunks that pytest-xdist spreads over the workers. After every action:
``check`` (every card, tile, Project and Objective once, no slot with two
cards, validated capsules fulfilled, running scores equal a recomputation,
phase consistency), validated capsules stay validated, and no seat's view or
events show another seat's hidden cards; the cards a seat may know to be in
another hand are tracked here from the public events alone.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import HIDDEN, Action, Event, IllegalAction, filter_events
from engine.space_lab import GAME
from engine.space_lab.state import OVER, State
from tests.engine.harness import random_game

GAMES_PER_COUNT = 500  # x 4 player counts = 2,000 games
CHUNKS = 4
FLAGS = [
    {},
    {"objectives": "random"},
    {"end_mode": "one_more_each"},
    {"end_mode": "one_more_each", "objectives": "random"},
]
EVENTS_EVERY = 5  # every fifth game also checks every event of every action for every seat


def flags(seed: int) -> dict[str, str]:
    return FLAGS[seed % len(FLAGS)]


class Watcher:
    """Per-action checks needing the history: validations kept, and what the public events tell."""

    def __init__(self, players: int, events: bool) -> None:
        self.events = events
        self.public: list[set[int]] = [set() for _ in range(players)]  # cards known in each hand

    def step(self, prev: State, s: State, ev: list[Event]) -> None:
        self.follow(ev)
        for p in range(s.players):
            for i in range(3):
                assert not prev.tiles[p][i] or s.tiles[p][i] == prev.tiles[p][i], "a validation was undone"
        if s.phase != OVER:
            for seat in range(s.players):
                check_view(s, seat, self.public)
            if self.events:
                check_events(ev, s, self.public)

    def follow(self, ev: list[Event]) -> None:
        """Public takes add cards to a hand's known list; placements and payments remove them."""
        for e in filter_events(ev, None):
            if e.kind in ("take", "recruit"):
                self.public[e.seat] |= set(e.cards)
            elif e.kind in ("select", "pick", "place"):
                self.public[e.seat] -= set(e.cards)


def run_game(players: int, seed: int, w: Watcher) -> tuple[State, int]:
    """One random game with every per-action check; returns the final state and the action count."""
    rng = random.Random(seed)
    s = GAME.new(players, seed, **flags(seed))
    GAME.check(s)
    n = 0
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        assert legal and GAME.to_act(s) == s.seat, "a running game always has a seat and a move"
        s2, ev = GAME.apply(s, rng.choice(legal))
        GAME.check(s2)
        w.step(s, s2, ev)
        s = s2
        n += 1
        assert n < 5_000, "the game does not end"
    assert GAME.to_act(s) is None and GAME.legal_actions(s) == []
    return s, n


def check_view(s: State, seat: int, public: list[set[int]]) -> None:
    v = GAME.view(s, seat)
    assert v.hands[seat] == s.hands[seat] and v.projects[seat] == s.projects[seat]
    for q in range(s.players):
        if q == seat:
            continue
        shown = [c for c in v.hands[q] if c != HIDDEN]
        assert len(v.hands[q]) == len(s.hands[q]), "hand sizes are public"
        assert set(shown) == public[q] & set(s.hands[q]) == set(s.known[q]), "a hidden hand card is shown"
        assert all(c == HIDDEN for c in v.projects[q]) and len(v.projects[q]) == len(s.projects[q])
        if not s.public_objectives:
            assert v.objectives[q] == (), "an unrevealed assignment is shown"
    if s.phase == "keep" and seat != s.seat:
        assert all(c == HIDDEN for c in v.drawn)
    assert v.lab_deck == len(s.lab) and v.project_deck == len(s.project_deck)


def check_events(ev: list[Event], s: State, public: list[set[int]]) -> None:
    # Cards shown before a reshuffle (payments, the discard) may legitimately be drawn back secretly
    # after it: only the events after the last reshuffle must not show a hidden hand card.
    last = max((i for i, e in enumerate(ev) if e.kind == "reshuffle"), default=-1)
    reshuffled = last >= 0
    for seat in [None, *range(s.players)]:
        seen = {c for e in filter_events(ev, seat) for c in e.cards} - {HIDDEN}
        later = {c for e in filter_events(ev[last + 1 :], seat) for c in e.cards} - {HIDDEN}
        for q in range(s.players):
            if q == seat:
                continue
            hidden = set(s.hands[q]) - public[q]
            assert not later & hidden, f"seat {seat} saw a hidden card of seat {q}"
            assert not seen & set(s.projects[q]), f"seat {seat} saw a Project of seat {q}"
            if not s.public_objectives:
                assert not seen & set(s.objectives[q]) and not seen & set(s.dealt[q]), "an Objective leaked"
        assert not seen & set(s.box), "an undealt Objective leaked"
        if not reshuffled:
            assert not seen & set(s.lab), "an event showed a deck card"


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_every_invariant(players: int, chunk: int) -> None:
    total = 0
    ends: set[str] = set()
    seeds = range(chunk, GAMES_PER_COUNT, CHUNKS)
    for seed in seeds:
        state, n = run_game(players, seed, Watcher(players, seed % EVENTS_EVERY == 0))
        total += n
        ends.add(state.ended)
        v = GAME.view(state, None)
        assert v.final is not None and len(v.final.scores) == players
        assert [f.total for f in v.final.scores] == GAME.scores(state)
        assert all(0 <= w < players for w in GAME.winners(state))
    assert total > len(seeds) * 20
    assert ends <= {"cards", "validations", "solo_turns", "stalemate"}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_illegal_probes_change_nothing(players: int) -> None:
    # the shared harness: junk actions refused with the state untouched, before every move of a few games
    for seed in range(3):
        random_game(GAME, players, 900 + seed, options=flags(seed), probe_illegal=True)


# --- a sample of games: determinism, refusals, resampling ----------------------------------------------


def play(players: int, seed: int) -> tuple[list[State], list[list[Event]], list[Action]]:
    rng = random.Random(seed)
    s = GAME.new(players, seed, **flags(seed))
    states, events, actions = [s], [], []
    while not GAME.is_over(s):
        a = rng.choice(GAME.legal_actions(s))
        s, ev = GAME.apply(s, a)
        states.append(s)
        events.append(ev)
        actions.append(a)
    return states, events, actions


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_same_seed_and_choices_give_the_same_states_and_events(players: int) -> None:
    for seed in range(12):
        states, events, actions = play(players, 7_000 + seed)
        s = GAME.new(players, 7_000 + seed, **flags(7_000 + seed))
        for a, want_s, want_ev in zip(actions, states[1:], events, strict=True):
            s, ev = GAME.apply(s, a)
            assert s == want_s and ev == want_ev


KINDS = ("assign", "draw", "agency", "recruit", "place", "pay", "keep", "end", "pass", "nope")
TARGETS = ("", "T0", "M3", "B2", "B3", "C0", "x")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_action_not_offered_is_refused_without_change(players: int) -> None:
    for seed in range(3):
        states, _, _ = play(players, 300 + seed)
        for s in states[::9]:
            legal = set(GAME.legal_actions(s))
            cards = {-1, 0, 3, 6, 400, 10_000, *s.hands[s.seat][:3], *s.drawn[:1], *s.paid}
            for kind in KINDS:
                for card in cards:
                    for target in TARGETS:
                        a = Action(kind, card, target)
                        assert GAME.is_legal(s, a) == (a in legal)
                        if a in legal:
                            continue
                        before = s.copy()
                        with pytest.raises(IllegalAction):
                            GAME.apply(s, a)
                        assert s == before


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_resample_is_consistent_with_the_view(players: int) -> None:
    for seed in range(10):
        states, _, _ = play(players, 500 + seed)
        for s in states[::5]:
            if GAME.is_over(s):
                continue
            for seat in range(players):
                r1 = GAME.resample(s, seat, random.Random(7))
                assert r1 == GAME.resample(s, seat, random.Random(7)), "same view and rng, same state"
                GAME.check(r1)
                assert GAME.view(r1, seat) == GAME.view(s, seat)
                if seat == s.seat:
                    assert GAME.legal_actions(r1) == GAME.legal_actions(s)
                legal = GAME.legal_actions(r1)
                GAME.check(GAME.apply(r1, legal[-1])[0])


def test_resample_uses_only_the_view() -> None:
    # Two states that differ only in what seat 0 cannot see give the same resample.
    states, _, _ = play(3, 41)
    s = next(x for x in states if x.turn >= 6 and x.phase == "start" and x.seat == 0)
    other = s.copy()
    pool = [c for c in s.lab]
    hidden1 = [c for c in s.hands[1] if c not in s.known[1]]
    pool += hidden1
    random.Random(1).shuffle(pool)
    other.hands[1] = tuple(sorted(list(s.known[1]) + pool[: len(hidden1)]))
    other.lab = tuple(pool[len(hidden1) :])
    other.project_deck = tuple(reversed(s.project_deck))
    other.seed = 99
    assert GAME.view(other, 0) == GAME.view(s, 0) and other != s
    assert GAME.resample(s, 0, random.Random(3)) == GAME.resample(other, 0, random.Random(3))


@settings(max_examples=40, deadline=None)
@given(
    players=st.sampled_from([1, 2, 3, 4]),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 150),
    pick=st.integers(0, 2**32 - 1),
    rseed=st.integers(0, 2**32 - 1),
)
def test_hypothesis_prefixes(players: int, seed: int, steps: int, pick: int, rseed: int) -> None:
    rng = random.Random(pick)
    s = GAME.new(players, seed, **flags(seed))
    for _ in range(steps):
        if GAME.is_over(s):
            break
        before = s.copy()
        s2, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        assert s == before, "apply changed its input"
        s = s2
    GAME.check(s)
    if not GAME.is_over(s):
        seat = GAME.to_act(s)
        r = GAME.resample(s, seat, random.Random(rseed))
        assert GAME.view(r, seat) == GAME.view(s, seat)
        GAME.check(r)


def test_check_catches_a_wrong_score_or_a_lost_card_after_checking_the_same_piles() -> None:
    """The check looks a seat's recomputed score up when its piles are ones already scored (most actions leave
    them be): a state whose running score differs from the piles' is caught all the same, as is a card lost or
    held twice, or a pile that is not a tuple."""
    rng = random.Random(3)
    s = GAME.new(2, 3, **flags(3))
    while not (s.phase != "assign" and any(s.stations[0]) and s.lab and s.hands[1]):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    GAME.check(s)
    breaks: list[State] = []
    for k in range(4):
        b = copy.deepcopy(s)
        b.points[0] = tuple(v + (i == k) for i, v in enumerate(b.points[0]))
        b.public = (b.points[0][:3], *b.public[1:])  # the public score follows: only the recomputation differs
        breaks.append(b)
    lost = copy.deepcopy(s)
    lost.lab = lost.lab[:-1]
    twice = copy.deepcopy(s)
    twice.hands[1] = tuple(sorted((*twice.hands[1], twice.lab[0])))
    listed = copy.deepcopy(s)
    listed.hands[1] = list(listed.hands[1])  # type: ignore[call-overload]
    for b in [*breaks, lost, twice, listed]:
        with pytest.raises(AssertionError):
            GAME.check(b)
    GAME.check(s)
