"""Système Solaire choreography: the engine's events, as the viewer may see them, into card flights.

The layout deals the round's cards one by one from the deck into the groups
(card g and card g + n to group g); the variant's drawn card turns over on
its way out of the deck and waits beside the board. Bids and passes show
on a plate on the seat's panel, clear of its cards (bare words over the cards were hard to read, and a plate
over them hid a card); payment picks slide from the winner's hand to the board and,
once paid, to the discard pile — an Earth or a Pluto to its owner's front.
The reveal slides every selection face down to its seat's place on the
board, turns them all over at once, and holds them there; Earth and Pluto
then fly to the front, the rest stays on the board until the next round,
when it goes to the discard pile. A taken group splits between hand and
front. Each event reaches the log when its cards move.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import HIDDEN, Event
from engine.systeme_solaire.cards import PROBE_SETS
from game import theme, ui
from game.anim import Wait
from game.i18n import tr
from game.kit import panels
from game.kit.effects import Effects
from game.kit.flights import Popup
from game.kit.stage import Stage
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.layout import (
    DECK,
    DISCARD,
    DRAWN,
    PAY,
    REMOVED,
    SUPPLY,
    UNSEEN,
    Layout,
    Zone,
)

# Durations in seconds at normal speed (the speed setting scales them all).
MOVE = 0.28  # a card sliding from one place to another
STAGGER = 0.07  # between cards moving together
DEAL_LAP = 0.1  # the probes going to the hands, one to each seat per lap
LAY_MOVE = 0.3  # a card of the layout, from the deck to its group...
LAY_STEP = 0.15  # ...and the next one
FLIP = 0.3  # the revealed selections turning over
REVEAL_HOLD = 0.9  # how long the turned selections stay still before anything else moves
ROUND_PAUSE = 0.45
ROUND_HOLD = 1.0  # the groups as the round's last take left them, before the next round's board
# A bid or a pass holds the table this long: its plate is read before the next seat may act, and its log line
# (``narrate``, at the next frame) is in the log when a player's input opens and the recap sums up the auction
# (with nothing blocking, the input opened in the very frame of the last computer's bid, before its line came).
AUCTION_BEAT = 0.3


def opening(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects) -> None:
    """The set-up: cards set aside, the probes to the hands (or the five probe sets), round 1's layout."""
    model: dict[Zone, list[int]] = {z: [] for z in layout.zones(view)}
    laid = sum(len(g) for g in view.groups) + (1 if view.drawn >= 0 else 0)
    model[DECK] = [HIDDEN] * (view.deck + laid + view.unseen)
    model[SUPPLY] = [c for e in events if e.kind in ("deal", "probe_set", "remove") for c in e.cards if c != HIDDEN]
    stage.start(model)
    fx.cue("shuffle")
    t = 0.1
    fx.show_label("setup")
    # Cards that travel together take off and land together: the table at rest is repainted once per
    # batch rather than once per card.
    deals = {e.seat: list(e.cards) for e in events if e.kind == "deal"}
    t = stage.deal(deals, SUPPLY, lambda s: ("hand", s), t, MOVE, DEAL_LAP, by_lap=True)
    for e in events:
        if e.kind == "deal":
            fx.narrate(e, 0.0)
        elif e.kind == "remove":
            fx.narrate(e, t)
            hidden = all(c == HIDDEN for c in e.cards)
            for c in e.cards:
                stage.fly(c, DECK if hidden else SUPPLY, UNSEEN if hidden else REMOVED, t, MOVE)
            t += MOVE + 0.05
        elif e.kind == "probe_set":
            fx.narrate(e, t)
            slot = next(i for i, (_k, cards) in enumerate(PROBE_SETS) if cards == e.cards)
            for c in e.cards:
                stage.fly(c, SUPPLY, ("set", slot), t, MOVE)
            t += 0.18
        else:
            t = event(e, t, stage, layout, fx)
    stage.at(t, lambda: fx.show_label(None))


def choreograph(events: list[Event], stage: Stage, layout: Layout, fx: Effects) -> None:
    """One move's events into flights; a reveal's events are flown together."""
    t = 0.0
    reveals = [e for e in events if e.kind == "reveal"]
    if any(e.kind == "round" and e.value > 1 for e in events):  # the view is the next round's already
        fx.show_label("take")
    for e in events:
        if e.kind == "reveal":
            if e is reveals[0]:
                t = reveal(reveals, t, stage, layout, fx)
            continue
        t = event(e, t, stage, layout, fx)
    stage.at(t, lambda: fx.show_label(None))  # the step being shown is over: the view speaks again


def reveal(events: list[Event], t: float, stage: Stage, layout: Layout, fx: Effects) -> float:
    """Every selection slides face down to its seat's place on the board, then all turn over at once."""
    land = t
    stage.at(t, lambda: fx.show_label("reveal"))
    for e in events:
        slot = ("reveal", e.seat)
        for j, c in enumerate(e.cards):
            d = t + j * STAGGER
            stage.fly(c, ("hand", e.seat), slot, d, MOVE, face_from=False, face_to=False)
            land = max(land, d + MOVE)
    turn = land + 0.1
    fx.cue("flip", turn)
    for e in events:
        # said once the faces show (playtest 15, 63-rev5: the log named the cards while their backs still showed)
        fx.narrate(e, turn + FLIP)
        slot = ("reveal", e.seat)
        for c in e.cards:
            stage.fly(c, slot, slot, turn, 0.0, flip=FLIP, face_from=False, face_to=True)
    stage.at(turn + FLIP, lambda: fx.show_label("revealed"))  # the totals show, the order not yet
    return turn + FLIP + REVEAL_HOLD


def event(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects) -> float:
    """Tweens for one event starting at ``t``; returns when the next may start."""
    k, s = e.kind, e.seat
    if k == "round":
        if e.value > 1:  # the round's last take held in sight, its step still lit (playtest 16: gone in ~1 s)
            stage.at(t, lambda: fx.show_label("take"))
            t += ROUND_HOLD
        stage.at(t, lambda: fx.show_label("lay"))  # "1 Layout" lit as the board clears for the new layout
        t = _clear_board(stage, t)
        fx.narrate(e, t)
        fx.cue("shuffle", t)
        fx.popup(tr("Round {n}", n=e.value), (L.MID_X + L.MID_W // 2, L.GROUP_Y + 40), theme.ACCENT_2, size=40,
                 duration=1.0, delay=t)
        return t + ROUND_PAUSE
    fx.narrate(e, t)  # the log follows the cards, never runs ahead of them
    if k in ("lay", "place"):
        g = int(e.target.rpartition(":")[2])
        c = e.cards[0]
        src = DRAWN if c in stage.sim.get(DRAWN, []) else DECK
        fx.cue("card", t)
        stage.fly(c, src, ("group", g), t, LAY_MOVE, face_from=src == DRAWN, face_to=True)
        return t + LAY_STEP
    if k == "draw":
        fx.cue("flip", t)
        stage.fly(e.cards[0], DECK, DRAWN, t, MOVE + 0.06, face_from=False, face_to=True)
        return t + MOVE + 0.1
    if k in ("bid", "pass", "chosen", "marker", "win", "no_winner"):
        _say(e, t, layout, fx)
        if k in ("bid", "pass"):
            fx.add(Wait(AUCTION_BEAT, delay=t))
        return t + (0.35 if k in ("win", "no_winner") else 0.0)
    if k == "pay":
        fx.cue("card", t)
        stage.fly(e.cards[0], ("hand", s), PAY, t, MOVE)
        return t + 0.1
    if k == "paid":
        return t + MOVE + 0.1
    if k == "to_front":
        fx.cue("chime", t + MOVE)
        stage.fly(e.cards[0], PAY if e.source == "payment" else ("reveal", s), ("front", s), t, MOVE + 0.1)
        r = layout.card_rect(("front", s))
        fx.burst(r.center, theme.GOLD, t + MOVE + 0.1)
        return t + MOVE + 0.15
    if k == "discard":
        if e.source == "reveal":
            return t  # revealed cards stay on the board until the next round
        for j, c in enumerate(e.cards):
            stage.fly(c, PAY if e.source == "payment" else ("hand", s), DISCARD, t + j * 0.05, MOVE)
        return t + MOVE + 0.05 * len(e.cards)
    if k == "probes":
        slot = next((i for i, (_k, cards) in enumerate(PROBE_SETS) if cards == e.cards), 0)
        fx.cue("card", t)
        for j, c in enumerate(e.cards):
            stage.fly(c, ("set", slot), ("hand", s), t + j * STAGGER, MOVE)
        return t + MOVE + STAGGER * len(e.cards)
    if k == "take":
        fx.cue("card", t)
        for j, c in enumerate(e.cards):
            where = e.target[j] if j < len(e.target) else "h"
            stage.fly(c, ("group", e.value), ("front", s) if where == "f" else ("hand", s), t + j * STAGGER, MOVE)
        return t + MOVE + STAGGER * len(e.cards)
    if k in ("front_score", "bonus", "score", "game_over"):
        return _final(e, t, layout, fx)
    return t


def _clear_board(stage: Stage, t: float) -> float:
    """The cards revealed last round go from the board to the discard pile."""
    moved = False
    for zone, cards in list(stage.sim.items()):
        if zone[0] == "reveal":
            for j, c in enumerate(list(cards)):
                stage.fly(c, zone, DISCARD, t + j * 0.04, MOVE)
                moved = True
    return t + MOVE + 0.1 if moved else t


HELD = 0.6  # the part of a Popup's time before it starts to fade


class Callout(Popup):
    """Words about a seat on a plate of their own, held still for a moment on the seat's panel, clear of its
    cards (``Layout.callout``): the plate covers the status lines it stands for, and they show again when it
    goes."""

    def __init__(self, text: str, plate: pygame.Rect, color: tuple[int, int, int], size: int, duration: float,
                 delay: float) -> None:
        # as large as the plate allows: its height (a line of bold type inks about its size in pixels), then its width
        size = panels.fit_size(text, min(size, plate.h - 10), plate.w - 16, smallest=9)
        # shown whole for ``duration``: ``Popup.draw`` fades the words from 60% of its time on, and words
        # fading without their plate read badly, so they stop there
        super().__init__(theme.shorten(text, size, plate.w - 16, bold=True), plate.center, color, size,
                         duration / HELD, delay, rise=0)
        self.plate = plate

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting or self.raw > HELD:
            return []
        ui.panel(surface, self.plate, (14, 18, 40), self.color, radius=8, width=1)
        return [self.plate.copy(), *super().draw(surface)]


def _callout(fx: Effects, text: str, plate: pygame.Rect, color: tuple[int, int, int], size: int, delay: float,
             duration: float = 1.1) -> None:
    fx.add(Callout(text, plate, color, size, duration, delay))


def _board(fx: Effects, text: str, color: tuple[int, int, int], size: int, delay: float, duration: float) -> None:
    _callout(fx, text, L.BOARD.inflate(-2 * L.PLATE_MARGIN, -2 * L.PLATE_MARGIN), color, size, delay, duration)


def _say(e: Event, t: float, layout: Layout, fx: Effects) -> None:
    """Auction and reveal news on the panel of the seat it concerns."""
    k, s = e.kind, e.seat
    if k == "bid":
        fx.cue("coin", t)
        _callout(fx, tr("bids {n}", n=e.value), layout.callout(s), theme.GOLD, 26, t)
    elif k == "pass":
        _callout(fx, tr("passes"), layout.callout(s), theme.TEXT_DIM, 24, t)
    elif k == "chosen" and s != layout.bottom:  # the viewer's own is not news (its plate hid the reveal's status)
        _callout(fx, tr("has chosen"), layout.callout(s), theme.ACCENT_2, 22, t)
    elif k == "marker":
        _callout(fx, tr("first player"), layout.callout(e.to_seat), theme.GOLD, 24, t, 1.3)
    elif k == "win":
        fx.cue("chime", t)
        _callout(fx, tr("wins the auction at {n}", n=e.value), layout.callout(s), theme.GOOD, 24, t, 1.4)
    elif k == "no_winner":
        _board(fx, tr("Nobody can open the auction"), theme.ACCENT_2, 26, t, 1.6)


def _final(e: Event, t: float, layout: Layout, fx: Effects) -> float:
    """The final scoring, seat by seat: front points, the hand bonus, the totals, the winner."""
    if e.kind == "front_score":
        _callout(fx, tr("front {n} VP", n=e.value), layout.callout(e.seat, 1), theme.GOLD, 22, t, 1.2)
        return t + 0.2
    if e.kind == "bonus":
        fx.cue("coin", t)
        _callout(fx, tr("hand bonus +{n}", n=e.value), layout.callout(e.seat, 2), theme.GOOD, 22, t, 1.3)
        return t + 0.3
    if e.kind == "score":
        return t + 0.1
    fx.cue("win", t)
    _board(fx, tr("{name} wins with {n} VP", name=fx.name(e.seat), n=e.value), theme.GOLD, 34, t, 1.6)
    return t + 0.6
