"""Replays: the last finished games (game, date, players, winner); a click watches one again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine import GAMES
from engine.core import Words
from engine.recipe import BadRecipe, replay
from game import replays, storage, theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.scene import MenuScene, is_click
from game.seats import Seat

if TYPE_CHECKING:
    from game.app import App

# each kept game is a row of two lines, the game and date over the players and outcome, whole (one line cut
# "Orbit (N…" and "(Faci…" with room to spare), beside two buttons that say what they do: Watch and Review (the row
# opened the replay and its one small button the review, with nothing to say which)
LIST = pygame.Rect(140, 104, 1000, 552)
ROW_H = 56
PAD = 16  # pixels from the list's border to its rows, clear of its rounded corners (radius 14)
PER_PAGE = (LIST.h - 2 * PAD) // ROW_H  # rows in sight; the older ones a page on
LEFT_MAX = 460  # pixels at most for the game and date
GAP = 24  # pixels between the title and the tag
BUTTON_W = 128  # each of the row's two buttons, at its right end
REVIEW_W = 2 * BUTTON_W + 12  # both buttons and their margins: what the words leave free at the row's right
BUTTON_SIZE = 16  # their labels, as large as the row's words
TAG_SIZE = 13  # the "Learn to play" tag after the game and date
TEXT_W = LIST.w - 2 * PAD - 20 - REVIEW_W  # the players and outcome line, whole at 16 px


def summary(r: replays.Replay, width: int | None = None) -> tuple[str, str]:
    """(game and date, players and outcome) of a kept game, as the list shows it; the outcome in the engine's
    words ("The Mafia won, 42 to 38"; a solo game's score, never a win). ``width``: the pixels the second has at
    16 px, the players cut first so that the outcome stays whole."""
    seats = r.saved.seats
    game = GAMES.get(r.game_name)
    title = game.title if game is not None else r.game_name
    left = f"{title} · {say_words.when(r.saved.when)}"
    # a computer with its level: "Nova (Easy)"; then how the game was set up ("Solo · Mafia: gentle …"), cut
    # before the outcome is
    players = " · ".join([", ".join(s.label for s in seats), *mode(r)])
    result = r.result if r.result is not None else outcome(r)
    if result is None:
        return left, players if width is None else theme.shorten(players, 16, width)
    said = say_words.say(result, [s.name for s in seats])
    line = tr("{players} — {result}", players=players, result=said)
    if width is not None and theme.font(16).size(line)[0] > width:
        # five players' levels said four times ran past the row: computers of one level are named together
        players = " · ".join([grouped(seats), *mode(r)])
        line = tr("{players} — {result}", players=players, result=said)
    if width is not None and theme.font(16).size(line)[0] > width:
        # the options' values go before a word is cut ("Mafia: gentle (coins c…", playtest 34): the mode stays, and
        # an outcome against the gentle Mafia says so itself
        players = " · ".join([grouped(seats), *mode(r)[:1]])
        line = tr("{players} — {result}", players=players, result=said)
    if width is not None and theme.font(16).size(line)[0] > width:
        room = width - theme.font(16).size(tr("{players} — {result}", players="", result=said))[0]
        line = tr("{players} — {result}", players=theme.shorten(players, 16, max(room, 40)), result=said)
    return left, line


def mode(r: replays.Replay) -> list[str]:
    """How a solo game was set up, in the game's own words: its mode ("Solo") and each option
    offered alone with its value ("Mafia: gentle (coins count once)"); playtest 29: a finished Al Cabohne
    game said neither solo nor against which Mafia."""
    game = GAMES.get(r.game_name)
    n, chosen = r.saved.recipe.players, r.saved.recipe.options
    # with others, the players named say it (their row has no room for more); only a solo game's own options
    # (the Mafia) change what a solo game was against
    solo = [o for o in game.options if tuple(o.players) == (1,)] if game is not None and n == 1 else []
    if not solo:
        return []
    from game.tables import modes

    out = [tr(m[0])] if (m := modes(r.game_name).get(n)) is not None else []
    for o in solo:
        if chosen.get(o.key, o.choices[0]) in o.choices:
            value = o.names[o.choices.index(chosen.get(o.key, o.choices[0]))]
            out.append(tr("{name}: {action}", name=say_words.say(o.label, []), action=say_words.say(value, [])))
    return out


def grouped(seats: list[Seat]) -> str:
    """The players, each computer's level said once for all the computers of that level ("Alice, Nova, Orbit,
    Pulsar, Quasar (each Normal)"), in seat order."""
    levels: dict[str, list[int]] = {}
    for i, s in enumerate(seats):
        if not s.human:
            levels.setdefault(s.level_title, []).append(i)
    said: list[str] = []
    for i, s in enumerate(seats):
        if s.human:
            said.append(s.name)
        elif i == levels[s.level_title][-1]:  # the group's last: its names, then the level
            names = [seats[k].name for k in levels[s.level_title]]
            said.append(s.label if len(names) == 1 else tr("{names} (each {level})", names=", ".join(names),
                                                              level=s.level_title))
    return ", ".join(said)


def outcome(r: replays.Replay) -> Words | None:
    """An older entry kept no words for its outcome: the engine's, from its recipe played again (None if it
    no longer plays)."""
    game = GAMES.get(r.game_name)
    if game is None:
        return None
    try:
        state, _ = replay(r.saved.recipe)
    except BadRecipe:
        return None
    return game.result(state) if game.is_over(state) else None


class ReplaysScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.kept = replays.listing()
        self.tags = [tr("Learn to play") if r.saved.lesson else "" for r in self.kept]
        self.tag_w = [theme.font(TAG_SIZE, True).size(t)[0] + 14 if t else 0 for t in self.tags]
        # the game and date, then the players and outcome on a line of their own: the outcome whole, the players
        # cut only where a game of five would run past the row. Cut once, not at every frame.
        self.lines = [(theme.shorten(a, 17, LEFT_MAX, bold=True), theme.shorten(b, 16, TEXT_W))
                      for a, b in (summary(r, TEXT_W) for r in self.kept)]
        self.problems = storage.take_problems()  # a damaged replay was set aside while listing
        self.hover = -1
        self.top = 0  # the first row in sight
        self._buttons()

    def _buttons(self) -> None:
        """Back, and the pages' buttons where the list has more rows than the panel holds."""
        row = [ui.Button(pygame.Rect(540, 664, 200, 46), tr("Back"), self.back, key="back")]
        if len(self.kept) > PER_PAGE:
            row += [ui.Button(pygame.Rect(270, 664, 250, 46), tr("◀ Newer"), lambda: self.page(-1), key="newer",
                              enabled=self.top > 0),
                    ui.Button(pygame.Rect(760, 664, 250, 46), tr("Older ▶"), lambda: self.page(1), key="older",
                              enabled=self.top + PER_PAGE < len(self.kept))]
        self.buttons = ui.ButtonRow(row)

    def page(self, step: int) -> None:
        last = max(0, len(self.kept) - PER_PAGE)
        self.top = max(0, min(last, self.top + step * PER_PAGE))
        self.hover = -1
        self._buttons()

    def shown(self) -> range:
        """The rows in sight."""
        return range(self.top, min(len(self.kept), self.top + PER_PAGE))

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + PAD, LIST.y + PAD + (i - self.top) * ROW_H, LIST.w - 2 * PAD, ROW_H - 6)

    def review_rect(self, i: int) -> pygame.Rect:
        """The row's Review button, at its right end."""
        r = self.row_rect(i)
        return pygame.Rect(r.right - BUTTON_W - 6, r.y + 6, BUTTON_W, r.h - 12)

    def watch_rect(self, i: int) -> pygame.Rect:
        """The row's Watch button, left of Review (a click on the rest of the row watches the game too)."""
        review = self.review_rect(i)
        return pygame.Rect(review.x - BUTTON_W - 8, review.y, BUTTON_W, review.h)

    def review_hit(self, i: int) -> pygame.Rect:
        """Where a click reviews: the row's whole height at its right end, the button and round it."""
        r = self.row_rect(i)
        return pygame.Rect(r.right - BUTTON_W - 10, r.y, BUTTON_W + 10, r.h)

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return ([(self.review_hit(i), f"review:{i}") for i in self.shown()]
                + [(self.row_rect(i), f"replay:{i}") for i in self.shown()] + super().clickables())

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in self.shown() if self.row_rect(i).collidepoint(event.pos)), -1)
        elif event.type == pygame.MOUSEWHEEL and len(self.kept) > PER_PAGE:
            self.page(-1 if event.y > 0 else 1)
        elif is_click(event):
            for i in self.shown():
                if self.review_hit(i).collidepoint(event.pos):
                    self.app.router.review(self.kept[i])
                    return
                if self.row_rect(i).collidepoint(event.pos):
                    self.app.router.watch(self.kept[i])
                    return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Past games"), 40, (640, 30), theme.GOLD, bold=True, anchor="midtop")
        theme.blit_text(surface, trn("The last finished game: watch it again, or review your decisions.",
                                     "The last {n} finished games: watch one again, or review your decisions.",
                                     replays.KEEP), 17, (640, 78), theme.TEXT_DIM, anchor="midtop")
        ui.panel(surface, LIST, theme.PANEL, theme.PANEL_EDGE, radius=14)
        if not self.kept:
            theme.blit_text(surface, tr("No finished games yet: a game appears here when it ends."), 20,
                            LIST.center, theme.TEXT_DIM, anchor="center")
        for i in self.shown():
            left, right = self.lines[i]
            r = self.row_rect(i)
            if i == self.hover:
                pygame.draw.rect(surface, theme.PANEL_HI, r, border_radius=8)
            title = theme.blit_text(surface, left, 17, (r.x + 10, r.y + 4), theme.TEXT, bold=True)
            if self.tags[i]:  # a Learn-to-play game: its fixed deal and coach, not a game the player set up
                tag = pygame.Rect(title.right + 12, r.y + 4, self.tag_w[i], 21)
                ui.panel(surface, tag, (22, 30, 60), theme.ACCENT_2, radius=8, width=1)
                theme.blit_text(surface, self.tags[i], TAG_SIZE, tag.center, theme.ACCENT_2, bold=True,
                                anchor="center")
            theme.blit_text(surface, right, 16, (r.x + 10, r.y + 27), theme.TEXT_DIM)
            for pill, label in ((self.watch_rect(i), tr("Watch ▸")), (self.review_rect(i), tr("Review"))):
                lit = i == self.hover and pill.collidepoint(pygame.mouse.get_pos())
                ui.panel(surface, pill, theme.PANEL_HI if lit else theme.PANEL, theme.PANEL_EDGE, radius=10, width=2)
                theme.blit_fit(surface, label, BUTTON_SIZE, (pill.centerx, pill.centery - 1), pill.w - 12,
                               theme.TEXT, bold=True, anchor="center")
        if len(self.kept) > PER_PAGE:
            shown = self.shown()
            theme.blit_text(surface, tr("{first}–{last} of {n}", first=shown.start + 1, last=shown.stop,
                                        n=len(self.kept)), 15, (LIST.right - PAD, LIST.bottom - 22),
                            theme.TEXT_DIM, anchor="topright")
        if self.problems:
            note = tr("A damaged replay was set aside in {folder}.", folder=storage.where())
            theme.blit_text(surface, theme.shorten(note, 15, 560), 15, (LIST.x + PAD, LIST.bottom - 22), theme.BAD)
        self.buttons.draw(surface)
