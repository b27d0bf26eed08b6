"""The Hint's two rows are drawn at a readable size (playtest 29, 32.png, 39.png, 131.png: a Hint naming its move,
its reason and the next best move shrank to two rows at 12 points, hard to read). What is drawn: the playtest's
Hint lines, in English and in French, in rows of at least 14 points, whole (no "…"), in the pill between the log's
foot and the hand's panel, as the table shows them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint

LINES = [
    # 65.png, as the Hint said it
    "Best: Give the Puff from your hand to Joe Bohnano. Your hand is a card shorter: the cards you draw come up "
    "sooner. Your Puff field (field 1) will be taxed next turn: Joe Bohnano will grow Puff.",
    "Meilleur coup : donner le Coco de votre main à Joe Bohnano. Votre main a une carte de moins : les cartes "
    "que vous piochez arrivent plus tôt. Votre champ de Coco (champ 1) sera imposé au prochain tour.",
]


@pytest.mark.parametrize("line", LINES)
def test_the_hint_s_two_rows_are_readable_and_whole(line: str, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    sizes: list[tuple[str, int]] = []
    real = theme.text

    def spy(s: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        sizes.append((s, size))
        return real(s, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    assert paint.prompt_holds(line, L.HINT_MAX_W - 40)  # the table's Hint says it whole
    pill = paint.prompt(pygame.Surface((1280, 720)), line, (255, 255, 255))
    rows = [(s, n) for s, n in sizes if s.strip()]
    assert len(rows) == 2, rows
    assert min(n for _s, n in rows) >= 14, rows
    assert " ".join(s for s, _n in rows).split() == line.split()  # whole, word for word
    assert L.LOG.bottom < pill.top and pill.bottom < L.OWN_PANEL.top, pill
