"""The kit's prompt pill (``panels.Prompt``): a line its ``holds`` accepts is drawn whole within the pill's rows (two,
or three where it has them), every word there and none cut with "…", at every length up to where it stops holding, for each game that draws its prompt
through it (the Hint's line is worded until ``holds`` says so: a word lost there was a reason dropped)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.kit.panels import Prompt
from game.tables.space_beans import paint as space_beans
from game.tables.space_lab import paint as space_lab

HINT = ("Best: put Centauribohnen 6 on your open collection. Next best: put Klingbohns 9 on your secret "
        "collection, about 1 point less at the end; closing now would score nothing and leaves the Bohrion "
        "to the next player, who may close them first")
WORDS = HINT.split() * 2  # longer than any prompt holds


def _rows(prompt: Prompt, text: str, width: int | None, monkeypatch: Any) -> list[str]:
    """The rows of words ``prompt`` draws for ``text``."""
    drawn: list[str] = []
    real = theme.text

    def spy(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(s)
        return real(s, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(theme, "text", spy)
        prompt.draw(pygame.Surface((1280, 720)), text, theme.ACCENT, width)
    return drawn


@pytest.mark.parametrize(("prompt", "width"), [(space_beans.PROMPT, None), (space_beans.PROMPT, 860),
                                               (space_lab.PROMPT, None)])
def test_a_line_the_prompt_holds_is_drawn_whole(prompt: Prompt, width: int | None, monkeypatch: Any) -> None:
    pygame.init()
    held = 0
    for n in range(1, len(WORDS) + 1):
        text = " ".join(WORDS[:n])
        if not prompt.holds(text, width):
            break
        held = n
        rows = _rows(prompt, text, width, monkeypatch)
        assert not any("…" in row for row in rows), rows
        assert len(rows) <= (2 if prompt.three_lines is None else 3), rows
        assert " ".join(rows).split() == text.split(), (text, rows)
    assert 8 < held < len(WORDS), held  # long lines hold, and the longest does not
