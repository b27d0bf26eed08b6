"""A game review with nothing to show (no marked decision, no close call) showed one sentence on an empty screen,
read as a review that had failed (newcomer test 29). It shows the table as the game ended through the reviewed
seat's eyes, with how the game ended (the game's own result) and the sentence beside it, in every game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import GAMES
from engine.review import NONE, Decision, summarize
from game import record, replays
from game import words as say_words
from game.scenes import review as review_scene
from game.scenes.review import VIEW
from game.seats import Seat
from tests.client.driver import DT, make_app
from tests.client.test_review_screen import _planted, decision_points, open_from_replays, opening_moves

PLAYERS = {"space_beans": 3, "al_cabohne": 1, "systeme_solaire": 3, "space_lab": 2}


@pytest.mark.parametrize("name", list(GAMES))
def test_with_nothing_to_show_the_final_table_and_result_are_shown(name: str, data_dir: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    game = GAMES[name]
    rec = opening_moves(name, PLAYERS[name], 5, moves=10**6)  # a whole game
    state = game.new(rec.players, rec.seed)
    for a in rec.actions:
        state, _ = game.apply(state, a)
    assert game.is_over(state)
    seats = [Seat("Alice", True)] + [Seat(f"Bot {i}", False, "normal") for i in range(1, rec.players)]
    entry = replays.keep(rec, seats, [0] * rec.players, [0])
    assert entry is not None
    # every decision the engine's choice: nothing marked, no close call
    chosen = [Decision(move, a, a, 0.0, 0.1, NONE, n) for move, a, _b, n in decision_points(rec)]
    entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summarize(name, chosen)).to_dict()
    assert replays.store(entry)
    app = make_app("instant")
    scene = open_from_replays(app)
    assert scene.reused and not scene.shown
    with record.capture() as items:
        app.frame(DT)
    told = " ".join(" ".join(record.texts(items)).split())
    result = say_words.say(game.result(state), [s.name for s in seats])
    for line in (scene.nothing_line(), result):
        assert " ".join(line.split()) in told, (line, told)
    # the table fills its frame: far from the one colour of the starfield behind a lone sentence
    shot = app.screen.subsurface(VIEW.inflate(-8, -8))
    colours = {tuple(shot.get_at((x, y)))[:3] for x in range(0, shot.get_width(), 16) for y in range(0, shot.get_height(), 16)}
    assert len(colours) > 40, len(colours)
