"""The results' Project cards (SL-15: Projects score at the end, shown then) are drawn in their landscape shape as
large as the row allows, and the list they give when pointed at keeps clear of the winner's line, with room round
its words: playtest 30 found them about 30 pixels wide, their list over "Nova wins", its longest line against the
frame."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import PROJECT_IDS
from game import i18n, theme
from game.kit import panels
from game.scenes.results import ResultsScene
from tests.client.driver import DT
from tests.client.space_lab import steps


@pytest.mark.parametrize("players", [2, 3])
def test_projects_read_and_their_list_keeps_off_the_winner(data_dir: str, monkeypatch: pytest.MonkeyPatch,
                                                           players: int) -> None:
    app, table = steps.start(players, 1)
    i18n.set_language("en")
    scores = tuple(FinalScore(20 - s, 3, 10, 16, 49 - s, tuple(PROJECT_IDS[4 * s:4 * s + 4])) for s in range(players))
    table.view = dataclasses.replace(table.view, final=Final(scores, (0,), "", "cards", ""))
    painter = table.ui.card_painter()
    sizes: list[tuple[int, int]] = []
    scene = ResultsScene(app, "Results", table.result_rows(), lambda: None, lambda: None,
                         lambda c, w, h: (sizes.append((w, h)), painter(c, w, h))[1])
    app.push(scene)
    app.frame(DT)
    assert sizes and all(w * 7 // 10 >= 40 for w, _h in sizes), sizes  # ``art.fitted``: a Project w wide, 0.7 w high
    headline: list[pygame.Rect] = []
    real_fit = theme.blit_fit
    monkeypatch.setattr(theme, "blit_fit", lambda s, text, *a, **kw: (
        r := real_fit(s, text, *a, **kw), headline.append(r) if text == scene.headline else None)[0])
    tips: list[pygame.Rect] = []
    real_tip = panels.tip
    monkeypatch.setattr(panels, "tip", lambda s, text, *a, **kw: (r := real_tip(s, text, *a, **kw), tips.append(r))[0])
    cards = [r for r, part in scene.listed if part.cards and r.h > 30]
    label = next(r for r, part in scene.listed if part.cards and r.h <= 30)  # "Projects: 16 VP", pointed at
    assert cards
    for spot in ((cards[0].x + 6, cards[0].y + 4), cards[0].center, label.topleft):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
        headline.clear()
        tips.clear()
        app.frame(DT)
        tip = tips[-1]  # the one drawn (the others measured where it may go)
        assert headline and not tip.colliderect(headline[0]), (tip, headline)
        shot = app.screen.subsurface(tip.inflate(-6, -6)).copy()
        words = pygame.mask.from_threshold(shot, (12, 14, 30), (40, 40, 40, 255))  # the tip's ground (``panels.tip``)
        words.invert()
        ink = [r for r in words.get_bounding_rects() if r.h >= 4]  # the letters, not the frame's rounded corners
        assert ink and min(r.left for r in ink) >= 6 and max(r.right for r in ink) <= shot.get_width() - 6, (tip, ink)
