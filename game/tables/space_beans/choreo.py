"""Space Beans choreography: the engine's events, as the viewer may see them, into card flights.

Draws slide from the draw pile to a hand, plays from a hand to a collection,
a close sends its trophy up with a "+N" and the rest to the discards, a
secret collection turns face up where it lies, and the cards left in hand
pass to the right-hand neighbour. At the end the hands go to the discards, every secret collection turns face
up where it lies, and each collection scores in turn with a "+N" rising from it; the table then keeps them
there, face up with their scores (the view's ``final_collections``), until "Results ▸".
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from engine.core import Event, Player, words
from engine.space_beans import GAME
from game import theme
from game.anim import Wait
from game.i18n import tr
from game.kit.effects import Effects
from game.kit.moves import Plate, fly_each, reshuffle, undealt
from game.kit.panels import wrap_fit
from game.kit.recipes import Flights, fly, receiver_zone, seat_zone
from game.kit.stage import Stage, Zone
from game.tables.space_beans.layout import DISCARD_PILE, DISCARD_ZONE, DRAW_PILE, DRAW_ZONE, Layout

DEAL_STAGGER = 0.12
DEAL_MOVE = 0.28
MOVE = 0.25
STAGGER = 0.07
FLIP = 0.3
RISE = 0.8  # seconds a collection's "+N" rises before its score stays on it (the two would lie one over the other)
COUNT = 0.35  # seconds between two collections' scores in the final count, so each "+N" is read where it rises
END_KINDS = ("bonus", "final_close", "game_over")


def opening(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects, ready: bool = False) -> None:
    """The deal: one card to each seat per lap, from the draw pile. ``ready``: the viewer plays first, and may
    while the cards still come (the deal holds nothing back: the first step is to draw or not, SB-6)."""
    fx.note(words("{who} deals", who=Player(view.dealer), tone="dim"))
    fx.cue("shuffle")
    undealt(stage, layout, view, DRAW_ZONE, lambda z: z[0] == "hand")
    per_seat = {e.seat: list(e.cards) for e in events if e.kind == "deal"}
    stage.deal(per_seat, DRAW_ZONE, lambda s: ("hand", s), 0.0, DEAL_MOVE, DEAL_STAGGER, face_from=False)
    # Learn to play's coach and the draw step's buttons come as the deal lands: for two seconds of a deal that held
    # input back, a newcomer saw no word and nothing to press (newcomer test 30)
    for flight in stage.flights():
        flight.blocking = not ready


def choreograph(events: list[Event], stage: Stage, layout: Layout, fx: Effects, unscored: set[Zone]) -> None:
    """One action's events into flights, the final count (SB-27) included: its collections join ``unscored``
    until their "+N" rises (the painter shows a collection's score from then on)."""
    end_at = next((i for i, e in enumerate(events)
                   if e.kind in END_KINDS or (e.kind == "discard" and e.source == "hand")), len(events))
    while 0 < end_at < len(events) and events[end_at - 1].kind == "flip":
        end_at -= 1  # the flips of the end scoring belong to the end
    t = 0.0
    for e in events[:end_at]:
        fx.narrate(e, t)
        t = _event(e, t, stage, layout, fx)
    unscored.clear()  # a count cut short (a replay stepped back) leaves no score hidden
    if end_at < len(events):
        _final_count(events[end_at:], t, stage, layout, fx, unscored)


def _final_count(events: list[Event], t: float, stage: Stage, layout: Layout, fx: Effects,
                 unscored: set[Zone]) -> None:
    """The end on the table: the hands to the discards, every secret turned face up, then each collection's score
    one after another, the bonus last (as the results count it); the final table ("Results ▸") waits for it."""
    unscored.update((e.source if e.kind == "final_close" else "bonus", e.seat) for e in events
                    if e.kind in ("final_close", "bonus"))
    turned = t
    # the engine tells the bonus after the end scoring and "Game over" last: the live log reads as the replay's
    for e in events:
        turned += COUNT if e.kind in ("final_close", "bonus") else 0.0
        leaves = e.kind == "flip" or (e.kind == "discard" and e.source == "hand")  # before the count
        fx.narrate(e, t if leaves else turned)
        if e.kind == "discard" and e.source == "hand":
            turned = max(turned, fly_each(stage, e.cards, ("hand", e.seat), DISCARD_ZONE, t, MOVE, 0.04))
        elif e.kind == "flip":
            fx.cue("flip", t)
            turned = max(turned, stage.turn_over(("secret", e.seat), list(e.cards), t, FLIP))
        elif e.kind == "final_close":
            zone = (e.source, e.seat)
            fx.popup(f"+{e.value}" if e.value else "0", _over(layout.zone_rect(zone, len(e.cards))),
                     theme.GOLD if e.value else theme.TEXT_DIM, 30 if e.value else 24, RISE, turned)
            if e.value:
                fx.cue("chime", turned)
            stage.at(turned + RISE, partial(unscored.discard, zone))  # its plate once the "+N" is gone
        elif e.kind == "bonus":
            box = layout.boxes[e.seat]
            x, y = _over(box.trophy, pile=not box.own)
            # one's own: beside the trophies, not over them (the row of trophy cards may run to its end); another
            # seat's: kept inside its panel, by its own width ("+3 de bonus" is wider than "+3 bonus")
            text = tr("+{n} bonus", n=e.value)
            half = theme.font(24, True).size(text)[0] // 2 + 8
            if box.own:  # right of the row as it lies (it may run to the margin: then over its end)
                row = layout.zone_rect(("trophy", e.seat), len(stage.sim.get(("trophy", e.seat), [])))
                x = min(row.right + 80, box.trophy.right - half)
            else:
                x = min(x, box.panel.right - half)
            fx.popup(text, (x, y), theme.GOOD, size=24, delay=turned)
            stage.at(turned, partial(unscored.discard, ("bonus", e.seat)))
    fx.add(Wait(RISE, delay=turned))  # the last "+N" is seen before the final table's words and "Results ▸"


def _over(zone: pygame.Rect, pile: bool = False) -> tuple[int, int]:
    """Where points rise: from the middle of the zone's cards, so that they climb over the cards and stop
    short of the zone's label above them (a "+5" over "Trophies" hid both). ``pile``: another seat's trophies, whose
    pile's points are said on the line under it: from higher up, clear of it."""
    return zone.centerx, zone.centery + (-12 if pile else 10)


PILES_W = DISCARD_PILE.right - DRAW_PILE.x + 24  # the reshuffle's plate: over both piles, a little past them
# the events that only move cards, as flights (``kit.recipes``): what more some do is in ``_event``
FLIGHTS: dict[str, Flights] = {
    "draw": Flights(DRAW_ZONE, seat_zone("hand"), MOVE, STAGGER, face_from=False),
    "play": Flights(seat_zone("hand"), lambda e, _c, _s: (e.target, e.seat), MOVE, 0.0),
    # the next event does not wait for a trophy to land: its "+N" rises as it does
    "trophy": Flights(seat_zone("open"), seat_zone("trophy"), MOVE + 0.05, 0.0, cue=None, wait=0.0),
    "discard": Flights(seat_zone("open"), DISCARD_ZONE, MOVE, 0.04, cue=None),
    # a secret collection turns face up where it lies
    "flip": Flights(seat_zone("secret"), seat_zone("open"), FLIP, 0.0, cue="flip", face_from=False, face_to=True),
    "pass": Flights(seat_zone("hand"), receiver_zone("hand"), MOVE + 0.1, STAGGER),
}


def _event(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects) -> float:
    k, s = e.kind, e.seat
    if k == "reshuffle":
        end = reshuffle(stage, fx, (DISCARD_ZONE, layout.card_rect(DISCARD_ZONE)),
                        (DRAW_ZONE, layout.card_rect(DRAW_ZONE)), e.value, t, MOVE)
        # the log's line on a plate over the piles as the new pile lands: the sweep alone went by unseen and the draw
        # pile rose from 1 to 59 with no word (playtest 33, s126-s128)
        said = GAME.describe_event(e, fx.viewer)
        if said is not None:
            size, rows = wrap_fit(fx.say(said), 17, PILES_W - 28, 2 * 20, 3, 12, bold=True)
            fx.add(Plate("\n".join(rows), DRAW_PILE.union(DISCARD_PILE).center, theme.ACCENT_2, size=size,
                         duration=1.8, delay=end))
        return end
    if k == "close" and e.value == 0:
        fx.popup("0", _over(layout.boxes[s].open), theme.TEXT_DIM, size=24, delay=t)
        return t
    if k not in FLIGHTS:
        return t
    end = fly(FLIGHTS[k], e, t + (0.05 if k == "flip" else 0.0), stage, fx)
    if k == "trophy":
        r = layout.boxes[s].trophy
        fx.popup(f"+{e.value}", _over(r, pile=not layout.boxes[s].own), delay=t + MOVE)
        fx.cue("chime", t + MOVE)
    elif k == "pass" and s == fx.viewer and e.value:
        # the viewer's turn ends here, often by itself (the last card of a type played): say where the hand
        # went, once it has (rising from the start, the words ran across the cards still leaving the row)
        # the Hint's own sentence, without its full stop: a word that rises reads as a title
        went = fx.say(words("{n} card goes to {who}.", plural="{n} cards go to {who}.", n=e.value,
                            who=Player(e.to_seat))).rstrip(".")
        hand = layout.boxes[s].hand  # in the hand's upper part: "(no cards in hand)" comes in its middle
        fx.popup(went, (hand.centerx, hand.y + 20), theme.TEXT, size=24, duration=1.8, delay=end, rise=30)
    return end
