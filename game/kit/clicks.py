"""What a click on the table does, once it is a click: the kit's part of ``TableScene``.

A click during one's own move finishes the animation and still acts (the
player aimed at where things land); during others' moves it only skips. A
click on nothing offered says why it did nothing, in the engine's words, and
a tap (a touch screen has no hover) shows the tip under it until tapped again.
"""

from __future__ import annotations

from typing import Any

from game.kit.notes import LogView

TAP_SLOP = 24  # pixels: a second tap this close to the first is on the same thing


class Clicks:
    """Mixin for ``TableScene``: everything it reads is the table's own."""

    _last_tap: tuple[int, int] | None
    mouse: tuple[int, int]
    anim: Any
    mod: Any
    game: Any
    stage: Any
    recap: Any
    notice: Any
    coach: Any
    log: Any
    log_view: LogView | None
    _mine: bool
    # and from the table: hint_click(), _clickables(), log_rect, input_open, explain(), say(), clicked_nothing()

    def click_at(self, pos: tuple[int, int]) -> None:
        """A click (or tap) at ``pos`` on the table, with no menu or log list open."""
        self.hint_click(pos)
        if self.anim.blocking:
            own = self.mod.human_turn and self._mine
            self.anim.skip()  # during others' moves a click only skips; during one's own it is kept
            if not own:
                return
            self.stage.settle()
        self.recap.clear()  # the player is busy again: the recap has been read or is not wanted
        for offer in self._clickables():
            if offer.rect.collidepoint(pos):
                self._last_tap = None
                offer.run()
                return
        if self.coach is not None and self.coach.covers(pos):
            return  # a click on the coach's words is not a move on the table under them
        log_rect = self.log_rect
        if log_rect is not None and log_rect.collidepoint(pos):
            self.log_view = LogView(lambda: self.log.lines(self.mod.viewer))
            return
        if self.input_open:
            intent = self.explain(pos)
            if intent is not None:
                reason = intent if isinstance(intent, str) else self.say(self.game.why_not(self.mod.state, intent))
                self.notice.show(reason)
        self._tap_tips(pos)
        self.clicked_nothing()

    def _tap_tips(self, pos: tuple[int, int]) -> None:
        """A tap shows the tip of what is under it (``mouse`` is there now); a second tap on the same
        thing puts the tip away, as a touch screen has no pointer to move off it."""
        last, self._last_tap = self._last_tap, pos
        if last is not None and abs(last[0] - pos[0]) <= TAP_SLOP and abs(last[1] - pos[1]) <= TAP_SLOP:
            self.mouse = (-1, -1)
            self._last_tap = None
