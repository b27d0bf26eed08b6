"""The end of a game is seen before the results, in every game and at every speed (playtest 14, Space Lab at
"instant": the end-triggering move and Nova's last turn flashed by and the results replaced them). The table
stays on the final position with the game's end words ("Alice won, 58 to 45") and "Results ▸"; the button, and
only the button, opens the results."""

from __future__ import annotations

import random

import pygame
import pytest

from game import record
from game.kit.table import RESULTS_KEY
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

GAMES = ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"]
LOOK = 8.0  # seconds a player may read the final table: nothing moves it on meanwhile (a final sale of many
# coins at Normal lasts over 6 s: seed 4's Al Cabohne deal, clicked as End turn now asks twice while a gift waits)


def _play_to_the_end(app: object, table: object, rng: random.Random) -> None:
    for _ in range(200_000):
        if table.mod.over:  # type: ignore[attr-defined]
            return
        if table.input_open and not table.anim.blocking:  # type: ignore[attr-defined]
            rect, _key = rng.choice(game_clickables(table))
            click(app, rect.center)  # type: ignore[arg-type]
        else:
            app.frame(DT)  # type: ignore[attr-defined]
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("game", GAMES)
def test_the_final_table_is_seen_with_its_result_until_results_is_clicked(
        data_dir: str, game: str, speed: str) -> None:
    app = make_app(speed)
    computers = [Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")][:2 if game == "systeme_solaire" else 1]
    table = open_table(app, game, [Seat("Alice", True), *computers], seed=4)
    app.push(table)
    _play_to_the_end(app, table, random.Random(4))
    for _ in range(int(LOOK / DT)):
        assert app.top is table, "the results replaced the final table before the player asked for them"
        app.frame(DT)
    assert not table.anim.blocking
    result = table.say(table.mod.game.result(table.mod.state))
    assert result, "the game says who won"
    with record.capture() as items:
        table.draw(pygame.display.get_surface())
    texts = record.texts(items)
    assert any(result in text for text in texts), (result, texts)
    button = table.results_button()
    assert button.label in texts, "the button is drawn"
    assert RESULTS_KEY in [k for _r, k in table.clickables()]
    click(app, button.rect.center, frames=3)
    assert isinstance(app.top, ResultsScene)
