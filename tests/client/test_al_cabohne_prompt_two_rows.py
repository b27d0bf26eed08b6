"""A long prompt takes two rows rather than shrinking until it runs from one edge of the table to the other (playtest
28, French: "Placez tous vos haricots révélés sur vos champs ou chez les Boss de la Mafia, chaque type en entier.  ▸
Rouge ×1 : cliquez sur un champ ou un Boss lumineux" on one line at 13 points). The phase's words stand on the first
row, the chosen card's step on the second; the pill keeps a margin of the table each side and stays between the log
and the hand's panel; no word is lost."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.paint import prompt, prompt_rows
from tests.client.layout_walk import _set_language
from tests.client.test_al_cabohne_prompt_capital import prompt_with_a_unit_chosen
from tests.client.test_newcomer_fixes import _ac_table_at

PROMPT_LINE_W = 1100  # one line at most this wide (``paint.prompt``)


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _pill(text: str) -> pygame.Rect:
    return prompt(pygame.Surface((1280, 720)), text, (255, 255, 255))


def test_the_phase_and_the_chosen_card_s_step_take_a_row_each(lang: str, data_dir: str) -> None:  # rule AC-22
    line = prompt_with_a_unit_chosen(lang)
    head, _mark, step = line.partition("  ▸  ")
    assert step, line
    pill = _pill(line)
    assert pill.w <= PROMPT_LINE_W + 30 and pill.x >= 60, pill  # a margin of the table each side
    assert L.LOG.bottom < pill.top and pill.bottom < L.OWN_PANEL.top, pill  # clear of the log and the hand's panel
    rows = prompt_rows(line)
    if lang == "fr":  # the French line is too long for one row at a size easy to read
        assert rows == [head, "▸  " + step], rows


def test_no_prompt_runs_edge_to_edge(lang: str, data_dir: str) -> None:
    """Every length of line, one word more at a time: one row within the margin, or two, with every word."""
    _ac_table_at(position(1, phase=CULTIVATE))
    _set_language(lang)
    line = ("Placez tous vos haricots révélés sur vos champs ou chez les Boss de la Mafia, chaque type en entier. "
            "Rouge ×1 : cliquez sur un champ ou un Boss lumineux, puis encore une fois ailleurs.")
    words = line.split(" ")
    for n in range(1, len(words) + 1):
        text = " ".join(words[:n])
        pill = _pill(text)
        assert pill.w <= PROMPT_LINE_W + 30, (text, pill)
        rows = prompt_rows(text)
        assert not rows or " ".join(rows) == text, rows
