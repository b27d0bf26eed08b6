"""Al Cabohne under random play: invariants after every action, hidden cards, determinism, resampling."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.al_cabohne import GAME, card_type, checks
from engine.al_cabohne.state import State
from engine.core import HIDDEN, Action, Event, IllegalAction, filter_events
from tests.engine.harness import random_game

# 2,000 complete games in all; two-player games are about three times longer.
SOLO_GAMES = 1300
DUO_GAMES = 700


class Watcher:
    """Per-action checks that need the previous state (``random_game`` passes only the new one)."""

    def __init__(self, players: int, seed: int) -> None:
        self.prev = GAME.new(players, seed)
        self.actions = 0

    def __call__(self, s: State, game: object) -> None:
        prev = self.prev
        self.prev = s
        self.actions += 1
        check_hand_order(prev, s)
        check_no_leak(s, self.actions % 10 == 0)
        # AC-9 (check_ac9) is not asked again here: GAME.check, run by random_game after every action, asserts
        # each of its three rules (test_check_catches_each_broken_state holds it to them)


def check_hand_order(prev: State, s: State) -> None:
    """Rule AC-15: a hand only loses cards (order kept) and gains cards at the back."""
    for p in range(s.players):
        old, new = prev.hands[p], s.hands[p]
        if s.phase == "over":
            assert new == (), "the final sale discards the hands"
            continue
        kept = [c for c in old if c in new]
        assert list(new[: len(kept)]) == kept, f"seat {p}'s hand was reordered"
        assert not set(new[len(kept) :]) & set(old), "a card came back into the hand"
        if p != prev.seat:
            # Only the acting seat's hand changes, even when its turn ends inside the
            # action and the other seat's turn starts (that seat draws only at its end).
            assert new == old, "a hand changed out of its owner's turn"


def check_no_leak(s: State, thorough: bool) -> None:
    """No seat sees the other's unshown hand cards; ``thorough`` also looks for draw cards anywhere."""
    for seat in range(s.players):
        v = GAME.view(s, seat)
        assert v.hands[seat] == s.hands[seat]
        for other in range(s.players):
            if other != seat:
                allowed = s.shown[other]
                assert len(v.hands[other]) == len(s.hands[other])
                assert all(c == HIDDEN or c in allowed for c in v.hands[other]), "a hidden hand card leaked"
        if thorough:
            piles = [*v.hands, v.discard, v.treasury, v.set_aside, *v.coins, *v.kept, *v.leftovers]
            piles += [f for fs in v.fields for f in fs] + [b.cards for b in v.bosses]
            visible = {c for pile in piles for c in pile}
            assert not visible & set(s.draw), "a draw-pile card is visible"
            assert len(visible - {HIDDEN}) + v.draw_pile + sum(h.count(HIDDEN) for h in v.hands) == 116


def check_ac9(s: State) -> None:
    """Rule AC-9, spelled out: ``GAME.check`` asserts the same, and is held to it below."""
    for pile_group in [*s.fields, s.bosses]:
        types = [card_type(f[0]) for f in pile_group if f]
        assert len(types) == len(set(types)), "a type grows on two fields of one owner"
        for f in pile_group:
            assert len({card_type(c) for c in f}) <= 1, "a field holds two types"


def _sound_state() -> State:
    """A two-player state from a random game, with two fields and both Bosses growing beans."""
    rng = random.Random(4)
    s = GAME.new(2, 4)
    while not (s.fields[0][0] and s.fields[0][1] and s.bosses[0] and s.bosses[1]):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        assert not GAME.is_over(s), "the game ended before the state the breaks need"
    return s


def _broken_states() -> dict[str, State]:
    """``_sound_state``, each copy broken in one way ``GAME.check`` must notice."""
    s = _sound_state()
    GAME.check(s)
    check_ac9(s)
    out: dict[str, State] = {}

    def broken(name: str, **piles: object) -> None:
        b = s.copy()
        for key, value in piles.items():
            setattr(b, key, value)
        out[name] = b

    draw, f0, b0 = s.draw, s.fields[0], s.bosses
    other_type = next(c for c in draw if card_type(c) != card_type(f0[0][0]))
    same_type = next(c for c in draw if card_type(c) == card_type(f0[0][0]))
    broken("a card lost", draw=draw[1:])
    broken("a card twice", draw=(*draw, draw[0]))
    broken("an unknown card", draw=(*draw[1:], 116))
    broken("a pile not a tuple", draw=list(draw))
    broken("a field of two types (AC-9)", draw=tuple(c for c in draw if c != other_type),
           fields=[((*f0[0], other_type), f0[1]), s.fields[1]])
    broken("one type on two fields (AC-9)", draw=tuple(c for c in draw if c != same_type),
           fields=[(f0[0], (same_type,)), s.fields[1]], discard=(*s.discard, *f0[1]))
    boss_type = next(c for c in draw if card_type(c) == card_type(b0[0][0]))
    broken("two Bosses of one type (AC-9)", draw=tuple(c for c in draw if c != boss_type),
           bosses=(b0[0], (boss_type,)), discard=(*s.discard, *b0[1]))
    stranger = next(c for c in draw if c not in s.hands[s.seat])
    broken("a shown card not in the hand", shown=[(*sh, stranger) if i == s.seat else sh
                                                 for i, sh in enumerate(s.shown)])
    hand = s.hands[s.seat]
    assert hand, "the breaks need a card in the hand"
    shown_ok = s.copy()
    shown_ok.shown = [hand[:1] if i == s.seat else sh for i, sh in enumerate(s.shown)]
    GAME.check(shown_ok)  # a shown hand card is fine: the break above is the stranger alone
    broken("a third field not bought (AC-14)", fields=[(*f0, ()), s.fields[1]])
    return out


@pytest.mark.parametrize("name", list(_broken_states()))
def test_check_catches_each_broken_state(name: str) -> None:
    """``GAME.check`` (what every fuzz action runs) notices each break: the card accounting, AC-9, shown cards."""
    with pytest.raises(AssertionError):
        GAME.check(_broken_states()[name])
    # and as the fuzz runs it after every action: told what it returned for the state before the break
    since = checks.check(_sound_state())
    with pytest.raises(AssertionError):
        checks.check(_broken_states()[name], since)


CHUNKS = 4  # per mode, so pytest-xdist can spread the games over the cores


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players,games", [(1, SOLO_GAMES), (2, DUO_GAMES)])
def test_random_games_keep_every_invariant(players: int, games: int, chunk: int) -> None:
    total = 0
    seeds = range(chunk, games, CHUNKS)
    for seed in seeds:
        w = Watcher(players, seed)
        state, actions = random_game(GAME, players, seed, per_action=w, probe_illegal=seed < 10, check=checks.check)
        total += len(actions)
        assert GAME.is_over(state)
        assert len(GAME.view(state, 0).final.players) == players
    assert total > len(seeds) * 50


def play_recorded(players: int, seed: int, actions: list[Action]) -> tuple[list[State], list[list[Event]]]:
    s = GAME.new(players, seed)
    states, events = [s], []
    for a in actions:
        s, ev = GAME.apply(s, a)
        states.append(s)
        events.append(ev)
    return states, events


@pytest.mark.parametrize("players", [1, 2])
def test_same_seed_and_choices_give_the_same_states_and_events(players: int) -> None:
    for seed in range(40):
        _, actions = random_game(GAME, players, 10_000 + seed)
        a = play_recorded(players, 10_000 + seed, actions)
        b = play_recorded(players, 10_000 + seed, actions)
        assert a == b


# every player count, and the trading variant, whose proposals show cards from a hand
SETUPS = [(1, {}), (2, {}), (2, {"trading": True})]


@pytest.mark.parametrize("players,options", SETUPS)
def test_events_never_show_hidden_hand_cards(players: int, options: dict[str, bool]) -> None:
    for seed in range(60):
        rng = random.Random(seed)
        s = GAME.new(players, seed, **options)
        while not GAME.is_over(s):
            s, events = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            if GAME.is_over(s):
                break
            if any(e.kind == "reshuffle" for e in events):
                continue  # public discard cards legitimately went back into the draw pile
            for seat in range(players):
                seen = {c for e in filter_events(events, seat) for c in e.cards}
                for other in range(players):
                    if other != seat:
                        hidden = set(s.hands[other]) - set(s.shown[other])
                        assert not seen & hidden, "an event showed a hidden hand card"
                assert not seen & set(s.draw), "an event showed the draw order"
            table = {c for e in filter_events(events, None) for c in e.cards}
            assert not table & {c for h in s.hands for c in h} - {c for sh in s.shown for c in sh}


def sample_states(players: int, games: int, every: int, options: dict[str, bool] | None = None) -> list[State]:
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.new(players, seed, **(options or {}))
        k = 0
        while not GAME.is_over(s):
            if k % every == 0:
                out.append(s)
            s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            k += 1
    return out


@pytest.mark.parametrize("players,options", SETUPS)
def test_resample_is_consistent_with_the_view(players: int, options: dict[str, bool]) -> None:
    for s in sample_states(players, 30, 7, options):
        for seat in range(players):
            r1 = GAME.resample(s, seat, random.Random(7))
            r2 = GAME.resample(s, seat, random.Random(7))
            assert r1 == r2, "same view and rng must give the same state"
            GAME.check(r1)
            assert GAME.view(r1, seat) == GAME.view(s, seat)
            if seat == GAME.to_act(s):  # the opponent answers a proposal
                assert GAME.legal_actions(r1) == GAME.legal_actions(s)
            # The resampled state can be played on.
            legal = GAME.legal_actions(r1)
            GAME.check(GAME.apply(r1, legal[0])[0])


def test_resample_uses_only_the_view() -> None:
    # Two states that differ only in what seat 0 cannot see give the same resample.
    s = GAME.new(2, 5)
    other = s.copy()
    pool = list(s.hands[1]) + list(s.draw)
    random.Random(1).shuffle(pool)
    other.hands[1] = tuple(pool[:5])
    other.draw = tuple(pool[5:])
    other.seed = 99
    assert GAME.view(other, 0) == GAME.view(s, 0) and other != s
    assert GAME.resample(s, 0, random.Random(3)) == GAME.resample(other, 0, random.Random(3))


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from([1, 2]),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 300),
    pick=st.integers(0, 2**32 - 1),
    rseed=st.integers(0, 2**32 - 1),
)
def test_hypothesis_prefixes(players: int, seed: int, steps: int, pick: int, rseed: int) -> None:
    rng = random.Random(pick)
    s = GAME.new(players, seed)
    for _ in range(steps):
        if GAME.is_over(s):
            break
        before = s.copy()
        legal = GAME.legal_actions(s)
        assert legal
        s2, _ = GAME.apply(s, rng.choice(legal))
        assert s == before, "apply mutated its input"
        s = s2
    GAME.check(s)
    if not GAME.is_over(s):
        seat = GAME.to_act(s)
        r = GAME.resample(s, seat, random.Random(rseed))
        assert r == GAME.resample(s, seat, random.Random(rseed))
        assert GAME.view(r, seat) == GAME.view(s, seat)
        GAME.check(r)
        assert sum(map(len, r.hands)) + len(r.draw) == sum(map(len, s.hands)) + len(s.draw)


KINDS = ("harvest", "buy_field", "leftover", "tax", "plant", "end", "place", "give", "fill", "nope", "trade",
         "offer", "ask", "propose", "withdraw", "accept", "refuse")
TARGETS = ("", "field:0", "field:2", "field:3", "boss:0", "boss:2", "boss:3", "discard", "kept:0", "x")


@pytest.mark.parametrize("players,options", SETUPS)
def test_every_action_not_offered_is_refused_without_change(players: int, options: dict[str, bool]) -> None:
    for s in sample_states(players, 6, 11, options):
        for a in GAME.legal_actions(s):
            GAME.check(GAME.apply(s, a)[0])
        legal = set(GAME.legal_actions(s))
        cards = [-1, 10_000, 3, *s.hands[s.seat][:3], *(p[-1] for p in (*s.kept, *s.leftovers) if p)]
        for kind in KINDS:
            for card in cards:
                for target in TARGETS:
                    a = Action(kind, card, target)
                    if a in legal:
                        GAME.check(GAME.apply(s, a)[0])
                        continue
                    before = s.copy()
                    with pytest.raises(IllegalAction):
                        GAME.apply(s, a)
                    assert s == before
