"""New-game setup: player count, and for each seat human or computer, name and level; the game's options.

Everything is reachable with the mouse: names cycle through a list with the
↻ button (and can be typed after clicking the name). A game's options come
from the engine (``Game.options``), each a button that cycles its choices.
The last setup per game is remembered through ``storage``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import storage, theme, ui
from game import words as say_words
from game.scene import MenuScene, is_click
from game.seats import BOT_NAMES, HUMAN_NAMES, LEVEL_TITLES, Seat, bot_levels, default_level, default_seats

ROW_Y0, ROW_H = 196, 62
OPTION_H = 52
NAME_MAX = 12


def _load_options(game_name: str, game: Any) -> dict[str, Any]:
    """The options chosen last time for this game, each checked against what the game offers."""
    raw = storage.load("setup")
    stored = raw.get(f"{game_name}:options") if isinstance(raw, dict) else None
    out = {}
    for o in game.options:
        v = stored.get(o.key) if isinstance(stored, dict) else None
        out[o.key] = v if v in o.choices and type(v) is type(o.default) else o.default
    return out


def _load_seats(game_name: str, lo: int, hi: int, levels: list[str]) -> list[Seat] | None:
    from engine.bots import level_name

    raw = storage.load("setup")
    try:
        rows = raw[game_name]
        seats = [Seat(str(r["name"])[:NAME_MAX] or "Player", bool(r["human"]), level_name(str(r["level"])))
                 for r in rows]
    except Exception:  # anything missing or malformed: fresh defaults
        return None
    if not lo <= len(seats) <= hi:
        return None
    for s in seats:
        if s.level not in levels:
            s.level = levels[-1]
    return seats


class SetupScene(MenuScene):
    def __init__(self, app, game_name: str) -> None:
        super().__init__(app)
        from engine import GAMES

        self.game_name = game_name
        self.game = GAMES[game_name]
        self.levels = bot_levels(game_name)
        lo, hi = self.game.min_players, self.game.max_players
        self.seats: list[Seat] = _load_seats(game_name, lo, hi, self.levels) or default_seats(
            game_name, max(lo, min(hi, 3)), humans=1
        )
        self.options: dict[str, Any] = _load_options(game_name, self.game)
        self.editing: int | None = None
        self.buttons = ui.ButtonRow()
        self._build()

    @property
    def mode(self) -> tuple[str, str] | None:
        from game.tables import modes

        return modes(self.game_name).get(len(self.seats))

    # --- model changes -------------------------------------------------------
    def set_count(self, n: int) -> None:
        n = max(self.game.min_players, min(self.game.max_players, n))
        while len(self.seats) < n:
            used = {s.name for s in self.seats}
            name = next((b for b in BOT_NAMES if b not in used), f"Bot {len(self.seats) + 1}")
            self.seats.append(Seat(name, False, default_level(self.game_name)))
        del self.seats[n:]
        self.editing = None
        self._build()

    def toggle_kind(self, i: int) -> None:
        s = self.seats[i]
        s.human = not s.human
        used = {x.name for x in self.seats}
        pool = HUMAN_NAMES if s.human else BOT_NAMES
        s.name = next((n for n in pool if n not in used), s.name)
        self._build()

    def cycle_name(self, i: int) -> None:
        s = self.seats[i]
        pool = HUMAN_NAMES if s.human else BOT_NAMES
        used = {x.name for j, x in enumerate(self.seats) if j != i}
        k = pool.index(s.name) if s.name in pool else -1
        for step in range(1, len(pool) + 1):
            cand = pool[(k + step) % len(pool)]
            if cand not in used:
                s.name = cand
                break
        self._build()

    def cycle_level(self, i: int) -> None:
        s = self.seats[i]
        k = self.levels.index(s.level) if s.level in self.levels else -1
        s.level = self.levels[(k + 1) % len(self.levels)]
        self._build()

    def cycle_option(self, key: str) -> None:
        option = next(o for o in self.game.options if o.key == key)
        k = option.choices.index(self.options[key]) if self.options[key] in option.choices else -1
        self.options[key] = option.choices[(k + 1) % len(option.choices)]
        self._build()

    def start(self) -> None:
        stored = storage.load("setup")
        stored = stored if isinstance(stored, dict) else {}
        stored[self.game_name] = [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats]
        stored[f"{self.game_name}:options"] = self.options
        storage.save("setup", stored)
        seats = [Seat(s.name, s.human, s.level) for s in self.seats]
        self.app.router.play(self.game_name, seats, dict(self.options))

    def back(self) -> None:
        self.app.router.back()

    def rules(self) -> None:
        self.app.router.rules(self.game_name)

    # --- layout --------------------------------------------------------------
    def _build(self) -> None:
        b = ui.ButtonRow()
        n = len(self.seats)
        b.add(ui.Button(pygame.Rect(560, 118, 52, 48), "−", lambda: self.set_count(n - 1), key="players-",
                        size=28, enabled=n > self.game.min_players))
        b.add(ui.Button(pygame.Rect(740, 118, 52, 48), "+", lambda: self.set_count(n + 1), key="players+",
                        size=28, enabled=n < self.game.max_players))
        for i, s in enumerate(self.seats):
            y = ROW_Y0 + i * ROW_H
            b.add(ui.Button(pygame.Rect(300, y, 250, 48), s.name, lambda i=i: self.edit(i), key=f"name:{i}"))
            b.add(ui.Button(pygame.Rect(556, y, 48, 48), "↻", lambda i=i: self.cycle_name(i), key=f"rename:{i}", size=24))
            b.add(ui.Button(pygame.Rect(620, y, 170, 48), "Human" if s.human else "Computer",
                            lambda i=i: self.toggle_kind(i), key=f"kind:{i}"))
            if not s.human:
                b.add(ui.Button(pygame.Rect(806, y, 170, 48), LEVEL_TITLES.get(s.level, s.level),
                                lambda i=i: self.cycle_level(i), key=f"level:{i}", size=19))
        y = self._options_y()
        for o in self.game.options:
            name = o.names[o.choices.index(self.options[o.key])]
            b.add(ui.Button(pygame.Rect(620, y, 356, 44), say_words.say(name, ()),
                            lambda k=o.key: self.cycle_option(k), key=f"option:{o.key}", size=18))
            y += OPTION_H
        b.add(ui.Button(pygame.Rect(300, 628, 160, 56), "Back", self.back, key="back"))
        b.add(ui.Button(pygame.Rect(480, 628, 160, 56), "Rules", self.rules, key="rules"))
        b.add(ui.Button(pygame.Rect(820, 628, 160, 56), "Start", self.start, key="start", size=26, primary=True))
        self.buttons = b

    def _options_y(self) -> int:
        return ROW_Y0 + len(self.seats) * ROW_H + (34 if self.mode is not None else 6)

    def edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i

    # --- scene -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons.handle(event):
            return
        if is_click(event):
            self.editing = None
        if self.editing is not None and self.editing < len(self.seats):
            s = self.seats[self.editing]
            if event.type == pygame.TEXTINPUT and len(s.name) < NAME_MAX and event.text.isprintable():
                s.name += event.text
                self._build()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
                s.name = s.name[:-1]
                self._build()
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_TAB):
                if not s.name.strip():
                    s.name = f"Player {self.editing + 1}"
                self.editing = None
                self._build()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.start()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, f"New game — {self.game.title}", 40, (640, 60), theme.GOLD, bold=True, anchor="center")
        theme.blit_text(surface, "Players", 24, (540, 142), theme.TEXT_DIM, anchor="midright")
        mode = self.mode
        if mode is None:
            theme.blit_text(surface, str(len(self.seats)), 34, (676, 142), theme.TEXT, bold=True, anchor="center")
        else:  # a game with named modes: "Solo" / "Two players", and what the mode means under the seats
            size = 24
            while theme.font(size, True).size(mode[0])[0] > 120 and size > 14:
                size -= 1
            theme.blit_text(surface, mode[0], size, (676, 142), theme.TEXT, bold=True, anchor="center")
            theme.blit_text(surface, mode[1], 18, (640, ROW_Y0 + len(self.seats) * ROW_H + 12), theme.TEXT_DIM,
                            anchor="midtop")
        theme.blit_text(
            surface, f"({self.game.min_players}–{self.game.max_players})", 18, (812, 142), theme.TEXT_FAINT,
            anchor="midleft",
        )
        for i in range(len(self.seats)):
            y = ROW_Y0 + i * ROW_H
            theme.blit_text(surface, f"Seat {i + 1}", 22, (280, y + 24), theme.TEXT_DIM, anchor="midright")
            if i == 0:
                theme.blit_text(surface, "starts", 14, (280, y + 44), theme.TEXT_FAINT, anchor="midright")
        y = self._options_y()
        for o in self.game.options:
            theme.blit_text(surface, say_words.say(o.label, ()), 20, (600, y + 22), theme.TEXT_DIM, anchor="midright")
            theme.blit_text(surface, say_words.say(o.help, ()), 14, (988, y + 22), theme.TEXT_FAINT, anchor="midleft")
            y += OPTION_H
        self.buttons.draw(surface)
        if self.editing is not None and self.editing < len(self.seats):
            r = pygame.Rect(300, ROW_Y0 + self.editing * ROW_H, 250, 48)
            pygame.draw.rect(surface, theme.ACCENT_2, r, 3, border_radius=10)
            theme.blit_text(surface, "type a name, Enter to finish", 15, (r.centerx, r.bottom + 2), theme.ACCENT_2,
                            anchor="midtop")
        humans = sum(s.human for s in self.seats)
        note = (
            "Computers only: you will watch." if humans == 0
            else "Solo: you against the game." if len(self.seats) == 1
            else "One human: no hand-over needed." if humans == 1
            else "Hot-seat: the screen is covered between human turns."
        )
        theme.blit_text(surface, note, 18, (640, 596), theme.TEXT_FAINT, anchor="center")
