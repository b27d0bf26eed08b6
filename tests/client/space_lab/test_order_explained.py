"""The Objectives' set-up says why their order matters and makes a swap read as a move (playtest 31: nothing on the
screen said why the order mattered, and the tray's numbers "1-2-3" becoming "1-3-2" read as a renumbering). SU-3:
each player puts one dealt Objective on each capsule; SL-13: a capsule's Objective is validated by cards of its 3
colours among the (up to) 4 slots around it, the middle slots between two capsules touching both (section 3, R-11);
SL-12: only a card of the Objective's specialty in its bottom slot triggers the Objective's effect."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.space_lab.cards import AGENCY_OF, BOTTOM_SLOT, LAB_IDS, NEIGHBOURS, SLOT_ROW, SPECIALTY_OF
from engine.space_lab.content import OBJECTIVES, SLOTS
from engine.space_lab.facts import fulfilled, slot_facts
from engine.space_lab.positions import position
from engine.space_lab.prompts import ORDER_MATTERS
from game import i18n
from game import words as say_words
from game.kit.flights import Flight
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

GAME = GAMES["space_lab"]


def _flat(texts: list[str]) -> str:
    return " ".join(" ".join(texts).split())


def _arranging(speed: str) -> tuple[Any, Any]:
    app, table = steps.start(2, 1, speed=speed)
    steps.settle(app, table)
    for _ in range(3000):
        if table.input_open and table.view.phase == "assign":
            return app, table
        app.frame(DT)
    raise AssertionError("the Objectives were never to arrange")


def test_the_sentence_says_what_the_rules_say() -> None:
    """Each claim of the sentence checked against the engine: the number of cards that validate an Objective (its
    colours, fewer than the slots around a capsule: "the 4 slots … validate" was wrong), the specialty a bottom slot
    asks before the effect triggers, and the slots two capsules share (section 3, SL-12, SL-13)."""
    said = " ".join(say_words.say(ORDER_MATTERS, []).split())
    sizes = {len(o.colours) for o in OBJECTIVES}
    assert len(sizes) == 1
    k = sizes.pop()
    assert f"{k} cards of a capsule's colours around it validate its Objective" in said, said
    assert "4 slots" not in said, said
    for cap, around in enumerate(NEIGHBOURS):
        assert k < len(around)  # one slot is to spare: "the 4 slots" would ask them all
        for o in OBJECTIVES:
            station = [0] * len(SLOT_ROW)
            for slot, colour in zip([s for s in around if s != BOTTOM_SLOT[cap]], o.colours, strict=True):
                station[slot] = next(c for c in LAB_IDS if AGENCY_OF[c] == colour and c not in station)
            assert fulfilled(station, o.id, cap) and not fulfilled([0] * len(SLOT_ROW), o.id, cap)
    # the bottom slot triggers the Objective's effect only with a card of its specialty (SL-12)
    assert "a card of its specialty in its bottom slot triggers its effect" in said, said
    s = position(2, objectives={0: [o.id for o in OBJECTIVES[:3]]}, hands={0: []}, rest="hand:0")
    v = GAME.view(s, 0)
    for card in v.hands[0]:
        for cap, o in enumerate(OBJECTIVES[:3]):
            fact = next(f for f in slot_facts(v, card) if f.slot == SLOTS[BOTTOM_SLOT[cap]])
            assert (fact.bottom is not None) == (SPECIALTY_OF[card] == o.specialty), (card, o.id)
    shared = [s for s in set().union(*NEIGHBOURS) if sum(s in n for n in NEIGHBOURS) == 2]
    assert len(shared) == 2 and all(SLOT_ROW[s] == 1 for s in shared), shared
    assert "A card between two capsules counts for both." in said, said


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_set_up_says_why_the_order_matters_and_what_a_swap_moved(language: str, data_dir: str) -> None:
    i18n.set_language(language)
    try:
        app, table = _arranging("instant")
        why = " ".join(say_words.say(ORDER_MATTERS, []).split())
        assert why in _flat(texts_drawn(app)), _flat(texts_drawn(app))
        click(app, L.tray_card("box", 0, 3).center)
        app.frame(DT)
        click(app, L.tray_card("box", 2, 3).center)
        for _ in range(3):
            app.frame(DT)
        assert table.ui.arrangement == (2, 1, 0)
        drawn = _flat(texts_drawn(app))
        moved = i18n.tr("Objective {n} moves to the {a} capsule, Objective {m} to the {b} capsule", n=3,
                        a=i18n.tr("Yellow"), m=1, b=i18n.tr("Pink"))
        assert moved in drawn and why in drawn, drawn
        assert "3-2-1" in drawn  # the numbers beside the cards, as the coach and the Hint name orders
    finally:
        i18n.set_language("en")


def test_the_swapped_objectives_cross_the_tray_which_stays_on_them(data_dir: str) -> None:
    """The two cards fly from one capsule's place in the tray to the other's (a move, not new numbers), and while
    they fly the tray keeps the Objectives and the sentence: it flashed to the log while the cards held the input."""
    app, table = _arranging("normal")
    click(app, L.tray_card("box", 0, 3).center)
    app.frame(DT)
    click(app, L.tray_card("box", 2, 3).center)
    flights = [f for f in table.anim.of_type(Flight) if f.src is None]
    paths = {(f.start.topleft, f.end.topleft) for f in flights}
    yellow, pink = L.tray_card("box", 0, 3).topleft, L.tray_card("box", 2, 3).topleft
    assert paths == {(yellow, pink), (pink, yellow)}, paths
    assert table.anim.blocking
    drawn = _flat(texts_drawn(app))
    assert "Your Objectives 3-2-1" in drawn and "The order matters" in drawn, drawn
    assert "dealt 3 Objectives" not in drawn, drawn  # the log's lines
