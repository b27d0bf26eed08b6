"""After a loss with no move to blame, the review says where the gap came from when one scoring part made most of it
(playtest 30: "No single move lost it: Nova finished 9 points ahead", where Nova's Projects, hidden until the end,
scored 16 against the player's 5). The parts are the results' own (``Game.final_rows``), read from the finished game,
where the Projects are revealed (section 13: they score at the end)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import GAMES
from engine.core import Action
from engine.recipe import Recipe, replay
from engine.review import NONE, Decision, summarize
from game import i18n, replays
from game.scenes import review as review_scene
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.test_review_screen import _planted, _texts, decision_points, open_from_replays

# the playtest's game (3 players, Nova won 55 to 46): the player's Projects 5 VP, Nova's 16
PLAYED = ("assign:2 assign:1 assign:1 draw agency:2 draw agency:0 recruit:1 place:32:M2 place:33:T1 end draw agency:1 "
          "place:19:B2 pay:16 end recruit:3 place:21:M2 pay:15 end draw agency:3 recruit:0 draw agency:0 place:49:B0 "
          "pay:56 place:27:T2 pay:20 pay:35 keep:107 end place:51:M1 pay:58 place:1:M3 end place:4:B2 pay:30 "
          "place:5:T2 pay:52 place:46:M1 end draw agency:0 recruit:1 draw agency:0 place:3:M1 end place:18:M0 end draw "
          "agency:0 recruit:3 draw agency:0 place:7:B0 pay:9 place:8:T0 pay:12 end place:53:M0 pay:50 end place:10:T0 "
          "pay:14 pay:22 keep:118 end recruit:2 draw agency:0 draw agency:0 place:31:B1 end recruit:1 place:2:T2 end "
          "draw agency:2 place:29:B1 pay:6 pay:28 pay:41 keep:122 end")
SEED = 6313344233919766176
OPTIONS = {"end_mode": "equal_turns", "objectives": "choose"}


def _recipe() -> Recipe:
    actions = []
    for step in PLAYED.split():
        kind, *rest = step.split(":")
        actions.append(Action(kind, int(rest[0]) if rest else -1, rest[1] if len(rest) > 1 else ""))
    return Recipe("space_lab", 3, SEED, OPTIONS, actions)


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Projects made the difference: Nova 16, you 5."),
    ("fr", "Ce qui a fait la différence : Projets (Nova 16, vous 5)."),
])
def test_after_a_loss_the_review_names_the_part_that_made_the_difference(data_dir: str, language: str,
                                                                          said: str) -> None:
    rec = _recipe()
    game = GAMES["space_lab"]
    end = replay(rec)[0]
    assert game.is_over(end) and game.scores(end) == [46, 55, 43]
    entry = replays.keep(rec, [Seat("Alice", True), Seat("Nova", False, "normal"), Seat("Orbit", False, "normal")],
                         game.scores(end), game.winners(end))
    assert entry is not None
    # nothing marked: the loss has no move to blame
    chosen = [Decision(move, a, b, 0.0, 0.1, NONE, n) for move, a, b, n in decision_points(rec)[:3]]
    entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summarize(rec.game, chosen)).to_dict()
    assert replays.store(entry)
    app = make_app("instant")
    i18n.set_language(language)
    try:
        scene = open_from_replays(app)
        assert scene.reused
        told = " ".join(_texts(app))  # wrapped to the panel beside the final table
    finally:
        i18n.set_language("en")
    assert said in told, told
    assert "No single move lost it" not in told
