"""The game review: a seat's marked decisions and the better move, on the table as that seat saw it.

Opened from the results of a game people played and from Replays. With several
humans at the table it first asks whose decisions to review. While the engine
works (``engine.review.review_steps``, a slice at a time within ``FRAME_BUDGET``
a frame, so the window and the browser stay smooth) it shows "decision 7 of
23" and a Cancel button. Then the summary, and every decision it counts, the
costliest kind first and each kind in the order played, one at a time: the
table at that moment through that seat's eyes (``router.replay_table`` with the
seat as viewer: never the true state, never another seat's cards), the move
played and the better one outlined, what it cost in the game's units and the
engine's short reason.

A finished review is kept with the replay (``game.reviews``), so a second look
is instant; one made under other rules is dropped and made again.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import partial
from typing import Any

import pygame

from engine import GAMES
from engine.core import Action, Words
from engine.recipe import BadRecipe
from engine.recipe import replay as played_out
from engine.review import (
    BLUNDER,
    DEFAULT_ITERATIONS,
    INACCURACY,
    MISTAKE,
    NONE,
    Decision,
    Progress,
    Review,
    amount,
    as_good,
    better_words,
    review_steps,
)
from engine.search.hint import reason as hint_reason
from engine.search.hint import reason_over, warning, whole
from engine.search.policy import NO_REASON
from game import reviews, theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.kit.advisor import ADVICE
from game.replays import Replay
from game.scene import MenuScene
from game.seats import Seat

# seconds of review work a frame: most of a 60-a-second frame, as the progress screen takes little to draw (3 ms
# left the engine idle four fifths of the time: a Space Beans game took 40 s to 2.5 min to review)
FRAME_BUDGET = 0.012
# The budget counts the time this program works, not the clock on the wall: on a machine busy with other programs
# the wall clock ran on while it waited its turn, so a frame held a third of its work, and drawing the progress
# screen and showing it (2.4 ms a frame) took 30% of the review's time instead of 17% (a Système Solaire game took
# 42 s at a load of 12 on two cores). Frames then come slower there, never with less work in them.
WORK_CLOCK = time.process_time
ITERATIONS = DEFAULT_ITERATIONS  # per search; tests make it small
STALL = 1.0  # seconds: a frame longer than this is a stall, not the work's pace
VIEW = pygame.Rect(20, 156, 800, 450)  # the table, drawn at 5/8 of its size
SIDE = pygame.Rect(840, 156, 420, 450)  # the decision's words
BAR = pygame.Rect(340, 330, 600, 26)
HEAD = pygame.Rect(90, 48, 1100, VIEW.y - 48)  # the summary, what it cost and how far to trust it
HEAD_SIZES = ((18, 17, 15), (16, 15, 14), (14, 13, 12))  # their sizes, the largest that fit
PLAYED = (255, 140, 90)  # the outline of the move played: warm, beside the better move's cyan
MARK_COLOURS = {BLUNDER: theme.BAD, MISTAKE: (255, 160, 90), INACCURACY: theme.GOLD}
MARKS = (NONE, INACCURACY, MISTAKE, BLUNDER)  # cheapest to costliest: the walk shows the costliest kind first


def mark_name(mark: str) -> str:
    return {BLUNDER: tr("Blunder"), MISTAKE: tr("Mistake"), INACCURACY: tr("Inaccuracy")}.get(mark, tr("Close call"))


def about(game_name: str, loss: float) -> Words:
    """A loss in whole units of the game ("about 3 coins"): the search's decimals are not that precise,
    and a whole number picks the right plural."""
    return amount(game_name, max(1, round(loss)))


def marked(result: Review) -> list[Decision]:
    """Every marked decision, in the order played: the ones the summary counts ("1 blunder, 3 mistakes") and
    whose loss it adds up, so "marked decision 1 of 6" agrees with it."""
    return sorted((d for d in result.decisions if d.mark != NONE), key=lambda d: d.move)


def close_calls(result: Review) -> list[Decision]:
    """The moves the summary counts "a little below the best" (not as good as the engine's choice, too close to
    mark), in the order played, so "close call 1 of 4" agrees with it: after a lost game "no costly decision: well
    played" contradicted the result and taught nothing (playtest 21)."""
    return sorted((d for d in result.decisions if d.mark == NONE and not as_good(d)), key=lambda d: d.move)


def even_lines(text: str, size: int, width: int) -> list[str]:
    """``text`` wrapped to ``width`` pixels in as few lines, each as long as the others: centred, a full line over
    "in 25" alone read as a line lost (newcomer tests 29: "in 25", "in 79"). The narrowest width that keeps the line count."""
    lines = theme.wrap(text, size, width)
    if len(lines) < 2:
        return lines
    lo, hi = 1, width  # ``hi`` always keeps the count
    while lo < hi:
        mid = (lo + hi) // 2
        if len(theme.wrap(text, size, mid)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return theme.wrap(text, size, hi)


class ReviewScene(MenuScene):
    def __init__(self, app: Any, replay: Replay, seat: int | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        self.recipe = replay.saved.recipe
        self.game = GAMES[self.recipe.game]
        self.names = [s.name for s in replay.saved.seats]
        humans = [i for i, s in enumerate(replay.saved.seats) if s.human]
        self.candidates = humans or list(range(self.recipe.players))  # a bare recipe names no human
        self.seat: int | None = None
        self.steps: Iterator[Progress | Review] | None = None
        self.progress = Progress(0, 0)
        self.working = 0.0  # seconds since the engine's work began (the time left is told from its pace)
        self._tick: float | None = None  # when the last frame's work began (``update``)
        self.result: Review | None = None
        self.reused = False  # the result was the kept one: no search ran
        self.problem = ""
        self.marked: list[Decision] = []
        self.shown: list[Decision] = []  # the marked decisions and the close calls, the costliest kind first
        self.index = 0
        self.table: Any = None
        self._deciding: tuple[tuple[str, int, int] | None] | None = None  # ``deciding_part``, found once
        self.frame = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        if seat is None and len(self.candidates) == 1:
            seat = self.candidates[0]
        if seat is not None:
            self.start(seat)
        else:
            self._build_buttons()

    # --- working ------------------------------------------------------------------------------------
    def start(self, seat: int) -> None:
        """Review ``seat``: the kept result at once, else the engine's work begins (a slice a frame)."""
        self.seat = seat
        found = reviews.stored(self.replay, seat)
        if found is not None:
            self.reused = True
            self._show(found)
        else:
            self.steps = review_steps(self.recipe, seat, iterations=ITERATIONS)
            self._build_buttons()

    def cancel(self) -> None:
        self.steps = None
        self.back()

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
        now = time.perf_counter()
        if self.steps is not None:
            # the time the player waits, not the frame's ``dt``: the app caps that at 0.1 s, and a loaded machine's
            # longer frames counted short made "less than a minute left" run for minutes (playtest 23). A stall
            # (the scene covered, a window dragged) counts as one slow frame, not as the review's pace
            self.working += dt if self._tick is None else max(dt, min(now - self._tick, STALL))
        self._tick = now
        deadline = WORK_CLOCK() + FRAME_BUDGET
        while self.steps is not None and WORK_CLOCK() < deadline:
            try:
                step = next(self.steps)
            except BadRecipe as exc:  # a hand-edited file: say so rather than review half a game
                self.steps, self.problem = None, say_words.say(exc.words, self.names)
                self._build_buttons()
                return
            except StopIteration:
                self.steps = None
                return
            if isinstance(step, Review):
                self.steps = None
                reviews.keep(self.replay, step)
                self._show(step)
                return
            self.progress = step

    def _show(self, result: Review) -> None:
        self.result = result
        self.marked = marked(result)
        # every decision the summary counts can be stepped to: "1 inaccuracy, 1 close call" showed the inaccuracy
        # alone, and the close call could not be found (playtest 30); the costliest kind first, as the summary
        # names them, each kind in the order played ("2 inaccuracies, 7 close calls" opened on "Close call 1 of 7")
        self.shown = sorted({d.move: d for d in self.marked + close_calls(result)}.values(),
                            key=lambda d: (-MARKS.index(d.mark), d.move))
        self.go(0)

    # --- the marked decisions ------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show marked decision ``index``: the table just before it, through the reviewed seat's eyes."""
        self.index = max(0, min(len(self.shown) - 1, index))
        # with nothing to show, the table as the game ended: the one sentence left alone on the screen read as a
        # review that had failed (newcomer test 29)
        self.table = self._seat_table(self.shown[self.index].move - 1 if self.shown else len(self.recipe.actions))
        if self.shown:
            # the better move is set up as a Hint's would be (an amount on the Bid button), so the ring round it
            # shows that move and not the button's first amount ("Better: Bid 8" ringed "Bid 4")
            self.table.ui.advised(self.shown[self.index].best)
        self._build_buttons()

    def _seat_table(self, moves: int) -> Any:
        assert self.seat is not None
        rec = self.recipe
        # the reviewed seat sits in front of the screen, so its table lays out what it could do there
        seats = [Seat(s.name, s.human or i == self.seat, s.level) for i, s in enumerate(self.replay.saved.seats)]
        return self.app.router.replay_table(rec.game, seats, rec.seed, rec.options, rec.actions[:moves],
                                            viewer=self.seat, review=True)

    # --- controls ------------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.buttons = ui.ButtonRow()
        if self.seat is None:
            n = len(self.candidates)
            w = min(200, (1240 - 20 * (n - 1)) // n)  # six seats still fit the width
            for k, i in enumerate(self.candidates):
                x = 640 - (n * (w + 20) - 20) // 2 + k * (w + 20)
                self.buttons.add(ui.Button(pygame.Rect(x, 300, w, 54), say_words.seat_name(self.names[i]),
                                           partial(self.start, i), key=f"review:seat:{i}", size=20))
        elif self.steps is not None:
            # well under the time left (at 420 it stood on "less than a minute left", playtest 28)
            self.buttons.add(ui.Button(pygame.Rect(540, BAR.bottom + 88, 200, 50), tr("Cancel"), self.cancel,
                                       key="review:cancel"))
            return
        elif len(self.shown) > 1:
            self.buttons.add(ui.Button(pygame.Rect(SIDE.x, 650, 200, 50), tr("◀ Previous"),
                                       lambda: self.go(self.index - 1), key="review:previous", size=18,
                                       enabled=self.index > 0))
            self.buttons.add(ui.Button(pygame.Rect(SIDE.x + 220, 650, 200, 50), tr("Next ▶"),
                                       lambda: self.go(self.index + 1), key="review:next", size=18,
                                       enabled=self.index < len(self.shown) - 1))
        self.buttons.add(ui.Button(pygame.Rect(20, 650, 200, 50), tr("Back"), self.back, key="back"))

    # --- words ---------------------------------------------------------------------------------------
    def say(self, w: Any) -> str:
        return say_words.say(w, self.names)

    def summary_line(self) -> str:
        """"23 decisions reviewed: 2 mistakes, 1 inaccuracy; you played the engine's choice or one as good in 15"."""
        assert self.result is not None and self.result.summary is not None
        s = self.result.summary
        counted = [trn("{n} blunder", "{n} blunders", s.marks[BLUNDER]) if s.marks[BLUNDER] else "",
                   trn("{n} mistake", "{n} mistakes", s.marks[MISTAKE]) if s.marks[MISTAKE] else "",
                   trn("{n} inaccuracy", "{n} inaccuracies", s.marks[INACCURACY]) if s.marks[INACCURACY] else ""]
        # the unmarked decisions not as good as the engine's choice: counted, or the line did not add up ("23
        # decisions reviewed: 1 inaccuracy; … as good in 21", playtest 15)
        behind = max(0, s.decisions - sum(s.marks.values()) - s.engine_choice)
        # a noun the count is of ("1 un peu en retrait" read oddly in French, playtest 16)
        # "…, not marked" read as if something failed to be reported (playtest 19); named with the decisions' own
        # heading ("Close call 1 of 1"): "1 move a little below the best, too close to mark" over a "Close call"
        # that was "about 2 points better" read as two different things (newcomer test 29)
        counted.append(trn("{n} close call (a move a little below the best)",
                           "{n} close calls (moves a little below the best)", behind) if behind else "")
        marks = ", ".join(c for c in counted if c) or tr("nothing marked")
        reviewed = trn("{n} decision reviewed", "{n} decisions reviewed", s.decisions)
        if s.engine_choice == s.decisions:  # "80 decisions reviewed … as good in 80" read oddly: "in all 80"
            return trn("{reviewed}: {marks}; you played the engine's choice or one as good in it",
                       "{reviewed}: {marks}; you played the engine's choice or one as good in all {n}",
                       s.decisions, reviewed=reviewed, marks=marks)
        return tr("{reviewed}: {marks}; you played the engine's choice or one as good in {n}",
                  reviewed=reviewed, marks=marks, n=s.engine_choice)

    def lost_line(self) -> str:
        assert self.result is not None and self.result.summary is not None
        s = self.result.summary
        if s.lost <= 0:
            return tr("No decision clearly cost you anything.")  # "the margin of error of simulated play": jargon
        return tr("About {amount} lost in marked decisions.", amount=self.say(about(self.recipe.game, s.lost)))

    def nothing_line(self) -> str:
        """Said where every decision was the engine's choice or one as good: praise only after a win ("well
        played" after a loss contradicted the result, playtest 21); after a loss, where the result came from."""
        if self.seat in self.replay.winners:
            return tr("No costly decision to show: well played.")
        # by how much the game was lost, with no move to blame: "The cards and the others decided this game" alone
        # read as "you played perfectly" beside a loss (playtest 24)
        scores, winners = self.replay.scores, self.replay.winners
        if winners and self.seat is not None and max(self.seat, winners[0]) < len(scores):
            gap = scores[winners[0]] - scores[self.seat]
            if gap > 0:
                part = self.deciding_part(winners[0], gap)
                if part is not None:  # what to learn from the loss (playtest 30: Nova's hidden Projects, 16 to 5)
                    return tr("{part} made the difference: {name} {a}, you {b}.", part=part[0],
                              name=say_words.seat_name(self.names[winners[0]]), a=part[1], b=part[2])
                return tr("No single move lost it: {name} finished {amount} ahead.",
                          name=say_words.seat_name(self.names[winners[0]]), amount=self.say(amount(self.recipe.game, gap)))
        return tr("The cards and the others decided this game.")  # the line above: "No decision clearly cost you …"

    def deciding_part(self, winner: int, gap: int) -> tuple[str, int, int] | None:
        """The scoring part (the results' ``Game.final_rows``) that made most of the ``gap`` between ``winner`` and
        the reviewed seat, where one part made more than half of it: its name, the winner's points in it and the
        seat's. Read from the finished game alone, where every part is public (Space Lab's Projects are revealed at
        the end); ``None`` for a game not over, one without parts, or a gap spread over several."""
        if self._deciding is None:
            self._deciding = (None,)
            state = played_out(self.recipe)[0]
            over = self.game.is_over(state) and self.game.final_rows(self.game.view(state, self.seat))
            rows = {r.seat: r.parts for r in over or []}
            if winner in rows and self.seat in rows:
                t, m = max(zip(rows[winner], rows[self.seat], strict=True), key=lambda p: p[0].points - p[1].points)
                if 2 * (t.points - m.points) > gap:  # "mostly": more than half of the gap
                    self._deciding = ((self.say(t.label), t.points, m.points),)
        return self._deciding[0]

    def where(self, d: Decision) -> str:
        """Where ``d`` came in the game, in the game's own words for how far it was ("round 3 of 5"), as the table
        at it shows; "move 38" (the recipe's count of every seat's actions) told a player nothing."""
        if self.table is None:
            return tr("move {move}", move=d.move)
        return self.say(self.game.progress(self.table.mod.state))

    def steps_after(self, d: Decision) -> tuple[Action, ...]:
        """The recipe's actions after ``d``'s in the same move (``SearchHooks.gathered``: a selection's further picks
        and its Confirm), while the same seat acts, from the table shown at ``d``."""
        declared = self.game.search_hooks()
        follow = declared.gathered.get(d.played.kind, ()) if declared is not None else ()
        if self.table is None or not follow:
            return ()
        state = self.table.mod.state
        seat = self.game.to_act(state)
        out: list[Action] = []
        last = d.played
        for a in self.recipe.actions[d.move:]:
            state = self.game.apply(state, last)[0]
            if a.kind not in follow or self.game.is_over(state) or self.game.to_act(state) != seat:
                break
            out.append(a)
            last = a
        return tuple(out)

    def decision_lines(self, d: Decision) -> list[tuple[str, tuple[int, int, int], int]]:
        """(text, colour, size) of the side panel for decision ``d``."""
        # each move named as the seat saw the table then ("Take group 2: Mars to your front, …"), as the Hint does
        view = self.table.view if self.table is not None else None
        # the move played with the steps the recipe really took after it (a selection's further picks, SS-15):
        # ``describe_in`` adds the Normal computer's guess at the rest ("Played: Spend Jupiter, Saturn" of a seat
        # that spent Jupiter alone)
        played = self.say(whole(self.game, view, d.played, self.steps_after(d)) if view is not None
                          else self.game.describe(d.played))
        # the better move named whole as the Hint names it, with the steps of its plan up to where the beans played
        # go ("Better: Give the French to Joe" alone did not say where the Runners should have gone, playtest 30)
        if d.then and self.table is not None and self.seat is not None:
            best = self.say(better_words(self.game, self.table.mod.state, self.seat, d.best, d.then))
        else:
            best = self.say(self.game.describe_in(view, d.best) if view is not None else self.game.describe(d.best))
        # one count over every page, its kind named under it: "Close call 1 of 2", "Marked decision 1 of 1", then
        # "Close call 2 of 2" counted two walks in one (playtest 33, 61_review_done.png, 63_review2.png)
        out = [(tr("{i} of {n} · {where}", i=self.shown.index(d) + 1, n=len(self.shown), where=self.where(d)),
                theme.TEXT_DIM, 16),
               (mark_name(d.mark), MARK_COLOURS.get(d.mark, theme.TEXT), 26)]
        out.append((tr("Played: {move}", move=played), PLAYED, 18))
        # what the move played gave up, right under it, where the better move does not (a capsule lost, an
        # Objective switched off): "Better: X" alone left a newcomer guessing what was wrong (playtest 23)
        cost = warning(self.game, view, d.played)
        if cost is not None and warning(self.game, view, d.best) is None:
            out.append((self.say(cost), PLAYED, 16))
        out.append((tr("Better: {move}", move=best), ADVICE, 18))
        if round(d.loss):  # a close call under half a unit: "about 1" would overstate it
            out.append((tr("About {amount} better.", amount=self.say(about(self.recipe.game, d.loss))), theme.TEXT,
                        18))
        # the engine's own line ("X instead of Y: about 3 points better over 112 trial games each") said the three
        # lines above again, with the search's trial games, jargon to a player: the Hint's reason says why instead
        # why the better move beats the one played, where the game weighs the two ("Bid 3 … costs 4 less" rather
        # than the reason to bid at all, playtest 19); else the Hint's and coach's reason for it ("about 3 points"
        # taught nothing)
        why = reason_over(self.game, view, d.best, d.played) or hint_reason(self.game, view, d.best)
        # a reason as true of the move played says nothing of why the other was better ("Blue for the Pink
        # capsule" of two slots both beside Pink, playtest 14): no "Why" rather than a non-reason
        # (``NO_REASON``: the game says the better move's own reason would call the two equal)
        if why is not None and why != NO_REASON and why != hint_reason(self.game, view, d.played):
            out.append((tr("Why: {reason}", reason=self.say(why)), theme.TEXT, 16))
        return out

    def final_lines(self) -> list[tuple[str, tuple[int, int, int], int]]:
        """(text, colour, size) of the side panel where no decision is shown: beside the table as the game ended, how
        it ended (the game's own result) and what the review found."""
        out: list[tuple[str, tuple[int, int, int], int]] = []
        if self.table is not None:
            state = self.table.mod.state
            over = self.game.is_over(state)
            out.append((tr("Game over") if over else self.say(self.game.progress(state)), theme.TEXT_DIM, 16))
            if over:
                out.append((self.say(self.game.result(state)), theme.GOLD, 22))
        out.append((self.nothing_line(), theme.TEXT, 20))
        return out

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        heading = tr("Game review · {game}", game=self.game.title)
        if self.seat is not None:
            heading = tr("Game review · {game} · {name}", game=self.game.title,
                         name=say_words.seat_name(self.names[self.seat]))
        theme.blit_fit(surface, heading, 28, (640, 24), 1200, theme.GOLD, bold=True, anchor="center", smallest=18)
        if self.problem:
            self._draw_wrapped(surface, tr("This game cannot be reviewed: {why}", why=self.problem), 20,
                               pygame.Rect(140, 300, 1000, 200), theme.BAD)
        elif self.seat is None:
            theme.blit_text(surface, tr("Whose decisions should be reviewed?"), 24, (640, 240), theme.TEXT,
                            anchor="center")
        elif self.result is None:
            self._draw_progress(surface)
        else:
            self._draw_result(surface)
        self.buttons.draw(surface)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        done, total = self.progress
        theme.blit_text(surface, tr("The engine looks at each of your decisions from what you knew then."), 18,
                        (640, 270), theme.TEXT_DIM, anchor="center")
        pygame.draw.rect(surface, theme.PANEL, BAR, border_radius=8)
        if total:
            pygame.draw.rect(surface, theme.ACCENT, (BAR.x, BAR.y, BAR.w * done // total, BAR.h), border_radius=8)
        words = tr("decision {i} of {n}", i=done, n=total) if total else tr("Reading the game…")
        theme.blit_text(surface, words, 20, (640, BAR.bottom + 22), theme.TEXT, anchor="center")
        left = self.time_left()
        if left:  # "decision 20 of 98" alone for a minute or two said nothing of how long was left
            theme.blit_text(surface, left, 18, (640, BAR.bottom + 50), theme.TEXT_DIM, anchor="center")

    def time_left(self) -> str:
        """About how long the review has left, from its pace so far ("about 2 minutes left"); "" until the pace is
        known (a few decisions and seconds in)."""
        done, total = self.progress
        if self.steps is None or not total or done < 2 or self.working < 2.0:
            return ""
        seconds = self.working / done * (total - done)
        if seconds < 50:
            return tr("less than a minute left")
        minutes = max(1, round(seconds / 60))
        return trn("about {n} minute left", "about {n} minutes left", minutes)

    def _draw_result(self, surface: pygame.Surface) -> None:
        assert self.result is not None
        # the summary wrapped, centred, the lines under it following it down (in French it ran edge to edge at
        # x 24-1256, playtest 16); the trust reason centred under them (flush left it read as out of place)
        y = HEAD.y
        for text, colour, size in self.head_lines():
            y = self._draw_wrapped(surface, text, size, pygame.Rect(HEAD.x, y, HEAD.w, HEAD.bottom - y), colour,
                                   centred=True)
        d = self.shown[self.index] if self.shown else None
        if self.table is not None:
            self.table.draw(self.frame)
            if d is not None:
                self._outline(self.frame, d.played, PLAYED)
                self._outline(self.frame, d.best, ADVICE)
            surface.blit(pygame.transform.smoothscale(self.frame, VIEW.size), VIEW)
        pygame.draw.rect(surface, theme.PANEL_EDGE, VIEW, 2)
        ui.panel(surface, SIDE, theme.PANEL, theme.PANEL_EDGE, radius=12)
        y = SIDE.y + 14
        for text, colour, size in self.decision_lines(d) if d is not None else self.final_lines():
            y = self._draw_wrapped(surface, text, size, pygame.Rect(SIDE.x + 16, y, SIDE.w - 32, SIDE.bottom - y),
                                   colour) + 10

    def head_lines(self) -> list[tuple[str, tuple[int, int, int], int]]:
        """(text, colour, size) of the lines over the decisions: the summary, what it cost, how far to trust it;
        in the largest sizes at which all of them, wrapped, fit ``HEAD``."""
        assert self.result is not None
        texts = [(self.summary_line(), theme.TEXT), (self.lost_line(), theme.ACCENT_2)]
        if self.result.trust_reason is not None:
            texts.append((self.say(self.result.trust_reason), theme.GOLD))
        for sizes in HEAD_SIZES:
            if sum(len(theme.wrap(t, z, HEAD.w)) * (z + 6) for (t, _c), z in zip(texts, sizes, strict=False)) \
                    <= HEAD.h + 6:
                break
        return [(t, c, z) for (t, c), z in zip(texts, sizes, strict=False)]

    def _outline(self, frame: pygame.Surface, a: Action, colour: tuple[int, int, int]) -> None:
        for r in self.table.action_rects(a):
            pygame.draw.rect(frame, theme.HALO, r.inflate(14, 14), 9, border_radius=12)
            pygame.draw.rect(frame, colour, r.inflate(14, 14), 5, border_radius=12)

    def _draw_wrapped(self, surface: pygame.Surface, text: str, size: int, box: pygame.Rect,
                      colour: tuple[int, int, int], centred: bool = False) -> int:
        """``text`` wrapped into ``box`` from its top (each line ``centred`` in it, or flush left); returns the y
        below the last line drawn."""
        y = box.y
        for line in (even_lines(text, size, box.w) if centred else theme.wrap(text, size, box.w)):
            if y + size > box.bottom:
                break
            if centred:
                theme.blit_text(surface, line, size, (box.centerx, y), colour, anchor="midtop")
            else:
                theme.blit_text(surface, line, size, (box.x, y), colour)
            y += size + 6
        return y
