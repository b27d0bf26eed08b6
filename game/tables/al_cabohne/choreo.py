"""Al Cabohne choreography: the engine's events, as the viewer may see them, into card flights.

The endowment and every reveal turn over on the draw pile and slide to where Question 1 sends them; Question 2
pulls cards back off the discard; every sale turns ``cards[:value]`` to their coin side and flies them to the coin
pile or the treasury with sparks and "+N", and slides the rest to the discard. Each event goes into the log when its
cards move.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from engine.al_cabohne import GAME
from engine.al_cabohne.kinds import EventKind as E
from engine.core import Event
from game import theme
from game.anim import Tween
from game.i18n import tr
from game.kit import panels
from game.kit.effects import Effects
from game.kit.moves import Plate, fly_each, reshuffle, undealt
from game.kit.panels import fit_size
from game.kit.recipes import Flights, fly, receiver_zone, seat_zone
from game.kit.stage import Stage
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import MAFIA_RED
from game.tables.al_cabohne.layout import DISCARD, DRAW, SET_ASIDE, TREASURY, Layout, Zone, place
from game.words import seat_name

# where a trade's answer shows (``answer_place``): on the opponent's panel, as the opponent's own words, in the row of
# their hand right of its cards; over the piles' row it hid the revealed beans and the piles, over the log the log's
# lines, over the hand the hand itself (playtest 28); the opponent's fields under it, which a refusal speaks of, stay
# in view


def answer_place(text: str, hand: int) -> tuple[pygame.Rect, int, str]:
    """Where a trade's answer stands, its size and its rows: the opponent's hand row right of its ``hand`` cards, from
    6 pixels above the cards (under the panel's title) to 2 above the fields, 8 clear of the panel's right edge; the
    largest size from 20 down to 11 at which its rows fit there on their plate (``moves.Plate``: 28 by 14 pixels round
    its words, a row 3 pixels more than its size, a pixel more at 19 and 20: 2 kept spare)."""
    x = (L.opp_hand_rect(hand - 1, hand).right if hand else L.OPP_HAND.x) + 12
    room = pygame.Rect(x, L.OPP_HAND.y - 6, L.OPP_PANEL.right - 8 - x, L.OPP_FIELDS_Y - L.OPP_HAND.y + 4)
    size, rows = panels.wrap_fit(text, 20, room.w - 28, room.h - 16, 3, 11, bold=True)
    return room, size, "\n".join(rows)


# where the run-out of the draw pile is said: in the move buttons' column, empty while the cards move, beside the
# log that says what it means; over the piles it ran across the discard and the cards flying to it, and above them
# across the final sale's beans flying from the Bosses to the discard
RUN_OUT_AT = L.BUTTONS.center
RUN_OUT_ROOM = L.BUTTONS.w - 16
TURN_AT, TURN_ROOM = (1066, L.TURN_POS[1]), 180  # between the turn's words and the Rules button

# Durations in seconds at normal speed (the speed setting scales them all).
MOVE = 0.26  # a card sliding from one place to another
STAGGER = 0.06  # between cards moving together
TRADE_MOVE = 0.45  # a traded card crossing the table from one hand to the other
DEAL_STAGGER = 0.09
REVEAL_FLIP = 0.13  # a revealed card turning over on the draw pile...
REVEAL_MOVE = 0.17  # ...and sliding to where Question 1 sends it
REVEAL_STEP = 0.30  # from one reveal to the next
PULL_MOVE = 0.2  # a card pulled from the discard by Question 2
PULL_STEP = 0.16
COIN_FLIP = 0.18  # a sold bean turning to its coin side...
COIN_MOVE = 0.34  # ...and flying to the coin pile or the treasury
COIN_STAGGER = 0.09
SALE_PAUSE = 0.08  # a Boss's last bean lands, then he sells
SALE_FLASH = 0.4  # a selling Boss lit before his beans turn to coins, so the eye finds him before the score moves
FLASH_PULSES = 2  # the outline brightens this many times while it shows
FINAL_HOLD, FINAL_LOOK = 1.0, 0.45  # the final sale (AC-34): the last position held, then each field lit as it sells


def opening(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects) -> None:
    """The deal, one card to each seat per lap, then the Mafia's endowment turned from the deck."""
    undealt(stage, layout, view, DRAW, lambda z: z[0] in ("hand", "boss", "treasury", "discard"))
    fx.show_label("")  # nothing lit until the first turn's phase comes up
    fx.cue("shuffle")
    deals = {e.seat: list(e.cards) for e in events if e.kind == "deal"}
    t = stage.deal(deals, DRAW, lambda s: ("hand", s, 0), 0.1, MOVE, DEAL_STAGGER, face_from=False) + MOVE
    fx.set_up(events, "deal", t, lambda e, at: event(e, at, stage, layout, fx, view))


def choreograph(events: list[Event], view: Any, stage: Stage, layout: Layout, fx: Effects) -> None:
    """One action's events into flights; ``view`` is the view after the action."""
    t, held = 0.0, False
    for e in events:
        if e.kind == E.FINAL_SALE and not held:  # playtest 19: all was sold before the eye found what sold
            fx.popup(tr("Final sale"), RUN_OUT_AT, theme.ACCENT, size=22, duration=FINAL_HOLD + 0.6, delay=t, rise=0)
            held, t = True, t + FINAL_HOLD
        t = event(e, t, stage, layout, fx, view)


def _pile(kind: str, card: int, stage: Stage) -> Zone:
    """The pile of ``kind`` (kept or leftover) that ``card`` lies in now: an event names the kind alone."""
    return next((z for z in ((kind, -1, i) for i in range(3)) if card in stage.sim.get(z, [])), (kind, -1, 0))


def _source(e: Event, card: int, stage: Stage) -> Zone:
    return (_pile(e.source.removesuffix("s"), card, stage) if e.source in ("kept", "leftovers")
            else place(e.source, e.seat))


def _target(e: Event, card: int, stage: Stage) -> Zone:
    return place(e.target, e.seat)


# a card of the deck turned over on the draw pile on its way (the Mafia's endowment, a reveal)
TURNED = Flights(DRAW, _target, REVEAL_MOVE, REVEAL_STEP, None, flip=REVEAL_FLIP, face_from=False, face_to=True,
                 wait=REVEAL_STEP)
# the events whose whole choreography is their cards' flights (a bought field's "3rd field!" besides)
FLIGHTS: dict[str, Flights] = {
    E.ENDOW: replace(TURNED, move=REVEAL_MOVE + 0.05, cue="flip", cue_each=True),
    E.KEEP: TURNED,  # the reveal sounded; from the discard, "discard_pull" moves the card
    E.TO_BOSS: TURNED,
    E.DISCARD_PULL: Flights(DISCARD, _target, PULL_MOVE, STAGGER, wait=PULL_STEP),
    E.PLANT: Flights(_source, _target, MOVE, STAGGER, front=True),
    **{k: Flights(_source, _target, MOVE, STAGGER) for k in (E.GIVE, E.FILL, E.TAX, E.LEFTOVER, E.PLACE)},
    E.DISCARD: Flights(_source, DISCARD, MOVE, 0.04, None, face_to=True),
    E.DRAW: Flights(DRAW, seat_zone("hand", 0), MOVE + 0.06, 0.1, face_from=False),
    # from one hand to the back of the other
    E.TRADE: Flights(seat_zone("hand", 0), receiver_zone("hand", 0), TRADE_MOVE, STAGGER),
    E.BUY_FIELD: Flights(seat_zone("coins", 0), SET_ASIDE, MOVE, STAGGER, "coin"),
}


def event(e: Event, t: float, stage: Stage, layout: Layout, fx: Effects, view: Any) -> float:
    """Tweens for one event starting at ``t``; returns when the next may start."""
    fx.narrate(e, t)  # the log follows the cards, never runs ahead of them
    k, s = e.kind, e.seat
    recipe = FLIGHTS.get(k)
    if recipe is not None and not (k in ("keep", "to_boss") and e.source == "discard"):
        end = fly(recipe, e, t, stage, fx)
        if k == "buy_field":
            r = layout.card_rect(("field", s, 2))
            # just above the new field, inside the seat's panel (a climb of 40 crossed the panel's top edge)
            fx.popup(tr("3rd field!"), (r.centerx, r.y - 12), theme.GOOD, size=24, delay=t + MOVE, rise=6)
        return end
    if k == "phase":
        stage.at(t, partial(fx.show_label, e.target))
        return t
    if k == "turn":
        if view.players == 2 and s >= 0:
            # on the title bar, after the turn's own words, with no climb: no card flies there (over the log it hid
            # the lines it announced, over the middle kept pile the leftover cards (playtest 16), in the buttons'
            # column the turn's first button, on the panel's title row the leftovers flying to the fields)
            text = tr("{name}'s turn", name=seat_name(fx.name(s)))
            fx.popup(text, TURN_AT, theme.ACCENT_2, size=fit_size(text, 22, TURN_ROOM, smallest=14), duration=1.2,
                     delay=t, rise=0)
        return t
    if k == "reveal":
        fx.cue("flip", t)
        return t  # the flight starts with the keep / to_boss that says where the card goes
    if k in ("harvest", "boss_harvest", "final_sale"):
        boss = e.source.startswith("boss")
        src = place(e.source, s)
        dst = TREASURY if boss else ("coins", s, 0)
        if boss and k == "boss_harvest":
            t += SALE_PAUSE
            # the Mafia's coins rise during a reveal, not by the player's hand: light the Boss who sells, and
            # the treasury his coins land on, for the whole sale (a click skips it with the rest)
            sale = SALE_FLASH + COIN_FLIP + COIN_MOVE + COIN_STAGGER * max(0, e.value - 1)
            fx.add(Flash(L.boss_area(int(e.source.partition(":")[2])), MAFIA_RED, sale, t))
            fx.add(Flash(layout.card_rect(TREASURY).inflate(8, 8), MAFIA_RED, sale, t))
            t += SALE_FLASH
        if k == "final_sale":
            stage.at(t, lambda: fx.show_label("over"))
            where = L.boss_area(int(e.source.partition(":")[2])) if boss else layout.card_rect(src).inflate(8, 8)
            fx.add(Flash(where, MAFIA_RED if boss else theme.GOLD, FINAL_LOOK + COIN_FLIP + COIN_MOVE, t))  # lit
            t += FINAL_LOOK  # while it sells, as a Boss selling in a reveal: what goes where is seen
        return _sale(e.cards, e.value, src, dst, t, stage, layout, fx, boss)
    if k == "exhausted":
        last = e.value >= view.exhaustion_limit
        text = (tr("The deck is used up") if last
                else tr("The deck ran out ({n} of {limit})", n=e.value, limit=view.exhaustion_limit))
        # no climb: above the strip lie the Bosses' words, under it the piles (the log says what it means)
        fx.popup(text, RUN_OUT_AT, theme.ACCENT, size=fit_size(text, 18, RUN_OUT_ROOM, smallest=12), duration=1.6,
                 delay=t, rise=0)
        return t
    if k == "reshuffle":  # the coins set aside go back into the deck with the discard (AC-14)
        stage.set_zone(SET_ASIDE, [], t)
        return reshuffle(stage, fx, (DISCARD, L.DISCARD_PILE), (DRAW, L.DRAW_PILE), e.value, t, MOVE) + 0.04
    if k == "hand_shown" and s >= 0:
        r = layout.card_rect(("hand", s, 0), 0, 1)
        fx.popup(tr("{name} shows the hand", name=seat_name(fx.name(s))), (r.x + 160, r.y - 4), theme.ACCENT_2,
                 size=20, duration=1.6, delay=t)
        return t
    if k in ("accepted", "refused"):  # the answer to a proposal, over the log its panel stood on
        name = seat_name(fx.name(s))
        text = tr("{name} accepts", name=name) if k == "accepted" else tr("{name} refuses", name=name)
        said = GAME.describe_event(e, fx.viewer) if k == "refused" else None
        if said is not None:  # the engine's reason, in words (no room for a bean, more asked, the hand's choice)
            text = fx.say(said)
        room, size, rows = answer_place(text, len(view.hands[s]))
        fx.add(Plate(rows, room.center, theme.ACCENT_2 if k == "accepted" else theme.BAD, size=size,
                     duration=1.4 if k == "accepted" else 3.0, delay=t, rise=0))
        return t + (0.3 if k == "accepted" else 0.0)
    # "boss_fill" has no words of its own over the table: floating over the revealed beans they covered their
    # counts; the prompt line and the log say it ("Before the draw, an empty Boss must get an eligible card")
    return t


def _sale(cards: tuple[int, ...], value: int, src: Zone, dst: Zone, t: float, stage: Stage, layout: Layout,
          fx: Effects, mafia: bool) -> float:
    """A sale: ``cards[:value]`` turn to coins and fly to ``dst``, the rest slide to the discard."""
    end = t
    color = MAFIA_RED if mafia else theme.GOLD
    r = layout.card_rect(dst)
    for j, c in enumerate(cards[:value]):
        d = t + j * COIN_STAGGER
        stage.fly(c, src, dst, d, COIN_MOVE, flip=COIN_FLIP, face_from=True, face_to=False)
        if j < 5:
            fx.cue("coin", d + COIN_FLIP + COIN_MOVE)
            fx.burst(r.center, color, d + COIN_FLIP + COIN_MOVE)
        end = max(end, d + COIN_FLIP + COIN_MOVE)
    end = max(end, fly_each(stage, cards[value:], src, DISCARD, t + (0.1 if value else 0.0), MOVE + 0.04, 0.04))
    if value:
        land = t + COIN_FLIP + COIN_MOVE
        if mafia:  # from the middle of the coin pile up over its coins, short of the Treasury's title above
            fx.popup(f"+{value}", (r.centerx, r.centery + 10), color, size=38, delay=land)
        else:  # over the pile's top edge, a short climb inside the seat's panel: an empty pile's "no coins" plate
            # stays in view under a coin still landing, and the words must not cover it
            fx.popup(f"+{value}", (r.centerx, r.y + 4), color, size=38, delay=land, rise=10)
        if not mafia:
            fx.cue("chime", land)
    elif cards:  # nothing sold, nothing said
        sr = layout.card_rect(src)
        # a short climb over the field's top card: clear of the seat's name above and "field n" below
        # and narrow enough that two fields harvested for nothing at once keep their words apart
        words = tr("no coin")
        size = fit_size(words, 20, sr.w + 24 if not mafia else sr.w - 8, smallest=11)
        if mafia:  # a short climb on the Boss's card, under its top: rising from its top it lay on his name tag and his
            # lit frame; held still at its middle it lay on the pile's "×n" and the "empty" left as his beans fly off
            fx.popup(words, (sr.centerx, sr.y + 30), theme.TEXT_DIM, size=size, delay=t, rise=10)
        else:
            fx.popup(words, (sr.centerx, sr.y + 16), theme.TEXT_DIM, size=size, delay=t, rise=12)
    return end + 0.05


class Flash(Tween):
    """A pulsing outline round ``rect`` (a Boss who sells, the treasury his coins go to); decoration only, never
    blocks input, and a skip ends it with the rest."""

    def __init__(self, rect: pygame.Rect, color: tuple[int, int, int], duration: float, delay: float = 0.0) -> None:
        super().__init__(duration, delay=delay, blocking=False)
        self.rect, self.color = rect, color

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting or self.done:
            return []
        glow = 0.5 + 0.5 * math.sin(self.raw * FLASH_PULSES * 2 * math.pi - math.pi / 2)  # 0 at both ends
        width = 2 + round(3 * glow)
        color = tuple(int(c * (0.55 + 0.45 * glow)) for c in self.color)
        return [pygame.draw.rect(surface, color, self.rect.inflate(6, 6), width, border_radius=10)]
