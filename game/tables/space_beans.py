"""The Space Beans table: the scene that moderates a game of Space Beans.

It shows ``self.view`` (the engine's view for the seat in front of the screen),
offers exactly the legal actions as highlighted cards, zones and buttons, and
turns engine events into card flights. It never decides a rule: hints are
worded from ``view.step`` / ``forced_close`` / ``collecting`` and the legal
actions, and every move goes through ``Game.apply``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from engine.core import HIDDEN, Action, Event
from engine.space_beans.cards import TYPES, card_name, card_type, card_value
from game import theme, ui
from game.anim import Slide, ease_in_out, ease_out_cubic
from game.scenes.results import Part, ResultRow
from game.tables import space_beans_art as art
from game.tables import space_beans_layout as L
from game.tables.base import Clickable, Popup, TableScene
from game.tables.card_kit import shadow

DEAL_STAGGER = 0.12
DEAL_MOVE = 0.28
MOVE = 0.25
STAGGER = 0.07
FLIP = 0.3

Zone = tuple[str, int]  # ("hand" | "open" | "secret" | "trophy", seat) or ("draw" | "discard", -1)
DRAW_ZONE: Zone = ("draw", -1)
DISCARD_ZONE: Zone = ("discard", -1)


class Flight(Slide):
    """One card travelling between zones; it may turn over on the way."""

    def __init__(self, card: int, src: Zone, dst: Zone, start: pygame.Rect, end: pygame.Rect,
                 face_from: bool, face_to: bool, duration: float, delay: float = 0.0) -> None:
        super().__init__(start.topleft, end.topleft, duration, payload=card, delay=delay,
                         arc=18 if start.size == end.size else 0, ease=ease_out_cubic)
        self.card, self.src, self.dst = card, src, dst
        self.size_from, self.size_to = start.size, end.size
        self.face_from, self.face_to = face_from, face_to

    def draw(self, surface: pygame.Surface) -> None:
        t = 0.0 if self.waiting else self.t
        # snap the size to a few steps so resized cards come from the cache
        k = round(min(1.0, max(0.0, t)) * 4) / 4
        w = int(self.size_from[0] + (self.size_to[0] - self.size_from[0]) * k)
        h = int(self.size_from[1] + (self.size_to[1] - self.size_from[1]) * k)
        x, y = self.pos
        if self.face_from != self.face_to and 0.0 < t < 1.0:
            sx = abs(1 - 2 * t)  # narrows to an edge at the middle, then opens on the other side
            up = self.face_to if t >= 0.5 else self.face_from
            img = art.squeezed(self.card, w, h, up, max(0.05, sx))
            surface.blit(img, (x + (w - img.get_width()) / 2, y))
            return
        up = self.face_to if t >= 1.0 else self.face_from
        surface.blit(shadow(w, h), (x + 3, y + 4))
        surface.blit(art.card(self.card, w, h, up), (x, y))


class SpaceBeansTable(TableScene):
    def __init__(self, app, game_name: str, seats: list, seed: int, attract: bool = False) -> None:
        self.selected: int | None = None
        self._boxes_key: tuple[int, int] | None = None
        self._boxes: dict[int, L.SeatBox] = {}
        self._legal: list[Action] = []
        self._secret_veils: dict[tuple[int, int], pygame.Surface] = {}
        self.clock = 0.0
        self._last_actor: int | None = None
        super().__init__(app, game_name, seats, seed, attract)
        self._refresh()

    # ------------------------------------------------------------------ geometry
    @property
    def boxes(self) -> dict[int, L.SeatBox]:
        key = (self.view.players, self.bottom)
        if key != self._boxes_key:
            self._boxes = L.seat_boxes(*key)
            self._boxes_key = key
        return self._boxes

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        kind, seat = zone
        if kind == "draw":
            return []
        if kind == "discard":
            return list(view.discard)
        cards = list(getattr(view, {"hand": "hands", "trophy": "trophies"}.get(kind, kind))[seat])
        if kind == "hand" and seat == view.seat:
            cards.sort(key=lambda c: (card_type(c), card_value(c), c))  # grouped by type: easier to choose
        return cards

    def card_size(self, zone: Zone) -> tuple[int, int]:
        kind, seat = zone
        if kind in ("draw", "discard"):
            return L.PILE
        own = seat == self.bottom
        if kind == "hand":
            return L.HAND if own else L.MINI
        return L.MID if own else L.SMALL

    def card_rect(self, zone: Zone, index: int, count: int) -> pygame.Rect:
        kind, seat = zone
        if kind == "draw":
            return L.DRAW_PILE.copy()
        if kind == "discard":
            return L.DISCARD_PILE.copy()
        box = self.boxes[seat]
        w, h = self.card_size(zone)
        z = box.zone(kind)
        if kind == "hand" and box.own:
            step = L.row_step(count, w, z.w, w + 8)
            total = w + step * max(0, count - 1)
            return pygame.Rect(z.centerx - total // 2 + index * step, z.y, w, h)
        nominal = {"hand": 12, "open": 26 if box.own else 15, "secret": 22 if box.own else 5,
                   "trophy": 18 if box.own else 6}[kind]
        step = L.row_step(count, w, z.w, nominal)
        return pygame.Rect(z.x + index * step, z.y, w, h)

    def face_up(self, zone: Zone, card: int) -> bool:
        """Whether a card is drawn face up in a zone: known, and not in someone else's hand."""
        kind, seat = zone
        if kind == "hand" and seat != self.view.seat:
            return False  # a card passed to a neighbour lands face down in their hand
        return card != HIDDEN and kind != "draw"

    # ------------------------------------------------------------------ hooks
    def opening(self) -> None:
        opening = getattr(self.game, "opening_events", None)
        if opening is not None:
            events = [e for e in self._filter(opening(self.mod.state))]
        else:  # a deal read from the view: each hand arrives card by card
            events = [Event("deal", i, h) for i, h in enumerate(self.view.hands) if h]
        self.say(f"{self.name(self.view.dealer)} deals", theme.TEXT_DIM)
        self.cue("shuffle")
        per_seat = {e.seat: list(e.cards) for e in events if e.kind == "deal"}
        order: list[tuple[int, int, int]] = []  # (seat, card, index in hand), one card per seat per lap
        n = self.view.players
        laps = max((len(c) for c in per_seat.values()), default=0)
        for k in range(laps):
            for s in range(n):
                cards = per_seat.get(s, [])
                if k < len(cards):
                    order.append((s, cards[k], k))
        for i, (s, c, k) in enumerate(order):
            zone = ("hand", s)
            final = self.zone_cards(self.view, zone)
            idx = final.index(c) if c != HIDDEN and c in final else k
            self.anim.add(Flight(c, DRAW_ZONE, zone, L.DRAW_PILE, self.card_rect(zone, idx, len(final)),
                                 False, self.face_up(zone, c), DEAL_MOVE, delay=i * DEAL_STAGGER))

    def _filter(self, events: list[Event]) -> list[Event]:
        from engine.core import filter_events

        return filter_events(events, self.mod.viewer)

    def on_action(self, action: Action) -> None:
        self.selected = None
        if action.kind == "no_draw" and self._last_actor is not None:
            self.say(f"{self.name(self._last_actor)} draws nothing", theme.TEXT_DIM)
        self._refresh()

    def play(self, action: Action) -> None:
        self._last_actor = self.mod.to_act
        super().play(action)

    def hand_over_to(self, seat: int) -> None:
        super().hand_over_to(seat)
        self.selected = None
        self._refresh()

    def enter(self) -> None:
        super().enter()
        self._refresh()

    def _refresh(self) -> None:
        self._legal = self.mod.legal()
        if self.selected is not None and not any(a.card == self.selected for a in self._legal):
            self.selected = None

    # ---------------------------------------------------------------- animation
    def animate(self, events: list[Event], before: Any) -> None:
        after = self.view
        end_at = len(events)
        for i, e in enumerate(events):
            if e.kind in ("bonus", "final_close", "game_over") or (e.kind == "discard" and e.source == "hand"):
                end_at = i
                break
        while end_at > 0 and end_at < len(events) and events[end_at - 1].kind == "flip":
            end_at -= 1
        plans: list[tuple[int, Zone, Zone, float, float, bool]] = []  # card, src, dst, delay, duration, flip
        t = 0.0
        for e in events[:end_at]:
            self._log_event(e)
            k, s = e.kind, e.seat
            if k == "draw" and e.cards:
                self.cue("card", t)
                for j, c in enumerate(e.cards):
                    plans.append((c, DRAW_ZONE, ("hand", s), t + j * STAGGER, MOVE, False))
                t += MOVE + STAGGER * (len(e.cards) - 1)
            elif k == "reshuffle":
                self.cue("shuffle", t)
                for j in range(min(5, e.value)):
                    plans.append((HIDDEN, DISCARD_ZONE, DRAW_ZONE, t + j * 0.04, MOVE, False))
                t += MOVE + 0.16
            elif k == "play":
                self.cue("card", t)
                plans.append((e.cards[0], ("hand", s), (e.target, s), t, MOVE, False))
                t += MOVE
            elif k == "trophy":
                plans.append((e.cards[0], ("open", s), ("trophy", s), t, MOVE + 0.05, False))
                r = self.boxes[s].trophy
                self.anim.add(Popup(f"+{e.value}", (r.centerx, r.y - 4), delay=t + MOVE))
                self.cue("chime", t + MOVE)
            elif k == "close" and e.value == 0:
                r = self.boxes[s].open
                self.anim.add(Popup("no match: 0", (r.centerx, r.y - 4), theme.TEXT_DIM, size=22, delay=t))
            elif k == "discard":
                for j, c in enumerate(e.cards):
                    plans.append((c, ("open", s), DISCARD_ZONE, t + j * 0.04, MOVE, False))
                t += MOVE + 0.04 * (len(e.cards) - 1)
            elif k == "flip":
                t += 0.05
                self.cue("flip", t)
                for c in e.cards:
                    plans.append((c, ("secret", s), ("open", s), t, FLIP, True))
                t += FLIP
            elif k == "pass":
                self.cue("card", t)
                for j, c in enumerate(e.cards):
                    plans.append((c, ("hand", s), ("hand", e.to_seat), t + j * STAGGER, MOVE + 0.1, False))
                t += MOVE + 0.1 + STAGGER * (len(e.cards) - 1)
        for e in events[end_at:]:
            self._log_event(e)
            if e.kind == "bonus":
                r = self.boxes[e.seat].trophy
                self.anim.add(Popup("+3 bonus", (r.centerx, r.y - 10), theme.GOOD, size=30, delay=t))
        self._launch(plans, before, after)

    def _launch(self, plans: list[tuple[int, Zone, Zone, float, float, bool]], before: Any, after: Any) -> None:
        # hidden cards have no id to look up: they take the last slots of a zone, in order
        leaving: dict[Zone, int] = {}
        arriving: dict[Zone, int] = {}
        for _c, src, dst, *_ in plans:
            leaving[src] = leaving.get(src, 0) + 1
            arriving[dst] = arriving.get(dst, 0) + 1
        left: dict[Zone, int] = {}
        came: dict[Zone, int] = {}
        for c, src, dst, delay, dur, flip in plans:
            src_cards = self.zone_cards(before, src)
            dst_cards = self.zone_cards(after, dst)
            j = left.get(src, 0)
            left[src] = j + 1
            if c != HIDDEN and c in src_cards:
                si = src_cards.index(c)
            else:
                si = max(0, len(src_cards) - leaving[src] + j)
            m = came.get(dst, 0)
            came[dst] = m + 1
            if c != HIDDEN and c in dst_cards:
                di = dst_cards.index(c)
            else:
                di = max(0, len(dst_cards) - arriving[dst] + m)
            start = self.card_rect(src, si, len(src_cards))
            if src == ("hand", self.bottom) and c == self.selected:
                start.y -= 20
            end = self.card_rect(dst, di, len(dst_cards))
            if dst[0] == "discard":
                end = L.DISCARD_PILE.copy()
            up_from = self.face_up(src, c) and not flip
            if src[0] == "secret" and c != HIDDEN:
                up_from = False
            up_to = self.face_up(dst, c)
            self.anim.add(Flight(c, src, dst, start, end, up_from, up_to, dur, delay))

    def _log_event(self, e: Event) -> None:
        k = e.kind
        who = self.name(e.seat) if 0 <= e.seat < len(self.seats) else ""
        if k == "draw":
            self.say(f"{who} draws {e.value}" if e.value else f"{who} draws nothing (piles empty)", theme.TEXT_DIM)
        elif k == "play":
            c = e.cards[0]
            what = card_name(c) if c != HIDDEN else "a card"
            self.say(f"{who}: {what} → {e.target}")
        elif k == "close":
            self.say(f"{who} closes {len(e.cards)} card{'s' if len(e.cards) != 1 else ''}: +{e.value}", theme.GOLD if e.value else theme.TEXT)
        elif k == "flip":
            self.say(f"{who}'s secret collection turns face up", theme.TEXT_DIM)
        elif k == "pass":
            n = e.value or len(e.cards)
            self.say(f"{who} passes {n} card{'s' if n != 1 else ''} to {self.name(e.to_seat)}", theme.TEXT_DIM)
        elif k == "reshuffle":
            self.say("Discards shuffled into a new draw pile", theme.TEXT_DIM)
        elif k == "bonus":
            self.say(f"{who} reaches 30: +{e.value} bonus", theme.GOOD)
        elif k == "turn" and 0 <= e.to_seat < len(self.seats):
            self.say(f"— {self.name(e.to_seat)}'s turn —", theme.ACCENT_2)

    # ------------------------------------------------------------------ input
    def select(self, card: int) -> None:
        self.selected = None if self.selected == card else card

    def clicked_nothing(self) -> None:
        self.selected = None

    def offered(self) -> list[Clickable]:
        legal = self._legal
        out: list[Clickable] = []
        for btn, action in self._buttons():
            out.append((btn.rect, action, lambda a=action: self.play(a)))
        kinds = {a.kind for a in legal}
        me = self.bottom
        if "draw" in kinds:
            out.append((L.DRAW_PILE.copy(), Action("draw"), lambda: self.play(Action("draw"))))
        if "close" in kinds and self.view.open[me]:
            out.append((self._zone_rect(("open", me)), Action("close"), lambda: self.play(Action("close"))))
        plays = [a for a in legal if a.kind == "play"]
        if self.selected is not None:
            for a in plays:
                if a.card == self.selected:
                    out.append((self._zone_rect((a.target, me)), a, lambda a=a: self.play(a)))
        # hand cards, topmost (rightmost) first, each by its visible strip
        hand = self.zone_cards(self.view, ("hand", me))
        targets: dict[int, list[Action]] = {}
        for a in plays:
            targets.setdefault(a.card, []).append(a)
        rects = [self._hand_rect(i, len(hand), c) for i, c in enumerate(hand)]
        for i in range(len(hand) - 1, -1, -1):
            c = hand[i]
            if c not in targets:
                continue
            r = rects[i]
            if i + 1 < len(hand):
                nxt = rects[i + 1]
                r = pygame.Rect(r.x, r.y, max(8, min(r.w, nxt.x - r.x)), r.h) if nxt.y == r.y else r
            opts = targets[c]
            if len(opts) == 1:
                out.append((r, opts[0], lambda a=opts[0]: self.play(a)))
            else:
                out.append((r, f"select:{c}", lambda c=c: self.select(c)))
        return out

    def _hand_rect(self, i: int, n: int, card: int) -> pygame.Rect:
        r = self.card_rect(("hand", self.bottom), i, n)
        if card == self.selected:
            r.y -= 20
        return r

    def _zone_rect(self, zone: Zone) -> pygame.Rect:
        """The whole area of a collection zone (where a card may be dropped), at least one card big."""
        cards = self.zone_cards(self.view, zone)
        n = max(1, len(cards) + (1 if self.selected is not None else 0))
        first = self.card_rect(zone, 0, n)
        last = self.card_rect(zone, n - 1, n)
        return first.union(last)

    def _buttons(self) -> list[tuple[ui.Button, Action]]:
        labels = {"draw": "Draw 2 cards", "no_draw": "Don't draw", "close": "Close open collection"}
        step = self.view.step
        out: list[tuple[ui.Button, Action]] = []
        singles = [a for a in self._legal if a.kind in ("draw", "no_draw", "close", "end")]
        y = L.BUTTONS_RECT.y + 4
        for a in singles:
            label = labels.get(a.kind, "Done")
            if a.kind == "end":
                label = "Done — keep it" if step == "close" else "Done"
            b = ui.Button(pygame.Rect(L.BUTTONS_RECT.x, y, L.BUTTONS_RECT.w, 60), label, key=a.kind,
                          size=22, primary=a.kind in ("draw", "end", "close") and len(singles) == 1 or a.kind == "draw")
            out.append((b, a))
            y += 70
        return out

    # ------------------------------------------------------------------ hints
    def hint(self) -> tuple[str, tuple[int, int, int]]:
        v = self.view
        if v.to_act is None:
            return "Game over", theme.GOLD
        who = self.name(v.to_act)
        if not self.mod.human_turn:
            if self.mod.is_human(v.to_act):
                return f"{who}'s turn", theme.TEXT_DIM
            return f"{who} is playing…", theme.TEXT_DIM
        kinds = {a.kind for a in self._legal}
        if v.step == "draw":
            if kinds == {"draw"}:
                return "Your hand is empty: draw 2 cards", theme.ACCENT
            if kinds == {"no_draw"}:
                return "Nothing left to draw: continue without drawing", theme.ACCENT
            return "Draw 2 cards, or don't draw", theme.ACCENT
        if v.step == "close":
            if v.forced_close:
                return "You must close your open collection: no hand card fits either one", theme.ACCENT
            return "Close your open collection? Or Done to keep it", theme.ACCENT
        if self.selected is not None:
            where = sorted({a.target for a in self._legal if a.card == self.selected})
            return f"Now click where {card_name(self.selected)} goes: {' or '.join(where)}", theme.ACCENT_2
        if v.collecting is not None:
            t, target = v.collecting
            name = TYPES[t] if 0 <= t < len(TYPES) else "cards"
            return f"Add more {name} to your {target} collection, or Done", theme.ACCENT
        if v.step == "start":
            return "Start your open collection: click a card", theme.ACCENT
        return "Click a card to add to a collection or start one", theme.ACCENT

    # ------------------------------------------------------------------ drawing
    def _in_flight(self) -> tuple[dict[Zone, list[int]], dict[Zone, int]]:
        arriving: dict[Zone, list[int]] = {}
        waiting_from: dict[Zone, int] = {}
        for f in self.anim.of_type(Flight):
            arriving.setdefault(f.dst, []).append(f.card)
            if f.waiting:
                waiting_from[f.src] = waiting_from.get(f.src, 0) + 1
        return arriving, waiting_from

    def _shown(self, zone: Zone, arriving: dict[Zone, list[int]]) -> tuple[list[int], set[int]]:
        """A zone's cards and the indexes to skip (cards still flying there)."""
        cards = self.zone_cards(self.view, zone)
        skip: set[int] = set()
        for c in arriving.get(zone, ()):
            if c != HIDDEN and c in cards:
                skip.add(cards.index(c))
            else:
                for i in range(len(cards) - 1, -1, -1):
                    if i not in skip:
                        skip.add(i)
                        break
        return cards, skip

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        arriving, waiting = self._in_flight()
        offered = self.offered() if self.input_open else []
        self._draw_piles(surface, arriving, waiting, offered)
        for box in self.boxes.values():
            if box.own:
                self._draw_own(surface, box, arriving, offered)
            else:
                self._draw_opponent(surface, box, arriving)
        text, col = self.hint()
        size = 22
        while theme.font(size, True).size(text)[0] > L.HINT_MAX_W and size > 14:
            size -= 1  # long hints shrink rather than run into the side panels
        img = theme.text(text, size, col, bold=True)
        r = img.get_rect(center=(640, L.HINT_Y))
        ui.panel(surface, r.inflate(30, 14), (16, 20, 42), col, radius=14, width=2)
        surface.blit(img, r)
        self._draw_log(surface)
        if self.input_open:
            mouse = pygame.mouse.get_pos()
            for b, _a in self._buttons():
                b.hover = b.rect.collidepoint(mouse)
                b.draw(surface)
        for f in sorted(self.anim.of_type(Flight), key=lambda f: (not f.waiting, f.delay)):
            f.draw(surface)

    def _pulse(self) -> int:
        return 2 + int(1.5 * (1 + math.sin(self.clock * 6)))

    def _draw_piles(self, surface: pygame.Surface, arriving: dict, waiting: dict, offered: list) -> None:
        v = self.view
        n = v.draw_pile + waiting.get(DRAW_ZONE, 0) - len(arriving.get(DRAW_ZONE, ()))
        r = L.DRAW_PILE
        if n > 0:
            layers = min(4, 1 + n // 20)
            for i in range(layers):
                surface.blit(art.back(*L.PILE), (r.x - 2 * (layers - 1 - i), r.y - 2 * (layers - 1 - i)))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=8)
        theme.blit_text(surface, f"Draw pile {max(0, n)}", 16, (r.centerx, r.bottom + 6), theme.TEXT_DIM, anchor="midtop")
        if any(isinstance(k, Action) and k.kind == "draw" and rr == r for rr, k, _ in offered):
            ui.glow_rect(surface, r, theme.ACCENT, self._pulse())
        cards, skip = self._shown(DISCARD_ZONE, arriving)
        shown = [c for i, c in enumerate(cards) if i not in skip]
        r = L.DISCARD_PILE
        if shown:
            surface.blit(art.face(shown[-1], *L.PILE), r)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=8)
        theme.blit_text(surface, f"Discards {len(shown)}", 16, (r.centerx, r.bottom + 6), theme.TEXT_DIM, anchor="midtop")

    def _secret_veil(self, w: int, h: int) -> pygame.Surface:
        s = self._secret_veils.get((w, h))
        if s is None:
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(s, (40, 16, 70, 120), (0, 0, w, h), border_radius=max(3, w // 10))
            pygame.draw.rect(s, (190, 140, 255, 255), (0, 0, w, h), 2, border_radius=max(3, w // 10))
            self._secret_veils[(w, h)] = s
        return s

    def _draw_row(self, surface: pygame.Surface, zone: Zone, arriving: dict, secret_own: bool = False) -> None:
        cards, skip = self._shown(zone, arriving)
        for i, c in enumerate(cards):
            if i in skip:
                continue
            r = self.card_rect(zone, i, len(cards))
            surface.blit(art.card(c, r.w, r.h, self.face_up(zone, c)), r)
            if secret_own:
                surface.blit(self._secret_veil(r.w, r.h), r)

    def _draw_zone_outline(self, surface: pygame.Surface, zone: Zone, label: str, size: int) -> None:
        r = self.card_rect(zone, 0, 1)
        pygame.draw.rect(surface, (60, 72, 120), r, 2, border_radius=8)
        theme.blit_text(surface, label, size, r.center, theme.TEXT_FAINT, anchor="center")

    def _draw_own(self, surface: pygame.Surface, box: L.SeatBox, arriving: dict, offered: list) -> None:
        v = self.view
        s = box.seat
        active = v.to_act == s
        ui.panel(surface, box.panel, theme.PANEL_HI if active else theme.PANEL,
                 theme.ACCENT if active else theme.PANEL_EDGE, width=3 if active else 2)
        p = box.panel
        name = self.seats[s].name + ("" if self.seats[s].human else f" ({self.seats[s].level})")
        theme.blit_text(surface, name, 24, (p.x + 16, p.y + 12), theme.GOLD if active else theme.TEXT, bold=True)
        theme.blit_text(surface, f"{v.scores[s]} point{'' if v.scores[s] == 1 else 's'}", 22, (p.x + 16, p.y + 48), theme.TEXT)
        if v.bonus[s]:
            theme.blit_text(surface, f"(+{v.bonus[s]} bonus)", 16, (p.x + 150, p.y + 52), theme.GOOD)
        status = "your turn" if active and self.mod.human_turn else ("to play" if active else "")
        n_hand = len(v.hands[s])
        theme.blit_text(surface, f"{n_hand} card{'s' if n_hand != 1 else ''} in hand" + (f" · {status}" if status else ""),
                        16, (p.x + 16, p.y + 82), theme.TEXT_DIM)
        # collections with their labels
        secret_count = len(v.secret[s])
        labels = (
            ("open", "Open collection" + (f" ({len(v.open[s])})" if v.open[s] else "")),
            ("secret", f"Secret ({secret_count})" if secret_count else "Secret"),
            ("trophy", f"Trophies {sum(card_value(c) for c in v.trophies[s] if c != HIDDEN)} pts"),
        )
        for kind, label in labels:
            z = box.zone(kind)
            theme.blit_text(surface, label, 17, (z.x, z.y - 24), theme.TEXT_DIM, bold=True)
            zone = (kind, s)
            if not self.zone_cards(v, zone):
                self._draw_zone_outline(surface, zone, {"open": "open", "secret": "secret", "trophy": "none"}[kind], 15)
            else:
                self._draw_row(surface, zone, arriving, secret_own=kind == "secret" and v.seat == s)
        for rect, key, _ in offered:
            if isinstance(key, Action) and key.kind in ("play", "close") and key.card == -1 or (
                isinstance(key, Action) and key.kind == "play" and rect.h == L.MID[1] and rect.y == box.open.y
            ):
                ui.glow_rect(surface, rect, theme.ACCENT_2 if key.kind == "play" else theme.ACCENT, self._pulse())
        # the hand, fanned at the bottom
        zone = ("hand", s)
        cards, skip = self._shown(zone, arriving)
        playable = {k.card for _r, k, _ in offered if isinstance(k, Action) and k.kind == "play"}
        playable |= {int(k.split(":")[1]) for _r, k, _ in offered if isinstance(k, str) and k.startswith("select:")}
        mouse = pygame.mouse.get_pos()
        for i, c in enumerate(cards):
            if i in skip:
                continue
            r = self._hand_rect(i, len(cards), c)
            if c in playable and c != self.selected and r.collidepoint(mouse):
                r.y -= 8
            surface.blit(shadow(r.w, r.h), (r.x + 3, r.y + 4))
            surface.blit(art.card(c, r.w, r.h, self.face_up(zone, c)), r)
            if c == self.selected:
                ui.glow_rect(surface, r, theme.ACCENT_2, 4)
            elif c in playable:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=10)
        if not cards and not any(f.src == zone and f.waiting for f in self.anim.of_type(Flight)):
            theme.blit_text(surface, "(no cards in hand)", 18, L.HAND_AREA.center, theme.TEXT_FAINT, anchor="center")

    def _draw_opponent(self, surface: pygame.Surface, box: L.SeatBox, arriving: dict) -> None:
        v = self.view
        s = box.seat
        p = box.panel
        active = v.to_act == s
        ui.panel(surface, p, theme.PANEL_HI if active else theme.PANEL, theme.ACCENT if active else theme.PANEL_EDGE,
                 width=3 if active else 2)
        seat = self.seats[s]
        label = seat.name if seat.human else f"{seat.name} · {seat.level}"
        theme.blit_text(surface, label, 19, (p.x + 12, p.y + 9), theme.GOLD if active else theme.TEXT, bold=True)
        score = f"{v.scores[s]} pts" + (f" +{v.bonus[s]}" if v.bonus[s] else "")
        theme.blit_text(surface, score, 19, (p.right - 12, p.y + 9), theme.GOLD, bold=True, anchor="topright")
        if s == (self.bottom - 1) % v.players and v.players > 2:
            theme.blit_text(surface, "receives your passes", 13,
                            (p.right - 12, p.y + 34), theme.TEXT_FAINT, anchor="topright")
        # hand backs and their count
        zone = ("hand", s)
        cards, skip = self._shown(zone, arriving)
        for i, _c in enumerate(cards):
            if i not in skip:
                surface.blit(art.back(*L.MINI), self.card_rect(zone, i, len(cards)))
        n = len(cards) - len(skip)
        last = self.card_rect(zone, max(0, n - 1), max(1, len(cards)))
        tx = last.right + 8 if n else box.hand.x
        theme.blit_text(surface, f"{n} in hand", 16, (tx, box.hand.centery), theme.TEXT_DIM, anchor="midleft")
        for kind, text in (("open", "open"), ("secret", "secret"), ("trophy", "trophies")):
            zone = (kind, s)
            z = box.zone(kind)
            if self.zone_cards(v, zone):
                self._draw_row(surface, zone, arriving)
            else:
                pygame.draw.rect(surface, (56, 66, 108), self.card_rect(zone, 0, 1), 2, border_radius=6)
            if kind == "secret" and v.secret[s]:
                text = f"secret: {len(v.secret[s])}"
            elif kind == "trophy":
                text = f"{sum(card_value(c) for c in v.trophies[s] if c != HIDDEN)} pts"
            elif kind == "open" and v.open[s]:
                text = f"open: {len(v.open[s])}"
            theme.blit_text(surface, text, 14, (z.x, z.bottom + 3), theme.TEXT_DIM)

    def _draw_log(self, surface: pygame.Surface) -> None:
        self.draw_log(surface, L.LOG_RECT, lines=6, spacing=21)

    # ------------------------------------------------------------------ results
    def result_rows(self) -> list[ResultRow]:
        v = self.view
        winners = set(self.game.winners(self.mod.state))
        rows = []
        for i, seat in enumerate(self.seats):
            fs = v.final[i] if v.final is not None else None
            if fs is None:
                rows.append(ResultRow(i, seat.name, v.scores[i], i in winners))
                continue
            won_late = sum(1 for _c, pts in fs.collections if pts > 0)
            trophies = tuple(v.trophies[i][: len(v.trophies[i]) - won_late])
            parts = [Part("Trophies", fs.trophy_points, trophies)]
            if fs.bonus:
                parts.append(Part("Bonus", fs.bonus))
            for cards, pts in fs.collections:
                t = card_type(cards[0]) if cards and cards[0] != HIDDEN else None
                label = f"{TYPES[t]} ×{len(cards)}" if t is not None else f"Collection ×{len(cards)}"
                parts.append(Part(label, pts, tuple(cards)))
            rows.append(ResultRow(i, seat.name, fs.total, i in winners, parts))
        return rows

    def card_painter(self) -> Callable[[int, int, int], pygame.Surface]:
        return art.face


_ = ease_in_out  # kept importable for tables that flip with a different curve
