"""A newcomer's first solo game of Al Cabohne is against the gentle Mafia (playtest 28: the set-up's default, the
rules' Mafia whose coins count twice (AC-35), beat a first game by about 30 coins). Set-up offers the gentle Mafia,
its button saying so, while the player has no finished solo game on record (Statistics); after that, the last choice
or the rules' default as before. A solo game lost to the rules' Mafia says on its results that the gentle one is
there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.rollout import GENTLE_OFFER, LOSS_NOTE
from game import stats, storage
from game.i18n import set_language
from game.scenes.setup import SetupScene
from game.seats import Seat
from game.words import say
from tests.client.driver import click_key
from tests.client.test_al_cabohne_gentle import WORDS, _gentle_label, _solo_setup
from tests.client.test_al_cabohne_loss_framed import _results

GAME = GAMES["al_cabohne"]


def _solo_finished(name: str) -> None:
    """A solo game of Al Cabohne finished by ``name``, as the table counts it in Statistics."""
    assert stats.record("al_cabohne", [Seat(name, True)], [12], [])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_newcomer_s_solo_set_up_starts_with_the_gentle_mafia(lang: str, data_dir: str) -> None:  # rule AC-35
    _name, _rules, gentle = WORDS[lang]
    try:
        app, setup = _solo_setup(lang)
        assert setup.options["gentle"] is True and _gentle_label(setup) == gentle  # the button says which Mafia
        click_key(app, "start")
        assert app.top.mod.state.gentle  # type: ignore[attr-defined]
    finally:
        set_language("en")


def test_a_kept_rules_choice_gives_way_while_no_solo_game_is_finished(data_dir: str) -> None:
    """A set-up kept with the rules' Mafia (a two-player game, where the option is not offered, kept it at its
    default) still starts a newcomer's solo game against the gentle one."""
    storage.save("setup", {"al_cabohne:options": {"trading": False, "gentle": False}})
    _app, setup = _solo_setup()
    assert setup.options["gentle"] is True


def _setup_of(name: str) -> SetupScene:
    storage.save("setup", {"al_cabohne": [{"name": name, "human": True, "level": "normal"}], "names": [name]})
    _app, setup = _solo_setup()
    assert [s.name for s in setup.seats] == [name]
    return setup


def test_after_a_finished_solo_game_the_rules_default_comes_back(data_dir: str) -> None:  # rule AC-35
    _solo_finished("Alice")
    assert _setup_of("Alice").options["gentle"] is False
    _, rules, _ = WORDS["en"]
    assert _gentle_label(_setup_of("Alice")) == rules


def test_after_a_finished_solo_game_the_last_choice_stays(data_dir: str) -> None:
    _solo_finished("Alice")
    setup = _setup_of("Alice")
    click_key(setup.app, "option:gentle")  # the gentle Mafia chosen, then the game started: the choice is kept
    click_key(setup.app, "start")
    _app, again = _solo_setup()
    assert again.options["gentle"] is True


def test_another_player_s_solo_games_leave_a_newcomer_his_first(data_dir: str) -> None:
    """Statistics count per name: someone else's solo games on this device do not make Bob's first one hard."""
    _solo_finished("Alice")
    assert _setup_of("Bob").options["gentle"] is True


def _lost(gentle: bool) -> Any:
    s, rng = GAME.new(1, 0, gentle=gentle), random.Random(0)
    while not GAME.is_over(s):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def test_a_solo_game_lost_to_the_rules_mafia_suggests_the_gentle_one(data_dir: str) -> None:  # rule AC-35, AC-36
    state = _lost(False)
    assert not GAME.view(state, 0).final.winners  # the Mafia won
    notes = _results(state).notes
    assert say(GENTLE_OFFER, ["Alice"]) in notes and say(LOSS_NOTE, ["Alice"]) in notes, notes


def test_a_won_or_gentle_game_does_not_suggest_it(data_dir: str) -> None:  # rule AC-35, AC-36
    state = _lost(False)
    state.coins[0] = tuple(range(GAME.view(state, 0).final.mafia + 1))  # richer than the Mafia: a win
    assert say(GENTLE_OFFER, ["Alice"]) not in _results(state).notes
    assert say(GENTLE_OFFER, ["Alice"]) not in _results(_lost(True)).notes


def test_a_mafia_chosen_by_hand_stays_before_any_solo_game_is_finished(data_dir: str) -> None:
    """Playtest 30: the rules' Mafia chosen and a game started, the set-up came back on the gentle one (the first solo
    game not finished): an option the player set by hand stays as set (rule AC-35)."""
    _app, setup = _solo_setup()
    assert setup.options["gentle"] is True
    click_key(setup.app, "option:gentle")  # the rules' Mafia, chosen by hand
    click_key(setup.app, "start")
    _app, again = _solo_setup()
    assert again.options["gentle"] is False
