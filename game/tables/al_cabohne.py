"""The Al Cabohne table: one or two players against the bean Mafia.

The scene shows ``self.view`` (the engine's view for the seat in front of the
screen), offers exactly ``legal_actions`` as highlighted fields, Bosses, piles,
hand cards and buttons, and turns the engine's events into card flights: the
endowment, the tax, the reveals one by one with the discard pulls, every sale
(coin cards flip to their coin side and fly to the coin pile or the treasury,
the rest slide to the discard). It never decides a rule: the bean-o-meter
numbers it shows come from ``engine.al_cabohne.coins`` (what a harvest *would*
earn), and whether anything may be done comes only from ``legal_actions``.

While cards fly, the table draws a *display model* (zone → cards) that the
flights update as they take off and land, so every pile shows what it held at
that moment of the sequence; once nothing flies the view is drawn directly.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from engine.al_cabohne.cards import BEANS, BOSSES, THIRD_FIELD_COST, TYPES, card_type, coins
from engine.core import HIDDEN, Action, Event
from game import streak, theme, ui
from game.anim import Tween, Wait, ease_out_cubic
from game.scenes.results import Part, ResultRow
from game.tables import al_cabohne_art as art
from game.tables import al_cabohne_layout as L
from game.tables.base import Clickable, Popup, TableScene
from game.tables.card_kit import shadow

# Durations in seconds at normal speed (the speed setting scales them all).
MOVE = 0.26  # a card sliding from one place to another
STAGGER = 0.06  # between cards moving together
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
MAFIA_RED = (255, 120, 120)

Zone = tuple[str, int, int]  # (kind, seat, index); seat −1 for the shared places
DRAW: Zone = ("draw", -1, 0)
DISCARD: Zone = ("discard", -1, 0)
TREASURY: Zone = ("treasury", -1, 0)
SET_ASIDE: Zone = ("set_aside", -1, 0)

PHASE_NAMES = {
    "leftovers": "Leftovers", "tax": "Tax", "plant": "Plant", "reveal": "Reveal",
    "cultivate": "Cultivate", "draw": "Draw",
}
SOLO_TRACK = ("tax", "plant", "reveal", "cultivate", "draw")
DUO_TRACK = ("leftovers", "tax", "plant", "reveal", "cultivate", "draw")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def meter_note(t: int, n: int) -> str:
    """What ``n`` beans of type ``t`` are worth now, and where the next coin is (bean-o-meter display)."""
    k = coins(t, n)
    meter = BEANS[t].meter
    now = _plural(k, "coin")
    if k < 4:
        return f"{now} now · {_plural(k + 1, 'coin')} at {meter[k]}"
    return f"{now} (the most)"


class Flight(Tween):
    """One card's journey: an optional turn-over where it starts, then a slide to where it lands.

    ``flip`` > 0 turns the card over in place first (a reveal, a bean becoming a
    coin); with ``flip`` = 0 a card whose side changes turns over mid-slide (a draw).
    """

    def __init__(self, card: int, src: Zone | None, dst: Zone | None, start: pygame.Rect, end: pygame.Rect,
                 face_from: bool, face_to: bool, move: float, delay: float = 0.0, flip: float = 0.0,
                 lift: int = 14) -> None:
        super().__init__(flip + move, delay=delay, ease=lambda t: t)
        self.card, self.src, self.dst = card, src, dst
        self.start, self.end = start.copy(), end.copy()
        self.face_from, self.face_to = face_from, face_to
        self.flip_part = flip / (flip + move) if flip + move > 0 else 0.0
        self.lift = lift if flip > 0 else 0

    def draw(self, surface: pygame.Surface) -> None:
        u = 0.0 if self.waiting else self.raw
        x0, y0 = self.start.x, self.start.y - self.lift
        fp = self.flip_part
        if u < fp:  # turning over where it starts, lifted a little off the pile
            k = u / fp
            y = self.start.y - self.lift * min(1.0, k * 2.5)
            self._blit_flip(surface, self.start.x, y, self.start.w, self.start.h, k)
            return
        k = (u - fp) / (1 - fp) if fp < 1 else 1.0
        e = ease_out_cubic(k)
        x = x0 + (self.end.x - x0) * e
        y = y0 + (self.end.y - y0) * e - (16 if self.start.size == self.end.size else 0) * math.sin(math.pi * e)
        # snap the size to a few steps so resized cards come from the cache
        q = round(e * 4) / 4
        w = int(self.start.w + (self.end.w - self.start.w) * q)
        h = int(self.start.h + (self.end.h - self.start.h) * q)
        if fp == 0 and self.face_from != self.face_to and 0.0 < k < 1.0:
            self._blit_flip(surface, x, y, w, h, k)
            return
        up = self.face_to if (fp > 0 or k >= 1.0) else self.face_from
        surface.blit(shadow(w, h), (x + 3, y + 4))
        surface.blit(art.card(self.card, w, h, up), (x, y))

    def _blit_flip(self, surface: pygame.Surface, x: float, y: float, w: int, h: int, k: float) -> None:
        sx = abs(1 - 2 * k)  # narrows to an edge at the middle, then opens on the other side
        up = self.face_to if k >= 0.5 else self.face_from
        img = art.squeezed(self.card, w, h, up, max(0.05, sx))
        surface.blit(img, (x + (w - img.get_width()) / 2, y))


class Burst(Tween):
    """Gold sparks flying out where a coin lands; decoration only, never blocks input."""

    def __init__(self, pos: tuple[int, int], color: tuple[int, int, int], delay: float = 0.0, sparks: int = 10) -> None:
        super().__init__(0.45, delay=delay, blocking=False)
        self.pos, self.color, self.sparks = pos, color, sparks

    def draw(self, surface: pygame.Surface) -> None:
        if self.waiting:
            return
        k = ease_out_cubic(self.raw)
        radius = 10 + 46 * k
        size = max(1, int(5 * (1 - self.raw)))
        for i in range(self.sparks):
            a = i * 2 * math.pi / self.sparks + 0.3
            pygame.draw.circle(surface, self.color,
                               (self.pos[0] + radius * math.cos(a), self.pos[1] + radius * math.sin(a)), size)


class AlCabohneTable(TableScene):
    def __init__(self, app, game_name: str, seats: list, seed: int, attract: bool = False) -> None:
        self.selected: tuple[str, int] | None = None  # ("hand" | "kept" | "leftover", card)
        self.model: dict[Zone, list[int]] | None = None
        self.track_phase: str | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.discard_open = False
        self.clock = 0.0
        self.streak_note: list[str] = []
        self.streak_now = streak.load(game_name)  # read once: storage is a file (or localStorage) read
        self._legal: list[Action] = []
        super().__init__(app, game_name, seats, seed, attract)
        self._refresh()

    # ------------------------------------------------------------------ geometry
    @property
    def other(self) -> int | None:
        return None if self.view.players == 1 else 1 - self.bottom

    @property
    def n_bosses(self) -> int:
        return sum(1 for b in self.view.bosses if b.active)

    def zones(self, view: Any) -> list[Zone]:
        out: list[Zone] = [DRAW, DISCARD, TREASURY, SET_ASIDE]
        for s in range(view.players):
            out += [("hand", s, 0), ("coins", s, 0)] + [("field", s, i) for i in range(3)]
        out += [("boss", -1, j) for j in range(3)]
        out += [("kept", -1, i) for i in range(3)] + [("leftover", -1, i) for i in range(3)]
        return out

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        kind, s, i = zone
        if kind == "hand":
            return list(view.hands[s])
        if kind == "field":
            return list(view.fields[s][i]) if i < len(view.fields[s]) else []
        if kind == "coins":
            return list(view.coins[s])
        if kind == "boss":
            return list(view.bosses[i].cards)
        if kind == "treasury":
            return list(view.treasury)
        if kind == "draw":
            return [HIDDEN] * view.draw_pile
        if kind == "discard":
            return list(view.discard)
        if kind == "kept":
            return list(view.kept[i]) if i < len(view.kept) else []
        if kind == "leftover":
            return list(view.leftovers[i]) if i < len(view.leftovers) else []
        if kind == "set_aside":
            return list(view.set_aside)
        return []

    def cards_in(self, zone: Zone) -> list[int]:
        """What a place shows now: the display model while cards fly, else the view."""
        if self.model is not None:
            return self.model.get(zone, [])
        return self.zone_cards(self.view, zone)

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> pygame.Rect:
        kind, s, i = zone
        own = s == self.bottom
        if kind == "hand":
            return L.hand_rect(index, count) if own else L.opp_hand_rect(index, count)
        if kind == "field":
            return L.field_stack(i) if own else L.opp_field(i)
        if kind == "coins":
            return L.COINS.copy() if own else L.opp_coins()
        if kind == "boss":
            return L.boss_stack(i)
        if kind == "treasury":
            return L.treasury_stack(self.n_bosses)
        if kind == "draw":
            return L.DRAW.copy()
        if kind == "discard":
            return L.DISCARD.copy()
        if kind in ("kept", "leftover"):
            return L.kept_rect(i, index, count)
        return L.SET_ASIDE.copy()

    def face_up(self, zone: Zone, card: int) -> bool:
        """Bean side up, except in the draw pile and on the coin piles (coin side up)."""
        if card == HIDDEN:
            return False
        return zone[0] not in ("draw", "coins", "treasury", "set_aside")

    # ------------------------------------------------------------------ hooks
    def opening(self) -> None:
        v = self.view
        events = self._filter(self.game.opening_events(self.mod.state))
        if self.anim.speed <= 0:
            for e in events:
                self._log_event(e)
            return
        model = self._snapshot(v)
        dealt = 0
        for z in model:
            if z[0] in ("hand", "boss", "treasury", "discard"):
                dealt += len(model[z])
                model[z] = []
        model[DRAW] = [HIDDEN] * (v.draw_pile + dealt)
        self.model = model
        self.track_phase = ""  # nothing lit until the first turn's phase comes up
        sim = {z: list(c) for z, c in model.items()}
        self.cue("shuffle")
        t = 0.1
        deals = {e.seat: list(e.cards) for e in events if e.kind == "deal"}
        laps = max((len(c) for c in deals.values()), default=0)
        for k in range(laps):  # one card to each seat per lap, as dealt
            for s in sorted(deals):
                if k < len(deals[s]):
                    c = deals[s][k]
                    self._fly(c, DRAW, ("hand", s, 0), t, MOVE, sim, face_from=False)
                    t += DEAL_STAGGER
        t += MOVE
        for e in events:
            if e.kind == "deal":
                continue
            t = self._event(e, t, sim)
        self.say("The Mafia takes its endowment", theme.TEXT_DIM)

    def _snapshot(self, view: Any) -> dict[Zone, list[int]]:
        return {z: self.zone_cards(view, z) for z in self.zones(view)}

    def on_action(self, action: Action) -> None:
        self.selected = None
        self._refresh()

    def hand_over_to(self, seat: int) -> None:
        super().hand_over_to(seat)
        self.selected = None
        self.discard_open = False
        self._refresh()

    def enter(self) -> None:
        super().enter()
        self._refresh()

    def _refresh(self) -> None:
        self._legal = self.mod.legal()
        if self.selected is not None and not any(a.card == self.selected[1] for a in self._legal):
            self.selected = None

    def game_over(self) -> None:
        """Solo with a human at the table: the win streak moves on (attract and all-computer games don't count)."""
        v = self.view
        if not v.solo or self.attract or not self.seats[0].human or v.final is None:
            return
        before = streak.load(self.game_name)
        won = bool(v.final.winners)
        after = streak.record(self.game_name, won)
        self.streak_now = after
        if won:
            line = f"Win streak: {after.current}" + (" — a new best!" if after.best > before.best else f" · best {after.best}")
        elif before.current:
            line = f"The Mafia ends your streak of {before.current} · best {after.best}"
        else:
            line = f"Win streak: 0 · best {after.best}"
        self.streak_note = [line]

    # ---------------------------------------------------------------- animation
    def animate(self, events: list[Event], before: Any) -> None:
        if self.anim.speed <= 0:
            for e in events:
                self._log_event(e)
            return
        if self.model is None:
            self.model = self._snapshot(before)
        sim = {z: list(c) for z, c in self.model.items()}
        t = 0.0
        for e in events:
            t = self._event(e, t, sim)

    def _at(self, t: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the animation reaches ``t`` (or at once when skipped)."""
        self.anim.add(Wait(0.0, delay=t, blocking=False, on_start=fn))

    def _set_phase(self, name: str) -> None:
        self.track_phase = name

    def _take(self, sim: dict[Zone, list[int]], zone: Zone, card: int, front: bool = False) -> tuple[int, int]:
        """Remove ``card`` from a zone of the simulation: (its index, the count before).

        A card the viewer cannot place (the opponent's hidden hand) leaves from the
        back, or from the front when ``front`` (a planted card is always the front one).
        """
        cards = sim.setdefault(zone, [])
        n = len(cards)
        if card != HIDDEN and card in cards:
            i = cards.index(card)
        elif HIDDEN in cards:
            i = cards.index(HIDDEN) if front else len(cards) - 1 - cards[::-1].index(HIDDEN)
        else:
            return max(0, n - 1), max(1, n)
        del cards[i]
        return i, n

    def _lift(self, zone: Zone | None, card: int, front: bool = False) -> None:
        if self.model is None or zone is None:
            return
        self._take(self.model, zone, card, front)

    def _land(self, zone: Zone | None, card: int) -> None:
        if self.model is None or zone is None:
            return
        self.model.setdefault(zone, []).append(card)

    def _fly(self, card: int, src: Zone, dst: Zone, delay: float, move: float, sim: dict[Zone, list[int]],
             flip: float = 0.0, face_from: bool | None = None, face_to: bool | None = None,
             front: bool = False) -> Flight:
        si, n = self._take(sim, src, card, front)
        start = self.card_rect(src, si, n)
        if src[0] == "hand" and src[1] == self.bottom and self.selected == ("hand", card):
            start.y -= 16
        sim.setdefault(dst, []).append(card)
        end = self.card_rect(dst, len(sim[dst]) - 1, len(sim[dst]))
        up_from = self.face_up(src, card) if face_from is None else face_from
        up_to = self.face_up(dst, card) if face_to is None else face_to
        f = Flight(card, src, dst, start, end, up_from, up_to, move, delay=delay, flip=flip)
        f.on_start = lambda: self._lift(src, card, front)
        f.on_end = lambda: self._land(dst, card)
        self.anim.add(f)
        return f

    def _place(self, target: str, seat: int) -> Zone:
        kind, _, idx = target.partition(":")
        i = int(idx) if idx.isdigit() else 0
        if kind == "field":
            return ("field", seat, i)
        if kind == "boss":
            return ("boss", -1, i)
        if kind == "kept":
            return ("kept", -1, i)
        if kind == "leftover":
            return ("leftover", -1, i)
        if kind == "hand":
            return ("hand", seat, 0)
        return DISCARD

    def _pile_of(self, sim: dict[Zone, list[int]], kind: str, card: int) -> Zone:
        for i in range(3):
            if card in sim.get((kind, -1, i), []):
                return (kind, -1, i)
        return (kind, -1, 0)

    def _event(self, e: Event, t: float, sim: dict[Zone, list[int]]) -> float:
        """Tweens for one event starting at ``t``; returns when the next may start."""
        self._at(t, lambda e=e: self._log_event(e))  # the log follows the cards, never runs ahead of them
        k, s = e.kind, e.seat
        if k == "phase":
            self._at(t, lambda p=e.target: self._set_phase(p))
            return t
        if k == "turn":
            if self.view.players == 2 and 0 <= s < len(self.seats):
                self.anim.add(Popup(f"{self.name(s)}'s turn", (L.LOG.centerx, L.MID_Y + 60), theme.ACCENT_2,
                                    size=28, duration=1.2, delay=t))
            return t
        if k == "endow":
            dst = self._place(e.target, -1)
            for c in e.cards:
                self.cue("flip", t)
                self._fly(c, DRAW, dst, t, REVEAL_MOVE + 0.05, sim, flip=REVEAL_FLIP, face_from=False, face_to=True)
                t += REVEAL_STEP
            return t
        if k == "reveal":
            self.cue("flip", t)
            return t  # the flight starts with the keep / to_boss that says where the card goes
        if k in ("keep", "to_boss") and e.source != "discard":
            c = e.cards[0]
            self._fly(c, DRAW, self._place(e.target, s), t, REVEAL_MOVE, sim, flip=REVEAL_FLIP,
                      face_from=False, face_to=True)
            return t + REVEAL_STEP
        if k == "discard_pull":
            self.cue("card", t)
            self._fly(e.cards[0], DISCARD, self._place(e.target, s), t, PULL_MOVE, sim)
            return t + PULL_STEP
        if k in ("plant", "give", "fill", "tax", "leftover", "place"):
            dst = self._place(e.target, s)
            self.cue("card", t)
            for j, c in enumerate(e.cards):
                src = self._pile_of(sim, "kept", c) if e.source == "kept" else self._place(e.source, s)
                self._fly(c, src, dst, t + j * STAGGER, MOVE, sim, front=k == "plant")
            return t + MOVE + STAGGER * (len(e.cards) - 1)
        if k in ("harvest", "boss_harvest", "final_sale"):
            boss = e.source.startswith("boss")
            src = self._place(e.source, s)
            dst = TREASURY if boss else ("coins", s, 0)
            if boss and k == "boss_harvest":
                t += SALE_PAUSE
            if k == "final_sale":
                self._at(t, lambda: self._set_phase("over"))
            return self._sale(e.cards, e.value, src, dst, t, sim, boss)
        if k == "buy_field":
            self.cue("coin", t)
            for j, c in enumerate(e.cards):
                self._fly(c, ("coins", s, 0), SET_ASIDE, t + j * STAGGER, MOVE, sim)
            r = self.card_rect(("field", s, 2))
            self.anim.add(Popup("3rd field!", (r.centerx, r.y - 6), theme.GOOD, size=24, delay=t + MOVE))
            return t + MOVE + STAGGER * 3
        if k == "draw":
            self.cue("card", t)
            for j, c in enumerate(e.cards):
                self._fly(c, DRAW, ("hand", s, 0), t + j * 0.1, MOVE + 0.06, sim, face_from=False)
            return t + MOVE + 0.06 + 0.1 * (len(e.cards) - 1)
        if k == "exhausted":
            last = self.view.players == 1 or e.value >= 3
            text = "The deck is used up" if last else f"Deck ran out ({e.value} of 3)"
            r = L.DRAW
            self.anim.add(Popup(text, (r.centerx + 60, r.y - 8), theme.ACCENT, size=22, duration=1.6, delay=t))
            return t
        if k == "reshuffle":
            self.cue("shuffle", t)
            n = e.value

            def reshuffled(n: int = n) -> None:
                if self.model is not None:
                    self.model[DISCARD] = []
                    self.model[SET_ASIDE] = []
                    self.model[DRAW] = [HIDDEN] * n

            self._at(t + 0.01, reshuffled)
            sim[DISCARD] = []
            sim[SET_ASIDE] = []
            sim[DRAW] = [HIDDEN] * n
            for j in range(min(5, n)):  # a few cards swept across to show the shuffle
                self.anim.add(Flight(HIDDEN, None, None, L.DISCARD, L.DRAW, False, False, MOVE, delay=t + j * 0.04))
            return t + MOVE + 0.2
        if k == "discard":
            for j, c in enumerate(e.cards):
                if e.source in ("kept", "leftovers"):
                    src = self._pile_of(sim, "kept" if e.source == "kept" else "leftover", c)
                else:
                    src = self._place(e.source, s)
                self._fly(c, src, DISCARD, t + j * 0.04, MOVE, sim, face_from=c != HIDDEN, face_to=True)
            return t + MOVE + 0.04 * max(0, len(e.cards) - 1)
        if k == "hand_shown" and 0 <= s < len(self.seats):
            zone = ("hand", s, 0)
            r = self.card_rect(zone, 0, 1)
            self.anim.add(Popup(f"{self.name(s)} shows the hand", (r.x + 160, r.y - 4), theme.ACCENT_2, size=20,
                                duration=1.6, delay=t))
            return t
        if k == "boss_fill":
            self.anim.add(Popup("An empty Boss must be filled", (640, L.HINT_Y - 28), theme.ACCENT, size=22,
                                duration=1.6, delay=t))
            return t
        return t

    def _sale(self, cards: tuple[int, ...], value: int, src: Zone, dst: Zone, t: float,
              sim: dict[Zone, list[int]], mafia: bool) -> float:
        """A sale: ``cards[:value]`` turn to coins and fly to ``dst``, the rest slide to the discard."""
        end = t
        for j, c in enumerate(cards[:value]):
            d = t + j * COIN_STAGGER
            self._fly(c, src, dst, d, COIN_MOVE, sim, flip=COIN_FLIP, face_from=True, face_to=False)
            if j < 5:
                self.cue("coin", d + COIN_FLIP + COIN_MOVE)
                r = self.card_rect(dst)
                self.anim.add(Burst(r.center, MAFIA_RED if mafia else theme.GOLD, delay=d + COIN_FLIP + COIN_MOVE))
            end = max(end, d + COIN_FLIP + COIN_MOVE)
        rest_at = t + (0.1 if value else 0.0)
        for j, c in enumerate(cards[value:]):
            d = rest_at + j * 0.04
            self._fly(c, src, DISCARD, d, MOVE + 0.04, sim)
            end = max(end, d + MOVE + 0.04)
        r = self.card_rect(dst)
        if value:
            land = t + COIN_FLIP + COIN_MOVE
            color = MAFIA_RED if mafia else theme.GOLD
            self.anim.add(Popup(f"+{value}", (r.centerx, r.y - 8), color, size=38, delay=land))
            if not mafia:
                self.cue("chime", land)
        else:
            sr = self.card_rect(src)
            self.anim.add(Popup("no coin", sr.center, theme.TEXT_DIM, size=20, delay=t))
        return end + 0.05

    def _log_event(self, e: Event) -> None:
        k = e.kind
        who = self.name(e.seat) if 0 <= e.seat < len(self.seats) else ""

        def bean(c: int) -> str:
            return TYPES[card_type(c)] if c != HIDDEN else "a card"

        def place(target: str) -> str:
            kind, _, idx = target.partition(":")
            if kind == "boss" and idx.isdigit():
                return BOSSES[int(idx)].name
            if kind == "field" and idx.isdigit():
                return f"field {int(idx) + 1}"
            if kind == "kept" and idx.isdigit():
                return f"pile {int(idx) + 1}"
            return "the discard" if kind == "discard" else target

        if k == "turn" and who:
            self.say(f"— {who}: turn {e.value} —", theme.ACCENT_2)
        elif k == "plant":
            self.say(f"{who} plants {bean(e.cards[0])} on {place(e.target)}")
        elif k == "harvest":
            n = len(e.cards)
            self.say(f"{who} harvests {n} {bean(e.cards[0])}: +{e.value}", theme.GOLD if e.value else theme.TEXT_DIM)
        elif k == "boss_harvest":
            j = int(e.source.partition(":")[2] or 0)
            self.say(f"{BOSSES[j].name} sells {len(e.cards)} {bean(e.cards[0])}: Mafia +{e.value}", MAFIA_RED)
        elif k == "final_sale":
            if e.seat < 0:
                j = int(e.source.partition(":")[2] or 0)
                self.say(f"{BOSSES[j].name} sells {len(e.cards)} {bean(e.cards[0])}: +{e.value}", MAFIA_RED)
            else:
                self.say(f"{who} sells {len(e.cards)} {bean(e.cards[0])}: +{e.value}", theme.GOLD)
        elif k == "tax":
            self.say(f"Tax: {bean(e.cards[0])} from {who}'s {place(e.source)} to {place(e.target)}", MAFIA_RED)
        elif k == "to_boss" and e.source == "reveal":
            self.say(f"Revealed {bean(e.cards[0])} → {place(e.target)}", theme.TEXT_DIM)
        elif k == "keep":
            self.say(f"Revealed {bean(e.cards[0])} → kept as {place(e.target)}")
        elif k == "discard_pull":
            self.say(f"  from the discard: {bean(e.cards[0])} → {place(e.target)}", theme.TEXT_DIM)
        elif k == "place":
            self.say(f"{who} puts {len(e.cards)} {bean(e.cards[0])} on {place(e.target)}")
        elif k == "give":
            self.say(f"{who} gives {bean(e.cards[0])} to {place(e.target)}", theme.TEXT_DIM)
        elif k == "fill":
            self.say(f"{who} fills {place(e.target)} with {bean(e.cards[0])}")
        elif k == "leftover":
            self.say(f"{who}: leftover {bean(e.cards[0])} → {place(e.target)}")
        elif k == "buy_field":
            self.say(f"{who} buys a third field for {e.value} coins", theme.GOOD)
        elif k == "draw":
            self.say(f"{who} draws {e.value}", theme.TEXT_DIM)
        elif k == "exhausted":
            self.say(f"The draw pile has run out ({e.value})", theme.ACCENT)
        elif k == "reshuffle":
            self.say(f"Discards shuffled: {e.value} cards to draw", theme.TEXT_DIM)
        elif k == "hand_shown":
            self.say(f"{who} shows the hand ({len(e.cards)} cards)", theme.ACCENT_2)
        elif k == "boss_fill":
            self.say("An empty Boss must get an eligible card", theme.ACCENT)
        elif k == "game_over":
            self.say(f"Game over — Mafia {e.value}", theme.GOLD)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        super().handle(event)

    def _clickables(self) -> list[Clickable]:
        if self.discard_open:
            return [(theme.SCREEN.copy(), "view:close", self.close_discard)]
        out = super()._clickables()
        if not self.anim.blocking and not self.finished:
            out.append((L.DISCARD.copy(), "view:discard", self.open_discard))
        return out

    def open_discard(self) -> None:
        self.discard_open = True

    def close_discard(self) -> None:
        self.discard_open = False

    def select(self, what: tuple[str, int]) -> None:
        self.selected = None if self.selected == what else what

    def clicked_nothing(self) -> None:
        self.selected = None

    def selection(self) -> tuple[str, int] | None:
        """The chosen card or unit; with exactly one candidate it is chosen without a click."""
        if self.selected is not None:
            return self.selected
        cands = self._candidates()
        if len(cands) == 1:
            only = next(iter(cands))
            # a revealed unit or a leftover has one job; a hand card given to the Mafia is a
            # choice the player makes on purpose, unless the boss-fill check demands it
            if only[0] != "hand" or self.view.filling:
                return only
        return None

    def _candidates(self) -> set[tuple[str, int]]:
        """Cards or units that need a second click (their target), by where they lie."""
        hand = set(self.view.hands[self.bottom]) if self.view.seat is not None else set()
        out: set[tuple[str, int]] = set()
        for a in self._legal:
            if a.kind == "leftover":
                out.add(("leftover", a.card))
            elif a.kind == "place":
                out.add(("kept", a.card))
            elif a.kind == "give":
                out.add(("hand", a.card))
            elif a.kind == "fill":
                out.add(("hand" if a.card in hand else "kept", a.card))
        return out

    def _targets(self, sel: tuple[str, int]) -> list[Action]:
        kinds = {"leftover": ("leftover",), "kept": ("place", "fill"), "hand": ("give", "fill")}[sel[0]]
        return [a for a in self._legal if a.card == sel[1] and a.kind in kinds]

    def target_rect(self, target: str) -> pygame.Rect:
        kind, _, idx = target.partition(":")
        if kind == "field":
            return L.field_area(int(idx))
        if kind == "boss":
            return L.boss_area(int(idx))
        return L.DISCARD.copy()

    def _pile_rects(self, kind: str, card: int) -> list[pygame.Rect]:
        """Every kept (or leftover) pile of that card's type: a unit is all of them."""
        t = card_type(card)
        out = []
        for i in range(3):
            cards = self.cards_in((kind, -1, i))
            if cards and card_type(cards[0]) == t:
                out.append(L.kept_area(i, len(cards)))
        return out

    def _hand_strips(self) -> list[pygame.Rect]:
        """The visible part of each own hand card (cards overlap when the hand is long)."""
        hand = self.cards_in(("hand", self.bottom, 0))
        rects = [L.hand_rect(i, len(hand)) for i in range(len(hand))]
        out = []
        for i, r in enumerate(rects):
            if i + 1 < len(rects):
                r = pygame.Rect(r.x, r.y, max(8, min(r.w, rects[i + 1].x - r.x)), r.h)
            out.append(r)
        return out

    def offered(self) -> list[Clickable]:
        legal = self._legal
        out: list[Clickable] = []
        for btn, action in self._buttons():
            out.append((btn.rect, action, lambda a=action: self.play(a)))
        for a in legal:
            if a.kind == "harvest":
                i = int(a.target.partition(":")[2])
                out.append((L.harvest_button(i), a, lambda a=a: self.play(a)))
            elif a.kind == "buy_field":
                out.append((L.field_area(2), a, lambda a=a: self.play(a)))
        # where the chosen card goes (and the front card's field in the plant phase)
        sel = self.selection()
        if sel is not None:
            for a in self._targets(sel):
                out.append((self.target_rect(a.target), a, lambda a=a: self.play(a)))
        plants = [a for a in legal if a.kind == "plant"]
        for a in plants:
            out.append((self.target_rect(a.target), a, lambda a=a: self.play(a)))
        strips = self._hand_strips()
        hand = self.cards_in(("hand", self.bottom, 0))
        if len(plants) == 1 and hand:
            out.append((strips[0], plants[0], lambda a=plants[0]: self.play(a)))
        # what can be chosen, rightmost hand card first (it lies on top)
        cands = self._candidates()
        for i in range(len(hand) - 1, -1, -1):
            if ("hand", hand[i]) in cands:
                key = ("hand", hand[i])
                out.append((strips[i], f"select:hand:{hand[i]}", lambda k=key: self.select(k)))
        for kind in ("kept", "leftover"):
            for what in sorted(c for c in cands if c[0] == kind):
                for r in self._pile_rects(kind, what[1]):
                    out.append((r, f"select:{kind}:{what[1]}", lambda k=what: self.select(k)))
        return out

    def _buttons(self) -> list[tuple[ui.Button, Action]]:
        v = self.view
        out: list[tuple[ui.Button, Action]] = []
        y = L.BUTTONS.y + 6
        for a in self._legal:
            if a.kind == "tax":
                label = "Pay tax"
            elif a.kind == "end":
                label = "Reveal" if v.phase == "plant" else "End game" if v.ending else "End turn · draw"
            elif a.kind == "buy_field":
                label = f"Buy 3rd field · {THIRD_FIELD_COST} coins"
            else:
                continue
            b = ui.Button(pygame.Rect(L.BUTTONS.x, y, L.BUTTONS.w, L.BUTTON_H), label, key=a.kind,
                          size=22 if a.kind != "buy_field" else 18, primary=a.kind != "buy_field")
            out.append((b, a))
            y += L.BUTTON_H + 10
        return out

    # ------------------------------------------------------------------ hints
    def hint(self) -> tuple[str, tuple[int, int, int]]:
        v = self.view
        if self.anim.blocking and self.track_phase in ("reveal", "draw", "over"):
            # while the cards move, say what they are doing rather than what comes after
            return {"reveal": "Revealing: the Mafia's Bosses take their types, three piles are kept",
                    "draw": "Drawing", "over": "Final sale: every field and every Boss is sold"}[self.track_phase], theme.TEXT
        if v.final is not None:
            w = v.final.winners
            if not w:
                return "The Mafia wins", MAFIA_RED
            return " and ".join(self.name(p) for p in w) + (" wins" if len(w) == 1 else " share the win"), theme.GOLD
        if v.to_act is None:
            return "Game over", theme.GOLD
        if not self.mod.human_turn:
            who = self.name(v.to_act)
            if self.mod.is_human(v.to_act):
                return f"{who}'s turn", theme.TEXT_DIM
            return f"{who} is playing…", theme.TEXT_DIM
        from engine.al_cabohne.words import hint
        from engine.core import english

        text = english(hint(v), [s.name for s in self.seats])
        sel = self.selection()
        if sel is not None and sel in self._candidates():
            c = sel[1]
            name = TYPES[card_type(c)]
            if sel[0] == "hand":
                what = f"your {name}"
            else:
                n = sum(len(self.cards_in((sel[0], -1, i))) for i in range(3)
                        if self.cards_in((sel[0], -1, i)) and card_type(self.cards_in((sel[0], -1, i))[0]) == card_type(c))
                # a revealed unit moves whole; leftovers go one card at a time
                what = f"the {name} ×{n}" if sel[0] == "kept" else f"a leftover {name} ({n} left)"
            places = {a.target.partition(":")[0] for a in self._targets(sel)}
            where = " or ".join({"field": "a glowing field", "boss": "a glowing Boss", "discard": "the discard"}[p]
                                for p in sorted(places))
            text += f"  ▸  {what}: click {where}"
        return text, theme.ACCENT

    def hover_text(self) -> str | None:
        """What the mouse is over says what selling it now would earn (bean-o-meter display only)."""
        pos = self.mouse
        v = self.view
        for i in range(len(v.fields[self.bottom])):
            if L.field_area(i).collidepoint(pos):
                cards = self.cards_in(("field", self.bottom, i))
                if not cards:
                    return f"Field {i + 1}: empty"
                t = card_type(cards[0])
                return f"Field {i + 1}: {TYPES[t]} ×{len(cards)} — harvest now: {meter_note(t, len(cards))}"
        o = self.other
        if o is not None:
            for i in range(len(v.fields[o])):
                if L.opp_field(i).collidepoint(pos):
                    cards = self.cards_in(("field", o, i))
                    if cards:
                        t = card_type(cards[0])
                        return f"{self.name(o)}'s {TYPES[t]} ×{len(cards)}: {meter_note(t, len(cards))}"
        for j, b in enumerate(v.bosses):
            if b.active and L.boss_area(j).collidepoint(pos):
                cards = self.cards_in(("boss", -1, j))
                if not cards:
                    return f"{b.name}: empty — sells as soon as a field is worth {_plural(b.threshold, 'coin')}"
                t = card_type(cards[0])
                at = BEANS[t].meter[b.threshold - 1]
                return (f"{b.name}: {TYPES[t]} ×{len(cards)} — worth {_plural(coins(t, len(cards)), 'coin')}, "
                        f"sells at {at}")
        return None

    # ------------------------------------------------------------------ drawing
    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        if self.model is not None and not self.anim.of_type(Flight):
            self.model = None  # every card has landed: the view is the truth again
        if not self.anim.blocking:
            self.track_phase = None

    def _pulse(self) -> int:
        return 2 + int(1.5 * (1 + math.sin(self.clock * 6)))

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        offered = self.offered() if self.input_open and not self.discard_open else []
        keys = [(r, k) for r, k, _ in offered]
        self._draw_track(surface)
        self._draw_mafia(surface, keys)
        if self.view.players == 2:
            self._draw_opponent(surface)
        else:
            self._draw_scoreboard(surface)
        self._draw_piles(surface, keys)
        self._draw_revealed(surface, keys)
        self._draw_log(surface)
        self._draw_own(surface, keys)
        self._draw_hint(surface)
        if offered:
            for b, _a in self._buttons():
                b.hover = b.rect.collidepoint(self.mouse)
                b.draw(surface)
        for f in sorted(self.anim.of_type(Flight), key=lambda f: (not f.waiting, f.delay)):
            if not f.waiting:
                f.draw(surface)
        for b in self.anim.of_type(Burst):
            b.draw(surface)
        tip = None if self.discard_open else self.hover_text()
        if tip:
            self._draw_tip(surface, tip)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.discard_open:  # over everything, popups and menu included: it takes every click
            self._draw_discard_list(surface)

    def _draw_track(self, surface: pygame.Surface) -> None:
        v = self.view
        track = SOLO_TRACK if v.solo else DUO_TRACK
        phase = self.track_phase if self.track_phase is not None else v.phase
        w = (L.TRACK.w - L.TRACK_GAP * (len(track) - 1)) // len(track)
        for k, name in enumerate(track):
            r = pygame.Rect(L.TRACK.x + k * (w + L.TRACK_GAP), L.TRACK.y, w, L.TRACK.h)
            lit = name == phase
            ui.panel(surface, r, theme.ACCENT if lit else (24, 30, 58), (255, 236, 170) if lit else (60, 70, 112),
                     radius=8, width=2)
            theme.blit_text(surface, f"{k + 1} {PHASE_NAMES[name]}", 15, r.center, theme.INK if lit else theme.TEXT_DIM,
                            bold=lit, anchor="center")
        if v.final is not None:
            label = "Game over"
        else:
            label = f"Turn {v.turn} · {self.name(v.current)}"
            if v.ending:
                label += " · last turn"
        theme.blit_text(surface, label, 18, L.TURN_POS, theme.TEXT, bold=True, anchor="midleft")

    def _draw_stack(self, surface: pygame.Surface, rect: pygame.Rect, cards: list[int], face_up: bool,
                    empty: str = "", badge: bool = True, meter_lit: bool = False, ring: int | None = None) -> None:
        n = len(cards)
        if not n:
            if empty:
                surface.blit(art.empty_slot(rect.w, rect.h, empty), rect)
            return
        layers = min(2, n - 1)
        top = cards[-1]
        for k in range(layers, 0, -1):
            surface.blit(art.card(cards[-1 - k], rect.w, rect.h, face_up), (rect.x - 2 * k, rect.y - 2 * k))
        surface.blit(art.card(top, rect.w, rect.h, face_up), rect)
        if face_up and top != HIDDEN and rect.w >= 56:
            t = card_type(top)
            cells = art.meter_cells(rect.w, rect.h)
            if meter_lit:
                for k, need in enumerate(BEANS[t].meter):
                    if need <= n:
                        surface.blit(art.lit_cell(rect.w, rect.h, k, (255, 200, 40)), cells[k].move(rect.x, rect.y))
            if ring is not None:
                c = cells[ring].move(rect.x - 1, rect.y - 1)
                surface.blit(art.ring_cell(rect.w, rect.h, ring, (220, 40, 50)), c)
        if badge:  # the count sits on the right edge, clear of the name and the meter
            self._badge(surface, (rect.right + 8, rect.y + rect.h * 2 // 5), f"×{n}")

    def _badge(self, surface: pygame.Surface, topright: tuple[int, int], label: str,
               color: tuple[int, int, int] = (20, 24, 44)) -> None:
        img = theme.text(label, 16, theme.TEXT, bold=True)
        r = img.get_rect().inflate(10, 4)
        r.topright = topright
        ui.panel(surface, r, color, theme.GOLD, radius=9, width=2)
        surface.blit(img, img.get_rect(center=r.center))

    def _glow(self, surface: pygame.Surface, keys: list[tuple[pygame.Rect, Any]], rect: pygame.Rect) -> None:
        """Outline ``rect`` if an offered action targets it."""
        for r, k in keys:
            if isinstance(k, Action) and r == rect and k.kind not in ("harvest",):
                ui.glow_rect(surface, rect, theme.ACCENT, self._pulse())
                return

    def _draw_mafia(self, surface: pygame.Surface, keys: list) -> None:
        v = self.view
        nb = self.n_bosses
        panel = L.mafia_panel(nb)
        ui.panel(surface, panel, (40, 22, 34), (120, 50, 64), radius=14)
        for j, b in enumerate(v.bosses):
            if not b.active:
                continue
            surface.blit(art.boss_plate(b.name, b.threshold, *L.PLATE), L.boss_plate(j))
            cards = self.cards_in(("boss", -1, j))
            r = L.boss_stack(j)
            self._draw_stack(surface, r, cards, True, empty="empty", meter_lit=True, ring=b.threshold - 1)
            if cards:
                t = card_type(cards[0])
                label = f"{TYPES[t]} · sells at {BEANS[t].meter[b.threshold - 1]}"
            else:
                label = "takes any type"
            theme.blit_text(surface, label, 13, (r.centerx, r.bottom + 8), theme.TEXT_DIM, anchor="midtop")
            self._glow(surface, keys, L.boss_area(j))
        # the treasury
        r = L.treasury_stack(nb)
        treasure = self.cards_in(TREASURY)
        theme.blit_text(surface, "Treasury", 16, (r.centerx, L.MAFIA_Y + 14), theme.TEXT, bold=True, anchor="midtop")
        self._draw_stack(surface, r, treasure, False, empty="no coins", badge=False)
        n = len(treasure)
        label = f"{n} × 2 = {2 * n}" if v.solo else _plural(n, "coin")
        theme.blit_text(surface, label, 17, (r.centerx, r.bottom + 6), MAFIA_RED, bold=True, anchor="midtop")
        theme.blit_text(surface, "The Mafia", 13, (r.centerx, L.MAFIA_Y + 34), theme.TEXT_FAINT, anchor="midtop")

    def _draw_scoreboard(self, surface: pygame.Surface) -> None:
        """Solo: the race against the Mafia, the deck and the win streak."""
        v = self.view
        p = L.SCORE_PANEL
        ui.panel(surface, p, theme.PANEL, theme.PANEL_EDGE, radius=14)
        mine = len(self.cards_in(("coins", 0, 0)))
        mafia = 2 * len(self.cards_in(TREASURY))
        theme.blit_text(surface, "You against the Mafia", 20, (p.x + 20, p.y + 14), theme.TEXT, bold=True)
        y = p.y + 52
        theme.blit_text(surface, self.name(0), 18, (p.x + 20, y + 10), theme.TEXT_DIM, anchor="midleft")
        theme.blit_text(surface, str(mine), 40, (p.x + 210, y + 10), theme.GOLD, bold=True, anchor="midright")
        theme.blit_text(surface, "vs", 18, (p.x + 250, y + 10), theme.TEXT_FAINT, anchor="center")
        theme.blit_text(surface, str(mafia), 40, (p.x + 290, y + 10), MAFIA_RED, bold=True, anchor="midleft")
        theme.blit_text(surface, "Mafia (treasury × 2)", 18, (p.x + 360, y + 10), theme.TEXT_DIM, anchor="midleft")
        if v.final is None:
            lead = mine - mafia
            note = (f"you lead by {lead}" if lead > 0 else
                    "level: a tie goes to the Mafia" if lead == 0 else f"the Mafia leads by {-lead}")
            theme.blit_text(surface, note, 16, (p.x + 20, y + 46), theme.TEXT_DIM)
        theme.blit_text(surface, "Solo: 3 Bosses · 3 fields · the deck is played once", 15,
                        (p.x + 20, p.bottom - 58), theme.TEXT_FAINT)
        st = self.streak_now
        line = f"Win streak {st.current} · best {st.best}"
        if not self.seats[0].human:
            line += " (computer games don't count)"
        theme.blit_text(surface, line, 16, (p.x + 20, p.bottom - 32), theme.ACCENT_2)

    def _draw_opponent(self, surface: pygame.Surface) -> None:
        v = self.view
        o = self.other
        assert o is not None
        p = L.OPP_PANEL
        active = v.current == o and v.final is None
        ui.panel(surface, p, theme.PANEL_HI if active else theme.PANEL, theme.ACCENT if active else theme.PANEL_EDGE,
                 radius=14, width=3 if active else 2)
        seat = self.seats[o]
        name = seat.name if seat.human else f"{seat.name} · {seat.level}"
        theme.blit_text(surface, name, 19, (p.x + 14, p.y + 9), theme.GOLD if active else theme.TEXT, bold=True)
        hand = self.cards_in(("hand", o, 0))
        theme.blit_text(surface, f"{_plural(len(hand), 'card')} in hand", 15, (p.x + 260, p.y + 12), theme.TEXT_DIM)
        for i, c in enumerate(hand):
            surface.blit(art.card(c, *L.MINI, c != HIDDEN), L.opp_hand_rect(i, len(hand)))
        if hand:
            r = L.opp_hand_rect(0, len(hand))
            pygame.draw.polygon(surface, theme.ACCENT, [(r.x + 4, r.y - 6), (r.x + 14, r.y - 6), (r.x + 9, r.y - 1)])
        for i in range(3):
            r = L.opp_field(i)
            if i < len(v.fields[o]):
                self._draw_stack(surface, r, self.cards_in(("field", o, i)), True, empty=f"field {i + 1}",
                                 meter_lit=True)
            else:
                surface.blit(art.third_field(r.w, r.h, dim=True), r)
                theme.blit_text(surface, "not bought", 12, (r.centerx, r.bottom + 4), theme.TEXT_FAINT,
                                anchor="midtop")
        r = L.opp_coins()
        coin_cards = self.cards_in(("coins", o, 0))
        self._draw_stack(surface, r, coin_cards, False, empty="no coins", badge=False)
        theme.blit_text(surface, _plural(len(coin_cards), "coin"), 17, (r.centerx, r.bottom + 4), theme.GOLD,
                        bold=True, anchor="midtop")
        x = r.right + 26
        if v.bought[o]:
            theme.blit_text(surface, "bought the 3rd field", 13, (x, r.y + 6), theme.TEXT_DIM)
        if v.shown[o]:
            theme.blit_text(surface, "hand shown to you", 13, (x, r.y + 26), theme.ACCENT_2)

    def _draw_piles(self, surface: pygame.Surface, keys: list) -> None:
        v = self.view
        # the draw pile, coin side up
        r = L.DRAW
        n = len(self.cards_in(DRAW))
        if n:
            layers = min(4, 1 + n // 25)
            for i in range(layers):
                off = 2 * (layers - 1 - i)
                surface.blit(art.coin(*L.CARD), (r.x - off, r.y - off))
        else:
            surface.blit(art.empty_slot(r.w, r.h, "empty"), r)
        theme.blit_text(surface, f"Draw {n}", 16, (r.centerx, r.bottom + 6), theme.TEXT, bold=True, anchor="midtop")
        if v.solo:
            ran = "played once" if not v.exhaustions else "used up"
        else:
            ran = f"ran out {v.exhaustions} of 3"
        theme.blit_text(surface, ran, 13, (r.centerx, r.bottom + 26), theme.TEXT_DIM, anchor="midtop")
        # the discard, bean side up: its top card
        r = L.DISCARD
        cards = self.cards_in(DISCARD)
        self._draw_stack(surface, r, cards, True, empty="discard", badge=False)
        theme.blit_text(surface, f"Discard {len(cards)}", 16, (r.centerx, r.bottom + 6), theme.TEXT, bold=True,
                        anchor="midtop")
        theme.blit_text(surface, "click to list", 13, (r.centerx, r.bottom + 26), theme.TEXT_DIM, anchor="midtop")
        if r.collidepoint(self.mouse) and not self.anim.blocking:
            pygame.draw.rect(surface, theme.ACCENT_2, r.inflate(6, 6), 2, border_radius=10)
        self._glow(surface, keys, L.DISCARD)
        aside = self.cards_in(SET_ASIDE)
        if aside:  # coins paid for third fields, back in the deck at the next reshuffle
            a = L.SET_ASIDE
            surface.blit(art.coin(a.w, a.h), a)
            theme.blit_text(surface, f"{len(aside)} set", 12, (a.centerx, a.bottom + 3), theme.TEXT_DIM,
                            anchor="midtop")
            theme.blit_text(surface, "aside", 12, (a.centerx, a.bottom + 17), theme.TEXT_DIM, anchor="midtop")

    def _draw_revealed(self, surface: pygame.Surface, keys: list) -> None:
        v = self.view
        kept = [self.cards_in(("kept", -1, i)) for i in range(3)]
        left = [self.cards_in(("leftover", -1, i)) for i in range(3)]
        x, y = L.KEPT_X, L.MID_Y - 20
        phase = self.track_phase or v.phase
        if any(left) and not any(kept):
            owner = self.name(1 - v.current) if v.players == 2 else ""
            title, piles, kind = (f"{owner}'s leftovers" if owner else "Leftovers"), left, "leftover"
        else:
            who = "Your" if v.seat == v.current else f"{self.name(v.current)}'s"
            title, piles, kind = f"{who} revealed beans", kept, "kept"
        if any(piles) or phase in ("reveal", "cultivate"):
            theme.blit_text(surface, title, 15, (x, y), theme.TEXT_DIM, bold=True)
        sel = self.selection()
        for i, pile in enumerate(piles):
            for k, c in enumerate(pile):
                r = L.kept_rect(i, k, len(pile))
                surface.blit(shadow(r.w, r.h), (r.x + 2, r.y + 3))
                surface.blit(art.face(c, r.w, r.h), r)
            if not pile and phase in ("reveal", "cultivate") and v.final is None:
                r = L.kept_rect(i, 0, 1)
                surface.blit(art.empty_slot(r.w, r.h, f"P{i + 1}", (56, 66, 104)), r)
            if pile:
                area = L.kept_area(i, len(pile))
                chosen = sel is not None and sel[0] == kind and card_type(sel[1]) == card_type(pile[0])
                if chosen:
                    ui.glow_rect(surface, area, theme.ACCENT_2, 4)
                elif any(isinstance(key, str) and key.startswith(f"select:{kind}:") and r == area for r, key in keys):
                    pygame.draw.rect(surface, theme.ACCENT, area.inflate(6, 6), 3, border_radius=10)

    def _draw_own(self, surface: pygame.Surface, keys: list) -> None:
        v = self.view
        s = self.bottom
        p = L.OWN_PANEL
        active = v.current == s and v.final is None
        ui.panel(surface, p, theme.PANEL_HI if active else theme.PANEL, theme.ACCENT if active else theme.PANEL_EDGE,
                 radius=14, width=3 if active else 2)
        seat = self.seats[s]
        name = seat.name if seat.human else f"{seat.name} · {seat.level}"
        theme.blit_text(surface, name, 18, (p.x + 14, p.y + 4), theme.GOLD if active else theme.TEXT, bold=True)
        # fields
        harvests = {k.target: r for r, k in keys if isinstance(k, Action) and k.kind == "harvest"}
        taxed = set(v.tax_due) if v.current == s else set()
        n_fields = len(v.fields[s])
        for i in range(3):
            r = L.field_stack(i)
            area = L.field_area(i)
            if i >= n_fields:
                bought_key = any(isinstance(k, Action) and k.kind == "buy_field" for _r, k in keys)
                surface.blit(art.third_field(r.w, r.h, dim=not bought_key), r)
                theme.blit_text(surface, f"buy for {THIRD_FIELD_COST} coins", 13, (r.centerx, r.bottom + 4),
                                theme.TEXT_DIM, anchor="midtop")
                if bought_key:
                    ui.glow_rect(surface, area, theme.ACCENT, self._pulse())
                continue
            cards = self.cards_in(("field", s, i))
            self._draw_stack(surface, r, cards, True, empty=f"field {i + 1}\nempty", meter_lit=True)
            if cards:
                t = card_type(cards[0])
                label = f"{TYPES[t]} ×{len(cards)}"
            else:
                label = f"Field {i + 1}"
            if i in taxed:  # the field a Boss grows: one bean goes to him when the tax is paid
                pygame.draw.rect(surface, MAFIA_RED, r.inflate(8, 8), 2, border_radius=10)
                theme.blit_text(surface, label + " · taxed", 14, (r.centerx, r.bottom + 3), MAFIA_RED, bold=True,
                                anchor="midtop")
            else:
                theme.blit_text(surface, label, 14, (r.centerx, r.bottom + 3), theme.TEXT_DIM, anchor="midtop")
            self._glow(surface, keys, area)
            hb = harvests.get(f"field:{i}")
            if hb is not None and cards:
                k = coins(card_type(cards[0]), len(cards))
                b = ui.Button(hb, f"Harvest +{k}", key=f"field:{i}", size=16, primary=v.forced_harvest)
                b.hover = hb.collidepoint(self.mouse)
                b.draw(surface)
        # coin pile
        r = L.COINS
        coin_cards = self.cards_in(("coins", s, 0))
        self._draw_stack(surface, r, coin_cards, False, empty="no coins", badge=False)
        theme.blit_text(surface, _plural(len(coin_cards), "coin"), 18, (r.centerx, r.bottom + 4), theme.GOLD,
                        bold=True, anchor="midtop")
        # the hand, front card first, never re-sorted
        zone = ("hand", s, 0)
        hand = self.cards_in(zone)
        theme.blit_text(surface, "Hand — planted from the front, order never changes", 14,
                        (L.HAND_AREA.x + 110, p.y + 10), theme.TEXT_FAINT)
        selectable = {int(k.rsplit(":", 1)[1]) for _r, k in keys if isinstance(k, str) and k.startswith("select:hand:")}
        front_plays = any(isinstance(k, Action) and k.kind == "plant" for _r, k in keys)
        sel = self.selection()
        shown = set(v.shown[s]) if v.seat == s else set()
        for i, c in enumerate(hand):
            r = L.hand_rect(i, len(hand))
            chosen = sel == ("hand", c)
            if chosen:
                r.y -= 16
            surface.blit(shadow(r.w, r.h), (r.x + 3, r.y + 4))
            surface.blit(art.card(c, r.w, r.h, c != HIDDEN), r)
            if chosen:
                ui.glow_rect(surface, r, theme.ACCENT_2, 4)
            elif c in selectable or (i == 0 and front_plays):
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=10)
            if c in shown:
                theme.blit_text(surface, "seen", 12, (r.right - 6, r.bottom - 4), theme.ACCENT_2, bold=True,
                                anchor="bottomright")
        if hand:
            r = L.hand_rect(0, len(hand))
            tag = theme.text("plant next ▸", 14, theme.INK, bold=True)
            box = tag.get_rect(midbottom=(r.centerx, r.y - 3)).inflate(10, 4)
            box.bottom = r.y - 2
            ui.panel(surface, box, theme.ACCENT, None, radius=8)
            surface.blit(tag, tag.get_rect(center=box.center))
        elif not any(f.dst == zone for f in self.anim.of_type(Flight)):
            theme.blit_text(surface, "(no cards in hand)", 18, L.HAND_AREA.center, theme.TEXT_FAINT, anchor="center")

    def _draw_hint(self, surface: pygame.Surface) -> None:
        text, col = self.hint()
        size = 20
        while theme.font(size, True).size(text)[0] > L.HINT_MAX_W and size > 13:
            size -= 1
        img = theme.text(text, size, col, bold=True)
        r = img.get_rect(center=(640, L.HINT_Y))
        ui.panel(surface, r.inflate(28, 10), (16, 20, 42), col, radius=12, width=2)
        surface.blit(img, r)

    def _draw_log(self, surface: pygame.Surface) -> None:
        self.draw_log(surface, L.LOG, lines=8, spacing=22)

    def _draw_tip(self, surface: pygame.Surface, tip: str) -> None:
        img = theme.text(tip, 15, theme.TEXT, bold=True)
        r = img.get_rect(midbottom=(self.mouse[0], self.mouse[1] - 14)).inflate(16, 10)
        r.clamp_ip(theme.SCREEN.inflate(-8, -8))
        ui.panel(surface, r, (12, 14, 30), theme.ACCENT_2, radius=8, width=2)
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_discard_list(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 200)
        cards = self.cards_in(DISCARD)
        box = pygame.Rect(110, 70, 1060, 580)
        ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
        theme.blit_text(surface, f"Discard pile — {_plural(len(cards), 'card')}, bottom first, top last", 24,
                        (box.centerx, box.y + 20), theme.TEXT, bold=True, anchor="midtop")
        # big enough to read the bean-o-meters while the pile is short, smaller when it grows long
        w, h = L.LIST_BIG if len(cards) <= 42 else L.LIST
        per_row = (box.w - 40) // (w + 6)
        step_x, step_y = w + 6, h + 12
        x0 = box.centerx - (per_row * step_x - 6) // 2
        for k, c in enumerate(cards):
            r = pygame.Rect(x0 + (k % per_row) * step_x, box.y + 66 + (k // per_row) * step_y, w, h)
            surface.blit(art.face(c, w, h), r)
            if k == len(cards) - 1:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
                theme.blit_text(surface, "top", 12, (r.centerx, r.bottom + 1), theme.ACCENT, bold=True,
                                anchor="midtop")
        if not cards:
            theme.blit_text(surface, "(empty)", 22, box.center, theme.TEXT_FAINT, anchor="center")
        counts = [0] * len(TYPES)
        for c in cards:
            counts[card_type(c)] += 1
        summary = "   ".join(f"{TYPES[t]} {n}" for t, n in enumerate(counts) if n)
        theme.blit_text(surface, summary, 16, (box.centerx, box.bottom - 58), theme.TEXT_DIM, anchor="midtop")
        theme.blit_text(surface, "Click anywhere to close", 18, (box.centerx, box.bottom - 32), theme.ACCENT_2,
                        anchor="midtop")

    # ------------------------------------------------------------------ results
    def result_rows(self) -> list[ResultRow]:
        v = self.view
        rows: list[ResultRow] = []
        final = v.final
        winners = set(final.winners) if final is not None else set()
        for i, seat in enumerate(self.seats):
            score = final.players[i] if final is not None else v.scores[i]
            rows.append(ResultRow(i, seat.name, score, i in winners,
                                  [Part("Coins", score, tuple(v.coins[i]))], detail="coins"))
        treasury = final.treasury if final is not None else len(v.treasury)
        mafia = final.mafia if final is not None else v.mafia_score
        detail = f"{treasury} × 2 = {mafia}" if v.solo else "treasury"
        label = "Treasury (doubled in solo)" if v.solo else "Treasury"
        rows.append(ResultRow(-1, "The Mafia", mafia, final is not None and not winners,
                              [Part(label, treasury, tuple(v.treasury))], detail=detail))
        return rows

    def result_notes(self) -> list[str]:
        notes = ["Ties go to the Mafia: only a player richer than the Mafia wins."]
        return self.streak_note + notes

    def card_painter(self) -> Callable[[int, int, int], pygame.Surface]:
        return art.coin_painter


    def _filter(self, events: list[Event]) -> list[Event]:
        from engine.core import filter_events

        return filter_events(events, self.mod.viewer)
