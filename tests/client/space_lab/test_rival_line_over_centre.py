"""Solo: what the rival did ("Rival: the Red stack cleared", Appendix A) is said over the Recruitment Centre while the
player's turn opens, and the stack the player may recruit glows with its dashed outline then (playtest 28, s69: the
line ran under the Blue stack's dashes and dark column). The line lies on its own plate, over the outline: no dash
shows through its words while it is whole."""

from __future__ import annotations

import random

import pygame

from game import theme
from game.kit.flights import Popup
from game.scenes.results import ResultsScene
from tests.client.driver import DT
from tests.client.space_lab import steps


def _rival_frames(limit: int = 6) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """Frames of a solo game at normal speed where the rival's line is whole while a recruit glows; the line's box."""
    app, table = steps.start(1, 3, speed="normal")
    rng, found = random.Random(1), []
    rival = "Rival: the"
    for _ in range(120):
        for _ in range(2000):
            pops = [t for t in table.anim.tweens if isinstance(t, Popup) and t.text.startswith(rival)]
            if not pops and table.input_open and not table.anim.busy or isinstance(app.top, ResultsScene):
                break
            app.frame(DT)
            glowing = table.input_open and any(getattr(o.key, "kind", None) == "recruit" and o.glow
                                               for o in table.current_offers())
            whole = [p for p in pops if not p.waiting and p.raw < 0.55]
            if glowing and whole:
                box = pygame.Rect(whole[0].draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))[0])
                found.append((app.screen.copy(), box))
                if len(found) >= limit:
                    return found
        if isinstance(app.top, ResultsScene):
            break
        steps.settle(app, table)
        steps.click_move(app, table, steps.bot_move(table, rng))
    return found


def test_the_rival_s_line_lies_over_the_glowing_stack(data_dir: str) -> None:  # rules Appendix A (solo rival)
    frames = _rival_frames()
    assert frames, "no rival line while a stack glowed"
    crossed = 0
    for screen, box in frames:
        inner = box.inflate(-8, -6).clip(screen.get_rect())
        with pygame.PixelArray(screen) as px:
            for x in range(inner.left, inner.right):
                for y in range(inner.top, inner.bottom):
                    if tuple(screen.unmap_rgb(px[x, y]))[:3] == tuple(theme.CLICKABLE):  # a dash's pixel
                        crossed += 1
    assert crossed == 0, crossed
