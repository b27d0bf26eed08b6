"""``facts.capsule_facts``: what the screen shows on each capsule (SL-12, SL-13), from a view alone."""

from __future__ import annotations

from engine.space_lab import GAME
from engine.space_lab.codes import lab, objective
from engine.space_lab.content import BLUE, GREEN, RED
from engine.space_lab.facts import capsule_facts
from engine.space_lab.positions import position


def test_missing_colours_validation_and_an_armed_bottom_slot() -> None:
    # TV-05's station: C0 (O05, Red + Red + Blue) lacks a Red, C1 (O01, Red + Blue + Green) lacks a Red
    s = position(2, objectives={0: (objective("O05"), objective("O01"), objective("O09"))},
                 stations={0: {"T0": lab("L02"), "B0": lab("L17"), "T1": lab("L22"), "B1": lab("L32")}},
                 tiles={0: {2: 10}})
    c0, c1, c2 = capsule_facts(GAME.view(s, 1), 0)  # another seat's view says the same: it is all public
    assert c0.needs == (RED,) and not c0.validated
    assert c1.needs == (RED,) and not c1.armed  # L32 is a Technician, O01 wants a Doctor
    assert c2.validated and c2.needs == ()
    s = position(2, objectives={0: (objective("O07"), objective("O01"), objective("O09"))},
                 stations={0: {"B0": lab("L23")}})
    f = capsule_facts(GAME.view(s, 0), 0)[0]
    assert f.armed and f.needs == (BLUE, GREEN)  # L23, a Blue Doctor, under O07 (Blue + Blue + Green, Doctor)


def test_unknown_objectives_give_nothing() -> None:
    s = GAME.new(2, 4)
    assert capsule_facts(GAME.view(s, 0), 1) == ()


def test_one_card_on_a_shared_slot_counts_for_both_capsules() -> None:
    # SL-13: M1 touches C0 and C1. TV-05's station: both lack a Red, M1 is empty, so one Red card there does for
    # both (the reason said "2 Red cards" where the set-up's advice said one between them counts for both)
    from engine.space_lab.advice import needs

    objectives = {0: (objective("O05"), objective("O01"), objective("O09"))}
    placed = {"T0": lab("L02"), "B0": lab("L17"), "T1": lab("L22"), "B1": lab("L32")}
    s = position(2, objectives=objectives, stations={0: placed}, tiles={0: {2: 10}})
    assert needs(GAME.view(s, 0))[RED] == 1
    # the shared slot taken by another colour: each capsule needs its own Red again
    s = position(2, objectives=objectives, stations={0: {**placed, "M1": lab("L46")}}, tiles={0: {2: 10}})
    assert needs(GAME.view(s, 0))[RED] == 2
