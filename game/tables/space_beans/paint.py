"""Painting the Space Beans table at rest: piles, the viewer's area, the opponents, hint, log, buttons.

The painter receives everything it draws in a ``Picture`` (the view, the
display model's cards per zone, the layout, what is selected and playable);
it decides nothing about the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.space_beans.words import goal_reached, toward_goal
from game import theme, ui
from game.i18n import tr, trn
from game.kit import labels, panels
from game.kit import picture as kit_picture
from game.kit.art import pile, shadow, top_card
from game.kit.hand import one_style, showing
from game.kit.labels import Label, Plate
from game.tables.space_beans import layout as L
from game.tables.space_beans.art import SpaceBeansArt
from game.tables.space_beans.layout import DISCARD_ZONE, DRAW_ZONE, Layout, Zone


@dataclass
class Picture(kit_picture.Picture[Layout, SpaceBeansArt]):
    buttons: list[ui.Button] = field(default_factory=list)
    selected: int | None = None
    playable: set[int] = field(default_factory=set)
    hovered: int | None = None
    your_turn: bool = False
    leaving: set[Zone] = field(default_factory=set)  # zones whose cards are about to fly
    hand: list[tuple[int, pygame.Rect]] = field(default_factory=list)  # the viewer's hand, where each card is
    unscored: set[Zone] = field(default_factory=set)  # the final count has not reached these collections yet
    instruction: tuple[str, tuple[int, int, int]] | None = None  # the game's line, beside the Hint's


PROMPT_ONE_LINE = 18  # the smallest size of a prompt on one line (a long French line shrank to 14 and read small)
# The line between the piles and the player's collections saying what is expected: one line while it fits at a
# readable size, else two lines (at 20 to 16 points, in the 56 pixels between the piles' labels and the collection
# titles), so no instruction shrinks to a size hard to read. Longer than two lines hold (the Hint naming the best
# move and the next best, in French), three at 15 or 14 points (in 52 pixels: clear of the piles' labels above and
# the collection titles below): the words are whole. Its lines are up to the layout's ``hint_w`` wide.
PROMPT = panels.Prompt((640, L.HINT_Y), L.HINT_MAX_W, 22, PROMPT_ONE_LINE, (20, 16), 56, (15, 14), 52)


ASIDE_SIZES = (16, 14)  # the aside's largest and smallest type: 14 is the log's, read at a glance


def aside_rows(text: str, box: pygame.Rect) -> tuple[int, list[str]]:
    """The rows of the aside's text and their size, in its box (8 pixels inside the frame)."""
    return panels.wrap_fit(text, ASIDE_SIZES[0], box.w - 16, box.h - 16, 3, ASIDE_SIZES[1], bold=True)


def aside_fits(text: str, box: pygame.Rect) -> bool:
    """Whether ``text`` is whole in the aside's box at a readable size."""
    size, rows = aside_rows(text, box)
    return len(rows) * (size + 3) <= box.h - 16


def instruction_block(surface: pygame.Surface, text: str, colour: tuple[int, int, int],
                      box: pygame.Rect) -> pygame.Rect:
    """The line the player asked for (the Hint's, Leave's "Sure?") in a framed block beside the piles, its rows
    left-aligned. The step's own line keeps its place and size under the piles: moved into a small box whenever
    the Hint showed, the instruction read as gone (newcomer test 29)."""
    size, rows = aside_rows(text, box)
    frame = box.inflate(0, len(rows) * (size + 3) + 13 - box.h)  # 8 pixels round the rows
    ui.panel(surface, frame, (16, 20, 42), colour, radius=10, width=2)
    panels.lines(surface, rows, size, (frame.x + 8, frame.y + 8), colour, 3, bold=True)
    return frame


def paint(surface: pygame.Surface, d: Picture) -> None:
    surface.blit(theme.starfield(), (0, 0))
    _piles(surface, d)
    for box in d.layout.boxes.values():
        if box.own:
            _own(surface, d, box)
        else:
            _opponent(surface, d, box)
    _pass_arrows(surface, d)
    _goal_note(surface, d)
    if d.instruction is not None:  # the Hint's line (or Leave's) beside the piles; the game's in its own place
        instruction_block(surface, *d.prompt, d.layout.aside)
        PROMPT.draw(surface, *d.instruction, d.layout.hint_w)
    else:
        PROMPT.draw(surface, *d.prompt, d.layout.hint_w)
    panels.log(surface, L.LOG_RECT, d.log, count=6, spacing=21)
    for b in d.buttons:
        b.draw(surface)


def _piles(surface: pygame.Surface, d: Picture) -> None:
    n, shown = len(d.cards(DRAW_ZONE)), d.cards(DISCARD_ZONE)
    pile(surface, d.art.back(*L.PILE), L.DRAW_PILE, n, 20, theme.PANEL_EDGE, 8)
    top_card(surface, d.art.face(shown[-1], *L.PILE) if shown else None, L.DISCARD_PILE, theme.PANEL_EDGE, 8)
    room = L.DISCARD_PILE.centerx - L.DRAW_PILE.centerx - 8  # the two piles' words must not meet
    for r, words in ((L.DRAW_PILE, tr("Draw pile {n}", n=n)), (L.DISCARD_PILE, tr("Discards {n}", n=len(shown)))):
        theme.blit_fit(surface, words, 16, (r.centerx, r.bottom + 6), room, theme.TEXT_DIM, anchor="midtop")


def _pass_arrows(surface: pygame.Surface, d: Picture) -> None:
    """Chevrons between the seats' places, from each seat to the one its hand goes to (SB-22): which way the cards
    travel round the table was nowhere on it (a newcomer's word). None at the end, where no hand is passed."""
    if d.view.final is not None:
        return
    for a in d.layout.pass_arrows(d.view.pass_to):
        for chevron in a.chevrons():
            pygame.draw.polygon(surface, theme.TEXT_DIM, chevron)


def _goal_note(surface: pygame.Surface, d: Picture) -> None:
    """The goal reached, on a plate left of the draw pile (a part of the table no card uses at any size)."""
    said = goal_reached(d.view)
    if said is None:
        return
    text = d.say(said)
    r = L.GOAL_NOTE
    size, rows = panels.wrap_fit(text, 16, r.w - 16, r.h - 12, 4, 11, bold=True)
    ui.panel(surface, r, (48, 40, 18), theme.GOLD, radius=10, width=2)
    panels.lines(surface, rows, size, (r.x + 8, r.y + 6), theme.GOLD, 4, bold=True)


MARK_REACH = 7  # pixels the outline of a hand card a click plays (``ui.clickable``: its dark band) reaches out of it


def _card(surface: pygame.Surface, d: Picture, c: int, r: pygame.Rect, up: bool, visible: int, named: bool = True,
          short: bool = False) -> None:
    """A card of which ``visible`` pixels show (``kit.hand.showing``): when the next one overlaps it, its name and
    value shrink to that part. A strip not ``named`` carries no name: the cards of a collection are of one type
    (SB-10), which the whole card on top names; on each strip "Ce…" read as a name cut off. ``short``: the name's
    short form, the card shown whole too (a hand where one name is short)."""
    surface.blit(d.art.card(c, r.w, r.h, up), r)
    if not up:
        return
    band = d.art.band(c, r.w, r.h, visible, named, short)
    if band is not None:
        surface.blit(band, (r.x, r.bottom - band.get_height()))
    index = d.art.index(c, r.w, r.h, visible) if visible < r.w else None
    if index is not None:
        surface.blit(index, r.topleft)


def _row(surface: pygame.Surface, d: Picture, zone: Zone, size: int, veiled: bool = False) -> None:
    """A collection's cards (``veiled``: the viewer's own secret ones) and their final score at ``size`` points."""
    cards = d.cards(zone)
    placed = [(c, d.layout.card_rect(zone, i, len(cards))) for i, c in enumerate(cards)]
    for (c, r), visible in zip(placed, showing(placed), strict=True):
        _card(surface, d, c, r, d.layout.face_up(zone, c), visible, named=False)
        if veiled:
            surface.blit(d.art.secret_veil(r.w, r.h), r)
    _final_score(surface, d, zone, size)


def _own(surface: pygame.Surface, d: Picture, box: L.SeatBox) -> None:
    v = d.view
    s = box.seat
    active = v.to_act == s
    p = box.panel
    panels.seat_box(surface, p, d.seats[s], active, 24, (p.x + 16, p.y + 12))
    # the same word as every other score on the table ("0 pt" beside "0 point" read as two things)
    score = trn("{n} pt", "{n} pts", v.scores[s] - _to_count(d, s))
    theme.blit_text(surface, score, 22, (p.x + 16, p.y + 48), theme.TEXT)
    if v.bonus[s] and ("bonus", s) not in d.unscored:
        # the score already holds the bonus: "(+3 bonus)" beside it read as more to add. Right after the score and
        # shrunk to the panel's inside: at a fixed place the French "(dont 3 de bonus)" touched the right border
        x = p.x + 16 + theme.font(22).size(score)[0] + 10
        theme.blit_fit(surface, tr("(incl. {n} bonus)", n=v.bonus[s]), 16, (x, p.y + 52), p.right - 12 - x,
                       theme.GOOD, smallest=11)
    n = len(v.hands[s])
    if active and d.your_turn:
        held = trn("{n} card in hand · your turn", "{n} cards in hand · your turn", n)
    elif active:
        held = trn("{n} card in hand · to play", "{n} cards in hand · to play", n)
    else:
        held = trn("{n} card in hand", "{n} cards in hand", n)
    theme.blit_fit(surface, held, 16, (p.x + 16, p.y + 82), p.w - 28, theme.TEXT_DIM)
    n_open, n_secret = len(d.cards(("open", s))), len(d.cards(("secret", s)))
    labels = (  # counted from what the zone shows: at the end the final count's collections stay on the table
        ("open", tr("Open collection ({n})", n=n_open) if n_open else tr("Open collection"), tr("open")),
        ("secret", tr("Secret ({n})", n=n_secret) if n_secret else tr("Secret"), tr("secret")),
        # the goal beside the points: how far the game is from its end is on the table, not only in the rules
        ("trophy", d.say(toward_goal(v, s, _counted(d, s))), tr("none")),
    )
    for kind, label, empty in labels:
        theme.blit_text(surface, label, 17, box.title_at(kind), theme.TEXT_DIM, bold=True)
        zone = (kind, s)
        if not d.cards(zone):  # its place outlined, a faint word inside
            r = d.layout.card_rect(zone, 0, 1)
            pygame.draw.rect(surface, (60, 72, 120), r, 2, border_radius=8)
            theme.blit_fit(surface, empty, 15, r.center, r.w - 8, theme.TEXT_FAINT, anchor="center")
        else:
            _row(surface, d, zone, 22, veiled=kind == "secret" and v.seat == s and v.final is None)
    zone = ("hand", s)
    hand_row(surface, d, d.hand, s)
    if not d.cards(zone) and zone not in d.leaving and zone not in d.landing:  # cards coming would land on the words
        theme.blit_text(surface, tr("(no cards in hand)"), 18, L.HAND_AREA.center, theme.TEXT_FAINT, anchor="center")


def hand_row(surface: pygame.Surface, d: Picture, hand: list[tuple[int, pygame.Rect]], s: int) -> list[pygame.Rect]:
    """Seat ``s``'s hand, each card where ``hand`` places it; where it drew. Painted at rest into the static layer,
    and over it each frame while its cards slide to their new places (``TableUI.paint_live``)."""
    zone = ("hand", s)
    # every name keeps clear of the next card's outline, ringed or not, so that it does not change as rings come
    # and go ("Centauribohnen" ended under the next card's outline)
    shown = showing(hand, covered=MARK_REACH)
    # one style a type: "Centauri" by "Centauribohnen" read as two types (playtest 15); all short, "Blueb" (playtest 18)
    short = one_style(hand, shown, lambda c: d.art.look(c)[0],
                      lambda c, w, vis: d.layout.face_up(zone, c) and d.art.shortens(c, w, vis))
    drawn = []
    for (c, r), visible in zip(hand, shown, strict=True):
        if c == d.hovered:
            r = r.move(0, -8)  # a playable card under the mouse rises a little
        surface.blit(shadow(r.w, r.h), (r.x + 3, r.y + 4))
        _card(surface, d, c, r, d.layout.face_up(zone, c), visible, short=c >= 0 and d.art.look(c)[0] in short)
        panels.mark_card(surface, r, c == d.selected, c in d.playable, bool(d.playable))
        # the ring of a card a click plays reaches 7 pixels out of it, its shadow 3 right and 4 down
        drawn.append(r.inflate(2 * MARK_REACH, 2 * MARK_REACH).union(r.move(3, 4)))
    return drawn


NAME_ROOM = 64  # pixels an opponent's name keeps beside a long score ("33 pts incl. 3 bonus"), for its first letters


def _opponent(surface: pygame.Surface, d: Picture, box: L.SeatBox) -> None:
    v = d.view
    s = box.seat
    p = box.panel
    score = trn("{n} pt", "{n} pts", v.scores[s] - _to_count(d, s))
    # the name gives way to the score beside it, down to NAME_ROOM; a score wider than that shrinks instead
    room = p.w - 36 - NAME_ROOM
    score_w = min(theme.font(19, True).size(score)[0], room)
    panels.seat_box(surface, p, d.seats[s], v.to_act == s, 19, (p.x + 12, p.y + 9), name_w=p.w - 36 - score_w)
    theme.blit_fit(surface, score, 19, (p.right - 12, p.y + 9), room, theme.GOLD, bold=True, anchor="topright",
                   smallest=11)
    if v.bonus[s] and ("bonus", s) not in d.unscored:
        # the score already holds the bonus ("37 pts +3" read as 40), said under it as on the own panel: on the
        # score's line, "34 pts dont 3 de bonus" left the name "Orbit…". A bonus ends the game (SB-25), so no pass
        # is to come and this line takes the place of "receives your passes"
        theme.blit_fit(surface, tr("(incl. {n} bonus)", n=v.bonus[s]), 14, (p.right - 12, p.y + 34),
                       p.right - 16 - box.hand.right, theme.GOOD, anchor="topright", smallest=10)
    elif v.final is None and v.seat is not None and v.pass_to[v.seat] == s and v.players > 2:  # none at the end
        # right of where the hand row ends (box.hand), so that a long hand never runs under it
        theme.blit_fit(surface, tr("receives your passes"), 13, (p.right - 12, p.y + 34), p.right - 16 - box.hand.right,
                       theme.TEXT_FAINT, anchor="topright", smallest=10)
    zone = ("hand", s)
    cards = d.cards(zone)
    for i in range(len(cards)):
        surface.blit(d.art.back(*L.MINI), d.layout.card_rect(zone, i, len(cards)))
    # right of the whole hand row, not of the cards at rest: cards landing in the hand (a draw, a pass) fly to the
    # places after the last one, and covered the count ("4 in hand") while they came
    tx = box.hand.right + 8
    theme.blit_fit(surface, tr("{n} in hand", n=len(cards)), 16, (tx, box.hand.centery), box.panel.right - 12 - tx,
                   theme.TEXT_DIM, anchor="midleft", smallest=11)
    n_open, n_secret = len(d.cards(("open", s))), len(d.cards(("secret", s)))
    labels = (  # each under its cards, up to the next collection (the trophies: the panel's edge)
        ("open", tr("open: {n}", n=n_open) if n_open else tr("open"), box.secret.x),
        ("secret", tr("secret: {n}", n=n_secret) if n_secret else tr("secret"), box.trophy.x),
        ("trophy", d.say(toward_goal(v, s, _counted(d, s), short=True)), p.right),
    )
    for kind, text, end in labels:
        zone, z = (kind, s), box.zone(kind)
        if d.cards(zone):
            _row(surface, d, zone, 18)
        else:
            pygame.draw.rect(surface, (56, 66, 108), d.layout.card_rect(zone, 0, 1), 2, border_radius=6)
        theme.blit_fit(surface, text, 14, (z.x, z.bottom + 3), end - z.x - 6, theme.TEXT_DIM, smallest=11)


def _to_count(d: Picture, seat: int) -> int:
    """The points of ``seat``'s score the final count has not reached yet: the score rises with each "+N"."""
    ends = d.view.final_collections()
    return sum(ends[z][1] if z in ends else d.view.bonus[seat] for z in d.unscored if z[1] == seat)


def _counted(d: Picture, seat: int) -> int:
    """The final count's points (SB-27) beside the trophies won in play once counted: "20/30 pts" stood beside a
    score of 25 at the end (playtest 16b)."""
    return sum(p for z, (_c, p) in d.view.final_collections().items() if z[1] == seat and z not in d.unscored)


def _final_score(surface: pygame.Surface, d: Picture, zone: Zone, size: int) -> None:
    """At the game's end, what the final count scored a collection (SB-16, SB-27), on its last card: "+N" in gold,
    "0" dim, as the closes during play popped up."""
    ends = d.view.final_collections()
    if zone not in ends or d.cards(zone) != list(ends[zone][0]) or zone in d.unscored:
        return  # during play, while the last cards still fly, or before the count reaches it
    cards, points = ends[zone]
    r = d.layout.card_rect(zone, len(cards) - 1, len(cards))
    edge = theme.GOLD if points else theme.TEXT_DIM
    labels.draw(surface, [Label(f"+{points}" if points else "0", size, r.center, theme.GOLD if points else theme.TEXT,
                                True, "center", plate=Plate((20, 20, 36), (10, 4), 6, edge=edge))])
