"""The results screen lays a front's cards side by side where the row has room, names readable (playtest 14,
53-results.png: an eight-card front was fanned so tightly that only the corner numbers showed; SS-25)."""

from __future__ import annotations

import pygame

from game.outcome import Part, ResultRow
from game.scenes.results import ResultsScene
from tests.client.driver import DT, make_app


def test_an_eight_card_front_is_not_fanned_when_the_row_has_room(data_dir: str) -> None:
    app = make_app("instant")
    drawn: list[tuple[int, pygame.Rect]] = []

    def painter(c: int, w: int, h: int) -> pygame.Surface:
        drawn.append((c, pygame.Rect(0, 0, w, h)))
        return pygame.Surface((w, h))

    front = tuple(range(10, 18))  # eight planets
    rows = [ResultRow(0, "Alice", 33, True, [Part("Sun", 8, (0,)), Part("Front", 21, front),
                                             Part("Hand bonus (value 7)", 4, (20, 21))], detail="VP"),
            ResultRow(1, "Nova", 24, False, [Part("Sun", 6, (1,)), Part("Front", 18, tuple(range(30, 35))),
                                             Part("Hand (value 0)", 0, ())], detail="VP"),
            ResultRow(2, "Orbit", 15, False, [Part("Sun", 4, (2,)), Part("Front", 11, (40, 41, 42)),
                                              Part("Hand (value 5)", 0, (43, 44, 45))], detail="VP")]
    scene = ResultsScene(app, "Système Solaire", rows, lambda: None, lambda: None, painter=painter)
    app.push(scene)
    app.frame(DT)
    spots: list[tuple[int, tuple[int, int]]] = []
    real = pygame.Surface.blit

    class Spy(pygame.Surface):
        def blit(self, source, dest, *a, **kw):  # type: ignore[no-untyped-def, override]
            if isinstance(dest, tuple) and source.get_size() == (drawn[0][1].w, drawn[0][1].h):
                spots.append((len(spots), dest))
            return real(self, source, dest, *a, **kw)

    spy = Spy((1280, 720))
    scene.draw(spy)
    w = drawn[0][1].w
    xs = sorted({x for _k, (x, y) in spots if y == min(y for _k, (_x, y) in spots)})
    gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert len(xs) >= 11 and min(gaps) >= w, (w, gaps)
