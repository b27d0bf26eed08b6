"""The board under the groups: what the step of the round is about, in one place.

- layout (variant): the drawn card waiting for a group;
- auction: the high bid and its holder, who has passed;
- payment: the winner's picks so far (or, for the viewer paying, the total of
  the cards lifted from the hand);
- order reveal: what happens, and the viewer's own selection total;
- after the reveal: every seat's revealed cards and total, its place in the
  order of choice and why, until the next round;
- the viewer taking a group: each card with its Hand / Front toggle, and why
  the other place is barred when it is.

The painter decides nothing: every number and every reason comes from the
view, the engine's words or the table's collected choice.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.systeme_solaire import table_words
from engine.systeme_solaire.cards import hand_value
from engine.systeme_solaire.facts import BY_CARDS
from engine.systeme_solaire.words import SHORT_REASON, seat_tie_words, way_words
from game import theme, ui
from game.i18n import tr, trn
from game.kit import panels
from game.tables.systeme_solaire import controls
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.seats import TONES, order_place, token

BOARD_BG = (18, 22, 46)


def mode(d: Any) -> str:
    """What the board shows now (the cards on stage first: they may still be flying to or from it)."""
    v = d.view
    if d.group is not None:
        return "take"
    if d.shown in ("setup", "take"):  # "take": the round's end held in sight, the view the next round's already
        return ""  # (its auction shown under "Round 2", every group "taken by", playtest 33, 67_replay_mid.png)
    if d.shown == "lay":
        return "layout"
    if d.cards(L.PAY) or v.phase == "pay":
        return "pay"
    if v.phase in ("take", "over") or any(d.cards(("reveal", s)) for s in range(v.players)):
        return "reveal"
    if v.phase == "lay" or d.cards(L.DRAWN):
        return "lay"
    if v.phase == "bid":
        return "bid"
    if v.phase == "select":
        return "select"
    return ""


def paint(surface: pygame.Surface, d: Any) -> None:
    m = mode(d)
    if not m:
        return
    r = L.BOARD
    ui.panel(surface, r, BOARD_BG, (60, 70, 112), radius=12)
    {"take": _take, "pay": _pay, "reveal": _reveal, "lay": _lay, "bid": _bid, "select": _select,
     "layout": _layout}[m](surface, d, r)


def _lines(surface: pygame.Surface, lines: list[tuple[str, int, tuple[int, int, int], bool]], x: int, y: int,
           width: int) -> None:
    """Lines of text down from (x, y), each shrunk to fit ``width``."""
    for text, size, col, bold in lines:
        y = theme.blit_fit(surface, text, size, (x, y), width, col, bold=bold, smallest=11).bottom + 5


def _said(d: Any, mode: str) -> list[str]:
    """The engine's words for the board's ``mode``, as the screen says them (a blank line as "")."""
    collecting = d.paying if mode == "pay" else d.selecting
    lines = table_words.board(d.view, mode, collecting, d.picked, d.cards(L.PAY))
    return [d.say(w) if w is not None else "" for w in lines]


def _layout(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    label, lead, how = _said(d, "layout")
    _lines(surface, [(label, 14, theme.TEXT_DIM, True), (lead, 18, theme.TEXT, True), (how, 15, theme.TEXT_DIM, False)],
           r.x + 14, r.y + 8, r.w - 28)


def _lay(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    for c in d.cards(L.DRAWN):
        surface.blit(d.art.face(c, *L.FRONT), d.layout.card_rect(L.DRAWN))
    lead, left = _said(d, "lay")
    _lines(surface, [(lead, 18, theme.TEXT, True), (left, 15, theme.TEXT_DIM, False)], r.x + 84, r.y + 14, r.w - 96)


def _bid(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    v = d.view
    label, head, foot = _said(d, "bid")
    passed = [d.name(s) for s in range(v.players) if v.passed[s]]
    # the plural form for the number of names (French: « A passé » for one, « Ont passé » for more)
    gone = trn("Passed: {names}", "Passed: {names}", len(passed), names=", ".join(passed)) if passed \
        else tr("Nobody has passed yet")
    _lines(surface, [(label, 14, theme.TEXT_DIM, True), (head, 22 if v.bidder >= 0 else 20, theme.GOLD, True),
                     (gone, 16, theme.TEXT, False)], r.x + 14, r.y + 8, r.w - 28)
    # the footnote shares its row's bottom with the "Passed" line: it keeps right of it
    room = r.w - 24 - theme.font(16).size(gone)[0] - 24
    theme.blit_fit(surface, foot, 13, (r.right - 12, r.bottom - 8), room, theme.TEXT_FAINT, anchor="bottomright",
                   smallest=10)


def _pay(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    head, paid, note = _said(d, "pay")
    if d.paying:
        enough = hand_value(d.picked) >= d.view.high
        _lines(surface, [(head, 18, theme.GOOD, True), (paid, 20, theme.GOLD if enough else theme.TEXT, True),
                         (note, 14, theme.TEXT_DIM, False)], r.x + 14, r.y + 8, r.w - 28)
        return
    cards = d.cards(L.PAY)
    for i, c in enumerate(cards):
        cr = d.layout.card_rect(L.PAY, i, len(cards))
        surface.blit(d.art.face(c, cr.w, cr.h), cr)
    _lines(surface, [(head, 17, theme.GOOD, True), (paid, 17, theme.TEXT, True), (note, 13, theme.TEXT_DIM, False)],
           r.x + 14, r.y + 10, 228)


def _select(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    label, lead, how, *mine = _said(d, "select")
    lines = [(label, 14, theme.TEXT_DIM, True), (lead, 17, theme.TEXT, True), (how, 15, theme.TEXT_DIM, False)]
    lines += [(text, 17 if d.selecting else 16, theme.ACCENT_2, True) for text in mine]
    _lines(surface, lines[:4], r.x + 14, r.y + 6, r.w - 28)


def _reveal(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    """Per seat, clockwise from the viewer: its place in the order, what it revealed, why it is placed there."""
    v = d.view
    for s in range(v.players):
        zone = ("reveal", s)
        slot = L.reveal_slot(d.layout.place(s), v.players)
        settled = zone not in d.landing and d.shown != "reveal"  # totals once the cards are turned
        x = slot.x + 4
        if (place := order_place(d, s)) is not None:
            token(surface, (slot.x + 13, slot.y + 10), place, r=10)
            x = slot.x + 28
        total = str(v.totals[s]) if v.totals and settled and s != v.winner else ""  # after its own name (playtest 17)
        room = slot.right - 4 - x - (theme.font(22, True).size(total)[0] + 8 if total else 0)
        label = tr("You") if s == v.seat else d.name(s)
        named = theme.blit_text(surface, label, panels.fit_size(label, 15, room), (x, slot.y + 1), theme.TEXT, True)
        theme.blit_text(surface, total, 22, (named.right + 8, slot.y - 1), theme.ACCENT_2, bold=True)
        cards = d.cards(zone)
        rects = [d.layout.card_rect(zone, i, len(cards)) for i in range(len(cards))]
        for i, c in enumerate(cards):
            cr = rects[i]
            up = d.layout.face_up(zone, c) and c >= 0
            # a card the next one overlaps shows no name band (the next card would cut the name)
            covered = up and i + 1 < len(rects) and rects[i + 1].x < cr.right
            surface.blit(d.art.fanned(c, cr.w, cr.h) if covered else d.art.card(c, cr.w, cr.h, up), cr)
        if not settled or v.phase not in ("take", "over"):
            continue
        x0 = d.layout.card_rect(zone, len(cards) - 1, len(cards)).right + 6 if cards else slot.x + 4
        _slot_notes(surface, d, s, cards, x0, slot)


def _slot_notes(surface: pygame.Surface, d: Any, s: int, lying: list[int], x: int, slot: pygame.Rect) -> None:
    """Beside a seat's revealed cards: the auction win, an empty hand, an Earth or Pluto gone to the front, and the
    tie-break that placed the seat (the engine's words), wrapped to the room left."""
    v = d.view
    at = v.order.index(s) if s in v.order else -1
    why = v.reasons[at] if 0 <= at < len(v.reasons) else ""
    tied = [d.say(w) for w in seat_tie_words(v, at)]  # which tie, its own place in it (SS-17.4), longest first
    notes = [(d.say(w), TONES[w.tone]) for w in table_words.slot_notes(v, s, lying)]
    y = slot.y + 24
    room = slot.right - 4 - x
    if tied:  # the longest words that fit in two rows under the notes above (a narrow column: "tie: 2nd nearest")
        below = slot.bottom - y - sum(theme.font(NOTE_SIZES[0], True).get_linesize() for _ in notes)
        notes.append((next((t for t in tied if 0 < len(note_rows(t, room, below)[1]) <= 2), tied[-1]), theme.ACCENT_2))
    elif why == BY_CARDS:
        notes.append((d.say(SHORT_REASON[why]), theme.ACCENT_2))
    if s == v.marker and (way := [d.say(w) for w in way_words(v)]):  # which way the ties count, from this seat
        notes.append((next((t for t in way if 0 < len(note_rows(t, room, slot.bottom - y)[1]) <= 2), way[-1]),
                      theme.TEXT_DIM))
    for text, col in notes:
        size, lines = note_rows(text, room, slot.bottom - y)
        if not lines:  # no room for the whole note at any size: one line, smaller, or ended in "…"
            if y <= slot.bottom - 14:
                theme.blit_fit(surface, text, 12, (x, y), room, col, bold=True, smallest=NOTE_SIZES[-1])
            return
        for line in lines:
            theme.blit_text(surface, line, size, (x, y), col, bold=True)
            y += theme.font(size, True).get_linesize()


NOTE_SIZES = (12, 11, 10, 9)  # a slot's note: its usual size, and the smaller ones it takes to be said whole


def note_rows(text: str, width: int, height: int) -> tuple[int, list[str]]:
    """A note beside a seat's revealed cards, wrapped whole in ``width`` by ``height`` pixels at the largest of
    ``NOTE_SIZES`` it fits at in two rows, else in more, and that size (no rows: it fits at none). With five players
    two cards leave some 50 pixels: "égalité :…" at 12 points said whole at 9 or 10; "tie at 4: 3rd ↺" in two rows
    at 10, not three at 12 (playtest 16, 142.png)."""
    fits = [(size, lines) for size in NOTE_SIZES if (lines := theme.wrap(text, size, width, bold=True))
            and len(lines) * theme.font(size, True).get_linesize() <= height
            and all(theme.font(size, True).size(line)[0] <= width for line in lines)]
    return next((f for f in fits if len(f[1]) <= 2), fits[0] if fits else (NOTE_SIZES[-1], []))


def _take(surface: pygame.Surface, d: Any, r: pygame.Rect) -> None:
    """The group being taken: each card, its Hand / Front toggle, and why a place is barred."""
    cards = d.view.groups[d.group] if 0 <= d.group < len(d.view.groups) else ()
    for j, c in enumerate(cards):
        surface.blit(d.art.face(c, *L.FRONT), controls.take_card(j))
    for j, (hand, front, _barred) in enumerate(d.toggles):
        hand.button.draw(surface)
        front.button.draw(surface)
        why = d.reasons[j] if j < len(d.reasons) else None
        if why:  # a lone card's reason has the board's width; three rows, smaller, stay off its border (SS-22)
            width = (r.w if len(cards) == 1 else r.w // 2) - 100
            size = 13 if len(theme.wrap(why, 13, width)) <= 2 else 12
            for k, line in enumerate(theme.wrap(why, size, width)[:3]):
                theme.blit_text(surface, line, size, (hand.button.rect.x, r.y + 49 + (size + 2) * k), theme.TEXT_DIM)
    if len(cards) == 2:
        pygame.draw.line(surface, (60, 70, 112), (r.centerx, r.y + 10), (r.centerx, r.bottom - 10), 1)
