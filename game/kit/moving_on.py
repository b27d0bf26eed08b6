"""``MovingOn``: the table's screen moved on, between people and at the game's end.

- the hand-over: with two or more people at one screen, the mover sees their move's result, then "Pass to …"
  (or Undo) brings the curtain down for the next person, and the curtain's click lifts it for them;
- the end: the game's solo record moved on and the game kept, the final table held with its result line and
  "Results ▸" while a person plays at it, at any speed (else a short look), then the results; a title's
  background table asks its owner for the next deal instead, and a replay stays on its last position.

The part reads the table through ``Host``, the few things of it the flow needs, and keeps the flow's own state
(finished, the results asked for, when "Pass to …" appeared).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from engine.core import Words
from game import ui
from game.i18n import tr
from game.outcome import ResultRow, shown_row
from game.seats import Seat

if TYPE_CHECKING:
    from game.anim import Animator
    from game.app import App
    from game.kit.coach import Coach
    from game.kit.contract import TableUI
    from game.kit.keeper import Keeper
    from game.kit.log import GameLog
    from game.kit.notes import Recap
    from game.kit.stage import Stage
    from game.moderator import Moderator
    from game.solo import SoloRecord

# where "Pass to …" goes unless the game's UI gives a ``pass_rect``: bottom right, where a game's own
# button for the move usually is (nothing is offered there while the screen waits to be passed on)
PASS_RECT = pygame.Rect(1000, 640, 270, 56)
PASS_KEY = "ui:pass"
# seconds "Pass to …" ignores clicks once it appears: a quick double click on the game's own button (Pass, Bid)
# must not also hand the screen over, whatever the button's place in that game
PASS_GUARD = 0.4
END_PAUSE = 1.6  # seconds to look at the final table before the results, when nobody at it asks for them
RESULTS_KEY = "ui:results"
T = TypeVar("T")


class Role(Enum):
    """What a table is for: a game people play, the title's moving background, or a replay's picture."""

    PLAY = "play"
    BACKGROUND = "background"  # behind the title: no menu, no curtain, no results; a new deal when it ends
    REPLAY = "replay"  # inside the replay viewer: the moves come from the recipe; it stays on its last position


class Host(Protocol):
    """What the flow reads and asks of its table."""

    app: App
    mod: Moderator
    role: Role
    attract: bool
    seats: list[Seat]
    game_name: str
    options: dict[str, Any]
    ui: TableUI
    keeper: Keeper
    recap: Recap
    log: GameLog
    anim: Animator
    stage: Stage
    view: Any
    mouse: tuple[int, int]
    clock: float
    open_list: Any
    log_view: Any
    coach: Coach | None  # "Learn to play"'s, on or turned off

    @property
    def on_top(self) -> bool: ...  # the table is the scene in front: nothing is over it
    def speed(self) -> float: ...
    def come_back(self) -> None: ...  # in front again, in place of its results
    def name(self, seat: int) -> str: ...
    def say(self, w: Words) -> str: ...
    def keeps_records(self) -> bool: ...
    def forget_screen(self) -> None: ...


class MovingOn:
    """The hand-over and the end of one table's game."""

    def __init__(self, host: Host, solo: SoloRecord[Any, Any] | None,
                 on_finished: Callable[[], None] | None) -> None:
        self.host = host
        self.solo = solo
        self.on_finished = on_finished  # a background table's owner deals the next game
        self.finished = False
        self._recap_due = False  # the final recap was made before the final scoring's log lines landed
        self.end_wait = 0.0
        self.results_asked = False  # a person at the final table clicked "Results ▸"
        # the game's solo record, read once (storage is a file, or localStorage), and its line at the end
        self.solo_record: Any = solo.load() if solo is not None else None
        self.solo_note: list[str] = []
        self.kept_notes: list[str] = []  # a finished game that could not be kept, a demonstration
        self.pass_shown: float | None = None  # the clock when "Pass to …" last appeared (``None``: not shown)

    # --- where the flow stands ---------------------------------------------------------------------------
    @property
    def awaiting_pass(self) -> bool:
        """The mover's result is in view and another person is to decide: the screen waits for "Pass to …"
        (the curtain) or Undo, and shows nothing the mover may not see meanwhile."""
        t = self.host
        return (t.role is Role.PLAY and t.mod.handing_over and not t.mod.over and not t.anim.blocking
                and t.open_list is None)

    @property
    def pass_ready(self) -> bool:
        """"Pass to …" has been in view for ``PASS_GUARD`` seconds: a click on it now is meant for it, not the
        second half of a double click on the game's button that made the move."""
        return (self.awaiting_pass and self.pass_shown is not None
                and self.host.clock - self.pass_shown >= PASS_GUARD)

    @property
    def holds_final_table(self) -> bool:
        """The game is over and a person plays at it: the final table and what others did last stay in view
        until they click "Results ▸" (a final move made in a second no longer vanishes into the results), at
        every speed: at "instant" the end-triggering move and the others' last turn were never seen at all.
        A demonstration and a game of computers alone go on by themselves."""
        t = self.host
        return (self.finished and t.role is Role.PLAY and not t.attract
                and any(seat.human for seat in t.seats))

    @property
    def kit_button_shown(self) -> bool:
        """ "Pass to …" or "Results ▸" stands where the game's UI put ``pass_rect`` (it keeps that room free)."""
        return self.awaiting_pass or (self.holds_final_table and not self.results_asked)

    def tick(self) -> None:
        """Once a frame: note when "Pass to …" appears (a click elsewhere meanwhile, a short animation saying
        why it did nothing, does not start the wait again)."""
        if not self.host.mod.handing_over:
            self.pass_shown = None
        elif self.pass_shown is None and self.awaiting_pass:
            self.pass_shown = self.host.clock

    # --- the hand-over -----------------------------------------------------------------------------------
    def hand_over_to(self, seat: int) -> None:
        """The curtain lifts for ``seat``: nothing made for the previous viewer may survive."""
        t = self.host
        t.recap.clear()
        t.log_view = None
        t.mod.hand_over(seat)
        t.forget_screen()

    def curtain(self) -> None:
        """The curtain for the seat to act, at once (a computer's move needs no "Pass to …" from its mover)."""
        t = self.host
        seat = t.mod.to_act
        assert seat is not None
        t.app.router.curtain(t.name(seat), partial(self.hand_over_to, seat))

    def pass_button(self) -> ui.Button:
        """ "Pass to Bruno ▸": the mover has seen their move's result and hands the screen on."""
        seat = self.host.mod.to_act
        return self._button(tr("Pass to {name} ▸", name=self.host.name(seat) if seat is not None else ""),
                            self.pass_screen, PASS_KEY)

    def pass_clicked(self) -> None:
        """A click on "Pass to …": ignored while the button is new (``PASS_GUARD``), so a double click on the
        move's own button never hands the screen over too."""
        if self.pass_ready:
            self.pass_screen()

    def pass_screen(self) -> None:
        """The curtain comes down for the next person; until its click nothing of theirs is drawn."""
        t = self.host
        if not self.awaiting_pass or t.mod.to_act is None or not t.on_top:
            return
        self.curtain()

    # --- the end -------------------------------------------------------------------------------------------
    def results_button(self) -> ui.Button:
        """ "Results ▸" on the final table, where "Pass to …" goes (nothing of the game is offered there now)."""
        return self._button(tr("Results ▸"), self.ask_results, RESULTS_KEY)

    def ask_results(self) -> None:
        self.results_asked = True

    def _button(self, label: str, action: Callable[[], None], key: str) -> ui.Button:
        """The kit's button that moves the screen on, at the game's ``pass_rect`` (or bottom right), lit under
        the mouse."""
        rect = self.host.ui.pass_rect if self.host.ui.pass_rect is not None else PASS_RECT
        button = ui.Button(rect.copy(), label, action, key=key, size=20, primary=True)
        button.hover = button.rect.collidepoint(self.host.mouse)
        return button

    def move_solo_record(self) -> None:
        """A finished solo game with a human at the table moves the game's solo record on (not a
        demonstration, a replay, a chosen deal or a computer's game); the game's results place its line."""
        t = self.host
        if self.solo is None or t.mod.state.players != 1 or not t.keeps_records() or not t.seats[0].human:
            return
        self.solo_record, line = self.solo.finish(t.view)
        self.solo_note = [line]

    def result_rows(self) -> list[ResultRow]:
        t = self.host
        game, state = t.mod.game, t.mod.state
        final = t.ui.result_rows()
        if final is None:
            winners = set(game.winners(state))
            rows = [ResultRow(i, s.name, sc, i in winners)
                    for i, (s, sc) in enumerate(zip(t.seats, game.scores(state), strict=True))]
        else:
            rows = [shown_row(r, t.seats[r.seat].name if r.name is None else t.say(r.name), t.say) for r in final]
        # the rows are listed in the engine's order: a tie below first is broken as the rules break it
        place = {seat: k for k, seat in enumerate(game.standing(state))}
        for row in rows:
            row.place = place.get(row.seat)
            row.drawing = t.ui.result_drawing(row.seat) if row.seat >= 0 else None
        return rows

    def result_notes(self) -> list[str]:
        """The lines under the results: the solo record's, then the game's."""
        t = self.host
        return self.solo_note + [t.say(w) for w in t.ui.result_notes()]

    def again(self) -> None:
        t = self.host
        seats = [Seat(s.name, s.human, s.level) for s in t.seats]
        t.app.router.play_again(t.game_name, seats, t.options, t.attract)

    def after_game(self, dt: float) -> None:
        """Each frame once the game is over: the record moved on and the game kept once, then, after the final
        table's look, the results (or the background's next deal)."""
        t = self.host
        if not self.finished:
            self.finished = True
            if t.role is Role.PLAY:
                self.move_solo_record()
                # "Learn to play" is the coach on its fixed deal; a game of one's own with the coach counts as any other
                self.kept_notes = t.keeper.keep_finished(lesson=t.coach is not None and t.keeper.chosen_deal)
                t.app.game_ended()
                if t.mod.viewer is not None and t.mod.is_human(t.mod.viewer):
                    # how the others' last moves ended the game, before the player asks for the results
                    t.recap.game_ends(t.mod.viewer, t.log, t.view)
                    self._recap_due = t.stage.timed  # told again once the final scoring's lines have landed
        if self._recap_due and not t.stage.timed:
            self._recap_due = False
            if t.recap.active and t.mod.viewer is not None:  # a hand bonus is in the log now
                t.recap.game_ends(t.mod.viewer, t.log, t.view)
        self.end_wait += dt
        if self.holds_final_table:
            if not self.results_asked:
                return
        elif t.speed() > 0 and self.end_wait < END_PAUSE:
            return
        if t.role is Role.BACKGROUND:
            if self.on_finished is not None:
                self.on_finished()
                self.on_finished = None
        elif t.role is Role.PLAY and t.on_top:
            game = t.mod.game
            t.app.router.results(
                tr("{game} — results", game=game.title), self.result_rows(), self.again,
                painter=t.ui.card_painter(),
                auto_again=8.0 if t.attract else None, notes=self.result_notes() + self.kept_notes,
                kept=t.keeper.kept if any(seat.human for seat in t.seats) else None,
                headline=t.say(game.result(t.mod.state)),
                on_table=self.back_to_table if self.holds_final_table else None,
            )

    def back_to_table(self) -> None:
        """The results' "◂ Table": the final table again, as it was left, with "Results ▸" to come back (a
        player asked to see the last position and how the final scoring took it, after the results had opened)."""
        self.results_asked = False
        self.host.come_back()


class FromFlow(Generic[T]):
    """An attribute of the table that is its flow's (``table.flow``, a ``MovingOn``) under the same name: read where
    the game's UI and the tests have always read it, on the table."""

    name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, table: Any, owner: type | None = None) -> T:
        found: T = getattr(table.flow, self.name)
        return found

    def __set__(self, table: Any, value: T) -> None:
        setattr(table.flow, self.name, value)  # never a copy on the table that the flow would not see


def kit_buttons(flow: MovingOn, embedded: bool) -> Sequence[ui.Button]:
    """The buttons the flow shows over the table now: "Pass to …" (not inside another screen), "Results ▸"."""
    out = []
    if flow.awaiting_pass and not embedded:
        out.append(flow.pass_button())
    if flow.holds_final_table and not flow.results_asked:
        out.append(flow.results_button())
    return out
