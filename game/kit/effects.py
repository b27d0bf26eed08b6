"""What a game's choreography may ask for besides flights: log lines on time, sounds, popups, sparks,
a label for the moment, and any tween of its own.

The table gives its game one ``Effects``: the choreography calls these and
never reaches into the table. The log gets an event when the cards it moves
start to move (``narrate``), so the log never runs ahead of the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from engine.core import Event, Words
from game import theme, ui
from game import words as say_words
from game.anim import Animator, Tween, Wait
from game.kit import panels
from game.kit.choices import Offer
from game.kit.flights import Burst, Popup
from game.kit.log import GameLog
from game.kit.stage import Stage

Color = tuple[int, int, int]


class Effects:
    def __init__(self, anim: Animator, stage: Stage, log: GameLog, names: list[str],
                 play_sound: Callable[[str], None], viewer: Callable[[], int | None]) -> None:
        self.anim = anim
        self.stage = stage
        self.log = log
        self.names = names
        self._play_sound = play_sound
        self._viewer = viewer
        self.raw: dict[int, Event] = {}  # filtered event id -> the raw event the log keeps (worded per viewer)
        self.label: str | None = None  # a word for the moment (the phase being animated), gone when nothing moves
        self.clock = 0.0

    @property
    def viewer(self) -> int | None:
        return self._viewer()

    def name(self, seat: int) -> str:
        return self.names[seat]

    def say(self, w: Words) -> str:
        return say_words.say(w, self.names)

    def narrate(self, e: Event, at: float = 0.0) -> None:
        """Put ``e`` in the log when the animation reaches ``at``: the log never runs ahead of the cards."""
        raw = self.raw.get(id(e), e)
        self.stage.at(at, lambda: self.log.add(raw))

    def narrate_all(self, events: list[Event]) -> None:
        for e in events:
            self.narrate(e)

    def set_up(self, events: list[Event], dealt: str, t: float, step: Callable[[Event, float], float]) -> float:
        """The rest of the set-up after its deal: each ``dealt`` event said at once (its cards fly already), every
        other played by ``step`` from ``t`` in turn. Returns when the last is shown."""
        for e in events:
            if e.kind == dealt:
                self.narrate(e)
            else:
                t = step(e, t)
        return t

    def note(self, w: Words, at: float = 0.0) -> None:
        """A line of the table's own in the log (public words only)."""
        self.stage.at(at, lambda: self.log.add(w))

    def show_label(self, text: str | None) -> None:
        """A word shown while the animation runs (the phase the cards are in); dropped once nothing moves."""
        self.label = text

    def cue(self, sound: str, delay: float = 0.0) -> None:
        """Play a sound when the animation reaches ``delay`` seconds; a skip keeps it silent."""
        if self.anim.speed <= 0:
            return
        tween = Wait(0.0, delay=delay, blocking=False)
        tween.on_start = lambda: None if self.anim.skipping else self._play_sound(sound)
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

    def add(self, tween: Tween) -> None:
        """A tween of the game's own (a banner): drawn over the table while it runs, if it can draw."""
        self.anim.add(tween)

    def glow(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """The moving outline of a place the move lands on (what may be clicked now); where it drew."""
        return ui.marching(surface, rect, self.clock * 2.5)

    def lit_offers(self, surface: pygame.Surface, offers: Sequence[Offer], mouse: tuple[int, int],
                   outlined: Callable[[Offer], bool] | None = None, pile: pygame.Rect | None = None, *,
                   only: Hashable | None = None, buttons: Sequence[ui.Button] = ()) -> list[pygame.Rect]:
        """Every glowing offer's moving outline (``only``: that one key's alone, the move Learn to play's coach
        names); the offer under the mouse among the others that ``outlined`` picks, outlined still (a button drawn
        by the table at rest, lit by the hover); ``pile``, a pile a click opens as a list, outlined under the mouse
        while nothing moves; and the enabled one of ``buttons`` under the mouse, lit. Where it drew."""
        drawn = []
        for offer in offers:
            if offer.glow:
                if only is None or offer.key == only:
                    drawn.append(self.glow(surface, offer.rect))
            elif outlined is not None and offer.rect.collidepoint(mouse) and outlined(offer):
                drawn.append(pygame.draw.rect(surface, theme.ACCENT_2, offer.rect, 2, border_radius=10))
        if pile is not None and not self.anim.blocking and pile.collidepoint(mouse):
            drawn.append(pygame.draw.rect(surface, theme.ACCENT_2, pile.inflate(6, 6), 2, border_radius=10))
        drawn.extend(panels.hover_buttons(surface, buttons, mouse))
        return drawn
