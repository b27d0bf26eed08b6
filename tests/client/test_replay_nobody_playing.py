"""A replay never says a computer is playing (playtest 28: a Space Lab replay paused in the middle read "Nova is
playing…"; Système Solaire's said "Nova is bidding…"): its moves come from the recipe and nobody is at work. At a
computer's turn the replay's prompt line says whose turn it is, as it does at a person's, in every game, as the
spectator sees it and through the one person's eyes."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Player, words
from game import i18n, record
from game.kit.table import Role
from game.seats import Seat
from tests.client.driver import make_app


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", list(GAMES))
def test_a_replay_at_a_computer_s_turn_says_whose_turn_it_is(data_dir: str, name: str, language: str) -> None:
    game = GAMES[name]
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    seats = [Seat("Alice", True)] + [Seat(f"Nova{i}", False, "easy") for i in range(1, players)]
    state, rng, actions = game.new(players, 5), random.Random(2), []
    paused: list[int] = []  # the moves at which a computer is to act
    while not game.is_over(state) and len(paused) < 3 and len(actions) < 300:
        if game.to_act(state) != 0 and len(actions) > 6 and (not paused or len(actions) - paused[-1] > 9):
            paused.append(len(actions))
        a = rng.choice(game.legal_actions(state))
        actions.append(a)
        state = game.apply(state, a)[0]
    if players == 1:  # a solo game has no computer seat: its replay at the player's own turn says the same
        paused = [8, 20]
    assert paused
    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)
    try:
        for moves in paused:
            for viewer in (None, 0):
                table = app.router.replay_table(name, seats, 5, {}, actions[:moves], viewer=viewer)
                assert table is not None and table.role is Role.REPLAY
                for _ in range(5):
                    table.update(1 / 60)
                seat = table.view.to_act
                assert seat is not None
                line, _colour = table.prompt_line()
                assert line == table.say(words("{who}'s turn", who=Player(seat))), (moves, viewer, line)
                with record.capture() as items:
                    table.draw(app.screen)
                playing = i18n.tr("{who} is playing…", who=seats[seat].name)
                assert not [t for t in record.texts(items) if playing in t]
    finally:
        i18n.set_language("en")
