"""Al Cabohne's "taxed" tag on a field a Boss grows keeps clear of the field's "×n" count (issue 18 §6): in French
the wider "imposé" ran over the "×1", read from the frame as drawn, in English, French and the wide test language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import TAX
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


def test_the_taxed_tag_and_the_count_on_a_taxed_field_stay_apart(lang: str, data_dir: str) -> None:
    """AC-17: at the Tax step the Puff field (one card) is the one the Boss of Puff taxes: tagged, and counted ×1."""
    table = _ac_table_at(position(1, phase=TAX, fields={0: [[PUFF], [BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], []]))
    assert 0 in table.view.tax_due
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    ink, rec = table_frame(table)
    field = L.field_stack(0)
    word = tr("taxed")
    tags = [b.rect for b in ink.texts if b.text == word or (b.text.endswith("…") and word.startswith(b.text[:-1]))]
    counts = [b.rect for b in ink.texts if b.text == "×1" and b.rect.colliderect(field.inflate(20, 0))]
    assert tags and counts, [b.text for b in ink.texts]
    tag, count = tags[0], counts[0]
    assert field.contains(tag), (tag, field)
    # each on its own plate (the tag's red, the count's pill): the two plates must not touch, or they read as one
    # word ("imposé×1") with the pill's edge hidden under the tag
    plate = min((p for p in ink.panels if p.contains(tag)), key=lambda p: p.w * p.h)
    pill = min((p for p in ink.panels if p.contains(count)), key=lambda p: p.w * p.h)
    assert not plate.inflate(4, 4).colliderect(pill), (lang, plate, pill)
    about = {word, "×1"}
    clash = [str(i) for i in rec.issues if i.text in about or i.other in about]
    assert not clash, clash
