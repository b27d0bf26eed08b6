"""A move that makes a Boss sell at once, or leaves a field to be taxed, is said before it is made (issue 18):
the engine words it from the seat's own view (``engine.al_cabohne.foresight``)."""

from __future__ import annotations

import random

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.foresight import warnings
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, LEFTOVERS, PLANT
from engine.core import Action, english


def _said(s: object, a: Action) -> list[str]:
    return [english(w, ["Alice"]) for w in warnings(GAME.view(s, 0), a)]


def test_a_gift_that_makes_a_boss_sell_is_said_before() -> None:
    # AC-13: Don (threshold 2) holds Kidney ×5; a sixth Kidney is worth 2 coins, so he sells at once (AC-23: a
    # hand card given goes to the Boss of its type)
    s = position(1, phase=CULTIVATE, hands={0: [KIDNEY, FRENCH]}, fields={0: [[BLUE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]])
    give = next(a for a in GAME.legal_actions(s) if a.kind == "give")
    assert _said(s, give) == ["Don Corlebohne will sell his Kidney field at once: 2 coins to the Mafia."]
    assert _said(s, Action("harvest", -1, "field:0")) == []


def test_a_plant_that_a_boss_will_tax_is_said_before() -> None:
    # AC-17: Al grows Fire, so a Fire planted on an empty field gives him a bean at the next tax
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])
    plant = Action("plant", s.hands[0][0], "field:1")
    assert _said(s, plant) == ["If not harvested first, your Fire field (field 2) will be taxed next turn: Al Cabohne grows Fire."]


def test_on_the_last_turn_no_tax_of_a_next_turn_is_foretold() -> None:
    # AC-32: the game ends after this turn's cultivate phase, so no next turn's tax (AC-17) comes (playtest 19:
    # "The new Blue field will be taxed next turn" on the turn the header calls the last)
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])
    s.ending = True
    assert GAME.view(s, 0).ending
    plant = Action("plant", s.hands[0][0], "field:1")
    assert plant in GAME.legal_actions(s)
    assert _said(s, plant) == []


def test_a_field_already_taxed_is_not_said_again_but_the_end_of_the_turn_names_it() -> None:
    # the Fire field is taxed whatever is planted on it: planting a second Fire adds no news; ending the
    # cultivate phase is the last move before the tax, and says which fields it takes from (AC-17)
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[FIRE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])
    assert _said(s, Action("plant", s.hands[0][0], "field:0")) == []
    end = position(1, phase=CULTIVATE, hands={0: [FRENCH]}, fields={0: [[FIRE], [], []]},
                   bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])
    assert _said(end, Action("end")) == ["If not harvested first, your Fire field (field 1) will be taxed next turn: Al Cabohne grows Fire."]


def test_a_boss_the_move_itself_gives_the_type_is_said_to_grow_it_then() -> None:
    # playtest: with Don empty, placing the kept Fire on him was said "Don Corlebohne grows Fire", false until the
    # move is made (AC-13: an empty Boss takes a type no other Boss grows; AC-17: the tax then takes from field 1)
    s = position(1, phase=CULTIVATE, hands={0: [FRENCH]}, fields={0: [[FIRE], [BLUE], [KIDNEY]]},
                 kept=[[FIRE], [], []], bosses=[[RUNNER], [], [FRENCH]])
    to_don = Action("place", s.kept[0][0], "boss:1")
    assert to_don in GAME.legal_actions(s)
    assert _said(s, to_don) == ["If not harvested first, your Fire field (field 1) will be taxed next turn: Don Corlebohne will grow Fire."]


def test_nothing_is_foretold_for_the_reveal_or_another_seats_move() -> None:
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[FIRE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]], planted=1)
    assert Action("end") in GAME.legal_actions(s)
    assert _said(s, Action("end")) == []  # AC-20: the reveal depends on cards no one has seen
    assert warnings(GAME.view(s, None), Action("end")) == []


def test_the_warnings_read_only_the_seats_view() -> None:
    # two states that differ only in the hidden draw order give the same words
    s = GAME.new(1, 4)
    for _ in range(12):
        legal = GAME.legal_actions(s)
        other = GAME.resample(s, 0, random.Random(1))
        for a in legal:
            assert warnings(GAME.view(s, 0), a) == warnings(GAME.view(other, 0), a)
        s = GAME.apply(s, legal[-1])[0]
        if GAME.is_over(s):
            break


def test_a_leftover_taxed_at_this_turns_tax_says_this_turn() -> None:
    # playtest 16: a leftover Blue put on the Blue field was said "taxed next turn" while the leftovers (AC-16) open
    # the seat's own turn, whose tax (AC-17) comes right after them
    s = position(2, phase=LEFTOVERS, hands={0: [FRENCH], 1: [KIDNEY]}, fields={0: [[], [FIRE]], 1: [[RUNNER], []]},
                 leftovers=[[BLUE]], bosses=[[BLUE], [KIDNEY] * 2])
    put = next(a for a in GAME.legal_actions(s) if a.kind == "leftover" and a.target == "field:0")
    assert _said(s, put) == ["If not harvested first, your Blue field (field 1) will be taxed this turn: Al Cabohne grows Blue."]
