"""The player count reads the same in every game (issue 18 §5): once "Three players" in one game and "3"
in another. The count is a number everywhere; a game's named mode is said under the seats."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from game import theme
from game.scenes import setup
from game.scenes.title import TitleScene
from game.tables import has_table, modes
from tests.client.driver import DT, click_key, make_app

COUNT_AT = (676, 134)  # where the setup screen shows how many play


def _texts_drawn(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = theme.blit_text

    def spy(surface: Any, s: str, size: int, pos: tuple[int, int], *args: Any, **kwargs: Any) -> Any:
        drawn.append((s, tuple(pos)))
        return real(surface, s, size, pos, *args, **kwargs)

    monkeypatch.setattr(setup.theme, "blit_text", spy)
    scene.draw(scene.app.screen)
    monkeypatch.setattr(setup.theme, "blit_text", real)  # not undo(): that would drop the test's data folder too
    return drawn


@pytest.mark.parametrize("name", [n for n in GAMES if has_table(n)])
def test_every_game_shows_its_player_count_as_a_number(name: str, data_dir: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, f"game:{name}")
    scene = app.top
    game = GAMES[name]
    while len(scene.seats) > game.min_players:
        click_key(app, "players-")
    for n in range(game.min_players, game.max_players + 1):
        drawn = _texts_drawn(scene, monkeypatch)
        assert [s for s, pos in drawn if pos == COUNT_AT] == [str(n)]
        mode = modes(name).get(n)
        if mode is not None:  # the mode's name is still said, under the seats
            assert any(s.startswith(mode[0]) for s, _ in drawn), mode[0]
        if n < game.max_players:
            click_key(app, "players+")
