"""Space Lab choreography: the engine's events, as the viewer may see them, into flights, popups and banners.

The deal sends every seat's three Objective tiles to its capsules (the
viewer's face up); the reveal of the assignments turns the others over one
capsule after another. A DRAW turns three cards over one by one on their way
to the tray; the agency taken flies to its hand, the rest to their
Recruitment Centre stacks. A placement flies the card to its slot and the
payment to the discard; Project draws stop in the tray, the kept one goes to
its owner and the rest under the deck; a validation flies the pile's top tile
onto the capsule with "+N" and its bonus. The end trigger, the rival, the
pressure steps and the end of the game each raise a banner. Every event goes
into the log when its cards move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.core import HIDDEN, Event
from engine.space_lab.cards import AGENCY_OF, OBJECTIVE, SLOT_INDEX
from engine.space_lab.kinds import EventKind
from engine.space_lab.words import LAST_TURN, agency_words, colour_cards, describe_event, effect_words
from game import theme
from game.i18n import N_, tr, trn
from game.kit import panels
from game.kit.art import Color
from game.kit.effects import Effects
from game.kit.moves import Banner, Plate, reshuffle
from game.kit.recipes import Flights, fly, seat_zone
from game.kit.stage import Stage
from game.tables.space_lab import layout as L
from game.tables.space_lab.layout import BOX, DECK, DISCARD_Z, DRAWN, PDECK, REMOVED_Z, REVEAL, Layout, Zone
from game.words import seat_name

# Durations in seconds at normal speed (the speed setting scales them all).
MOVE = 0.28  # a card sliding from one place to another
STAGGER = 0.07  # between cards moving together
DEAL_STEP = 0.16  # from one seat's Objectives to the next
REVEAL_FLIP = 0.16  # a revealed card turning over on the deck...
REVEAL_MOVE = 0.26  # ...and sliding to the tray
REVEAL_STEP = 0.36
OBJ_FLIP = 0.3  # an Objective turned over at the reveal
TILE_MOVE = 0.45  # a Validation tile flying to its capsule
KEEP_PAUSE = 0.35  # a drawn Project stays in the tray this long before it goes
BANNER = 1.5  # a banner (end trigger, rival, pressure, game over) stays this long
ONE_AGENCY = BANNER  # revealed cards all of one agency stay in the tray, said so, this long before they go


def _banner(title: str, line: str, color: tuple[int, int, int], delay: float = 0.0) -> Banner:
    """A banner over the hand, within the centre column: the station and the side panels stay in view."""
    box = pygame.Rect(0, 0, L.CENTRE.w - 8, 118)
    box.center = (L.CENTRE.centerx, L.HAND_AREA.centery + 20)
    return Banner(box, title, line, color, BANNER, delay)


def opening(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects) -> None:
    """The Objectives dealt to every capsule (face down but the viewer's), then what follows (random objectives)."""
    model = {z: layout.zone_cards(view, z) for z in layout.zones(view)}
    dealt = {e.seat: list(e.cards) for e in events if e.kind == "objectives_dealt"}
    for s in dealt:
        for i in range(3):
            model[("obj", s, i)] = []
    model[BOX] = [c for s in sorted(dealt) for c in dealt[s]]
    stage.start(model)
    fx.cue("shuffle")
    t = 0.1
    for s in sorted(dealt):  # a seat's three tiles fly together: one change of the table per seat
        for i, c in enumerate(dealt[s][:3]):
            stage.fly(c, BOX, ("obj", s, i), t, MOVE, face_from=False)
        t += DEAL_STEP
    t += MOVE
    fx.set_up(events, "objectives_dealt", t, lambda e, at: event(e, at, stage, layout, fx, view))


def choreograph(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects) -> float:
    """One action's events into flights; ``view`` is the view after the action. Returns when the last of it is
    shown (the next turn's line lands in the log last)."""
    t = 0.0
    for i, e in enumerate(events):
        if e.kind == "take" and any(x.kind == "reveal" for x in events[:i]):
            t = _one_agency(e, t, fx)
        t = event(e, t, stage, layout, fx, view)
    return t


def _one_agency(e: Event, t: float, fx: Effects) -> float:
    """Every card revealed is of one agency, so the engine takes them at once (SL-5, section 12.1): they stay in
    the tray while a banner over the hand says so ("All 3 revealed: Green cards / You take them all"), before they
    fly to the hand. A popup over the tray went by unseen (playtest 15: the three Greens just appeared in the hand)."""
    n = len(e.cards)
    title = trn("The {n} card revealed: {cards}", "All {n} revealed: {cards}", n, cards=fx.say(colour_cards(e.value, n)))
    line = (trn("You take it", "You take them all", n) if e.seat == fx.viewer
            else trn("{name} takes it", "{name} takes them all", n, name=seat_name(fx.name(e.seat))))
    fx.add(_banner(title, line, theme.GOLD, t))
    return t + ONE_AGENCY


def _rc(e: Event, c: int, _stage: Stage) -> Zone:
    return ("rc", -1, e.value)


_hand = seat_zone("hand", 0)

# the events whose whole choreography is their cards' flights; a draw of none (an effect's "draw 0") moves nothing
FLIGHTS: dict[str, Flights] = {
    EventKind.TAKE: Flights(REVEAL, _hand, MOVE, STAGGER),
    EventKind.RECRUIT: Flights(_rc, _hand, MOVE, STAGGER),
    EventKind.TO_RC: Flights(REVEAL, lambda e, c, _s: ("rc", -1, AGENCY_OF[c]), MOVE, STAGGER, cue=None),
    EventKind.DRAW: Flights(DECK, _hand, MOVE, STAGGER, face_from=False),
    EventKind.PROJECT_DRAW: Flights(PDECK, DRAWN, MOVE, STAGGER, face_from=False),
    EventKind.PROJECT_BOTTOM: Flights(DRAWN, PDECK, MOVE, STAGGER, cue=None, face_to=False),
    EventKind.KEEP: Flights(DRAWN, seat_zone("proj", 0), MOVE, STAGGER, cue=None),  # after ``KEEP_PAUSE``
    EventKind.RIVAL: Flights(_rc, DISCARD_Z, MOVE, STAGGER),
    EventKind.PRESSURE: Flights(lambda e, c, _s: ("pile", -1, e.cards.index(c)), REMOVED_Z, MOVE, STAGGER, cue=None),
}

# the events that raise a banner over the hand: its title and colour; its line is the engine's words for the event
# (a last turn's: ``LAST_TURN``, and only the viewer's own; another seat's has the popup)
BANNERS: dict[str, tuple[Callable[[Event, Effects], str], Color]] = {
    EventKind.PRESSURE: (lambda e, fx: tr("Validation pressure"), theme.BAD),
    EventKind.END_TRIGGER: (lambda e, fx: tr("{name} triggers the end!", name=seat_name(fx.name(e.seat))), theme.GOLD),
    EventKind.GAME_END: (lambda e, fx: tr("The game is over.").rstrip("."), theme.GOLD),  # a title: no full stop
    EventKind.FINAL_TURN: (lambda e, fx: tr("Your last turn!"), theme.GOLD)}

# the events said by a word rising over the hand: the word, how far below the hand's top, colour, size and rise
POPUPS: dict[str, tuple[str, int, Color, int, int]] = {
    EventKind.FINAL_TURN: (N_("Final turn"), 32, theme.GOLD, 24, 20),
    EventKind.PASS: (N_("Pass"), 0, theme.TEXT_DIM, 26, 40),
}


def _flights(f: Flights, e: Event, t: float, stage: Stage, fx: Effects, view: Any = None) -> float:
    """The cards of ``e`` as ``f`` flies them, from ``t``; when the last lands (``t`` if there are none)."""
    end = fly(f, e, t + KEEP_PAUSE if e.kind == EventKind.KEEP else t, stage, fx)
    if e.kind == EventKind.RIVAL:
        # and what the rival did, said in the Recruitment Centre, under its columns: off the station; on a plate of
        # its own, as the stack the player may recruit next glows across it (bare words ran under its dashes,
        # playtest 28)
        text = tr("Rival: the {agency} stack cleared", agency=fx.say(agency_words(e.value)))
        room = L.RC_PANEL.w - 16 - 28  # the plate's own margins
        size = panels.fit_size(text, 22, room, smallest=11)
        # above the hand limit's note where it shows (playtest 30: drawn over it)
        limited = view is not None and view.phase == "start" and view.hand_limited and view.current == fx.viewer
        half = (theme.text(text, size, theme.BAD, bold=True).get_height() + 14) // 2
        at = (L.RC_PANEL.centerx, L.LIMIT_NOTE.y - half - 3 if limited else L.RIVAL_LINE_Y)
        fx.add(Plate(theme.shorten(text, size, room, bold=True), at, theme.BAD, size, 1.6, t,
                     rise=0 if limited else 40))
        return end + 0.2
    return end


def event(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects, view: Any) -> float:
    """Tweens for one event starting at ``t``; returns when the next may start."""
    fx.narrate(e, t)  # the log follows the cards, never runs ahead of them
    k, s = e.kind, e.seat
    if k == "objectives":
        return _reveal_objectives(e, t, stage, fx)
    if k == "reveal":
        fx.cue("flip", t)
        stage.fly(e.cards[0], DECK, REVEAL, t, REVEAL_MOVE, flip=REVEAL_FLIP, face_from=False, face_to=True)
        return t + REVEAL_STEP
    if k == "reshuffle":
        return reshuffle(stage, fx, (DISCARD_Z, L.DISCARD), (DECK, L.LAB_DECK), e.value, t, MOVE)
    if k in ("select", "pick", "place"):
        return _placement(e, t, stage)
    if k == "objective":
        return _objective(e, t, layout, fx)
    if k == "validate":
        return _validate(e, t, stage, layout, fx)
    if k == "projects_revealed":
        for j, c in enumerate(e.cards):
            _turn(stage, c, ("proj", s, 0), t + j * STAGGER)
        return t + (OBJ_FLIP if e.cards else 0.0)
    end = _flights(FLIGHTS[k], e, t, stage, fx, view) if k in FLIGHTS else t
    if k in BANNERS and (k != EventKind.FINAL_TURN or s == fx.viewer):
        title, colour = BANNERS[k]
        line = LAST_TURN if k == EventKind.FINAL_TURN else describe_event(e, fx.viewer)
        fx.add(_banner(title(e, fx), fx.say(line) if line is not None else "", colour, t))
        return t + BANNER  # the banner outlasts the cards' flights
    if k in POPUPS:
        words, dy, colour, size, rise = POPUPS[k]
        fx.popup(tr(words), (L.HAND_AREA.centerx, L.HAND_AREA.y + dy), colour, size=size, delay=t, rise=rise)
    return end


def _reveal_objectives(e: Event, t: float, stage: Stage, fx: Effects) -> float:
    """Every seat's assignment turns over at once, capsule by capsule (R-23)."""
    fx.cue("flip", t)
    n = e.value
    for s in range(n):
        for i in range(3):
            _turn(stage, e.cards[3 * s + i], ("obj", s, i), t + i * 0.12 + s * 0.05)
    fx.add(_banner(tr("The Objectives are revealed"), tr("Each capsule shows the colours it needs around it"),
                  theme.ACCENT_2, t + 0.5))
    return t + 0.5 + BANNER


def _turn(stage: Stage, card: int, zone: Zone, delay: float) -> None:
    """A card turned face up where it lies (an Objective, a Project at the end), unless it shows already."""
    if card != HIDDEN and card not in stage.sim.get(zone, []):
        stage.fly(card, zone, zone, delay, 0.05, flip=OBJ_FLIP, face_from=False, face_to=True)


def _placement(e: Event, t: float, stage: Stage) -> float:
    """The card to its slot and the payment to the discard, whichever of them has not flown yet.

    A computer's placement comes in steps (``select``, a ``pick`` per card, then ``place``); a
    player's arrives in one batch. Either way each card flies once.
    """
    s = e.seat
    hand = ("hand", s, 0)
    slot = ("slot", s, SLOT_INDEX[e.target])
    end = t
    if e.kind in ("select", "place") and e.cards[0] not in stage.sim.get(slot, []):
        stage.fly(e.cards[0], hand, slot, t, MOVE, front=True)
        end = t + MOVE
    pay = e.cards if e.kind == "pick" else e.cards[1:] if e.kind == "place" else ()
    for j, c in enumerate(pay):
        if c not in stage.sim.get(DISCARD_Z, []):
            stage.fly(c, hand, DISCARD_Z, t + 0.05 + j * STAGGER, MOVE, face_from=True, face_to=True)
            end = max(end, t + 0.05 + j * STAGGER + MOVE)
    return end


def _objective(e: Event, t: float, layout: Layout, fx: Effects) -> float:
    """A bottom slot with the matching specialty: the Objective's effect pops up above it."""
    capsule = e.value
    r = layout.station(e.seat).slots[7 + capsule]
    obj = OBJECTIVE.get(e.cards[0]) if e.cards else None
    text = fx.say(effect_words(obj.effect, bottom=True)) if obj is not None else tr("Objective")
    text = text[:1].upper() + text[1:]  # words on their own: the effect's words begin a sentence here
    fx.burst(r.center, theme.GOOD, t)
    if e.seat != layout.bottom:  # a small station: in its top row, between two capsules' bands (its bonus rises
        geo = layout.station(e.seat)  # under it)
        # on a plate (see Plate): bare words over the small station's slots and bands read as printed on them; the
        # plate's frame and margins within the seat's panel in any language
        box, margin, biggest, smallest, pad = layout.panels[e.seat].inflate(-16, 0), 28, 15, 10, 14
        x, y = geo.slots[4].centerx, geo.slots[0].centery
    else:  # the viewer's: right under the station, on the prompt's line, still (rising into the station it would
        # cross the slots' names; over the hand it hid the card arriving there, playtest 32b s39), kept within the
        # centre column
        box, margin, biggest, smallest, pad, x, y = L.CENTRE, 40, 20, 13, 18, r.centerx, L.HINT_Y
    size = panels.fit_size(text, biggest, box.w - margin, smallest=smallest)
    text = theme.shorten(text, size, box.w - margin, bold=True)
    half = theme.font(size, True).size(text)[0] // 2 + pad
    rise = 0 if e.seat == layout.bottom else 12
    fx.add(Plate(text, (max(box.x + half, min(box.right - half, x)), y), theme.GOOD, size, 1.6, t, rise))
    return t + 0.3


def _validate(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects) -> float:
    """The pile's top tile flies onto the capsule; its value pops up, and its bonus if it has one."""
    capsule = int(e.target[1]) if e.target[1:].isdigit() else 0
    dst = ("tile", e.seat, capsule)
    stage.fly(e.cards[0], ("pile", -1, capsule), dst, t, TILE_MOVE)
    r = layout.card_rect(dst)
    land = t + TILE_MOVE
    fx.cue("chime", land)
    fx.burst(r.center, theme.GOLD, land)
    big = e.seat == layout.bottom
    geo = layout.station(e.seat)
    # the value over the capsule's own column (the tile sits on its edge), the bonus under the whole station
    # (over the hand for the viewer): neither crosses a slot's frame
    value = f"+{e.value}"
    column = geo.slots[capsule]  # the capsule's top slot: its band is that wide and a little more; no higher than
    fx.popup(value, (column.centerx, max(r.y, column.centery + 11) - 6), theme.GOLD,  # its middle: clear of the bar
             size=panels.fit_size(value, 36 if big else 24, column.w, smallest=9), delay=land)
    if e.source:
        bonus = tr("bonus: +1 Lab card") if e.source == "lab" else tr("bonus: +1 Project")
        if big:  # under the viewer's station, on the prompt's line, on a plate (see Plate): clear of the hand,
            # where the card the bonus draws arrives
            fx.add(Plate(bonus, (L.HAND_AREA.centerx, L.HINT_Y), theme.GOOD, 20, 1.5, land + 0.1, 0))
        else:  # another seat's: on a plate over the middle of its small station, inside its panel however short
            fx.add(Plate(bonus, (geo.area.centerx, geo.area.centery), theme.GOOD, 14, 1.5, land + 0.1, 12))
    return land + 0.1
