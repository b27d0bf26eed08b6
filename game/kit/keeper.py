"""What a table keeps so no game is lost: the save after every move, undo, and the finished game.

- After every move the game in progress is written to its slot (``saves``);
  a table behind the title, an autoplay demo or a replay keeps nothing.
- Undo takes back the viewer's own moves of this turn, as far as the
  moderator allows (no further than the last news), also while the screen
  waits to be passed to the next person (``Moderator.owns_screen``); the table then cuts the
  log and draws everything again. The Undo button is greyed when there is
  nothing to take back, and a click on it, or Ctrl+Z / Backspace, says why.
- A finished game leaves its slot, joins the replays and counts in the statistics, unless it was
  dealt from a chosen seed (``chosen_deal``: ``--seed``, "Learn to play"), which counts toward no record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.core import Words
from game import replays, saves, stats, storage, theme, ui
from game.i18n import tr
from game.kit.notes import Notice
from game.moderator import Moderator
from game.seats import Seat

UNDO_RECT = pygame.Rect(1164, 124, 106, 32)


TIP_SIZE = 15
TIP_WIDTH = 380  # the Undo tip's rows: whole sentences, never cut
# its rows' widths, the widest that finds room clear of everything (the narrowest fits Space Lab's turn box, the one
# place beside its menu clear of every station)
TIP_WRAPS = (TIP_WIDTH, 300, 240, 200)


class Keeper:
    def __init__(self, mod: Moderator, seats: list[Seat], keeps_records: bool, notice: Notice,
                 say: Callable[[Words], str], *, chosen_deal: bool = False, attract: bool = False) -> None:
        self.mod = mod
        self.seats = seats
        self.keeps_records = keeps_records  # a game people play (not a demo, a background or a replay)
        self.chosen_deal = chosen_deal  # a deal someone can know (--seed, "Learn to play")
        self.attract = attract
        self.notice = notice
        self.say = say
        self.save_failed = False
        self.kept: replays.Replay | None = None  # the finished game as Replays keeps it (Review on the results)

    @property
    def counts_records(self) -> bool:
        """Whether the result counts in Statistics, streaks and best scores: not on a deck someone could know."""
        return self.keeps_records and not self.chosen_deal

    # --- the save ----------------------------------------------------------------------------------
    def keep(self, lesson: bool = False) -> None:
        """Write the game in progress (``lesson``: with the coach on); say so once when it cannot be written."""
        if not self.keeps_records or self.mod.over:
            return
        if saves.keep(self.mod.recipe, self.seats, self.chosen_deal, lesson):
            self.save_failed = False
        elif not self.save_failed:
            self.save_failed = True
            self.notice.show(tr("This game cannot be saved ({why}); it goes on unsaved.", why=storage.last_error),
                             seconds=6.0)

    def keep_finished(self, lesson: bool = False) -> list[str]:
        """Once at the end: the slot is cleared, the game joins the replays and the statistics.
        Returns what the results should say (a record that could not be stored). A ``lesson`` ("Learn to
        play") says it is one: its player never chose a deal, so "a chosen deal" would puzzle them."""
        if not self.keeps_records:
            return [tr("A demonstration: it doesn't count toward your records.")] if self.attract else []
        game_name = self.mod.game_name
        saves.clear(game_name)
        state, game = self.mod.state, self.mod.game
        # a solo score is no win (``counted_winners``): the Statistics count only what the engine calls a win
        scores, winners = list(game.scores(state)), game.counted_winners(state)
        self.kept = replays.keep(self.mod.recipe, self.seats, scores, winners, game.result(state), lesson)
        ok = self.kept is not None
        if self.counts_records:
            # the rules rank a winner the Statistics do not count: a score alone, with no win to be had
            scored = bool(game.winners(state)) and not winners
            ok = stats.record(game_name, self.seats, scores, winners, scored=scored) and ok
        notes = ([] if self.counts_records
                 else [tr("A Learn-to-play game: it doesn't count toward your records.")] if lesson
                 else [tr("A chosen deal: this game doesn't count toward your records.")])
        return notes if ok else notes + [tr("This game could not be kept for Replays and Statistics ({why}).",
                                            why=storage.last_error)]

    # --- undo ---------------------------------------------------------------------------------------
    def undo_button(self, undo: Callable[[], None], rect: pygame.Rect = UNDO_RECT) -> ui.Button:
        return ui.Button(rect.copy(), tr("Undo"), undo, key="ui:undo", size=16, enabled=False)

    def undo_open(self, input_open: bool) -> bool:
        """``input_open``: the screen's owner may act on it now (their turn, or their move waits to be passed on)."""
        return input_open and self.mod.can_undo

    def take_back(self, input_open: bool) -> Any:
        """Undo the viewer's last move: the table's mark for it, or ``None`` (and why, said) when nothing can be."""
        if not self.undo_open(input_open):
            if self.mod.owns_screen:
                self.notice.show(self.say(self.mod.why_no_undo()))
            return None
        return self.mod.undo()

    def undo_tip(self, surface: pygame.Surface, button: ui.Button | None, mouse: tuple[int, int],
                 keep_clear: Sequence[pygame.Rect] | Callable[[], Sequence[pygame.Rect]] = ()) -> list[pygame.Rect]:
        """Over a greyed Undo button: why there is nothing to take back, whole, in rows (a tester read it cut
        with "…" mid-sentence); where it drew. It covers none of ``keep_clear`` (the other buttons, the seats'
        panels): under Undo it opened over Hint, then over a computer's panel (playtest 23). Not hovered, a "?" on the greyed button says that it has something to tell."""
        if button is None or button.enabled or not self.mod.owns_screen:
            return []
        if not button.rect.collidepoint(mouse):
            mark = pygame.Rect(button.rect.right - 17, button.rect.y + 3, 14, 14)
            pygame.draw.circle(surface, theme.PANEL_EDGE, mark.center, 7)
            return [mark, theme.blit_text(surface, "?", 11, mark.center, theme.TEXT, bold=True, anchor="center")]
        # asked for only here, when the tip opens: a table lays its seats' panels out afresh for each look (Space
        # Beans' pass chevrons), and asking every frame cost a 6-player deal a fifth of a floor frame
        clear = keep_clear() if callable(keep_clear) else keep_clear
        others = [r for r in clear if r != button.rect]
        # narrower, in more rows, where the widest finds no place clear of everything: at four players Space Beans'
        # two rows lay over Pulsar's name and score, one pixel too wide for the room beside the top panel (newcomer
        # test 29)
        options = []
        for wrap in TIP_WRAPS:
            rows = theme.wrap(self.say(self.mod.why_no_undo()), TIP_SIZE, wrap)
            width = max(theme.font(TIP_SIZE).size(row)[0] for row in rows) + 24
            options.append((rows, tip_place(button.rect, width, clear, len(rows) * (TIP_SIZE + 5) + 11)))
        rows, box = next((o for o in options if o[1].collidelist(others) < 0), options[0])
        ui.panel(surface, box, theme.PANEL_HI, theme.PANEL_EDGE, radius=8)
        drawn = [box]
        for k, row in enumerate(rows):
            drawn.append(theme.blit_text(surface, row, TIP_SIZE, (box.x + 12, box.y + 6 + k * (TIP_SIZE + 5)),
                                         theme.TEXT))
        return drawn


BUTTON_HEIGHT = 60  # keep-clear rects no taller are buttons: a tip may hop past one on its row, never past a panel


def tip_place(button: pygame.Rect, width: int, keep_clear: Sequence[pygame.Rect], height: int = 30) -> pygame.Rect:
    """Where a button's tip ``width`` by ``height`` pixels goes: under the button (its right edges in line), else
    above it, else to its left on its row, else on its row left of the buttons standing there (the Hint button
    beside Undo), else above that row left of the button, the first of these on screen that covers none of ``keep_clear``. Where every one covers something,
    the first that covers no button (a seat's panel rather than the Hint: hopping past a panel had put it over the
    Mafia's cards); under it if none does (a button low on the screen has its tip above it)."""
    others = [r for r in keep_clear if r != button]
    buttons = [r for r in others if r.h <= BUTTON_HEIGHT]
    under = pygame.Rect(button.right - width, button.bottom + 6, width, height)
    above = pygame.Rect(button.right - width, button.top - 6 - height, width, height)
    left = pygame.Rect(button.left - 6 - width, button.centery - height // 2, width, height)
    beyond = left.copy()
    while (hit := beyond.collidelist(buttons)) >= 0 and beyond.right > 0:  # left past each button on the row
        beyond.right = buttons[hit].left - 6
    # over the corner above its row, left of the button's column: Space Lab's turn box, where beside the Hint the tip
    # lay over the player's own station (playtest 32b, s19)
    corner = pygame.Rect(button.left - 6 - width, button.top - 6 - height, width, height)
    below = under.copy()
    while (hit := below.collidelist(buttons)) >= 0 and below.bottom < theme.HEIGHT:  # under the buttons below it
        below.top = buttons[hit].bottom + 6
    places = [under, above, left, beyond] if under.bottom <= theme.HEIGHT - 4 else [above, left, beyond]
    places.append(corner)
    for box in (*places, below):
        box.clamp_ip(theme.SCREEN)
    # no place clear of everything: the first clear of the buttons, under the button column before its row (the
    # row's left lay over Al Cabohne's score)
    for clear, boxes in ((others, places), (buttons, [places[0], places[1], below, *places[2:]])):
        for box in boxes:
            if not box.colliderect(button) and box.collidelist(clear) < 0:
                return box
    return places[0]


def is_undo_key(event: pygame.event.Event) -> bool:
    """Ctrl+Z or Backspace."""
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_BACKSPACE or (event.key == pygame.K_z and bool(event.mod & pygame.KMOD_CTRL)))
