"""The set-up keeps what the player chose (issue 18, Al Cabohne playtest): the player count went back to 2
after "Learn to play" (24.png), and the trading button showed no on/off state (97.png)."""

from __future__ import annotations

from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app


def _setup(app: object) -> SetupScene:
    click_key(app, "game:al_cabohne")
    setup = app.top  # type: ignore[attr-defined]
    assert isinstance(setup, SetupScene)
    return setup


def test_the_player_count_is_kept_after_learn_to_play(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    setup = _setup(app)
    while len(setup.seats) > 1:
        click_key(app, "players-")
    click_key(app, "learn")
    app.router.title()
    app.frame(DT)
    assert len(_setup(app).seats) == 1, "the count the player chose before the guided game"


def test_the_trading_button_says_which_way_it_is(data_dir: str) -> None:
    """The button names the value in force, and the two values say what they do ("No trades" / "Trades at
    the Boss fill"): an "Off: Trades at the Boss fill" read as if trades were on (issue 18)."""
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    setup = _setup(app)
    while len(setup.seats) < 2:
        click_key(app, "players+")

    def label() -> str:
        return next(b.label for b in setup.buttons.buttons if b.key == "option:trading")

    off = label()
    click_key(app, "option:trading")
    on = label()
    assert (off, on) == ("No trades", "Trades at the Boss fill")
