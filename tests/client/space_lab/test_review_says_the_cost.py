"""The review says what the move played gave up, right under it (playtest 23: "Better: X" with little or no why).
SL-12: a card of another specialty on a capsule's bottom slot switches that capsule's Objective off for good
(cards never move): the review says so under "Played:", where the better move costs nothing of the kind."""

from __future__ import annotations

import random

from engine import GAMES
from engine.core import Action
from engine.recipe import Recipe
from engine.review import MISTAKE, Decision, Review, summarize, trust_note
from engine.space_lab.cards import OBJECTIVE, SPECIALTY_OF
from engine.space_lab.kinds import ActionKind
from game import replays
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.test_review_screen import keep, open_from_replays

GAME = GAMES["space_lab"]
BOTTOM = {"B0": 0, "B1": 1, "B2": 2}


def _pair(s: object) -> tuple[Action, Action] | None:
    """Seat 0's placement of a card off its Objective's specialty on an empty bottom slot, and one on a top slot."""
    v = GAME.view(s, 0)
    if v.phase not in ("start", "place") or v.current != 0 or v.trigger is not None or len(v.objectives[0]) < 3:
        return None
    places = [a for a in GAME.legal_actions(s) if a.kind == ActionKind.PLACE]
    off = next((a for a in places if a.target in BOTTOM
                and SPECIALTY_OF[a.card] != OBJECTIVE[v.objectives[0][BOTTOM[a.target]]].specialty), None)
    top = next((a for a in places if off is not None and a.card == off.card and a.target.startswith("T")), None)
    return None if off is None or top is None else (off, top)


def _game_at_the_pair() -> tuple[Recipe, Decision]:
    for seed in range(1, 40):
        s, rng, actions = GAME.new(2, seed), random.Random(seed), []
        while not GAME.is_over(s) and len(actions) < 200:
            pair = _pair(s)
            if pair is not None:
                actions.append(pair[0])
                return Recipe("space_lab", 2, seed, {}, actions), Decision(len(actions), pair[0], pair[1], 3.0, 0.5,
                                                                             MISTAKE, len(GAME.legal_actions(s)))
            legal = GAME.legal_actions(s)
            a = next((a for a in legal if a.kind != ActionKind.PLACE), rng.choice(legal)) if rng.random() < 0.7 \
                else rng.choice(legal)
            s, _ = GAME.apply(s, a)
            actions.append(a)
    raise AssertionError("no deal reached the pair")


def test_the_review_says_the_objective_the_move_played_switched_off(data_dir: str) -> None:  # rules SL-12
    rec, d = _game_at_the_pair()
    low = trust_note(rec.game, rec.players)
    entry = keep(rec, [Seat("Alice", True), Seat("Nova", False, "normal")])
    entry.reviews["0"] = Review(rec.game, rec.version, 2, 0, 12, 0, "low" if low else "high", low, [d],
                                summarize(rec.game, [d])).to_dict()
    assert replays.store(entry)
    scene = open_from_replays(make_app("instant"))
    lines = [text for text, _colour, _size in scene.decision_lines(scene.marked[0])]
    played = next(i for i, line in enumerate(lines) if line.startswith("Played:"))
    assert "switches off" in lines[played + 1] and "Objective" in lines[played + 1], lines
    assert lines[played + 2].startswith("Better:"), lines
