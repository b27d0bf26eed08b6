"""The part of the prompt that names the chosen card opens its own sentence (issue 18, French playtest: prompts
started mid-sentence, "…  ▸  les Bleu ×2 : cliquez sur …")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def prompt_with_a_unit_chosen(lang: str) -> str:
    """The prompt line in ``lang`` once one of two kept units is chosen, before a place is clicked (AC-22)."""
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[BLUE, BLUE], [RUNNER]], hands={0: [FIRE]},
                                  fields={0: [[], [], []]}, bosses=[[FIRE], [KIDNEY], []]))
    _set_language(lang)
    table.choices.select(next(p for p in sorted(table.ui.candidates()) if p.zone == "kept"))
    table.app.frame(DT)
    return table.ui.prompt()[0]


def test_the_chosen_unit_opens_its_sentence_after_the_arrow(lang: str, data_dir: str) -> None:
    # AC-22: a kept unit is placed whole; two units, so one must be chosen before a place is clicked
    line = prompt_with_a_unit_chosen(lang)
    assert "▸" in line, line
    after = line.split("▸", 1)[1].strip()
    assert after[:1].isupper(), line
