"""Painting the right column (the turn, the other stations or the solo rival) and the large views over the table.

Another player's panel shows their station small (shown large enough to read while pointed at: ``preview``; a
click opens it large), their score so far, their hand and Project counts. In
solo the column tells the turn out of 20, the rival's step, the pressure
turns, the ratings and the best game kept on disk.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import HIDDEN, Words
from engine.space_lab.panel_words import solo_words, status_words
from engine.space_lab.words import score_sum
from game import theme, ui
from game.i18n import tr, trn
from game.kit import panels
from game.kit.card_list import ListLook, paint_list
from game.tables.space_lab import layout as L
from game.tables.space_lab import paint_station
from game.tables.space_lab.layout import DISCARD_Z
from game.words import seat_name

MINI_FAN = 6  # another player's hand: at most this many cards shown side by side, the count says the rest
MINI_STEP = 8  # pixels between them
MINI_FAN_W = 40  # the width they may take beside the figures, the count after them inside the panel


def paint(surface: pygame.Surface, d: Any) -> None:
    _status(surface, d)
    if d.view.solo:
        _solo(surface, d)
    for s, p in d.layout.panels.items():
        _other(surface, d, s, p)


def _lines(surface: pygame.Surface, lines: list[tuple[str, int, tuple[int, int, int]]], x: int, y: int,
           width: int) -> int:
    """Wrapped lines from ``y`` down; returns where the next line goes."""
    for text, size, col in lines:
        y = panels.lines(surface, theme.wrap(text, size, width), size, (x, y), col, 5)
    return y


# each role of a panel's line (``engine.space_lab.panel_words``): its size and colour
STYLES: dict[str, tuple[int, tuple[int, int, int]]] = {
    "over": (18, theme.GOLD), "head": (18, theme.TEXT), "sub": (15, theme.TEXT_DIM), "end": (14, theme.GOLD),
    "note": (12, theme.TEXT_FAINT), "title": (20, theme.GOLD), "rule": (15, theme.TEXT), "count": (14, theme.TEXT_DIM),
    "gap": (8, theme.TEXT), "ratings": (15, theme.ACCENT_2),
}


def _said(d: Any, rows: list[tuple[str, Words | None]]) -> list[tuple[str, int, tuple[int, int, int]]]:
    return [(d.say(w) if w is not None else "", *STYLES[role]) for role, w in rows]


def _status(surface: pygame.Surface, d: Any) -> None:
    v = d.status or d.view
    r = L.STATUS
    ui.panel(surface, r, theme.PANEL, theme.GOLD if v.trigger is not None else theme.PANEL_EDGE, radius=12)
    _lines(surface, _said(d, status_words(v)), r.x + 10, r.y + 8, r.w - 20)


def _solo(surface: pygame.Surface, d: Any) -> None:
    r = L.SIDE
    ui.panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=12)
    said = solo_words(d.view)
    if d.coached:
        # the coach's panel takes the column's foot (``coach.SOLO``): the rules down to the end of the game above it,
        # the ratings and the record left to the rules and the results (playtest 34, 95.png: the coach's panel lay
        # over them)
        said = said[:[role for role, _w in said].index("gap")]
    rows = _said(d, said)
    # a replay's position shows no record: the one kept now may have been set by this very game, later on
    if d.best is not None and not d.embedded and not d.coached:
        rows.append((tr("Your best: {n} VP · {rating}", n=d.best.score, rating=tr(d.best.rating)), 17, theme.GOLD))
    elif not d.embedded and not d.coached:
        rows.append((tr("No solo game finished yet: your best score will be kept here."), 14, theme.TEXT_DIM))
    _lines(surface, rows, r.x + 14, r.y + 14, r.w - 28)


def _other(surface: pygame.Surface, d: Any, s: int, p: pygame.Rect) -> None:
    v = d.view
    active = v.to_act == s
    panels.seat_box(surface, p, d.seats[s], active, 16, (p.x + 10, p.y + 7), radius=10)
    # the score a little below the top edge, clear of the panel's rounded corner
    theme.blit_fit(surface, tr("{n} VP", n=v.scores[s]), 18, (p.right - 10, p.y + 18), p.right - 14 - (p.x + L.INFO_X),
                   theme.GOLD, bold=True, anchor="topright")
    paint_station.station(surface, d, s, d.layout.minis[s], False)
    lab, bottom, val = v.points[s]
    x = p.x + L.INFO_X
    for k, text in enumerate((tr("Lab {n}", n=lab), tr("Obj. {n}", n=bottom), tr("Tiles {n}", n=val))):
        theme.blit_text(surface, text, 13, (x, p.y + 36 + 19 * k), theme.TEXT_DIM)
    hand = d.cards(("hand", s, 0))
    h = L.mini_hand(p)
    right = h.right
    if hand:
        # every card as the viewer knows it, fanned: the colours of cards taken publicly (section 15), backs for
        # the rest; one face and a count would read as that many cards of its colour
        shown = hand[:MINI_FAN]
        step = min(MINI_STEP, (MINI_FAN_W - h.w) // max(1, len(shown) - 1))
        for k, c in enumerate(shown):  # faces without numbers: the next card would cut a cost in half
            face = d.art.fitted(c, h.w, h.h) if c != HIDDEN else d.art.back(h.w, h.h)
            surface.blit(face, (h.x + k * step, h.y))
        right = h.right + step * (len(shown) - 1)
        theme.blit_text(surface, f"×{len(hand)}", 14, (right + 4, h.centery), theme.TEXT, bold=True, anchor="midleft")
    pr = L.mini_projects(p)
    projects = d.cards(("proj", s, 0))
    if projects:
        surface.blit(d.art.card(projects[-1], pr.w, pr.h, projects[-1] != HIDDEN), pr)
        theme.blit_text(surface, f"×{len(projects)}", 14, (pr.right + 4, pr.centery), theme.TEXT, bold=True,
                        anchor="midleft")
    # none held: said in words where the card would be; an empty box and "×0" read as nothing (playtest 30)
    room = p.right - 8 - h.x
    for rect, held, label in ((h, hand, tr("Hand {n}", n=0)), (pr, projects, tr("Projects {n}", n=0))):
        if not held:
            theme.blit_fit(surface, label, 13, (rect.x, rect.centery), room, theme.TEXT_DIM, anchor="midleft")
    if not d.embedded:  # a replay answers no click: "click: view" there did nothing (playtest 14)
        theme.blit_text(surface, tr("click: view"), 11, (p.right - 8, p.bottom - 5), theme.TEXT_FAINT,
                        anchor="bottomright")


def overlay(surface: pygame.Surface, d: Any) -> None:
    ui.veil(surface, 200)
    if d.overlay.zone == "discard":
        _discard_list(surface, d)
    else:
        _station_view(surface, d, d.overlay.card)
    theme.blit_text(surface, tr("Click anywhere to close"), 18, (640, 700), theme.ACCENT_2, anchor="midbottom")


def pointed_station(layout: Any, mouse: tuple[int, int]) -> int | None:
    """The other player whose small station is under the mouse (it is shown large while pointed at)."""
    return next((s for s, g in layout.minis.items() if g.area.inflate(6, 6).collidepoint(mouse)), None)


def preview(surface: pygame.Surface, d: Any, s: int) -> pygame.Rect:
    """Another player's station large enough to read every card, while the mouse is on its small one: over the
    hand and the tray, under the prompt, so the player's own station stays in view beside it (the small one read as
    coloured marks, and the click's large view covered the player's own: playtest 29)."""
    title = tr("{name}: {n} VP now {parts}", name=seat_name(d.name(s)), n=d.view.scores[s],
               parts=d.say(score_sum(d.view, s)))
    box = pygame.Rect(0, 0, PREVIEW[0], PREVIEW[1])
    box.midbottom = (L.CENTRE.centerx, L.CENTRE.bottom)

    def draw(surf: pygame.Surface, inner: pygame.Rect) -> None:
        theme.blit_fit(surf, title, 15, (inner.centerx, inner.y), inner.w, theme.GOLD, bold=True, anchor="midtop",
                       smallest=11)
        paint_station.in_box(surf, d, s, pygame.Rect(inner.x, inner.y + PREVIEW_TITLE, inner.w,
                                                     inner.h - PREVIEW_TITLE))

    return panels.hover_view(surface, box, draw)


# the preview: the station at 0.82 of the viewer's own (every card's words whole), its title row, the frame
PREVIEW_TITLE = 24
PREVIEW = (round(L.OWN.area.w * 0.82) + 2 * panels.HOVER_PAD,
           round(L.OWN.area.h * 0.82) + PREVIEW_TITLE + 2 * panels.HOVER_PAD)


def _station_view(surface: pygame.Surface, d: Any, s: int) -> None:
    """Another player's station at full size, with everything public about them."""
    v = d.view
    box = L.OWN.area.inflate(40, 0)
    box.y, box.h = 6, L.OWN.area.bottom + 14 - 6
    ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=16, width=3)
    # the sum by the bar's names; the row below says the Projects it leaves out, never their value (15.4)
    title = tr("{name}: {n} VP now {parts}", name=seat_name(d.name(s)), n=v.scores[s], parts=d.say(score_sum(v, s)))
    theme.blit_fit(surface, title, 16, (box.centerx, box.y + 10), box.w - 24, theme.GOLD, bold=True, anchor="midtop",
                   smallest=12)
    paint_station.station(surface, d, s, L.OWN, True)
    hand = d.cards(("hand", s, 0))
    known = [c for c in hand if c != HIDDEN]
    row = pygame.Rect(box.x, box.bottom + 12, box.w, 92)
    ui.panel(surface, row, theme.PANEL, theme.PANEL_EDGE, radius=12)
    text = trn("Hand: {n} card", "Hand: {n} cards", len(hand))
    words_w = 220 - 12 - 8 if known else row.w - 24  # the known cards are shown from 220 pixels in
    theme.blit_fit(surface, text, 15, (row.x + 12, row.y + 10), words_w, theme.TEXT, bold=True)
    note = (tr("known from public takes:") if known else tr("none known from public takes"))
    theme.blit_fit(surface, note, 13, (row.x + 12, row.y + 32), words_w, theme.TEXT_DIM, smallest=10)
    for k, c in enumerate(known[:12]):
        surface.blit(d.art.face(c, 48, 68), (row.x + 220 + k * 52, row.y + 12))
    projects = d.cards(("proj", s, 0))
    theme.blit_fit(surface, trn("{n} Project (secret)", "{n} Projects (secret)", len(projects)), 13,
                   (row.x + 12, row.y + 56), words_w, theme.TEXT_DIM, smallest=10)


# laid from the left margin; big while the pile is short, smaller once it would not fit
LIST_LOOK = ListLook(big=(72, 100), small=(52, 72), big_up_to=39, box=(110, 60, 1060, 600), title_size=22,
                     title_at=16, rows_at=56, row_gap=8, centred=False)


def _discard_list(surface: pygame.Surface, d: Any) -> None:
    cards = d.cards(DISCARD_Z)
    title = trn("Discard pile — {n} card, oldest first", "Discard pile — {n} cards, oldest first", len(cards))
    paint_list(surface, LIST_LOOK, title, cards, d.art.face, framed=False)
