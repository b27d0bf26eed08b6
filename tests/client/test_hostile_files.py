"""Hostile data files never crash a screen: every stored kind × many damaged variants, every screen visited.

Each case writes one stored entry (a save, the settings, the set-up, a streak,
the statistics, a replay, a record) in a hostile form: values of the wrong
type, numbers that are not finite, names holding a NUL or a lone surrogate,
deep nesting, a recipe whose game is a list… Then the client is driven by
clicks through the title, Continue, Set-up, Replays (and watching one),
Statistics and Settings, with the crash screen off, so any exception fails.
What cannot be used must be set aside and said, never crash and never be lost.
"""

from __future__ import annotations

import json
import math
import os
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine import GAMES
from engine.recipe import Recipe
from game import storage
from game.scenes.title import TitleScene
from tests.client.driver import DT, click, game_clickables, make_app

Json = Any


def _recipe(name: str, players: int, seed: int, moves: int | None) -> Recipe:
    """A recipe of ``moves`` random legal moves (``None``: to the end of the game)."""
    game = GAMES[name]
    s, actions, rng = game.new(players, seed), [], random.Random(seed)
    while not game.is_over(s) and (moves is None or len(actions) < moves):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    return Recipe(name, players, seed, {}, actions)


def _seats(n: int) -> list[dict[str, Any]]:
    return [{"name": ["Alice", "Nova", "Bruno"][i % 3], "human": i == 0, "level": "normal"} for i in range(n)]


def samples() -> dict[str, tuple[str, Json]]:
    """For every stored kind: its key and a value as the game writes it."""
    save = _recipe("space_beans", 2, 5, 4)
    done = _recipe("al_cabohne", 1, 3, None)
    return {
        "save": ("save_space_beans", {"format": 1, "recipe": save.to_dict(), "seats": _seats(2), "when": 1.7e9}),
        "settings": ("settings", {"speed": "fast", "sound": True, "attract": False, "language": "en",
                                  "fullscreen": False}),
        "setup": ("setup", {"space_beans": _seats(3), "space_beans:options": {}, "names": ["Alice"]}),
        "streak": ("streak_al_cabohne", {"current": 1, "best": 3}),
        "statistics": ("statistics", {"format": 1, "games": {"space_beans": {
            "Alice": {"played": 3, "won": 1, "best": 40}, "Bruno": {"played": 1, "won": 0, "best": None}}}}),
        "replay": ("replay-20260101-120000-00-al_cabohne",
                   {"format": 1, "recipe": done.to_dict(), "seats": _seats(1), "when": 1.7e9, "scores": [12],
                    "winners": [0]}),
        "record": ("record_space_lab", {"score": 30, "rating": "Cadet"}),
    }


def _every(value: Json, leaf: Callable[[Json, str], Json], key: str = "") -> Json:
    """``value`` with ``leaf(x, key)`` applied to every scalar (``key``: the field it sits under)."""
    if isinstance(value, dict):
        return {k: _every(v, leaf, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_every(v, leaf, key) for v in value]
    return leaf(value, key)


def _strings(new: Json) -> Callable[[Json], Json]:
    return lambda v: _every(v, lambda x, _k: new if isinstance(x, str) else x)


def _numbers(new: Json) -> Callable[[Json], Json]:
    return lambda v: _every(v, lambda x, _k: new if type(x) in (int, float) else x)


def _names(new: str) -> Callable[[Json], Json]:
    """Every name a person could have typed (seat names, remembered names, statistics rows)."""
    def change(v: Json, key: str = "") -> Json:
        if isinstance(v, dict):
            out = {}
            for k, x in v.items():
                k2 = new if isinstance(x, dict) and "played" in x else k  # a statistics row is keyed by name
                out[k2] = [new for _ in x] if k == "names" and isinstance(x, list) else change(x, k)
            return out
        if isinstance(v, list):
            return [change(x, key) for x in v]
        return new if key == "name" and isinstance(v, str) else v
    return change


def _field(name: str, new: Json) -> Callable[[Json], Json]:
    """Set ``name`` wherever a dict holds it."""
    def change(v: Json) -> Json:
        if isinstance(v, dict):
            return {k: new if k == name else change(x) for k, x in v.items()}
        if isinstance(v, list):
            return [change(x) for x in v]
        return v
    return change


def _drop(name: str) -> Callable[[Json], Json]:
    def change(v: Json) -> Json:
        if isinstance(v, dict):
            return {k: change(x) for k, x in v.items() if k != name}
        if isinstance(v, list):
            return [change(x) for x in v]
        return v
    return change


def _drop_first_of_rows(v: Json) -> Json:
    """Every dict loses its last key (a statistics row without "best", a seat without "level")."""
    if isinstance(v, dict):
        keys = list(v)
        return {k: _drop_first_of_rows(x) for k, x in v.items() if len(keys) < 3 or k != keys[-1]}
    if isinstance(v, list):
        return [_drop_first_of_rows(x) for x in v]
    return v


DEEP = "[" * 100_000 + "]" * 100_000

# name → how it changes a sample (a function of the value, or the raw text to write)
VARIANTS: dict[str, Callable[[Json], Json] | str] = {
    "NUL in names": _names("Al\u0000ice"),
    "lone surrogate in names": _names("Al\ud800ice"),
    "huge name": _names("W" * 200_000),
    "control characters in names": _names("\u0007\u001b[31m\u200b"),
    "when Infinity": _field("when", math.inf),
    "when 1e300": _field("when", 1e300),
    "when NaN": _field("when", math.nan),
    "game as a list": _field("game", ["al_cabohne"]),
    "game unknown": _field("game", "chess"),
    "players out of range": _field("players", 9),
    "an unknown option": _field("options", {"bogus": 1}),
    "an option out of range": _field("options", {"variant": "sideways", "end_mode": 7}),
    "a move not legal there": _field("actions", [{"kind": "fly", "card": 3}]),
    "numbers are NaN": _numbers(math.nan),
    "numbers are -Infinity": _numbers(-math.inf),
    "numbers are huge": _numbers(10 ** 300),
    "numbers are true": _numbers(True),
    "numbers are strings": _numbers("7"),
    "strings are numbers": _strings(3),
    "strings are lists": _strings(["x"]),
    "strings are objects": _strings({"x": 1}),
    "strings are null": _strings(None),
    "last keys missing": _drop_first_of_rows,
    "seats missing": _drop("seats"),
    "best missing": _drop("best"),
    "a list at the top": lambda v: [v],
    "null": "null",
    "a bare number": "1e999",
    "deeply nested": DEEP,
    "deeply nested inside": None,  # filled per sample: the value with a deep list under its first key
}

SCREENS = ("title", "continue", "setup", "replays", "statistics", "settings")


def _hostile_text(value: Json, variant: str) -> str:
    how = VARIANTS[variant]
    if variant == "deeply nested inside":
        first = next(iter(value)) if isinstance(value, dict) else None
        return json.dumps({**value, first: "@@"}).replace('"@@"', DEEP)
    if isinstance(how, str):
        return how
    assert how is not None
    return json.dumps(how(value))


def _clickables(app) -> dict[str, Any]:
    return {str(k): r for r, k in app.top.clickables()}


def _press(app, key: str) -> bool:
    """Click the top scene's button with this key, if it offers one."""
    rect = _clickables(app).get(key)
    if rect is None:
        return False
    click(app, rect.center, frames=3)
    return True


def visit_every_screen(app) -> list[str]:
    """Title, Continue, Set-up of every game, Replays (and watching one), Statistics, Settings, by clicks.
    Returns what the title said about set-aside entries."""
    app.reset(TitleScene(app))
    app.frame(DT)
    said = list(app.top.problem_text)
    if _press(app, "continue"):
        for _ in range(5):
            app.frame(DT)
        app.router.title()
        app.frame(DT)
        said += app.top.problem_text
    for name in GAMES:
        if _press(app, f"game:{name}"):
            app.frame(DT)
            app.router.title()
            app.frame(DT)
            said += app.top.problem_text
    for screen in ("replays", "statistics", "settings"):
        assert _press(app, screen), screen
        if getattr(app.top, "problems", None):  # these screens say what they set aside themselves
            said.append(f"{screen}: set aside")
        if screen == "replays" and _press(app, "replay:0"):
            for _ in range(5):
                app.frame(DT)
        app.router.title()
        app.frame(DT)
        said += app.top.problem_text
    return said


CASES = [(kind, variant) for kind in samples() for variant in VARIANTS]


@pytest.fixture(scope="module")
def sample_values() -> dict[str, tuple[str, Json]]:
    return samples()


@pytest.mark.parametrize(("kind", "variant"), CASES)
def test_a_hostile_entry_never_crashes_a_screen(kind: str, variant: str, data_dir: str,
                                                 sample_values: dict[str, tuple[str, Json]]) -> None:
    key, value = sample_values[kind]
    text = _hostile_text(value, variant)
    path = os.path.join(data_dir, f"{key}.json")
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
        f.write(text)
    storage.take_problems()
    app = make_app("instant")
    said = visit_every_screen(app)
    # whatever could not be used was kept, byte for byte, under another name, and said
    kept = [n for n in os.listdir(data_dir) if n.startswith(f"{key}.") and n != f"{key}.json"]
    assert said or not kept, kept
    for n in kept:
        with open(os.path.join(data_dir, n), encoding="utf-8", errors="surrogatepass") as f:
            assert f.read() == text


@pytest.mark.parametrize("kind", list(samples()))
def test_the_sample_entries_are_read_as_written(kind: str, data_dir: str,
                                                sample_values: dict[str, tuple[str, Json]]) -> None:
    """The matrix starts from entries the game accepts: untouched, nothing is set aside."""
    key, value = sample_values[kind]
    with open(os.path.join(data_dir, f"{key}.json"), "w", encoding="utf-8") as f:
        json.dump(value, f)
    storage.take_problems()
    said = visit_every_screen(make_app("instant"))
    assert said == [], said
    assert os.listdir(data_dir).count(f"{key}.json") == 1 and not [n for n in os.listdir(data_dir) if ".bad-" in n]


HOSTILE_TEXT = ["Al\u0000ice", "Al\ud800ice", "\udfff", "\u0000", "W" * 200_000, "\u0007\u001b[31m", "", " ",
                "a\u200d\u200bb", "\ufffe\uffff", "𝔅𝔢𝔞𝔫 😀"]


@pytest.mark.parametrize("s", HOSTILE_TEXT, ids=range(len(HOSTILE_TEXT)))
def test_the_text_renderer_never_raises(s: str) -> None:
    """``theme.text``, ``blit_fit``, ``wrap``, ``shorten`` and the fonts the card arts use take any string."""
    import pygame

    from game import theme

    make_app("instant")
    surface = pygame.Surface((400, 60))
    assert theme.text(s, 16).get_width() <= 16 * theme.TEXT_MAX
    theme.blit_fit(surface, s, 16, (0, 0), 200)
    theme.blit_text(surface, s, 16, (0, 30), bold=True)
    assert theme.wrap(s, 14, 300) and isinstance(theme.shorten(s, 14, 300), str)
    f = theme.font(12, True)  # what a card art measures and renders with
    assert f.size(s)[0] >= 0 and f.render(s, True, theme.TEXT) is not None


def test_a_table_with_names_no_font_can_draw_plays_on() -> None:
    """Names that reach a table (a seat typed with a NUL, a lone surrogate) are drawn, not raised on."""
    from game.seats import Seat
    from tests.client.driver import open_table

    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Al\u0000ice", True), Seat("B\ud800", False, "easy"),
                                            Seat("W" * 5000, False, "easy")], seed=3)
    app.push(table)
    rng = random.Random(1)
    for _ in range(300):  # deal, moves, the log and the seat boxes: every place a name is drawn
        offered = game_clickables(table) if app.top is table and table.input_open else []
        if offered:
            click(app, rng.choice(offered)[0].center)
        else:
            app.frame(DT)


def test_a_data_folder_that_is_a_file_is_said_once_and_fits(tmp_path, monkeypatch) -> None:
    """``BEANIVERSE_DATA`` naming a file: one line saying what is wrong (no entry was "kept aside"),
    drawn within the screen, however long the folder's name."""
    from game import theme

    plain = tmp_path / ("a-long-folder-name-" * 6) / "not-a-folder"
    plain.parent.mkdir()
    plain.write_text("I am a file")
    monkeypatch.setenv("BEANIVERSE_DATA", str(plain))
    storage.take_problems()
    app = make_app("instant")
    said = visit_every_screen(app)
    assert len(said) == 1 and "is a file, not a folder" in said[0] and ".bad" not in said[0], said
    drawn: list[Any] = []
    real = theme.blit_text

    def spy(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.reset(TitleScene(app))
    app.top.problem_text = said  # as the first visit showed it
    app.frame(DT)
    lines = [r for s, r in drawn if "not a folder" in s or s.endswith("…")]
    assert lines and all(theme.SCREEN.contains(r) for r in lines), lines
    assert plain.read_text() == "I am a file"  # and nothing was moved or written over it


def test_an_entry_that_cannot_be_moved_aside_is_not_said_to_be(data_dir: str, monkeypatch) -> None:
    """A damaged entry in a folder where nothing can be renamed (read-only): the title does not claim
    a .bad copy was kept."""
    with open(os.path.join(data_dir, "settings.json"), "w") as f:
        f.write("{damaged")

    def refuse(*_args: Any) -> None:
        raise PermissionError("read-only file system")

    monkeypatch.setattr(storage.os, "replace", refuse)
    storage.take_problems()
    app = make_app("instant")
    app.reset(TitleScene(app))
    app.frame(DT)
    said = app.top.problem_text
    assert len(said) == 1 and "settings.json" in said[0] and "left as it is" in said[0] and ".bad" not in said[0]
