"""What the mouse points at, in full sentences: a card's name and effect, what a slot would do, a capsule's needs.

The sentences are the engine's (``engine.space_lab.tips``); here is only what
lies under the mouse, and the framed box of lines by it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.core import Words
from engine.space_lab.content import SLOTS
from engine.space_lab.tips import (
    ARMED,
    capsule_tip,
    card_tip,
    pile_tip,
    secret_projects_tip,
    slot_tip,
    stack_tip,
)
from game import theme, ui
from game.tables.space_lab import layout as L
from game.tables.space_lab import offers

if TYPE_CHECKING:
    from game.tables.space_lab.table import SpaceLabUI


def said(u: SpaceLabUI, lines: list[Words]) -> list[str]:
    return [u.t.say(w) for w in lines]


def card_lines(u: SpaceLabUI, c: int) -> list[str]:
    """A component's name and what it does."""
    return said(u, card_tip(c))


def slot_lines(u: SpaceLabUI, k: int, objectives: tuple[int, ...]) -> list[str]:
    """An empty slot: what it does in general; with a card chosen, what placing it there would do."""
    card = u.pending[0] if u.pending else u.selected or 0
    return said(u, slot_tip(u.t.view, k, objectives, card, u.slot_facts().get(SLOTS[k])))


def capsule_lines(u: SpaceLabUI, seat: int, i: int) -> list[str]:
    cards = u.t.cards_in(("obj", seat, i))
    facts = u.capsules(seat)
    return said(u, capsule_tip(i, cards[-1] if cards else None, facts[i] if facts else None))


def tip(u: SpaceLabUI) -> list[str]:
    """The lines for whatever is under the mouse now (empty: no tip)."""
    pos = u.t.mouse
    if u.t.open_list is not None:
        if u.t.open_list.zone == "station":
            return _station(u, u.t.open_list.card, L.OWN, pos)
        return []
    if u.t.anim.blocking or u.tip_quiet:  # nothing stays from before a move: the pointer moves to read again
        return []
    for c, r in reversed(offers.hand_strips(u)):
        if r.collidepoint(pos):
            return card_lines(u, c)
    out = _station(u, u.t.bottom, L.OWN, pos)
    if out:
        return out
    for s, geo in u.layout.minis.items():
        out = _station(u, s, geo, pos)
        if out:
            return out
    for s, panel in u.layout.panels.items():  # another seat's Projects: the VP above leave them out (15.4)
        if L.mini_projects(panel).inflate(40, 8).collidepoint(pos) and u.t.view.final is None:
            return said(u, secret_projects_tip(len(u.t.cards_in(("proj", s, 0)))))
    if u.t.view.phase == "assign":  # the set-up tray's Objectives: what their icons mean, named in words
        for i in range(3):
            if L.tray_card("box", i, 3).collidepoint(pos) and u.t.cards_in(("obj", u.t.bottom, i)):
                return capsule_lines(u, u.t.bottom, i)
    for kind in ("reveal", "drawn"):
        cards = u.t.cards_in((kind, -1, 0))
        for k, c in enumerate(cards):
            if L.tray_card(kind, k, len(cards)).collidepoint(pos):
                return card_lines(u, c)
    for a in range(4):
        if L.rc_column(a).collidepoint(pos):
            return said(u, stack_tip(a, u.t.cards_in(("rc", -1, a))))
    for i in range(3):
        if L.pile_rect(i, 0, 1).inflate(8, 30).collidepoint(pos):
            return said(u, pile_tip(i, u.t.cards_in(("pile", -1, i))))
    cards = u.t.cards_in(("proj", u.t.bottom, 0))
    for k in range(len(cards) - 1, -1, -1):
        if L.project_rect(k, len(cards)).collidepoint(pos):
            return card_lines(u, cards[k])
    return []


def _station(u: SpaceLabUI, seat: int, geo: L.StationGeometry, pos: tuple[int, int]) -> list[str]:
    if not geo.area.inflate(12, 12).collidepoint(pos):
        return []
    for k, r in enumerate(geo.slots):
        if r.collidepoint(pos):
            cards = u.t.cards_in(("slot", seat, k))
            if not cards:
                return slot_lines(u, k, u.t.view.objectives[seat]) if seat == u.t.bottom else []
            facts = u.capsules(seat)
            armed = k >= 7 and len(facts) == 3 and facts[k - 7].armed
            return said(u, card_tip(cards[-1]) + ([ARMED] if armed else []))
    for i, cap in enumerate(geo.capsules):
        if cap.collidepoint(pos):
            return capsule_lines(u, seat, i)
    return []


def keep_clear(u: SpaceLabUI) -> list[pygame.Rect]:
    """What a tip may not cover: the game's buttons (the decisions, Hint, Undo, the menu) and the titles of the
    panels down the right column (another station's name, the solo panel's title)."""
    clear = [b.rect for b, _key, _run in offers.buttons(u)[0]] + [L.HINT_BUTTON, L.UNDO_BUTTON, L.MENU]
    tops = list(u.layout.panels.values()) or [L.SIDE]
    return clear + [pygame.Rect(p.x, p.y, p.w, L.PANEL_TITLE) for p in tops]


def place(size: tuple[int, int], at: tuple[int, int], avoid: list[pygame.Rect]) -> pygame.Rect:
    """Where a tip of ``size`` goes for the mouse at ``at``: above the mouse (below it near the top of the screen;
    under the hand over the hand, the prompt line staying in view), else beside there or below the mouse, the
    first place on screen that covers nothing in ``avoid``; else the one that covers least of it."""
    screen = theme.SCREEN.inflate(-8, -8)
    first = pygame.Rect((0, 0), size)
    first.midbottom = (at[0], at[1] - 16)
    if L.HAND_AREA.inflate(0, 24).collidepoint(at):
        first.y = L.HAND_AREA.bottom + 6
    elif first.y < 8:
        first.y = at[1] + 24
    below = first.copy()
    below.midtop = (at[0], at[1] + 24)
    tried: list[pygame.Rect] = []
    for base in (first, below):
        base = base.clamp(screen)
        tried.append(base)
        for r in avoid:  # slid sideways off each thing it covers
            if base.colliderect(r):
                tried += [base.move(r.left - 4 - base.right, 0).clamp(screen),
                          base.move(r.right + 4 - base.left, 0).clamp(screen)]

    def covered(r: pygame.Rect) -> int:
        return sum(r.clip(a).w * r.clip(a).h for a in avoid)

    return min(tried, key=covered)  # the first of the least covered: a place that covers nothing, if any


def draw(surface: pygame.Surface, lines: list[str], at: tuple[int, int],
         avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """A framed box of lines by the mouse, clear of ``avoid`` (the buttons) where it can be (``place``)."""
    imgs = [theme.text(line, 15, theme.TEXT if k == 0 else theme.TEXT_DIM, bold=k == 0)
            for k, line in enumerate(lines)]
    w = max(i.get_width() for i in imgs) + 20
    h = sum(i.get_height() + 2 for i in imgs) + 12
    r = place((w, h), at, avoid or [])
    ui.panel(surface, r, (12, 14, 30), theme.ACCENT_2, radius=8, width=2)
    y = r.y + 6
    for img in imgs:
        surface.blit(img, (r.x + 10, y))
        y += img.get_height() + 2
    return r
