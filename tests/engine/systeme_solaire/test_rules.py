"""Système Solaire rules: one scenario per rule (SS-n), ruling (R-n) and test vector (T-n).

Positions are built by card name with ``position``; ``act`` applies an action
that must be legal and checks every invariant on the way.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import GAMES
from engine.core import HIDDEN, Action, BadConfig, Event, IllegalAction, Option, Words, english, filter_events
from engine.recipe import Recipe, replay
from engine.systeme_solaire import GAME, KINDS, NAMES, card_id, card_words, hand_value, name
from engine.systeme_solaire.cards import AUCTION, DECK_SIZE, IS_PROBE, PROBE_SETS, card_vp, front_vp
from engine.systeme_solaire.facts import assignments, final_result
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.state import State
from engine.systeme_solaire.words import describe_event, hint

PROBES = ["P1", "P2", "P3", "P4", "P5"]
NAMES3 = ["A", "B", "C"]


def act(s: State, kind: str, card: int = -1, target: str = "") -> tuple[State, list[Event]]:
    """Apply an action that must be legal; the input state must not change."""
    a = Action(kind, card, target)
    legal = GAME.legal_actions(s)
    assert a in legal, f"{a} not in {legal}"
    assert GAME.is_legal(s, a)
    before = s.copy()
    out = GAME.apply(s, a)
    assert s == before, "apply changed its input"
    GAME.check(out[0])
    return out


def illegal(s: State, kind: str, card: int = -1, target: str = "") -> None:
    a = Action(kind, card, target)
    assert a not in GAME.legal_actions(s)
    before = s.copy()
    with pytest.raises(IllegalAction):
        GAME.apply(s, a)
    assert s == before


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def names(cards: tuple[int, ...]) -> list[str]:
    return [name(c) for c in cards]


def bids(s: State) -> list[int]:
    return [a.card for a in GAME.legal_actions(s) if a.kind == "bid"]


def pay_with(s: State, cards: list[int]) -> tuple[State, list[Event]]:
    """Pick ``cards`` (ascending ids) then confirm; the events of the confirmation."""
    for c in sorted(cards):
        s, _ = act(s, "pay", c)
    return act(s, "paid")


def select(s: State, cards: list[int]) -> tuple[State, list[Event]]:
    for c in sorted(cards):
        s, _ = act(s, "select", c)
    return act(s, "done")


def three(groups: list[list[str]] | None = None, **kw: object) -> State:
    """Three players, every hand the five probes, a full layout."""
    hands = kw.pop("hands", {p: PROBES for p in range(3)})
    return position(3, hands=hands, groups=groups or [["Mars", "Venus"], ["Sun", "Earth"], ["Pluto"]], **kw)


# --- components, protocol ------------------------------------------------------------


def test_registered_with_its_option() -> None:
    assert GAMES["systeme_solaire"] is GAME
    assert (GAME.name, GAME.title, GAME.min_players, GAME.max_players, GAME.order) == (
        "systeme_solaire", "Système Solaire", 3, 5, 30,
    )  # fmt: skip
    assert "normal" in GAME.bots
    (opt,) = GAME.options
    assert isinstance(opt, Option) and opt.key == "variant" and opt.choices == (False, True)
    assert opt.default is False
    assert isinstance(opt.label, Words) and all(isinstance(w, Words) for w in opt.names) and opt.help.text


@pytest.mark.parametrize(
    "players, options", [(2, {}), (6, {}), ("3", {}), (3.0, {}), (True, {}), (3, {"variant": "yes"}),
                         (3, {"variant": 1}), (3, {"goal": 10})],
)  # fmt: skip
def test_new_refuses_impossible_set_ups(players: object, options: dict) -> None:
    with pytest.raises(BadConfig):
        GAME.new(players, 1, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 1.5, "3", None])
def test_new_refuses_bad_seed(seed: object) -> None:
    with pytest.raises(BadConfig):
        GAME.new(3, seed)  # type: ignore[arg-type]


def test_r1_house_values_are_one_table() -> None:
    # ruling R-1: the house values table of the specification, in KINDS and nowhere else.
    table = {k.name: (k.auction, k.vp) for k in KINDS}
    assert table == {
        "Probe 1": (1, None), "Probe 2": (2, None), "Probe 3": (3, None), "Probe 4": (4, None),
        "Probe 5": (5, None), "Sun": (0, "front size"), "Mercury": (1, 4), "Venus": (2, 4), "Earth": (3, 3),
        "Mars": (2, 3), "Jupiter": (5, 2), "Saturn": (4, 2), "Uranus": (3, 3), "Neptune": (3, 4), "Pluto": (1, 1),
    }  # fmt: skip
    for c in range(DECK_SIZE):
        assert AUCTION[c] == KINDS[c // 4].auction


def test_components_sixty_cards_four_of_each() -> None:
    # Components table: 20 probes (1..5, four each) and 40 solar system cards (ten names, four each).
    assert DECK_SIZE == 60 and len(NAMES) == 15
    assert [name(c) for c in range(0, 60, 4)] == list(NAMES)
    assert sum(IS_PROBE) == 20 and all(IS_PROBE[c] == (c < 20) for c in range(60))
    assert english(card_words(card_id("Jupiter")), NAMES3) == "Jupiter"
    assert english(card_words(card_id("Probe 3", 2)), NAMES3) == "Probe 3"
    assert english(card_words(HIDDEN), NAMES3) == "a card"
    assert card_id("P3") == card_id("Probe 3") == 8
    with pytest.raises(ValueError):
        card_id("Vulcan")


def test_actions_round_trip_json_and_read_well() -> None:
    s = GAME.new(4, 3)
    for a in GAME.legal_actions(s):
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    checks = {
        Action("bid", 7): "Bid 7",
        Action("pass"): "Pass",
        Action("pay", card_id("Earth")): "Pay with Earth",
        Action("paid"): "Pay",
        Action("select", card_id("P4")): "Select Probe 4",
        Action("done"): "Confirm",
        Action("take", 1, "hf"): "Take group 2: first card to your hand, second to your front",
        Action("take", 0, "f"): "Take group 1: the card to your front",
        Action("lay", 2): "Put the card in group 3",
        Action("probes", 1): "Take probes 1, 2, 4, 5",
    }
    for a, text in checks.items():
        assert english(GAME.describe(a), NAMES3) == text


def test_same_seed_same_game_and_recipe_replay() -> None:
    rng = random.Random(5)
    s = GAME.new(4, 11, variant=True)
    actions = []
    for _ in range(60):
        a = rng.choice(GAME.legal_actions(s))
        s, _ = GAME.apply(s, a)
        actions.append(a)
    again, _ = replay(Recipe("systeme_solaire", 4, 11, {"variant": True}, actions))
    assert again == s
    assert GAME.new(4, 11) == GAME.new(4, 11) and GAME.new(4, 11) != GAME.new(4, 12)


# --- set-up ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_ss1_ss5_seat_0_holds_the_marker_and_the_discard_is_empty(players: int) -> None:
    # rule SS-1, rule SS-5
    s = GAME.new(players, 2)
    assert s.marker == 0 and s.discard == ()


def test_ss2_t1_three_players() -> None:
    # rule SS-2, test vector T-1: 15 public cards out, probes 1..5 each, 5 unseen, 25 left = 5 × 5.
    s = GAME.new(3, 7)
    assert sorted(names(s.removed)) == sorted(NAMES) and len(s.removed) == 15
    for p in range(3):
        assert sorted(AUCTION[c] for c in s.hands[p]) == [1, 2, 3, 4, 5] and all(IS_PROBE[c] for c in s.hands[p])
    assert len(s.unseen) == 5 and not any(IS_PROBE[c] for c in s.unseen)
    assert len(s.removed) + len(s.unseen) == 20
    assert len(s.deck) + sum(map(len, s.groups)) == 25 == 5 * 5
    assert sum(map(len, s.groups)) == 5 and s.round == 1 and s.phase == "bid"
    v = GAME.view(s, 1)
    assert v.removed == s.removed and v.unseen == 5  # the 15 are public, the 5 are not


def test_ss3_t1_four_players() -> None:
    # rule SS-3, test vector T-1: every probe dealt, 5 solar cards out unseen, 35 left = 5 × 7.
    s = GAME.new(4, 7)
    assert sorted(c for h in s.hands for c in h) == list(range(20))
    assert all(sorted(AUCTION[c] for c in h) == [1, 2, 3, 4, 5] for h in s.hands)
    assert len(s.unseen) == 5 and s.removed == ()
    assert len(s.deck) + sum(map(len, s.groups)) == 35 == 5 * 7


def test_ss4_r7_t1_five_players_choose_probe_sets() -> None:
    # rule SS-4, ruling R-7, test vector T-1: five sets worth 12; seats 1, 2, 3, 4 choose, seat 0 gets the last.
    s = GAME.new(5, 7)
    assert [sorted(AUCTION[c] for c in cards) for _, cards in PROBE_SETS] == [
        [1, 3, 3, 5], [1, 3, 3, 5], [1, 2, 4, 5], [1, 2, 4, 5], [2, 2, 4, 4],
    ]  # fmt: skip
    assert all(hand_value(cards) == 12 for _, cards in PROBE_SETS)
    assert s.phase == "probes" and GAME.to_act(s) == 1 and len(s.deck) == 40 == 5 * 8
    assert not any(s.groups), "no layout before the sets are chosen"
    # One action per distinct composition: identical sets are interchangeable.
    assert GAME.legal_actions(s) == [Action("probes", 0), Action("probes", 1), Action("probes", 2)]
    s, ev = act(s, "probes", 2)  # seat 1 takes {2, 2, 4, 4}
    assert sorted(AUCTION[c] for c in s.hands[1]) == [2, 2, 4, 4] and GAME.to_act(s) == 2
    assert GAME.legal_actions(s) == [Action("probes", 0), Action("probes", 1)]
    s, _ = act(s, "probes", 0)
    assert GAME.legal_actions(s) == [Action("probes", 0), Action("probes", 1)], "the second {1,3,3,5} is left"
    s, _ = act(s, "probes", 0)
    assert GAME.legal_actions(s) == [Action("probes", 1)]
    s, ev = act(s, "probes", 1)  # seat 4; seat 0 gets the last set and round 1 starts
    assert sorted(AUCTION[c] for c in s.hands[0]) == [1, 2, 4, 5]
    assert [e.seat for e in ev if e.kind == "probes"] == [4, 0]
    assert s.marker == 0 and s.round == 1 and s.phase == "bid" and sum(map(len, s.groups)) == 8
    assert len(s.deck) == 32


def test_r12_every_deck_divides_into_rounds() -> None:
    # ruling R-12, rule SS-24: 5 rounds of 5, 7 and 8 cards.
    for players, k in ((3, 5), (4, 7), (5, 8)):
        s = GAME.new(players, 1)
        total = len(s.deck) + sum(map(len, s.groups))
        assert total == 5 * k


def test_opening_events_show_the_set_up() -> None:
    s = GAME.new(3, 4)
    ev = GAME.opening_events(s)
    assert kinds(ev)[:5] == ["remove", "deal", "deal", "deal", "remove"]
    assert ev[0].cards == s.removed and ev[0].private is None
    unseen = ev[4]
    assert unseen.private == () and filter_events([unseen], 0)[0].cards == (HIDDEN,) * 5
    assert [e.kind for e in ev[5:7]] == ["round", "lay"]
    five = GAME.opening_events(GAME.new(5, 4))
    assert kinds(five) == ["probe_set"] * 5


# --- layout ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, shape",
    [(3, [[0, 3], [1, 4], [2]]), (4, [[0, 4], [1, 5], [2, 6], [3]]), (5, [[0, 5], [1, 6], [2, 7], [3], [4]])],
)
def test_ss7_ss8_t2_layout(players: int, shape: list[list[int]]) -> None:
    # rule SS-7, rule SS-8, test vector T-2: group g gets card g and card g + n, in draw order.
    k = {3: 5, 4: 7, 5: 8}[players]
    drawn = [card_id(n) for n in ("Sun", "Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus")][:k]
    ev: list[Event] = []
    hands = {p: [PROBES[p]] for p in range(players)}
    s = position(players, deck=drawn, round=5, phase="layout", events=ev, hands=hands)
    assert [list(g) for g in s.groups] == [[drawn[i] for i in g] for g in shape]
    lays = [e for e in ev if e.kind == "lay"]
    assert [e.cards[0] for e in lays] == drawn, "cards are laid in draw order"
    assert [e.target for e in lays] == [f"group:{i % players}" for i in range(k)]
    assert s.deck == () and s.phase == "bid" and kinds(ev)[0] == "round"


def test_ssv1_variant_layout() -> None:
    # rule SS-V1: one card per group, then the first player places each drawn card, never a third in a group.
    s = GAME.new(4, 9, variant=True)
    assert s.phase == "lay" and GAME.to_act(s) == s.marker == 0
    ev = GAME.opening_events(s)
    assert [e.target for e in ev if e.kind == "lay"] == ["group:0", "group:1", "group:2", "group:3"]
    assert [e.kind for e in ev][-1] == "draw" and ev[-1].cards == (s.drawn,)  # the draw is public
    seen = 4
    while s.phase == "lay":
        legal = GAME.legal_actions(s)
        assert legal == [Action("lay", g) for g in range(4) if len(s.groups[g]) < 2]
        full = next((g for g in range(4) if len(s.groups[g]) == 2), None)
        if full is not None:
            illegal(s, "lay", full)
        s, ev = act(s, "lay", legal[0].card)
        seen += 1
    assert sorted(map(len, s.groups)) == [1, 2, 2, 2] and seen == 7 and s.phase == "bid"


def test_ssv1_variant_places_a_card_itself_when_one_group_is_left() -> None:
    # rule SS-V1 with the engine's shortcut: only one group has room, so no decision.
    s = position(3, hands={p: ["P1"] for p in range(3)}, deck=["Sun", "Mars", "Venus", "Earth", "Pluto"],
                 round=5, phase="layout", variant=True)  # fmt: skip
    s, _ = act(s, "lay", 0)
    s, ev = act(s, "lay", 1)
    assert s.phase == "bid" and sorted(map(len, s.groups)) == [1, 2, 2]
    s2 = s.copy()
    assert s2.groups[2] == (card_id("Venus"),)


# --- the auction ---------------------------------------------------------------------------


def test_ss9_ss12_t3_auction() -> None:
    # rule SS-9, rule SS-12, rule SS-13, rule SS-14, test vector T-3.
    s = three()
    assert GAME.to_act(s) == 0 and bids(s) == list(range(1, 16))
    assert Action("pass") not in GAME.legal_actions(s), "SS-11: the opener may not pass"
    s, _ = act(s, "bid", 3)
    assert GAME.to_act(s) == 1 and bids(s) == list(range(4, 16))
    illegal(s, "bid", 3)
    illegal(s, "bid", 16)
    s, _ = act(s, "bid", 5)
    s, _ = act(s, "pass")
    assert GAME.to_act(s) == 0
    s, _ = act(s, "bid", 7)
    assert GAME.to_act(s) == 1, "seat 2 passed and is skipped (SS-10)"
    s, ev = act(s, "pass")
    assert kinds(ev) == ["pass", "win"] and ev[1].seat == 0 and ev[1].value == 7
    assert s.phase == "pay" and GAME.to_act(s) == 0
    # SS-13: {3, 4} pays exactly 7; {4, 5} pays 9 with no change.
    p3, p4, p5 = card_id("P3"), card_id("P4"), card_id("P5")
    t, ev = pay_with(s, [p3, p4])
    assert kinds(ev)[:2] == ["paid", "discard"] and "marker" not in kinds(ev)
    assert t.phase == "select" and GAME.to_act(t) == 1
    assert set(t.discard) == {p3, p4} and t.values[0] == 8
    u, _ = pay_with(s, [p4, p5])
    assert set(u.discard) == {p4, p5} and u.values[0] == 6
    assert t.marker == 0 and u.marker == 0, "seat 0 keeps the marker"


def test_ss13_r6_payment_picks() -> None:
    # rule SS-13, ruling R-6: ascending picks, 'paid' only once the bid is reached, extra cards allowed.
    s = three()
    s, _ = act(s, "bid", 6)
    s, _ = act(s, "pass")
    s, _ = act(s, "pass")
    p = {v: card_id(f"P{v}") for v in range(1, 6)}
    assert Action("paid") not in GAME.legal_actions(s)
    # A first pick needs the cards above it to complete 6: probe 5 alone cannot.
    assert [a.card for a in GAME.legal_actions(s)] == [p[1], p[2], p[3], p[4]]
    s, ev = act(s, "pay", p[2])
    assert ev == [Event("pay", 0, (p[2],), value=2)]
    illegal(s, "pay", p[1])  # ascending ids only
    assert Action("paid") not in GAME.legal_actions(s)
    s, _ = act(s, "pay", p[4])
    assert Action("paid") in GAME.legal_actions(s) and Action("pay", p[5]) in GAME.legal_actions(s)
    s, _ = act(s, "pay", p[5])  # more than the bid
    s, ev = act(s, "paid")
    assert ev[0] == Event("paid", 0, (p[2], p[4], p[5]), value=11, source="over")  # the log says no change is given
    assert s.values[0] == 4 and sorted(s.discard) == sorted((p[2], p[4], p[5]))


def test_ss13_a_pick_never_strands_the_payment() -> None:
    # rule SS-13: a card is offered only if the bid can still be reached with it and the cards above it.
    s = three()
    s, _ = act(s, "bid", 12)
    s, _ = act(s, "pass")
    s, _ = act(s, "pass")
    offered = [a.card for a in GAME.legal_actions(s)]
    assert offered == [card_id("P1"), card_id("P2"), card_id("P3")]  # P4 + P5 = 9 < 12


def test_ss10_automatic_pass_when_a_bid_is_out_of_reach() -> None:
    # rule SS-10: a seat whose hand cannot beat the high bid passes without a decision.
    s = three(hands={0: PROBES, 1: ["P1", "P2"], 2: PROBES})
    s, ev = act(s, "bid", 4)
    assert kinds(ev) == ["bid", "pass"] and ev[1].seat == 1 and ev[1].source == "auto"
    assert GAME.to_act(s) == 2
    assert english(describe_event(ev[1], 0), NAMES3) == "B cannot bid and passes"


def test_ss11_t8_empty_hand_opener() -> None:
    # rule SS-11, test vector T-8: seat 1 holds the marker with an empty hand.
    ev: list[Event] = []
    s = three(hands={0: PROBES, 1: [], 2: PROBES}, marker=1, events=ev)
    assert kinds(ev) == ["pass"] and ev[0].seat == 1 and GAME.to_act(s) == 2
    assert Action("pass") not in GAME.legal_actions(s) and bids(s)[0] == 1
    s, _ = act(s, "bid", 1)
    assert GAME.to_act(s) == 0 and Action("pass") in GAME.legal_actions(s) and bids(s)[0] == 2


def test_r3_a_hand_of_suns_cannot_open() -> None:
    # ruling R-3: a hand worth 0 (only Suns) counts as passed; the obligation moves on.
    ev: list[Event] = []
    s = three(hands={0: ["Sun", "Sun"], 1: ["P2"], 2: PROBES}, events=ev)
    assert kinds(ev) == ["pass"] and GAME.to_act(s) == 1 and bids(s) == [1, 2]
    assert Action("pass") not in GAME.legal_actions(s)


def test_r5_nobody_can_open() -> None:
    # rule SS-12, rule SS-14, ruling R-5: no winner, the marker stays, everyone reveals, the holder wins ties.
    ev: list[Event] = []
    s = three(hands={0: ["Sun"], 1: [], 2: ["Sun"]}, marker=2, events=ev)
    assert kinds(ev) == ["pass", "pass", "pass", "no_winner"]
    assert s.phase == "select" and s.winner == -1 and s.selectors == (2, 0), "from the marker holder, clockwise"
    s, _ = select(s, [card_id("Sun", 1)])
    s, ev = select(s, [card_id("Sun")])
    assert s.marker == 2 and s.phase == "take"
    assert s.order == (2, 0, 1), "equal totals: the marker holder first; the empty hand last (R-4)"
    assert s.reasons == ("marker", "cards", "last")


# --- the order reveal ------------------------------------------------------------------------


def test_ss17_t4_reveal_order() -> None:
    # rule SS-15, rule SS-16, rule SS-17, test vector T-4 (4 players, seat 2 won and holds the marker).
    hands = {0: ["P5", "P1"], 1: ["P3", "P2"], 2: ["P4"], 3: ["P5", "P2"]}
    groups = [["Sun", "Mars"], ["Venus", "Earth"], ["Jupiter", "Saturn"], ["Pluto"]]
    s = position(4, hands=hands, groups=groups, marker=2, winner=2, phase="select")
    assert s.selectors == (3, 0, 1), "clockwise from the winner's left; the winner does not select"
    assert GAME.to_act(s) == 3 and Action("done") not in GAME.legal_actions(s), "at least one card (SS-15)"
    s, _ = select(s, [card_id("P5", 1)])
    s, _ = select(s, [card_id("P5")])
    s, ev = select(s, [card_id("P3")])
    reveals = [e for e in ev if e.kind == "reveal"]
    assert [(e.seat, e.value) for e in reveals] == [(0, 5), (1, 3), (3, 5)]
    order = next(e for e in ev if e.kind == "order")
    assert s.order == (2, 0, 3, 1) and order.target == "2,0,3,1"
    assert s.reasons == ("auction", "marker", "total", "last")
    assert s.totals == (5, 3, 0, 5)
    assert english(describe_event(order, None), ["P0", "P1", "P2", "P3"]) == (
        "Order of choice: P2 (won the auction), P0 (tie, broken counterclockwise from the first player), "
        "P3 (tie, broken counterclockwise), P1"
    )
    assert set(s.discard) == {card_id("P5"), card_id("P5", 1), card_id("P3")}, "revealed cards are discarded"
    assert GAME.to_act(s) == 2 and s.phase == "take"


def test_ss15_selection_is_secret_until_the_reveal() -> None:
    # rule SS-15, rule SS-16, hidden-information table: others see only that a seat has chosen.
    hands = {0: ["P5", "P1"], 1: ["P3", "P2"], 2: ["P4"], 3: ["P5", "P2"]}
    groups = [["Sun", "Mars"], ["Venus", "Earth"], ["Jupiter", "Saturn"], ["Pluto"]]
    s = position(4, hands=hands, groups=groups, marker=2, winner=2, phase="select")
    s, ev = act(s, "select", card_id("P2", 1))
    assert ev[0].private == (3,) and ev[0].silent
    assert filter_events(ev, 0) == [], "other seats do not even learn that a card was picked"
    assert filter_events(ev, 3)[0].cards == (card_id("P2", 1),)
    assert describe_event(ev[0], 0) is None, "no line for another seat: not even a count"
    assert english(describe_event(ev[0], 3), NAMES3 + ["D"]) == "D selects Probe 2"
    s, ev = act(s, "done")
    assert ev == [Event("chosen", 3)]
    for seat in (0, 1, 2):
        v = GAME.view(s, seat)
        assert v.selection == () and v.chosen == (False, False, False, True)
        assert v.hand_sizes[3] == 2 and v.hand_values[3] == 7, "selected cards still count in the hand"
        assert v.hands[3] == (HIDDEN, HIDDEN)
    assert GAME.view(s, 3).selection == (card_id("P2", 1),)


def test_ss15_empty_hands_are_skipped_r4_and_order_last() -> None:
    # rule SS-15, ruling R-4: an empty hand selects nothing, totals 0, after a revealed 0.
    hands = {0: ["P1"], 1: [], 2: ["Sun"]}
    s = three(hands=hands, marker=0, winner=0, phase="select")
    assert s.selectors == (2,)
    s, ev = select(s, [card_id("Sun")])
    assert [(e.seat, e.source) for e in ev if e.kind == "reveal"] == [(1, "empty"), (2, "")]
    assert s.order == (0, 2, 1) and s.reasons == ("auction", "cards", "last")


def test_ss18_t5_earth_paid_lands_in_front_once() -> None:
    # rule SS-18, ruling R-2, test vector T-5.
    hands = {0: ["Earth", "P1", "Earth", "P5"], 1: PROBES, 2: PROBES}
    s = three(hands=hands)
    s, _ = act(s, "bid", 4)
    s, _ = act(s, "pass")
    s, _ = act(s, "pass")
    earth, earth2 = card_id("Earth"), card_id("Earth", 1)
    s, ev = pay_with(s, [card_id("P1"), earth])
    assert s.fronts[0] == (earth,) and card_id("P1") in s.discard
    assert [(e.kind, e.source) for e in ev[1:3]] == [("to_front", "payment"), ("discard", "payment")]
    assert s.vps[0] == 3
    # The same seat later pays with its other Earth: the front already has one, so it is discarded.
    s2 = three(hands={0: ["Earth", "P5"], 1: PROBES, 2: PROBES}, fronts={0: ["Earth"]})
    in_hand, in_front = s2.hands[0][0], s2.fronts[0][0]
    assert {in_hand, in_front} == {earth, earth2}
    s2, _ = act(s2, "bid", 3)
    s2, _ = act(s2, "pass")
    s2, _ = act(s2, "pass")
    s2, ev = pay_with(s2, [in_hand])
    assert s2.fronts[0] == (in_front,) and in_hand in s2.discard and "to_front" not in kinds(ev)


def test_ss18_two_copies_at_once_and_in_the_reveal() -> None:
    # rule SS-18, ruling R-2: two Plutos revealed together: one lands in front, the other is discarded.
    hands = {0: PROBES, 1: ["Pluto", "Pluto", "P1"], 2: ["P2"]}
    s = three(hands=hands, winner=0, phase="select")
    s, _ = select(s, [card_id("Pluto"), card_id("Pluto", 1)])
    s, ev = select(s, [s.hands[2][0]])
    assert names(s.fronts[1]) == ["Pluto"] and card_id("Pluto", 1) in s.discard
    assert ("to_front", 1, "reveal") in [(e.kind, e.seat, e.source) for e in ev]
    # Two Plutos (2) tie with probe 2 (2): seat 2 is nearer the marker counterclockwise (SS-17).
    assert s.order == (0, 2, 1) and s.reasons == ("auction", "marker", "last")


# --- group selection ---------------------------------------------------------------------------


def take_position(front: list[str], group: list[str], hand: list[str], round: int = 3) -> State:
    groups = [group, ["Jupiter", "Saturn"], ["Uranus"]]
    return three(groups=groups, hands={0: hand, 1: ["P1"], 2: ["P1"]}, fronts={0: front},
                 order=[0, 1, 2], winner=0, phase="take", round=round)  # fmt: skip


def test_ss19_ss20_r10_takes_in_order_and_public_at_once() -> None:
    # rule SS-19, rule SS-20, ruling R-10: each seat in turn; the split is public before the next seat.
    s = take_position([], ["Mars", "Venus"], ["P2"])
    assert GAME.to_act(s) == 0
    s, ev = act(s, "take", 0, "hf")
    assert ev == [Event("take", 0, (card_id("Mars"), card_id("Venus")), "hf", value=0)]
    assert s.fronts[0] == (card_id("Venus"),) and card_id("Mars") in s.hands[0]
    assert GAME.to_act(s) == 1 and s.taken == (0, -1, -1)
    assert all(a.card != 0 for a in GAME.legal_actions(s)), "a taken group is gone"
    v = GAME.view(s, 2)
    assert v.fronts[0] == (card_id("Venus"),) and v.hand_values[0] == 4 and v.hand_sizes[0] == 2
    assert english(describe_event(ev[0], 2), NAMES3) == "A takes group 1: Mars → hand, Venus → front"


def test_ss21_t6_duplicate_name_goes_to_hand() -> None:
    # rule SS-21, test vector T-6: Mars in front; {Mars, Venus}: Mars to hand, Venus either way.
    s = take_position(["Mars"], ["Mars", "Venus"], ["P2"])
    offered = sorted(a.target for a in GAME.legal_actions(s) if a.card == 0)
    assert offered == ["hf", "hh"]
    illegal(s, "take", 0, "fh")
    illegal(s, "take", 0, "ff")
    # Two cards of one name: at most one reaches the front.
    assert assignments((card_id("Mars"), card_id("Mars", 1)), (), False) == ("hh", "hf", "fh")


def test_ss22_t7_empty_hand_keeps_a_card_except_in_the_last_round() -> None:
    # rule SS-22, test vector T-7: round 3 needs one card in hand; round 5 does not.
    s = take_position([], ["Saturn", "Pluto"], [], round=3)
    assert sorted(a.target for a in GAME.legal_actions(s) if a.card == 0) == ["fh", "hf", "hh"]
    illegal(s, "take", 0, "ff")
    last = take_position([], ["Saturn", "Pluto"], [], round=5)
    assert last.deck == ()
    assert sorted(a.target for a in GAME.legal_actions(last) if a.card == 0) == ["ff", "fh", "hf", "hh"]
    assert hint(GAME.view(s, 0)).text.startswith("Take a group; your hand is empty")


def test_ss23_probes_never_reach_a_front() -> None:
    # rule SS-23: a probe may only go to hand (probes never reach a group, but the rule holds anyway).
    assert assignments((card_id("P3"), card_id("Venus")), (), False) == ("hh", "hf")
    with pytest.raises(AssertionError):
        bad = take_position([], ["Mars", "Venus"], ["P2"])
        bad.fronts[0] = (card_id("P1"),)
        bad.removed = tuple(c for c in bad.removed if c != card_id("P1"))
        bad.vps[0] = front_vp(bad.fronts[0])
        GAME.check(bad)


def test_ss23_front_cards_never_return() -> None:
    # rule SS-23: no action takes a card out of a front; paying is from hand only.
    s = three(hands={0: ["P1", "P2"], 1: PROBES, 2: PROBES}, fronts={0: ["Jupiter"]})
    s, _ = act(s, "bid", 3)
    s, _ = act(s, "pass")
    s, _ = act(s, "pass")
    assert Action("pay", card_id("Jupiter")) not in GAME.legal_actions(s)


# --- end and scoring -------------------------------------------------------------------------


def test_ss24_the_game_ends_after_round_5() -> None:
    # rule SS-24: the round that empties the deck is the last; its group selection ends the game.
    s = take_position([], ["Mars", "Venus"], ["P2"], round=5)
    s, _ = act(s, "take", 0, "ff")
    s, _ = act(s, "take", 1, "hh")
    s, ev = act(s, "take", 2, "h")
    assert GAME.is_over(s) and GAME.to_act(s) is None and GAME.legal_actions(s) == []
    assert kinds(ev)[-1] == "game_over"
    # Round 4 with a deck left: the next round starts instead.
    s = take_position([], ["Mars", "Venus"], ["P2"], round=4)
    assert len(s.deck) == 5
    s, _ = act(s, "take", 0, "ff")
    s, _ = act(s, "take", 1, "hh")
    s, ev = act(s, "take", 2, "h")
    assert s.round == 5 and "round" in kinds(ev) and not GAME.is_over(s)


def test_ss25_sun_counts_its_front() -> None:
    # rule SS-25: a Sun scores the number of cards in its owner's front, itself included.
    front = (card_id("Sun"), card_id("Mars"), card_id("Venus"), card_id("Pluto"))
    assert front_vp(front) == 4 + 3 + 4 + 1
    assert card_vp(card_id("Sun"), front) == 4
    assert front_vp((card_id("Sun"),)) == 1


def t9_end() -> tuple[State, list[Event]]:
    """Test vector T-9 reached by play: the last three takes of round 5."""
    hands = {0: ["P2", "Venus"], 1: ["P5", "P1", "Sun"], 2: ["Saturn", "P2"]}
    fronts = {0: ["Sun", "Mercury", "Earth"], 1: ["Neptune", "Mars"], 2: ["Mercury", "Venus", "Neptune"]}
    s = three(groups=[["Jupiter"], ["Venus"], ["Earth"]], hands=hands, fronts=fronts, order=[0, 1, 2],
              winner=0, phase="take", round=5)  # fmt: skip
    s, _ = act(s, "take", 0, "f")
    s, _ = act(s, "take", 1, "f")
    return act(s, "take", 2, "f")


def test_ss25_ss27_t9_scoring() -> None:
    # rule SS-25, rule SS-26, rule SS-27, test vector T-9.
    s, ev = t9_end()
    f = GAME.view(s, None).final
    assert f is not None
    assert [sc.front_vp for sc in f.seats] == [13, 11, 15]
    assert [sc.hand_value for sc in f.seats] == [4, 6, 6]
    assert [sc.bonus for sc in f.seats] == [0, 6, 4] and f.bonus_seats == (1, 2)
    assert [sc.total for sc in f.seats] == [13, 17, 19]
    assert GAME.scores(s) == [13, 17, 19] and GAME.winners(s) == [2] and not f.tie_break
    sun = next(c for c in s.fronts[0] if name(c) == "Sun")
    assert dict(f.seats[0].front)[sun] == 4, "the Sun's computed VP"
    assert [(e.seat, e.value) for e in ev if e.kind == "bonus"] == [(1, 6), (2, 4)]
    assert ev[-1] == Event("game_over", 2, value=19)
    v = GAME.view(s, 0)
    assert v.hands[1] == s.hands[1], "hands are shown at the end"


def test_ss27_t10_final_tie() -> None:
    # rule SS-27, test vector T-10: seats 1 and 2 tie on 18; (0 - 1) mod 3 = 2, (0 - 2) mod 3 = 1: seat 2 wins.
    f1 = tuple(card_id(n) for n in ("Mercury", "Venus", "Neptune", "Earth", "Mars"))
    f2 = tuple(card_id(n, 1) for n in ("Mercury", "Venus", "Neptune", "Uranus", "Mars"))
    r = final_result([(), (), ()], [(card_id("Jupiter"),), f1, f2])
    assert [sc.total for sc in r.seats] == [2, 18, 18]
    assert r.winners == (2,) and r.tied == (1, 2) and r.tie_break


def test_r8_seat_0_wins_a_tie_it_is_in() -> None:
    # ruling R-8: the initial first player, seat 0, has distance 0.
    f = tuple(card_id(n) for n in ("Mercury", "Venus"))
    g = tuple(card_id(n, 1) for n in ("Mercury", "Venus"))
    r = final_result([(), (), (), ()], [(), g, (), f])
    assert r.winners == (3,), "(0 - 3) mod 4 = 1 beats (0 - 1) mod 4 = 3"
    r = final_result([(), (), (), ()], [f, (), (), g])
    assert r.winners == (0,) and r.tie_break


def test_ss27_r8_tie_breaks_order_every_place() -> None:
    # rule SS-27, ruling R-8: the tie-break orders tied seats below first too (the results listed Orbit before
    # Quasar on 18 each at five, where (0 - 2) mod 5 = 3 and (0 - 4) mod 5 = 1 put Quasar ahead).
    f = tuple(card_id(n) for n in ("Mercury", "Venus"))
    g = tuple(card_id(n, 1) for n in ("Mercury", "Venus"))
    top = tuple(card_id(n) for n in ("Jupiter", "Saturn", "Neptune", "Mars"))
    s = GAME.new(5, 1)
    s.final = final_result([(), (), (), (), ()], [(), top, f, (), g])
    totals = GAME.scores(s)
    assert totals[2] == totals[4] and totals[1] > totals[2] > totals[0] == totals[3]
    assert GAME.standing(s) == [1, 4, 2, 0, 3], "(0 - seat) mod 5: 4 → 1 before 2 → 3; seat 0 before seat 3"
    assert GAME.standing(s)[0] == GAME.winners(s)[0]


def test_r9_every_hand_empty() -> None:
    # ruling R-9: all hands empty: everyone ties at 0 and gains 0.
    r = final_result([(), (), ()], [(card_id("Mars"),), (), ()])
    assert r.bonus_seats == (0, 1, 2) and all(sc.bonus == 0 for sc in r.seats)


def test_ss26_zero_value_cards_count_for_the_bonus() -> None:
    # rule SS-26: 2 VP per card in hand for the best hand; a Sun (value 0) counts as a card.
    r = final_result([(card_id("P5"), card_id("Sun")), (card_id("P4"),), ()], [(), (), ()])
    assert r.bonus_seats == (0,) and r.seats[0].bonus == 4


# --- hidden information ----------------------------------------------------------------------------


def test_hidden_information_table() -> None:
    # Hidden-information table; ruling R-11 (the discard pile is public).
    s = GAME.new(4, 21)
    v = GAME.view(s, 1)
    assert v.hands[1] == s.hands[1]
    assert all(v.hands[q] == (HIDDEN,) * len(s.hands[q]) for q in (0, 2, 3))
    assert v.hand_sizes == (5, 5, 5, 5) and v.hand_values == (15, 15, 15, 15)
    assert v.deck == len(s.deck) and v.unseen == 5 and not hasattr(v, "seed")
    table = GAME.view(s, None)
    assert all(set(h) == {HIDDEN} for h in table.hands)
    s, _ = act(s, "bid", 2)
    for _ in range(3):
        s, _ = act(s, "pass")
    s, ev = pay_with(s, [card_id("P2")])
    assert GAME.view(s, 3).discard == (card_id("P2"),), "payments are public (R-11)"
    assert all(e.private is None for e in ev if e.kind in ("paid", "discard", "marker"))


def test_hint_lines() -> None:
    s = three()
    assert english(hint(GAME.view(s, 0)), NAMES3) == "Open the auction: bid at least 1 (you may not pass)."
    s, _ = act(s, "bid", 2)
    assert english(hint(GAME.view(s, 1)), NAMES3) == "Bid more than 2 to choose a group first, or pass."
    s, _ = act(s, "pass")
    s, _ = act(s, "pass")
    assert english(hint(GAME.view(s, 0)), NAMES3) == "Pay 2 with hand cards (no change is given)."
    s, _ = act(s, "pay", card_id("P3"))
    assert english(hint(GAME.view(s, 0)), NAMES3) == "Paid 3 for 2: add cards or confirm."
    s, _ = act(s, "paid")
    assert hint(GAME.view(s, 1)).text.startswith("Secretly select at least one card")


def test_ss14_the_winner_takes_the_marker() -> None:
    # rule SS-14: the auction winner takes the first-player marker (an event says so).
    s = three()
    s, _ = act(s, "bid", 1)
    s, _ = act(s, "bid", 2)
    s, _ = act(s, "pass")
    s, ev = act(s, "pass")
    assert s.winner == 1 and s.marker == 0, "the marker moves once the payment is made"
    s, ev = pay_with(s, [card_id("P2", 1)])
    assert Event("marker", 0, to_seat=1) in ev and s.marker == 1
    assert s.selectors == (2, 0), "the others select clockwise from the winner's left (SS-15)"


def test_ss6_a_round_in_order() -> None:
    # rule SS-6: layout, auction, order reveal, group selection, then the next round's layout.
    s = GAME.new(3, 12)
    seen: list[str] = []
    rng = random.Random(3)
    while s.round == 1:
        s, ev = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        seen += [e.kind for e in ev]
    steps = [k for k in seen if k in ("win", "no_winner", "reveal", "take", "round")]
    first_reveal = steps.index("reveal")
    assert steps[0] in ("win", "no_winner") and all(k == "reveal" for k in steps[first_reveal : first_reveal + 2])
    assert steps[-4:] == ["take", "take", "take", "round"]
