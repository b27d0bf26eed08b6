"""A language switch mid-game re-words the whole log at once (issue 18 §6): the log keeps the engine's
events and words them when drawn, so no line stays in the language it was first shown in."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from game import i18n
from game.kit.log import GameLog
from game.seats import Seat
from tests.client.driver import language_by_clicks, make_app, open_table, play_turns_by_clicks


@pytest.mark.parametrize("game", sorted(GAMES))
def test_switching_to_french_mid_game_rewords_the_drawn_log(game: str, data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    if game in ("al_cabohne", "space_lab"):
        seats = seats[:2]
    try:
        table = open_table(app, game, seats, seed=3)
        app.push(table)
        # the human plays (a fixed choice of what is offered) until the log holds a few lines
        play_turns_by_clicks(app, table, random.Random(5), lambda: table.input_open and len(table.log_lines()) >= 3)
        english = [text for text, _ in table.log_lines()]
        drawn = language_by_clicks(app, "fr")
        fresh = GameLog(table.game, table.names)  # the same events, worded afresh in French
        fresh.entries = list(table.log.entries)
        french = [text for text, _ in fresh.lines(table.mod.viewer)]
        changed = [e for e, f in zip(english, french, strict=True) if e != f]
        assert changed, f"no log line of {game} has a French wording: {english}"
        # a long line may be wrapped or end in "…": compare the drawn pieces, not whole lines
        pieces = [t.rstrip("…").strip() for t in drawn]
        pieces = [t for t in pieces if len(t) >= 4]
        stale = [t for t in pieces if any(t in e for e in changed) and not any(t in f for f in french)]
        assert not stale, f"{game}: still English after the switch: {stale}"
        reworded = [f for e, f in zip(english, french, strict=True) if e != f]
        assert any(t in f for t in pieces for f in reworded), (reworded, drawn)
    finally:
        i18n.set_language("en")
