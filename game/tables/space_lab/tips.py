"""What the mouse points at, in full sentences: a card's name and effect, what a slot would do, a capsule's needs.

The sentences are the engine's (``engine.space_lab.tips``); here is only what
lies under the mouse, and the framed box of lines by it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

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


Row = tuple[pygame.Rect, Callable[[], list[str]]]  # where a thing lies, and its tip's lines (asked on a hover)


def said(u: SpaceLabUI, lines: list[Words]) -> list[str]:
    """The tip's lines in the language now, each begun with a capital: a name said inside a sentence ("the Red +
    Green + Gold Objective", « l'Objectif Rouge + Vert + Or ») opens its own line here (newcomer test 29, f12)."""
    return [line[:1].upper() + line[1:] for line in (u.t.say(w) for w in lines)]


def card_lines(u: SpaceLabUI, c: int) -> list[str]:
    """A component's name and what it does."""
    return said(u, card_tip(c))


def slot_lines(u: SpaceLabUI, k: int, objectives: tuple[int, ...]) -> list[str]:
    """An empty slot: what it does in general; with a card chosen, what placing it there would do."""
    card = u.pending[0] if u.pending else u.selected or 0
    return said(u, slot_tip(u.t.view, k, objectives, card, u.slot_facts().get(SLOTS[k]), u.payment))


def capsule_lines(u: SpaceLabUI, seat: int, i: int) -> list[str]:
    cards = u.t.cards_in(("obj", seat, i))
    facts = u.capsules(seat)
    return said(u, capsule_tip(i, cards[-1] if cards else None, facts[i] if facts else None))


def tip(u: SpaceLabUI) -> list[str]:
    """The lines for whatever is under the mouse now (empty: no tip): the first row under it that has a tip."""
    return pointed(u)[1]


def pointed(u: SpaceLabUI) -> tuple[pygame.Rect, list[str]]:
    """What is under the mouse now and its tip's lines: the first row under it that has a tip (no lines: none)."""
    o = u.t.open_list
    if o is not None:
        rows = station_rows(u, o.card, L.OWN) if o.zone == "station" else []
    else:  # nothing stays from before a move: the pointer moves to read again
        rows = [] if u.t.anim.blocking or u.tip_quiet else table_rows(u)
    for rect, lines in rows:
        out = lines() if rect.collidepoint(u.t.mouse) else []
        if out:
            return rect, out
    return L.OWN_BAR, []


def table_rows(u: SpaceLabUI) -> list[Row]:
    """Everything on the table a tip speaks of, topmost first."""
    v, me = u.t.view, u.t.bottom
    rows: list[Row] = [(r, partial(card_lines, u, c)) for c, r in offers.hand_strips(u)[::-1]]
    for seat, geo in [(me, L.OWN), *u.layout.minis.items()]:
        rows += station_rows(u, seat, geo)
    if v.final is None:  # another seat's Projects: the VP above leave them out (15.4)
        rows += [(L.mini_projects(panel).inflate(40, 8),
                  partial(said, u, secret_projects_tip(len(u.t.cards_in(("proj", s, 0))))))
                 for s, panel in u.layout.panels.items()]
    if v.phase == "assign":  # the set-up tray's Objectives: what their icons mean, named in words
        rows += [(L.tray_card("box", i, 3), partial(capsule_lines, u, me, i)) for i in range(3)
                 if u.t.cards_in(("obj", me, i))]
    for kind in ("reveal", "drawn"):
        cards = u.t.cards_in((kind, -1, 0))
        rows += [(L.tray_card(kind, k, len(cards)), partial(card_lines, u, c)) for k, c in enumerate(cards)]
    # a recruit that would leave a card the hand cannot pay for says so where it is chosen (playtest 31)
    recruiter = v if u.live and "recruit" in u.t.choices.kinds else None
    rows += [(L.rc_column(a), partial(stack_lines, u, a, recruiter)) for a in range(4)]
    rows += [(L.pile_rect(i, 0, 1).inflate(8, 30), partial(said, u, pile_tip(i, u.t.cards_in(("pile", -1, i)))))
             for i in range(3)]
    cards = u.t.cards_in(("proj", me, 0))
    return rows + [(L.project_rect(k, len(cards)), partial(card_lines, u, c)) for k, c in reversed(list(enumerate(cards)))]


def stack_lines(u: SpaceLabUI, agency: int, recruiter: Any) -> list[str]:
    """A Recruitment Centre stack's tip, worked out only for the stack under the mouse: with a recruiter it weighs
    the hand against every card of the stack (``short_after``), which ran for all 4 stacks every frame."""
    return said(u, stack_tip(agency, u.t.cards_in(("rc", -1, agency)), recruiter))


def station_rows(u: SpaceLabUI, seat: int, geo: L.StationGeometry) -> list[Row]:
    """A station's slots and capsules."""
    rows: list[Row] = [(r, partial(slot_card_lines, u, seat, k)) for k, r in enumerate(geo.slots)]
    return rows + [(cap, partial(capsule_lines, u, seat, i)) for i, cap in enumerate(geo.capsules)]


def slot_card_lines(u: SpaceLabUI, seat: int, k: int) -> list[str]:
    """A slot's card, an armed bottom one saying so; an empty slot of the viewer's (``slot_lines``); else none."""
    cards = u.t.cards_in(("slot", seat, k))
    if not cards:
        return slot_lines(u, k, u.t.view.objectives[seat]) if seat == u.t.bottom else []
    facts = u.capsules(seat)
    armed = k >= 7 and len(facts) == 3 and facts[k - 7].armed
    return said(u, card_tip(cards[-1]) + ([ARMED] if armed else []))


def keep_clear(u: SpaceLabUI) -> list[pygame.Rect]:
    """What a tip may not cover: the game's buttons (the decisions, Hint, Undo, the menu) and the titles of the
    panels down the right column (another station's name, the solo panel's title) and the left one (a revealed
    card's tip slid off its neighbours onto "Your Projects", playtest 28), and Learn to play's coach panel while it
    speaks: the tip is drawn before it, and would lie hidden under it."""
    clear = [b.rect for b, _key, _run in offers.buttons(u)[0]] + [L.HINT_BUTTON, L.UNDO_BUTTON, L.MENU]
    if u.t.coach is not None and u.t.coach_speaking:
        clear.append(u.t.coach.panel)
    tops = list(u.layout.panels.values()) or [L.SIDE]
    left = [pygame.Rect(p.x, p.y, p.w, L.LEFT_TITLE) for p in (L.RC_PANEL, L.PILES_PANEL, L.PROJECTS_PANEL)]
    return clear + [pygame.Rect(p.x, p.y, p.w, L.PANEL_TITLE) for p in tops] + left


def keep_in_sight(u: SpaceLabUI, shown: pygame.Rect) -> list[pygame.Rect]:
    """What a tip had better not cover, once clear of ``keep_clear``: every station's capsules with their Objectives,
    the cards in the tray (a revealed card's tip lay over the tops of the cards beside it, their costs and
    specialties, playtest 28), and ``shown``, the thing the tip speaks of (a tip over Nova's capsules hid the
    Objectives it described, playtest 22)."""
    tray = [L.tray_card(kind, k, len(cards)) for kind in ("reveal", "drawn")
            for cards in [u.t.cards_in((kind, -1, 0))] for k in range(len(cards))]
    return [cap for geo in (L.OWN, *u.layout.minis.values()) for cap in geo.capsules] + tray + [shown]


def place(size: tuple[int, int], at: tuple[int, int], avoid: list[pygame.Rect],
          rather: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Where a tip of ``size`` goes for the mouse at ``at``: above the mouse (below it near the top of the screen;
    under the hand over the hand, the prompt line staying in view), else beside there, above what it covers there,
    or below the mouse, the first place on screen that covers nothing in ``avoid``, and of those the one that covers
    least of ``rather``; else the one that covers least of ``avoid``."""
    rather = rather or []
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
        for r in avoid + rather:  # slid sideways off each thing it covers, else above it (over a row of cards)
            if base.colliderect(r):
                tried += [base.move(r.left - 4 - base.right, 0).clamp(screen),
                          base.move(r.right + 4 - base.left, 0).clamp(screen)]
        tried += [base.move(0, r.top - 4 - base.bottom).clamp(screen) for r in avoid + rather
                  if base.colliderect(r) and r.top - 4 - base.bottom < 0]

    def covered(r: pygame.Rect, things: list[pygame.Rect]) -> int:
        return sum(r.clip(a).w * r.clip(a).h for a in things)

    # the first of the least covered: a place that covers nothing, if any
    return min(tried, key=lambda r: (covered(r, avoid), covered(r, rather)))


def draw(surface: pygame.Surface, lines: list[str], at: tuple[int, int],
         avoid: list[pygame.Rect] | None = None, rather: list[pygame.Rect] | None = None,
         over: pygame.Rect | None = None) -> pygame.Rect | None:
    """A framed box of lines by the mouse, clear of ``avoid`` (the buttons) and then of ``rather`` (the capsules)
    where it can be (``place``); none where it would lie over ``over`` (another station's preview, showing its cards
    large: playtest 31, a tip over its top)."""
    imgs = [theme.text(line, 15, theme.TEXT if k == 0 else theme.TEXT_DIM, bold=k == 0)
            for k, line in enumerate(lines)]
    w = max(i.get_width() for i in imgs) + 20
    h = sum(i.get_height() + 2 for i in imgs) + 12
    r = place((w, h), at, (avoid or []) + ([over] if over is not None else []), rather)
    if over is not None and r.colliderect(over):
        return None
    ui.panel(surface, r, (12, 14, 30), theme.ACCENT_2, radius=8, width=2)
    y = r.y + 6
    for img in imgs:
        surface.blit(img, (r.x + 10, y))
        y += img.get_height() + 2
    return r
