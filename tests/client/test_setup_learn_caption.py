""""Learn to play" seats its own fixed table whatever the set-up says: the set-up says so under the button (issue 18,
playtests: "Learn: 2 players" beside a solo choice, and Normal computers silently made Easy). What the caption
says is checked against the table the button then opens."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.scenes.setup import LEARN_RECT, SetupScene
from game.scenes.title import TitleScene
from game.tables import coach_script
from tests.client.driver import DT, click_key, make_app, text_spy

GUIDED = ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"]


def _drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """The texts the set-up draws with ``blit_fit`` in one frame, with where each landed."""
    seen = text_spy(monkeypatch, "blit_fit")
    app.frame(DT)
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("game_name", GUIDED)
def test_the_learn_caption_names_the_table_it_opens(game_name: str, data_dir: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    script = coach_script(game_name)
    assert script is not None
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, f"game:{game_name}")
    setup = app.top
    assert isinstance(setup, SetupScene)
    # a count other than the guided game's, so the caption is what tells the player
    other = setup.game.max_players if setup.game.max_players != script.PLAYERS else setup.game.min_players
    while len(setup.seats) != other:
        click_key(app, "players+" if len(setup.seats) < other else "players-")
    # over the button, off the window's bottom edge (playtest 30: under the buttons it sat on the edge)
    drawn = [(s, r) for s, r in _drawn(app, monkeypatch) if LEARN_RECT.left - 40 <= r.centerx <= LEARN_RECT.right + 40]
    assert not [(s, r) for s, r in drawn if r.top >= LEARN_RECT.bottom - 2], drawn
    over = [(s, r) for s, r in drawn if LEARN_RECT.top - 24 <= r.top and r.bottom <= LEARN_RECT.top]
    assert len(over) == 1, drawn
    caption, rect = over[0]
    assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(rect), rect
    computers = script.PLAYERS - 1
    if computers:
        assert f"{computers} Easy computer" in caption, caption
    else:
        assert "solo" in caption, caption
    click_key(app, "learn")
    table = app.top
    bots = [s for s in table.seats if not s.human]
    assert len(table.seats) == script.PLAYERS and len(bots) == computers
    assert all(s.level == "easy" for s in bots)
