"""The solo house variant "gentle Mafia" on screen (option ``gentle``; AC-35 counts the Mafia's coins once):
offered on the set-up screen in its own words, started, saved and continued with the game, and kept apart
from games by the rules in the win streak."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.al_cabohne import GAME
from engine.al_cabohne.mechanics import final_sale
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import record, saves
from game.i18n import set_language, tr
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.solo import Streak
from game.tables.al_cabohne import STREAK
from tests.client.driver import DT, click_key, continue_from_title, make_app, play_turns_by_clicks
from tests.client.test_setup_option_words import _setup

WORDS = {
    "en": ("Mafia", "standard (coins count twice)", "gentle (coins count once)"),
    "fr": ("Mafia", "standard (pièces doublées)", "douce (pièces simples)"),
}


def _solo_setup(lang: str = "en") -> tuple[Any, SetupScene]:
    """Al Cabohne's set-up screen for one seat, in ``lang``."""
    app = make_app("instant")
    set_language(lang)
    app.push(TitleScene(app))
    app.frame(DT)
    setup = _setup(app, "al_cabohne")
    while len(setup.seats) > 1:
        click_key(app, "players-")
    return app, setup


def _gentle_label(setup: SetupScene) -> str:
    return next(b.label for b in setup.buttons.buttons if b.key == "option:gentle")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setup_offers_the_gentle_mafia_in_solo_and_the_game_keeps_it(lang: str, data_dir: str) -> None:
    name, rules, gentle = WORDS[lang]
    try:
        app, setup = _solo_setup(lang)
        with record.capture() as items:
            app.draw()
        # a newcomer (no solo game finished) starts with the gentle Mafia (test_al_cabohne_first_solo.py)
        assert name in record.texts(items) and _gentle_label(setup) == gentle
        assert setup.options["gentle"] is True
        click_key(app, "option:gentle")
        assert _gentle_label(setup) == rules and setup.options["gentle"] is False
        click_key(app, "option:gentle")
        assert _gentle_label(setup) == gentle
        click_key(app, "start")
        table = app.top  # type: ignore[attr-defined]
        assert table.mod.state.gentle
        play_turns_by_clicks(app, table, random.Random(2), lambda: len(table.mod.recipe.actions) >= 6)
        found = saves.find("al_cabohne")
        assert found is not None and found.saved.recipe.options == {"gentle": True}
        again = continue_from_title()
        assert again.mod.state.gentle and again.view.gentle
        assert again.mod.recipe.actions == table.mod.recipe.actions
    finally:
        set_language("en")


def test_the_two_player_setup_offers_no_gentle_mafia(data_dir: str) -> None:
    """AC-35 counts the Mafia's coins once with two players already: the option is solo only."""
    app, setup = _solo_setup()
    click_key(app, "players+")
    assert len(setup.seats) == 2
    assert "option:gentle" not in {b.key for b in setup.buttons.buttons}


def _final(gentle: bool, coins: int) -> object:
    s = position(1, phase=CULTIVATE, coins={0: coins}, treasury=10, gentle=gentle)
    final_sale(s, [])
    return GAME.view(s, 0)


def test_a_gentle_game_neither_grows_nor_ends_the_streak(data_dir: str) -> None:
    """The streak counts games by the rules (AC-35 doubled): a gentle win or loss leaves it as it was."""
    assert STREAK.finish(_final(False, 25))[0] == Streak(1, 1)  # 25 beats 10 doubled
    assert STREAK.finish(_final(True, 15))[0] == Streak(1, 1)  # a gentle win: 15 beats 10 once
    after, line = STREAK.finish(_final(True, 5))  # a gentle loss
    assert after == Streak(1, 1) and "Gentle" in line
    assert STREAK.finish(_final(False, 15))[0] == Streak(0, 1)  # 15 loses to 20 by the rules


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_solo_panel_counts_the_gentle_mafia_once(lang: str, data_dir: str) -> None:
    """AC-35 with the house variant: the panel says the coins are not doubled, never "× 2" (playtest 16: "× 1" told
    a newcomer nothing), and that no streak moves."""
    from game.solo import Streak
    from tests.client.layout_walk import _set_language
    from tests.client.test_newcomer_fixes import _ac_table_at

    try:
        table = _ac_table_at(position(1, phase=CULTIVATE, coins={0: 3}, treasury=4, gentle=True))
        _set_language(lang)
        table.solo_record = Streak(2, 3)
        table.forget_screen()
        with record.capture() as items:
            table.app.draw()
        texts = record.texts(items)
        assert tr("Gentle Mafia") in texts and tr("Mafia (treasury × 2)") not in texts
        assert not any("× 2" in x for x in texts), texts  # nor under the treasury pile
        # what the gentle Mafia changes, said where it is shown (playtest 16: "Gentle Mafia … win streak" unexplained)
        assert tr("Gentle Mafia: coins count once, win streak unchanged") in texts
    finally:
        set_language("en")


def test_a_replay_shows_no_streak_of_today(data_dir: str) -> None:
    """Playtest: a replay's score panel, and the review's table, showed the streak as it is now ("Win streak 1")
    at move 0 of the very game that earned it."""
    from game.solo import Streak

    app = make_app("instant")
    app.push(TitleScene(app))
    s = GAME.new(1, 7)
    moves = [GAME.legal_actions(s)[0]]
    table = app.router.replay_table("al_cabohne", [Seat("Alice", True)], 7, {}, moves)
    table.solo_record = Streak(1, 1)
    assert table.ui.picture().streak is None

