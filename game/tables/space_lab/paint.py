"""Painting the Space Lab table at rest (the centre: the viewer's bar, station, prompt line, hand, tray and buttons).

The painter receives everything it draws in a ``Picture`` built by the table UI
(the view, the display model's cards per zone, the layout, the selection);
it decides nothing about the rules. The left column is in ``paint_supply``,
the right column and the large views in ``paint_side``, one station in
``paint_station``; ``live`` draws what moves over the static layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from engine.core import HIDDEN, Action
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.content import CAPSULE_COLOURS
from engine.space_lab.prompts import ORDER_MATTERS, moved
from engine.space_lab.words import (
    COLOUR_WORDS,
    draw_source_words,
    projects_to_come,
    running_score,
    score_sum,
    why_not,
)
from game import theme, ui
from game import words as say_words
from game.i18n import tr
from game.kit import panels
from game.kit import picture as kit_picture
from game.kit.art import lay
from game.kit.choices import Pick
from game.tables.space_lab import layout as L
from game.tables.space_lab import offers, paint_side, paint_station, paint_supply, tips
from game.tables.space_lab.art import SpaceLabArt
from game.tables.space_lab.layout import DRAWN, REVEAL, Layout
from game.words import seat_name

if TYPE_CHECKING:
    from game.tables.space_lab.table import SpaceLabUI

Color = tuple[int, int, int]


@dataclass
class Picture(kit_picture.Picture[Layout, SpaceLabArt]):
    buttons: list[ui.Button] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    hand: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    choices: set[int] = field(default_factory=set)  # hand cards a click acts on
    chosen: int | None = None  # the card being placed
    pending: tuple[int, str] | None = None
    payment: set[int] = field(default_factory=set)
    targets: set[str] = field(default_factory=set)  # slots the chosen card may go to
    facts: dict[str, Any] = field(default_factory=dict)
    hovered: int | None = None
    swap_from: int | None = None
    assigning: bool = False
    deciding: bool = False  # the viewer chooses an agency or a Project in the tray
    placing: bool = False  # the viewer may place hand cards now: one they cannot pay for is greyed
    capsules: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    overlay: Pick | None = None
    best: Any = None
    embedded: bool = False  # a replay (or the title's background): no record, which may postdate the position shown
    coached: bool = False  # the coach is on: in solo its panel takes the side column's foot
    limited: str = ""  # why the Recruitment Centre cannot be used now (the hand limit), in the engine's words
    revealer: int = 0  # the seat whose draw the tray shows (the turn may have passed on while its cards fly)
    status: Any = None  # the view the turn box tells: the one before a move whose turn has not visibly passed yet
    moved: str = ""  # the Objectives the last swap moved, while the viewer arranges them
    drawn_from: str = ""  # what drew the Projects the viewer keeps one of ("top", "card", "bottom:<capsule>", "bonus")


def picture_of(u: SpaceLabUI) -> Picture:
    t, v = u.t, u.t.view
    open_ = u.live and t.open_list is None
    chosen = u.pending[0] if u.pending else u.selected
    # while two swapped Objectives fly (the cards' flights hold the input) the tray stays on them: the log flashed
    assigning = v.phase == "assign" and (open_ or u.swapping and t.open_list is None)
    if u.pending is not None:
        targets = {u.pending[1]} if open_ else set()
    else:
        targets = {a.target for a in t.choices.for_card(chosen, "place")} if chosen is not None and open_ else set()
    # the game review shows the decision's buttons too (nothing is clicked there): its rings go round Reveal 3, Pass
    # and End turn where the player saw them
    buttons, reasons = offers.buttons(u) if t.input_open and t.open_list is None else ([], [])
    return Picture.of(
        t, u.layout, u.art, buttons=[b for b, _k, _r in buttons], reasons=reasons, hand=u.hand_places(),
        choices=offers.hand_choices(u) if open_ else set(), chosen=chosen if open_ else None,
        pending=u.pending if open_ else None, payment=set(u.payment) if open_ else set(), targets=targets,
        facts=u.slot_facts() if targets else {}, hovered=u.hovered(), swap_from=u.swap_from,
        assigning=assigning, deciding=open_ and v.phase in ("agency", "keep"),
        placing=open_ and v.phase in ("start", "place"),
        capsules={s: u.capsules(s) for s in range(v.players)}, overlay=t.open_list, best=t.solo_record,
        embedded=t.embedded, coached=t.lesson,
        limited=t.say(why_not(v, Action("recruit", 0))) if open_ and v.phase == "start" and v.hand_limited else "",
        revealer=v.current if v.revealed or u.revealer is None else u.revealer,
        status=u.status_view or v,
        drawn_from=u.drawn_from[1] if v.drawn and u.drawn_from[0] == tuple(v.drawn) else "",
        moved=t.say(moved(u.arrangement, *u.swapped)) if u.swapped is not None and assigning else "",
    )


def paint(surface: pygame.Surface, d: Picture) -> None:
    surface.blit(theme.starfield(), (0, 0))
    paint_supply.paint(surface, d)
    _own_bar(surface, d)
    paint_station.station(surface, d, d.layout.bottom, L.OWN, True, chooser=bool(d.targets))
    paint_station.legend(surface, d, L.OWN)
    prompt(surface, *d.prompt)
    _hand(surface, d)
    _tray(surface, d)
    for b in d.buttons:
        b.draw(surface)
    y = L.BUTTONS.y + 4 + len(d.buttons) * 60
    # the reasons whole above the screen's bottom: smaller in a longer language
    size, rows = panels.wrap_fit(d.reasons, 14, L.BUTTONS.w, L.BUTTONS.bottom - y, 4, 10)
    panels.lines(surface, rows, size, (L.BUTTONS.x, y), theme.ACCENT, 4)
    paint_side.paint(surface, d)


# the line under the station saying what is expected: one line that shrinks to fit, or, when even its smallest size
# (14) is too wide (French, a card with a long effect), two lines as large as the 40 pixels between the station's
# bottom row and the hand allow, so no instruction ends in "…" and none shrinks to a size hard to read
PROMPT = panels.Prompt((L.CENTRE.centerx, L.HINT_Y), L.HINT_W, 19, 14, (15, 12), 40)
prompt, prompt_holds = PROMPT.draw, PROMPT.holds


def _own_bar(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    s = d.layout.bottom
    r = L.OWN_BAR
    panels.seat_box(surface, r, d.seats[s], v.to_act == s, 19, (r.x + 12, r.y + 7), radius=10)
    x = r.x + 24 + theme.font(19, True).size(panels.seat_label(d.seats[s]))[0]
    x = theme.blit_text(surface, d.say(running_score(v, s)), 20, (x, r.centery), theme.GOLD, bold=True,
                        anchor="midleft").right + 10
    n = len(d.cards(("hand", s, 0)))
    # the hand alone: "Main 0 · au départ 0" (the hand limit's count, SL-2) read as the game's start, and where the
    # limit holds the turn line says it in words ("You started the turn with 5 cards: …")
    held = tr("Hand {n}", n=n)
    # the hand count is what a turn needs (the limit): drawn whole at the right; the breakdown gets what is left
    held_x = theme.blit_text(surface, held, 14, (r.right - 12, r.centery), theme.TEXT, bold=True,
                             anchor="midright").x
    parts, later = _breakdown(v, s), projects_to_come(v, s)
    room = held_x - 12 - x
    if later is None:
        theme.blit_fit(surface, parts, 14, (x, r.centery), room, theme.TEXT_DIM, anchor="midleft", smallest=11)
        return
    # the sum, then what it leaves out: a total without the Projects read as "Projects don't count" (playtest 17)
    theme.blit_fit(surface, parts, 13, (x, r.centery - 8), room, theme.TEXT_DIM, anchor="midleft", smallest=11)
    theme.blit_fit(surface, d.say(later), 13, (x, r.centery + 9), room, theme.GOLD, anchor="midleft", smallest=11)


def _breakdown(v: Any, s: int) -> str:
    """Where a seat's points come from, as a sum ("Lab cards 7" beside four cards read as a count of them); once the
    game is over with the Projects revealed (15.4), so the parts add up to the total (19 · 0 · 18 beside 65)."""
    return say_words.say(score_sum(v, s), ())


def _hand(surface: pygame.Surface, d: Picture) -> None:
    zone = ("hand", d.layout.bottom, 0)
    n = len(d.cards(zone))
    for c, r in d.hand:
        if c == d.hovered and c != d.chosen and c not in d.payment:
            r = r.move(0, -6)  # a card a click would act on rises under the mouse
        lay(surface, d.art.card(c, r.w, r.h, c != HIDDEN), r)
        if c in d.payment and c != d.chosen:
            ui.glow_rect(surface, r, theme.BAD, 4)
            _tag(surface, r, tr("discard"), theme.BAD)
            continue
        # while the player is choosing, a card that cannot be used now is dimmed
        panels.mark_card(surface, r, c == d.chosen, c in d.choices, bool(d.choices or d.targets or d.placing))
        if c == d.chosen:
            _tag(surface, r, tr("placing"), theme.ACCENT_2)
    if d.assigning:
        _order_notes(surface, d)
    elif not n and zone not in d.landing:
        theme.blit_text(surface, tr("(no cards in hand)"), 18, L.HAND_AREA.center, theme.TEXT_FAINT, anchor="center")


def _order_notes(surface: pygame.Surface, d: Picture) -> None:
    """Where the hand will be, while the Objectives are arranged (every hand starts empty, SU-7): what the last swap
    moved, then why the order matters."""
    area = L.HAND_AREA.inflate(-40, -16)
    y = area.y
    if d.moved:
        y = theme.blit_fit(surface, d.moved, 16, (area.centerx, y), area.w, theme.GOLD, bold=True,
                           anchor="midtop", smallest=12).bottom + 10
    size, rows = panels.wrap_fit(d.say(ORDER_MATTERS), 16, area.w, area.bottom - y, 5, 12)
    panels.lines(surface, rows, size, (area.centerx, y), theme.TEXT_DIM, 5, anchor="midtop")


def _tag(surface: pygame.Surface, r: pygame.Rect, text: str, color: Color) -> None:
    """A word across a hand card (what it is chosen for), over its agency's mark: its cost and effect stay readable."""
    panels.plate(surface, text, 13, (r.centerx, r.y + int(r.h * 0.36)), color)


def _tray(surface: pygame.Surface, d: Picture) -> None:
    """The middle of the table: a reveal or a Project draw to choose from, the Objectives to arrange, or the log."""
    revealed, drawn = d.cards(REVEAL), d.cards(DRAWN)
    v = d.view
    if not revealed and not drawn and not d.assigning:
        panels.log(surface, L.TRAY, d.log, count=9, spacing=20, wrap=True)
        return
    ui.panel(surface, L.TRAY, (24, 30, 60), theme.ACCENT if d.deciding or d.assigning else theme.PANEL_EDGE,
             radius=12, width=2)
    at = (L.TRAY.x + 14, L.TRAY.y + 10)
    if revealed:
        title = (tr("Click a card: you take every card of its agency") if d.deciding
                 else tr("{name} reveals Lab cards", name=seat_name(d.name(d.revealer))))
        theme.blit_fit(surface, title, 17, at, L.TRAY.w - 28, theme.GOLD if d.deciding else theme.TEXT, bold=True)
        for k, c in enumerate(revealed):
            r = L.tray_card("reveal", k, len(revealed))
            lay(surface, d.art.face(c, r.w, r.h), r)
            same = sum(1 for x in revealed if AGENCY_OF[x] == AGENCY_OF[c])
            label = tr("{agency} ×{n}", agency=d.say(COLOUR_WORDS[AGENCY_OF[c]]), n=same)
            theme.blit_text(surface, label, 13, (r.centerx, r.bottom + L.REVEAL_LABEL_GAP), theme.TEXT_DIM,
                            anchor="midtop")
    elif drawn:
        mine = v.seat == v.current
        source = draw_source_words(d.drawn_from)
        title = (tr("Keep one Project ({source}): click it", source=d.say(source)) if d.deciding and source
                 else tr("Keep one Project: click it") if d.deciding
                 else tr("You draw Projects") if mine else tr("{name} draws Projects and keeps one",
                                                              name=d.name(v.current)))
        theme.blit_fit(surface, title, 17, at, L.TRAY.w - 28, theme.GOLD if d.deciding else theme.TEXT, bold=True)
        for k, c in enumerate(drawn):
            r = L.tray_card("drawn", k, len(drawn))
            lay(surface, d.art.card(c, r.w, r.h, c != HIDDEN), r)
    else:
        # the order on show, by the numbers beside the cards: the coach and the Hint say "in the order 2-1-3"
        order = "-".join(str(n + 1) for n in d.layout.arrangement)
        theme.blit_fit(surface, tr("Your Objectives {order}, on the capsules from left to right", order=order), 17,
                       at, L.TRAY.w - 28, theme.GOLD, bold=True)
        for i in range(3):
            cards = d.cards(("obj", d.layout.bottom, i))
            r = L.tray_card("box", i, 3)
            if cards:  # none while it flies to its new place, its number with it
                surface.blit(d.art.card(cards[-1], r.w, r.h, cards[-1] != HIDDEN), r)
                _number(surface, d.layout.arrangement[i] + 1, L.objective_number(r))
            if d.swap_from == i:
                pygame.draw.rect(surface, theme.ACCENT_2, r.inflate(16, 16), 4, border_radius=12)
            # below the coach's ring round the card (it grows 13 pixels out), which would strike it through
            theme.blit_fit(surface, tr("{colour} capsule", colour=tr(CAPSULE_COLOURS[i])),
                           14, (r.centerx, r.bottom + 14), r.w + 20, theme.TEXT_DIM, anchor="midtop", smallest=11)


def _number(surface: pygame.Surface, n: int, centre: tuple[int, int]) -> None:
    """A dealt Objective's number (its place in the deal, which a swap carries along with the card)."""
    pygame.draw.circle(surface, theme.GOLD, centre, 13)
    theme.blit_text(surface, str(n), 17, centre, theme.INK, bold=True, anchor="center")


def live(surface: pygame.Surface, u: SpaceLabUI) -> list[pygame.Rect]:
    """Pulsing outlines on the places a click would play now, hovered buttons, and the tip under the mouse;
    where they are."""
    t = u.t
    current = t.current_offers()
    under = next((o.key for o in current if o.glow and o.rect.collidepoint(t.mouse)), None)
    drawn = []
    for offer in current:
        if offer.glow:
            drawn.append(t.effects.glow(surface, offer.rect))
            if under is not None and offer.key == under:  # all that one click takes (an agency's cards)
                drawn.append(ui.glow_rect(surface, offer.rect, theme.ACCENT_2, 3))
    if u.live:
        drawn.extend(panels.hover_buttons(surface, [b for b, _k, _r in offers.buttons(u)[0]], t.mouse))
    preview = None
    if not t.embedded and t.open_list is None and not t.anim.blocking:
        seat = paint_side.pointed_station(u.layout, t.mouse)
        if seat is not None:
            preview = paint_side.preview(surface, picture_of(u), seat)
            drawn.append(preview)
    return drawn + tip(surface, u, preview)


def tip(surface: pygame.Surface, u: SpaceLabUI, preview: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The tip under the mouse, if it points at something (over the table or a large view), clear of another
    station's ``preview`` open with it, or none; where it drew."""
    shown, text = tips.pointed(u)
    if not text:
        return []
    avoid, rather = tips.keep_clear(u), tips.keep_in_sight(u, shown)
    r = tips.draw(surface, text, u.t.mouse, avoid, rather) if preview is None else tips.draw(
        surface, text, u.t.mouse, avoid, rather, over=preview)
    return [r] if r is not None else []
