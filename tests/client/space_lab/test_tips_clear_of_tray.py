"""A revealed card's tip keeps clear of the cards in the tray (playtest 28, s10: the tip of the Gold Pilot lay over
the tops of the Blue and Red cards beside it, their costs and specialties, while the player chose an agency, SL-5);
and a part's list on the results screen keeps clear of the other parts' headings (s101: the Projects' list covered
"Validation tiles: 20 VP")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n, theme, ui
from game.scenes.results import ResultsScene
from game.tables.space_lab import layout as L
from tests.client.driver import DT, run_until
from tests.client.space_lab import steps

TIP = (12, 14, 30)  # a tip's dark ground


def _tips(monkeypatch: Any) -> list[pygame.Rect]:
    """Every hover tip's box drawn from now on: a dark panel edged in the tips' cyan (``panels.tip`` and Space
    Lab's own tips draw theirs so)."""
    drawn: list[pygame.Rect] = []
    real = ui.panel

    def panel(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kw: Any) -> Any:
        colour, edge = (list(args) + [kw.get("color"), kw.get("edge")])[:2]
        if colour is not None and tuple(colour) == TIP and edge is not None and tuple(edge) == tuple(theme.ACCENT_2):
            drawn.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kw)

    monkeypatch.setattr(ui, "panel", panel)
    return drawn


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_revealed_card_s_tip_keeps_clear_of_the_tray_s_cards(data_dir: str, monkeypatch: Any, language: str) -> None:
    app, table = steps.start(1, 3)
    assert steps.play_until(app, table, lambda t: t.view.phase == "agency" and len(t.view.revealed) >= 2)
    i18n.set_language(language)
    try:
        drawn = _tips(monkeypatch)
        cards = table.cards_in(L.REVEAL)
        places = [L.tray_card("reveal", k, len(cards)) for k in range(len(cards))]
        for k, place in enumerate(places):
            for at in (place.center, (place.centerx, place.y + 12), (place.centerx, place.bottom - 12)):
                drawn.clear()
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
                app.frame(DT)
                app.frame(DT)
                assert drawn, (k, at)
                covered = [r for r in places if drawn[-1].colliderect(r)]
                assert not covered, (k, at, drawn[-1], covered)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_part_s_list_keeps_clear_of_the_other_parts_headings(data_dir: str, monkeypatch: Any,
                                                                language: str) -> None:
    app, table = steps.start(1, 3)
    assert not steps.play_until(app, table, lambda t: False)  # the whole solo game, to its results
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    i18n.set_language(language)
    try:
        scene = app.top
        app.frame(DT)
        assert len(scene.listed) >= 1 and len(scene.headings) >= 3, "no part lists what it is made of"
        drawn = _tips(monkeypatch)
        for rect, part in list(scene.listed):
            # low in the part, in its label's row where a results row lists its parts one under the other
            for at in (rect.center, (rect.centerx, min(rect.y + 40, rect.bottom - 3)), (rect.x + 6, rect.centery)):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
                drawn.clear()
                app.frame(DT)
                assert drawn, (part.label, at)
                covered = [h for h in scene.headings if drawn[-1].colliderect(h)]
                assert not covered, (part.label, at, drawn[-1], covered)
    finally:
        i18n.set_language("en")
