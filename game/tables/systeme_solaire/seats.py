"""Painting the seats: the other players' panels along the top, what each seat is doing, the order tokens.

Every panel shows what everyone may know of that seat: its hand's size and
value (the cards face down), its front with the VP it scores now, whether it
holds the first-player marker, and a status line for the step of the round —
its standing bid or its pass, whether it has chosen its secret selection (never how
many cards), what it revealed and its place in the order of choice.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from engine.systeme_solaire import table_words
from engine.systeme_solaire.cards import IS_SUN, card_vp, front_vp
from engine.systeme_solaire.words import seat_tie_words
from game import theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.kit import panels
from game.tables.systeme_solaire import layout as L

Color = tuple[int, int, int]
TOKEN = (110, 220, 255)
MARKER = (255, 206, 90)
TONES = {"now": theme.ACCENT, "faint": theme.TEXT_FAINT, "dim": theme.TEXT_DIM, "score": theme.GOLD, "good": theme.GOOD,
         "turn": theme.ACCENT_2, "": theme.TEXT}  # a status line's colour by its words' tone


STATUS_SMALLEST = 11  # a status line shrinks to this size before it is cut


@functools.cache
def _status_room(players: int) -> int:
    """The width of the narrowest seat panel's status line at this table."""
    return min(b.status.w for b in L.Layout(players, 0, 0, False).boxes.values()) - 2


def _fit_level(texts: list[str], players: int) -> int:
    """The first of ``texts`` (longest first) whole on a status line at its smallest size, else the last."""
    font = theme.font(STATUS_SMALLEST, True)
    return next((i for i, t in enumerate(texts) if font.size(t)[0] <= _status_room(players)), len(texts) - 1)


def _row_tie_level(d: Any) -> int:
    """The one form every tied seat's panel says its tie in: the longest that fits them all (playtest 15, z148:
    three panels of one row in three forms and two sizes, one without "from Orbit")."""
    v = d.view
    levels = [_fit_level([d.say(w) for w in tied], len(v.order))
              for place in range(len(v.order)) if (tied := seat_tie_words(v, place))]
    return max(levels, default=0)


def status(d: Any, s: int) -> list[tuple[str, Color]]:
    """What seat ``s`` is doing in this step of the round (the engine's words), each line in its tone's colour."""
    say = getattr(d, "say", lambda w: say_words.say(w, ()))  # a test's picture may carry no seats' names
    lines = table_words.status(d.view, s, d.shown, getattr(d, "live", True),
                               lambda tied: tied[min(_row_tie_level(d), len(tied) - 1)])
    return [(say(w), TONES[w.tone]) for w in lines]


def token(surface: pygame.Surface, center: tuple[int, int], place: int, r: int = 13) -> None:
    """A numbered token: the seat's place in the order of choice."""
    pygame.draw.circle(surface, (10, 40, 60), center, r + 2)
    pygame.draw.circle(surface, TOKEN, center, r)
    theme.blit_text(surface, str(place), int(r * 1.4), (center[0], center[1] + 1), theme.INK, bold=True,
                    anchor="center")


def marker(surface: pygame.Surface, at: tuple[int, int], anchor: str = "midleft") -> pygame.Rect:
    """The first-player marker, a gold pill (beside the holder's name, or in its panel's corner)."""
    img = theme.text(tr("first player"), 12, theme.INK, bold=True)
    r = img.get_rect().inflate(12, 4)
    setattr(r, anchor, at)
    ui.panel(surface, r, MARKER, (140, 98, 20), radius=r.h // 2, width=1)
    surface.blit(img, img.get_rect(center=r.center))
    return r


def head(surface: pygame.Surface, d: Any, s: int, p: pygame.Rect, pad: int) -> int:
    """A seat's panel ``p`` (lit on its turn) and its place in the order of choice, once shown, on a token in its
    top-left corner, ``pad`` pixels in; returns where its name starts."""
    active = d.view.to_act == s
    ui.panel(surface, p, theme.PANEL_HI if active else theme.PANEL, theme.ACCENT if active else theme.PANEL_EDGE,
             radius=pad, width=3 if active else 2)
    place = order_place(d, s)
    if place is None:
        return p.x + pad
    token(surface, (p.x + pad + 10, p.y + 18), place)
    return p.x + pad + 30


def order_place(d: Any, s: int) -> int | None:
    """The seat's place (1-based) in the order of choice, once the reveal has made it (and shown it)."""
    v = d.view
    if d.shown in ("reveal", "revealed") or not v.order or s not in v.order or v.phase not in ("take", "over"):
        return None
    return int(v.order.index(s)) + 1


def front(surface: pygame.Surface, d: Any, zone: tuple[str, int]) -> None:
    """A front's cards; a Sun carries what it scores there now."""
    cards = d.cards(zone)
    shown = d.view.fronts[zone[1]]
    rects = [d.layout.card_rect(zone, i, len(cards)) for i in range(len(cards))]
    for i, c in enumerate(cards):
        r = rects[i]
        # a card the next one overlaps shows no name band (the next card would cut the name)
        covered = i + 1 < len(rects) and rects[i + 1].colliderect(r)  # (the viewer's second row covers none)
        surface.blit(d.art.fanned(c, r.w, r.h, rects[i + 1].x - r.x) if covered else d.art.face(c, r.w, r.h), r)
        if IS_SUN[c] and c in shown:
            b = d.art.badge(str(card_vp(c, shown)), r.w, r.h)
            surface.blit(b, b.get_rect(midbottom=(r.centerx + 4, r.bottom - r.h // 5)))


NAME_ROOM = 64  # what the seat's name keeps at least beside its VP on a five-player panel
SCORE_LEAST = 15  # the final total with its bonus goes on two lines rather than shrink below this size


def shown_vp(d: Any, s: int) -> int:
    """Seat ``s``'s front VP as its front is drawn now (SS-25): a card still flying there scores once it lands (the
    panel said "1 VP" over "front: empty" while Pluto flew in)."""
    return front_vp(d.cards(("front", s)))


def others(surface: pygame.Surface, d: Any) -> None:
    for box in d.layout.boxes.values():
        _panel(surface, d, box)
    if d.view.players == 3:
        _removed(surface, d)


def _panel(surface: pygame.Surface, d: Any, box: L.SeatBox) -> None:
    v = d.view
    s = box.seat
    p = box.panel
    active = v.to_act == s
    x = head(surface, d, s, p, 12)
    label = panels.seat_label(d.seats[s])
    score = d.say(table_words.score(v, s, shown_vp(d, s)))
    bonus = v.final.seats[s].bonus if v.final is not None else 0
    below = ""  # the hand bonus on a line of its own under the total, when the name row cannot hold both
    label_w = theme.font(17, True).size(label)[0]
    beside = p.right - 12 - x - label_w - 10  # the room the whole label leaves on its row
    if bonus and theme.font(SCORE_LEAST, True).size(score)[0] > beside:
        # "26 VP incl. 8 hand" beside "Nova · Normal" left no room for the level (a five-player panel, French):
        # the total stays on the name's row, what the hand brought goes under it, and the name keeps its level
        score, below = tr("{n} VP", n=v.final.seats[s].total), tr("incl. {bonus} hand bonus", bonus=bonus)
    fits = theme.font(12, True).size(score)[0] <= beside
    # the final total is longer: it shrinks beside the whole label, or else down to what the name keeps
    vp = theme.blit_fit(surface, score, 19, (p.right - 12, p.y + 7), beside if fits else p.right - 12 - x - NAME_ROOM,
                        theme.GOLD, bold=True, anchor="topright", smallest=12)
    if below:
        theme.blit_fit(surface, below, 13, (p.right - 12, vp.bottom - 1), p.right - 12 - box.hand.right - 10,
                       theme.GOLD, bold=True, anchor="topright", smallest=10)
    if label_w > vp.x - 10 - x:
        label = d.seats[s].name  # the computer's level gives way first: "Nova · Fa…" read as a cut name
    theme.blit_fit(surface, label, 17, (x, p.y + 8), vp.x - 10 - x, theme.GOLD if active else theme.TEXT, bold=True,
                   smallest=12)  # the name gives way to the VP, whatever the language
    room, pill_top = box.status.w, p.bottom
    if v.marker == s:  # the pill sits in the bottom-right corner; the status lines keep clear of it
        pill = marker(surface, (p.right - 10, p.bottom - 6), "bottomright")
        room, pill_top = pill.x - box.status.x - 6, pill.y
    hand = d.cards(("hand", s))
    size, value = v.hand_sizes[s], v.hand_values[s]
    if d.shown == "reveal" and v.revealed and s < len(v.revealed):
        # the selections are still face down on their way: the hand as it was until they turn over together
        # (playtest 14, 22-conf: "3 cards · value 10" told what Nova had put in before the reveal row flipped),
        # its backs too ("5 cards · value 15" beside 2 backs, playtest 25)
        size, value = size + len(v.revealed[s]), value + v.totals[s]
        hand = [*hand, *[-1] * (size - len(hand))]
    for i, c in enumerate(hand):
        r = d.layout.card_rect(("hand", s), i, len(hand))
        up = d.layout.face_up(("hand", s), c)  # too small for a name band: the colour and picture say it
        surface.blit(d.art.fanned(c, r.w, r.h) if up and c >= 0 else d.art.back(r.w, r.h), r)
    held = trn("{n} card · value {v}", "{n} cards · value {v}", size, v=value)
    # under a bonus line the hand's words sit a little below the strip's foot, clear of it: at the foot they stood
    # against "incl. 6 hand bonus" (playtest 29, 72_end_zoom); the front row starts lower still
    at = (box.hand.right + 10, box.hand.bottom + 3) if below else (box.hand.right + 10, box.hand.centery)
    theme.blit_fit(surface, held, 15, at, p.right - 10 - box.hand.right - 10, theme.TEXT,
                   anchor="bottomleft" if below else "midleft", smallest=11)
    if not v.fronts[s] and not d.cards(("front", s)):
        theme.blit_text(surface, tr("front: empty"), 14, (box.front.x, box.front.centery), theme.TEXT_FAINT,
                        anchor="midleft")
    front(surface, d, ("front", s))
    lines = status(d, s)
    y = box.status.y - 2  # the first line clear above the pill, which sits beside the second ("a gagné l'enchère"
    for text, col in lines[:2]:  # touched "premier joueur" with five players)
        width = box.status.w if y + 18 <= pill_top else room
        theme.blit_fit(surface, text, 15, (box.status.x + 2, y), width - 2, col, bold=True, smallest=STATUS_SMALLEST)
        y += 18


def _removed(surface: pygame.Surface, d: Any) -> None:
    """Three players: one card of each name set aside face up for the whole game, and the unseen five."""
    strip = L.removed_strip(d.view.players - 1)
    ui.panel(surface, strip, (20, 26, 50), theme.PANEL_EDGE, radius=12)
    theme.blit_fit(surface, tr("Set aside face up: one card of each name"), 15, (strip.x + 12, strip.y + 10),
                   strip.w - 24, theme.TEXT, bold=True, smallest=11)
    cards = d.cards(L.REMOVED)
    for i, c in enumerate(cards):
        r = d.layout.card_rect(L.REMOVED, i, len(cards))
        surface.blit(d.art.face(c, r.w, r.h), r)
    text = trn("and {n} card set aside unseen", "and {n} cards set aside unseen", d.view.unseen)
    listed = theme.blit_text(surface, tr("click to list"), 14, (strip.right - 12, strip.bottom - 10), theme.TEXT_DIM,
                             anchor="bottomright")
    theme.blit_fit(surface, text, 14, (strip.x + 12, strip.bottom - 10), listed.x - 12 - strip.x - 12, theme.TEXT_DIM,
                   anchor="bottomleft", smallest=11)
