"""The Hint button: the Hard computer's move for the human to act, from that human's own view, with one line of why.

``TableScene`` mixes this in. A click on Hint starts ``engine.search.hint``'s
``hint_steps`` for the seat to act; the table runs it a slice at a time
within the frame (like a computer's ``think``), saying "Thinking…" in the
hint area, then outlines the suggested card or target and puts the why line
there. The search reads only the seat's view (its ``Situation`` re-deals
everything the seat cannot see), so a hint never tells what the player could
not know. Its dice come from the seed and the move number, so the same
position always gets the same hint.

Any click elsewhere stops a hint still thinking; a move, an undo or a
hand-over drops the hint altogether (it belongs to one position and one
player). The button is only there while a human may act: never for a
computer, behind the title, in a replay, or on the curtain (the table is not
drawn then). A table whose layout has something where the button sits gives
its own ``hint_rect``; ``action_rects`` says where an action is on screen.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from typing import Any

import pygame

from engine.core import Action
from engine.search.budget import Budget
from engine.search.hint import Hint, hint_steps
from game import theme, ui
from game.i18n import tr
from game.kit.choices import Offer, Pick

HINT_RECT = pygame.Rect(1164, 160, 106, 32)  # under Undo; a table whose layout has something there moves it
FRAME_BUDGET = 0.002  # seconds of hint thinking per frame: the frame stays smooth, in the browser too
ADVICE = (96, 226, 255)  # the outline of the suggested card: a cyan no card face or "click me" outline uses
HINT_KEY = "ui:hint"
# Seconds of the search's own work for a hint, counted on a clock that runs only while it thinks: at ~2 ms
# a frame a wall-clock budget would let the frames in between eat it. About two seconds at most on screen,
# less when the best move is settled early.
HINT_THINKING = Budget(seconds=0.2)

Color = tuple[int, int, int]


class ThinkingClock:
    """Seconds spent thinking, not counting the frames in between: the hint's budget is its own work."""

    def __init__(self) -> None:
        self.spent = 0.0
        self.since: float | None = None

    def __call__(self) -> float:
        return self.spent + (time.perf_counter() - self.since if self.since is not None else 0.0)

    def run(self) -> None:
        self.since = time.perf_counter()

    def pause(self) -> None:
        if self.since is not None:
            self.spent += time.perf_counter() - self.since
            self.since = None


class Advice:
    hint_rect = HINT_RECT
    hint_budget = HINT_THINKING  # tests give an iteration count, so a hint repeats exactly and quickly
    _advising: Iterator[Hint | None] | None = None
    _advice: Hint | None = None
    _advice_at: Any = None  # the position the hint is for: it is dropped when that changes
    _thinking_clock: ThinkingClock | None = None
    # from the table: mod, game, view, embedded, input_open, clock, say(), current_offers(), hint()

    # --- asking -----------------------------------------------------------------------------------
    @property
    def hint_open(self) -> bool:
        """The Hint button is there: a human in front of the screen may act (not behind the title, not a replay)."""
        return (self.input_open and not self.embedded and not self.mod.scripted  # type: ignore[attr-defined]
                and self.mod.viewer is not None)  # type: ignore[attr-defined]

    @property
    def thinking(self) -> bool:
        return self._advising is not None

    @property
    def advice(self) -> Hint | None:
        """The hint shown now, if it is still for this position."""
        return self._advice if self._advice_at is not None and not self._moved_on() else None

    def _position(self) -> Any:
        mod = self.mod  # type: ignore[attr-defined]
        return (mod.state, mod.viewer, len(mod.recipe.actions))  # the state itself: an id could be reused

    def _moved_on(self) -> bool:
        at = self._advice_at
        return at is not None and not (at[0] is self.mod.state and at[1:] == self._position()[1:])  # type: ignore[attr-defined]

    def ask_hint(self) -> None:
        """The Hint button: think about the move of the seat to act (already thinking: nothing more)."""
        if not self.hint_open or self.thinking:
            return
        mod = self.mod  # type: ignore[attr-defined]
        rng = random.Random(f"{mod.seed}:hint:{len(mod.recipe.actions)}")
        clock = self._thinking_clock = ThinkingClock()
        budget = self.hint_budget.with_clock(clock)
        self._advising = hint_steps(self.game, mod.state, mod.to_act, rng, budget)  # type: ignore[attr-defined]
        self._advice, self._advice_at = None, self._position()

    def cancel_hint(self) -> None:
        """Stop a hint still thinking (a click elsewhere); a hint already shown stays for its position."""
        self._advising = None

    def hint_click(self, pos: tuple[int, int]) -> None:
        """Any click but one on the Hint button itself stops the thinking."""
        if self.thinking and not (self.hint_open and self.hint_rect.collidepoint(pos)):
            self.cancel_hint()

    def advise(self) -> None:
        """Each frame: a position that changed drops its hint; a hint thinking goes on within the frame budget."""
        if self._moved_on():
            self._advising, self._advice, self._advice_at = None, None, None
            return
        if self._advising is None or not self.input_open:  # type: ignore[attr-defined]
            return
        clock = self._thinking_clock
        if clock is not None:
            clock.run()
        try:
            self._think_a_frame()
        finally:
            if clock is not None:
                clock.pause()

    def _think_a_frame(self) -> None:
        assert self._advising is not None
        start = time.perf_counter()
        longest = 0.0
        while True:
            t0 = time.perf_counter()
            try:
                step = next(self._advising)
            except StopIteration:
                self._advising = None
                return
            if step is not None:
                self._advising, self._advice = None, step
                self.advised(step.action)
                return
            now = time.perf_counter()
            longest = max(longest, now - t0)
            if now - start + longest > FRAME_BUDGET:  # another slice could overrun the frame
                return

    def advised(self, a: Action) -> None:
        """The hint has come: a table whose move is set up on screen first (an amount) may set it up."""

    # --- showing -------------------------------------------------------------------------------------
    def advice_line(self) -> tuple[str, Color] | None:
        """The hint area while a hint thinks or is shown, else ``None``."""
        if self.thinking:
            return tr("Thinking…"), theme.TEXT_DIM
        found = self.advice
        if found is None:
            return None
        return advice_words(found, self.say, self.game.describe), ADVICE  # type: ignore[attr-defined]

    def current_hint(self) -> tuple[str, Color]:
        """The hint area: the reason a click did nothing, else the hint thinking or shown, else the table's line."""
        line = None if self.notice.active else self.advice_line()  # type: ignore[attr-defined]
        return line if line is not None else super().current_hint()  # type: ignore[misc]

    def advice_key(self) -> Any:
        """What the static layer shows of the hint (the button, the line)."""
        return self.hint_open, self.thinking, self.advice

    def action_rects(self, a: Action) -> list[pygame.Rect]:
        """Where action ``a`` is on screen: what offers it, else the card it is about (a hand card to choose).
        A table whose actions are collected on screen in several clicks says more."""
        offers: list[Offer] = self.current_offers()  # type: ignore[attr-defined]
        exact = [o.rect for o in offers if o.key == a]
        if exact or a.card < 0:
            return exact
        return [o.rect for o in offers if isinstance(o.key, Pick) and o.key.card == a.card]

    def hint_offers(self) -> list[Offer]:
        return [Offer(self.hint_rect.copy(), HINT_KEY, self.ask_hint)] if self.hint_open else []

    def paint_hint_button(self, surface: pygame.Surface) -> None:
        """Into the static layer, beside the menu."""
        if self.hint_open:
            ui.Button(self.hint_rect.copy(), tr("Thinking…") if self.thinking else tr("Hint"), key=HINT_KEY, size=16,
                      enabled=not self.thinking).draw(surface)

    def paint_advice(self, surface: pygame.Surface) -> None:
        """Every frame: the suggested card or target outlined in the hint's own colour."""
        found = self.advice
        if found is None or not self.input_open:  # type: ignore[attr-defined]
            return
        width = 3 + int(1.5 * (1 + math.sin(self.clock * 5)))  # type: ignore[attr-defined]
        for r in self.action_rects(found.action):
            box = r.inflate(14, 14)
            pygame.draw.rect(surface, theme.HALO, box, width + 4, border_radius=12)
            pygame.draw.rect(surface, ADVICE, box, width, border_radius=12)


def advice_words(found: Hint, say: Any, describe: Any) -> str:
    """The hint in one short line for the hint area: the move and how it rated against the next best in the
    search's trial games (the engine's longer ``why`` names both moves, too long for a narrow hint area)."""
    if len(found.ranked) < 2:
        return tr("Hint: {why}", why=say(found.why))
    p, q = round(100 * found.ranked[0][2]), round(100 * found.ranked[1][2])
    action = say(describe(found.action))
    if p <= q:
        return tr("Hint: {action} — as good as the next best ({p} of 100 in trial games)", action=action, p=p)
    return tr("Hint: {action} — {p} of 100 in trial games, the next best {q}", action=action, p=p, q=q)
