"""Al Cabohne's pile counts and empty coin piles sit on plates inside their card (issue 18): a "×5" badge ran past
its card's right edge and read as cut off, and "no coins" was written on a dashed empty slot that read as a field.
Read from the frame as drawn, in English, French and the wide test language."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.i18n import tr
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr", "long"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _frame(lang: str) -> tuple[object, object]:
    # piles of every size: fields ×2 and ×5, Bosses ×1 and ×3, a revealed pile of 6 (its hidden cards counted),
    # no coins of the player's and none in the treasury
    table = _ac_table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE] * 2, [FIRE] * 5, []]},
                                  bosses=[[RUNNER], [BROAD] * 3, [PUFF]], kept=[[KIDNEY] * 6], hands={0: [FRENCH]}))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    return table_frame(table)


def test_every_count_badge_lies_inside_the_card_it_counts(lang: str, data_dir: str) -> None:
    ink, _rec = _frame(lang)
    counts = [b.rect for b in ink.texts if b.text.startswith("×") and b.text[1:].isdigit()]
    assert len(counts) >= 5, [b.text for b in ink.texts]
    for count in counts:
        plate = min((p for p in ink.panels if p.contains(count)), key=lambda p: p.w * p.h)
        under = [c for c in ink.cards if c.colliderect(plate)]
        assert under, (count, plate)
        assert any(c.contains(plate) for c in under), (lang, plate, under)


def test_an_empty_coin_pile_says_so_on_a_plate_inside_it(lang: str, data_dir: str) -> None:
    ink, _rec = _frame(lang)
    word = tr("no coins")
    shown = [b.rect for b in ink.texts if b.text == word or (b.text.endswith("…") and word.startswith(b.text[:-1]))]
    piles = [L.COINS, L.treasury_stack(3)]
    for pile in piles:
        inside = [t for t in shown if pile.contains(t)]
        assert inside, (lang, pile, [b.text for b in ink.texts])
        plates = [p for p in ink.panels if p.contains(inside[0]) and pile.contains(p)]
        assert plates, (lang, pile, inside[0])  # on a plate of its own, within the pile
    for i in range(2):  # the fields keep their own words: no coin words over a field
        field = pygame.Rect(L.field_stack(i))
        assert not any(t.colliderect(field) for t in shown)
