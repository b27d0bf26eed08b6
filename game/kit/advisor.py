"""The Hint button: the Hard computer's move for the human to act, from that human's own view, with one line of why.

The table owns one ``Advisor``. A click on Hint starts ``engine.search.hint``'s
``hint_steps`` for the seat to act; the table runs it a slice at a time
within the frame (like a computer's ``think``), saying "Thinking…" in the
hint area, then outlines the suggested card or target and puts the why line
there. The search reads only the seat's view (its ``Situation`` re-deals
everything the seat cannot see), so a hint never tells what the player could
not know. Its dice come from the seed and the move number; and as its budget
is time, which a busy machine makes shorter, a position's hint is kept once
found: an undo back to it brings the same hint and the same coach's pick, never
another move of near value. A game whose Hint is the game review's own search
(``SearchHooks.hint_reviewed``: Space Lab) thinks on the review's exact budget
instead, with dice from the move's number, so any machine gives the same hint
and the review calls it the best move.

Any click elsewhere stops a hint still thinking; a move, a click that
changes the selection on screen, an undo or a hand-over puts the line and its
ring away (the hint belongs to one position, one selection and one player),
and an undo never brings them back.

In Learn to play the coach names the Hint's own move: the table has the hint
thought out quietly (``prepare``) at each of the human's decisions, shown
nowhere until the player presses Hint, when it appears at once. The coach's
pick and the Hint are one search, so they never differ. The button is only there while a human may act: never for a
computer, behind the title, in a replay, or on the curtain (the table is not
drawn then). A game whose layout has something where the button sits moves
``rect``; its UI's ``action_rects`` says where an action is on screen.
"""

from __future__ import annotations

import math
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Generator, Hashable, Iterator
from typing import Any

import pygame

from engine import review
from engine.core import Action, Game, Words, words
from engine.review import DEFAULT_ITERATIONS
from engine.search.budget import Budget
from engine.search.hint import Hint, brief, hint_steps, reason, tied, versus, why
from engine.search.ismcts import Search
from engine.search.policy import NO_REASON
from game import theme, ui
from game.i18n import tr
from game.kit.choices import Offer, Pick
from game.kit.menu import ROOM
from game.moderator import Moderator

HINT_RECT = pygame.Rect(1164, 160, 106, 32)  # under Undo; a table whose layout has something there moves it
MENU_COLUMN = pygame.Rect(HINT_RECT.x, 10, HINT_RECT.w, HINT_RECT.bottom - 10)  # Rules … Hint: the kit's buttons
FRAME_BUDGET = 0.002  # seconds of hint thinking per frame while cards move: the frame stays smooth, in the browser too
# ... and while nothing moves on the table: a frame at rest costs 3–4 ms of drawing, so the search takes most of a
# 30-frames-a-second frame (hover and clicks still answer within one). At 8 ms a frame the search had under half the
# frame's time, less on a busy machine (the frame's drawing and its wait for the next 60th of a second took the
# rest): testers waited 2–6 s for "thinking…" where the search needs 0.1–0.3 s of processor time
REST_BUDGET = 0.024
# ... and while the player waits on "Thinking…" with nothing moving: the screen shows nothing new until the answer,
# so the search takes most of the time (10 frames a second still answer hover and a click that stops it). At
# ``REST_BUDGET`` a frame's drawing and flip took three times the search's share on a busy machine (under X, load
# 13-17: a 0.25 s search on screen 2-4 s; playtest 30 waited 10-12 s on Space Lab's Normal Hint)
WAIT_BUDGET = 0.1
ADVICE = (96, 226, 255)  # the outline of the suggested card: a cyan no card face or "click me" outline uses
HINT_KEY = "ui:hint"
ADVICE_SMALLEST = 13  # the size every game's hint area shrinks a long line to (``panels.hint``)
# Seconds of the search's own work for a hint, counted on a clock that runs only while it thinks: at ~2 ms
# a frame a wall-clock budget would let the frames in between eat it. About two seconds at most on screen,
# less when the best move is settled early.
HINT_THINKING = Budget(seconds=0.2)
# "Learn to play" deals a fixed game, so its coach must say the same on any machine and in either language (on seconds,
# the same position got "Pass" on one run and "Bid 7" on the next): an exact count, about what 0.2 s of thinking
# gives the slower searches on a desktop
LESSON_THINKING = Budget(seconds=None, iterations=400)
KEPT = 32  # hints kept for positions an undo may come back to (an undo goes back a turn or two)

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


class Advisor:
    """The Hint button and its thinking, for one table. It reads the moderator (whose turn, the seed, the state
    the search starts from, which it turns into the seat's ``Situation``), and asks the table only whether the
    human may act now and what is offered where."""

    def __init__(self, mod: Moderator, allowed: bool, input_open: Callable[[], bool],
                 offers: Callable[[], list[Offer]], say: Callable[[Words], str],
                 turn_come: Callable[[], bool] | None = None) -> None:
        self.mod = mod
        self.allowed = allowed  # a table people play (not behind the title, not a replay)
        self._input_open = input_open
        # the human's turn has come, the last move's cards perhaps still landing: the coach's pick is thought out
        # meanwhile (a slice a frame, the cards fly smoothly), so it is there sooner once the player may act
        self._turn_come = turn_come or input_open
        self._offers = offers
        self.say = say
        self.rect = HINT_RECT.copy()
        # whether the game's hint area shows a line whole, its padding kept (the table's ``TableUI.hint_fits``);
        # None: one line ``width`` pixels wide at the smallest size
        self.fits: Callable[[str], bool] | None = None
        self.words_view: Callable[[Any], Any] = lambda v: v  # the view moves are named from (``TableUI.words_view``)
        self.width: int | None = None  # the hint area's width for the line (the table's ``hint_width``)
        self.alone = False  # the line names the best move and its reason only (the table's ``hint_alone``)
        self.name: Callable[[Any, Action], Words | None] = lambda view, a: None  # the table's ``hint_name``
        self.label_size = 16  # the button's label size: the menu column's own (``TableMenu.size``)
        self.frame_budget = FRAME_BUDGET  # more while nothing moves on the table (``REST_BUDGET``, ``update``)
        self.budget: Budget = HINT_THINKING  # tests give an iteration count, so a hint repeats exactly and quickly
        self._advising: Iterator[Hint | None] | None = None
        self._advice: Hint | None = None
        self._advice_at: tuple[Any, int | None, int] | None = None  # the position the hint is for
        self._shown = False  # the player asked for the hint at this position (else it is thought out for the coach)
        self._thinking_clock: ThinkingClock | None = None
        self._ranked: tuple[Any, int | None, int, list[tuple[Action, int, float]]] | None = None  # ``ranked``'s
        self._ranking: Generator[None, None, Search] | None = None  # ``ranked``'s search under way, a slice a frame
        self._search: tuple[tuple[Any, int | None, int], Search] | None = None  # the review's search ``_ranked`` read
        self._ranking_at: tuple[Any, int | None, int] | None = None
        # the position whose review search the Hint is running now (a game whose Hint is that search): ``ranked``
        # reads that very search rather than running a second one beside it (Système Solaire's group choice ran both
        # in turn, the Hint waiting on the ranking, and the coach said "thinking…" twice as long)
        self._reviewing_at: tuple[Any, int | None, int] | None = None
        # hints found, by the deal, the seat advised and the moves that led to the position (``KEPT`` latest)
        self._kept: OrderedDict[tuple[Any, int | None, tuple[Action, ...]], Hint] = OrderedDict()
        self.on_advice: Callable[[Action], None] = lambda a: None  # the game may set its move up on screen
        self.on_ask: Callable[[], None] = lambda: None  # the Hint pressed (Learn to play's coach comes back)

    # --- asking -----------------------------------------------------------------------------------
    @property
    def open(self) -> bool:
        """The Hint button is there: a human in front of the screen may act."""
        return self.allowed and self._input_open() and not self.mod.scripted and self.mod.viewer is not None

    @property
    def coming(self) -> bool:
        """A human in front of the screen is to act, perhaps once the last move's cards have landed: the coach's
        pick may be thought out already (``prepare``)."""
        return self.allowed and self._turn_come() and not self.mod.scripted and self.mod.viewer is not None

    @property
    def thinking(self) -> bool:
        return self._advising is not None

    @property
    def found(self) -> Hint | None:
        """The hint for this position, shown or not (the coach names its move)."""
        return self._advice if self._advice_at is not None and not self._moved_on() else None

    @property
    def advice(self) -> Hint | None:
        """The hint shown now: asked for by the player, and still for this position and selection."""
        return self.found if self._shown else None

    def _position(self) -> tuple[Any, int | None, int]:
        mod = self.mod
        return (mod.state, mod.viewer, len(mod.recipe.actions))  # the state itself: an id could be reused

    def ranked(self) -> list[tuple[Action, int, float]] | None:
        """The review's own ranking of the move to make now (``engine.review.best_search``: its budget and dice), for
        a screen that sets a move up for the player to keep, so the review never marks keeping it (playtest 24: a
        group's cards started as the Normal computer splits it, and the review called that an Inaccuracy). None
        until it is thought out, a slice a frame like the Hint (``ranking`` says it is under way; run at once on a
        group's click, it held that frame ~0.12 s on a desktop, longer in the browser); None where nobody plays."""
        mod = self.mod
        if not self.allowed or mod.scripted or mod.viewer is None or mod.to_act is None:
            return None
        at = self._position()
        if self._ranked is not None and self._ranked[0] is at[0] and self._ranked[1:3] == at[1:]:
            return self._ranked[3]
        if self.thinking and self._at(self._reviewing_at):
            return None  # the Hint's search is this one: its ranking comes with it
        if self._ranking is None or not self._at(self._ranking_at):
            its = self.budget.iterations if self.budget.exact and self.budget.iterations else DEFAULT_ITERATIONS
            self._ranking, self._ranking_at = review.best_search(mod.game, mod.state, at[2] + 1, iterations=its), at
        return None

    @property
    def ranking(self) -> bool:
        """``ranked``'s search is under way for this position: its answer comes in a later frame."""
        return (self._ranking is not None and self._at(self._ranking_at)) or (self.thinking
                                                                             and self._at(self._reviewing_at))

    def _at(self, at: tuple[Any, int | None, int] | None) -> bool:
        return at is not None and at[0] is self.mod.state and at[1:] == self._position()[1:]

    def _rank_a_frame(self) -> None:
        """A frame's slices of ``ranked``'s search (``frame_budget``), kept once it is done."""
        assert self._ranking is not None and self._ranking_at is not None
        start = time.perf_counter()
        longest = 0.0
        while True:
            t0 = time.perf_counter()
            try:
                next(self._ranking)
            except StopIteration as done:
                self._keep_ranking(self._ranking_at, done.value)
                self._ranking = self._ranking_at = None
                return
            now = time.perf_counter()
            longest = max(longest, now - t0)
            if now - start + longest > self.frame_budget:  # another slice could overrun the frame
                return

    def _moved_on(self) -> bool:
        at = self._advice_at
        return at is not None and not (at[0] is self.mod.state and at[1:] == self._position()[1:])

    def ask(self) -> None:
        """The Hint button: think about the move of the seat to act, and show it (already thought out for the
        coach: shown at once; already thinking: shown when done)."""
        if not self.open or self.mod.to_act is None:
            return
        self.on_ask()
        if self._advice_at is not None and not self._moved_on() and (self.thinking or self._advice is not None):
            self._shown = True
            if self._advice is not None:
                self.on_advice(self._advice.action)
            return
        self._start()
        self._shown = True
        if self._advice is not None:  # kept from before: shown at once
            self.on_advice(self._advice.action)

    def prepare(self) -> None:
        """Think out the hint for this position without showing it (the coach names its move); nothing when it is
        already thought out or under way. It may start while the last move's cards still land (``coming``)."""
        if not self.coming or self.mod.to_act is None or self.thinking:
            return
        if self._advice_at is None or self._moved_on():
            self._start()

    def drop(self) -> None:
        """The player acted (a move, a selection, an undo): the line and its ring go; what was thought out for this
        position stays for the coach, and an undo to it shows nothing until Hint is pressed again."""
        self._shown = False

    def _start(self) -> None:
        seat = self.mod.to_act
        assert seat is not None
        mod = self.mod
        self._advice, self._advice_at, self._shown = self._kept.get(self._kept_key()), self._position(), False
        if self._advice is not None:  # found before (an undo came back here): the same hint, at once
            self._advising = None
            return
        rng = random.Random(f"{mod.seed}:hint:{len(mod.recipe.actions)}")
        clock = self._thinking_clock = ThinkingClock()
        # the move's number in the recipe, as the review numbers it: a game whose Hint is the review's search draws
        # its dice from it, so the review judges the very search the Hint ran
        self._advising = self._steps(seat, rng, self.budget.with_clock(clock), len(mod.recipe.actions) + 1)

    def _steps(self, seat: int, rng: random.Random, budget: Budget, move: int) -> Iterator[Hint | None]:
        """``hint_steps`` for the seat to act; where the game's Hint is the review's search, that search is the one
        ``ranked`` runs for the same position (the same dice and budget, so the same search): run once and read by
        both, taken over where ``ranked`` had started it."""
        mod = self.mod
        declared = mod.game.search_hooks()
        searched: Search | None = None
        if declared is not None and declared.hint_reviewed and len(mod.game.legal_actions(mod.state)) > 1:
            at = self._position()
            if self._search is not None and self._at(self._search[0]):  # ``ranked`` ran it already
                searched = self._search[1]
            else:
                running = self._ranking if self._ranking is not None and self._at(self._ranking_at) else None
                self._ranking = self._ranking_at = None
                self._reviewing_at = at
                its = budget.iterations if budget.exact else DEFAULT_ITERATIONS
                searched = yield from (running or review.best_search(mod.game, mod.state, move, iterations=its,
                                                                     clock=budget.clock,
                                                                     slice_seconds=budget.slice_seconds))
                self._reviewing_at = None
                self._keep_ranking(at, searched)
        yield from hint_steps(mod.game, mod.state, seat, rng, budget, move, self._planned(seat), searched)

    def _keep_ranking(self, at: tuple[Any, int | None, int], search: Search) -> None:
        """The review's search done for position ``at``: its ranking kept for ``ranked``, the search for the Hint."""
        self._ranked = (*at, search.ranked(self.mod.game.legal_actions(at[0])))
        self._search = (at, search)

    def _planned(self, seat: int) -> tuple[Action, ...]:
        """The rest of the line of the seat's last Hint (``Hint.then`` and ``Hint.plan``, ``engine.search.plan``),
        where the seat's last move was that Hint's and could still be undone (so nothing new was shown since)."""
        mod = self.mod
        actions = mod.recipe.actions
        if not actions or not mod.can_undo:
            return ()
        last = self._kept.get((mod.seed, seat, tuple(actions[:-1])))
        if last is None or last.action != actions[-1]:
            return ()
        return (*last.then, *last.plan)

    def _kept_key(self) -> tuple[Any, int | None, tuple[Action, ...]]:
        return self.mod.seed, self.mod.to_act, tuple(self.mod.recipe.actions)

    def _keep(self, found: Hint) -> None:
        key = self._kept_key()
        self._kept[key] = found
        self._kept.move_to_end(key)
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)

    def cancel(self) -> None:
        """Stop a hint still thinking (a click elsewhere); a hint already shown stays for its position."""
        self._advising = None
        if self._advice is None:
            self._advice_at, self._shown = None, False  # nothing thought out: the coach may start afresh

    def clicked(self, pos: tuple[int, int]) -> None:
        """Any click but one on the Hint button itself stops the thinking the player asked for (thinking for
        the coach goes on)."""
        if self.thinking and self._shown and not (self.open and self.rect.collidepoint(pos)):
            self.cancel()

    def update(self, at_rest: bool = False) -> None:
        """Each frame: a position that changed drops its hint; a hint thinking goes on within the frame budget,
        the larger one ``at_rest`` (nothing moving on the table)."""
        self.frame_budget = (WAIT_BUDGET if self.thinking and self._shown else REST_BUDGET) if at_rest else FRAME_BUDGET
        if self._ranking is not None:  # short, and the screen waits on it: before the hint, the frame its own
            if self.ranking:
                self._rank_a_frame()
                return
            self._ranking = self._ranking_at = None  # the position moved on
        if self._moved_on():
            self._advising, self._advice, self._advice_at, self._shown = None, None, None, False
            return
        if self._advising is None or not self._turn_come():
            return
        clock = self._thinking_clock
        if clock is not None:
            clock.run()
        try:
            self._think_a_frame()
        finally:
            if clock is not None:
                clock.pause()

    def spare(self, until: float, clock: Callable[[], float] | None = None) -> None:
        """The frame is shown and ``clock`` is short of ``until``: a hint thinking for the turn that has come (the
        coach's pick, while the last move's cards still land) goes on in that time, which the loop would sleep away.
        While cards fly a frame gives the search 2 ms (``FRAME_BUDGET``) and its drawing takes 2–5 ms of a
        sixtieth: a pick thought out in a second of flights had 0.12 s of the 0.1–0.3 s it needs, and "thinking…"
        stood over Système Solaire's order reveal for 1–3 s once the turn opened."""
        if self._advising is None or self._ranking is not None or self._moved_on() or not self._turn_come():
            return
        if self.frame_budget != FRAME_BUDGET:  # at rest the frame's own slices take most of a thirtieth already
            return
        thinking = self._thinking_clock
        if thinking is not None:
            thinking.run()
        try:
            self._think_a_frame(until, clock)
        finally:
            if thinking is not None:
                thinking.pause()

    def _think_a_frame(self, until: float | None = None, clock: Callable[[], float] | None = None) -> None:
        """Slices of the hint's search until ``until`` on ``clock`` (by default this frame's ``frame_budget`` on the
        wall clock)."""
        assert self._advising is not None
        if clock is None:
            clock = time.perf_counter
        start = clock()
        deadline = start + self.frame_budget if until is None else until
        longest = 0.0
        while True:
            t0 = clock()
            try:
                step = next(self._advising)
            except StopIteration:
                self._advising = None
                return
            if step is not None:
                self._advising, self._advice = None, step
                self._keep(step)
                if self._shown:  # thought out for the coach alone: nothing is set up on screen
                    self.on_advice(step.action)
                return
            now = clock()
            longest = max(longest, now - t0)
            if now + longest > deadline:  # another slice could overrun the frame
                return

    # --- showing -------------------------------------------------------------------------------------
    def line(self) -> tuple[str, Color] | None:
        """The prompt area while a hint thinks or is shown, else ``None``."""
        if self.thinking and self._shown:
            return tr("Thinking…"), theme.TEXT_DIM
        found = self.advice
        if found is None:
            return None
        # the moves named from the seat's own view (the cards a Système Solaire group holds): the hint is for the
        # position shown, and dropped at any move
        view = self.words_view(self.mod.view())
        return advice_words(found, self.say, self.mod.game, self.width, view, self.fits, self.alone,
                            self.name(view, found.action) if self.alone and not found.then else None), ADVICE

    def key(self) -> Hashable:
        """What the static layer shows of the hint (the button, the line)."""
        return self.open, self.thinking and self._shown, self.advice

    def default_rects(self, a: Action) -> list[pygame.Rect]:
        """Where action ``a`` is on screen: what offers it, else the card it is about (a hand card to choose)."""
        offers = self._offers()
        exact = [o.rect for o in offers if o.key == a]
        if exact or a.card < 0:
            return exact
        return [o.rect for o in offers if isinstance(o.key, Pick) and o.key.card == a.card]

    def offers(self) -> list[Offer]:
        return [Offer(self.rect.copy(), HINT_KEY, self.ask)] if self.open else []

    def paint_button(self, surface: pygame.Surface) -> None:
        """Into the static layer, beside the menu."""
        if self.open:
            busy = self.thinking and self._shown
            ui.Button(self.rect.copy(), tr("Thinking…") if busy else tr("Hint"), key=HINT_KEY, size=self.label_size, room=ROOM,
                      enabled=not busy).draw(surface)

    def paint(self, surface: pygame.Surface, rects: list[pygame.Rect], clock: float) -> list[pygame.Rect]:
        """Every frame: the suggested card or target outlined in the hint's own colour; where it drew."""
        if self.advice is None or not self._input_open():
            return []
        width = 3 + int(1.5 * (1 + math.sin(clock * 5)))
        drawn = []
        for r in rects:
            box = r.inflate(14, 14)
            drawn.append(pygame.draw.rect(surface, theme.HALO, box, width + 4, border_radius=12))
            pygame.draw.rect(surface, ADVICE, box, width, border_radius=12)
        return drawn


def advice_words(found: Hint, say: Callable[[Words], str], game: Game, width: int | None = None,
                 view: Any = None, fits: Callable[[str], bool] | None = None, alone: bool = False,
                 name: Words | None = None) -> str:
    """The hint in one line for the hint area, in the engine's plain words ("Best: X. Next best: Y, about 2 VP
    less."). Where the hint area does not show it whole (``fits``; without it, one line ``width`` pixels wide at
    the hint area's smallest size), the line names "the next best" instead of the move, so it still fits whole.
    The game's reason for the move (``SearchHooks.reason``) follows in the first forms tried, dropped only where
    nothing else makes room: a newcomer learns more from why than from the other move's name. Two moves level
    keep the other's name ("X — or, just as good: Y.") wherever it fits whole: "another move is just as good"
    hid which one, but a line cut with "…" hid more (Space Lab's two orders of Objectives). No "Hint:" before
    it: "Hint: Best: …" said the label twice.
    ``alone`` (the table's ``TableUI.hint_alone``): the best move and its reason only, even where the other move's
    name would fit: one recommendation read at the prompt's size, where three small lines naming the next best too
    were skimmed past (Space Beans, newcomer test 29); the game review names the other moves. ``name``: the
    table's shorter name for the move where its prompt already says the step (``TableUI.hint_name``): "Best:
    Klingbohns 2." under "Start your open collection: click a card" said the step once, and left room for why."""
    font = theme.font(ADVICE_SMALLEST, True)
    if alone:
        best = why(game, found.ranked[:1], view=view, then=found.then, plan=found.plan) if found.ranked else found.why
        if name is not None:
            best = words("Best: {action}.", action=name)
        said = reason(game, view, found.action, plan=found.plan)
        if said is not None:
            lines = [say(words("{hint} {reason}", hint=best, reason=said)), say(best)]
        else:  # no reason to give: how far ahead the best is ("about 2 points better than any other move"), or two
            # level moves offered as such
            lines = [say(brief(game, found, tied(game, found, view), view)), say(best)]
        shown = fits if fits is not None else lambda text: font.size(text)[0] <= (width or 0)
        return next((x for x in lines if shown(x)), lines[-1]) if fits is not None or width is not None else lines[0]
    lines = [say(brief(game, found, named, view)) for named in (True, False)]
    said = reason(game, view, found.action, plan=found.plan)
    if said is not None:  # why comes before the other move's name: it teaches more
        short = [say(brief(game, found, named, view, True)) for named in (True, False)]
        # the best alone with its reason, before the reason is dropped: a long move's name (a placement and its
        # payment, a slot named in words) leaves no room for "about 1 point better" as well, and Space Lab's warning
        # of a capsule lost was dropped with it (playtest 15)
        if found.then or len(found.ranked) > 1:
            best_alone = why(game, found.ranked[:1], view=view, then=found.then, plan=found.plan)
            short.append(say(words("{hint} {reason}", hint=best_alone, reason=said)))
        # a tie names the other move before a reason that leaves it no room (playtest 19: the French bid's longer
        # reason pushed "just as good: Bid 11" out of the line); not where the game weighs the two (``versus``: "… it
        # costs 7 less than a bid of 8"), as "Bid 1 — or, just as good: Bid 8" alone said neither why nor which to
        # play (playtest 23, French): the reason first, the best alone with it where the other leaves no room
        if tied(game, found, view) and versus(game, view, found) in (None, NO_REASON):
            lines = [short[0], lines[0], *short[1:], *lines[1:]]
        else:
            lines = [*(short[:1] if len(found.ranked) < 2 else short), *lines]
    if len(found.ranked) > 1:  # last, the best move alone: a long name (Space Lab's orders) leaves room for no more
        lines.append(say(why(game, found.ranked[:1], view=view, then=found.then, plan=found.plan)))
    if fits is None and width is None:
        return lines[0]
    shown = fits if fits is not None else lambda text: font.size(text)[0] <= (width or 0)
    whole = [x for x in lines if shown(x)]
    return whole[0] if whole else min(lines, key=lambda text: font.size(text)[0])
