"""The title offers every saved game, not only the last one played (issue 18: one "Reprendre" on the title while
each game's set-up offered its own)."""

from __future__ import annotations

from engine.recipe import Recipe
from game import saves
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click_key, make_app


def test_each_saved_game_has_its_own_continue_on_the_title(data_dir: str) -> None:
    assert saves.keep(Recipe("al_cabohne", 1, 5), [Seat("Alice", True)])
    assert saves.keep(Recipe("space_beans", 2, 7), [Seat("Alice", True), Seat("Nova", False, "easy")])
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    latest = saves.latest(["al_cabohne", "space_beans"])
    first, other = latest[0].game_name, latest[1].game_name
    keys = {k for _r, k in title.clickables()}
    assert "continue" in keys and f"continue:{other}" in keys, keys
    continues = [b.label for b in title.buttons.buttons if str(b.key).startswith("continue")]
    assert sorted(continues) == ["Continue Al Cabohne", "Continue Space Beans"]
    rects = [b.rect for b in title.buttons.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])  # nothing overlaps
    click_key(app, f"continue:{other}")
    assert getattr(app.top, "game_name", None) == other
    assert first != other
