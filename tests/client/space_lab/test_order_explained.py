"""The Objectives' set-up says why their order matters and makes a swap read as a move (playtest 31: nothing on the
screen said why the order mattered, and the tray's numbers "1-2-3" becoming "1-3-2" read as a renumbering). SU-3:
each player puts one dealt Objective on each capsule; section 3: a capsule's Objective is validated by its 4
neighbouring slots, the middle slots between two capsules touching both (R-11); SL-12: its bottom slot triggers the
Objective's effect."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_lab.cards import NEIGHBOURS, SLOT_ROW
from engine.space_lab.prompts import ORDER_MATTERS
from game import i18n
from game import words as say_words
from game.kit.flights import Flight
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn


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
    """Four slots around each capsule, and the two between capsules shared by both (section 3)."""
    assert all(len(n) == 4 for n in NEIGHBOURS)
    shared = [s for s in set().union(*NEIGHBOURS) if sum(s in n for n in NEIGHBOURS) == 2]
    assert len(shared) == 2 and all(SLOT_ROW[s] == 1 for s in shared), shared
    said = say_words.say(ORDER_MATTERS, [])
    assert "4 slots around a capsule" in said and "bottom slot" in said and "counts for both" in said


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
