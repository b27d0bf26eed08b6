"""The table's way in and out: its menu (Rules, Settings, Leave), the end of the game, the results, a new deal.

``TableScene`` mixes this in. Leaving takes two clicks within three seconds,
so a stray click never throws a game away.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import ui
from game.i18n import tr
from game.seats import Seat

END_PAUSE = 1.6  # seconds to look at the final table before the results


class Flow:
    app: Any
    mod: Any
    game: Any
    game_name: str
    seats: list[Seat]
    options: dict[str, Any]
    attract: bool
    embedded: bool
    finished: bool
    end_wait: float
    leave_armed: float
    menu: ui.ButtonRow
    kept_notes: list[str] = []  # the results say when a finished game could not be kept
    # and from the table: _speed(), game_over(), result_rows(), result_notes(), card_painter(),
    # undo_button(), keep_finished()

    def _menu(self) -> ui.ButtonRow:
        return ui.ButtonRow([
            ui.Button(pygame.Rect(1164, 10, 106, 32), tr("Rules"), self.open_rules, key="ui:rules", size=16),
            ui.Button(pygame.Rect(1164, 48, 106, 32), tr("Settings"), self.open_settings, key="ui:settings", size=16),
            ui.Button(pygame.Rect(1164, 86, 106, 32), tr("Leave"), self.leave, key="ui:leave", size=16),
            self.undo_button(),
        ])

    def _after_game(self, dt: float) -> None:
        if not self.finished:
            self.finished = True
            if not self.embedded:
                self.game_over()
                self.kept_notes = self.keep_finished()
                self.app.game_ended()
        self.end_wait += dt
        if self._speed() > 0 and self.end_wait < END_PAUSE:
            return
        if self.embedded:
            self.restart()
        elif self.app.top is self:
            self.app.router.results(
                tr("{game} — results", game=self.game.title), self.result_rows(), self.again,
                painter=self.card_painter(),
                auto_again=8.0 if self.attract else None, notes=self.result_notes() + self.kept_notes,
            )

    def restart(self) -> None:
        """Same seats, a new deal (attract mode behind the title)."""
        from game.router import fresh_seed

        embedded = self.embedded
        type(self).__init__(self, self.app, self.game_name, self.seats, fresh_seed(), attract=self.attract,
                            options=self.options)
        self.embedded = embedded

    def again(self) -> None:
        seats = [Seat(s.name, s.human, s.level) for s in self.seats]
        self.app.router.play_again(self.game_name, seats, self.options, self.attract)

    def leave(self) -> None:
        """Two clicks within three seconds, so a stray click never throws a game away."""
        b = self.menu.get("ui:leave")
        if self.leave_armed > 0 or self.finished:
            self.app.router.title()
            return
        self.leave_armed = 3.0
        if b:
            b.label = tr("Sure?")

    def open_rules(self) -> None:
        self.app.router.rules(self.game_name)

    def open_settings(self) -> None:
        self.app.router.settings()

