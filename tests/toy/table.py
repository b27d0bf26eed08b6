"""High Card on screen: the toy game's UI over the kit's contract alone (a card art, a layout, one TableUI)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from engine.core import HIDDEN, Event, words
from game import theme, ui
from game.kit.art import CardArt
from game.kit.choices import Offer
from game.kit.contract import Context, Line, PerViewer, TableUI
from game.kit.stage import Geometry, Zone
from tests.toy.engine import NONE, Ev, Kind

W, H = 64, 90
LOG = pygame.Rect(16, 560, 360, 140)
LAY = pygame.Rect(560, 520, 160, 44)
DISCARD: Zone = ("discard",)


class ToyArt(CardArt):
    name = "high_card"

    def paint_face(self, card: int, w: int, h: int) -> pygame.Surface:
        s = pygame.Surface((w, h))
        s.fill((236, 232, 214))
        theme.blit_text(s, f"#{card:02d}", 24, (w // 2, h // 2), theme.INK, bold=True, anchor="center")
        return s

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        s = pygame.Surface((w, h))
        s.fill((60, 44, 120))
        return s


ART = ToyArt()


class Layout(Geometry):
    """Each seat a column: its hand above, the card it laid below; the viewer's column first."""

    def __init__(self, players: int, bottom: int) -> None:
        self.players, self.bottom = players, bottom

    def column(self, seat: int) -> int:
        return 40 + ((seat - self.bottom) % self.players) * 270

    def zones(self, view: Any) -> list[Zone]:
        return [DISCARD, *(("hand", i) for i in range(self.players)), *(("down", i) for i in range(self.players))]

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        if zone[0] == "hand":
            return list(view.hands[zone[1]])
        if zone[0] == "down":
            c = view.down[zone[1]]
            return [] if c == NONE else [c]
        return []

    def card_rect(self, zone: Zone, index: int, count: int) -> pygame.Rect:
        if zone == DISCARD:
            return pygame.Rect(1100, 300, W, H)
        x = self.column(zone[1])
        return pygame.Rect(x + index * 22, 120, W, H) if zone[0] == "hand" else pygame.Rect(x + 60, 300, W, H)

    def face_up(self, zone: Zone, card: int) -> bool:
        return card != HIDDEN


class HighCardUI(TableUI):
    art = ART
    log_rect = LOG

    def __init__(self, t: Context) -> None:
        self.t = t
        self.layouts = PerViewer(Layout)

    def geometry(self) -> Layout:
        return self.layouts.get(self.t.view.players, self.t.bottom)

    def opening(self, events: list[Event]) -> None:
        self.t.effects.narrate_all(events)

    def choreograph(self, events: list[Event], before: Any) -> None:
        fx, stage, t = self.t.effects, self.t.stage, 0.0
        for e in events:
            fx.narrate(e, t)
            if e.kind == Ev.PLAY:
                stage.fly(e.cards[0], ("hand", e.seat), ("down", e.seat), t, 0.25)
                t += 0.25
            elif e.kind == Ev.REVEAL:
                for seat, card in enumerate(e.cards):
                    stage.fly(card, ("down", seat), DISCARD, t + 0.5, 0.3, face_from=True, face_to=True)
                t += 0.8

    def offers(self) -> list[Offer]:
        """A hand card to choose (the rightmost on top), then Lay; a click on the chosen card takes it back."""
        zone = ("hand", self.t.bottom)
        hand = self.t.cards_in(zone)
        out = [Offer(LAY, a, partial(self.t.play, a)) for a in self.t.choices.of(Kind.LAY)]
        for i in range(len(hand) - 1, -1, -1):
            rect = self.geometry().card_rect(zone, i, len(hand))
            if hand[i] == self.t.view.chosen:
                out += [Offer(rect, a, partial(self.t.play, a)) for a in self.t.choices.of(Kind.BACK)]
            out += [Offer(rect, a, partial(self.t.play, a)) for a in self.t.choices.for_card(hand[i])]
        return out

    def paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        v, layout = self.t.view, self.geometry()
        for seat in range(v.players):
            x = layout.column(seat)
            theme.blit_text(surface, f"{self.t.names[seat]}: {v.points[seat]}", 20, (x, 80), theme.TEXT, bold=True)
            for zone in (("hand", seat), ("down", seat)):
                cards = self.t.cards_in(zone)
                for i, c in enumerate(cards):
                    r = layout.card_rect(zone, i, len(cards)).move(0, -20 if c == v.chosen else 0)
                    surface.blit(ART.card(c, W, H, layout.face_up(zone, c)), r)
        if self.t.input_open and self.t.choices.of(Kind.LAY):
            ui.Button(LAY.copy(), self.t.say(words("Lay it")), key="lay", primary=True).draw(surface)
        text, color = self.t.prompt_line()
        theme.blit_fit(surface, text, 20, (640, 470), 900, color, anchor="midtop")
        lines = self.t.log_lines()[-5:]
        ui.panel(surface, LOG, theme.PANEL, theme.PANEL_EDGE)
        for k, (line, tone) in enumerate(lines):
            theme.blit_fit(surface, line, 14, (LOG.x + 8, LOG.y + 8 + 24 * k), LOG.w - 16, tone)

    def prompt(self) -> Line:
        ask = words("Lay it, or click it to take it back") if self.t.choices.of(Kind.LAY) else words("Choose a card")
        return self.t.turn_prompt() or (self.t.say(ask), theme.ACCENT)
