"""Al Cabohne rules: one scenario per rule (AC-n), ruling (R-n) and test vector (T-n).

Positions are built by bean type with ``position``; ``deck`` builds a whole
ordered deck for the set-up rules.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import GAMES
from engine.al_cabohne import GAME, TYPES, AlCabohneView, card_type, coins
from engine.al_cabohne.cards import (
    BEANS,
    BLUE,
    BOSSES,
    BROAD,
    DECK_SIZE,
    FIRE,
    FRENCH,
    KIDNEY,
    PUFF,
    RUNNER,
    cards_of,
)
from engine.al_cabohne.facts import harvestable
from engine.al_cabohne.mechanics import setup as _setup
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, LEFTOVERS, OVER, PLANT, TAX, State
from engine.al_cabohne.words import hint
from engine.core import HIDDEN, Action, BadConfig, Event, IllegalAction, english, filter_events
from engine.dealing import shuffled
from engine.recipe import Recipe, replay

END = Action("end")


# --- helpers -------------------------------------------------------------------------


def kinds(s: State) -> list[tuple[int, ...]]:
    """Types per pile, to compare piles without ids."""
    return [tuple(card_type(c) for c in pile) for pile in s]


def tys(cards: tuple[int, ...]) -> list[int]:
    return [card_type(c) for c in cards]


def act(s: State, kind: str, card: int = -1, target: str = "") -> tuple[State, list[Event]]:
    """Apply an action that must be legal; the input state must not change."""
    a = Action(kind, card, target)
    assert a in GAME.legal_actions(s), f"{a} not in {GAME.legal_actions(s)}"
    before = s.copy()
    out = GAME.apply(s, a)
    assert s == before, "apply mutated its input"
    GAME.check(out[0])
    return out


def illegal(s: State, kind: str, card: int = -1, target: str = "") -> None:
    a = Action(kind, card, target)
    assert a not in GAME.legal_actions(s)
    before = s.copy()
    with pytest.raises(IllegalAction):
        GAME.apply(s, a)
    assert s == before


def deck(top: list[int]) -> list[int]:
    """A full deck (top last) whose first cards, from the top, have the given types."""
    pools = [list(cards_of(t)) for t in range(len(BEANS))]
    head = [pools[t].pop(0) for t in top]
    rest = [c for pool in pools for c in pool]
    return rest + head[::-1]


def ev_kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events if e.kind not in ("phase", "turn")]


def moves(events: list[Event], kind: str) -> list[tuple[list[int], str]]:
    return [(tys(e.cards), e.target) for e in events if e.kind == kind]


# --- components, protocol ------------------------------------------------------------


def test_registered_and_protocol_attributes() -> None:
    assert GAMES["al_cabohne"] is GAME
    assert (GAME.min_players, GAME.max_players) == (1, 2)
    assert "normal" in GAME.bots


def test_deck_composition() -> None:
    # Components table: 7 types, 116 cards, ids type by type.
    assert [b.count for b in BEANS] == [20, 19, 18, 16, 16, 14, 13]
    assert DECK_SIZE == 116
    assert TYPES == ("Blue", "Kidney", "Fire", "Broad", "Puff", "French", "Runner")
    assert card_type(0) == BLUE and card_type(19) == BLUE and card_type(20) == KIDNEY
    assert card_type(115) == RUNNER
    assert [len(cards_of(t)) for t in range(7)] == [b.count for b in BEANS]
    assert [(b.name, b.threshold) for b in BOSSES] == [
        ("Al Cabohne", 3),
        ("Don Corlebohne", 2),
        ("Joe Bohnano", 1),
    ]


def test_meter_is_one_table_with_house_values() -> None:
    # ruling R-1: Kidney, Puff and Runner are house values, all in the one BEANS table.
    assert [b.name for b in BEANS if b.house] == ["Kidney", "Puff", "Runner"]
    for t, b in enumerate(BEANS):
        for n in range(b.count + 1):
            assert coins(t, n) == sum(1 for need in b.meter if need <= n)
    assert [b.meter for b in BEANS] == [
        (4, 6, 8, 10),
        (3, 6, 7, 8),
        (3, 6, 8, 9),
        (3, 5, 7, 8),
        (4, 5, 6, 7),
        (3, 5, 6, 7),
        (3, 4, 5, 6),
    ]


def test_t4_broad_meter() -> None:
    # T-4, rule AC-12: Saubohne 1–2 → 0, 3–4 → 1, 5–6 → 2, 7 → 3, 8+ → 4.
    assert [coins(BROAD, n) for n in range(1, 11)] == [0, 0, 1, 1, 2, 2, 3, 4, 4, 4]


@pytest.mark.parametrize("players", [0, 3, -1, "2", 1.0, None, True])
def test_new_refuses_bad_players(players: object) -> None:
    with pytest.raises(BadConfig):
        GAME.new(players, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 1.5, "3", None])
def test_new_refuses_bad_seed(seed: object) -> None:
    with pytest.raises(BadConfig):
        GAME.new(1, seed)  # type: ignore[arg-type]


def test_unknown_options_are_refused() -> None:
    # ruling R-16's variant is the one option ("trading", two players: tests/engine/al_cabohne/test_trading.py)
    with pytest.raises(BadConfig):
        GAME.new(2, 1, trade=True)
    with pytest.raises(BadConfig):
        GAME.new(1, 1, anything=1)
    with pytest.raises(BadConfig):
        GAME.new(1, 1, trading=True)


def test_actions_round_trip_json_and_describe() -> None:
    s = GAME.new(2, 7)
    for a in GAME.legal_actions(s):
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        assert GAME.describe(a)
    names = ["Alice", "Bruno"]
    assert (
        english(GAME.describe(Action("place", cards_of(FIRE)[0], "boss:1")), names)
        == "Put the Fire beans on Don Corlebohne"
    )
    assert english(GAME.describe(Action("harvest", -1, "field:2")), names) == "Harvest field 3"


def test_same_seed_same_game_and_recipe_replay() -> None:
    rng = random.Random(5)
    s = GAME.new(2, 11)
    actions = []
    for _ in range(60):
        a = rng.choice(GAME.legal_actions(s))
        s, _ = GAME.apply(s, a)
        actions.append(a)
    again, _ = replay(Recipe("al_cabohne", 2, 11, {}, actions))
    assert again == s
    assert GAME.new(2, 11) == GAME.new(2, 11)
    assert GAME.new(2, 11) != GAME.new(2, 12)


# --- set-up --------------------------------------------------------------------------


def test_ac1_two_player_setup() -> None:
    # rule AC-1: Al and Don are the Bosses, Joe is a field to buy, each player has 2 fields.
    s = GAME.new(2, 3)
    assert len(s.bosses) == 2
    assert [len(f) for f in s.fields] == [2, 2]
    v = GAME.view(s, 0)
    assert [b.active for b in v.bosses] == [True, True, False]
    assert v.bosses[2].cards == () and v.bought == (False, False)


def test_ac2_r17_deal_alternates_from_seat_0() -> None:
    # rule AC-2, ruling R-17: one card at a time, alternating, seat 0 first, appended at the back.
    s = GAME.new(2, 42)
    d = shuffled(list(range(DECK_SIZE)), 42, 0)
    top = d[::-1]
    assert s.hands[0] == tuple(top[0:10:2])
    assert s.hands[1] == tuple(top[1:10:2])
    assert len(s.draw) + sum(map(len, s.bosses)) + len(s.treasury) + len(s.discard) == DECK_SIZE - 10


def test_ac3_t5_two_player_endowment() -> None:
    # rule AC-3, T-5: Fire, Fire, Kidney → Al [Fire, Fire], Don [Kidney].
    s, events = _setup(2, 0, deck([BLUE] * 10 + [FIRE, FIRE, KIDNEY, FIRE]))
    assert kinds(s.bosses) == [(FIRE, FIRE), (KIDNEY,)]
    assert [tys(e.cards) for e in events if e.kind == "endow"] == [[FIRE, FIRE], [KIDNEY]]
    assert card_type(s.draw[-1]) == FIRE  # the endowment stopped at the first other type


def test_ac3_endowment_shape_for_many_seeds() -> None:
    # rule AC-3: Al holds one type (one or more cards), Don exactly one card of another type.
    for seed in range(200):
        s = GAME.new(2, seed)
        al, don = s.bosses
        if al:  # Al may have sold at once under AC-8
            assert len(set(tys(al))) == 1
        assert len(don) == 1 and (not al or card_type(don[0]) != card_type(al[0]))


def test_ac4_first_turn_starts_at_phase_3() -> None:
    # rule AC-4: seat 0 starts, the first turn begins with the plant phase.
    s = GAME.new(2, 9)
    assert GAME.to_act(s) == 0 and s.phase == PLANT and s.turn == 1
    assert {a.kind for a in GAME.legal_actions(s)} == {"plant"}


def test_ac5_solo_has_three_fields_and_never_buys() -> None:
    # rule AC-5: three fields from the start, no field can be bought.
    s = GAME.new(1, 4)
    assert len(s.fields[0]) == 3 and len(s.bosses) == 3
    rich = position(1, coins={0: 12}, hands={0: [FIRE]}, phase=PLANT)
    assert all(a.kind != "buy_field" for a in GAME.legal_actions(rich))
    illegal(rich, "buy_field")


def test_ac6_solo_hand_is_the_first_seven_cards_in_order() -> None:
    # rule AC-6: the player draws 7, each appended in the order drawn.
    s = GAME.new(1, 42)
    top = shuffled(list(range(DECK_SIZE)), 42, 0)[::-1]
    assert s.hands[0] == tuple(top[:7])


def test_ac7_t5_solo_endowment() -> None:
    # rule AC-7, T-5: Blue, Fire, Blue, Fire, Kidney → Al 2 Blue, Don 2 Fire, Joe 1 Kidney.
    s, _ = _setup(1, 0, deck([PUFF] * 7 + [BLUE, FIRE, BLUE, FIRE, KIDNEY, BLUE]))
    assert kinds(s.bosses) == [(BLUE, BLUE), (FIRE, FIRE), (KIDNEY,)]
    assert card_type(s.draw[-1]) == BLUE


def test_ac8_r8_endowment_sells_only_once_complete() -> None:
    # rule AC-8, ruling R-8: 8 Blue reach Al (3 coins) but he sells only after Don has his card.
    s, events = _setup(2, 0, deck([PUFF] * 10 + [BLUE] * 8 + [FIRE]))
    assert [e.kind for e in events if e.kind in ("endow", "boss_harvest")] == [
        "endow",
        "endow",
        "boss_harvest",
    ]
    assert s.bosses[0] == () and kinds(s.bosses)[1] == (FIRE,)
    assert len(s.treasury) == 3 and len(s.discard) == 5
    # ruling R-8 (solo): Al's and Don's types keep coming until a third type appears.
    s, _ = _setup(1, 0, deck([PUFF] * 7 + [FIRE, KIDNEY, FIRE, KIDNEY, KIDNEY, FIRE, RUNNER]))
    assert kinds(s.bosses) == [(FIRE,) * 3, (KIDNEY,) * 3, (RUNNER,)]


# --- fields, harvests, hand ----------------------------------------------------------


def test_ac9_fields_hold_one_type_and_no_type_twice() -> None:
    # rule AC-9: a type goes to the field growing it; an empty field only when none grows it.
    s = position(2, hands={0: [FIRE, BLUE]}, fields={0: [[FIRE], []]}, bosses=[[FIRE], [KIDNEY]], phase=PLANT)
    plants = [a.target for a in GAME.legal_actions(s) if a.kind == "plant"]
    assert plants == ["field:0"]  # Fire may not start a second Fire field
    s, _ = act(s, "plant", s.hands[0][0], "field:0")
    # rule AC-9: a player's field and a Boss may grow the same type (Al grows Fire too).
    assert kinds(s.fields[0]) == [(FIRE, FIRE), ()]
    assert [a.target for a in GAME.legal_actions(s) if a.kind == "plant"] == ["field:1"]
    # rule AC-9: no two Bosses grow the same type: a Fire unit may only go to Al.
    c = position(2, kept=[[FIRE]], bosses=[[FIRE], []])
    assert [a.target for a in GAME.legal_actions(c) if a.kind == "place"] == ["field:0", "field:1", "boss:0"]


def test_ac10_harvest_at_every_decision_point_of_own_turn() -> None:
    # rule AC-10: harvest is offered in each phase with decisions, for the current player only.
    fields = {0: [[FIRE, FIRE]], 1: [[BLUE, BLUE]]}
    for phase, extra in (
        (LEFTOVERS, {"leftovers": [[RUNNER]]}),
        (TAX, {"bosses": [[FIRE], []]}),
        (PLANT, {"hands": {0: [KIDNEY]}}),
        (CULTIVATE, {}),
    ):
        s = position(2, fields=fields, phase=phase, **extra)
        legal = GAME.legal_actions(s)
        assert Action("harvest", -1, "field:0") in legal, phase
        assert all(a.kind != "harvest" or a.target == "field:0" for a in legal)
    # The reveal has no decision: nothing is harvested between the reveals.
    s = position(1, fields={0: [[FIRE, FIRE]]}, phase=PLANT, draw_top=[BLUE, KIDNEY, PUFF])
    _, events = act(s, "end")
    assert "harvest" not in ev_kinds(events)
    # The opponent's fields are never harvested during this turn.
    s = position(2, fields={1: [[BLUE] * 5]}, phase=CULTIVATE)
    assert all(a.kind != "harvest" for a in GAME.legal_actions(s))


def test_ac11_r6_t8_single_bean_harvests() -> None:
    # rule AC-11, ruling R-6, T-8.
    def fields(*piles: list[int]) -> tuple[tuple[int, ...], ...]:
        return position(1, fields={0: list(piles)}).fields[0]

    assert harvestable(fields([FIRE], [BLUE] * 4, [])) == [1]
    assert harvestable(fields([FIRE], [], [])) == [0]
    assert harvestable(fields([FIRE], [BLUE], [])) == [0, 1]
    assert harvestable(fields([FIRE], [BLUE], [KIDNEY])) == [0, 1, 2]
    assert harvestable(fields([], [], [])) == []  # an empty field cannot be harvested


def test_ac12_t1_t2_harvest_sells_to_coins_and_discard() -> None:
    # T-1, rule AC-12: 5 Puff → 2 coins, 3 to the discard.
    s = position(1, fields={0: [[PUFF] * 5]}, phase=CULTIVATE)
    s2, events = act(s, "harvest", target="field:0")
    assert len(s2.coins[0]) == 2 and tys(s2.discard[-3:]) == [PUFF] * 3 and len(s2.discard) == 3
    assert s2.fields[0][0] == ()
    (e,) = [e for e in events if e.kind == "harvest"]
    assert e.value == 2 and e.cards[:2] == s2.coins[0] and e.cards[2:] == s2.discard
    # T-2, rule AC-12: 2 Blue → 0 coins, 2 to the discard.
    s = position(1, fields={0: [[BLUE] * 2]}, phase=CULTIVATE)
    s2, _ = act(s, "harvest", target="field:0")
    assert len(s2.coins[0]) == 0 and tys(s2.discard) == [BLUE, BLUE]


def test_ac13_t3_boss_sells_at_his_threshold() -> None:
    # T-3, rule AC-13: Don with 4 French does not sell; the 5th makes 2 coins ≥ 2 and he sells.
    s = position(1, bosses=[[], [FRENCH] * 3, [KIDNEY]], hands={0: [FRENCH, FRENCH]})
    s, events = act(s, "give", s.hands[0][0], "boss:1")
    assert len(s.bosses[1]) == 4 and "boss_harvest" not in ev_kinds(events)
    s, events = act(s, "give", s.hands[0][0], "boss:1")
    assert s.bosses[1] == () and len(s.treasury) == 2 and tys(s.discard) == [FRENCH] * 3
    (e,) = [e for e in events if e.kind == "boss_harvest"]
    assert (e.source, e.value, len(e.cards)) == ("boss:1", 2, 5)


def test_ac13_r7_t10_unit_checked_once_and_may_earn_more() -> None:
    # T-10, rule AC-13, ruling R-7: Al with 4 French gets a unit of 3: 7 French → 4 coins.
    s = position(2, bosses=[[FRENCH] * 4, [KIDNEY]], kept=[[FRENCH, FRENCH, FRENCH]])
    s, events = act(s, "place", s.kept[0][-1], "boss:0")
    assert s.bosses[0] == () and len(s.treasury) == 4 and len(s.discard) == 3
    assert ev_kinds(events) == ["place", "boss_harvest"]
    assert [e.value for e in events if e.kind == "boss_harvest"] == [4]


def test_ac14_r14_buy_third_field() -> None:
    # rule AC-14, ruling R-14: 4 coins, once per game, at any decision point; coins set aside.
    s = position(2, coins={0: 5}, hands={0: [FIRE]}, fields={0: [[BLUE], [KIDNEY]]}, phase=PLANT)
    assert Action("buy_field") in GAME.legal_actions(s)
    s2, events = act(s, "buy_field")
    assert len(s2.coins[0]) == 1 and len(s2.set_aside) == 4 and s2.bought[0]
    assert len(s2.fields[0]) == 3 and s2.fields[0][2] == ()
    assert ev_kinds(events) == ["buy_field"]
    assert Action("buy_field") not in GAME.legal_actions(s2)  # once per game
    # The bought field solves the forced harvest of rule AC-18.
    assert Action("plant", s2.hands[0][0], "field:2") in GAME.legal_actions(s2)
    poor = position(2, coins={0: 3}, hands={0: [FIRE]}, phase=PLANT)
    illegal(poor, "buy_field")
    for phase in (CULTIVATE, TAX):
        rich = position(2, coins={0: 4}, phase=phase, fields={0: [[FIRE]]}, bosses=[[FIRE], []])
        assert Action("buy_field") in GAME.legal_actions(rich)


def test_ac15_hand_order_never_changes() -> None:
    # rule AC-15: removals keep the order of the rest; new cards go to the back.
    s = position(
        1, hands={0: [FIRE, BLUE, KIDNEY, PUFF]}, bosses=[[], [], []], draw_top=[RUNNER, FRENCH, RUNNER]
    )
    h = s.hands[0]
    top3 = s.draw[-3:][::-1]
    s, _ = act(s, "give", h[2], "boss:0")
    assert s.hands[0] == (h[0], h[1], h[3])
    s, _ = act(s, "end")
    s, _ = act(s, "fill", h[3], "boss:1")
    assert s.hands[0] == (h[0], h[1])
    s, _ = act(s, "fill", h[1], "boss:2")
    # One card left: three are drawn (AC-29), each appended in the order drawn.
    assert s.hands[0] == (h[0], *top3)


# --- the 2-player turn ----------------------------------------------------------------


def test_ac16_r11_leftovers_go_to_own_fields_or_discard_in_any_order() -> None:
    # rule AC-16, ruling R-11: each leftover goes to a legal field or the discard, never to the Mafia.
    s = position(
        2,
        phase=LEFTOVERS,
        fields={0: [[FIRE], []]},
        leftovers=[[FIRE, FIRE], [RUNNER], [BLUE]],
        bosses=[[KIDNEY], []],
    )
    legal = GAME.legal_actions(s)
    assert {a.kind for a in legal} == {"leftover", "harvest"}
    by_type = {(card_type(a.card), a.target) for a in legal if a.kind == "leftover"}
    assert by_type == {
        (FIRE, "field:0"),
        (FIRE, "discard"),
        (RUNNER, "field:1"),
        (RUNNER, "discard"),
        (BLUE, "field:1"),
        (BLUE, "discard"),
    }
    # Blue first, to the discard; the player chooses the order.
    blue = s.leftovers[2][-1]
    s, events = act(s, "leftover", blue, "discard")
    assert s.discard[-1] == blue and s.leftovers[2] == ()
    assert events[0].source == "leftover:2"
    fire = s.leftovers[0][-1]
    s, _ = act(s, "leftover", fire, "field:0")
    s, _ = act(s, "leftover", s.leftovers[0][-1], "field:0")
    assert kinds(s.fields[0])[0] == (FIRE, FIRE, FIRE)
    s, events = act(s, "leftover", s.leftovers[1][-1], "field:1")
    # Once every leftover is placed, the turn goes on (no tax due: plant phase).
    assert s.phase == PLANT and s.leftovers == ()
    # ruling R-11: no leftover may go to a Boss.
    s = position(2, phase=LEFTOVERS, leftovers=[[RUNNER]], bosses=[[KIDNEY], []])
    illegal(s, "leftover", s.leftovers[0][-1], "boss:1")


def test_ac17_t6_tax() -> None:
    # T-6, rule AC-17, AC-13: one Fire to Al (3), the lone Broad to Don (5) who sells.
    s = position(
        2,
        phase=TAX,
        fields={0: [[FIRE] * 3, [BROAD]]},
        bosses=[[FIRE] * 2, [BROAD] * 4],
        hands={0: [KIDNEY]},
    )
    assert GAME.view(s, 0).tax_due == (0, 1)
    s, events = act(s, "tax")
    assert kinds(s.fields[0]) == [(FIRE, FIRE), ()]
    assert kinds(s.bosses) == [(FIRE,) * 3, ()]
    assert len(s.treasury) == 2 and tys(s.discard) == [BROAD] * 3
    assert ev_kinds(events) == ["tax", "tax", "boss_harvest"]
    assert s.phase == PLANT


def test_ac17_r14_harvest_before_the_tax_avoids_it() -> None:
    # rule AC-17, ruling R-14: the tax step is a decision point; harvesting the field avoids the tax.
    s = position(2, phase=TAX, fields={0: [[FIRE] * 3]}, bosses=[[FIRE] * 2, []], hands={0: [KIDNEY]})
    s, _ = act(s, "harvest", target="field:0")
    assert s.phase == TAX
    s, events = act(s, "tax")
    assert "tax" not in ev_kinds(events) and len(s.bosses[0]) == 2
    # Without a tax due, the turn goes straight to the plant phase.
    s = position(
        1, phase=CULTIVATE, fields={0: [[FIRE]]}, bosses=[[BLUE], [PUFF], [RUNNER]], hands={0: [KIDNEY] * 3}
    )
    s, _ = act(s, "end")
    assert s.phase == PLANT and s.turn == 3


def test_ac17_a_lone_bean_is_taxed_too() -> None:
    # rule AC-17: "even if it is the field's only bean".
    s = position(1, phase=TAX, fields={0: [[RUNNER]]}, bosses=[[], [RUNNER], []], hands={0: [BLUE]})
    s, _ = act(s, "tax")
    assert s.fields[0][0] == () and len(s.bosses[1]) == 2


def test_ac18_plant_the_front_card() -> None:
    # rule AC-18: the front card goes on its type's field, else an empty field.
    s = position(2, phase=PLANT, hands={0: [BLUE, FIRE]}, fields={0: [[BLUE], []]})
    assert [a for a in GAME.legal_actions(s) if a.kind != "harvest"] == [
        Action("plant", s.hands[0][0], "field:0")
    ]
    illegal(s, "plant", s.hands[0][1], "field:1")  # only the front card
    illegal(s, "end")  # the front card must be planted first
    # An empty hand skips the phase's obligation.
    s = position(2, phase=PLANT, fields={0: [[BLUE] * 2, []]})
    assert GAME.legal_actions(s) == [Action("harvest", -1, "field:0"), END]
    assert GAME.view(s, 0).must_plant is False


def test_ac18_t9_forced_harvest() -> None:
    # T-9, rules AC-18, AC-11: [Fire×3, Blue×1], front Kidney: harvest Fire (Blue not allowed), then plant.
    s = position(2, phase=PLANT, hands={0: [KIDNEY]}, fields={0: [[FIRE] * 3, [BLUE]]})
    assert GAME.legal_actions(s) == [Action("harvest", -1, "field:0")]
    assert GAME.view(s, 0).forced_harvest and not GAME.view(s, 1).forced_harvest
    s, _ = act(s, "harvest", target="field:0")
    assert len(s.coins[0]) == 1 and tys(s.discard) == [FIRE, FIRE]
    s, _ = act(s, "plant", s.hands[0][0], "field:0")
    assert kinds(s.fields[0]) == [(KIDNEY,), (BLUE,)]


def test_ac19_at_most_two_plants_and_no_gifts() -> None:
    # rule AC-19: the new front card may follow, at most 2, and nothing goes to the Mafia.
    s = position(1, phase=PLANT, hands={0: [BLUE, FIRE, KIDNEY, PUFF]}, bosses=[[], [], []])
    s, _ = act(s, "plant", s.hands[0][0], "field:0")
    assert END in GAME.legal_actions(s)
    assert all(a.kind not in ("give", "place", "fill") for a in GAME.legal_actions(s))
    s, _ = act(s, "plant", s.hands[0][0], "field:1")
    assert s.planted == 2
    assert all(a.kind != "plant" for a in GAME.legal_actions(s))
    illegal(s, "plant", s.hands[0][0], "field:2")
    illegal(s, "give", s.hands[0][0], "boss:0")


def test_ac20_ac21_r2_r3_t7_reveal_sequence() -> None:
    # T-7, rules AC-20, AC-21, rulings.
    s = position(
        2,
        phase=PLANT,
        bosses=[[FIRE] * 5, [BROAD]],
        discard=[FRENCH, BROAD, BLUE, BLUE],  # bottom → top: the top is Blue, Blue, Broad, French
        draw_top=[FIRE, BLUE, FRENCH, RUNNER],
    )
    s, events = act(s, "end")
    steps = [(e.kind, tys(e.cards), e.target) for e in events if e.kind not in ("phase", "turn")]
    assert steps == [
        ("reveal", [FIRE], ""),
        ("to_boss", [FIRE], "boss:0"),  # 6 Fire: 2 coins < 3, no sale
        ("reveal", [BLUE], ""),
        ("keep", [BLUE], "kept:0"),
        ("discard_pull", [BLUE], "kept:0"),
        ("discard_pull", [BLUE], "kept:0"),
        ("discard_pull", [BROAD], "boss:1"),
        ("reveal", [FRENCH], ""),
        ("keep", [FRENCH], "kept:1"),
        ("discard_pull", [FRENCH], "kept:1"),
        ("reveal", [RUNNER], ""),
        ("keep", [RUNNER], "kept:2"),
    ]
    assert kinds(s.kept) == [(BLUE,) * 3, (FRENCH,) * 2, (RUNNER,)]
    assert kinds(s.bosses) == [(FIRE,) * 6, (BROAD,) * 2]
    assert s.discard == () and s.phase == CULTIVATE


def test_ac20_revealed_cards_feed_a_boss_who_may_sell() -> None:
    # rule AC-20 Question 1 with AC-13: a revealed card makes Joe sell; Question 2 still runs after it.
    s = position(
        1,
        phase=PLANT,
        bosses=[[], [], [RUNNER, RUNNER]],
        discard=[BLUE],
        draw_top=[RUNNER, BLUE, KIDNEY, FIRE],
    )
    s, events = act(s, "end")
    assert ev_kinds(events)[:3] == ["reveal", "to_boss", "boss_harvest"]
    # Joe sold 1 coin and put 2 Runners on the Blue; no pile or Boss wants Runner, so
    # Question 2 stops, and stops again after Blue is kept: the Runners cover the Blue.
    assert len(s.treasury) == 1
    assert kinds(s.kept) == [(BLUE,), (KIDNEY,), (FIRE,)]
    assert tys(s.discard) == [BLUE, RUNNER, RUNNER]


def test_ac21_r5_earliest_pile_and_two_piles_of_one_type() -> None:
    # rule AC-21: a matching discard card goes to the earliest pile; ruling R-5: same-type piles are one unit.
    s = position(
        2,
        phase=PLANT,
        bosses=[[KIDNEY], [PUFF]],
        draw_top=[BLUE, BLUE, FIRE],
    )
    s, _ = act(s, "end")
    assert kinds(s.kept) == [(BLUE,), (BLUE,), (FIRE,)]
    places = [a for a in GAME.legal_actions(s) if a.kind == "place" and card_type(a.card) == BLUE]
    assert {a.target for a in places} == {"field:0", "field:1"}  # no empty Boss, none grows Blue
    s, events = act(s, "place", places[0].card, "field:0")
    assert kinds(s.fields[0])[0] == (BLUE, BLUE)  # the whole unit, both piles
    assert kinds(s.kept) == [(), (), (FIRE,)]
    s = position(2, phase=PLANT, discard=[BLUE], bosses=[[KIDNEY], [PUFF]], draw_top=[BLUE, BLUE, FIRE])
    s, _ = act(s, "end")
    assert kinds(s.kept) == [(BLUE, BLUE), (BLUE,), (FIRE,)]


def test_r4_mafia_type_top_discard_waits_for_question_2() -> None:
    # ruling R-4: a Mafia-type card on top of the discard stays there until the next Question 2.
    s = position(
        1, phase=PLANT, fields={0: [[FIRE] * 2]}, bosses=[[FIRE], [], []], draw_top=[BLUE, KIDNEY, PUFF]
    )
    s, _ = act(s, "harvest", target="field:0")
    assert tys(s.discard) == [FIRE, FIRE] and len(s.bosses[0]) == 1
    s, events = act(s, "end")
    # The first reveal's Question 2 moves both Fire onto Al.
    assert ev_kinds(events)[:4] == ["reveal", "keep", "discard_pull", "discard_pull"]
    assert len(s.bosses[0]) == 3 and s.discard == ()


def test_ac22_units_whole_on_fields_or_bosses() -> None:
    # rule AC-22: whole units, to a legal field (after a harvest if needed) or the right Boss.
    s = position(2, kept=[[FIRE, FIRE], [BLUE]], fields={0: [[KIDNEY] * 2, [PUFF] * 3]}, bosses=[[FIRE], []])
    places = {(card_type(a.card), a.target) for a in GAME.legal_actions(s) if a.kind == "place"}
    assert places == {(FIRE, "boss:0"), (BLUE, "boss:1")}  # fields full; Fire only to Al, Blue to empty Don
    s, _ = act(s, "harvest", target="field:1")
    places = {(card_type(a.card), a.target) for a in GAME.legal_actions(s) if a.kind == "place"}
    assert (FIRE, "field:1") in places and (BLUE, "field:1") in places
    fire = s.kept[0][-1]
    illegal(s, "place", s.kept[0][0], "field:1")  # a unit is named by its representative card
    s, _ = act(s, "place", fire, "boss:0")
    assert len(s.bosses[0]) == 3


def test_ac23_r11_give_any_hand_card_in_cultivate() -> None:
    # rule AC-23, ruling R-11: any position; to the Boss growing the type or an empty one.
    s = position(2, hands={0: [FIRE, BLUE, KIDNEY]}, bosses=[[BLUE], []])
    gives = {(card_type(a.card), a.target) for a in GAME.legal_actions(s) if a.kind == "give"}
    assert gives == {(FIRE, "boss:1"), (BLUE, "boss:0"), (KIDNEY, "boss:1")}
    h = s.hands[0]
    s, _ = act(s, "give", h[1], "boss:0")
    assert s.hands[0] == (h[0], h[2])
    # Beans never move from a field to the Mafia except by the tax.
    s = position(2, fields={0: [[FIRE] * 3]}, bosses=[[FIRE], []])
    assert all(a.kind not in ("give", "place") for a in GAME.legal_actions(s))


def test_ac24_r10_t11_boss_fill() -> None:
    # T-11, rule AC-24: Don empty, Al grows Fire, hand [Fire, Blue]: Blue must go to Don.
    s = position(2, hands={0: [FIRE, BLUE], 1: [RUNNER]}, bosses=[[FIRE], []])
    s, events = act(s, "end")
    assert s.filling and GAME.view(s, 1).filling
    assert [a for a in GAME.legal_actions(s) if a.kind == "fill"] == [Action("fill", s.hands[0][1], "boss:1")]
    illegal(s, "fill", s.hands[0][0], "boss:1")
    illegal(s, "end")
    s, events = act(s, "fill", s.hands[0][1], "boss:1")
    assert kinds(s.bosses) == [(FIRE,), (BLUE,)]
    assert "hand_shown" not in ev_kinds(events) and s.seat == 1
    # T-11: with [Fire] only, the obligation lapses and the hand is shown.
    s = position(2, hands={0: [FIRE], 1: [RUNNER]}, bosses=[[FIRE], []])
    fire = s.hands[0][0]
    s, events = act(s, "end")
    shown = [e for e in events if e.kind == "hand_shown"]
    assert len(shown) == 1 and shown[0].cards == (fire,) and shown[0].private is None
    assert s.shown[0] == (fire,)
    assert GAME.view(s, 1).hands[0][0] == fire  # the opponent now sees it
    assert GAME.view(s, 1).hands[0][1:] == (HIDDEN, HIDDEN)  # the two new cards stay hidden


def test_r10_one_card_per_empty_boss_from_hand_or_kept() -> None:
    # ruling R-10: one card per empty Boss, exempt from the unit rule; kept cards are eligible too.
    s = position(2, kept=[[RUNNER, RUNNER, RUNNER]], bosses=[[], []])
    s, _ = act(s, "end")
    fills = [a for a in GAME.legal_actions(s) if a.kind == "fill"]
    assert {a.target for a in fills} == {"boss:0", "boss:1"}
    s, _ = act(s, "fill", fills[0].card, "boss:0")
    assert kinds(s.bosses)[0] == (RUNNER,)  # a single card of the unit
    # Don is still empty, but Runner is grown by Al now: no eligible card, the obligation lapses.
    assert not s.filling and s.seat == 1
    assert kinds(s.leftovers) == [(RUNNER, RUNNER)]
    # ruling R-10 precedence: Bosses grow different types, so a kept Runner cannot fill Don.
    s = position(1, hands={0: [BLUE]}, bosses=[[], [], []], fields={0: [[FIRE] * 3]})
    s, _ = act(s, "end")
    fills = [a for a in GAME.legal_actions(s) if a.kind == "fill"]
    assert {a.target for a in fills} == {"boss:0", "boss:1", "boss:2"}
    s, _ = act(s, "fill", s.hands[0][0], "boss:2")
    assert not s.filling  # no card left


def test_ac25_unplanted_kept_cards_become_leftovers() -> None:
    # rule AC-25: what the player leaves is placed by the opponent in their phase 1.
    s = position(2, kept=[[FIRE], [BLUE, BLUE], []], bosses=[[KIDNEY], [PUFF]])
    s, events = act(s, "end")
    assert s.seat == 1 and s.phase == LEFTOVERS
    assert kinds(s.leftovers) == [(FIRE,), (BLUE, BLUE), ()]
    assert GAME.view(s, 1).leftovers == s.leftovers


def test_ac26_draw_two_then_the_opponent_plays() -> None:
    # rule AC-26: two cards appended to the hand; the turn passes.
    s = position(2, hands={0: [FIRE]}, bosses=[[KIDNEY], [PUFF]], draw_top=[BLUE, RUNNER, FRENCH])
    s, events = act(s, "end")
    assert tys(s.hands[0]) == [FIRE, BLUE, RUNNER]
    (d,) = [e for e in events if e.kind == "draw"]
    assert d.private == (0,) and d.value == 2
    assert filter_events([d], 1)[0].cards == (HIDDEN, HIDDEN)
    assert GAME.to_act(s) == 1 and s.turn == 3


# --- the solo turn ----------------------------------------------------------------------


def test_ac27_solo_phases_and_tax_from_three_bosses() -> None:
    # rule AC-27: tax (up to 3 Bosses), plant, reveal, cultivate, draw; no leftovers phase.
    s = position(
        1,
        phase=TAX,
        fields={0: [[FIRE] * 2, [BLUE] * 2, [RUNNER] * 2]},
        bosses=[[FIRE], [BLUE], [RUNNER]],
        hands={0: [KIDNEY]},
    )
    s, events = act(s, "tax")
    assert ev_kinds(events) == ["tax", "tax", "tax"]
    assert [e.target for e in events if e.kind == "tax"] == ["boss:0", "boss:1", "boss:2"]
    assert s.phase == PLANT
    solo = GAME.new(1, 3)
    seen = set()
    rng = random.Random(3)
    while not GAME.is_over(solo):
        seen.add(solo.phase)
        solo, _ = GAME.apply(solo, rng.choice(GAME.legal_actions(solo)))
    assert LEFTOVERS not in seen


def test_ac28_r12_solo_must_place_every_kept_card() -> None:
    # rule AC-28, ruling R-12: no end while kept cards remain; Bosses are allowed targets.
    s = position(1, kept=[[FIRE], [BLUE]], bosses=[[KIDNEY], [], []])
    assert END not in GAME.legal_actions(s)
    illegal(s, "end")
    s, _ = act(s, "place", s.kept[0][-1], "boss:1")
    s, _ = act(s, "place", s.kept[1][-1], "field:0")
    assert END in GAME.legal_actions(s)


def test_ac29_t12_solo_draw_counts() -> None:
    # rule AC-29, T-12: 2+ cards draw 2, 1 card draws 3, 0 cards draw 4.
    for hand, drawn in (([FIRE, BLUE], 2), ([FIRE], 3), ([], 4)):
        s = position(1, hands={0: hand}, bosses=[[KIDNEY], [PUFF], [RUNNER]])
        s, events = act(s, "end")
        assert [e.value for e in events if e.kind == "draw"] == [drawn]
        assert len(s.hands[0]) == len(hand) + drawn


def test_ac30_ac31_r9_exhaustion_reshuffles_discard_and_set_aside() -> None:
    # rules AC-30, AC-31, ruling R-9: the last card taken triggers the reshuffle at once, mid-draw.
    s = position(
        2,
        bosses=[[KIDNEY], [PUFF]],
        draw_top=[BLUE],
        rest="discard",
        set_aside=4,
        bought=[1],
        hands={0: [FIRE], 1: [RUNNER]},
    )
    n_discard = len(s.discard)
    s, events = act(s, "end")
    assert ev_kinds(events)[:4] == ["draw", "exhausted", "reshuffle", "draw"]
    assert [e.value for e in events if e.kind == "reshuffle"] == [n_discard + 4]
    assert s.exhaustions == 1 and s.set_aside == () and s.discard == ()
    assert len(s.draw) == n_discard + 4 - 1
    assert len(s.hands[0]) == 3
    # ruling R-9: a reshuffle that yields nothing ends the game as a 3rd exhaustion.
    s = position(2, hands={0: [FIRE]}, bosses=[[KIDNEY], [PUFF]], draw_top=[BLUE], rest="treasury")
    s, events = act(s, "end")
    assert s.phase == OVER and ev_kinds(events)[:3] == ["draw", "exhausted", "reshuffle"]


def test_ac31_reshuffle_mid_reveal() -> None:
    # rule AC-31: during the reveal, play goes on from the new pile.
    s = position(2, phase=PLANT, bosses=[[KIDNEY], [PUFF]], draw_top=[BLUE], rest="discard")
    s, events = act(s, "end")
    assert ev_kinds(events)[:4] == ["reveal", "exhausted", "reshuffle", "keep"]
    assert len([e for e in events if e.kind == "keep"]) == 3 and s.exhaustions == 1


def test_ac32_third_exhaustion_in_reveal_plays_phase_5_then_ends() -> None:
    # rule AC-32: stop revealing, play phase 5, then the game ends (no phase 6).
    s = position(
        2,
        phase=PLANT,
        bosses=[[KIDNEY], [PUFF]],
        draw_top=[BLUE],
        rest="discard",
        exhaustions=2,
        hands={0: [FIRE]},
        planted=1,
    )
    s, events = act(s, "end")
    assert s.ending and s.phase == CULTIVATE and GAME.view(s, 0).ending
    assert kinds(s.kept) == [(BLUE,)]
    s, _ = act(s, "place", s.kept[0][-1], "field:0")
    s, events = act(s, "end")
    assert s.phase == OVER and "draw" not in ev_kinds(events)
    assert GAME.to_act(s) is None and GAME.legal_actions(s) == []


def test_ac32_third_exhaustion_in_draw_ends_at_once() -> None:
    # rule AC-32: in phase 6 the game ends immediately.
    s = position(
        2, hands={0: [FIRE]}, bosses=[[KIDNEY], [PUFF]], draw_top=[BLUE], rest="discard", exhaustions=2
    )
    s, events = act(s, "end")
    assert ev_kinds(events)[:2] == ["draw", "exhausted"] and s.phase == OVER
    assert "reshuffle" not in ev_kinds(events)


def test_ac33_solo_no_reshuffle_turn_finishes() -> None:
    # rule AC-33: the last card ends the reveals; phase 4 is still played, nothing more is drawn.
    s = position(1, phase=PLANT, bosses=[[KIDNEY], [PUFF], [RUNNER]], draw_top=[BLUE, FIRE], rest="discard")
    s, events = act(s, "end")
    assert ev_kinds(events).count("reveal") == 2 and "reshuffle" not in ev_kinds(events)
    assert s.phase == CULTIVATE and s.ending
    s, _ = act(s, "place", s.kept[0][-1], "field:0")
    s, _ = act(s, "place", s.kept[1][-1], "field:1")
    s, events = act(s, "end")
    assert s.phase == OVER and "draw" not in ev_kinds(events)
    # Exhausted while drawing: the draw stops and the game ends.
    s = position(1, hands={0: []}, bosses=[[KIDNEY], [PUFF], [RUNNER]], draw_top=[BLUE, FIRE], rest="discard")
    s, events = act(s, "end")
    assert [e.value for e in events if e.kind == "draw"] == [2] and s.phase == OVER


def test_ac34_r15_final_sale() -> None:
    # rule AC-34, ruling R-15: fields sold ignoring AC-11, hands and kept discarded, Bosses sold at face value.
    s = position(
        2,
        phase=PLANT,
        exhaustions=2,
        draw_top=[BLUE],
        rest="discard",
        hands={0: [KIDNEY], 1: [FRENCH, FRENCH]},
        fields={0: [[FIRE], [BROAD] * 5], 1: [[RUNNER] * 3]},
        bosses=[[PUFF] * 4, [FRENCH] * 3],
        planted=1,
    )
    treasury = len(s.treasury)
    s, _ = act(s, "end")  # the 3rd exhaustion: Blue is kept, phase 5, then the end
    s, events = act(s, "end")
    assert s.phase == OVER
    sales = [(e.seat, e.source, e.value) for e in events if e.kind == "final_sale"]
    assert sales == [
        (0, "field:0", 0),
        (0, "field:1", 2),
        (1, "field:0", 1),
        (-1, "boss:0", 1),
        (-1, "boss:1", 1),
    ]
    # Puff×4 earns Al 1 coin (below his threshold 3); French×3 earns Don 1 (below 2).
    assert len(s.treasury) == treasury + 2
    discarded = [(e.source, len(e.cards)) for e in events if e.kind == "discard"]
    assert discarded == [("hand", 1), ("hand", 2), ("kept", 1)]


def test_ac35_ac36_r13_t12_scores_and_winners() -> None:
    # T-12, rules AC-35, AC-36, ruling R-13.
    def over(players: int, coins: dict[int, int], treasury: int) -> State:
        s = position(players, coins=coins, treasury=treasury, rest="discard", phase=OVER)
        GAME.check(s)
        return s

    s = over(1, {0: 14}, 7)
    assert GAME.scores(s) == [14] and GAME.mafia_score(s) == 14 and GAME.winners(s) == []
    assert GAME.view(s, 0).final.mafia == 14 and GAME.view(s, 0).final.winners == ()
    s = over(1, {0: 15}, 7)
    assert GAME.winners(s) == [0] and GAME.view(s, 0).final.players == (15,)
    s = over(2, {0: 12, 1: 9}, 12)
    assert GAME.winners(s) == [] and GAME.mafia_score(s) == 12
    # Two tied players above the Mafia share the win; only the richest player wins.
    assert GAME.winners(over(2, {0: 10, 1: 10}, 9)) == [0, 1]
    assert GAME.winners(over(2, {0: 10, 1: 11}, 9)) == [1]
    # Coins spent on a field do not count (AC-35).
    s = position(2, coins={0: 6}, hands={0: [FIRE]}, phase=PLANT)
    s, _ = act(s, "buy_field")
    assert GAME.scores(s) == [2, 0]
    # While the game runs there are no winners yet.
    assert GAME.winners(GAME.new(1, 1)) == []


# --- views and hidden information --------------------------------------------------------


def test_view_hides_the_opponent_hand_and_the_draw_order() -> None:
    s = GAME.new(2, 21)
    v0, v1, table = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert isinstance(v0, AlCabohneView)
    assert v0.hands[0] == s.hands[0] and v0.hands[1] == (HIDDEN,) * 5
    assert v1.hands[1] == s.hands[1] and v1.hands[0] == (HIDDEN,) * 5
    assert table.hands == ((HIDDEN,) * 5, (HIDDEN,) * 5)
    assert v0.hand_sizes == (5, 5) and v0.draw_pile == len(s.draw)
    for v in (v0, v1, table):
        visible = {c for h in v.hands for c in h} | set(v.discard)
        assert not visible & set(s.draw)
    solo = GAME.new(1, 21)
    assert GAME.view(solo, 0).hands[0] == solo.hands[0]
    with pytest.raises(ValueError):
        GAME.view(solo, 1)


def test_view_fields_summary() -> None:
    s = position(2, coins={0: 3}, treasury=2, bought=[1], set_aside=4, fields={1: [[FIRE]]})
    v = GAME.view(s, 0)
    assert tuple(map(len, v.fields)) == (2, 3) and v.bought == (False, True)
    assert tuple(map(len, v.coins)) == (3, 0) and len(v.treasury) == 2 and len(v.set_aside) == 4
    assert v.phase == CULTIVATE and v.current == 0 and v.to_act == 0 and not v.solo
    assert [b.name for b in v.bosses] == ["Al Cabohne", "Don Corlebohne", "Joe Bohnano"]
    assert english(hint(v), ['A', 'B']) and v.final is None


def test_illegal_actions_change_nothing() -> None:
    s = GAME.new(1, 2)
    for bad in (
        Action("nope"),
        Action("plant", 999, "field:0"),
        Action("plant", s.hands[0][1], "field:0"),
        Action("harvest", -1, "field:0"),
        Action("harvest", -1, "field:9"),
        Action("give", s.hands[0][0], "boss:0"),
        Action("fill", s.hands[0][0], "boss:0"),
        Action("leftover", s.hands[0][0], "discard"),
        Action("place", -5, "boss:0"),
        Action("tax"),
        Action("buy_field"),
        Action("end", 3),
    ):
        illegal(s, bad.kind, bad.card, bad.target)
    filling = position(2, hands={0: [FIRE, BLUE]}, bosses=[[FIRE], []])
    filling, _ = act(filling, "end")
    assert filling.filling
    for bad in (
        Action("fill", 10_000, "boss:1"),
        Action("fill", -3, "boss:1"),
        Action("fill", filling.hands[0][1], "boss:0"),
        Action("fill", filling.hands[0][1], "boss:7"),
        Action("give", 10_000, "boss:1"),
        Action("place", 10_000, "boss:1"),
    ):
        illegal(filling, bad.kind, bad.card, bad.target)
    over = position(1, phase=OVER, rest="treasury")
    with pytest.raises(IllegalAction):
        GAME.apply(over, END)


def test_opening_events_for_the_client() -> None:
    # The deal is private to each seat; the endowment is public (rules AC-2, AC-3).
    s = GAME.new(2, 8)
    mine = filter_events(GAME.opening_events(s), 0)
    deals = [e for e in mine if e.kind == "deal"]
    assert deals[0].cards == s.hands[0] and deals[1].cards == (HIDDEN,) * 5
    endow = [e for e in mine if e.kind == "endow"]
    assert [e.target for e in endow] == ["boss:0", "boss:1"]
    assert all(HIDDEN not in e.cards for e in endow)


def test_ac19_hint_when_the_second_card_fits_no_field() -> None:
    # rule AC-19: the second plant is optional; when the new front card fits nowhere the
    # hint must not ask to plant it without a harvest first
    for seed in range(400):
        s = GAME.new(1, seed)
        while not GAME.is_over(s):
            v = GAME.view(s, 0)
            if v.phase == "plant" and v.planted == 1 and v.hands[0]:
                can_plant = any(a.kind == "plant" for a in GAME.legal_actions(s))
                assert v.front_fits == can_plant
                if not can_plant:
                    assert "harvest" in english(hint(v), ["Alice"])
                    return
            legal = GAME.legal_actions(s)
            plants = [a for a in legal if a.kind == "plant"]
            s, _ = GAME.apply(s, plants[0] if plants else legal[seed % len(legal)])
    raise AssertionError("no position with an unplantable second card was reached")
