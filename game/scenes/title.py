"""Title screen: continue a saved game or pick one; rules, replays, statistics, settings, quit.

Continue resumes the game played last, named on its button; every other game with a saved game has its own
smaller Continue below it (each game keeps one saved game, and its set-up offers it too).

Computers play dimly behind it. Anything set aside since the last visit (a
damaged file, a saved game that cannot be continued) is said here once.
"""

from __future__ import annotations

import sys

import pygame

from engine import GAMES
from game import saves, storage, theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.scene import MenuScene, Scene
from game.tables import has_table, listed, title_line

# the panel behind the menu starts well above the title ("Beaniverse", its letters from y 42) so its border
# runs clear of the letters, and ends where it always did
CARD_RECT = pygame.Rect(180, 10, 920, 674)
_card_surface: list[pygame.Surface] = []
GAME_W, GAME_H = 390, 62


class TitleScene(MenuScene):
    @staticmethod
    def _card() -> pygame.Surface:
        """A translucent panel that keeps the menu readable over the game playing behind it (built once)."""
        if not _card_surface:
            s = pygame.Surface(CARD_RECT.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (10, 13, 30, 225), s.get_rect(), border_radius=28)
            pygame.draw.rect(s, (70, 84, 140, 255), s.get_rect(), 2, border_radius=28)
            _card_surface.append(s)
        return _card_surface[0]

    def __init__(self, app) -> None:
        super().__init__(app)
        self.background: Scene | None = None
        self.problems: list[storage.Problem] = []  # set aside during this visit (said once)
        self.saved: list[saves.Continuable] = []
        self._build()

    def _build(self) -> None:
        self.buttons = ui.ButtonRow()
        shown = listed(GAMES)
        ready = [n for n in shown if has_table(n)]
        # any game with a table may be continued (a game the title does not list, too)
        self.saved = saves.latest([n for n in GAMES if has_table(n)])  # read once per visit: a file read and a replay
        # each game's own line (a solo streak, a best score), read once per visit too
        self.streaks = {n: line for n in ready if (line := title_line(n)) is not None}
        self.problems += storage.take_problems()
        # the games and the row under them stand where they always do, a saved game or not (a Continue above them
        # pushed every button down 96 pixels, and a click from habit opened another game); Continue comes under them
        y = 166
        self.choose_y = y
        for i, name in enumerate(shown):
            col, row = i % 2, i // 2
            rect = pygame.Rect(640 - GAME_W - 12 + col * (GAME_W + 24), y + 26 + row * (GAME_H + 34), GAME_W, GAME_H)
            playable = name in ready
            label = GAMES[name].title if playable else tr("{game} — coming soon", game=GAMES[name].title)
            self.buttons.add(ui.Button(rect, label, (lambda n=name: self.choose(n)) if playable else None,
                                       key=f"game:{name}", size=24 if playable else 18, enabled=playable,
                                       primary=playable and not self.saved))
        rows = (len(shown) + 1) // 2
        y += 26 + rows * (GAME_H + 34) + 10
        # the button reads as the screen it opens is headed: "Revoir" opened « Parties enregistrées », whose rows each
        # have a « Revoir ▸ » (playtest 29, 103_fr_revoir)
        row = [(tr("Rules"), "rules", self.rules), (tr("Past games"), "replays", self.app.router.replays),
               (tr("Statistics"), "statistics", self.app.router.statistics),
               (tr("Settings"), "settings", self.open_settings)]
        if sys.platform != "emscripten":  # a browser tab is closed by the browser, not by us
            row.append((tr("Quit"), "quit", self.app.router.ask_quit))
        w, gap = 160, 12  # "Statistiques" at its size, and the row well inside the panel over the title background
        x = theme.WIDTH // 2 - (len(row) * w + (len(row) - 1) * gap) // 2
        for label, key, fn in row:
            self.buttons.add(ui.Button(pygame.Rect(x, y, w, 46), label, fn, key=key, size=20))
            x += w + gap
        row_y, y = y, y + 46 + 28
        if self.saved:
            top = self.saved[0]
            title = GAMES[top.game_name].title
            self.buttons.add(ui.Button(pygame.Rect(360, y, 560, 58), tr("Continue {game}", game=title),
                                       lambda: self.app.router.resume(top.game_name), key="continue", size=24,
                                       primary=True))
            y += 96
            # every other game with a saved game has its own, smaller Continue under the first: each game keeps
            # one saved game, and a player who left two expects to find both here, not only in their set-ups
            others = [(c.game_name, tr("Continue {game}", game=GAMES[c.game_name].title)) for c in self.saved[1:]]
            widths = [theme.font(16, True).size(label)[0] + 32 for _n, label in others]
            x = 640 - (sum(widths) + 12 * (len(widths) - 1)) // 2
            for (name, label), w in zip(others, widths, strict=True):
                self.buttons.add(ui.Button(pygame.Rect(x, y - 6, w, 34), label,
                                           lambda n=name: self.app.router.resume(n), key=f"continue:{name}", size=16))
                x += w + 12
            if others:
                y += 44
        self.notes_y = y + 12 if self.saved else row_y + 66
        # worded once per visit, not at every frame
        self.continue_text = self.continue_line() if self.saved else ""
        self.problem_text = self.problem_lines()

    def enter(self) -> None:
        self._build()
        if self.app.settings.attract:
            if self.background is None:
                self.background = self._attract_table()
            else:
                self.background.enter()  # picks up a changed speed setting
        else:
            self.background = None

    def _attract_table(self) -> Scene | None:
        from game.seats import default_seats

        name = next((n for n in listed(GAMES) if has_table(n)), None)
        if name is None:
            return None
        players = min(max(4, GAMES[name].min_players), GAMES[name].max_players)
        return self.app.router.background_table(name, default_seats(name, players, humans=0), self._next_deal)

    def _next_deal(self) -> None:
        """The game behind the title has ended: the same seats, a new deal."""
        self.background = self._attract_table()

    # --- what the title says ----------------------------------------------------------------------
    def continue_line(self) -> str:
        """Under Continue: who plays, how far, when it was saved."""
        c = self.saved[0]
        seats = c.saved.seats
        humans = [s.name for s in seats if s.human]
        who = ", ".join(humans) if humans else trn("{n} computer", "{n} computers", len(seats))
        line = tr("{who} · {players} · {progress} · saved {when}", who=who,
                  players=trn("{n} player", "{n} players", len(seats)),
                  progress=say_words.say(c.progress, [s.name for s in seats]),
                  when=say_words.when(c.saved.when))
        # the guided game with its coach, not one the player set up (a tester could not tell which it was)
        return tr("{tag} · {rest}", tag=tr("Learn to play"), rest=line) if c.saved.learning else line

    def problem_lines(self) -> list[str]:
        """One line for the damaged files, one for each saved game that was refused."""
        damaged = [p.name for p in self.problems if p.why is None and p.kept_as != p.name]
        stuck = [p.name for p in self.problems if p.why is None and p.kept_as == p.name]  # could not be moved
        out = []
        if damaged:
            out.append(tr("Could not read {files}: kept aside as a .bad copy in {folder}, and started afresh.",
                          files=", ".join(dict.fromkeys(damaged)), folder=storage.where()))
        if stuck:
            out.append(tr("Could not read {files} in {folder}: left as it is, and started afresh.",
                          files=", ".join(dict.fromkeys(stuck)), folder=storage.where()))
        for p in self.problems:
            if p.why is not None and p.kept_as:
                out.append(tr("{why} It is kept as {file}.", why=say_words.say(p.why, []), file=p.kept_as))
            elif p.why is not None:  # nothing was moved: the data folder itself cannot be used
                out.append(say_words.say(p.why, []))
        return out

    def choose(self, game_name: str) -> None:
        self.app.router.setup(game_name)

    def rules(self) -> None:
        self.app.router.rules(self.app.last_game)

    def open_settings(self) -> None:
        self.app.router.settings()

    def back(self) -> None:
        if sys.platform != "emscripten":  # a browser tab is closed by the browser
            self.app.router.ask_quit()

    def update(self, dt: float) -> None:
        if self.background is not None:
            self.background.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is not None:
            self.background.draw(surface)
            ui.veil(surface, 170)
            surface.blit(self._card(), CARD_RECT)
        else:
            surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, "Beaniverse", 72, (640, 30), theme.GOLD, bold=True, anchor="midtop")
        theme.blit_text(surface, tr("space-and-bean card games for one shared screen"), 21, (640, 122),
                        theme.TEXT_DIM, anchor="midtop")
        if self.saved:
            b = self.buttons.get("continue")
            assert b is not None
            theme.blit_text(surface, self.continue_text, 16, (640, b.rect.bottom + 7), theme.TEXT, anchor="midtop")
        theme.blit_text(surface, tr("Choose a game"), 18, (640, self.choose_y), theme.TEXT_FAINT, anchor="midtop")
        self.buttons.draw(surface)
        for name, text in self.streaks.items():
            b = self.buttons.get(f"game:{name}")
            if b is not None:
                theme.blit_text(surface, text, 15, (b.rect.centerx, b.rect.bottom + 4), theme.ACCENT_2,
                                anchor="midtop")
        y = self.notes_y
        for line in self.problem_text:  # a long folder name or many files must not run off the screen
            theme.blit_fit(surface, line, 15, (640, y), theme.WIDTH - 40, theme.BAD, anchor="midtop", smallest=12)
            y += 22
