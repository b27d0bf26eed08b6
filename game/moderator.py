"""The referee every table scene uses; it knows no game's rules.

It holds the true state, applies the chosen ``Action`` through the engine,
decides whose eyes the screen belongs to (the *viewer*), and lets computer
seats think in slices within a per-frame time budget (``engine.bots``
generators), because the browser build has no threads.

Hot-seat: the viewer is the last human who was shown private information.
With one human the viewer is always that human; with none it is ``None`` (the
table view: public information only). With two or more humans the screen must
be covered before a different human's decision (``needs_hand_over``).

Undo follows what online board-game players know: a human may take back
their own moves of this turn, up to the last moment something new appeared —
a card drawn or revealed, an automated opponent acting (the game's ``news``),
another seat acting, a hand-over. An automated opponent's secret pick (the game's
``secret_moves``: the others see only that it was made) is no answer, and is taken
back with the move before it. A move that passes the turn to another
human can still be taken back while the screen waits to be passed to them
(``handing_over``): that person has seen nothing yet. The moderator keeps the
states before those moves (the engine never changes a state, so keeping one
is free).

A computer's choice depends only on the seed and how many moves were made,
so a game continued from its recipe (or replayed after an undo) goes on
exactly as it would have.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine import GAMES
from engine.bots import Bot, make_bot, situation
from engine.core import Action, Event, Player, Words, words
from engine.recipe import Recipe
from game import memory
from game.seats import Seat

# why there is nothing to take back (the table words these)
NOTHING_YET = words("Nothing to undo yet this turn.")
NOT_YOURS = words("You can only undo on your own turn.")
RESUMED = words("No undo past the point where the game was continued.")


class Moderator:
    def __init__(self, game_name: str, seats: list[Seat], seed: int, options: dict | None = None) -> None:
        self.game_name = game_name
        self.game = GAMES[game_name]
        self.seats = seats
        self.seed = seed
        self.options = dict(options or {})
        self.state: Any = self.game.new(len(seats), seed, **self.options)
        self.recipe = Recipe(game_name, len(seats), seed, self.options)
        self.bots: dict[int, Bot] = {
            i: make_bot(game_name, s.level) for i, s in enumerate(seats) if not s.human
        }
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.scripted = False  # a replay: nobody thinks, the moves come from the recipe
        self._thinking: Iterator[Action | None] | None = None
        self._thinking_for: int | None = None
        # (state before, the table's mark, joined to the move before, moves before) of each move that may be undone
        self._trail: list[tuple[Any, Any, bool, int]] = []
        self.undo_block: Words = NOTHING_YET
        # not frozen yet: the screen that made this table (the last game's results) may still hold the last
        # table, which a freeze now would keep out of the collector's reach for a whole game
        self._settled = False

    def resume(self, actions: Sequence[Action], moved: Callable[[int | None, list[Event]], None]) -> None:
        """Play a saved game's moves at once (Continue). ``moved`` hears of each one as it is made: the seat that
        made it and its events (the state is then the one just after it)."""
        for a in actions:
            seat = self.to_act
            moved(seat, self.apply(a))
        self._trail.clear()
        self.undo_block = RESUMED if actions else NOTHING_YET

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

    @property
    def handing_over(self) -> bool:
        """Another human is to decide and the screen still shows the last human's eyes (their move's result),
        until they pass it on; at the start (nobody's eyes yet) the curtain comes at once."""
        return self.viewer is not None and self.needs_hand_over()

    def hand_over(self, seat: int) -> None:
        if seat != self.viewer:
            self._barrier(NOTHING_YET)
        self.viewer = seat

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # --- moves -----------------------------------------------------------------
    def apply(self, action: Action, mark: Any = None, joined: bool = False) -> list[Event]:
        """Apply a legal action; returns its events unfiltered (the table filters them for its viewer).

        ``mark`` is what the table wants back if this move is undone (how long its log was);
        ``joined`` actions belong to the one before them (one choice made in several picks) and are
        undone with it."""
        actor = self.to_act
        before, moves = self.state, len(self.recipe.actions)
        self.state, events = self.game.apply(self.state, action)
        self.recipe.actions.append(action)
        self._thinking = None
        self._thinking_for = None
        if actor is not None and not self.is_human(actor) and self._secret(events):
            # a computer's secret pick shows only that it was made: the viewer's moves before it stay theirs, and
            # a greyed Undo keeps its reason (it is no answer to call new information)
            pass
        elif actor is not None and not self.is_human(actor):
            # said in plain words where Undo is greyed: a newcomer whose move a computer has answered reads a
            # bare "nothing to undo" as a broken button
            self._barrier(words("Undo stops at {who}'s move: a computer's answer is new information.",
                                who=Player(actor)))
        elif actor != self.viewer:
            self._barrier(NOTHING_YET)
        elif self.game.brings_news(events):
            self._barrier(self._news_reason(events, actor))
        elif self.to_act is None:
            self._barrier(NOTHING_YET)  # the game is over
        elif joined and not self._trail:
            pass  # the choice it belongs to can no longer be taken back: neither can this part of it
        else:
            self._trail.append((before, mark, joined, moves))
        return events

    def _secret(self, events: list[Event]) -> bool:
        return bool(events) and all(e.kind in self.game.secret_moves for e in events)

    def _news_reason(self, events: list[Event], seat: int | None) -> Words:
        """Why Undo stops after the viewer's move that brought news: what it showed them, or, when it showed
        them nothing (their own cards passed on), whom it told something (playtest 28: « une carte cachée a été
        révélée » after a pass, where nothing new had been seen)."""
        others = self.game.news_to_others
        news = [e for e in events if e.kind in self.game.news]
        what = self._news_words(events, seat)
        if what is not None and news and all(e.kind in others and e.seat == seat and e.to_seat >= 0 for e in news):
            return words("Undo stops here: your move gave {who} new information. {what}.",
                         who=Player(news[-1].to_seat), what=what)
        if what is None:  # nothing to name: the sentence once (playtest 32b, French: « … une information nouvelle
            return words("Undo stops here: something new was shown.")  # est apparue. quelque chose de nouveau… »)
        # what was shown opens its own sentence: after a colon, French read « : La collection… »
        return words("Undo stops here: something new was shown. {what}.", what=what)

    def _news_words(self, events: list[Event], seat: int | None) -> Words | None:
        """The last new thing, the one just seen, in the game's words; ``None`` where the game names none (a Space Lab
        placement drew 1 Project, then Pink's Objective drew 2, and the tip named the first: playtest 24)."""
        for e in reversed(events):
            if e.kind in self.game.news:
                w = self.game.describe_event(e, seat)
                if w is not None:
                    return w
        return None

    def _barrier(self, reason: Words) -> None:
        self._trail.clear()
        self.undo_block = reason

    @property
    def owns_screen(self) -> bool:
        """The viewer decides now, or has just moved and not yet passed the screen on, or a computer has yet to
        answer their move: Undo is theirs."""
        return self.human_turn or self.handing_over or self.answer_pending

    @property
    def answer_pending(self) -> bool:
        """The viewer's move stands to be taken back while the computer to answer it has not yet: nothing new is
        shown until it does (its answer clears the trail). Against Système Solaire's computers, which answer in
        under a second, Undo was greyed the moment a bid was made (playtest 16)."""
        seat = self.to_act
        return bool(self._trail) and seat is not None and not self.is_human(seat)

    @property
    def can_undo(self) -> bool:
        return self.owns_screen and bool(self._trail)

    def why_no_undo(self) -> Words:
        if self._trail and not self.owns_screen:
            return NOT_YOURS
        return self.undo_block

    def undo(self) -> Any:
        """Take back the viewer's last move of this turn; returns the table's mark for it."""
        if not self.can_undo:
            raise ValueError("nothing to undo")
        while True:  # a choice made in several picks goes back whole
            before, mark, joined, moves = self._trail.pop()
            if not joined or not self._trail:
                break
        del self.recipe.actions[moves:]  # with any computer's secret pick made since
        self.state = before
        self._thinking = None
        self._thinking_for = None
        # all taken back: Undo stops where it stopped before these moves, for the same reason (a draw, a
        # computer's answer); "Nothing to undo yet this turn" read as if the draw had never happened
        return mark

    def bot_rng(self) -> random.Random:
        """A computer's dice for this decision: from the seed and the move number only."""
        return random.Random(f"{self.seed}:{len(self.recipe.actions)}")

    def think(self, budget: float = 0.004) -> Action | None:
        """Advance the computer to act for at most ``budget`` seconds; its action once decided."""
        seat = self.to_act
        if self.scripted or seat is None or self.is_human(seat):
            return None
        if not self._settled:
            # the first thinking: the screen before is gone, so the last game is freed and this one frozen
            memory.settle()  # collections later skip the game as set up (game/memory.py)
            self._settled = True
        if self._thinking is None or self._thinking_for != seat:
            bot = self.bots[seat]
            self._thinking = bot.think(situation(self.game, self.state, self.bot_rng()))
            self._thinking_for = seat
        deadline = time.perf_counter() + budget
        with memory.quiet():  # no garbage collection inside the slices
            while True:
                try:
                    step = next(self._thinking)
                except StopIteration:
                    raise RuntimeError(f"computer {self.name(seat)} stopped without choosing") from None
                if step is not None:
                    return step
                if time.perf_counter() >= deadline:
                    return None
