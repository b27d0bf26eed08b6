"""The Replays list and the Statistics say what the engine says happened (issue 18 §2).

An Al Cabohne game the Mafia won once read "Alice — nobody won"; a Space Lab solo game read
"won by Alice (61)" and counted as a win in the Statistics. A solo score is no win (Space Lab
Appendix A gives it a rating), and a game lost to the Mafia is the Mafia's (AC-36).
"""

from __future__ import annotations

import random

from engine import GAMES
from engine.core import english
from game import replays, stats
from game.scenes.replays import ReplaysScene, summary
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click_key, make_app, open_table, play_turns_by_clicks
from tests.client.test_replay_end import finished_recipe


def _finish_by_clicks(name: str, seed: int) -> None:
    """One person plays a whole solo game by random clicks on what is offered, to its results."""
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, name, [Seat("Alice", True)], seed=seed)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(seed), lambda: isinstance(app.top, ResultsScene), 60_000)
    app.router.title()
    app.frame(DT)
    click_key(app, "replays")
    assert isinstance(app.top, ReplaysScene)


def _row() -> str:
    (kept,) = replays.listing()
    return summary(kept)[1]


def test_a_game_the_mafia_won_says_so_with_its_score(data_dir: str) -> None:
    _finish_by_clicks("al_cabohne", 12)
    (kept,) = replays.listing()
    assert kept.winners == [], "this random game is one the Mafia wins (AC-36)"
    row = _row()
    assert "nobody won" not in row
    # the solo set-up said between (playtest 29: which Mafia)
    assert row.startswith("Alice · Solo · Mafia: standard (coins count twice) — The Mafia won, ") and row.endswith(
        f" to {kept.scores[0]}")


def test_a_solo_space_lab_game_shows_its_score_and_rating_never_a_win(data_dir: str) -> None:
    _finish_by_clicks("space_lab", 3)
    (kept,) = replays.listing()
    row = _row()
    # the solo set-up said after the player (its solo option's value)
    assert row.startswith("Alice · Solo · ") and f" — Final score {kept.scores[0]}: " in row and "won" not in row
    (line,) = stats.lines("space_lab")
    assert (line.played, line.won, line.best) == (1, 0, kept.scores[0]), "a solo score is counted as no win"


def test_an_entry_kept_before_the_words_were_kept_still_says_what_the_engine_says(data_dir: str) -> None:
    rec = finished_recipe("al_cabohne", 11)  # random moves: the Mafia wins
    names = ["Bruno", "Chiara"][:rec.players]
    game = GAMES["al_cabohne"]
    s = game.new(rec.players, rec.seed)
    for a in rec.actions:
        s, _ = game.apply(s, a)
    assert replays.add(rec, [Seat(n, True) for n in names], game.scores(s), game.winners(s))  # no words kept
    assert _row() == ", ".join(names) + " — " + english(game.result(s), names)
    assert "The Mafia won" in _row()


def test_the_results_headline_is_the_engine_s_outcome(data_dir: str) -> None:
    """A Space Lab solo game's results said "Game over"; now its score and rating, as the engine words them."""
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, "space_lab", [Seat("Alice", True)], seed=3)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(3), lambda: isinstance(app.top, ResultsScene), 60_000)
    assert isinstance(app.top, ResultsScene)
    total = GAMES["space_lab"].scores(table.mod.state)[0]
    assert app.top.headline.startswith(f"Final score {total}: ") and "win" not in app.top.headline
