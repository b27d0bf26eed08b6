"""The tax step's button says what it does (AC-17, R-14; playtest 21: "Pay tax" was reported shown when nothing was
taxable). By clicks on a solo table: once a tax is due on a field that may be harvested, the button reads "Pay tax"
(a lone bean pays too, AC-17); once every taxed field is harvested, it reads "No tax due · plant"."""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.al_cabohne.facts import harvestable
from engine.core import Action
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks


def test_the_tax_button_says_no_tax_once_the_taxed_fields_are_harvested() -> None:  # rule AC-17, R-14
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=3)
    app.push(table)

    def view():  # type: ignore[no-untyped-def]
        return table.mod.game.view(table.mod.state, 0)

    def taxed_harvestable() -> bool:
        v = view()
        return bool(table.input_open and v.phase == "tax" and v.tax_due
                    and set(v.tax_due) <= set(harvestable(v.fields[0])))

    play_turns_by_clicks(app, table, random.Random(4), taxed_harvestable)
    assert "Pay tax" in labels(table)
    while view().tax_due:
        field = f"field:{view().tax_due[0]}"
        button = next(r for r, k in table.clickables() if isinstance(k, Action) and k.kind == "harvest"
                      and k.target == field)
        click(app, button.center)
        for _ in range(10):
            app.frame(DT)
    assert view().phase == "tax"  # still the tax step: the player moves on
    said = labels(table)
    assert "No tax due · plant" in said and "Pay tax" not in said, said


def labels(table: Any) -> list[str]:
    """The decision buttons' labels as drawn now."""
    table.draw(pygame.Surface((1280, 720)))
    return [b.label for b, a in table.ui.buttons() if isinstance(a, Action)]
