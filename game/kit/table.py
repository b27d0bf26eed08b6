"""``TableScene``: the turn and hand-over flow every game's table derives from.

The base is the moderator's driver: it applies the chosen ``Action``, lets
computers think in slices (a few milliseconds per frame), raises the
hand-over curtain between different humans, waits for blocking tweens
before anything else happens, and opens the results at the end. It owns the
shared parts — the display model (``stage``), the legal actions and the
selection (``choices``), the log, the static layer, the menu — and asks the
game's table for its choreography and paint through a few hooks:

- ``zones``, ``zone_cards``, ``card_rect``, ``face_up``: the geometry the stage flies cards in;
- ``opening(events)`` and ``choreograph(events, before)``: events (already
  filtered for the viewer) into flights, each event narrated to the log
  when its cards move (``narrate``);
- ``offers()``: what may be clicked now (engine actions or ``Pick``s);
- ``paint(surface)``: everything at rest, into the static layer;
- ``paint_live(surface)``: what moves every frame (pulses, hover, tips);
- ``hint()``, ``result_rows()``, ``result_notes()``, ``game_over()``.

Privacy: everything drawn comes from ``self.view`` and the log worded for
the current viewer. A hand-over finishes every tween, drops the display
model, the selection and the static layer, so nothing made for the previous
viewer survives it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from engine.core import Action, Event, Player, Words, filter_events, words
from game import theme, ui
from game import words as say_words
from game.anim import Animator
from game.i18n import tr
from game.kit.art import CardArt
from game.kit.choices import Choices, Offer, Pick
from game.kit.effects import Effects
from game.kit.flights import Burst, Flight, Popup
from game.kit.layer import StaticLayer
from game.kit.log import GameLog
from game.kit.stage import Geometry, Stage, Zone
from game.moderator import Moderator
from game.outcome import ResultRow
from game.scene import Scene, is_click
from game.seats import Seat

BOT_PAUSE = 0.3  # seconds between two computer moves at normal speed, so people can follow
END_PAUSE = 1.6  # seconds to look at the final table before the results
THINK_BUDGET = 0.004  # seconds of computer thinking per frame
Color = tuple[int, int, int]


class TableScene(Effects, Scene):
    art: CardArt  # the game's card art (a class attribute of each table)

    def __init__(self, app: Any, game_name: str, seats: list[Seat], seed: int, attract: bool = False,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.seats = seats
        self.options = dict(options or {})
        self.attract = attract
        self.embedded = False  # drawn behind the title: never opens other scenes
        self.mod = Moderator(game_name, seats, seed, self.options)
        self.game = self.mod.game
        self.anim = Animator(self._speed())
        self.view = self.mod.view()
        self.names = [s.name for s in seats]
        self.log = GameLog(self.game, self.names)
        self.stage = Stage(self, self.art, self.anim, self.arrange)
        self.choices = Choices()
        self.layer = StaticLayer()
        self.mouse: tuple[int, int] = (-1, -1)
        self.clock = 0.0
        self.pause = 0.0
        self.finished = False
        self.end_wait = 0.0
        self.leave_armed = 0.0
        self._raw: dict[int, Event] = {}
        self._offers: list[Offer] = []
        self._offers_key: Hashable = None
        self.menu = self._menu()
        self.setup()
        self.refresh()
        self.opening(self._remember(self.game.opening_events(self.mod.state)))
        self.stage.settle()

    # --- hooks a game's table fills in -------------------------------------------------------
    def setup(self) -> None:
        """The table's own fields, set before the opening is animated."""

    @property
    def layout(self) -> Geometry:
        """The game's geometry for the current viewer: zones, what they hold, where they are."""
        raise NotImplementedError

    # the stage asks the table; the table asks its layout
    def zones(self, view: Any) -> list[Zone]:
        return self.layout.zones(view)

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        return self.layout.zone_cards(view, zone)

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> pygame.Rect:
        return self.layout.card_rect(zone, index, count)

    def face_up(self, zone: Zone, card: int) -> bool:
        return self.layout.face_up(zone, card)

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect:
        """Where that card is drawn now (a table keeping its hand in place answers from its slots)."""
        return self.card_rect(zone, index, count)

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        """How a zone orders its cards on screen (a hand sorted by type); the engine's order by default."""
        arrange = getattr(self.layout, "arrange", None)
        return arrange(zone, cards) if arrange is not None else cards

    def opening(self, events: list[Event]) -> None:
        """Animate the set-up (the deal): ``events`` are ``opening_events`` as the viewer may see them."""
        self.narrate_all(events)

    def choreograph(self, events: list[Event], before: Any) -> None:
        """Flights for one action's events (filtered for the viewer); ``before`` is the view before it."""
        self.narrate_all(events)

    def offers(self) -> list[Offer]:
        """What the human in front of the screen may click now (only asked on their turn)."""
        return []

    def paint(self, surface: pygame.Surface) -> None:
        """Everything at rest: drawn into the static layer, again only when ``static_key`` changes."""
        surface.blit(theme.starfield(), (0, 0))

    def paint_live(self, surface: pygame.Surface) -> None:
        """What changes every frame over the static layer: pulsing outlines, hover, tips."""

    def static_key(self) -> Hashable:
        """What the static layer shows depends on; a table adds its own state (an open list...)."""
        return None

    def keep_selection(self, pick: Pick) -> bool:
        """Whether the selection still means something after the legal actions changed."""
        return pick.card in self.choices.by_card

    def hint(self) -> tuple[str, Color]:
        return "", theme.TEXT

    def result_rows(self) -> list[ResultRow]:
        winners = set(self.game.winners(self.mod.state))
        return [ResultRow(i, s.name, sc, i in winners)
                for i, (s, sc) in enumerate(zip(self.seats, self.game.scores(self.mod.state), strict=True))]

    def result_notes(self) -> list[str]:
        return []

    def card_painter(self) -> Callable[[int, int, int], pygame.Surface] | None:
        return self.art.face

    def game_over(self) -> None:
        """Once, when the game has ended (not behind the title): a table may record a streak."""

    def clicked_nothing(self) -> None:
        self.choices.clear()

    # --- what the table knows ----------------------------------------------------------------
    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the viewer, or seat 0 for the table view."""
        return self.view.seat if self.view.seat is not None else 0

    @property
    def input_open(self) -> bool:
        """The human in front of the screen may act (their turn, nothing blocking)."""
        return self.mod.human_turn and not self.anim.blocking and not self.finished

    def name(self, seat: int) -> str:
        return self.mod.name(seat)

    def say(self, w: Words) -> str:
        return say_words.say(w, self.names)

    def seen(self, events: list[Event]) -> list[Event]:
        return filter_events(events, self.mod.viewer)

    def cards_in(self, zone: Zone) -> list[int]:
        return self.stage.cards(self.view, zone)

    def current_offers(self) -> list[Offer]:
        if not self.input_open:
            return []
        key = (id(self.view), self.choices.version, self.stage.version, self.static_key())
        if key != self._offers_key:
            self._offers = self.offers()
            self._offers_key = key
        return self._offers

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """What a click may hit now, topmost first: ``(rect, Action or Pick or UI id)``."""
        return [(o.rect, o.key) for o in self._clickables()]

    def _clickables(self) -> list[Offer]:
        out = list(self.current_offers())
        out.extend(Offer(b.rect, b.key, b.action) for b in self.menu.buttons if b.action)
        return out

    # --- moves -----------------------------------------------------------------------------------
    def _remember(self, raw: list[Event]) -> list[Event]:
        """The events as the viewer may see them, remembering each one's raw form for the log."""
        seen = self.seen(raw)
        self._raw = {id(f): r for f, r in zip(seen, raw, strict=True)}
        self._seen = seen  # keeps the filtered events alive, so their ids stay theirs
        return seen

    def play(self, action: Action, *more: Action) -> None:
        """Apply an action for the seat to act (a human click or a computer's choice); ``more`` follow
        it as one animated batch (a move the engine takes in steps: a placement and its payment)."""
        before = self.view
        raw = self.mod.apply(action)
        for a in more:
            raw += self.mod.apply(a)
        self.view = self.mod.view()
        self.choices.clear()
        self.refresh()
        seen = self._remember(raw)
        self.stage.begin(before)
        self.choreograph(seen, before)
        self.stage.settle()  # nothing flew (instant speed, or an action that moves no card)
        self.pause = BOT_PAUSE

    def refresh(self) -> None:
        self.choices.update(self.mod.legal(), self.keep_selection)

    def hand_over_to(self, seat: int) -> None:
        """The curtain lifts for ``seat``: nothing made for the previous viewer may survive."""
        self.anim.skip()
        self.stage.reset()
        self.mod.hand_over(seat)
        self.view = self.mod.view()
        self.choices.clear()
        self.refresh()
        self.layer.invalidate()
        self._offers_key = None

    # --- scene -------------------------------------------------------------------------------------
    def _speed(self) -> float:
        factor = self.app.settings.speed_factor
        # behind the title, "instant" would flicker a move every frame: keep it watchable
        return max(factor, 0.45) if self.embedded else factor

    def enter(self) -> None:
        self.anim.speed = self._speed()
        self.menu = self._menu()  # the language may have changed in Settings
        self.refresh()

    def _menu(self) -> ui.ButtonRow:
        return ui.ButtonRow([
            ui.Button(pygame.Rect(1164, 10, 106, 32), tr("Rules"), self.open_rules, key="ui:rules", size=16),
            ui.Button(pygame.Rect(1164, 48, 106, 32), tr("Settings"), self.open_settings, key="ui:settings", size=16),
            ui.Button(pygame.Rect(1164, 86, 106, 32), tr("Leave"), self.leave, key="ui:leave", size=16),
        ])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.menu.handle(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if not is_click(event):
            return
        if self.anim.blocking:
            self.anim.skip()  # the click only skips; it does not also act
            return
        for offer in self._clickables():
            if offer.rect.collidepoint(event.pos):
                offer.run()
                return
        self.clicked_nothing()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.stage.settle()
        if self.leave_armed > 0:
            self.leave_armed = max(0.0, self.leave_armed - dt)
            if self.leave_armed == 0:
                b = self.menu.get("ui:leave")
                if b:
                    b.label = tr("Leave")
        if self.anim.blocking:
            return
        if self.mod.over:
            self._after_game(dt)
            return
        if self.mod.needs_hand_over():
            if not self.embedded and self.app.top is self:
                seat = self.mod.to_act
                assert seat is not None
                self.app.router.curtain(self.name(seat), lambda: self.hand_over_to(seat))
            return
        seat = self.mod.to_act
        if seat is not None and not self.mod.is_human(seat):
            if self.pause > 0 and self._speed() > 0:
                self.pause -= dt / self._speed()
                return
            action = self.mod.think(THINK_BUDGET)
            if action is not None:
                self.play(action)

    def _after_game(self, dt: float) -> None:
        if not self.finished:
            self.finished = True
            if not self.embedded:
                self.game_over()
                self.app.game_ended()
        self.end_wait += dt
        if self._speed() > 0 and self.end_wait < END_PAUSE:
            return
        if self.embedded:
            self.restart()
        elif self.app.top is self:
            self.app.router.results(
                tr("{game} — results", game=self.game.title), self.result_rows(), self.again,
                painter=self.card_painter(),
                auto_again=8.0 if self.attract else None, notes=self.result_notes(),
            )

    def restart(self) -> None:
        """Same seats, a new deal (attract mode behind the title)."""
        from game.router import fresh_seed

        embedded = self.embedded
        type(self).__init__(self, self.app, self.game_name, self.seats, fresh_seed(), attract=self.attract,
                            options=self.options)
        self.embedded = embedded

    def again(self) -> None:
        seats = [Seat(s.name, s.human, s.level) for s in self.seats]
        self.app.router.play_again(self.game_name, seats, self.options, self.attract)

    def leave(self) -> None:
        """Two clicks within three seconds, so a stray click never throws a game away."""
        b = self.menu.get("ui:leave")
        if self.leave_armed > 0 or self.finished:
            self.app.router.title()
            return
        self.leave_armed = 3.0
        if b:
            b.label = tr("Sure?")

    def open_rules(self) -> None:
        self.app.router.rules(self.game_name)

    def open_settings(self) -> None:
        self.app.router.settings()

    # --- drawing ------------------------------------------------------------------------------------
    def _static_key(self) -> Hashable:
        menu = None if self.embedded else tuple((b.label, b.hover) for b in self.menu.buttons)
        return (id(self.view), self.stage.version, self.choices.version, self.log.version, self.mod.viewer,
                self.input_open, menu, self.static_key())

    def _paint_static(self, surface: pygame.Surface) -> None:
        self.paint(surface)
        if not self.embedded:
            self.menu.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.layer.draw(surface, self._static_key(), self._paint_static)
        self.paint_live(surface)
        tweens = self.anim.tweens
        if tweens:
            for f in sorted((t for t in tweens if type(t) is Flight), key=lambda f: f.delay):
                f.draw(surface)
            for tw in tweens:
                if type(tw) is Burst or type(tw) is Popup:
                    tw.draw(surface)

    def action_words(self, a: Action) -> str:
        return self.say(self.game.describe(a))

    def turn_hint(self) -> tuple[str, Color] | None:
        """The hint while it is not the viewer's turn (someone else plays), or ``None``."""
        v = self.view
        if v.to_act is None:
            return tr("Game over"), theme.GOLD
        if self.mod.human_turn:
            return None
        if self.mod.is_human(v.to_act):
            return self.say(words("{who}'s turn", who=Player(v.to_act))), theme.TEXT_DIM
        return self.say(words("{who} is playing…", who=Player(v.to_act))), theme.TEXT_DIM
