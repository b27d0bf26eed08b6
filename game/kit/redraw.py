"""Which parts of the screen a table frame paints again.

At rest a frame is the static layer blitted whole, then what moves drawn over
it. Copying the whole layer is most of a frame's cost, so when the screen
still holds the table's own last frame, only what moved there last frame is
copied back from the layer: after that the screen equals the layer
everywhere, and this frame's moving parts are drawn over it in the same
order as ever, so the picture is the same pixel for pixel
(``tests/client/test_redraw.py`` draws both ways and compares).

Every part drawn over the layer says where it drew: a list of rectangles
(``Drawn``), an empty one when it drew nothing. ``None`` means "somewhere":
a part that does not say (a game's painter written before this existed) makes
the next frame copy the whole layer again, so it can cost time, never leave
a trail.
"""

from __future__ import annotations

import pygame

Drawn = list[pygame.Rect] | None


def union(*parts: Drawn) -> Drawn:
    """All the rectangles of ``parts``; ``None`` if any part drew it does not say where."""
    out: list[pygame.Rect] = []
    for p in parts:
        if p is None:
            return None
        out.extend(p)
    return out


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with each one that overlaps the one before it joined to it when their bounding box is no larger
    than the two apart (a card and its shadow, a mark and its letter): fewer, smaller copies of the layer. Copying
    the layer where nothing was drawn changes nothing, as the screen equals the layer there."""
    out: list[pygame.Rect] = []
    for r in rects:
        if out:
            last = out[-1]
            if last.colliderect(r):
                box = last.union(r)
                if box.w * box.h <= last.w * last.h + r.w * r.h:
                    out[-1] = box
                    continue
        out.append(r)
    return out


class Redraw:
    """Where the last frame drew over the layer, so this one knows what to copy back."""

    def __init__(self) -> None:
        self.last: Drawn = None  # nothing known yet: the first frame copies the layer whole
        self.full_frames = 0  # how many frames copied the whole layer (the bench and tests read it)

    def base(self, target: pygame.Surface, layer: pygame.Surface, holds_last: bool) -> None:
        """Put the layer under this frame: whole, unless ``target`` still holds this table's last frame."""
        if not holds_last or self.last is None:
            target.blit(layer, (0, 0))
            self.full_frames += 1
            return
        area = target.get_rect()
        for r in merged(self.last):
            r = r.clip(area)
            if r.w and r.h:
                target.blit(layer, r, r)

    def drew(self, parts: Drawn) -> None:
        """Where this frame drew over the layer (``None``: the next frame copies it whole)."""
        self.last = parts

    def forget(self) -> None:
        """Something else drew on the screen (another scene, a resize): the next frame starts whole."""
        self.last = None
