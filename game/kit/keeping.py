"""What a table keeps so no game is lost: the save after every move, undo, and the finished game.

``TableScene`` mixes this in.

- After every move the game in progress is written to its slot (``saves``);
  a table behind the title, or a replay, keeps nothing.
- Undo takes back the viewer's own moves of this turn, as far as the
  moderator allows (no further than the last news); the log loses their lines.
  The Undo button is greyed when there is nothing to take back, and a click on
  it, or Ctrl+Z / Backspace, says why.
- A finished game leaves its slot, joins the replays and counts in the statistics, unless it was
  dealt from a chosen seed (``chosen_deal``: ``--seed``, "Learn to play"), which counts toward no record.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from engine.core import Action, Event
from game import replays, saves, stats, storage, theme, ui
from game.i18n import tr

UNDO_RECT = pygame.Rect(1164, 124, 106, 32)


class Keeping:
    app: Any
    mod: Any
    game: Any
    game_name: str
    seats: list
    attract: bool
    embedded: bool
    menu: ui.ButtonRow
    log: Any
    notice: Any
    mouse: tuple[int, int]
    chosen_deal = False  # set by the router: a deal someone can know (--seed, "Learn to play")
    # and from the table: input_open, say(), refresh(), forget_screen(), rewound()

    # --- the save ----------------------------------------------------------------------------------
    @property
    def keeps_records(self) -> bool:
        """A game people play (not the title's background, an autoplay demo or a replay)."""
        return not (self.attract or self.embedded or self.mod.scripted)

    @property
    def counts_records(self) -> bool:
        """Whether the result counts in Statistics, streaks and best scores: not on a deck someone could know."""
        return self.keeps_records and not self.chosen_deal

    def keep(self) -> None:
        """Write the game in progress; say so once when it cannot be written."""
        if not self.keeps_records or self.mod.over:
            return
        if saves.keep(self.mod.recipe, self.seats, self.chosen_deal):
            self._save_failed = False
        elif not getattr(self, "_save_failed", False):
            self._save_failed = True
            self.notice.show(tr("This game cannot be saved ({why}); it goes on unsaved.", why=storage.last_error),
                             seconds=6.0)

    def resume(self, opening: list[Event], actions: Sequence[Action]) -> None:
        """Continue a saved game: its moves played at once, every line in the log, nothing animated."""
        for e in opening:
            self.log.add(e)
        for events in self.mod.resume(actions):
            for e in events:
                self.log.add(e)

    def keep_finished(self) -> list[str]:
        """Once at the end: the slot is cleared, the game joins the replays and the statistics.
        Returns what the results should say (a record that could not be stored)."""
        if not self.keeps_records:
            return [tr("A demonstration: it counts toward no records.")] if self.attract else []
        saves.clear(self.game_name)
        state = self.mod.state
        scores, winners = list(self.game.scores(state)), sorted(self.game.winners(state))
        ok = replays.add(self.mod.recipe, self.seats, scores, winners)
        if self.counts_records:
            ok = stats.record(self.game_name, self.seats, scores, winners) and ok
        notes = [] if self.counts_records else [tr("A chosen deal: this game counts toward no records.")]
        return notes if ok else notes + [tr("This game could not be kept for Replays and Statistics ({why}).",
                                            why=storage.last_error)]

    # --- undo ---------------------------------------------------------------------------------------
    undo_rect = UNDO_RECT  # under the menu; a table whose layout has something there puts it elsewhere

    def undo_button(self) -> ui.Button:
        return ui.Button(self.undo_rect.copy(), tr("Undo"), self.undo, key="ui:undo", size=16, enabled=False)

    @property
    def undo_open(self) -> bool:
        return self.input_open and self.mod.can_undo  # type: ignore[attr-defined]

    def sync_undo(self) -> None:
        b = self.menu.get("ui:undo")
        if b is not None:
            b.enabled = self.undo_open

    def undo(self) -> None:
        if not self.undo_open:
            if self.mod.human_turn:
                self.notice.show(self.say(self.mod.why_no_undo()))  # type: ignore[attr-defined]
            return
        mark = self.mod.undo()
        self.log.cut(mark)
        self.forget_screen()  # type: ignore[attr-defined]
        self.rewound()  # type: ignore[attr-defined]
        self.app.sound.play("flip")
        self.keep()

    def undo_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z or Backspace: undo (a key the table has used up)."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        return False

    def undo_tip(self, surface: pygame.Surface) -> None:
        """Over a greyed Undo button: why there is nothing to take back."""
        b = self.menu.get("ui:undo")
        if b is None or b.enabled or not b.rect.collidepoint(self.mouse) or not self.mod.human_turn:
            return
        text = theme.shorten(self.say(self.mod.why_no_undo()), 15, 700)  # type: ignore[attr-defined]
        w = theme.font(15).size(text)[0] + 24
        box = pygame.Rect(b.rect.right - w, b.rect.bottom + 6, w, 30)
        if box.bottom > theme.HEIGHT - 4:
            box.bottom = b.rect.top - 6  # a button low on the screen has its reason above it
        box.clamp_ip(theme.SCREEN)
        ui.panel(surface, box, theme.PANEL_HI, theme.PANEL_EDGE, radius=8)
        theme.blit_text(surface, text, 15, (box.x + 12, box.centery), theme.TEXT, anchor="midleft")
