"""Title → setup → table by clicks; rules and settings screens open and close."""

from __future__ import annotations

import pygame

from game.kit.table import Table
from game.scenes.help import HelpScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.tables.space_beans.table import SpaceBeansUI
from tests.client.driver import DT, click_key, make_app


def test_title_setup_table_by_clicks(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "game:space_beans")
    setup = app.top
    assert isinstance(setup, SetupScene)
    n = len(setup.seats)
    click_key(app, "players+")
    assert len(setup.seats) == n + 1
    click_key(app, "players-")
    click_key(app, "players-")
    assert len(setup.seats) == n - 1 == 2
    assert ("players-" not in [k for _r, k in setup.clickables()])  # 2 is the minimum: the button is off
    click_key(app, "kind:1")  # seat 2 becomes human
    assert setup.seats[1].human
    click_key(app, "kind:1")  # and back to a computer
    assert not setup.seats[1].human
    old = setup.seats[1].level
    click_key(app, "level:1")
    assert setup.seats[1].level != old
    old_name = setup.seats[0].name
    click_key(app, "rename:0")
    assert setup.seats[0].name != old_name
    click_key(app, "start")
    table = app.top
    assert isinstance(table, Table) and isinstance(table.ui, SpaceBeansUI)
    assert [s.name for s in table.seats] == [s.name for s in setup.seats]
    assert table.seats[1].level == setup.seats[1].level
    for _ in range(5):
        app.frame(DT)
    # Leave needs two clicks
    click_key(app, "ui:leave")
    assert app.top is table
    click_key(app, "ui:leave")
    assert isinstance(app.top, TitleScene)


def test_setup_back_and_rules(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:space_beans")
    click_key(app, "rules")
    help_scene = app.top
    assert isinstance(help_scene, HelpScene)
    assert help_scene.page == 0
    click_key(app, "next")
    assert help_scene.page == 1
    click_key(app, "prev")
    click_key(app, "back")
    assert isinstance(app.top, SetupScene)
    click_key(app, "back")
    assert isinstance(app.top, TitleScene)
    click_key(app, "settings")
    assert isinstance(app.top, SettingsScene)
    click_key(app, "back")
    assert isinstance(app.top, TitleScene)


def test_setup_is_remembered(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:space_beans")
    click_key(app, "players+")
    click_key(app, "players+")
    click_key(app, "start")
    n = len(app.top.seats)
    app2 = make_app("instant")
    app2.push(TitleScene(app2))
    click_key(app2, "game:space_beans")
    assert len(app2.top.seats) == n


def test_title_with_computers_playing_behind(data_dir: str) -> None:
    app = make_app("fast", attract=True)
    app.push(TitleScene(app))
    for _ in range(120):
        app.frame(0.05)
    title = app.top
    assert isinstance(title, TitleScene)
    assert title.background is not None
    assert len(title.background.mod.recipe.actions) > 0  # the computers really play


def test_quitting_asks_first(data_dir: str) -> None:
    """Escape on the title screen asks before quitting; No (or Escape) keeps the game open, Yes quits."""
    from game.scenes.confirm import ConfirmScene

    app = make_app()
    app.push(TitleScene(app))
    app.frame(DT)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame(DT)
    assert isinstance(app.top, ConfirmScene) and app.running
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame(DT)
    assert isinstance(app.top, TitleScene) and app.running
    click_key(app, "quit")
    assert isinstance(app.top, ConfirmScene)
    click_key(app, "yes")
    assert not app.running


def test_a_two_player_option_is_offered_for_two_players_only(data_dir: str) -> None:
    """Al Cabohne's trading variant (R-16) is a two-player option: the set-up shows it with two seats,
    hides it in solo, and a solo game started after choosing it plays without it."""
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:al_cabohne")
    setup = app.top
    assert isinstance(setup, SetupScene)
    while len(setup.seats) < 2:
        click_key(app, "players+")
    assert "option:trading" in {k for _r, k in setup.clickables()}
    # off by default (the gentle Mafia, a solo option, is a newcomer's first choice: test_al_cabohne_first_solo.py)
    assert setup.options == {"trading": False, "gentle": True}
    click_key(app, "option:trading")
    assert setup.options == {"trading": True, "gentle": True}
    click_key(app, "players-")
    assert len(setup.seats) == 1 and "option:trading" not in {k for _r, k in setup.clickables()}
    click_key(app, "start")
    assert app.top.mod.options == {"gentle": True} and not app.top.mod.state.trading


def test_the_title_s_rules_open_on_the_game_played_last(data_dir: str) -> None:
    """Issue 18 (a newcomer back at the title after a Space Lab game): Rules opened on Space Beans, the first tab.
    They open on the game of the last table opened; before any, on the first game. The computers playing behind
    the title are no game of the player's."""
    from game.seats import Seat
    from tests.client.driver import open_table

    app = make_app("instant", attract=True)
    app.push(TitleScene(app))
    click_key(app, "rules")
    assert isinstance(app.top, HelpScene) and app.top.game_name == app.top.games[0]
    app.router.title()
    open_table(app, "space_lab", [Seat("Alice", True)], seed=1)
    app.router.title()  # the title's own background table plays behind it again
    click_key(app, "rules")
    assert isinstance(app.top, HelpScene) and app.top.game_name == "space_lab"


def test_settings_open_while_the_computers_play(data_dir: str) -> None:
    """Issue 18 (Space Beans, 4 players): Settings clicked while a computer played did nothing and said nothing:
    each click only skipped the move in flight, and the next computer's move began. The menu answers at once."""
    from game.seats import Seat
    from tests.client.driver import open_table, run_until

    app = make_app("normal")
    seats = [Seat(f"C{i}", False, "easy") for i in range(3)] + [Seat("Alice", True)]
    table = open_table(app, "space_beans", seats, seed=4)
    app.push(table)
    run_until(app, lambda: table.anim.blocking and not table.mod.human_turn)
    click_key(app, "ui:settings")
    assert isinstance(app.top, SettingsScene)
