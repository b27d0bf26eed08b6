"""New-game setup: player count, and for each seat human or computer, name and level; the game's options.

Everything is reachable with the mouse or a finger: names cycle through a
list with the ↻ button (names typed before on this device first, then
presets), so no keyboard is needed; a click on a name selects it whole, so
typing replaces it.
Human names are shared by every game (typed once, remembered everywhere);
the seats and options of each game are remembered through ``storage``. A
game's options come from the engine (``Game.options``), each a button that
cycles its choices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.bots import level_words
from game import saves, stats, storage, stored, theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.scene import MenuScene, is_click
from game.seats import (
    BOT_NAMES,
    HUMAN_NAMES,
    LEVEL_TITLES,
    Seat,
    bot_levels,
    default_level,
    default_seats,
)

ROW_Y0, ROW_H = 184, 58
OPTION_H = 50
HELP_X = 988  # an option's note, beside its button: on two rows at most, clear of the window's edge
HELP_W = theme.WIDTH - HELP_X - 32
NAME_MAX = 12
NOTE_Y = 580
LEARN_RECT = pygame.Rect(992, 630, 236, 56)  # its note, centred over it, keeps 24 px from the window's right edge
# the coach in a game of one's own: left of Back, the one place whatever the seats and options above it take
COACH_RECT = pygame.Rect(170, 630, 110, 56)


def _read(raw: Any) -> dict[str, Any]:
    """The set-ups as this game writes them (per game: seats, options; the typed names), every name
    checked: one that no font can draw (a NUL, a lone surrogate) sets the entry aside."""
    out = stored.mapping(raw, "the set-ups")
    for k, v in out.items():
        if k == "names":
            for n in stored.items(v, "the names", 64):
                stored.name(n, "a remembered name")
        elif k.endswith(":options"):
            stored.mapping(v, "the options")
        elif k.endswith(":coach"):
            stored.flag(v, "the coach")
        elif k.endswith(":chosen"):
            for key in stored.items(v, "the options chosen", 64):
                if not isinstance(key, str):
                    raise stored.Damaged("an option chosen")
        else:
            for row in stored.items(v, "the seats", 64):
                row = stored.mapping(row, "a seat")
                stored.name(row.get("name"), "a seat's name")
                stored.flag(row.get("human"), "human")
                if not isinstance(row.get("level"), str):
                    raise stored.Damaged("a seat's level")
    return out


def _stored() -> dict[str, Any]:
    return storage.read("setup", _read) or {}


def _load_options(game_name: str, game: Any) -> dict[str, Any]:
    """The options chosen last time for this game, each checked against what the game offers."""
    stored = _stored().get(f"{game_name}:options")
    out = {}
    for o in game.options:
        v = stored.get(o.key) if isinstance(stored, dict) else None
        out[o.key] = v if v in o.choices and type(v) is type(o.default) else o.default
    return out


def _load_seats(game_name: str, lo: int, hi: int, levels: list[str]) -> list[Seat] | None:
    from engine.bots import level_name

    try:
        rows = _stored()[game_name]
        seats = [Seat(str(r["name"])[:NAME_MAX], bool(r["human"]), level_name(str(r["level"]))) for r in rows]
        for i, s in enumerate(seats):
            _named(s, i)
    except Exception:  # anything missing or malformed: fresh defaults
        return None
    if not lo <= len(seats) <= hi:
        return None
    for s in seats:
        if s.level not in levels:
            s.level = levels[-1]
    return seats


def _human_names() -> list[str]:
    """The names people typed, in seat order, whatever game they last played."""
    names = _stored().get("names")
    return [str(n)[:NAME_MAX] for n in names if str(n).strip()] if isinstance(names, list) else []


def _named(seat: Seat, i: int) -> None:
    """A name emptied (or left blank) becomes the seat's default name: a game needs every name."""
    if not seat.name.strip():
        seat.name = tr("Player {n}", n=i + 1)


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
        known = _human_names()
        for seat, name in zip([s for s in self.seats if s.human], known, strict=False):
            seat.name = name
        self.options: dict[str, Any] = _load_options(game_name, self.game)
        # a player new to this game's solo play (no human name of the set-up has a finished solo game of it on record
        # in Statistics; a chosen deal, Learn to play's, keeps none) starts with its first options
        # (``Client.first_solo``: Al Cabohne's gentle Mafia), whatever the set-up kept; after one, the last choice
        from game.tables import client

        found = client(game_name)
        # an option the player set by hand stays as set (playtest 30: the rules' Mafia chosen, then the set-up came
        # back on the gentle one, its first solo game not yet finished)
        self.chosen: set[str] = set(_stored().get(f"{game_name}:chosen", ()))
        if found and not any(x.solo and x.name in {s.name for s in self.seats if s.human} for x in stats.lines(game_name)):
            self.options.update({k: v for k, v in found.first_solo.items() if k not in self.chosen})
        # the coach in a game of one's own (off unless chosen, here, last time): said to the one human seat
        self.coach_on = _stored().get(f"{game_name}:coach") is True
        self.editing: int | None = None
        self.fresh_edit = False  # the name was just clicked: the first key typed replaces it
        self.clock = 0.0
        self.saved = saves.find(game_name)  # a game of this one in progress: Continue it, or replace it
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
        pool = (_human_names() + HUMAN_NAMES) if s.human else BOT_NAMES
        s.name = next((n for n in pool if n not in used), s.name)
        self._build()

    def cycle_name(self, i: int) -> None:
        s = self.seats[i]
        # names typed before on this device come first: picked again without a keyboard (a phone)
        pool = list(dict.fromkeys(_human_names() + HUMAN_NAMES)) if s.human else BOT_NAMES
        used = {x.name for j, x in enumerate(self.seats) if j != i}
        k = pool.index(s.name) if s.name in pool else -1
        for step in range(1, len(pool) + 1):
            cand = pool[(k + step) % len(pool)]
            if cand not in used:
                s.name = cand
                break
        self.editing = None
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
        self.chosen.add(key)
        self._build()

    def toggle_coach(self) -> None:
        self.coach_on = not self.coach_on
        self._build()

    @property
    def coachable(self) -> bool:
        """Whether the coach may be chosen: the game has one and exactly one seat is human (the coach speaks to one
        seat, from its view; at a hot-seat table the others would read it)."""
        from game.tables import coach_script

        return coach_script(self.game_name) is not None and sum(s.human for s in self.seats) == 1

    def start(self) -> None:
        self._replacing_the_save(self._start)

    def _replacing_the_save(self, go: Callable[[], None]) -> None:
        """A new game replaces the saved one of this game: ask first when there is one."""
        if self.saved is not None:
            self.app.router.confirm(tr("Replace the saved game?"), go)
        else:
            go()

    def continue_caption(self) -> str:
        """The saved game Continue takes up: how many play and how far it went ("3 players · round 1 of 5"), and
        whether it is the guided game."""
        c = self.saved
        if c is None:
            return ""
        seats = c.saved.seats
        players = trn("{n} player", "{n} players", len(seats))
        line = tr("{players} · {progress}", players=players, progress=say_words.say(c.progress, [s.name for s in seats]))
        return tr("{tag} · {rest}", tag=tr("Learn to play"), rest=line) if c.saved.learning else line

    def resume(self) -> None:
        self.app.router.resume(self.game_name)

    def _keep_setup(self) -> None:
        """The seats and options as chosen, for the next visit (whether a game or "Learn to play" follows)."""
        for i, s in enumerate(self.seats):  # whatever way a name was left empty, the seat has one
            _named(s, i)
        stored = _stored()
        stored[self.game_name] = [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats]
        stored[f"{self.game_name}:options"] = self.options
        stored[f"{self.game_name}:coach"] = self.coach_on
        stored[f"{self.game_name}:chosen"] = sorted(self.chosen)
        stored["names"] = [s.name for s in self.seats if s.human]
        storage.save("setup", stored)

    def _start(self) -> None:
        self._keep_setup()
        seats = [Seat(s.name, s.human, s.level) for s in self.seats]
        # an option not offered for this many players (a two-player variant in solo) keeps its default
        self.app.router.play(self.game_name, seats, {o.key: self.options[o.key] for o in self._offered()},
                             coach=self.coach_on and self.coachable)

    def rules(self) -> None:
        self.app.router.rules(self.game_name)

    def learn(self) -> None:
        """"Learn to play": the game's fixed, friendly deal against Easy computers, with the coach."""
        self._replacing_the_save(self._learn)

    def _learn(self) -> None:
        from game.kit.coach import Coach, seats_for
        from game.tables import coach_script

        script = coach_script(self.game_name)
        assert script is not None
        self._keep_setup()  # the guided game has its own seats: the player's choice is there when they come back
        human = next((s.name for s in self.seats if s.human), None) or tr("Player {n}", n=1)
        table = self.app.router.table(self.game_name, seats_for(script, human), seed=script.SEED,
                                      options=dict(script.OPTIONS), chosen=True)
        if table is not None:
            table.teach(Coach(script, self.game_name, table.say))
            self.app.push(table)

    def edit(self, i: int) -> None:
        """A click on a name: select it whole, so typing replaces it (a second click leaves it)."""
        if self.editing == i:
            self.finish_edit()
            return
        self.finish_edit()
        self.editing = i
        self.fresh_edit = True

    def finish_edit(self) -> None:
        if self.editing is not None and self.editing < len(self.seats):
            _named(self.seats[self.editing], self.editing)
        self.editing = None
        self._build()

    # --- layout --------------------------------------------------------------
    def _build(self) -> None:
        b = ui.ButtonRow()
        n = len(self.seats)
        b.add(ui.Button(pygame.Rect(560, 110, 52, 48), "−", lambda: self.set_count(n - 1), key="players-",
                        size=28, enabled=n > self.game.min_players))
        b.add(ui.Button(pygame.Rect(740, 110, 52, 48), "+", lambda: self.set_count(n + 1), key="players+",
                        size=28, enabled=n < self.game.max_players))
        for i, s in enumerate(self.seats):
            y = ROW_Y0 + i * ROW_H
            b.add(ui.Button(pygame.Rect(300, y, 250, 46), s.name, lambda i=i: self.edit(i), key=f"name:{i}"))
            b.add(ui.Button(pygame.Rect(556, y, 46, 46), "↻", lambda i=i: self.cycle_name(i), key=f"rename:{i}",
                            size=24))
            b.add(ui.Button(pygame.Rect(620, y, 170, 46), tr("Human") if s.human else tr("Computer"),
                            lambda i=i: self.toggle_kind(i), key=f"kind:{i}"))
            if not s.human:
                b.add(ui.Button(pygame.Rect(806, y, 170, 46), tr(LEVEL_TITLES.get(s.level, s.level)),
                                lambda i=i: self.cycle_level(i), key=f"level:{i}", size=19))
        y = self._options_y()
        for o in self._offered():
            # the button names the value in force, beside the option's name ("Groups  [Dealt from the deck]"): an
            # "Off: <the variant>" read as if the variant were what happens
            name = say_words.say(o.names[o.choices.index(self.options[o.key])], ())
            b.add(ui.Button(pygame.Rect(620, y, 356, 42), name,
                            lambda k=o.key: self.cycle_option(k), key=f"option:{o.key}", size=18))
            y += OPTION_H
        b.add(ui.Button(pygame.Rect(300, 630, 160, 56), tr("Back"), self.back, key="back"))
        b.add(ui.Button(pygame.Rect(480, 630, 160, 56), tr("Rules"), self.rules, key="rules"))
        if self.saved is not None:
            b.add(ui.Button(pygame.Rect(650, 630, 160, 56), tr("Continue"), self.resume, key="continue", size=22))
        b.add(ui.Button(pygame.Rect(820, 630, 160, 56), tr("Start"), self.start, key="start", size=26, primary=True))
        from game.tables import coach_script

        script = coach_script(self.game_name)
        if script is not None:  # a guided first game, for games that have a coach
            b.add(ui.Button(LEARN_RECT.copy(), tr("Learn to play"), self.learn, key="learn", size=20))
        if self.coachable:
            b.add(ui.Button(COACH_RECT.copy(), tr("On") if self.coach_on else tr("Off"), self.toggle_coach,
                            key="coach", size=22))
        self.buttons = b

    def _offered(self) -> list[Any]:
        """The options offered for the present number of seats (``Option.players``)."""
        return [o for o in self.game.options if o.offered(len(self.seats))]

    def _options_y(self) -> int:
        return ROW_Y0 + len(self.seats) * ROW_H + (30 if self.mode is not None else 4)

    # --- scene -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if is_click(event) and self.editing is not None:
            # the name being typed is finished before the click does anything (Start must not take an
            # empty name); a click on that same name only leaves it
            editing = self.editing
            self.finish_edit()
            same = self.buttons.get(f"name:{editing}")
            if same is not None and same.rect.collidepoint(event.pos):
                return
        if self.buttons.handle(event):
            return
        if self.editing is not None and self.editing < len(self.seats):
            s = self.seats[self.editing]
            if event.type == pygame.TEXTINPUT and event.text.isprintable():
                if self.fresh_edit:
                    s.name = ""
                    self.fresh_edit = False
                s.name = (s.name + event.text)[:NAME_MAX]
                self._build()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
                s.name = "" if self.fresh_edit else s.name[:-1]
                self.fresh_edit = False
                self._build()
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                self.finish_edit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.start()

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("New game — {game}", game=self.game.title), 40, (640, 56), theme.GOLD,
                        bold=True, anchor="center")
        theme.blit_text(surface, tr("Players"), 24, (540, 134), theme.TEXT_DIM, anchor="midright")
        # the count reads the same in every game, a number; a game with named modes ("Solo", "Two players")
        # says under the seats what the mode is and means
        theme.blit_text(surface, str(len(self.seats)), 34, (676, 134), theme.TEXT, bold=True, anchor="center")
        mode = self.mode
        if mode is not None:
            theme.blit_fit(surface, tr("{mode} · {meaning}", mode=tr(mode[0]), meaning=tr(mode[1])), 18,
                           (640, ROW_Y0 + len(self.seats) * ROW_H + 2), 1180, theme.TEXT_DIM, anchor="midtop",
                           smallest=13)
        theme.blit_text(surface, f"({self.game.min_players}–{self.game.max_players})", 18, (812, 134),
                        theme.TEXT_FAINT, anchor="midleft")
        for i in range(len(self.seats)):
            y = ROW_Y0 + i * ROW_H
            theme.blit_text(surface, tr("Seat {n}", n=i + 1), 22, (280, y + 23), theme.TEXT_DIM, anchor="midright")
            if i == 0:
                theme.blit_text(surface, tr("starts"), 14, (280, y + 42), theme.TEXT_FAINT, anchor="midright")
        y = self._options_y()
        for o in self._offered():
            theme.blit_text(surface, say_words.say(o.label, ()), 20, (600, y + 21), theme.TEXT_DIM, anchor="midright")
            _note(surface, option_note(o, self.options[o.key]), (HELP_X, y + 21))
            y += OPTION_H
        self.buttons.draw(surface)
        if self.buttons.get("coach") is not None:
            theme.blit_text(surface, tr("Coach"), 22, (COACH_RECT.x - 12, COACH_RECT.centery), theme.TEXT_DIM,
                            anchor="midright")
        learn = learn_caption(self.game_name)
        if learn:
            # the guided game has its own fixed table: said over its button, so the seats and levels chosen
            # above are not silently set aside (under it, it sat on the window's bottom edge: playtest 30)
            theme.blit_fit(surface, learn, 14, (LEARN_RECT.centerx, LEARN_RECT.top - 3), LEARN_RECT.w + 60,
                           theme.TEXT_DIM, anchor="midbottom", smallest=11)
        continues = self.continue_caption()
        if continues:  # what Continue takes up again, under it (a bare "Continue" said nothing of which game)
            b = self.buttons.get("continue")
            if b is not None:
                theme.blit_fit(surface, continues, 14, (b.rect.centerx, b.rect.bottom + 1), 300, theme.TEXT_DIM,
                               anchor="midtop", smallest=11)
        if self.editing is not None and self.editing < len(self.seats):
            self._draw_editing(surface)
        humans = sum(s.human for s in self.seats)
        note = (
            tr("Computers only: you will watch.") if humans == 0
            else tr("Solo: you against the game.") if len(self.seats) == 1
            else tr("One human: no hand-over needed.") if humans == 1
            else tr("Hot-seat: the screen is covered between human turns.")
        )
        theme.blit_text(surface, note, 18, (640, NOTE_Y), theme.TEXT_FAINT, anchor="center")
        levels = [lv for lv in self.levels if any(not s.human and s.level == lv for s in self.seats)]
        if levels:
            legend = "   ".join(say_words.say(level_words(lv, self.game_name), ()) for lv in levels)
            size = 15
            while theme.font(size).size(legend)[0] > 1200 and size > 11:
                size -= 1
            theme.blit_text(surface, legend, size, (640, NOTE_Y + 24), theme.TEXT_DIM, anchor="center")

    def _draw_editing(self, surface: pygame.Surface) -> None:
        r = pygame.Rect(300, ROW_Y0 + self.editing * ROW_H, 250, 46)  # type: ignore[operator]
        name = self.seats[self.editing].name  # type: ignore[index]
        pygame.draw.rect(surface, (20, 26, 52), r.inflate(-6, -6), border_radius=8)
        img = theme.text(name, 22, theme.INK if self.fresh_edit else theme.TEXT, bold=True)
        spot = img.get_rect(center=r.center)
        if self.fresh_edit and name:  # the whole name is selected: typing replaces it
            ui.panel(surface, spot.inflate(8, 4), theme.ACCENT_2, None, radius=4)
        surface.blit(img, spot)
        if not self.fresh_edit and int(self.clock * 2) % 2 == 0:  # a blinking cursor after the text
            pygame.draw.line(surface, theme.ACCENT_2, (spot.right + 2, spot.y + 2), (spot.right + 2, spot.bottom - 2), 2)
        pygame.draw.rect(surface, theme.ACCENT_2, r, 3, border_radius=10)
        theme.blit_text(surface, tr("type a name, Enter to finish"), 15, (r.centerx, r.bottom + 2), theme.ACCENT_2,
                        anchor="midtop")


def _note(surface: pygame.Surface, text: str, midleft: tuple[int, int]) -> None:
    """An option's note in one or two rows within ``HELP_W`` (smaller before it would be cut), centred on its button."""
    size, rows = note_rows(text)
    top = midleft[1] - len(rows) * (size + 3) // 2
    for k, row in enumerate(rows):
        theme.blit_fit(surface, row, size, (midleft[0], top + k * (size + 3)), HELP_W, theme.TEXT_FAINT, smallest=size)


def option_note(o: Any, value: Any) -> str:
    """An option's note beside its button; a variant's rule (an off-or-on choice noted "Variant: …") says whether it
    is on: "Variant: the first player fills the groups" alone read as if the variant were on while it was off
    (playtest 17). A note that says what a choice's name means ("“Gentle” is a house variant: …") is left as is."""
    note = say_words.say(o.note(value), ())
    if tuple(o.choices) != (False, True) or not o.help.text.startswith("Variant:"):
        return note
    return tr("On · {note}", note=note) if value else tr("Off · {note}", note=note)


def note_rows(text: str) -> tuple[int, list[str]]:
    """The size and rows of an option's note: one row, or two of even widths, so no word is left alone on the
    second ("Finish the round, or one more turn / each")."""
    size = 14
    rows = theme.wrap(text, size, HELP_W)
    while size > 11 and (len(rows) > 2 or any(theme.font(size).size(r)[0] > HELP_W for r in rows)):
        size -= 1
        rows = theme.wrap(text, size, HELP_W)
    if len(rows) > 2:
        rows = [rows[0], " ".join(rows[1:])]
    if len(rows) == 2:
        words = text.split(" ")  # not at a no-break space: "activée\u00a0:" lost it, and may break there
        font = theme.font(size)
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        fitting = [pair for pair in splits if max(font.size(r)[0] for r in pair) <= HELP_W]
        if fitting:  # the split whose longer row is shortest: two rows of about the same width
            rows = list(min(fitting, key=lambda pair: max(font.size(r)[0] for r in pair)))
    return size, rows


def learn_caption(game_name: str) -> str:
    """Who sits at "Learn to play"'s table, which is fixed whatever the set-up says ("" for a game with no coach)."""
    from game.tables import coach_script

    script = coach_script(game_name)
    if script is None:
        return ""
    if script.PLAYERS == 1:
        return tr("a guided solo game")
    return trn("a guided game with {n} Easy computer", "a guided game with {n} Easy computers", script.PLAYERS - 1)
