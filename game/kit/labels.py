"""The words that name piles and panels, as layout data: ``Label`` rows drawn by one loop.

A table's painter says *what* each label reads and *where* it stands (a point,
an anchor, the width it must keep within) and ``draw`` does the rest the same
way for every game: a longer language shrinks the words, then cuts them with
"…", rather than run them into a neighbour; a tag sits in dark ink on a plate
of its colour; words over the starfield may sit on a dark plate, so that a
star beside a letter is not read as a stop.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game import theme, ui
from game.kit import panels

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Plate:
    """What a label's words sit on. ``fill`` ``None``: a tag, the plate in the label's colour and the words in
    dark ink; a colour: a backing of that colour behind words in the label's colour. ``pad`` is how much larger
    than the words the plate is; ``beside``: a tag set beside its card, never on it (the layout checker holds it
    clear of every card's picture); ``edge``: a backing's frame, one pixel of that colour (a count on a pile)."""

    fill: Color | None = None
    pad: tuple[int, int] = (10, 2)
    radius: int = 7
    beside: bool = False
    edge: Color | None = None


TAG = Plate()  # the usual tag on a card


@dataclass(frozen=True)
class Label:
    """One line of words at a place: ``at`` is where its ``anchor`` (a ``pygame.Rect`` attribute) stands.
    ``room``: the width it keeps within, smaller first down to ``smallest`` (3 points less by default), then
    cut with "…"."""

    text: str
    size: int
    at: tuple[int, int]
    color: Color = theme.TEXT_DIM
    bold: bool = False
    anchor: str = "topleft"
    room: int | None = None
    smallest: int | None = None
    plate: Plate | None = None

    def fitted(self) -> tuple[str, int]:
        """The words and size it is drawn at: within ``room`` when it has one."""
        bold = self.bold or (self.plate is not None and self.plate.fill is None)  # a tag's words are bold
        if self.room is None:
            return self.text, self.size
        low = max(8, self.size - 3) if self.smallest is None else self.smallest
        size = panels.fit_size(self.text, self.size, self.room, bold, low)
        return theme.shorten(self.text, size, self.room, bold), size


def draw(surface: pygame.Surface, labels: Iterable[Label | None]) -> list[pygame.Rect]:
    """Every label in order (``None`` rows, a label a state leaves out, are skipped); returns where each went."""
    out: list[pygame.Rect] = []
    for lab in labels:
        if lab is None:
            continue
        text, size = lab.fitted()
        p = lab.plate
        if p is None:
            out.append(theme.blit_text(surface, text, size, lab.at, lab.color, lab.bold, lab.anchor))
            continue
        if p.fill is None:  # through ``panels.plate``, so that the layout checker sees a tag set beside a card
            out.append(panels.plate(surface, text, size, lab.at, lab.color, anchor=lab.anchor, pad=p.pad,
                                    radius=p.radius, beside=p.beside))
            continue
        img = theme.text(text, size, lab.color, bold=lab.bold)
        box = img.get_rect(**{lab.anchor: lab.at}).inflate(*p.pad)
        ui.panel(surface, box, p.fill, p.edge, radius=p.radius, width=1)
        surface.blit(img, img.get_rect(center=box.center))
        out.append(box)
    return out
