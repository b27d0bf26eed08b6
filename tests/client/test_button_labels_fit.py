"""Every button of the shared screens shows its label at the button's own size, in English and French.

A label too wide for its button is drawn smaller (``Button.fitted``): playtest, in French "◀ Précédente" on the
rules pages, "Statistiques" on the title, "Instantané" in the settings, "Plus anciennes ▶" under the replays and
"Apprendre à jouer" on every set-up read a size or more under their neighbours. Each screen gives its labels room.
"""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.recipe import Recipe
from game import i18n, replays, saves
from game.app import App
from game.scenes.confirm import ConfirmScene
from game.scenes.help import HelpScene
from game.scenes.replays import ReplaysScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.seats import BOT_NAMES, Seat
from tests.client.driver import DT, click_key, make_app


def _shrunk(app: App, seen: list[str]) -> None:
    """Note every button of the screen on top whose label is drawn under the button's size."""
    app.frame(DT)
    for b in app.top.buttons.buttons:
        if b.fitted() < b.size:
            seen.append(f"{type(app.top).__name__}: {b.label!r} at {b.fitted()} for {b.size} in {b.rect.w} px")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_button_label_is_shrunk_on_the_shared_screens(lang: str, data_dir: str) -> None:
    for name, game in GAMES.items():  # a saved game of each: the title offers a Continue for every one
        n = max(game.min_players, 2) if game.max_players > 1 else 1
        saves.keep(Recipe(name, n, 3), [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "easy") for i in range(n - 1)])
    seats = [Seat("Alice", True), Seat("Nova", False), Seat("Orbit", False)]
    for seed in range(replays.KEEP):  # a list of more than a page: the pages' buttons
        replays.add(Recipe("systeme_solaire", 3, seed), seats, [10, 20, 13], [1])
    app = make_app("normal")
    i18n.set_language(lang)
    seen: list[str] = []
    app.push(TitleScene(app))
    _shrunk(app, seen)
    for name in GAMES:
        click_key(app, f"game:{name}")
        while app.top.buttons.get("players-").enabled:  # from the fewest players
            click_key(app, "players-")
        while True:  # every player count: its seats' buttons and the options offered at it
            _shrunk(app, seen)
            plus = app.top.buttons.get("players+")
            if plus is None or not plus.enabled:
                break
            click_key(app, "players+")
        app.router.confirm(i18n.tr("Replace the saved game?"), lambda: None)
        assert isinstance(app.top, ConfirmScene)
        _shrunk(app, seen)
        click_key(app, "no")
        app.push(HelpScene(app, name))
        app.top.turn(1)  # both page buttons lit
        _shrunk(app, seen)
        app.pop()
        click_key(app, "back")
    for scene in (SettingsScene(app), StatisticsScene(app), ReplaysScene(app)):
        app.push(scene)
        _shrunk(app, seen)
    click_key(app, "older")
    _shrunk(app, seen)
    click_key(app, f"review:{app.top.shown()[0]}")
    _shrunk(app, seen)
    click_key(app, "back")
    click_key(app, f"replay:{app.top.shown()[0]}")
    _shrunk(app, seen)
    assert not seen, "\n".join(dict.fromkeys(seen))
