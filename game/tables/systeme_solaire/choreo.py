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

from typing import Any, NamedTuple

import pygame

from engine.core import HIDDEN, Event, Player, words
from engine.systeme_solaire.cards import PROBE_SETS
from engine.systeme_solaire.kinds import EventKind as E
from game import theme, ui
from game.anim import Wait
from game.i18n import N_, tr
from game.kit import panels
from game.kit.effects import Effects
from game.kit.flights import Popup
from game.kit.moves import fly_each
from game.kit.recipes import Flights, fly, seat_zone
from game.kit.stage import Stage
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.layout import DECK, DISCARD, DRAWN, PAY, SUPPLY, Layout, Zone

# Durations in seconds at normal speed (the speed setting scales them all).
MOVE = 0.28  # a card sliding from one place to another
STAGGER = 0.07  # between cards moving together
DEAL_LAP = 0.1  # the probes going to the hands, one to each seat per lap
LAY_MOVE = 0.3  # a card of the layout, from the deck to its group...
LAY_STEP = 0.15  # ...and the next one
FLIP = 0.3  # the revealed selections turning over
REVEAL_HOLD = 0.9  # how long the turned selections stay still before anything else moves
ROUND_PAUSE = 0.8  # the "Round n" banner, gone before the deal leaves the deck (it hid a card, playtest 19)
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
            fly_each(stage, e.cards, DECK if hidden else SUPPLY, L.UNSEEN if hidden else L.REMOVED, t, MOVE, 0.0)
            t += MOVE + 0.05
        elif e.kind == "probe_set":
            fx.narrate(e, t)
            slot = next(i for i, (_k, cards) in enumerate(PROBE_SETS) if cards == e.cards)
            fly_each(stage, e.cards, SUPPLY, ("set", slot), t, MOVE, 0.0)
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
        slid = fly_each(stage, e.cards, ("hand", e.seat), ("reveal", e.seat), t, MOVE, STAGGER, face_from=False,
                        face_to=False)
        land = max(land, slid)
    turn = land + 0.1
    fx.cue("flip", turn)
    for e in events:
        # said once the faces show (playtest 15, 63-rev5: the log named the cards while their backs still showed)
        fx.narrate(e, turn + FLIP)
        slot = ("reveal", e.seat)
        # turned where they lie: lifted, they covered the seat's name over them (playtest 33, 33_n5)
        fly_each(stage, e.cards, slot, slot, turn, 0.0, 0.0, flip=FLIP, face_from=False, face_to=True, lift=0)
    stage.at(turn + FLIP, lambda: fx.show_label("revealed"))  # the totals show, the order not yet
    return turn + FLIP + REVEAL_HOLD


def event(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects) -> float:
    """Tweens for one event starting at ``t``; returns when the next may start."""
    k = e.kind
    if k == "round":
        if e.value > 1:  # the round's last take held in sight, its step still lit (playtest 16: gone in ~1 s)
            stage.at(t, lambda: fx.show_label("take"))
            t += ROUND_HOLD
        stage.at(t, lambda: fx.show_label("lay"))  # "1 Layout" lit as the board clears for the new layout
        t = _clear_board(stage, t)
        fx.narrate(e, t)
        fx.cue("shuffle", t)
        fx.popup(tr("Round {n}", n=e.value), (L.MID_X + L.MID_W // 2, L.GROUP_Y + 40), theme.ACCENT_2, size=40,
                 duration=ROUND_PAUSE, delay=t)
        return t + ROUND_PAUSE
    fx.narrate(e, t)  # the log follows the cards, never runs ahead of them
    if k == "to_front":  # an Earth or a Pluto: a chime and a gold burst as it reaches the front
        fx.cue("chime", t + MOVE)
        stage.fly(e.cards[0], PAY if e.source == "payment" else ("reveal", e.seat), ("front", e.seat), t, MOVE + 0.1)
        fx.burst(layout.card_rect(("front", e.seat)).center, theme.GOLD, t + MOVE + 0.1)
        return t + MOVE + 0.15
    if k == "discard" and e.source == "reveal":
        return t  # revealed cards stay on the board until the next round (``_clear_board``)
    if k in FLOWN:
        flights, after = FLOWN[k]
        return fly(flights, e, t, stage, fx) + after
    if k in CALLOUTS:
        _callout(e, t, layout, fx)  # told on a plate (``CALLOUTS``), nothing flies
        if k in ("bid", "pass"):
            fx.add(Wait(AUCTION_BEAT, delay=t))
        return t + _told(e).after
    return t + PAUSES.get(k, 0.0)


def _taken_to(e: Event, c: int, stage: Stage) -> Zone:
    """A taken group's card goes where the take's split says ("h" hand, "f" front; the hand when it says nothing)."""
    j = e.cards.index(c)
    return ("front" if e.target[j:j + 1] == "f" else "hand", e.seat)


# by event kind: how its cards fly (``game.kit.recipes``), and the pause after the last lands
FLOWN: dict[str, tuple[Flights, float]] = {
    # the layout: card g and g + n from the deck to group g (the variant's drawn card from beside the board)
    E.LAY: (Flights(lambda e, c, stage: DRAWN if c in stage.sim.get(DRAWN, []) else DECK,
                    lambda e, c, stage: ("group", int(e.target.rpartition(":")[2])), LAY_MOVE, 0.0, wait=LAY_STEP), 0.0),
    E.DRAW: (Flights(DECK, DRAWN, MOVE + 0.06, 0.0, cue="flip", wait=MOVE + 0.1), 0.0),
    E.PAY: (Flights(seat_zone("hand"), PAY, MOVE, 0.0, wait=0.1), 0.0),
    E.DISCARD: (Flights(lambda e, c, stage: PAY if e.source == "payment" else ("hand", e.seat), DISCARD, MOVE, 0.05,
                        cue=None), 0.05),
    E.PROBES: (Flights(lambda e, c, stage: ("set", next((i for i, p in enumerate(PROBE_SETS) if p[1] == e.cards), 0)),
                       seat_zone("hand"), MOVE, STAGGER), STAGGER),
    E.TAKE: (Flights(lambda e, c, stage: ("group", e.value), _taken_to, MOVE, STAGGER), STAGGER),
}
FLOWN[E.PLACE] = FLOWN[E.LAY]
# nothing flies: the payment has landed; the totals are the results' to tell
PAUSES: dict[str, float] = {E.PAID: MOVE + 0.1, E.SCORE: 0.1}


def _clear_board(stage: Stage, t: float) -> float:
    """The cards revealed last round go from the board to the discard pile."""
    lying = [(zone, list(cards)) for zone, cards in stage.sim.items() if zone[0] == "reveal" and cards]
    for zone, cards in lying:
        fly_each(stage, cards, zone, DISCARD, t, MOVE, 0.04)
    return t + MOVE + 0.1 if lying else t


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


BOARD = -1  # a callout over the whole board rather than on a seat's panel


class Told(NamedTuple):
    """What a seat's panel (or the board) says when an event comes, held still a moment."""

    text: str
    color: tuple[int, int, int]
    size: int
    held: float  # seconds shown
    # 0 the seat's plate, 1 / 2 its left / right half (the final scoring shows the front's VP and the hand bonus
    # side by side), or BOARD
    where: int = 0
    sound: str = ""
    after: float = 0.0  # the pause before the next event may start


AUTO_PASS = "pass:auto"  # the callouts' key for a pass the engine made for a seat that could not bid
CALLOUTS: dict[str, Told] = {  # by event kind
    E.BID: Told(N_("bids {n}"), theme.GOLD, 26, 1.1, sound="coin"),
    E.PASS: Told(N_("passes"), theme.TEXT_DIM, 24, 1.1),
    # a seat whose hand cannot pay more than the high bid passes by itself (SS-12): told over the board, in the log's
    # words and held longer, or it went by unseen ("Alice cannot bid and passes", playtest 29, 24_r4)
    AUTO_PASS: Told("", theme.ACCENT_2, 26, 1.6, BOARD, after=0.6),
    E.CHOSEN: Told(N_("cards chosen"), theme.ACCENT_2, 22, 1.1),
    E.MARKER: Told(N_("first player"), theme.GOLD, 24, 1.3),  # on the panel of the seat it goes to
    E.WIN: Told(N_("wins the auction at {n}"), theme.GOOD, 24, 1.4, sound="chime", after=0.35),
    E.NO_WINNER: Told(N_("Nobody can open the auction"), theme.ACCENT_2, 26, 1.6, BOARD, after=0.35),
    # the final scoring, seat by seat: front points, the hand bonus, then the winner
    E.FRONT_SCORE: Told(N_("front {n} VP"), theme.GOLD, 22, 1.2, 1, after=0.2),
    E.BONUS: Told(N_("hand bonus +{n}"), theme.GOOD, 22, 1.3, 2, "coin", 0.3),
    E.GAME_OVER: Told(N_("{name} wins with {n} VP"), theme.GOLD, 34, 1.6, BOARD, "win", 0.6),
}


def _told(e: Event) -> Told:
    return CALLOUTS[AUTO_PASS if e.kind == E.PASS and e.source == "auto" else e.kind]


def _callout(e: Event, t: float, layout: Layout, fx: Effects) -> None:
    """Auction, reveal and scoring news on the panel of the seat it concerns (``CALLOUTS``)."""
    told = _told(e)
    if e.kind == "chosen" and e.seat == layout.bottom:
        return  # the viewer's own is not news (its plate hid the reveal's status)
    if told.sound:
        fx.cue(told.sound, t)
    if told.where == BOARD:
        plate = L.BOARD.inflate(-2 * L.PLATE_MARGIN, -2 * L.PLATE_MARGIN)
    else:
        plate = layout.callout(e.to_seat if e.kind == "marker" else e.seat, told.where)
    if not told.text:  # an automatic pass: the log's own sentence
        said = fx.say(words("{who} cannot bid and passes", who=Player(e.seat)))
    else:
        said = tr(told.text, n=e.value, name=fx.name(e.seat)) if "{" in told.text else tr(told.text)
    fx.add(Callout(said, plate, told.color, told.size, told.held, t))
