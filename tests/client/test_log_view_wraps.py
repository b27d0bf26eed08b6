"""The whole log wraps a long line instead of cutting it (issue 18, Space Beans playtest: "Nova passes 8 cards to
Alice: Moonbohnen 8, …, Moonbohnen 6, Moonbohnen 7…" lost its last names everywhere on screen)."""

from __future__ import annotations

import pygame

from game import theme
from game.kit.notes import LogView


def test_a_long_line_is_wrapped_whole_and_the_log_opens_at_its_end(data_dir: str) -> None:
    pygame.font.init()
    cards = ", ".join(f"Moonbohnen {n}" for n in range(1, 13))
    long = f"Nova passes 12 cards to Alice: {cards}"
    lines = [(f"line {k}", theme.TEXT) for k in range(30)] + [(long, theme.TEXT_DIM)]
    view = LogView(lambda: lines)
    rows = view.rows
    tail = rows[30:]
    assert len(tail) >= 2  # wider than the box: more than one row
    assert " ".join(text.strip() for text, _c in tail) == long  # every word, in order, none cut
    assert all(theme.font(16).size(text)[0] <= LogView.BOX.w - 40 for text, _c in tail)
    assert view.top == len(rows) - LogView.PER_PAGE  # opened at the newest rows: the long line's last one shows
    view.scroll(1000)
    assert view.top == len(rows) - LogView.PER_PAGE
