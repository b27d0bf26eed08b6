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
- ``hint()``, ``result_rows()``, ``result_notes()``, ``game_over()``;
- optionally ``explain(pos)`` (why a click did nothing) and ``action_rects(action)`` (where the Hint points).

Privacy: everything drawn comes from ``self.view`` and the log worded for
the current viewer. A hand-over finishes every tween, drops the display
model, the selection and the static layer, so nothing made for the previous
viewer survives it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from engine.core import Action, Event, filter_events
from game import theme
from game.anim import Animator
from game.i18n import tr
from game.kit.advice import Advice
from game.kit.art import CardArt
from game.kit.choices import Choices, Offer, Pick
from game.kit.clicks import Clicks
from game.kit.coach import Coach
from game.kit.effects import Effects
from game.kit.flights import Burst, Flight, Popup
from game.kit.flow import Flow
from game.kit.hints import Hints
from game.kit.keeping import Keeping
from game.kit.layer import StaticLayer
from game.kit.log import GameLog
from game.kit.notes import LogView, Notice, Recap, skip_badge
from game.kit.stage import LaidOut, Stage, Zone
from game.moderator import Moderator
from game.outcome import ResultRow
from game.scene import Scene, is_click
from game.seats import Seat

BOT_PAUSE = 0.3  # seconds between two computer moves at normal speed, so people can follow
THINK_BUDGET = 0.004  # seconds of computer thinking per frame
Color = tuple[int, int, int]


class TableScene(Clicks, Advice, Flow, Keeping, Hints, Effects, LaidOut, Scene):
    art: CardArt  # the game's card art (a class attribute of each table)

    def __init__(self, app: Any, game_name: str, seats: list[Seat], seed: int, attract: bool = False,
                 options: dict[str, Any] | None = None, actions: Sequence[Action] = ()) -> None:
        """A new game; with ``actions``, a saved game continued where it stopped."""
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
        self._last_tap: tuple[int, int] | None = None  # where the last click on nothing landed
        self.clock = 0.0
        self.pause = 0.0
        self.finished = False
        self.end_wait = 0.0
        self.leave_armed = 0.0
        self._raw: dict[int, Event] = {}
        self.notice = Notice()
        self.recap = Recap()
        self.log_view: LogView | None = None
        self._mine = False
        self.coach: Coach | None = None  # "Learn to play" sets one; a resumed game plays without
        self._was_open = False
        self._offers: list[Offer] = []
        self._offers_key: Hashable = None
        self.menu = self._menu()
        self.setup()
        self.refresh()
        opening = self.game.opening_events(self.mod.state)
        if actions:
            self.resume(opening, actions)
            self.view = self.mod.view()
            self.refresh()
        else:
            self.opening(self._remember(opening))
        self.stage.settle()

    # --- hooks a game's table fills in -------------------------------------------------------
    def setup(self) -> None:
        """The table's own fields, set before the opening is animated."""

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

    def overlay_open(self) -> bool:
        """Whether a list or a panel covers the table now (cards in flight and points stay under it)."""
        return False

    def static_key(self) -> Hashable:
        """What the static layer shows depends on; a table adds its own state (an open list...)."""
        return None

    def keep_selection(self, pick: Pick) -> bool:
        """Whether the selection still means something after the legal actions changed."""
        return pick.card in self.choices.by_card

    def hint(self) -> tuple[str, Color]:
        return "", theme.TEXT

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """What the player seems to try with a click that hits nothing offered: the engine action
        (the kit asks the engine why it is not possible) or a sentence; ``None`` says nothing."""
        return None

    @property
    def log_rect(self) -> pygame.Rect | None:
        """The log panel: a click on it opens the whole log."""
        return None

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

    def rewound(self) -> None:
        """A move was undone: a table drops what it keeps of its own beyond the view."""

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
        offers = self.current_offers()
        out = [*(self.coach.offers(offers) if self.coach is not None else []), *offers]
        out.extend(Offer(b.rect, b.key, b.action) for b in self.menu.buttons if b.action)
        out.extend(self.hint_offers())
        return out

    # --- moves -----------------------------------------------------------------------------------
    def _remember(self, raw: list[Event]) -> list[Event]:
        """The events as the viewer may see them (hidden silent ones dropped), each one's raw form kept for the log."""
        pairs = [(f, r) for r in raw for f in self.seen([r])]
        self._raw = {id(f): r for f, r in pairs}
        self._seen = [f for f, _r in pairs]  # keeps the filtered events alive, so their ids stay theirs
        return self._seen

    def play(self, action: Action, *more: Action) -> None:
        """Apply an action for the seat to act (a human click or a computer's choice); ``more`` follow
        it as one move (a placement and its payment): see ``play_all``."""
        self.play_all([action, *more])

    def play_all(self, actions: list[Action]) -> None:
        """Several actions of the seat to act as one move, animated together (a choice the engine takes
        in picks, collected whole on screen), undone together; stops at the first one not legal at its turn."""
        self._mine = self.mod.human_turn  # what flies now is the viewer's own move (a click on it is kept)
        if self.mod.human_turn and self.mod.viewer is not None:
            self.recap.acted(self.mod.viewer, self.log.mark())
        self.notice.clear()
        before = self.view
        mark = self.log.mark()
        raw: list[Event] = []
        for i, action in enumerate(actions):
            if i and action not in self.mod.legal():
                break
            raw += self.mod.apply(action, mark, joined=i > 0)
        self.view = self.mod.view()
        self.choices.clear()
        self.refresh()
        seen = self._remember(raw)
        if self.coach is not None:
            self.coach.saw(seen, self._mine)
        self.stage.begin(before)
        self.choreograph(seen, before)
        self.stage.settle()  # nothing flew (instant speed, or an action that moves no card)
        self.pause = BOT_PAUSE if seen else 0.0  # a move the viewer cannot see (a secret pick) takes no time
        self.keep()

    def refresh(self) -> None:
        self.choices.update(self.mod.legal(), self.keep_selection)

    def hand_over_to(self, seat: int) -> None:
        """The curtain lifts for ``seat``: nothing made for the previous viewer may survive."""
        self.recap.clear()
        self.log_view = None
        self.mod.hand_over(seat)
        self.forget_screen()

    def forget_screen(self) -> None:
        """Everything drawn is made again from the moderator's view (a hand-over, an undo)."""
        self.anim.skip()
        self.notice.clear()
        self.stage.reset()
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

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.menu.handle(event)
            return
        if self.log_view is not None:
            if self.log_view.handle(event):
                self.log_view = None
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.undo_key(event):
            return
        if not is_click(event):
            return
        self.click_at(event.pos)

    def update(self, dt: float) -> None:
        self.advance(dt)
        self._watch_turn()
        if self.coach is not None:
            self.coach.tick(self.view, self.choices.legal, self.input_open and self.mod.viewer is not None)

    def _watch_turn(self) -> None:
        """When a human's turn opens after others have played: what happened since their last move."""
        now_open = self.input_open
        if now_open and not self._was_open and self.mod.viewer is not None and not self.embedded:
            self.recap.turn_starts(self.mod.viewer, self.log)
        self._was_open = now_open

    def advance(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.stage.settle()
        self.notice.update(dt)
        self.recap.update(dt)
        if self.leave_armed > 0:
            self.leave_armed = max(0.0, self.leave_armed - dt)
            if self.leave_armed == 0:
                b = self.menu.get("ui:leave")
                if b:
                    b.label = tr("Leave")
        self.sync_undo()
        self.advise()
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

    # --- drawing ------------------------------------------------------------------------------------
    def _static_key(self) -> Hashable:
        menu = None if self.embedded else tuple((b.label, b.hover) for b in self.menu.buttons)
        return (id(self.view), self.stage.version, self.choices.version, self.log.version, self.mod.viewer,
                self.input_open, menu, self.notice.active and self.notice.text, self.advice_key(), self.static_key())

    def _paint_static(self, surface: pygame.Surface) -> None:
        self.paint(surface)
        if not self.embedded:
            self.menu.draw(surface)
            self.paint_hint_button(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.layer.draw(surface, self._static_key(), self._paint_static)
        self.paint_live(surface)
        self.paint_advice(surface)
        if not self.embedded:
            self.undo_tip(surface)
        tweens = self.anim.tweens
        if tweens and not self.overlay_open():  # a list over the table hides what moves under it
            for f in sorted((t for t in tweens if type(t) is Flight), key=lambda f: f.delay):
                f.draw(surface)
            for tw in tweens:
                if type(tw) is Burst or type(tw) is Popup:
                    tw.draw(surface)
            if self.anim.blocking and not self.embedded:
                skip_badge(surface)
        if self.recap.active and self.log_rect is not None:
            self.recap.draw(surface, self.log_rect)
        if self.coach is not None and not self.embedded:
            self.coach.draw(surface, self.current_offers(), self.clock)
        if self.log_view is not None:
            self.log_view.draw(surface)
