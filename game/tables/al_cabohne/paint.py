"""Painting the Al Cabohne table at rest: the piles, the revealed beans, the viewer's area, the prompt line, the log.

The painter receives everything it draws in a ``Picture`` (the view, the
display model's cards per zone, the layout, what is selected and
selectable); it decides nothing about the rules. The Mafia, the opponent
and the phase track are in ``paint_rivals``. ``discard_list`` is what opens over the table: the whole
discard pile, bottom to top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.al_cabohne.cards import BEANS, THIRD_FIELD_COST, TYPES, card_type
from engine.core import HIDDEN
from game import theme, ui
from game.i18n import tr, trn
from game.kit import labels, panels
from game.kit import picture as kit_picture
from game.kit.art import face_down_pile, lay
from game.kit.card_list import ListLook, counted, paint_list
from game.kit.choices import Pick
from game.kit.labels import TAG, Label, Plate
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import MAFIA_RED as MAFIA_RED  # named here by the table too
from game.tables.al_cabohne.art import AlCabohneArt, meter_cells
from game.tables.al_cabohne.layout import DISCARD, DRAW, SET_ASIDE, Layout

PROMPT_SIZE = 20  # the prompt line's size before it shrinks to fit (its tip finds it by the same measure)
# the size of the prompt's rows: at 12 a Hint's move and its reason were hard to read (playtest 29); two rows at 14 fit
# between the log's foot and the hand's panel; a Hint too long for two takes a third, over the log's foot
ROWS_SIZE = 14
STEP_MARK = "  ▸  "  # between the phase's words and the chosen card's step (``game.kit.selection.step_line``)


@dataclass
class Picture(kit_picture.Picture[Layout, AlCabohneArt]):
    phase: str = ""  # the phase on the track: the one being animated while its label shows
    streak: Any = None
    buttons: list[ui.Button] = field(default_factory=list)
    harvests: dict[int, pygame.Rect] = field(default_factory=dict)  # field index -> its harvest button
    barred: dict[int, str] = field(default_factory=dict)  # field index -> its greyed harvest button's words (AC-11)
    selected: Pick | None = None
    selectable: set[Pick] = field(default_factory=set)
    front_plays: bool = False
    can_buy: bool = False
    forced_harvest: bool = False
    giving: frozenset[int] = frozenset()  # hand cards picked to give in a trade being put together
    feeding: frozenset[int] = frozenset()  # fields whose harvest the next reveal hands to a Boss (AC-21)
    selling: frozenset[int] = frozenset()  # Bosses the move the prompt warns of makes sell at once (AC-13)
    trade: Callable[[pygame.Surface], None] | None = None  # paints the trade panel over the log, if any


def paint(surface: pygame.Surface, d: Picture) -> None:
    from game.tables.al_cabohne import paint_rivals

    surface.blit(theme.starfield(), (0, 0))
    paint_rivals.track(surface, d)
    paint_rivals.mafia(surface, d)
    if d.view.players == 2:
        paint_rivals.opponent(surface, d)
    else:
        paint_rivals.scoreboard(surface, d)
    _piles(surface, d)
    _revealed(surface, d)
    panels.log(surface, L.LOG, d.log, count=8, spacing=22, wrap=True)  # a long line wraps, never cut
    if d.trade is not None:
        d.trade(surface)
    _own(surface, d)
    prompt(surface, *d.prompt)
    for b in d.buttons:
        b.draw(surface)


def prompt(surface: pygame.Surface, text: str, colour: tuple[int, int, int]) -> pygame.Rect:
    """The prompt line's pill, or the Hint's: one line down to 16 points and at most 1100 pixels wide (~90 of the
    table left each side), else two rows at ``ROWS_SIZE``, what the 40 pixels between the log and the hand's panel
    hold (``prompt_rows``; playtest 27: a Hint's move and its two-sentence reason fitted no single line, and the
    reason was dropped; playtest 28: a French line shrank to 13 points and ran from one edge of the table to the
    other); its rect."""
    rows = prompt_rows(text)
    if len(rows) == 2:  # centred between the log's foot and the hand's panel, touching neither
        return panels.pill_rows(surface, rows, ROWS_SIZE, colour, (640, (L.LOG.bottom + L.OWN_PANEL.y) // 2 - 2))
    if rows:  # three: up from the hand's panel, over the log's foot
        h = panels.pill_height(ROWS_SIZE, len(rows))
        return panels.pill_rows(surface, rows, ROWS_SIZE, colour, (640, L.OWN_PANEL.y - 1 - h // 2 - 2))
    return panels.hint(surface, text, colour, (640, L.HINT_Y), 1100, size=PROMPT_SIZE)


def prompt_rows(text: str) -> list[str]:
    """The prompt's rows (none where it stands on one line): the phase's words over the chosen card's step, else
    two rows of about the same width, else three; longer than any sentence a game says, the third ends in "…"."""
    if theme.font(16, True).size(text)[0] <= 1100:
        return []
    split = text.replace(STEP_MARK, "\n▸  ")
    half = theme.font(ROWS_SIZE, True).size(text)[0] // 2 + 60
    for t, width in ((split, L.HINT_MAX_W if split != text else half), (text, half)):
        rows = theme.wrap(t, ROWS_SIZE, width, True)
        if len(rows) < 3:
            return rows
    rows = theme.wrap(text, ROWS_SIZE, theme.font(ROWS_SIZE, True).size(text)[0] // 3 + 60, True)
    if len(rows) <= 3:  # a Hint's move, its reason and the next best move, in three rows of about the same width
        return rows
    rows = theme.wrap(text, ROWS_SIZE, L.HINT_MAX_W, True)
    return [*rows[:2], theme.shorten(" ".join(rows[2:]), ROWS_SIZE, L.HINT_MAX_W, True)]


def prompt_holds(text: str, width: int) -> bool:
    """Whether ``prompt`` shows ``text`` whole within ``width``: on one line at 16 points or three rows at
    ``ROWS_SIZE`` (a Hint that does not says less: its next best move goes, never its reason)."""
    return theme.font(16, True).size(text)[0] <= min(width, 1100) or \
        len(theme.wrap(text, ROWS_SIZE, width, bold=True)) <= 3


def stack(surface: pygame.Surface, d: Picture, rect: pygame.Rect, cards: list[int], face_up: bool, empty: str = "",
          badge: bool = True, meter_lit: bool = False, ring: int | None = None) -> None:
    """A pile seen from above: its top card, two edges under it, the reached meter cells lit."""
    n = len(cards)
    if not n:
        if empty:
            surface.blit(d.art.empty_slot(rect.w, rect.h, empty), rect)
        return
    for k in range(min(2, n - 1), 0, -1):
        surface.blit(d.art.card(cards[-1 - k], rect.w, rect.h, face_up), (rect.x - 2 * k, rect.y - 2 * k))
    top = cards[-1]
    surface.blit(d.art.card(top, rect.w, rect.h, face_up), rect)
    if face_up and top != HIDDEN and rect.w >= 56:
        t = card_type(top)
        cells = meter_cells(rect.w, rect.h)
        if meter_lit:
            for k, need in enumerate(BEANS[t].meter):
                if need <= n:
                    surface.blit(d.art.lit_cell(rect.w, rect.h, k, (255, 200, 40)), cells[k].move(rect.x, rect.y))
        if ring is not None:  # a Boss's selling column
            ring_at = cells[ring].inflate(2, 2).move(rect.x, rect.y)
            pygame.draw.rect(surface, (220, 40, 50), ring_at, 2, border_radius=max(2, cells[ring].h // 5))
    if badge:  # the count sits inside the right edge, clear of the name and the meter
        count_badge(surface, rect, rect.y + rect.h * 2 // 5, n)


BADGE_INSET = 3  # pixels a count badge keeps inside its card's right edge: past it, it read as cut off


def count_badge(surface: pygame.Surface, card: pygame.Rect, top: int, n: int) -> None:
    """A pile's "×n" on its plate, inside the card at its right edge (over the bean's picture), never past it."""
    panels.badge(surface, (card.right - BADGE_INSET, top), f"×{n}")


def coins(surface: pygame.Surface, d: Picture, r: pygame.Rect, cards: list[int]) -> list[Label]:
    """A coin pile (a seat's, the treasury), coin side up; empty, a faded coin, so it reads as the coins' place and
    not as an empty field, and its label "no coins" on a plate inside it."""
    if cards:
        stack(surface, d, r, cards, False, badge=False)
        return []
    coin = d.art.back(r.w, r.h).copy()
    coin.set_alpha(60)
    surface.blit(coin, r)
    return [Label(tr("no coins"), 13, r.center, theme.TEXT_DIM, anchor="center", room=r.w - 16, smallest=9, plate=TAG)]


def coin_pile(surface: pygame.Surface, d: Picture, r: pygame.Rect, seat: int, size: int,
              room: int | None = None) -> list[Label]:
    """A seat's coins: the pile, coin side up; and its labels: how many, within ``room`` (smaller, down to 14)."""
    cards = d.cards(("coins", seat, 0))
    return [Label(trn("{n} coin", "{n} coins", len(cards)), size, (r.centerx, r.bottom + 4), theme.GOLD, True,
                  "midtop", room, 14), *coins(surface, d, r, cards)]


def under_pile(r: pygame.Rect, room: int, title: str, line: str) -> list[Label]:
    """A pile's two lines under it: its name and count, then what it means; within ``room`` (the pile's own width
    and gap: a longer language must not meet the neighbour's words). The title may shrink further than a label's
    usual 3 points: its count is what it is for, and « Défausse 115 » must not lose it to "…"."""
    return [Label(title, 16, (r.centerx, r.bottom + 6), theme.TEXT, True, "midtop", room, 12),
            Label(line, 13, (r.centerx, r.bottom + 26), theme.TEXT_DIM, False, "midtop", room)]


def _piles(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    r = L.DRAW_PILE
    n = len(d.cards(DRAW))
    if n:
        face_down_pile(surface, d.art.back(*L.CARD), r, n, 25)
    else:
        surface.blit(d.art.empty_slot(r.w, r.h, tr("empty")), r)
    if v.exhaustion_limit == 1:
        ran = tr("played once") if not v.exhaustions else tr("used up")
    else:
        ran = tr("ran out {n} of {limit}", n=v.exhaustions, limit=v.exhaustion_limit)
    cards = d.cards(DISCARD)
    stack(surface, d, L.DISCARD_PILE, cards, True, empty=tr("discard"), badge=False)
    room = L.DRAW_PILE.x - L.DISCARD_PILE.x - 6
    words = under_pile(r, room, tr("Draw {n}", n=n), ran)
    words += under_pile(L.DISCARD_PILE, room, tr("Discard {n}", n=len(cards)), tr("click to list"))
    aside = d.cards(SET_ASIDE)
    if aside:  # coins paid for third fields, back in the deck at the next reshuffle
        a = L.SET_ASIDE_PILE
        surface.blit(d.art.back(a.w, a.h), a)
        # within the gap between the draw pile and the revealed cards (outlined, they reach 4 pixels out)
        room = 2 * min(a.centerx - L.DRAW_PILE.right, L.KEPT_X - 6 - a.centerx)
        words += [Label(text, 12, (a.centerx, a.bottom + y), theme.TEXT_DIM, False, "midtop", room, 9)
                  for text, y in ((trn("{n} coin", "{n} coins", len(aside)), 3), (tr("set aside"), 17))]
    labels.draw(surface, words)


def revealed_title(v: Any, name: Callable[[int], str], leftovers: bool | None = None) -> str:
    """The heading over the revealed (kept) piles, or over the leftovers while only they lie there (``leftovers``:
    whether that is so as the cards lie, while they still move; else as the view has it)."""
    if leftovers is None:
        leftovers = any(v.leftovers) and not any(v.kept)
    if leftovers:
        return tr("{name}'s leftovers", name=name(1 - v.current)) if v.players == 2 else tr("Leftovers")
    return tr("Your revealed beans") if v.seat == v.current else tr("{name}'s revealed beans", name=name(v.current))


def revealed_title_rect(title: str) -> pygame.Rect:
    """Where the revealed piles' heading is written (a Boss's tip lay over it, playtest 29)."""
    return pygame.Rect((L.KEPT_X, L.KEPT_TITLE_Y), theme.font(15, True).size(title))


def _revealed(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    kept = [d.cards(("kept", -1, i)) for i in range(3)]
    left = [d.cards(("leftover", -1, i)) for i in range(3)]
    leftovers = any(left) and not any(kept)
    title = revealed_title(v, d.name, leftovers)
    piles, kind = (left, "leftover") if leftovers else (kept, "kept")
    # once every kept pile is placed the heading and its "placed" slots go: left up, they read as beans still to
    # place (playtest 23: the line stood through all three placements)
    shown = any(piles) or d.phase == "reveal"
    if shown:
        # in the strip between the Mafia's panel and the cards, clear of the outline a playable pile gets (4 px out)
        labels.draw(surface, [Label(title, 15, revealed_title_rect(title).topleft, theme.TEXT_DIM, True)])
    sel = d.selected
    for i, pile in enumerate(piles):
        for k, c in enumerate(pile):
            r = L.kept_rect(i, k, len(pile))
            lay(surface, d.art.face(c, r.w, r.h), r, (2, 3))
        if not pile and shown and v.final is None:
            r = L.kept_rect(i, 0, 1)
            # words, never a code: a pile still to come is named as the log names it, an emptied one was placed
            label = tr("placed") if d.phase == "cultivate" else tr("Pile {n}", n=i + 1)
            surface.blit(d.art.empty_slot(r.w, r.h, label, (56, 66, 104)), r)
        if pile:
            area = L.kept_area(i, len(pile))
            if len(pile) > L.kept_fan(len(pile)):  # some lie hidden: say how many there are
                # where a field has its count: on the bottom card's edge, over the picture, clear of the meter
                count_badge(surface, area, area.bottom - L.CARD[1] * 3 // 5, len(pile))
            t = card_type(pile[0])
            if sel is not None and sel.zone == kind and card_type(sel.card) == t:
                ui.glow_rect(surface, area, theme.ACCENT_2, 4)
            elif any(p.zone == kind and card_type(p.card) == t for p in d.selectable):
                ui.clickable(surface, area)


def _field_labels(i: int, cards: list[int], taxed: bool) -> list[Label]:
    """A field's name (its bean and count) under it; on a field a Boss grows, in his red, with "taxed" on a plate
    over the bean's picture, between the name band and the count badge (``stack``'s "×n", 2/5 down the card): on
    the top it hid the card's name; beside the badge a longer word ("imposé") ran over its count."""
    r = L.field_stack(i)
    label = (tr("{bean} ×{n}", bean=tr(TYPES[card_type(cards[0])]), n=len(cards)) if cards
             else tr("Field {n}", n=i + 1))
    if not taxed:
        return [Label(label, 14, (r.centerx, L.FIELD_LABEL_Y), theme.TEXT_DIM, anchor="midtop", room=L.FIELD_ROOM)]
    return [Label(tr("taxed"), 13, (r.centerx, r.y + (r.h * 2 // 5 + r.h * 15 // 100) // 2), MAFIA_RED,
                  anchor="center", room=r.w - 16, smallest=9, plate=TAG),
            Label(label, 14, (r.centerx, L.FIELD_LABEL_Y), MAFIA_RED, True, "midtop", room=L.FIELD_ROOM)]


def _own(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    s = d.layout.bottom
    p = L.OWN_PANEL
    panels.seat_box(surface, p, d.seats[s], v.current == s and v.final is None, L.NAME_SIZE, L.NAME_AT, 14)
    taxed = set(v.tax_due) if v.current == s else set()
    words: list[Label] = []
    for i in range(3):
        r = L.field_stack(i)
        if i >= len(v.fields[s]):
            surface.blit(d.art.third_field(r.w, r.h, dim=not d.can_buy), r)
            words.append(Label(tr("buy for {n} coins", n=THIRD_FIELD_COST), 13, (r.centerx, L.FIELD_LABEL_Y),
                               anchor="midtop", room=L.FIELD_ROOM))
            continue
        cards = d.cards(("field", s, i))
        stack(surface, d, r, cards, True, empty=tr("field {n}\nempty", n=i + 1), meter_lit=True)
        if i in taxed:  # the field a Boss grows: one bean goes to him when the tax is paid
            pygame.draw.rect(surface, MAFIA_RED, r.inflate(8, 8), 2, border_radius=10)
        words += _field_labels(i, cards, i in taxed)
        hb = d.harvests.get(i)
        if hb is not None and cards:
            worth = v.field_worth[s][i][0] if v.field_worth else 0
            ui.Button(hb, tr("Harvest +{n}", n=worth), key=f"field:{i}", size=16, primary=d.forced_harvest,
                      room=L.HARVEST_ROOM).draw(surface)
            if i in d.feeding:  # the next reveal hands its beans to a Boss (AC-21): in his red, as a taxed field
                pygame.draw.rect(surface, MAFIA_RED, hb, 2, border_radius=8)
        elif i in d.barred and cards:  # a lone bean beside a field of 2+ (AC-11): greyed, never gone
            rect = L.barred_button(i)  # its words fit the button in every language (the button's own floor is 12)
            size = panels.fit_size(d.barred[i], 14, rect.w - L.HARVEST_ROOM, smallest=9)
            ui.Button(rect, d.barred[i], key=f"barred:{i}", size=size, enabled=False, room=L.HARVEST_ROOM).draw(surface)
    words += coin_pile(surface, d, L.COINS, s, 18, L.COIN_ROOM)
    labels.draw(surface, words)
    _hand(surface, d, s)


PLANT_NEXT = Plate(pad=(10, 4), radius=8)  # the tag over the hand's front card
SEEN = Plate(pad=(8, 2), radius=6, beside=True)  # the tag under a hand card the opponent has seen


# the hand's heading ends at the panel's right, clear of the raised tag: started at the tag's right (x 594) it left a
# field's tip, which keeps off it, too little room over the fields in French (« Champ 1 : Feu ×4 — récolte : … »,
# 542 px), and the tip was drawn under the Mafia's panel, far from its field (playtest 25)
HEADING_RIGHT = (L.OWN_PANEL.right - 14, L.OWN_PANEL.y + 10)


def heading() -> str:
    return tr("Hand — planted from the front, order never changes")


def heading_rect() -> pygame.Rect:
    """Where the hand's heading is written (a field's tip lay over it, playtest 24)."""
    r = pygame.Rect((0, 0), theme.font(14).size(heading()))
    r.topright = HEADING_RIGHT
    return r


def _hand(surface: pygame.Surface, d: Picture, s: int) -> None:
    """The hand, front card first, never re-sorted."""
    v = d.view
    zone = ("hand", s, 0)
    hand = d.cards(zone)
    words = [Label(heading(), 14, heading_rect().topleft, theme.TEXT_FAINT)]
    shown = set(v.shown[s]) if v.seat == s else set()
    for i, c in enumerate(hand):
        r = L.hand_rect(i, len(hand))
        chosen = d.selected == Pick("select", "hand", c) or c in d.giving
        if chosen:
            r.y -= 16
        lay(surface, d.art.card(c, r.w, r.h, c != HIDDEN), r)
        playable = (Pick("select", "hand", c) in d.selectable or Pick("give", "hand", c) in d.selectable
                    or (i == 0 and d.front_plays))
        panels.mark_card(surface, r, chosen, playable, d.front_plays or any(p.zone == "hand" for p in d.selectable))
        if c in shown:
            # "seen" (the opponent has seen this hand card, AC-24, R-16) on a plate under the card, in the strip
            # between the hand and the panel's foot: on the card it hid the meter's 4th coin, then the bean's picture
            at = seen_rect(hand, i)
            words.append(Label(tr("seen"), 12, (at.centerx, at.y + 2), theme.ACCENT_2, anchor="midtop",
                               room=at.w - 8, smallest=9, plate=SEEN))
    if hand:
        r = L.hand_rect(0, len(hand))
        gap = 4
        if d.selected == Pick("select", "hand", hand[0]) or hand[0] in d.giving:
            r.y -= 16  # the tag rises with the chosen card (to plant or to give): never on the card's name
            gap = 8  # and clear of its glow (``ui.glow_rect``, 4 px out): touching it, the tag looked covered
        # hardly wider than its card: wider, it covered the next card's corner; on a long hand's smallest cards the
        # tag may pass over the gap, smaller, never cut
        room = max(r.w + 4, 76)
        words.append(Label(tr("plant next ▸"), 14, (max(r.centerx, r.x + room // 2), r.y - gap), theme.ACCENT,
                           anchor="midbottom", room=room, smallest=11, plate=PLANT_NEXT))
    elif zone not in d.landing:
        words.append(Label(tr("(no cards in hand)"), 18, L.HAND_AREA.center, theme.TEXT_FAINT, anchor="center"))
    labels.draw(surface, words)


def seen_rect(hand: list[int], i: int) -> pygame.Rect:
    """Where the "seen" tag of hand card ``i`` stands (its tip is said over it): under the card's place at rest,
    so it stays put while the card rises; within the part of the card a longer hand leaves showing."""
    r = L.hand_rect(i, len(hand))
    room = r.w if i + 1 == len(hand) else min(r.w, L.hand_rect(i + 1, len(hand)).x - r.x - 4)
    return pygame.Rect(r.x, r.bottom + 3, room, 22)


# big enough to read the bean-o-meters while the pile is short, smaller when it grows long
LIST_LOOK = ListLook(big=L.LIST_BIG, small=L.LIST, big_up_to=42, row_gap=12)


def discard_list(surface: pygame.Surface, cards: list[int], art: AlCabohneArt) -> None:
    """The whole discard pile, bottom first, its top marked, with a count per bean."""
    title = trn("Discard pile — {n} card, bottom first, top last", "Discard pile — {n} cards, bottom first, top last",
                len(cards))
    summary = [tr("{bean} {n}", bean=tr(TYPES[t]), n=n) for t, n in counted(cards, card_type, len(TYPES))]
    paint_list(surface, LIST_LOOK, title, cards, art.face, summary=summary, mark_top=True)
