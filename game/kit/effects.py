"""What a table's choreography may ask for besides flights: log lines on time, sounds, popups, sparks, pulses.

``TableScene`` mixes this in; a game's choreography receives the table as
its ``Effects`` and calls these, so it never reaches into the table itself.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from engine.core import Event, Words
from game import theme, ui
from game.anim import Animator, Wait
from game.kit.flights import Burst, Popup
from game.kit.log import GameLog
from game.kit.stage import Stage

Color = tuple[int, int, int]


class Effects:
    app: Any
    anim: Animator
    stage: Stage
    log: GameLog
    clock: float
    _raw: dict[int, Event]

    def narrate(self, e: Event, at: float = 0.0) -> None:
        """Put ``e`` in the log when the animation reaches ``at``: the log never runs ahead of the cards."""
        raw = self._raw.get(id(e), e)
        self.stage.at(at, lambda: self.log.add(raw))

    def narrate_all(self, events: list[Event], at: float = 0.0) -> None:
        for e in events:
            self.narrate(e, at)

    def note(self, w: Words, at: float = 0.0) -> None:
        """A line of the table's own in the log (public words only)."""
        self.stage.at(at, lambda: self.log.add(w))

    def cue(self, sound: str, delay: float = 0.0) -> None:
        """Play a sound when the animation reaches ``delay`` seconds; a skip keeps it silent."""
        if self.anim.speed <= 0:
            return
        tween = Wait(0.0, delay=delay, blocking=False)
        tween.on_start = lambda: None if self.anim.skipping else self.app.sound.play(sound)
        self.anim.add(tween)

    def popup(self, text: str, pos: tuple[int, int], color: Color = theme.GOLD, size: int = 34,
              duration: float = 1.1, delay: float = 0.0, rise: int = 40) -> None:
        for tw in self.anim.tweens:  # the same words rising at the same place again say nothing new: one is enough
            if type(tw) is Popup and tw.text == text and tw.pos == pos:
                start = tw.delay - tw.elapsed  # from now, in seconds
                if start < delay + duration and delay < start + tw.duration:
                    return
        self.anim.add(Popup(text, pos, color, size, duration, delay, rise))

    def burst(self, pos: tuple[int, int], color: Color, delay: float) -> None:
        self.anim.add(Burst(pos, color, delay=delay))

    def pulse(self) -> int:
        """The width of a pulsing outline now (what may be clicked)."""
        return 2 + int(1.5 * (1 + math.sin(self.clock * 6)))

    def glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The moving outline of a place the move lands on (what may be clicked now)."""
        ui.marching(surface, rect, self.clock * 2.5)
