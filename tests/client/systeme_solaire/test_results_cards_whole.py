"""The results show every card of a row whole, in English and French, with 3 to 5 players (playtest 22: in French
the long "Bonus de main : +8 (meilleure main, valeur 13)" label left too little room, so the front was fanned and
its cards lay over each other, names hidden). Each card is painted in a colour of its own: a card partly covered
shows fewer of its pixels than its size."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.outcome import Part, ResultRow
from game.scenes.results import ResultsScene
from tests.client.driver import DT, make_app


def _colour(c: int) -> tuple[int, int, int]:
    return (40 + c * 7 % 200, 255 - c * 13 % 200, 30 + c * 29 % 200)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_results_card_covers_another(data_dir: str, language: str, players: int) -> None:  # SS-25, SS-26
    i18n.set_language(language)
    try:
        tr = i18n.tr
        # a winner's row as Système Solaire's results build it: the Sun, a front of six, a best hand of four
        parts = [Part(tr("Sun"), 6, (0,)), Part(tr("Front"), 19, (1, 2, 3, 4, 5, 6)),
                 Part(tr("Hand bonus"), 8, (7, 8, 9, 10), said=tr("+{n} (best hand, value {v})", n=8, v=13))]
        rows = [ResultRow(0, "Orbit", 32, True, parts)] + [
            ResultRow(s, f"P{s}", 10, False, [Part(tr("Front"), 10, (20 * s + 1, 20 * s + 2))])
            for s in range(1, players)]
        shown: dict[int, tuple[int, int]] = {}

        def painter(c: int, w: int, h: int) -> pygame.Surface:
            shown[c] = (w, h)
            face = pygame.Surface((w, h))
            face.fill(_colour(c))
            return face

        app = make_app("instant")
        app.push(ResultsScene(app, "Système Solaire", rows, lambda: None, lambda: None, painter=painter))
        app.frame(DT)
        app.draw()  # type: ignore[attr-defined]
        screen = pygame.display.get_surface()
        for c in range(11):
            w, h = shown[c]
            seen = pygame.mask.from_threshold(screen, (*_colour(c), 255), (1, 1, 1, 255)).count()
            assert seen >= w * h, (c, seen, w * h)
    finally:
        i18n.set_language("en")
