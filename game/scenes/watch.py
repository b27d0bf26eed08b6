"""Watching a finished game again: its table as a spectator saw it, one move or one turn at a time.

The game's own table plays the recipe's moves (``Moderator.scripted``: nobody
thinks), drawn a little smaller so the controls fit beside it. The viewer is
the table (no seat), so nothing private shows until the end, when every card
is turned up; a game with one person at the table (solo, or against computers)
is watched through that person's eyes, their own hand face up. Stepping back rebuilds the table from the recipe's first moves.
A "turn" ends when another seat is to act, or the game's count of turns moves on. A "move" is one whole move as the
player made it: the clicks the game gathers into one (``SearchHooks.gathered``: a placement and its payment) are one
step, so no step shows a card placed while its payment is still in hand.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from engine import GAMES
from engine.core import Event, seen_by
from engine.recipe import BadRecipe, illegal_move
from game import theme, ui
from game import words as say_words
from game.i18n import tr
from game.kit.notes import LogView
from game.replays import Replay
from game.scene import MenuScene, is_click
from game.scenes.settings import SPEED_NAMES
from game.seats import Seat
from game.settings import SPEED_ORDER, SPEEDS

SCALE = 0.85
VIEW = pygame.Rect(0, 0, int(theme.WIDTH * SCALE), int(theme.HEIGHT * SCALE))  # 1088×612
SIDE_X = VIEW.right + 10
BAR = pygame.Rect(20, 676, VIEW.w - 40, 14)
AUTO_STEP = 0.9  # seconds between moves while playing, at normal speed


def step_wait(speed: str) -> float:
    """Seconds between two moves while playing at ``speed``: instant plays one move a frame (playtest 16b: under
    "Instant" a move came every 0.27 s, 291 moves took 75 s); the others wait as long as their moves fly."""
    return 0.0 if SPEEDS[speed] == 0 else AUTO_STEP * max(0.3, SPEEDS[speed])

# the four speeds under "Results ▸" (at the end), over Back: two rows of two, slow → fast as one reads (playtest 29:
# one button that went normal → fast → instant → slow read as no order at all)
SPEEDS_AREA = pygame.Rect(SIDE_X, 586, 172, 57)
SPEED_SIZE = 12  # every speed's name at one size: « Instantané » holds its half of the column, clear of its edges, at 12


def speed_rect(k: int) -> pygame.Rect:
    """The button of the ``k``-th speed of ``SPEED_ORDER``: left to right, then the next row."""
    w, h = (SPEEDS_AREA.w - 4) // 2, (SPEEDS_AREA.h - 3) // 2
    return pygame.Rect(SPEEDS_AREA.x + k % 2 * (w + 4), SPEEDS_AREA.y + k // 2 * (h + 3), w, h)


CAPTION = pygame.Rect(20, VIEW.bottom + 4, VIEW.w - 20, BAR.y - VIEW.bottom - 8)  # between the table and the bar
# (size, most lines): the caption takes the largest size at which it fits whole (the last move of a game
# says the whole scoring)
CAPTION_FITS = ((18, 1), (16, 2), (13, 3))


def caption_lines(text: str) -> tuple[int, list[str]]:
    """The caption's size and lines: whole at the largest size that fits ``CAPTION``; past the smallest, its
    last line ends in "…" (no game says that much in one move)."""
    for size, most in CAPTION_FITS:
        lines = theme.wrap(text, size, CAPTION.w)
        if len(lines) <= most and all(theme.font(size).size(x)[0] <= CAPTION.w for x in lines):
            return size, lines
    size, most = CAPTION_FITS[-1]
    lines = theme.wrap(text, size, CAPTION.w)
    return size, lines[:most - 1] + [theme.shorten(" ".join(lines[most - 1:]), size, CAPTION.w)]


def steps(replay: Replay) -> tuple[list[int], list[list[Event]], list[int], list[int]]:
    """The action numbers where a new turn begins, each action's events and the seat that made it, from one pass
    over the recipe; and the action numbers where the viewer's steps stop (0 and the last included): after each whole
    move, an action the game gathers into the one before it (``SearchHooks.gathered``, the same seat still to act)
    being part of that move. Playtest 15: a placement took 3-4 steps, its card in the station while its payment was
    still in hand and the Discard pile unmoved."""
    rec = replay.saved.recipe
    game = GAMES[rec.game]
    declared = game.search_hooks()
    gathered = declared.gathered if declared is not None else {}
    s = game.new(rec.players, rec.seed, **rec.options)
    starts, last = [0], (game.to_act(s), game.progress(s))
    moves: list[list[Event]] = []
    actors: list[int] = []
    stops = [0]
    follow: tuple[str, ...] = ()  # the kinds that continue the move under way
    for i, a in enumerate(rec.actions):
        if game.is_over(s) or a not in game.legal_actions(s):
            raise illegal_move(game, s, i, a)
        seat = game.to_act(s) or 0
        if not (i and a.kind in follow and seat == actors[-1]):
            if i:
                stops.append(i)  # the move before this one is whole
            follow = tuple(gathered.get(a.kind, ()))
        actors.append(seat)
        s, events = game.apply(s, a)
        moves.append(events)
        now = (game.to_act(s), game.progress(s))
        if now != last and i + 1 < len(rec.actions):
            starts.append(i + 1)
        last = now
    if rec.actions:
        stops.append(len(rec.actions))
    return starts, moves, actors, stops


class WatchScene(MenuScene):
    def __init__(self, app: Any, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.recipe = replay.saved.recipe
        self.game = GAMES[self.recipe.game]
        self.total = len(self.recipe.actions)
        self.problem = ""
        self.moves: list[list[Event]] = []
        self.actors: list[int] = []
        try:
            self.starts, self.moves, self.actors, self.stops = steps(replay)
        except BadRecipe as exc:  # a hand-edited file: say so rather than show half a game
            names = [seat.name for seat in replay.saved.seats]
            self.starts, self.stops, self.total, self.problem = [0], [0], 0, say_words.say(exc.words, names)
        self.names = [seat.name for seat in replay.saved.seats]
        self.index = 0
        self.playing = False
        self.wait = 0.0
        # the kit's speeds, for this replay alone (a game watched at 1–1.3 s a move took minutes): the settings'
        # to start with; the toggle leaves the settings as they are
        self.speed = app.settings.speed
        self.frame = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        self.table: Any = None
        self.log_view: LogView | None = None  # the whole log, over the replay, opened by a click on the table's log
        self._build_buttons()
        self.go(0)

    # --- the table at a move ---------------------------------------------------------------------
    def _spectator_table(self, moves: int) -> Any:
        seats = [Seat(s.name, s.human, s.level) for s in self.replay.saved.seats]
        rec = self.recipe
        return self.app.router.replay_table(rec.game, seats, rec.seed, rec.options, rec.actions[:moves], self.viewer)

    @property
    def viewer(self) -> int | None:
        """Whose eyes the replay is seen through: a game over with one person at the table (solo, or against
        computers) through that person's, their own hand face up (the spectator saw a row of card backs in "my own"
        replay), the computers' hidden as they were; with several people at the table (``None``) each hand stays
        its own, seen by no one."""
        humans = [i for i, s in enumerate(self.replay.saved.seats) if s.human]
        return 0 if self.recipe.players == 1 else humans[0] if len(humans) == 1 else None

    def go(self, index: int) -> None:
        """Show the table after ``index`` moves (rebuilt from the recipe, nothing animated)."""
        self.index = max(0, min(self.total, index))
        self.table = self._spectator_table(self.index)
        self._set_table_speed()
        self._build_buttons()

    def _set_table_speed(self) -> None:
        if self.table is not None:
            self.table.speed_factor = SPEEDS[self.speed]
            self.table.anim.speed = self.table.speed()

    def set_speed(self, speed: str) -> None:
        """One of the kit's speeds, for the moves to come (this replay's alone: the settings keep theirs)."""
        self.speed = speed
        self._set_table_speed()
        self._build_buttons()

    def forward(self) -> None:
        """One whole move, animated as it was played."""
        if self.table is None or self.index >= self.total:
            self.playing = False
            return
        for _ in range(self.index, self._next_stop()):
            self.table.anim.skip()
            self.table.play(self.recipe.actions[self.index])
            self.index += 1
        if self.at_end:
            self._build_buttons()

    def _next_stop(self) -> int:
        return next((s for s in self.stops if s > self.index), self.total)

    def _previous_stop(self, index: int | None = None) -> int:
        at = self.index if index is None else index
        return max((s for s in self.stops if s < at), default=0)

    def previous(self) -> None:
        """One whole move back."""
        self.go(self._previous_stop())

    @property
    def step(self) -> int:
        """How many whole moves the table shows played."""
        return sum(1 for s in self.stops if 0 < s <= self.index)

    def next_turn(self) -> None:
        target = next((s for s in self.starts if s > self.index), self.total)
        if target == self._next_stop():
            self.forward()
        else:
            self.go(target)

    def previous_turn(self) -> None:
        self.go(max((s for s in self.starts if s < self.index), default=0))

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.index < self.total
        self.wait = 0.0
        self._build_buttons()

    # --- controls --------------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        rows: list[tuple[str, str, Callable[[], None]]] = [
            (tr("❚❚ Pause") if self.playing else tr("▶ Play"), "watch:play", self.toggle_play),
            (tr("▶ Next move"), "watch:next", self.forward),
            (tr("◀ Previous move"), "watch:back", self.previous),
            (tr("▶▶ Next turn"), "watch:next_turn", self.next_turn),
            (tr("◀◀ Previous turn"), "watch:back_turn", self.previous_turn),
            (tr("|◀ Start"), "watch:start", lambda: self.go(0)),
            (tr("End ▶|"), "watch:end", lambda: self.go(self.total)),
        ]
        self.buttons = ui.ButtonRow()
        y = 150
        # at the end what goes forward has nothing left to play: greyed, and "Results ▸" the one lit (playtest 32:
        # "▶ Play" still lit at the end read as the thing to press)
        ended = self.at_end
        for label, key, fn in rows:
            # the column is as wide as the screen leaves beside the table: its labels take all but 5 pixels each
            # side ("◀ Previous move" was drawn a size smaller than its neighbours)
            forward = key in ("watch:play", "watch:next", "watch:next_turn", "watch:end")
            self.buttons.add(ui.Button(pygame.Rect(SIDE_X, y, 172, 44), label, fn, key=key, size=17,
                                       primary=key == "watch:play" and not ended, room=10,
                                       enabled=not (ended and forward)))
            y += 52
        # its caption above it ("Replay speed"): "Vitesse : Instantané" did not fit the column at a readable size
        for k, sp in enumerate(SPEED_ORDER):  # the one in use lit, as the settings light theirs
            self.buttons.add(ui.Button(speed_rect(k), tr(SPEED_NAMES[sp]), partial(self.set_speed, sp),
                                       key=f"watch:speed:{sp}", size=SPEED_SIZE, primary=sp == self.speed, room=8))
        self.buttons.add(ui.Button(pygame.Rect(SIDE_X, 650, 172, 50), tr("Back"), self.back, key="back"))
        if ended:  # the game's results screen for this game, to read (nothing there starts a game)
            # 10 pixels from "End ▶|" and from "Replay speed" under it: at 44 high it touched that caption
            # (newcomer test 29)
            self.buttons.add(ui.Button(pygame.Rect(SIDE_X, y + 2, 172, 40), tr("Results ▸"), self.results,
                                       key="watch:results", size=17, primary=True))

    @property
    def at_end(self) -> bool:
        return bool(self.total) and self.index >= self.total and not self.problem

    def results(self) -> None:
        """The results screen of the game watched, as the players saw it at its end; Back returns to the replay."""
        t = self.table
        if t is None or not self.at_end:
            return
        from game.scenes.results import ResultsScene

        self.app.push(ResultsScene(
            self.app, tr("{game} — results", game=self.game.title), t.flow.result_rows(), self.app.pop,
            self.app.pop, painter=t.ui.card_painter(), notes=t.flow.result_notes(),
            headline=t.say(self.game.result(t.mod.state)), read_only=True))

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        if self.log_view is not None:  # any click closes the whole log
            return [(theme.SCREEN.copy(), "watch:log-close")]
        log = self.log_rect()
        return [(BAR.inflate(0, 16), "watch:bar"), *([] if log is None else [(log, "watch:log")]),
                *super().clickables()]

    def log_rect(self) -> pygame.Rect | None:
        """Where the table's log shows on this screen (the table is drawn scaled into ``VIEW``)."""
        log = self.table.log_rect if self.table is not None else None
        if log is None:
            return None
        return pygame.Rect(round(log.x * SCALE), round(log.y * SCALE), round(log.w * SCALE), round(log.h * SCALE))

    def open_log(self) -> None:
        """The whole log as the replay's viewer reads it, over the replay (its panel says "click the log"; playtest
        16b: a click there in a replay opened nothing)."""
        if self.table is not None:
            table = self.table
            self.playing = False  # the moves wait while the log is read
            self._build_buttons()
            self.log_view = LogView(lambda: table.log.lines(table.mod.viewer))

    def handle(self, event: pygame.event.Event) -> None:
        if self.log_view is not None:
            if self.log_view.handle(event):
                self.log_view = None
            return
        super().handle(event)

    def handle_more(self, event: pygame.event.Event) -> None:
        log = self.log_rect()
        if is_click(event) and log is not None and log.collidepoint(event.pos):
            self.open_log()
        elif is_click(event) and BAR.inflate(0, 16).collidepoint(event.pos) and self.total:
            at = round((event.pos[0] - BAR.x) / BAR.w * self.total)
            self.go(at if at in self.stops else self._previous_stop(at))  # a whole move, never half a placement
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.forward, pygame.K_LEFT: self.previous,
                    pygame.K_PAGEDOWN: self.next_turn, pygame.K_PAGEUP: self.previous_turn,
                    pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.total),
                    pygame.K_SPACE: self.toggle_play}
            if event.key in keys:
                keys[event.key]()

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
        if self.playing:
            self.wait += dt
            if self.wait >= step_wait(self.speed) and not self.table.anim.blocking:
                self.wait = 0.0
                self.forward()
                if self.index >= self.total:
                    self.toggle_play()

    # --- drawing ---------------------------------------------------------------------------------------
    def caption(self) -> str:
        """What the last move did, in the log's words for the spectator (no private card)."""
        cached = self.__dict__.get("_caption")
        if cached is None or cached[0] != (self.index, id(self.table)):
            self._caption = ((self.index, id(self.table)), self._worded_caption())
        return self._caption[1]

    def _worded_caption(self) -> str:
        if self.index == 0:
            return tr("The deal. ▶ plays the first move.")
        last = self._last_move_words()
        state = self.table.final_state if self.table is not None and self.index >= self.total else None
        if state is None:
            return last
        # the end says who won and by what score (a replay watched to its end showed neither), alone: the last
        # move's words (the whole final scoring) were cut to "…gagne ave…" in three lines; they are in the log, and
        # the Results button shows the whole count
        return say_words.say(self.game.result(state), self.names) or last

    def _last_move_words(self) -> str:
        # as the replay's own log reads it: through the one person's eyes, their own secret cards named ("Alice:
        # Bluebeans 7 → secret collection", where the caption said "a card"); the others' as that person saw them
        # the whole move's words: a placement's line is said by its last payment
        first = self._previous_stop()
        said = [self.game.describe_event(e, self.viewer) for m in self.moves[first:self.index] for e in m]
        line = " · ".join(say_words.say(w, self.names) for w in said if w is not None)
        if line:
            return line
        # a move the log says nothing of: who made it, and the move's name where the table may know it
        # (a "Done", a tax paid); a choice it may not see (a secret pick) stays unnamed
        seat = self.actors[self.index - 1]
        name = say_words.seat_name(self.names[seat] if 0 <= seat < len(self.names) else "?")
        events, action = [e for m in self.moves[first:self.index] for e in m], self.recipe.actions[first]
        if any(seen_by(e, self.viewer) != e for e in events) or (not events and action.card != -1):
            return tr("{name} makes a choice the table does not see.", name=name)
        return tr("{name}: {action}", name=name, action=say_words.say(self.game.describe(action), self.names))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        if self.table is not None:
            self.table.draw(self.frame)
            surface.blit(pygame.transform.smoothscale(self.frame, VIEW.size), VIEW)
            pygame.draw.rect(surface, theme.PANEL_EDGE, VIEW, 2)
        title = self.game.title
        # the side column's width: French « Revoir la partie » at 26 ran off the screen
        theme.blit_fit(surface, tr("Replay"), 26, (SIDE_X + 86, 16), 176, theme.GOLD, bold=True, anchor="midtop",
                       smallest=18)
        theme.blit_text(surface, theme.shorten(title, 17, 176, bold=True), 17, (SIDE_X + 86, 52), theme.TEXT,
                        bold=True, anchor="midtop")
        theme.blit_text(surface, say_words.when(self.replay.saved.when), 15, (SIDE_X + 86, 78), theme.TEXT_DIM,
                        anchor="midtop")
        theme.blit_text(surface, tr("move {i} of {n}", i=self.step, n=len(self.stops) - 1), 16, (SIDE_X + 86, 112),
                        theme.ACCENT_2, anchor="midtop")
        self.buttons.draw(surface)
        theme.blit_text(surface, tr("Replay speed"), 14, (SPEEDS_AREA.centerx, SPEEDS_AREA.y - 19), theme.TEXT_DIM,
                        anchor="midtop")
        if self.problem:
            theme.blit_text(surface, theme.shorten(tr("This replay cannot be shown: {why}", why=self.problem), 18,
                                                   VIEW.w - 20), 18, (20, 626), theme.BAD)
        else:
            size, lines = caption_lines(self.caption())
            step = size + 4
            y = CAPTION.y + (CAPTION.h - step * len(lines)) // 2
            for k, line in enumerate(lines):
                theme.blit_text(surface, line, size, (CAPTION.x, y + k * step), theme.TEXT)
        pygame.draw.rect(surface, theme.PANEL, BAR, border_radius=7)
        if self.total:
            for s in self.starts:
                x = BAR.x + BAR.w * s // self.total
                pygame.draw.line(surface, theme.PANEL_EDGE, (x, BAR.y + 3), (x, BAR.bottom - 4))
            done = BAR.w * self.index // self.total
            pygame.draw.rect(surface, theme.ACCENT, (BAR.x, BAR.y, done, BAR.h), border_radius=7)
        # the game is played with the mouse: the keys (still there) are not what it offers
        theme.blit_text(surface, tr("click the bar to jump to any move"), 14,
                        (BAR.centerx, BAR.bottom + 6), theme.TEXT_FAINT, anchor="midtop")
        if self.log_view is not None:
            self.log_view.draw(surface)
