"""Another player's panel says an empty hand and no Projects in words (SL-5, SL-15: the hand and the secret Projects
are counted for all to see), not as an empty box beside "×0": playtest 30, "×0" boxes with no label read as nothing.
A held card keeps its picture and count ("×2")."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.cards import LAB_IDS, PROJECT_IDS
from engine.space_lab.positions import position
from game import i18n, record
from tests.client.space_lab import steps


def _texts(table: object) -> list[str]:
    surface = pygame.Surface((1280, 720))
    with record.capture() as items:
        table.draw(surface)  # type: ignore[attr-defined]
    return record.texts(items)


@pytest.mark.parametrize(("language", "hand", "projects"), [("en", "Hand 0", "Projects 0"),
                                                             ("fr", "Main 0", "Projets 0")])
def test_an_empty_hand_and_no_projects_are_said_in_words(data_dir: str, language: str, hand: str,
                                                         projects: str) -> None:
    app, table = steps.start(2, 1)
    app.settings.language = language
    i18n.set_language(language)
    try:
        steps.settle(app, table)
        steps.at(table, position(2, hands={0: list(LAB_IDS[:3]), 1: []}, projects={1: []}))
        shown = _texts(table)
        assert not any(t.startswith("×0") for t in shown), shown
        assert hand in shown and projects in shown, shown
        steps.at(table, position(2, hands={0: list(LAB_IDS[:3]), 1: list(LAB_IDS[3:5])},
                                 projects={1: list(PROJECT_IDS[:1])}))
        shown = _texts(table)
        assert "×2" in shown and "×1" in shown and hand not in shown and projects not in shown, shown
    finally:
        i18n.set_language("en")
