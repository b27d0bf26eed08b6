"""Card art behind one interface, with a bounded surface cache.

A game's art subclasses ``CardArt`` and paints a face and a back at a given
size; everything else — caching, turning a card over (``squeezed``), choosing
face or back, telling the privacy recorder which faces were shown — is here.
The cache is an LRU of a fixed number of surfaces (``game.surface_cache``), so
memory stays flat however long the game runs (faces at many sizes, badges).
The narrowed frames of a flip live in a small cache of their own: a batch of
flips asks for many of them, and sharing the faces' cache pushed out faces
(slow to paint) for frames that are a plain scale of a face away.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from engine.core import HIDDEN
from game import record
from game.i18n import language
from game.surface_cache import SurfaceCache

Color = tuple[int, int, int]

# how many widths half a flip passes through: half a flip lasts 4 to 12 frames at normal speed (about 20
# slowed down), so 16 steps still give about one width a frame, a few pixels apart
FLIP_STEPS = 16


class CardArt:
    """One game's cards. Subclasses give ``name`` and paint ``paint_face`` and ``paint_back``."""

    name = "cards"
    cache_size = 360  # surfaces of this art in all: faces and the rest, and flip frames
    # narrowed frames of flips: one whole flip (at most 2 × FLIP_STEPS widths) and a little; a miss is one fast
    # scale. Taken twice out of ``cache_size``: flip frames once filled about half the shared cache, and the
    # faces now kept in their place are larger, so the art holds no more memory than it did then.
    flip_cache_size = 36

    def __init__(self) -> None:
        self.cache = SurfaceCache(self.cache_size - 2 * self.flip_cache_size)
        self.flips = SurfaceCache(self.flip_cache_size)

    # --- what a game paints --------------------------------------------------------
    def paint_face(self, card: int, w: int, h: int) -> pygame.Surface:
        raise NotImplementedError

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        raise NotImplementedError

    def look(self, card: int) -> Hashable:
        """What a face looks like: cards with the same look share a cached surface."""
        return card

    # --- what the table uses ---------------------------------------------------------
    def face(self, card: int, w: int, h: int) -> pygame.Surface:
        if card == HIDDEN:
            return self.back(w, h)
        record.card(self.name, card)
        # faces carry names, so each language has its own
        return self.cache.get(("face", self.look(card), w, h, language()), lambda: self.paint_face(card, w, h))

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.cache.get(("back", w, h), lambda: self.paint_back(w, h))

    def card(self, card: int, w: int, h: int, face_up: bool = True) -> pygame.Surface:
        return self.face(card, w, h) if face_up and card != HIDDEN else self.back(w, h)

    def squeezed(self, card: int, w: int, h: int, face_up: bool, sx: float) -> pygame.Surface:
        """A card narrowed to ``sx`` (0..1) of its width for the middle of a flip.

        ``sx`` snaps to ``FLIP_STEPS`` steps, so a flip asks for a few widths of each side whatever the frame
        rate, and the same card turning again finds them cached. A frame is the cached face scaled (no
        smoothing: it lasts one frame and is narrowing anyway), kept in ``flips``, never among the faces.
        """
        steps = max(1, round(sx * FLIP_STEPS))
        qw = max(2, w * steps // FLIP_STEPS)
        up = face_up and card != HIDDEN
        if up:
            record.card(self.name, card)
        key = (self.look(card) if up else HIDDEN, w, h, qw, language())
        return self.flips.get(key, lambda: pygame.transform.scale(self.card(card, w, h, up), (qw, h)))

    def cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Any other piece of this game's art (a plate, a token), in the same bounded cache."""
        return self.cache.get(key, make)


def mix(a: Color, b: Color, t: float) -> Color:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def ink_on(c: Color) -> Color:
    """Readable text colour on a background ``c``."""
    from game import theme

    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return theme.INK if lum > 150 else (255, 255, 255)


def fit_text(s: pygame.Surface, text: str, size: int, color: Color, center: tuple[float, float], max_w: int,
             bold: bool = True) -> None:
    """Words centred on a card face: as large as fits ``max_w`` pixels up to ``size`` (7 at the least), and at
    the least size, when a longer language still does not fit, cut with "…" rather than past the card's edge."""
    from game import theme

    while size > 7 and theme.font(size, bold).size(text)[0] > max_w:
        size -= 1
    img = theme.font(size, bold).render(theme.shorten(text, size, max_w, bold), True, color)
    s.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def clip_round(body: pygame.Surface, radius: int) -> pygame.Surface:
    """``body`` with its corners cut round (transparent)."""
    w, h = body.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out.blit(body, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def card_body(w: int, h: int, fill: Color, radius: int, edge: Color | None = None, width: int = 1,
              pattern: Callable[[pygame.Surface], None] | None = None) -> pygame.Surface:
    """A card's blank: ``fill`` (with a ``pattern`` drawn over it), its corners cut round, and a border of
    ``edge`` ``width`` pixels wide when given."""
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    body.fill((*fill, 255))
    if pattern is not None:
        pattern(body)
    surf = clip_round(body, radius)
    if edge is not None:
        pygame.draw.rect(surf, edge, (0, 0, w, h), width, border_radius=radius)
    return surf


# --- background patterns: a card told by its texture as well as its colour ------------------------------------
def stripes(s: pygame.Surface, step: int, c: Color, width: int = 2) -> None:
    """Diagonal stripes rising to the right across the whole surface."""
    w, h = s.get_size()
    for k in range(-h, w, step):
        pygame.draw.line(s, c, (k, h), (k + h, 0), width)


def dots(s: pygame.Surface, step: int, c: Color) -> None:
    """Dots on a grid of ``step``, every other row shifted by half a step."""
    w, h = s.get_size()
    for y in range(step // 2, h, step):
        for x in range(step // 2 + (step // 2 if (y // step) % 2 else 0), w, step):
            pygame.draw.circle(s, c, (x, y), max(1, step // 5))


def rings(s: pygame.Surface, centre: tuple[int, int], reach: int, step: int, c: Color) -> None:
    """Circles ``step`` apart around ``centre``, out to ``reach``."""
    for rr in range(step, reach, step):
        pygame.draw.circle(s, c, centre, rr, 2)


def cross_hatch(s: pygame.Surface, step: int, c: Color, width: int = 1) -> None:
    """Stripes rising to the right (``stripes``) crossed by as many falling."""
    stripes(s, step, c, width)
    w, h = s.get_size()
    for k in range(-h, w, step):
        pygame.draw.line(s, c, (k, 0), (k + h, h), width)


def face_down_pile(surface: pygame.Surface, back: pygame.Surface, at: pygame.Rect, count: int, per_layer: int,
         most: int = 4, rising: bool = False) -> None:
    """A face-down pile of ``count`` cards at ``at``: one more layer of ``back`` per ``per_layer`` cards (at most
    ``most``), each 2 pixels up and left of the next; the top card at ``at``, or with ``rising`` the bottom
    one (the pile grows up from its place). Nothing for an empty pile (each game marks its empty place)."""
    layers = min(most, 1 + count // per_layer) if count else 0
    for i in range(layers):
        off = 2 * (i if rising else layers - 1 - i)
        surface.blit(back, (at.x - off, at.y - off))


def pile(surface: pygame.Surface, back: pygame.Surface, at: pygame.Rect, count: int, per_layer: int, empty: Color,
         radius: int) -> None:
    """A face-down pile (``face_down_pile``) or, while it is empty, its place outlined in ``empty``."""
    if count:
        face_down_pile(surface, back, at, count, per_layer)
    else:
        pygame.draw.rect(surface, empty, at, 2, border_radius=radius)


def top_card(surface: pygame.Surface, face: pygame.Surface | None, at: pygame.Rect, empty: Color, radius: int,
             width: int = 2) -> None:
    """A pile's top card, or, with none (``face`` is ``None``), its place outlined in ``empty``."""
    if face is not None:
        surface.blit(face, at)
    else:
        pygame.draw.rect(surface, empty, at, width, border_radius=radius)


_shadows = SurfaceCache(64)


def shadow(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 90), (0, 0, w, h), border_radius=max(3, w // 10))
        return s

    return _shadows.get((w, h), make)


def lay(surface: pygame.Surface, card: pygame.Surface, at: pygame.Rect, drop: tuple[int, int] = (3, 4)) -> None:
    """A card laid at ``at`` over its shadow, ``drop`` pixels right and down."""
    surface.blit(shadow(at.w, at.h), (at.x + drop[0], at.y + drop[1]))
    surface.blit(card, at)
