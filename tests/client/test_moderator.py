"""The moderator: whose eyes the screen belongs to, and computers thinking in slices."""

from __future__ import annotations

from engine.core import HIDDEN
from game.app import App, LaunchOptions
from game.kit.table import Table
from game.moderator import Moderator
from game.scenes.results import ResultsScene
from game.seats import Seat
from game.tables.space_beans.table import SpaceBeansUI
from tests.client.driver import DT


def test_viewer_rules() -> None:
    one = Moderator("space_beans", [Seat("A", True), Seat("B", False), Seat("C", False)], 1)
    assert one.viewer == 0 and not one.needs_hand_over()
    none = Moderator("space_beans", [Seat("B", False), Seat("C", False)], 1)
    assert none.viewer is None and not none.needs_hand_over()
    assert all(c == HIDDEN for h in none.view().hands for c in h)
    two = Moderator("space_beans", [Seat("A", True), Seat("B", True)], 1)
    assert two.viewer is None and two.needs_hand_over()
    assert two.legal() == []  # nothing is offered before the hand-over
    two.hand_over(0)
    assert two.human_turn and two.legal()


def test_computers_finish_a_game_in_slices() -> None:
    mod = Moderator("space_beans", [Seat("B", False, "greedy"), Seat("C", False, "random")], 3)
    for _ in range(100000):
        if mod.over:
            break
        action = mod.think(0.001)
        if action is not None:
            mod.apply(action)
    assert mod.over
    assert mod.recipe.actions  # the game is its recipe: it can be saved and replayed


def test_autoplay_screenshot_at_game_end_then_results_then_a_new_game(data_dir: str, tmp_path) -> None:
    shot = tmp_path / "end.png"
    app = App(LaunchOptions(game="space_beans", players=3, seed=2, autoplay=True, screenshot=str(shot)))
    app.settings.speed = "instant"
    from game.app import first_scene

    app.push(first_scene(app))
    table = app.top
    assert isinstance(table, Table) and isinstance(table.ui, SpaceBeansUI) and not any(s.human for s in table.seats)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        app.frame(DT)
    assert isinstance(app.top, ResultsScene)
    assert shot.is_file()  # taken when the game ended
    for _ in range(60 * 9):  # the attract loop deals again by itself
        app.frame(DT)
    assert isinstance(app.top, Table) and isinstance(app.top.ui, SpaceBeansUI) and app.top is not table
