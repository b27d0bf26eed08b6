"""Space Beans under random play: invariants, privacy, determinism, resampling.

The 2,000 fuzz games play the real rules to the end (30 trophy points or
exhausted piles); random play takes thousands of moves per game, so they are
split into chunks that pytest-xdist spreads over the cores.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import HIDDEN, Action, Event, filter_events
from engine.space_beans import GAME
from engine.space_beans.state import State
from tests.engine.harness import random_game

PLAYERS = (2, 3, 4, 5, 6)
FULL_GAMES = 400  # per player count, at the real goal of 30
CHUNKS = 4  # per player count, so the games spread over the workers
ALL_SEATS_EVERY = 40  # every fortieth game checks every seat's view and the events


def public_cards(s: State) -> set[int]:
    out = set(s.discard)
    for group in (s.open, s.trophies):
        for pile in group:
            out.update(pile)
    return out


def assert_view_private(s: State, seat: int | None) -> None:
    """No card of another seat's hand or secret collection, nor of the draw pile, shows in the view."""
    v = GAME.view(s, seat)
    forbidden = set(s.draw)
    for i in range(s.players):
        if i != seat:
            forbidden.update(s.hands[i])
            forbidden.update(s.secret[i])
    shown = set(v.discard)
    for group in (v.hands, v.open, v.secret, v.trophies):
        for pile in group:
            shown.update(pile)
    shown.discard(HIDDEN)
    assert not shown & forbidden, f"seat {seat} sees hidden cards {sorted(shown & forbidden)}"
    for i in range(s.players):
        assert len(v.hands[i]) == len(s.hands[i]) and len(v.secret[i]) == len(s.secret[i])
        if i == seat:
            assert v.hands[i] == s.hands[i] and v.secret[i] == s.secret[i]
        else:
            assert set(v.hands[i]) <= {HIDDEN} and set(v.secret[i]) <= {HIDDEN}
    assert v.draw_pile == len(s.draw)
    if seat is None or seat != v.to_act:
        assert v.forced_close is False
        if v.collecting is not None and v.collecting[1] == "secret":
            assert v.collecting[0] == HIDDEN


def assert_events_private(before: State, after: State, events: list[Event]) -> None:
    """Every card an event shows a seat was public, or that seat's own, before or after."""
    public = public_cards(before) | public_cards(after)
    for seat in [None, *range(after.players)]:
        allowed = set(public)
        if seat is not None:
            for s in (before, after):
                allowed.update(s.hands[seat])
                allowed.update(s.secret[seat])
        for e in filter_events(events, seat):
            shown = set(e.cards) - {HIDDEN}
            assert shown <= allowed, f"{e.kind} event shows seat {seat} cards {sorted(shown - allowed)}"


def to_act_view_check(s: State, game: Any) -> None:
    """The actor's view, structurally: with check() accounting for every card once, public
    piles equal to the state's and others' cards all HIDDEN mean nothing private shows."""
    seat = game.to_act(s)
    v = game.view(s, seat)
    for i, (vh, h, vs, se) in enumerate(zip(v.hands, s.hands, v.secret, s.secret, strict=True)):
        if i == seat:
            assert vh == h and vs == se
        else:
            assert vh == (HIDDEN,) * len(h) and vs == (HIDDEN,) * len(se), f"seat {seat} sees seat {i}"
    assert v.open == tuple(s.open) and v.trophies == tuple(s.trophies) and v.discard == s.discard
    assert v.draw_pile == len(s.draw)


def all_seats_view_check(s: State, game: Any) -> None:
    for seat in [None, *range(s.players)]:
        assert_view_private(s, seat)


def assert_legality_agrees(s: State) -> None:
    """apply's own legality test accepts exactly the actions legal_actions lists."""
    legal = set(GAME.legal_actions(s))
    seat = GAME.to_act(s)
    candidates = {Action(k) for k in ("draw", "no_draw", "close", "end", "pass")}
    candidates |= {Action("draw", 0), Action("end", target="open")}
    for c in (*s.hands[seat], *s.draw[:3], *s.discard[:3]):
        for target in ("open", "secret", "", "field"):
            candidates.add(Action("play", c, target))
    for a in candidates | legal:
        assert GAME._is_legal(s, a) == (a in legal), f"{a} legal={a in legal} in step {s.step}"


class CheckedGame:
    """GAME, but every apply is done twice (same state and events) and its events are privacy-checked."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        assert_legality_agrees(s)
        t, ev = GAME.apply(s, a)
        t2, ev2 = GAME.apply(s, a)
        assert t == t2 and ev == ev2, "apply is not deterministic"
        assert_events_private(s, t, ev)
        self.events.extend(ev)
        return t, ev


def _fuzz_plan() -> list[tuple[int, int, int]]:
    plan = []
    for n in PLAYERS:
        for i in range(FULL_GAMES):
            plan.append((n, 5000 + 1000 * n + i, 30))
    return plan


def test_fuzz_plan_size() -> None:
    assert len(_fuzz_plan()) >= 2000


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", PLAYERS)
def test_random_games(players: int, chunk: int) -> None:
    """2,000 complete random games in all: check() after every action, the actor's view private,
    and on a fortieth: every seat's view, the events, apply run twice per action and the
    whole game replayed with identical states and events."""
    games = [(n, seed, goal) for n, seed, goal in _fuzz_plan() if n == players][chunk::CHUNKS]
    endings = {"goal": 0, "exhausted": 0}
    for k, (n, seed, goal) in enumerate(games):
        options = {"goal": goal}
        if k % ALL_SEATS_EVERY == 0:
            checked = CheckedGame()
            state, actions = random_game(
                checked, n, seed, options=options, per_action=all_seats_view_check, probe_illegal=k == 0
            )
            again = GAME.new(n, seed, **options)
            events: list[Event] = []
            for a in actions:
                again, ev = GAME.apply(again, a)
                events += ev
            assert again == state and events == checked.events
        else:
            state, actions = random_game(GAME, n, seed, options=options, per_action=to_act_view_check)
        assert GAME.view(state, None).final is not None
        endings["goal" if any(state.bonus) else "exhausted"] += 1
    assert endings["goal"] + endings["exhausted"] == len(games)


def test_full_length_game_with_probes() -> None:
    checked = CheckedGame()
    state, actions = random_game(checked, 4, 77, per_action=all_seats_view_check, probe_illegal=True)
    assert GAME.is_over(state) and len(actions) > 100
    assert [e.kind for e in checked.events].count("game_over") == 1


# ---------------------------------------------------------------- resampling


def _positions(count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    out: list[State] = []
    g = 0
    while len(out) < count:
        n = PLAYERS[g % len(PLAYERS)]
        s = GAME.new(n, seed * 100 + g, goal=12)
        g += 1
        while not GAME.is_over(s):
            if rng.random() < 0.08:
                out.append(s)
            s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return out[:count]


def test_resample_keeps_the_view_and_the_accounting() -> None:
    for k, s in enumerate(_positions(400, 1)):
        for seat in range(s.players):
            r = GAME.resample(s, seat, random.Random(k))
            GAME.check(r)
            assert GAME.view(r, seat) == GAME.view(s, seat)
            assert GAME.legal_actions(r) or GAME.is_over(r)
            if GAME.to_act(r) == seat:
                assert GAME.legal_actions(r) == GAME.legal_actions(s)


def test_resample_depends_only_on_the_view() -> None:
    for k, s in enumerate(_positions(200, 2)):
        seat = GAME.to_act(s)
        twin = GAME.resample(s, seat, random.Random(1000 + k))  # same view, other hidden cards
        assert GAME.view(twin, seat) == GAME.view(s, seat)
        a = GAME.resample(s, seat, random.Random(k))
        b = GAME.resample(twin, seat, random.Random(k))
        assert a == b


def test_resample_redeals_what_the_seat_cannot_see() -> None:
    s = _positions(1, 3)[0]
    seat = GAME.to_act(s)
    other = (seat + 1) % s.players
    seen_hands = {GAME.resample(s, seat, random.Random(i)).draw for i in range(20)}
    assert len(seen_hands) > 1
    r = GAME.resample(s, seat, random.Random(0))
    assert r.hands[seat] == s.hands[seat] and r.secret[seat] == s.secret[seat]
    assert len(r.hands[other]) == len(s.hands[other])
    assert r.seed != s.seed or r.draw != s.draw


def test_resampled_games_play_on() -> None:
    rng = random.Random(5)
    for k, s in enumerate(_positions(60, 4)):
        r = GAME.resample(s, GAME.to_act(s), random.Random(k))
        for _ in range(60):
            if GAME.is_over(r):
                break
            r, _ = GAME.apply(r, rng.choice(GAME.legal_actions(r)))
            GAME.check(r)


def test_resample_mid_collect_of_another_seat() -> None:
    # the seat collecting must keep a card of that type, secret target included
    found = 0
    for k, s in enumerate(_positions(600, 6)):
        if s.collecting is None:
            continue
        found += 1
        actor = GAME.to_act(s)
        for seat in range(s.players):
            if seat != actor:
                r = GAME.resample(s, seat, random.Random(k))
                GAME.check(r)
                assert r.collecting is not None and r.collecting[1] == s.collecting[1]
    assert found > 5


# ---------------------------------------------------------------- hypothesis


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**31),
    goal=st.integers(1, 30),
    picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=250),
)
def test_any_choices_keep_invariants(players: int, seed: int, goal: int, picks: list[int]) -> None:
    s = GAME.new(players, seed, goal=goal)
    for p in picks:
        if GAME.is_over(s):
            break
        legal = GAME.legal_actions(s)
        a = legal[p % len(legal)]
        assert Action.from_json(a.to_json()) == a
        s, _ = GAME.apply(s, a)
        GAME.check(s)
    seat = GAME.to_act(s)
    if seat is not None:
        assert_view_private(s, seat)
        r = GAME.resample(s, seat, random.Random(seed))
        GAME.check(r)
        assert GAME.view(r, seat) == GAME.view(s, seat)


@given(kind=st.text(min_size=1, max_size=12), card=st.integers(-5, 500), target=st.text(max_size=12))
def test_action_json_round_trip(kind: str, card: int, target: str) -> None:
    a = Action(kind, card, target)
    assert Action.from_json(a.to_json()) == a
