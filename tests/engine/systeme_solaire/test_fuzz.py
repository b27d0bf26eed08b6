"""Système Solaire under random play: invariants after every action, hidden cards, determinism, resampling."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.core import HIDDEN, Action, Event, IllegalAction, filter_events
from engine.systeme_solaire import GAME, card_id
from engine.systeme_solaire.cards import AUCTION
from engine.systeme_solaire.deal import CLASS_VALUE, deal_counts
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.state import SELECT, State
from engine.systeme_solaire.view import SystemeSolaireView as View
from tests.engine.harness import random_game

GAMES_PER_MODE = 350  # 6 modes (3, 4, 5 players, variant off and on): 2,100 complete games
CHUNKS = 3  # per mode, so pytest-xdist can spread the games over the cores
MODES = [(p, variant) for p in (3, 4, 5) for variant in (False, True)]


def visible_in_view(s: State, seat: int, v: View | None = None) -> set[int]:
    """Every card id the view of ``seat`` shows (``v``: that view, if the caller has it already)."""
    if v is None:
        v = GAME.view(s, seat)
    shown: set[int] = set(v.discard).union(v.removed, v.payment, v.selection, *v.fronts, *v.groups, *v.hands)
    shown.update(*v.revealed)
    for _, cards in v.probe_sets:
        shown.update(cards)
    if v.drawn >= 0:
        shown.add(v.drawn)
    shown.discard(HIDDEN)
    return shown


class Watcher:
    """Per-action checks that need the previous state and the events (``random_game`` gives only the state)."""

    def __init__(self, players: int, seed: int, variant: bool) -> None:
        self.prev = GAME.new(players, seed, variant=variant)
        self.events: list[Event] = []

    def step(self, s: State, events: list[Event]) -> None:
        prev, self.prev = self.prev, s
        if GAME.is_over(s):
            return
        n = s.players
        # what each seat may not see is the deck, the unseen cards and parts of the other hands: the parts are
        # worked out once per action here, and each seat's sets joined from them
        deck = set(s.deck).union(s.unseen)
        unpicked = [{c for c in s.hands[q] if c not in s.picks} for q in range(n)]
        stayed = [{c for c in s.hands[q] if c in prev.hands[q] and c not in s.picks} for q in range(n)]
        if s.phase == SELECT:
            for q in range(n):
                stayed[q].update(s.selections[q])
        for seat in range(n):
            v = GAME.view(s, seat)
            assert v.hands[seat] == s.hands[seat] and v.selection == s.selections[seat]
            assert v.hand_sizes == tuple(map(len, s.hands)) and v.hand_values == tuple(s.values)
            others = [q for q in range(n) if q != seat]
            for q in others:
                assert v.hands[q] == (HIDDEN,) * len(s.hands[q])
            secret = deck.union(*(unpicked[q] for q in others))
            assert not visible_in_view(s, seat, v) & secret, "a view shows a hidden card"
            # Events may show cards moving into a hand in the open; a card that stayed
            # hidden in another hand, a selection not yet revealed, or the deck, never.
            shown = {c for e in filter_events(events, seat) for c in e.cards}
            assert not shown & deck.union(*(stayed[q] for q in others)), "an event shows a hidden card"
        table = {c for e in filter_events(events, None) for c in e.cards}
        assert not table & deck.union(*stayed), "the table sees a hidden card"


def play_watched(players: int, seed: int, variant: bool, probe_illegal: bool) -> tuple[State, list[Action]]:
    w = Watcher(players, seed, variant)
    game = _Recording(w)
    return random_game(game, players, seed, options={"variant": variant}, probe_illegal=probe_illegal)  # type: ignore[arg-type]


class _Recording:
    """``GAME`` with ``apply`` wrapped so every action's events reach the watcher."""

    def __init__(self, watcher: Watcher) -> None:
        self.watcher = watcher

    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        t, ev = GAME.apply(s, a)
        self.watcher.step(t, ev)
        return t, ev

    def __getattr__(self, name: str) -> object:
        return getattr(GAME, name)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players,variant", MODES)
def test_random_games_keep_every_invariant(players: int, variant: bool, chunk: int) -> None:
    total = 0
    seeds = range(chunk, GAMES_PER_MODE, CHUNKS)
    for seed in seeds:
        state, actions = play_watched(players, seed, variant, probe_illegal=seed < 6)
        total += len(actions)
        assert GAME.is_over(state) and state.round == 5
        final = GAME.view(state, None).final
        assert final is not None and len(final.winners) == 1
        assert GAME.scores(state) == [sc.total for sc in final.seats]
    assert total > len(seeds) * 40


def play_recorded(players: int, seed: int, variant: bool, actions: list[Action]) -> tuple[list, list]:
    s = GAME.new(players, seed, variant=variant)
    states, events = [s], [GAME.opening_events(s)]
    for a in actions:
        s, ev = GAME.apply(s, a)
        states.append(s)
        events.append(ev)
    return states, events


@pytest.mark.parametrize("players,variant", MODES)
def test_same_seed_and_choices_give_the_same_states_and_events(players: int, variant: bool) -> None:
    for seed in range(12):
        _, actions = random_game(GAME, players, 5_000 + seed, options={"variant": variant})
        a = play_recorded(players, 5_000 + seed, variant, actions)
        b = play_recorded(players, 5_000 + seed, variant, actions)
        assert a == b


def sample_states(players: int, variant: bool, games: int, every: int) -> list[State]:
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.new(players, seed, variant=variant)
        k = 0
        while not GAME.is_over(s):
            if k % every == 0:
                out.append(s)
            s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            k += 1
    return out


KINDS = ("bid", "pass", "pay", "paid", "select", "done", "take", "lay", "probes", "nope")
TARGETS = ("", "h", "f", "hh", "hf", "fh", "ff", "fff", "x")


@pytest.mark.parametrize("players,variant", MODES)
def test_every_action_not_offered_is_refused_without_change(players: int, variant: bool) -> None:
    for s in sample_states(players, variant, 3, 9):
        legal = set(GAME.legal_actions(s))
        seat = s.actor
        cards = {-1, 0, 1, 2, 4, 59, 60, 10_000, s.high, s.high + 1, *s.hands[seat][:4], *s.fronts[seat][:2]}
        for kind in KINDS:
            for card in cards:
                for target in TARGETS:
                    a = Action(kind, card, target)
                    assert GAME.is_legal(s, a) == (a in legal)
                    if a in legal:
                        GAME.check(GAME.apply(s, a)[0])
                        continue
                    before = s.copy()
                    with pytest.raises(IllegalAction):
                        GAME.apply(s, a)
                    assert s == before


@pytest.mark.parametrize("players,variant", MODES)
def test_resample_is_consistent_with_the_view(players: int, variant: bool) -> None:
    for s in sample_states(players, variant, 10, 5):
        for seat in range(players):
            r1 = GAME.resample(s, seat, random.Random(7))
            r2 = GAME.resample(s, seat, random.Random(7))
            assert r1 == r2, "same view and rng must give the same state"
            GAME.check(r1)
            assert GAME.view(r1, seat) == GAME.view(s, seat)
            if seat == s.actor:
                assert GAME.legal_actions(r1) == GAME.legal_actions(s)
            if not GAME.is_over(r1):
                GAME.check(GAME.apply(r1, GAME.legal_actions(r1)[0])[0])


def test_resample_uses_only_the_view() -> None:
    # Two states that differ only in what seat 0 cannot see (the deck order and
    # the unseen cards swapped around, a new seed) resample identically.
    s = GAME.new(4, 5)
    other = s.copy()
    pool = list(s.deck) + list(s.unseen)
    random.Random(1).shuffle(pool)
    other.deck = tuple(pool[: len(s.deck)])
    other.unseen = tuple(pool[len(s.deck) :])
    other.seed = 99
    assert GAME.view(other, 0) == GAME.view(s, 0) and other != s
    assert GAME.resample(s, 0, random.Random(3)) == GAME.resample(other, 0, random.Random(3))


def test_resample_keeps_each_hidden_hand_size_and_value() -> None:
    for s in sample_states(4, False, 6, 3):
        seat = s.actor
        r = GAME.resample(s, seat, random.Random(11))
        assert [len(h) for h in r.hands] == [len(h) for h in s.hands]
        assert r.values == s.values
        assert r.hands[seat] == s.hands[seat]
        assert len(r.deck) == len(s.deck) and len(r.unseen) == len(s.unseen)


def test_resample_a_winner_about_to_pay() -> None:
    # Found by a long resampling run: the paying winner's hand must still be able to pay,
    # and the other hidden hands (one of them two 5-value cards) must still fit.
    hands = {0: ["P1", "P4", "Earth"], 1: ["P2", "P3", "P5"], 2: ["Jupiter", "Jupiter"], 3: ["P1", "P3", "P4", "Earth"]}
    groups = [["Sun", "Mars"], ["Venus", "Mercury"], ["Saturn", "Uranus"], ["Pluto"]]
    s = position(4, hands=hands, groups=groups, marker=3, round=3)
    s, ev = GAME.apply(s, Action("bid", 10))
    assert s.phase == "pay" and s.winner == 3, [e.kind for e in ev]
    s, _ = GAME.apply(s, Action("pay", card_id("P1", 1)))
    for k in range(60):
        r = GAME.resample(s, 0, random.Random(k))
        GAME.check(r)
        assert GAME.view(r, 0) == GAME.view(s, 0)
        assert GAME.legal_actions(r), "the resampled winner can go on paying"
        assert r.hands[2] and sum(AUCTION[c] for c in r.hands[2]) == 10


def classes_of(avail: list[int]) -> list[int]:
    return [cls for cls, n in enumerate(avail) for _ in range(n)]


@pytest.mark.parametrize(
    "avail, sizes, targets",
    [
        ([1, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0], [1, 2, 1, 2], [1, 4, 4, 1]),  # every card is needed
        ([4, 4, 4, 7, 1, 2, 1, 0, 0, 0, 0], [3, 1], [10, 0]),  # a one-card hand worth 0: a Sun
        ([1, 2, 1, 5, 1, 1, 0, 0, 1, 0, 0], [2, 1, 1], [6, 2, 1]),  # the probe 3 fits one hand only
    ],
)
def test_deal_counts_meets_every_size_and_value(avail: list[int], sizes: list[int], targets: list[int]) -> None:
    for seed in range(30):
        order = classes_of(avail)
        random.Random(seed).shuffle(order)
        rows = deal_counts(order, sizes, targets, random.Random(seed).random)
        assert rows is not None
        for row, k, v in zip(rows, sizes, targets, strict=True):
            assert sum(row) == k and sum(n * CLASS_VALUE[c] for c, n in enumerate(row)) == v
        used = [sum(row[c] for row in rows) for c in range(len(avail))]
        assert all(u <= a for u, a in zip(used, avail, strict=True))
        assert used[6:] == avail[6:], "every probe is in a hand"


def test_deal_counts_says_when_there_is_no_way() -> None:
    assert deal_counts(classes_of([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]), [1, 1], [5, 1], random.random) is None
    assert deal_counts(classes_of([0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]), [1], [1], random.random) is None


def test_the_watcher_catches_an_event_or_a_view_showing_a_hidden_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """The per-action privacy check of the fuzz fails on a card it may not show: another seat's hand card kept
    from the action before, in a public event or in a view."""
    rng = random.Random(2)
    s = GAME.new(4, 2)
    w = Watcher(4, 2, False)
    while True:
        t, ev = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        assert not GAME.is_over(t), "no hidden hand card kept through an action"
        kept = [c for q in (1, 2, 3) for c in t.hands[q] if c in s.hands[q] and c not in t.picks]
        if kept:
            break
        w.step(t, ev)
        s = t
    kept_card = kept[0]
    w.prev = s
    with pytest.raises(AssertionError, match="hidden card"):
        w.step(t, [*ev, Event("play", 1, (kept_card,))])  # public: every seat, and the table, would see it
    w.prev = s
    real_view = GAME.view

    def leaky(state: State, seat: int | None) -> View:
        v = real_view(state, seat)
        return dataclasses.replace(v, discard=(*v.discard, kept_card)) if seat == 0 else v

    monkeypatch.setattr(GAME, "view", leaky)
    with pytest.raises(AssertionError, match="a view shows a hidden card"):
        w.step(t, ev)
