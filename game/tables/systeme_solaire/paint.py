"""Painting the Système Solaire table at rest: the round, the piles, the groups, the viewer's area, the prompt line, the log.

The painter receives everything it draws in a ``Picture`` (the view, the
display model's cards per zone, the layout, the collected choice and the
controls); it decides nothing about the rules. The other seats are in
``seats``, the board under the groups in ``board``, the lists in ``table``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.systeme_solaire import table_words
from engine.systeme_solaire.cards import PROBE_SETS, auction_value, hand_value
from engine.systeme_solaire.table_words import STEP_NAMES
from game import record, theme, ui
from game.i18n import tr, trn
from game.kit import panels, tips
from game.kit import picture as kit_picture
from game.kit.art import face_down_pile, lay, top_card
from game.tables.systeme_solaire import board, seats
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.art import SystemeSolaireArt
from game.tables.systeme_solaire.controls import Control
from game.tables.systeme_solaire.layout import DECK, DISCARD, UNSEEN, Layout

# the prompt line: one line from 20 points down to 13, else two lines at 13 (a Hint with its reason and the next best
# move: on one line the reason was dropped, playtest 33, 45_hint2.png); two lines at 13 stand no taller than one at 20
PROMPT = panels.Prompt((640, L.HINT_Y), L.HINT_MAX_W, 20, 13, (13, 13), 40)

STEPS = (("lay",), ("bid", "pay"), ("select", "reveal", "revealed"), ("take",))


@dataclass
class Picture(kit_picture.Picture[Layout, SystemeSolaireArt]):
    controls: list[Control] = field(default_factory=list)
    picked: tuple[int, ...] = ()  # hand cards chosen on screen for the payment or the selection
    pickable: bool = False  # hand cards may be clicked to choose them
    paying: bool = False
    selecting: bool = False
    group: int | None = None  # the group the viewer is taking
    start: str = ""  # how its cards started, until one is moved (``table_words.TAKE_STARTS``)
    groups_open: frozenset[int] = frozenset()  # groups a click may choose (take) or fill (lay)
    sets_open: frozenset[int] = frozenset()  # probe sets a click may take
    toggles: list[Any] = field(default_factory=list)
    reasons: list[str | None] = field(default_factory=list)
    shown: str | None = None  # the step the cards are acting out ("setup", "lay", "reveal", "revealed"), if any
    handing: bool = False  # "Pass to …" (hot-seat) or "Results ▸" (the final table) sits at the log's foot
    took: dict[int, tuple[int, str]] = field(default_factory=dict)  # a taken group: who, where ("Mars → front")
    live: bool = True  # a table played here, not a replay (whose panels never say "your turn")


def paint(surface: pygame.Surface, d: Picture) -> None:
    surface.blit(theme.starfield(), (0, 0))
    seats.others(surface, d)
    _track(surface, d)
    _piles(surface, d)
    if d.view.phase == "probes" or any(d.cards(("set", i)) for i in range(len(PROBE_SETS))):
        _sets(surface, d)
    else:
        _groups(surface, d)
        board.paint(surface, d)
    if d.handing:  # the log gives its foot to "Pass to …" or "Results ▸"
        panels.log(surface, L.LOG_HANDING, d.log, count=(L.LOG_HANDING.h - 24) // 21, spacing=21, wrap=True)
    else:
        panels.log(surface, L.LOG, d.log, count=12, spacing=21, wrap=True)
    _own(surface, d)
    PROMPT.draw(surface, *d.prompt)
    for c in d.controls:
        c.button.draw(surface)
    _buttons_caption(surface, d)


def _track(surface: pygame.Surface, d: Picture) -> None:
    """The round (1–5) and its four steps, the current one lit."""
    v = d.view
    r = L.TRACK
    phase = d.shown if d.shown in ("lay", "reveal", "revealed", "take") else v.phase
    label = d.say(table_words.round_words(v, d.shown))
    head = theme.blit_text(surface, label, 18, (r.x, r.centery), theme.TEXT, bold=True, anchor="midleft")
    if v.phase in ("probes", "over") or d.shown == "setup":
        return
    x0 = max(head.right + 16, r.x + 170)
    w = (r.right - x0 - 6 * 3) // 4
    for k, (phases, name) in enumerate(zip(STEPS, STEP_NAMES, strict=True)):
        box = pygame.Rect(x0 + k * (w + 6), r.y, w, r.h)
        lit = phase in phases
        ui.panel(surface, box, theme.ACCENT if lit else (24, 30, 58), (255, 236, 170) if lit else (60, 70, 112),
                 radius=8, width=2)
        text = tr(name)
        theme.blit_fit(surface, text, 15, box.center, w - 10, theme.INK if lit else theme.TEXT_DIM, bold=lit,
                       anchor="center", smallest=11)


def discard_top(d: Picture) -> int | None:
    """The card on top of the discard pile: the last one discarded. Revealed cards lie on the board until the next
    round (``choreo``) though they are in the pile already, as the log and the count say: once one lies there, it
    is the top (playtest 24: the old top stayed until the next round, and Probe 1 at the end of the game)."""
    pile = d.cards(DISCARD)
    last = d.view.discard[-1] if d.view.discard else None
    lying = {c for s in range(len(d.view.hands)) for c in d.cards(("reveal", s))}
    return last if last in lying else (pile[-1] if pile else None)


def _piles(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    r = L.DECK_PILE
    n = len(d.cards(DECK))
    if n:
        face_down_pile(surface, d.art.back(r.w, r.h), r, n, 12, most=3, rising=True)
    else:  # marked as the empty discard is: an outline alone read as a missing card (playtest 29, 29_r5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=8)
        theme.blit_text(surface, tr("empty"), 13, r.center, theme.TEXT_FAINT, anchor="center")
    label_w = L.DISCARD_PILE.x - L.DECK_PILE.x - 4  # the two labels side by side, in any language
    theme.blit_fit(surface, tr("Deck {n}", n=n), 16, (r.centerx, r.bottom + 6), label_w, theme.TEXT, bold=True,
                   anchor="midtop", smallest=11)
    r = L.DISCARD_PILE
    pile = d.cards(DISCARD)
    top = discard_top(d)
    top_card(surface, d.art.face(top, r.w, r.h) if top is not None else None, r, theme.PANEL_EDGE, 8)
    if not pile:
        theme.blit_text(surface, tr("empty"), 13, r.center, theme.TEXT_FAINT, anchor="center")
    theme.blit_fit(surface, tr("Discard {n}", n=len(v.discard)), 16, (r.centerx, r.bottom + 6), label_w,
                   theme.TEXT, bold=True, anchor="midtop", smallest=11)
    # under both piles, so a longer language never reaches the seat panel on the right
    below = (L.DECK_PILE.x + r.right) // 2
    theme.blit_fit(surface, tr("click to list"), 13, (below, r.bottom + 26), r.right - L.DECK_PILE.x, theme.TEXT_DIM,
                   anchor="midtop")
    unseen = d.cards(UNSEEN)
    if unseen:
        u = L.UNSEEN_PILE
        surface.blit(d.art.back(u.w, u.h), u)
        text = trn("{n} card set aside unseen", "{n} cards set aside unseen", len(unseen))
        for k, line in enumerate(theme.wrap(text, 13, L.MID_X - u.right - 20)[:3]):
            theme.blit_text(surface, line, 13, (u.right + 8, u.y + 16 * k), theme.TEXT_DIM)


def _groups(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    n = v.players
    for g in range(n):
        slot = L.group_slot(g, n)
        cards = d.cards(("group", g))
        chosen = d.group == g
        ui.panel(surface, slot, (20, 26, 52), (44, 54, 92), radius=10, width=1)
        theme.blit_text(surface, tr("Group {n}", n=g + 1), 15, (slot.centerx, slot.y + 1),
                        theme.ACCENT_2 if chosen else theme.TEXT_DIM, bold=True, anchor="midtop")
        for i, c in enumerate(cards):
            cr = L.group_card(g, n, i, len(cards))
            lay(surface, d.art.face(c, cr.w, cr.h), cr)
        taker, split = d.took.get(g, (v.taken[g] if g < len(v.taken) else -1, ""))
        if taker >= 0 and not cards:
            text = tr("taken by {name}", name=d.name(taker))
            area = L.group_area(g, n)
            at = (area.centerx, area.centery - 10) if split else area.center
            # the words keep clear of the slot's sides, where the coach's arrow at a group beside it stands (it lay
            # over "devant", playtest 33), as far as two rows still hold "Neptune → hand, Jupiter → front"
            room = max(slot.w - 2 * L.ARROW_SIDE, 140)
            theme.blit_text(surface, text, panels.fit_size(text, 15, room), at, theme.TEXT_DIM, anchor="center")
            if split:  # what the taker took and where, in two rows at most
                rows = _by_card(split, room)[:2]
                for k, row in enumerate(rows):
                    theme.blit_fit(surface, row, 13, (area.centerx, area.centery + 10 + 16 * k), room,
                                   theme.TEXT_DIM, anchor="center", smallest=10)
        if chosen:
            ui.glow_rect(surface, L.group_area(g, n), theme.ACCENT_2, 3)
        elif g in d.groups_open:
            pygame.draw.rect(surface, theme.ACCENT, L.group_area(g, n), 2, border_radius=10)


def _by_card(split: str, room: int) -> list[str]:
    """A take's words in rows of whole "card → place" items: wrapped by words, « Soleil → » ended a row and
    « devant » began the next."""
    f, rows = theme.font(13), []
    for item in split.split(", "):
        if rows and f.size(f"{rows[-1]}, {item}")[0] <= room:
            rows[-1] += f", {item}"
        else:
            rows.append(item)
    return [row + ("," if k < len(rows) - 1 else "") for k, row in enumerate(rows)]


def _sets(surface: pygame.Surface, d: Picture) -> None:
    """Five players: the probe sets left, each as its cards with its values."""
    for i, (_comp, set_cards) in enumerate(PROBE_SETS):
        zone = ("set", i)
        cards = d.cards(zone)
        slot = L.set_slot(i)
        if not cards:
            continue
        ui.panel(surface, slot, (24, 30, 58), theme.ACCENT if i in d.sets_open else (60, 70, 112), radius=10,
                 width=2)
        a, b, c, e = (auction_value(x) for x in set_cards)
        values = tr("Probes {a}, {b}, {c}, {e} — value {n}", a=a, b=b, c=c, e=e, n=hand_value(set_cards))
        theme.blit_fit(surface, values, 15, (slot.centerx, slot.y + 5), slot.w - 12, theme.TEXT, bold=True,
                       anchor="midtop", smallest=11)
        for j, c in enumerate(cards):
            cr = L.set_card(i, j)
            surface.blit(d.art.face(c, cr.w, cr.h), cr)


def _own(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    s = d.layout.bottom
    _own_words(surface, d)
    front = tr("Front: {n} VP", n=seats.shown_vp(d, s)) if v.final is None else tr("Final: {score}",
                                                                             score=d.say(table_words.score(v, s)))
    theme.blit_text(surface, front, 17, (L.OWN_FRONT.x, L.OWN_LABEL_Y), theme.GOLD, bold=True)
    if not d.cards(("front", s)):
        pygame.draw.rect(surface, (44, 52, 90), pygame.Rect(L.OWN_FRONT.topleft, L.FRONT), 2, border_radius=8)
        x = L.OWN_FRONT.x + L.FRONT[0] + 12
        theme.blit_fit(surface, tr("Cards you place in front score VP at the end"), 14, (x, L.OWN_FRONT.centery),
                       L.OWN_HAND.x - 12 - x, theme.TEXT_FAINT, anchor="midleft", smallest=11)
    seats.front(surface, d, ("front", s))
    _hand(surface, d, s)


def _own_words(surface: pygame.Surface, d: Picture) -> list[pygame.Rect]:
    """The viewer's panel, its name (lit on its turn), first-player pill and status ("you bid 2, outbid · your turn
    to bid or pass"), and its hand's words ("Hand: 5 cards · value 15"); where the hand's words and the status went."""
    v, s, p = d.view, d.layout.bottom, L.OWN
    x = seats.head(surface, d, s, p, 14)
    name = theme.blit_text(surface, panels.seat_label(d.seats[s]), 20, (x, p.y + 7),
                           theme.GOLD if v.to_act == s else theme.TEXT, bold=True)
    if v.marker == s:
        name = seats.marker(surface, (name.right + 8, name.centery))
    held = trn("Hand: {n} card · value {v}", "Hand: {n} cards · value {v}", v.hand_sizes[s], v=v.hand_values[s])
    out = [theme.blit_text(surface, held, 17, (L.OWN_HAND.x, L.OWN_LABEL_Y), theme.TEXT, bold=True)]
    if status := "  ·  ".join(text for text, _c in seats.status(d, s)):
        out.append(theme.blit_text(surface, status, panels.fit_size(status, 16, 430 - (name.right - p.x)),
                                   (name.right + 14, name.centery), theme.ACCENT_2, bold=True, anchor="midleft"))
    return out


def own_words(d: Picture) -> list[pygame.Rect]:
    """Where the viewer's panel says its status and its hand, as ``_own`` draws them (measured, not shown): a tip
    keeps clear of both (playtest 29: the Bid button's tip hid the hand's value on almost every auction turn)."""
    with record.capture(feed=False):  # as ``tips.measured``: not what the screen showed
        return _own_words(tips.MEASURE, d)


def hand_rects(d: Picture) -> list[tuple[int, pygame.Rect]]:
    """The viewer's hand cards where they are drawn (chosen ones lifted), left to right."""
    zone = ("hand", d.layout.bottom)
    cards = d.cards(zone)
    out = []
    for i, c in enumerate(cards):
        r = d.layout.card_rect(zone, i, len(cards))
        if c in d.picked or (c in d.view.selection and d.view.phase == "select"):
            r.y -= L.LIFT
        out.append((c, r))
    return out


def _hand(surface: pygame.Surface, d: Picture, s: int) -> None:
    zone = ("hand", s)
    rects = hand_rects(d)
    for c, r in rects:
        lay(surface, d.art.card(c, r.w, r.h, d.layout.face_up(zone, c)), r)
        if c in d.picked:
            ui.glow_rect(surface, r, theme.ACCENT_2, 3)
        elif c in d.view.selection and d.view.phase == "select":
            # over the picture: the top holds the auction coin, the bottom the name
            panels.plate(surface, tr("selected"), 12, r.center, theme.ACCENT_2, pad=(8, 2), radius=6)
        elif d.pickable:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 2, border_radius=10)
    if not rects and zone not in d.landing:
        theme.blit_text(surface, tr("(empty hand)"), 18, L.OWN_HAND.center, theme.TEXT_FAINT, anchor="center")


def _buttons_caption(surface: pygame.Surface, d: Picture) -> None:
    """A line over the buttons saying what they decide."""
    v = d.view
    if not d.controls:
        return
    text = d.say(table_words.buttons_heading(v, d.layout.bottom, d.paying, d.selecting))
    theme.blit_fit(surface, text, 15, (L.BUTTONS.x, L.BUTTONS.y + 4), L.BUTTONS.w - 6, theme.TEXT_DIM, bold=True,
                   smallest=11)
    help_words = table_words.buttons_help(v, d.picked, d.paying or d.selecting, d.group, d.start)
    if help_words is not None:  # the room between the heading and the buttons says what the heading is about
        below = d.say(help_words)
        # one line if a slightly smaller size holds it (a lone word on a second line reads badly), else two
        size = panels.fit_size(below, 14, L.BUTTONS.w - 6, bold=False, smallest=12)
        if theme.font(size).size(below)[0] > L.BUTTONS.w - 6:
            size = 14
        while size > 11 and len(theme.wrap(below, size, L.BUTTONS.w - 6)) > 2:  # two lines fit above the buttons
            size -= 1
        lines = theme.wrap(below, size, L.BUTTONS.w - 6)
        if len(lines) > 2:
            lines = [lines[0], theme.shorten(" ".join(lines[1:]), size, L.BUTTONS.w - 6)]
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, size, (L.BUTTONS.x, L.BUTTONS.y + 28 + 18 * k), theme.ACCENT_2)

