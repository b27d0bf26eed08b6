"""A tax that makes a Boss sell lights that Boss (issue 18, playtest): the prompt said "Don Corlebohne will sell his
Kidney field at once" before Pay tax (AC-17, AC-13), but nothing on the table showed which Boss; a taxed field is
outlined in the Mafia's red, and so is now the Boss the tax makes sell."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import TAX
from game import i18n
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.paint import MAFIA_RED
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _outlined(surface: pygame.Surface, j: int) -> bool:
    """Boss ``j``'s field has the red outline: its left and right edges, halfway down, are the Mafia's red."""
    r = L.boss_stack(j).inflate(8, 8)
    return all(tuple(surface.get_at((x, r.centery)))[:3] == MAFIA_RED for x in (r.x, r.right - 1))


def test_the_boss_a_tax_makes_sell_is_lit(lang: str, data_dir: str) -> None:
    # AC-17: the Kidney field pays Don a bean; AC-13: with it Don reaches his threshold and sells at once
    table = _ac_table_at(position(1, phase=TAX, hands={0: [FIRE, FRENCH, BLUE, RUNNER, BLUE]},
                                  fields={0: [[KIDNEY, KIDNEY]]}, bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]], turn=3))
    _set_language(lang)
    table.mouse = (2, 2)
    surface = pygame.Surface((1280, 720))
    table.ui.paint(surface)
    assert _outlined(surface, 1)
    assert not _outlined(surface, 0) and not _outlined(surface, 2)


def test_a_tax_that_sells_nothing_lights_no_boss(lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=TAX, hands={0: [FIRE, FRENCH]}, fields={0: [[KIDNEY, KIDNEY]]},
                                  bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]], turn=3))
    _set_language(lang)
    surface = pygame.Surface((1280, 720))
    table.ui.paint(surface)
    assert not any(_outlined(surface, j) for j in range(3))
