"""The green check on a bottom card whose Objective effect is on (SL-12) stays clear of the card's text. Playtest 23:
at the card's bottom left it covered the effect box ("draw 1 Project" read as "draw Project"). It now sits in the
top edge's middle, between the cost and the specialty, where the face prints nothing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_lab.cards import AGENCY_OF, LAB_IDS, NEIGHBOURS, OBJECTIVE, OBJECTIVE_IDS, SPECIALTY_OF
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game.tables.space_lab import paint_station
from game.tables.space_lab.layout import OWN
from tests.client.driver import DT
from tests.client.space_lab import steps

B0 = SLOTS.index("B0")


def test_the_armed_check_is_on_the_cards_top_edge(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = steps.start(2, 1)
    objective = OBJECTIVE[OBJECTIVE_IDS[0]]
    bottom = next(c for c in LAB_IDS if SPECIALTY_OF[c] == objective.specialty)  # its specialty: the effect is on
    beside = next(c for c in LAB_IDS if AGENCY_OF[c] == objective.colours[0] and c != bottom)
    top = next(SLOTS[k] for k in NEIGHBOURS[0] if SLOTS[k] != "B0")
    steps.at(table, position(2, objectives={0: OBJECTIVE_IDS[:3], 1: OBJECTIVE_IDS[3:6]},
                             stations={0: {"B0": bottom, top: beside}}))
    discs: list[tuple[tuple[float, float], float]] = []
    real = paint_station.faces.disc

    def spy(surface: pygame.Surface, centre: Any, r: float, *args: Any, **kwargs: Any) -> Any:
        discs.append((centre, r))
        return real(surface, centre, r, *args, **kwargs)

    monkeypatch.setattr(paint_station.faces, "disc", spy)
    table.layer.invalidate()
    app.frame(DT)
    card = OWN.slots[B0]
    on_card = [(c, r) for c, r in discs if card.collidepoint(c)]
    assert on_card, discs
    for (x, y), r in on_card:
        assert y + r <= card.y + card.h * 0.25, (x, y, r, card)  # above the art and the effect box
        assert abs(x - card.centerx) <= 2, (x, card)  # between the cost (left) and the specialty (right)
