"""Painting the left column: the Recruitment Centre, the decks and discard, the Validation piles, your Projects.

Everything here is public except the viewer's own Projects (the view holds
them only for their owner; for anyone else they are backs).
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import HIDDEN
from engine.space_lab.cards import TILE_BONUS
from engine.space_lab.content import CAPSULE_COLOURS, K_DRAW_LAB
from engine.space_lab.words import COLOUR_WORDS
from game import theme, ui
from game.i18n import tr, trn
from game.kit import panels
from game.kit.art import lay, pile, top_card
from game.tables.space_lab import icons
from game.tables.space_lab import layout as L
from game.tables.space_lab.layout import DECK, DISCARD_Z, PDECK
from game.words import seat_name

EMPTY = (60, 70, 110)  # the outline of an empty place


def paint(surface: pygame.Surface, d: Any) -> None:
    _recruitment(surface, d)
    _decks(surface, d)
    _piles(surface, d)
    _projects(surface, d)


def _title(surface: pygame.Surface, text: str, panel: pygame.Rect, note: str = "", size: int = 0,
           colour: tuple[int, int, int] = theme.TEXT, inset: int = 0) -> None:
    """A panel and its title, and a ``note`` at its right in ``size`` and ``colour``, ``inset`` from the edge (the
    title keeps clear of it)."""
    ui.panel(surface, panel, theme.PANEL, theme.PANEL_EDGE, radius=12)
    room = theme.font(size).size(note)[0] + 8 if note else 0
    theme.blit_fit(surface, text, 15, (panel.x + 10, panel.y + 6), panel.w - 20 - room, theme.TEXT, bold=True,
                   smallest=11)
    if note:
        theme.blit_text(surface, note, size, (panel.right - inset, panel.y + 8), colour, anchor="topright")


def _recruitment(surface: pygame.Surface, d: Any) -> None:
    _title(surface, tr("Recruitment Centre"), L.RC_PANEL)
    for a in range(4):
        cards = d.cards(("rc", -1, a))
        col = L.rc_column(a)
        icons.chip(surface, col.x + 12, col.y + 10, 9, a)
        if cards:  # an empty stack says "empty" in its place: no "×0" beside it (playtest 30)
            theme.blit_text(surface, f"×{len(cards)}", 15, (col.x + 25, col.y + 10), theme.TEXT, bold=True,
                            anchor="midleft")
        else:
            r = L.rc_rect(a, 0, 1)
            pygame.draw.rect(surface, EMPTY, r, 2, border_radius=6)
            theme.blit_text(surface, tr("empty"), 12, r.center, theme.TEXT_FAINT, anchor="center")
        for k, c in enumerate(cards):
            r = L.rc_rect(a, k, len(cards))
            lay(surface, d.art.face(c, r.w, r.h), r, (2, 2))
        name = d.say(COLOUR_WORDS[a])
        theme.blit_text(surface, name, 12, (col.centerx, L.RC_PANEL.bottom - 6), theme.TEXT_DIM, anchor="midbottom")
    if d.limited:  # the hand limit: no recruiting this turn, and why
        ui.dim(surface, L.RC_PANEL.inflate(-4, -4), radius=12)
        area = L.LIMIT_NOTE
        ui.panel(surface, area, (12, 14, 30), theme.ACCENT, radius=10)
        # the reason whole in its box: smaller rather than past the box in a longer language
        size, rows = panels.wrap_fit(d.limited, 15, area.w - 20, area.h - 10, 5, 10)
        panels.lines(surface, rows, size, (area.centerx, area.y + 6), theme.ACCENT, 5, anchor="midtop")


def _decks(surface: pygame.Surface, d: Any) -> None:
    """The two decks face down and the discard's top card face up, each counted under it."""
    ui.panel(surface, L.DECKS_PANEL, theme.PANEL, theme.PANEL_EDGE, radius=12)
    shown, r = d.cards(DISCARD_Z), L.DISCARD
    top_card(surface, d.art.face(shown[-1], r.w, r.h) if shown else None, r, EMPTY, 6)
    lab, projects = len(d.cards(DECK)), len(d.cards(PDECK))
    rows = ((L.LAB_DECK, lab, tr("Lab {n}", n=lab)), (r, None, tr("Discard {n}", n=len(shown))),
            (L.PROJECT_DECK, projects, tr("Projects {n}", n=projects)))
    for (place, deck, words), room in zip(rows, L.DECK_LABEL_W, strict=True):  # each label in its own column
        if deck is not None:
            pile(surface, d.art.back(*place.size), place, deck, 12, EMPTY, 6)
        theme.blit_fit(surface, words, 13, (place.centerx, L.LAB_DECK.bottom + 4), room, theme.TEXT, anchor="midtop",
                       smallest=10)
    if not d.embedded:  # a replay answers no click: a label asking for one did nothing (playtest 14)
        theme.blit_fit(surface, tr("click to list"), 11, (r.centerx, r.bottom + 19), L.DECK_HINT_W,
                       theme.TEXT_FAINT, anchor="midtop", smallest=9)


def _piles(surface: pygame.Surface, d: Any) -> None:
    v = d.view
    # the engine's count, as the solo panel says it (the removed zone's cards lag while they fly)
    note = trn("{n} removed", "{n} removed", len(v.removed)) if v.solo else ""
    _title(surface, tr("Validation tiles"), L.PILES_PANEL, note, 11, theme.BAD, 8)
    for i in range(3):
        tiles = d.cards(("pile", -1, i))
        for k, c in enumerate(tiles):
            r = L.pile_rect(i, k, len(tiles))
            surface.blit(d.art.face(c, r.w, r.h), r)
        base = L.pile_rect(i, 0, 1)
        label = tr(CAPSULE_COLOURS[i])
        if not tiles:
            pygame.draw.circle(surface, icons.CAPSULE_RGB[i], base.center, base.w // 2 - 2, 2)
            theme.blit_text(surface, "0", 18, base.center, theme.TEXT_FAINT, anchor="center")
        top = tiles[-1] if tiles else None
        bonus = TILE_BONUS.get(top) if top is not None else None
        # one meaning per row for the three capsules: the count of what is left, then the top tile's bonus under
        # it (playtest 30: "4 tiles" beside "+Lab card" read as a bonus, and the row changed meaning as they went)
        theme.blit_text(surface, label, 12, (base.centerx, base.bottom + 2), icons.CAPSULE_RGB[i], bold=True,
                        anchor="midtop")
        theme.blit_fit(surface, trn("{n} left", "{n} left", len(tiles)), 11, (base.centerx, base.bottom + 16),
                       L.PILE_STEP - 4, theme.TEXT_DIM, anchor="midtop", smallest=9)
        if bonus is not None:
            theme.blit_fit(surface, tr("+Lab card") if bonus.kind == K_DRAW_LAB else tr("+Project"), 11,
                           (base.centerx, base.bottom + 29), L.PILE_STEP - 4, theme.GOOD, anchor="midtop",
                           smallest=9)


def _projects(surface: pygame.Surface, d: Any) -> None:
    v = d.view
    s = d.layout.bottom
    cards = d.cards(("proj", s, 0))
    mine = v.seat == s and v.final is None
    note = tr("{n} VP · secret", n=v.project_points) if mine else ""
    _title(surface, tr("Your Projects") if v.seat == s else tr("{name}'s Projects", name=seat_name(d.name(s))),
           L.PROJECTS_PANEL, note, 13, theme.GOLD, 10)
    for k, c in enumerate(cards):
        r = L.project_rect(k, len(cards))
        below = [L.project_rect(j, len(cards)) for j in range(k + 1, len(cards))]
        under = any(o.x == r.x and o.y < r.bottom for o in below)  # the next one of its column lies over it
        if c == HIDDEN:  # another seat's, or any seat's in a replay watched from the table: a Project's back
            face = d.art.project_back(r.w, r.h)
        else:
            face = d.art.covered(c, r.w, r.h) if under else d.art.card(c, r.w, r.h)
        lay(surface, face, r, (2, 3))
    if not cards:
        rows = theme.wrap(tr("None yet. A card on a top slot draws as many Projects as its cost."), 13,
                          L.PROJECTS_PANEL.w - 30)
        panels.lines(surface, rows, 13, (L.PROJECTS_PANEL.centerx, L.PROJECTS_PANEL.centery - 20), theme.TEXT_FAINT,
                     5, anchor="midtop")
