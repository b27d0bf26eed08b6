"""The referee every table scene uses; it knows no game's rules.

It holds the true state, applies the chosen ``Action`` through the engine,
decides whose eyes the screen belongs to (the *viewer*), and lets computer
seats think in slices within a per-frame time budget (``engine.bots``
generators), because the browser build has no threads.

Hot-seat: the viewer is the last human who was shown private information.
With one human the viewer is always that human; with none it is ``None`` (the
table view: public information only). With two or more humans the screen must
be covered before a different human's decision (``needs_hand_over``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.bots import Bot, make_bot, situation
from engine.core import Action, Event
from engine.recipe import Recipe
from game.seats import Seat


class Moderator:
    def __init__(self, game_name: str, seats: list[Seat], seed: int, options: dict | None = None) -> None:
        self.game_name = game_name
        self.game = GAMES[game_name]
        self.seats = seats
        self.seed = seed
        self.options = dict(options or {})
        self.state: Any = self.game.new(len(seats), seed, **self.options)
        self.recipe = Recipe(game_name, len(seats), seed, self.options)
        self.rng = random.Random(seed ^ 0x5EED)
        self.bots: dict[int, Bot] = {
            i: make_bot(game_name, s.level) for i, s in enumerate(seats) if not s.human
        }
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._thinking: Iterator[Action | None] | None = None
        self._thinking_for: int | None = None

    # --- what the screen may show ------------------------------------------
    def view(self) -> Any:
        return self.game.view(self.state, self.viewer)

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].human

    @property
    def human_turn(self) -> bool:
        """The viewer is to decide now: the table may offer the legal actions."""
        seat = self.to_act
        return self.is_human(seat) and seat == self.viewer

    def legal(self) -> list[Action]:
        """The legal actions, but only while the human in front of the screen decides."""
        return self.game.legal_actions(self.state) if self.human_turn else []

    def needs_hand_over(self) -> bool:
        seat = self.to_act
        return self.is_human(seat) and seat != self.viewer

    def hand_over(self, seat: int) -> None:
        self.viewer = seat

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # --- moves -----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; returns its events unfiltered (the table filters them for its viewer)."""
        self.state, events = self.game.apply(self.state, action)
        self.recipe.actions.append(action)
        self._thinking = None
        self._thinking_for = None
        return events

    def think(self, budget: float = 0.004) -> Action | None:
        """Advance the computer to act for at most ``budget`` seconds; its action once decided."""
        seat = self.to_act
        if seat is None or self.is_human(seat):
            return None
        if self._thinking is None or self._thinking_for != seat:
            bot = self.bots[seat]
            self._thinking = bot.think(situation(self.game, self.state, self.rng))
            self._thinking_for = seat
        deadline = time.perf_counter() + budget
        while True:
            try:
                step = next(self._thinking)
            except StopIteration:
                raise RuntimeError(f"computer {self.name(seat)} stopped without choosing") from None
            if step is not None:
                return step
            if time.perf_counter() >= deadline:
                return None
