"""What every table scene shares: the moderator loop, input gating, curtain, results.

A game's table subclasses ``TableScene`` and fills in four things:

- ``animate(events, before)``   turn engine events into tweens (``self.anim``)
- ``offered()``                  what may be clicked now: ``(rect, key, callback)``
                                 where ``key`` is an engine ``Action`` or a UI id
- ``draw_table(surface)``        paint ``self.view`` (minus cards still in flight)
- ``result_rows()``              the results scene rows built from the final view

The base class is the moderator's driver: it applies the chosen ``Action``,
lets computers think in slices (a few milliseconds per frame), raises the
hand-over curtain between different humans, waits for blocking tweens before
anything else happens, and opens the results scene at the end.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from engine.core import Action, Event
from game import theme, ui
from game.anim import Animator, Tween, Wait
from game.moderator import Moderator
from game.scene import Scene, is_click
from game.scenes.results import ResultRow
from game.seats import Seat

Clickable = tuple[pygame.Rect, Any, Callable[[], None]]

BOT_PAUSE = 0.3  # seconds between two computer moves at normal speed, so people can follow
END_PAUSE = 1.6  # seconds to look at the final table before the results
THINK_BUDGET = 0.004  # seconds of computer thinking per frame


class Popup(Tween):
    """A short text that rises and fades (points scored); never blocks input."""

    def __init__(self, text: str, pos: tuple[int, int], color: tuple[int, int, int] = theme.GOLD,
                 size: int = 34, duration: float = 1.1, delay: float = 0.0) -> None:
        super().__init__(duration, delay=delay, blocking=False)
        self.text, self.pos, self.color, self.size = text, pos, color, size

    def draw(self, surface: pygame.Surface) -> None:
        if self.waiting:
            return
        t = self.raw
        img = theme.text(self.text, self.size, self.color, bold=True)
        if t > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (t - 0.6) / 0.4)))
        surface.blit(img, img.get_rect(center=(self.pos[0], self.pos[1] - int(40 * t))))


class TableScene(Scene):
    def __init__(self, app, game_name: str, seats: list[Seat], seed: int, attract: bool = False) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.seats = seats
        self.attract = attract
        self.embedded = False  # drawn behind the title: never opens other scenes
        self.mod = Moderator(game_name, seats, seed)
        self.game = self.mod.game
        self.anim = Animator(self._speed())
        self.view = self.mod.view()
        self.log: list[tuple[str, tuple[int, int, int]]] = []
        self.pause = 0.0
        self.finished = False
        self.end_wait = 0.0
        self.leave_armed = 0.0
        self.menu = ui.ButtonRow([
            ui.Button(pygame.Rect(1164, 10, 106, 32), "Rules", self.open_rules, key="ui:rules", size=16),
            ui.Button(pygame.Rect(1164, 48, 106, 32), "Settings", self.open_settings, key="ui:settings", size=16),
            ui.Button(pygame.Rect(1164, 86, 106, 32), "Leave", self.leave, key="ui:leave", size=16),
        ])
        self.opening()

    # --- hooks a game's table fills in ---------------------------------------
    def opening(self) -> None:
        """Animate the start of the game (the deal)."""

    def animate(self, events: list[Event], before: Any) -> None:
        """Turn the events of one action into tweens; ``before`` is the view before it."""

    def offered(self) -> list[Clickable]:
        """What the human in front of the screen may click now (only called on their turn)."""
        return []

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))

    def result_rows(self) -> list[ResultRow]:
        winners = set(self.game.winners(self.mod.state))
        return [
            ResultRow(i, s.name, sc, i in winners)
            for i, (s, sc) in enumerate(zip(self.seats, self.game.scores(self.mod.state), strict=True))
        ]

    def card_painter(self) -> Callable[[int, int, int], pygame.Surface] | None:
        return None

    def on_action(self, action: Action) -> None:
        """After any action (clears selections and such)."""

    def game_over(self) -> None:
        """Once, when the game has ended (not behind the title): a table may record a streak."""

    def result_notes(self) -> list[str]:
        """Extra lines for the results screen (a streak, a reminder of how ties go)."""
        return []

    # --- helpers -------------------------------------------------------------------
    def _speed(self) -> float:
        factor = self.app.settings.speed_factor
        # behind the title, "instant" would flicker a move every frame: keep it watchable
        return max(factor, 0.45) if self.embedded else factor

    def cue(self, sound: str, delay: float = 0.0) -> None:
        """Play a sound when the animation reaches ``delay`` seconds; a skip keeps it silent."""
        if self.anim.speed <= 0:
            return  # instant speed: no animation to accompany
        tween = Wait(0.0, delay=delay, blocking=False)
        tween.on_start = lambda: None if self.anim.skipping else self.app.sound.play(sound)
        self.anim.add(tween)

    def draw_log(self, surface: pygame.Surface, r: pygame.Rect, lines: int, spacing: int) -> None:
        """The newest ``lines`` log lines in panel ``r``, newest at the bottom, cut to its width."""
        ui.panel(surface, r, (18, 22, 44), (50, 60, 100), radius=10)
        y = r.bottom - 24
        for line, col in reversed(self.log[-lines:]):
            img = theme.text(line, 14, col)
            if img.get_width() > r.w - 16:
                img = img.subsurface((0, 0, r.w - 16, img.get_height()))
            surface.blit(img, (r.x + 8, y))
            y -= spacing

    def say(self, line: str, color: tuple[int, int, int] = theme.TEXT) -> None:
        self.log.append((line, color))
        del self.log[:-40]

    def name(self, seat: int) -> str:
        return self.mod.name(seat)

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the viewer, or seat 0 for the table view."""
        return self.view.seat if self.view.seat is not None else 0

    @property
    def input_open(self) -> bool:
        """The human in front of the screen may act (their turn, nothing blocking)."""
        return self.mod.human_turn and not self.anim.blocking and not self.finished

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """What a click may hit now, topmost first: ``(rect, Action or UI id)``."""
        return [(r, key) for r, key, _ in self._clickables()]

    def _clickables(self) -> list[Clickable]:
        out: list[Clickable] = []
        if self.input_open:
            out.extend(self.offered())
        out.extend((b.rect, b.key, b.action) for b in self.menu.buttons if b.action)
        return out

    # --- moves -----------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Apply an action for the seat to act (a human click or a computer's choice)."""
        before = self.view
        events = self.mod.apply(action)
        self.view = self.mod.view()
        self.on_action(action)
        self.animate(events, before)
        self.pause = BOT_PAUSE

    def hand_over_to(self, seat: int) -> None:
        self.mod.hand_over(seat)
        self.view = self.mod.view()

    # --- scene ---------------------------------------------------------------------
    def enter(self) -> None:
        self.anim.speed = self._speed()

    def handle(self, event: pygame.event.Event) -> None:
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
        for rect, _key, fn in self._clickables():
            if rect.collidepoint(event.pos):
                fn()
                return
        self.clicked_nothing()

    def clicked_nothing(self) -> None:
        """A click on no offered thing (a table may drop a selection)."""

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        if self.leave_armed > 0:
            self.leave_armed = max(0.0, self.leave_armed - dt)
            if self.leave_armed == 0:
                b = self.menu.get("ui:leave")
                if b:
                    b.label = "Leave"
        if self.anim.blocking:
            return
        if self.mod.over:
            self._after_game(dt)
            return
        if self.mod.needs_hand_over():
            if not self.embedded:
                self._raise_curtain()
            return
        seat = self.mod.to_act
        if seat is not None and not self.mod.is_human(seat):
            if self.pause > 0 and self._speed() > 0:
                self.pause -= dt / self._speed()
                return
            action = self.mod.think(THINK_BUDGET)
            if action is not None:
                self.play(action)

    def _raise_curtain(self) -> None:
        from game.scenes.curtain import CurtainScene

        seat = self.mod.to_act
        assert seat is not None
        if self.app.top is self:
            self.app.push(CurtainScene(self.app, self.name(seat), lambda: self.hand_over_to(seat)))

    def _after_game(self, dt: float) -> None:
        if not self.finished:
            self.finished = True
            self.say("Game over", theme.GOLD)
            if not self.embedded:
                self.game_over()
                self.app.game_ended()
        self.end_wait += dt
        if self._speed() > 0 and self.end_wait < END_PAUSE:
            return
        if self.embedded:
            self.restart()
        elif self.app.top is self:
            self.show_results()

    def restart(self) -> None:
        """Same seats, a new deal (attract mode behind the title)."""
        embedded = self.embedded
        type(self).__init__(self, self.app, self.game_name, self.seats, random.randrange(1_000_000), attract=self.attract)
        self.embedded = embedded

    def show_results(self) -> None:
        from game.scenes.results import ResultsScene

        scene = ResultsScene(
            self.app, f"{self.game.title} — results", self.result_rows(), self.again, self.to_menu,
            painter=self.card_painter(), auto_again=8.0 if self.attract else None, notes=self.result_notes(),
        )
        self.app.replace(scene)

    def again(self) -> None:
        from game.scenes.title import TitleScene
        from game.tables import open_table

        seats = [Seat(s.name, s.human, s.level) for s in self.seats]
        table = open_table(self.app, self.game_name, seats, attract=self.attract)
        if table is None:
            self.to_menu()
            return
        if self.attract and not any(s.human for s in seats) and self.app.options.autoplay:
            self.app.reset(table)
        else:
            self.app.reset(TitleScene(self.app))
            self.app.push(table)

    def to_menu(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def leave(self) -> None:
        """Two clicks within three seconds, so a stray click never throws a game away."""
        b = self.menu.get("ui:leave")
        if self.leave_armed > 0 or self.finished:
            self.to_menu()
            return
        self.leave_armed = 3.0
        if b:
            b.label = "Sure?"

    def open_rules(self) -> None:
        from game.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, self.game_name))

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        for tw in self.anim.of_type(Popup):
            tw.draw(surface)
        if not self.embedded:
            self.menu.draw(surface)
