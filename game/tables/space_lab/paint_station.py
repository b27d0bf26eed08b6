"""Painting one station: its 10 slots, its 3 capsules with their Objectives and tiles, and who neighbours whom.

Behind the slots each capsule lays a band of its colour over its four
neighbours (its top and bottom slot, the middle slots on either side), so a
shared middle slot shows both colours. On a capsule's Objective a green
check marks each colour already present around it (``facts.capsule_facts``);
a validated capsule carries its tile. While the viewer chooses where a card
goes, the slots it may take glow, and those where something would happen
(``facts.slot_facts``) are lit gold and say what.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import HIDDEN
from engine.space_lab.cards import OBJECTIVE
from engine.space_lab.content import SLOTS
from engine.space_lab.faces import fact_lines
from engine.space_lab.words import SPECIALTY_WORDS
from game import theme, ui
from game.i18n import tr
from game.kit import faces
from game.kit.art import lay, mix
from game.kit.token_lines import Token
from game.tables.space_lab import icons
from game.tables.space_lab.icons import CAPSULE_RGB
from game.tables.space_lab.layout import OWN_OBJ, StationGeometry, scaled_station

BARE_FROM = 40  # pixels: from this side a bare Objective face shows its specialty under its colours (``art``)

BG = (20, 26, 52)
GOLD_FILL = (92, 74, 24)
BIG_FROM = 50  # a slot at least this wide says what an empty slot is for, as the viewer's own does
MINI_WORDS = 34  # from this width a Lab card's face has words (``art.paint_lab``); narrower, its cost and mark


def station(surface: pygame.Surface, d: Any, seat: int, geo: StationGeometry, big: bool,
            chooser: bool = False) -> None:
    """``chooser``: this is the viewer's station while they place a card (targets and facts are shown)."""
    _bands(surface, geo, big)
    objectives = d.view.objectives[seat]
    for k in range(10):
        r = geo.slots[k]
        cards = d.cards(("slot", seat, k))
        if cards:
            _card(surface, d, seat, k, cards[-1], r, big)
        elif big and not (chooser and SLOTS[k] in d.targets):  # a target is repainted whole by _targets
            _empty(surface, r, k, objectives)
        else:
            pygame.draw.rect(surface, (64, 76, 120), r, 1, border_radius=4)
    for i in range(3):
        _capsule(surface, d, seat, geo, i, big)
    if chooser:
        _targets(surface, d, geo)


def in_box(surface: pygame.Surface, d: Any, seat: int, box: pygame.Rect) -> None:
    """The seat's station as large as ``box`` allows, centred in it (a results row, and that row pointed at)."""
    geo = scaled_station(box)
    station(surface, d, seat, geo, geo.slot[0] >= BIG_FROM)


def legend(surface: pygame.Surface, d: Any, geo: StationGeometry) -> None:
    """The four specialty icons by name, in the free room between the first two top slots: the cards show a
    specialty by its icon alone while the Hint, guide and log name it (a newcomer guessed "+ = Doctor": playtest 17)."""
    a, b = geo.slots[0], geo.slots[1]
    box = pygame.Rect(a.right + 10, a.y + 2, b.x - a.right - 20, a.h - 4)
    step = box.h // len(SPECIALTY_WORDS)
    for k, name in enumerate(SPECIALTY_WORDS):
        cy = box.y + step * k + step // 2
        icons.badge(surface, box.x + 9, cy, 9, k)
        theme.blit_fit(surface, d.say(name), 12, (box.x + 22, cy), box.w - 22, theme.TEXT_DIM, anchor="midleft",
                       smallest=10)


def _bands(surface: pygame.Surface, geo: StationGeometry, big: bool) -> None:
    pad = 5 if big else 2
    for i in range(3):
        tint = mix(CAPSULE_RGB[i], BG, 0.72)
        top, bottom = geo.slots[i], geo.slots[7 + i]
        ui.panel(surface, pygame.Rect(top.x - pad, top.y - pad, top.w + 2 * pad, bottom.bottom - top.y + 2 * pad),
                 tint, None, radius=8 if big else 4)
        left, right = geo.slots[3 + i], geo.slots[4 + i]
        x0 = left.x - pad if i == 0 else left.centerx
        x1 = right.right + pad if i == 2 else right.centerx
        ui.panel(surface, pygame.Rect(x0, left.y - pad, x1 - x0, left.h + 2 * pad), tint, None,
                 radius=8 if big else 4)


def _card(surface: pygame.Surface, d: Any, seat: int, k: int, card: int, r: pygame.Rect, big: bool) -> None:
    # a small station larger than another player's (a results row among three or four): the words would end in "…",
    # so the colour and mark alone, as on a card of a fan; pointed at, the row shows it large with its words
    bare = not big and r.w >= MINI_WORDS and card != HIDDEN
    lay(surface, d.art.fitted(card, r.w, r.h) if bare else d.art.card(card, r.w, r.h, card != HIDDEN), r, (2, 3))
    capsule = k - 7
    facts = d.capsules.get(seat, ())
    if 0 <= capsule < len(facts) and facts[capsule].armed:  # the Objective's bottom effect is on: a green check
        rad = 9 if big else 5
        # in the top edge's middle, between the cost and the specialty, where the face prints nothing: at the
        # bottom left it covered the card's effect text (playtest 23)
        c = (r.centerx, r.y + rad + 2)
        faces.disc(surface, c, rad, (20, 110, 50), theme.GOOD)
        pygame.draw.lines(surface, (255, 255, 255), False, [(c[0] - rad * 0.5, c[1]), (c[0] - rad * 0.1, c[1] + rad * 0.4),
                                                            (c[0] + rad * 0.5, c[1] - rad * 0.4)], 2 if big else 1)


def _empty(surface: pygame.Surface, r: pygame.Rect, k: int, objectives: tuple[int, ...]) -> None:
    """An empty slot says what it does: top slots draw Projects, bottom slots wake an Objective."""
    pygame.draw.rect(surface, (16, 20, 42), r, border_radius=8)
    pygame.draw.rect(surface, (84, 98, 150), r, 2, border_radius=8)
    name = SLOTS[k]  # the engine's code (T0, M1, B2) is never shown: the slot's place and contents say what it is
    if name[0] == "T":
        icons.mini_card(surface, r.centerx, r.centery - 10, 11, landscape=True)
        theme.blit_fit(surface, tr("Projects"), 12, (r.centerx, r.centery + 8), r.w - 6, theme.TEXT_FAINT,
                       anchor="midtop", smallest=8)  # clear of the slot's sides in a longer language
    elif name[0] == "B" and objectives:
        obj = OBJECTIVE[objectives[int(name[1])]]
        icons.badge(surface, r.centerx, r.centery - 10, 12, obj.specialty)
        # whole in a station drawn smaller than the viewer's own (a preview, a results row): "Objecti…" at 9 pt
        theme.blit_fit(surface, tr("Objective"), 12, (r.centerx, r.centery + 8), r.w - 6, theme.TEXT_FAINT,
                       anchor="midtop", smallest=8)


def _capsule(surface: pygame.Surface, d: Any, seat: int, geo: StationGeometry, i: int, big: bool) -> None:
    cap = geo.capsules[i]
    col = CAPSULE_RGB[i]
    facts = d.capsules.get(seat, ())
    done = bool(facts) and facts[i].validated
    ui.panel(surface, cap, mix(col, BG, 0.45), theme.GOLD if done else col, radius=12 if big else 6,
             width=3 if big else 2)
    o = geo.objective(i)
    cards = d.cards(("obj", seat, i))
    if cards:
        # smaller than the viewer's own (a results row), the Objective's words would end in "…": its colours and
        # bottom specialty only, its words there when pointed at (shown as large as the viewer's own)
        bare = cards[-1] != HIDDEN and o.h < OWN_OBJ
        surface.blit(d.art.fitted(cards[-1], o.w, o.h) if bare else d.art.card(cards[-1], o.w, o.h, cards[-1] != HIDDEN),
                     o)
        # the bare face of a small station keeps its colours and specialty readable: its marks go aside
        if facts and cards[-1] != HIDDEN:
            if bare:
                _bare_checks(surface, o, cards[-1], facts[i].needs)
            else:
                _checks(surface, o, cards[-1], facts[i].needs, big)
        if facts and facts[i].blocked:
            _blocked(surface, *(_cross_aside(o) if bare else (o.center, max(6, int(min(o.w, o.h) * 0.2)))))
    if big and d.swap_from == i and seat == d.layout.bottom:
        pygame.draw.rect(surface, theme.ACCENT_2, cap.inflate(14, 14), 4, border_radius=14)
    tiles = d.cards(("tile", seat, i))
    if tiles:
        t = geo.token(i)
        if big and not geo.inside:
            _won(surface, geo, i, t)
        surface.blit(d.art.face(tiles[-1], t.w, t.h), t)


def _won(surface: pygame.Surface, geo: StationGeometry, i: int, t: pygame.Rect) -> None:
    """A won tile beside its top slot hangs on its capsule's band, over the word "Validated" in its colour: alone in
    the top row it read as a loose coin of no capsule (playtest 30)."""
    top, pad = geo.slots[i], 5
    label = tr("Validated")
    w = max(t.w, theme.font(11, True).size(label)[0]) + 8
    tab = pygame.Rect(0, t.y - pad, 0, t.h + 2 * pad + 14)
    # from its top slot's band (the slot and its card's shadow left as they are) to past the tile
    edge = top.x - 4 if t.centerx < top.x else top.right + 4
    tab.x, tab.w = (t.centerx - w // 2, edge - t.centerx + w // 2) if t.centerx < top.x else (edge, t.centerx + w // 2 - edge)
    ui.panel(surface, tab, mix(CAPSULE_RGB[i], BG, 0.72), None, radius=8)
    theme.blit_fit(surface, label, 11, (t.centerx, t.bottom + 2), w - 4, CAPSULE_RGB[i], bold=True, anchor="midtop",
                   smallest=9)


def _bare_chips(o: pygame.Rect) -> tuple[list[tuple[float, float]], float]:
    """Where ``art.paint_objective(bare=True)`` draws an Objective's three colour chips in ``o``, and their radius
    (under ``BARE_FROM`` pixels the three chips alone, larger, across the middle)."""
    side = min(o.w, o.h)
    r = side * 0.14
    if side < BARE_FROM:
        return [(o.x + o.w / 2 + (k - 1) * 2.15 * r, o.y + o.h / 2) for k in range(3)], r * 1.1
    return [(o.x + o.w / 2 + (k - 1) * 2.3 * r, o.y + o.h * 0.3) for k in range(3)], r


def _cross_aside(o: pygame.Rect) -> tuple[tuple[float, float], float]:
    """Where the red cross goes on a bare face, and its radius: right of the specialty badge
    (``art.paint_objective``), a chip's size, as over the face's middle it hid the specialty (newcomer test 29,
    g41); on the smallest faces, in the corner under the chips."""
    side = min(o.w, o.h)
    r = side * 0.14
    if side < BARE_FROM:
        rad = max(4.5, side * 0.16)
        return (o.right - rad - 1, o.bottom - rad - 1), rad
    rad = max(4.0, r * 0.85)
    return (o.x + o.w / 2 + 1.2 * r + 0.3 * r + rad, o.y + o.h * 0.68), rad  # right of the badge (1.2 r)


def _bare_checks(surface: pygame.Surface, o: pygame.Rect, objective: int, needs: tuple[int, ...]) -> None:
    """The green checks of a bare face (a results row): small, on each chip's lower right edge, the chip's colour
    and mark still seen (drawn over it they hid most of it: newcomer test 29, s39)."""
    missing = list(needs)
    centres, r = _bare_chips(o)
    for a, (x, y) in zip(OBJECTIVE[objective].colours, centres, strict=True):
        if a in missing:
            missing.remove(a)
            continue
        cx, cy, rad = x + r * 0.8, y + r * 0.8, max(3.0, r * 0.55)
        pygame.draw.circle(surface, (20, 110, 50), (cx, cy), rad)
        pygame.draw.circle(surface, theme.GOOD, (cx, cy), rad, 1)
        pygame.draw.lines(surface, (255, 255, 255), False, [(cx - rad * 0.55, cy), (cx - rad * 0.1, cy + rad * 0.45),
                                                            (cx + rad * 0.55, cy - rad * 0.45)], 1)


def _blocked(surface: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A capsule that can no longer be validated (``CapsuleFact.blocked``): a red cross of radius ``r`` at ``c``, in
    the middle of its Objective (its colours still showed as if they could come), between its colours and its
    effect, hiding neither; aside on a small station's bare face (``_cross_aside``)."""
    faces.disc(surface, c, r, theme.BAD, (255, 255, 255), max(1, int(r) // 5))
    k = int(r * 0.5)
    w = max(2, int(r) // 3)
    pygame.draw.line(surface, (255, 255, 255), (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
    pygame.draw.line(surface, (255, 255, 255), (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)


def _checks(surface: pygame.Surface, o: pygame.Rect, objective: int, needs: tuple[int, ...], big: bool) -> None:
    """A green check on each required colour already around the capsule (where the face draws its chips)."""
    missing = list(needs)
    side = min(o.w, o.h)
    r = side * 0.14
    for k, a in enumerate(OBJECTIVE[objective].colours):
        if a in missing:
            missing.remove(a)
            continue
        if big:
            cx, cy = o.x + o.w / 2 + (k - 1) * 2.3 * r + r * 0.75, o.y + o.h * 0.08 + r * 1.75
        else:
            cx, cy = o.x + o.w / 2 + (k - 1) * 2.15 * r, o.y + o.h / 2 + r * 1.45
        pygame.draw.circle(surface, (20, 110, 50), (cx, cy), max(3, r * 0.55))
        pygame.draw.circle(surface, theme.GOOD, (cx, cy), max(2, r * 0.55), 1)
        if big:
            pygame.draw.lines(surface, (255, 255, 255), False,
                              [(cx - r * 0.3, cy), (cx - r * 0.05, cy + r * 0.25), (cx + r * 0.32, cy - r * 0.25)], 2)


def _targets(surface: pygame.Surface, d: Any, geo: StationGeometry) -> None:
    """The slots the chosen card may take; gold where placing it would do something, saying what."""
    for name in d.targets:
        k = SLOTS.index(name)
        r = geo.slots[k]
        fact = d.facts.get(name)
        lines = _fact_lines(fact) if fact is not None else []
        if d.pending is not None and d.pending[1] == name:
            ghost = d.art.face(d.pending[0], r.w, r.h).copy()
            ghost.set_alpha(170)
            surface.blit(ghost, r)
            continue
        # a box of its own over the capsules' bands (a middle slot straddles two): what it says stays inside it
        ui.panel(surface, r, GOLD_FILL if lines else (26, 34, 66), theme.GOLD if lines else (120, 136, 200),
                 radius=8, width=2)
        if lines:
            icons.draw_lines(surface, lines, r.inflate(-6, -10), 14, color=(255, 240, 200))


def _fact_lines(fact: Any) -> list[list[Token]]:
    """What placing the card here does besides its own effect (the engine's ``faces.fact_lines``), said."""
    return icons.said(fact_lines(fact))
