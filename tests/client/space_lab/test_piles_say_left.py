"""Each Validation pile says what is left in it, the same way for the three capsules, and its top tile's bonus on a
row of its own (SL-14: the piles and the top tiles' bonuses): playtest 30 read Violet's "4 tiles" beside Yellow's
"+Lab card" as a bonus, and the row under a pile changed meaning once the bonus tiles were taken."""

from __future__ import annotations

import re

import pygame
import pytest

from engine.space_lab.cards import TILE_BONUS
from engine.space_lab.positions import position
from game import i18n, record
from tests.client.space_lab import steps


def _texts(table: object) -> list[str]:
    surface = pygame.Surface((1280, 720))
    with record.capture() as items:
        table.draw(surface)  # type: ignore[attr-defined]
    return record.texts(items)


@pytest.mark.parametrize(("language", "left", "bonuses"), [("en", "{n} left", ("+Lab card", "+Project")),
                                                            ("fr", "{n} restantes", ("+carte Lab", "+Projet"))])
def test_every_pile_counts_what_is_left(data_dir: str, language: str, left: str, bonuses: tuple[str, str]) -> None:
    app, table = steps.start(3, 1)
    app.settings.language = language
    i18n.set_language(language)
    try:
        steps.settle(app, table)
        for tiles in ({}, {0: {0: 10, 1: 10, 2: 10}}):  # the bonus tiles on top, then taken
            steps.at(table, position(3, tiles=tiles))
            shown = _texts(table)
            counts = [len(p) for p in table.view.piles]
            assert all(left.format(n=n) in shown for n in counts), (counts, shown)
            on_top = [TILE_BONUS.get(p[0]) if p else None for p in table.view.piles]
            said = [t for t in shown if t in bonuses]
            assert len(said) == sum(b is not None for b in on_top), (on_top, shown)
            assert not any(re.fullmatch(r"\d+ (tiles?|tuiles?)", t) for t in shown), shown
    finally:
        i18n.set_language("en")
