"""Drawing helpers every game's card art shares: colour mixing, rounded clipping, shadows."""

from __future__ import annotations

import pygame

from game import theme

Color = tuple[int, int, int]


def mix(a: Color, b: Color, t: float) -> Color:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def ink_on(c: Color) -> Color:
    """Readable text colour on a background ``c``."""
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return theme.INK if lum > 150 else (255, 255, 255)


def rounded_mask(w: int, h: int, radius: int) -> pygame.Surface:
    m = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    return m


def clip_round(body: pygame.Surface, radius: int) -> pygame.Surface:
    """``body`` with its corners cut round (transparent)."""
    out = rounded_mask(*body.get_size(), radius)
    out.blit(body, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


_shadows: dict[tuple[int, int], pygame.Surface] = {}


def shadow(w: int, h: int) -> pygame.Surface:
    s = _shadows.get((w, h))
    if s is None:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 90), (0, 0, w, h), border_radius=max(3, w // 10))
        _shadows[(w, h)] = s
    return s
