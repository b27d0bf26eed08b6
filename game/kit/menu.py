"""The menu column of every table: Rules, Settings, Leave and Undo.

Leave takes two clicks, so a stray click never throws a game away: the
first arms it ("Sure?"); it stays armed while the mouse rests on it and for
``LEAVE_ARMED`` seconds after, and a click once that has run out arms it
again, visibly. A finished game leaves at once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game import theme, ui
from game.i18n import tr
from game.kit.keeper import UNDO_RECT, Keeper

# seconds Leave stays armed ("Sure?") once the mouse is off it; while the mouse rests on it, it stays armed
LEAVE_ARMED = 6.0
LEAVE_KEY = "ui:leave"
UNDO_KEY = "ui:undo"
LABEL_SIZE = 16  # the menu's labels where every one fits; one size for the whole column, whatever it says now
SMALLEST = 10  # the made-up test language a third wider than English reaches it
ROOM = 14  # pixels of a button's width its label leaves free: 7 on each side, "Thinking…" at 16 points


def column_labels() -> list[str]:
    """Everything the menu column may say, in the language now: its buttons, Leave armed and the Hint button's
    two labels (beside it, at the same size)."""
    return [tr("Rules"), tr("Settings"), tr("Leave"), tr("Sure?"), tr("Undo"), tr("Hint"), tr("Thinking…")]


def label_size(width: int, labels: list[str]) -> int:
    """The one size for labels on buttons ``width`` pixels wide: the largest up to ``LABEL_SIZE`` at which the
    longest fits (a button shrank only its own long label, so French showed three sizes down one column)."""
    size = LABEL_SIZE
    while size > SMALLEST and max(theme.font(size, True).size(text)[0] for text in labels) > width - ROOM:
        size -= 1
    return size


class TableMenu:
    def __init__(self, keeper: Keeper, undo: Callable[[], None], undo_rect: pygame.Rect | None, *,
                 rules: Callable[[], None], settings: Callable[[], None], leave: Callable[[], None],
                 finished: Callable[[], bool]) -> None:
        self.keeper = keeper
        self._undo, self._undo_rect = undo, undo_rect if undo_rect is not None else UNDO_RECT
        self._rules, self._settings, self._leave, self._finished = rules, settings, leave, finished
        self.armed = 0.0  # seconds Leave stays armed once the mouse is off it
        self.on_arm: Callable[[], None] = lambda: None  # Leave armed: the table says what leaving does
        self.size = LABEL_SIZE  # every label's size, set by ``_row`` for the language now
        self.row = self._row()

    def _row(self) -> ui.ButtonRow:
        row = ui.ButtonRow([
            ui.Button(pygame.Rect(1164, 10, 106, 32), tr("Rules"), self._rules, key="ui:rules"),
            ui.Button(pygame.Rect(1164, 48, 106, 32), tr("Settings"), self._settings, key="ui:settings"),
            ui.Button(pygame.Rect(1164, 86, 106, 32), tr("Sure?") if self.armed > 0 else tr("Leave"), self.leave,
                      key=LEAVE_KEY),
            self.keeper.undo_button(self._undo, self._undo_rect),
        ])
        self.size = label_size(min(b.rect.w for b in row.buttons), column_labels())
        for b in row.buttons:
            b.size, b.room = self.size, ROOM
        return row

    def relabel(self) -> None:
        """The buttons made again in the language now chosen (it may have changed in Settings)."""
        self.row = self._row()

    @property
    def buttons(self) -> list[ui.Button]:
        return self.row.buttons

    def get(self, key: str) -> ui.Button | None:
        return self.row.get(key)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.row.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.row.draw(surface)

    def key(self) -> Hashable:
        """What the menu's picture depends on: its labels, and which is lit."""
        return tuple((b.label, b.hover) for b in self.row.buttons)

    def leave(self) -> None:
        """The first click arms Leave; a click while it is armed, or on a finished game, leaves."""
        if self.armed > 0 or self._finished():
            self._leave()
            return
        self.armed = LEAVE_ARMED
        b = self.get(LEAVE_KEY)
        if b:
            b.label = tr("Sure?")
        self.on_arm()

    def tick(self, dt: float, mouse: tuple[int, int], undo_enabled: bool) -> None:
        """Leave's arming runs out (not while the mouse rests on it: a player about to confirm is not hurried);
        Undo is lit when there is something to take back."""
        if self.armed > 0:
            b = self.get(LEAVE_KEY)
            if b is None or not b.rect.collidepoint(mouse):
                self.armed = max(0.0, self.armed - dt)
            if self.armed == 0 and b is not None:
                b.label = tr("Leave")
        undo = self.get(UNDO_KEY)
        if undo is not None:
            undo.enabled = undo_enabled
