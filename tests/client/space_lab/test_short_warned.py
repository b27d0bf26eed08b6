"""Running short of cards to pay with is said on the table while the move is chosen, not after it (playtest 31: "No
other hand card can be paid for … End the turn" turn after turn, and a lone Green card recruited into an empty hand
that could not be placed for two turns). SL-8: a card costing n needs n other cards in hand; SL-6: a recruit takes
the whole stack."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action, words
from engine.space_lab.cards import COST_OF
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from engine.space_lab.words import short_name
from game import i18n
from game import words as say_words
from game.kit.choices import Pick
from game.tables.space_lab import layout as L
from game.tables.space_lab import tips
from tests.client.driver import DT
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

GREEN = 2


def _flat(texts: list[str]) -> str:
    return " ".join(" ".join(texts).split())


def _warning(card: int) -> str:
    """The warning as the screen says it, in the language now."""
    return say_words.say(words("Afterwards your hand cannot pay for your {card} (cost {n}).", card=short_name(card),
                               n=COST_OF[card]), [])


def _at(state: Any) -> tuple[Any, Any]:
    app, table = steps.start(2, 1)
    steps.at(table, state)
    steps.settle(app, table)
    return app, table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_payment_that_strands_the_last_card_is_said_before_pay(language: str, data_dir: str) -> None:
    """Red Technician (cost 1) aimed at a slot, paid with the free Red Doctor: the prompt says, before Pay, that Red
    Researcher (cost 3) is then left with nothing to pay with; paid with Red Researcher instead, nothing is said."""
    i18n.set_language(language)
    try:
        app, table = _at(position(2, hands={0: [lab("L08"), lab("L01"), lab("L14")]}))
        place = Action("place", lab("L08"), "M0")
        steps.click_key(app, table, Pick("select", "hand", place.card))
        steps.click_key(app, table, place)
        steps.click_key(app, table, Pick("pay", "hand", lab("L01")))
        warned = _warning(lab("L14"))
        assert warned in _flat(texts_drawn(app)), _flat(texts_drawn(app))
        steps.click_key(app, table, Pick("pay", "hand", lab("L01")))  # the pick let go
        steps.click_key(app, table, Pick("pay", "hand", lab("L14")))
        drawn = _flat(texts_drawn(app))
        assert table.ui.payment == {lab("L14")} and warned not in drawn, drawn
    finally:
        i18n.set_language("en")


def test_a_lone_card_recruited_is_said_on_its_stack(data_dir: str) -> None:
    """The Recruitment Centre's Green stack holds one Green Technician (cost 1) and the hand is empty: its tip says
    the card could not be paid for; a stack of two says nothing of it."""
    app, table = _at(position(2, hands={0: []}, rc={GREEN: [lab("L36")]}))
    table.mouse = L.rc_column(GREEN).center
    lines = tips.tip(table.ui)
    assert _warning(lab("L36")) in lines, lines
    app, table = _at(position(2, hands={0: []}, rc={GREEN: [lab("L36"), lab("L31")]}))
    table.mouse = L.rc_column(GREEN).center
    assert not any("cannot pay for" in line for line in tips.tip(table.ui))


def test_a_free_card_whose_placing_strands_the_rest_is_said_on_its_slot(data_dir: str) -> None:
    """Gold Technician (cost 0, 2 VP) is placed by its slot's click, with no payment step: the slot's tip says
    before the click that Red Researcher (cost 3) is then left alone."""
    app, table = _at(position(2, hands={0: [lab("L46"), lab("L14")]}))
    steps.click_key(app, table, Pick("select", "hand", lab("L46")))
    for _ in range(3):
        app.frame(DT)
    table.mouse = L.OWN.slots[3].center  # M0
    lines = tips.tip(table.ui)
    assert _warning(lab("L14")) in lines, lines


def test_a_stacks_tip_is_worked_out_only_for_the_stack_under_the_mouse(data_dir: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The stacks' tips weigh the hand against every card (``short_after``): listing what the table's tips speak of,
    done every frame, works none of them out; the mouse on the Green stack works out that one, as before."""
    app, table = _at(position(2, hands={0: []}, rc={GREEN: [lab("L36")]}))
    asked: list[int] = []
    real = tips.stack_tip

    def counted(agency: int, cards: Any, view: Any = None) -> Any:
        asked.append(agency)
        return real(agency, cards, view)

    monkeypatch.setattr(tips, "stack_tip", counted)
    table.mouse = L.OWN_BAR.center
    rows = tips.table_rows(table.ui)
    assert asked == [] and len(rows) > 4
    table.mouse = L.rc_column(GREEN).center
    assert _warning(lab("L36")) in tips.tip(table.ui)
    assert asked == [GREEN]
