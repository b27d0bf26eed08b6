"""``Game.result`` and ``Game.counted_winners``: a finished game's outcome in the engine's words (the Replays
list and the results headline read them), a solo score never a win (Space Lab Appendix A), a game lost to
the Mafia the Mafia's (AC-36)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import english


def _finished(name: str, players: int, seed: int) -> object:
    game = GAMES[name]
    s = game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_says_who_won_and_by_what(name: str) -> None:
    game = GAMES[name]
    players = max(game.min_players, 2)
    for seed in range(3):
        s = _finished(name, players, seed)
        names = [f"P{i}" for i in range(players)]
        line = english(game.result(s), names)
        won = game.counted_winners(s)
        assert won == sorted(game.winners(s))
        if len(won) == 1:
            tied = sorted(game.scores(s))[-2:] == [game.scores(s)[won[0]]] * 2
            said = "on the tie-break, tied at" if tied else "won,"
            assert line.startswith(f"{names[won[0]]} won") and said in line, line
            assert f" {game.scores(s)[won[0]]}" in line
        assert str(max(game.scores(s))) in line


def test_a_space_lab_solo_game_has_a_score_and_rating_and_no_winner() -> None:
    game = GAMES["space_lab"]
    s = _finished("space_lab", 1, 2)
    assert game.winners(s) == [0] and game.counted_winners(s) == []
    assert english(game.result(s), ["P0"]).startswith(f"Final score {game.scores(s)[0]}: ")


def test_the_mafia_s_win_is_said_with_both_scores() -> None:
    game = GAMES["al_cabohne"]
    s = _finished("al_cabohne", 1, 0)
    assert game.winners(s) == [] and game.counted_winners(s) == []
    assert english(game.result(s), ["P0"]) == f"The Mafia won, {game.mafia_score(s)} to {game.scores(s)[0]}"


def test_a_win_on_the_tie_break_says_so_not_26_to_26() -> None:
    """SS-27 breaks a tie at the top; the headline read "Alice won, 26 to 26" (playtest 16)."""
    game = GAMES["systeme_solaire"]
    for seed in range(400):
        s = _finished("systeme_solaire", 3, seed)
        scores, won = game.scores(s), game.counted_winners(s)
        if len(won) == 1 and sorted(scores)[-2] == scores[won[0]]:
            line = english(game.result(s), ["P0", "P1", "P2"])
            assert line == f"P{won[0]} won on the tie-break, tied at {scores[won[0]]}", line
            return
    raise AssertionError("no game of 400 ended in a tie at the top")
