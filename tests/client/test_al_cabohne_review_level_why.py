"""The review's "Why" never calls the two moves equal (playtest 21): "Better: Reveal … Why: The Blue is at the front
of your hand: it is planted first next turn anyway." gave the reason the Hint says of a plant just as good (AC-18,
AC-19), beside a plant the search rated worse. For that pair the review says no Why."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine.al_cabohne.facts import CT, field_targets
from engine.core import Action
from engine.recipe import Recipe
from engine.review import MISTAKE, Decision, Review, summarize, trust_note
from game import replays
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.test_review_screen import keep, open_from_replays

GAME = GAMES["al_cabohne"]


def _front_on_its_field(s: object) -> Action | None:
    """The plant of the second card onto the field growing it (AC-19), the reveal's alternative, where it is one."""
    seat = s.seat  # type: ignore[attr-defined]
    hand, fields = s.hands[seat], s.fields[seat]  # type: ignore[attr-defined]
    if s.phase != "plant" or s.planted != 1 or not hand or s.ending:  # type: ignore[attr-defined]
        return None
    targets = field_targets(fields, CT[hand[0]])
    if not targets or not fields[targets[0]]:
        return None
    return next((a for a in GAME.legal_actions(s) if a.kind == "plant"), None)


def _game_at_the_pair() -> tuple[Recipe, Decision]:
    """A solo game's moves up to a second plant onto its own field (played), the reveal beside it (better)."""
    for seed in range(1, 60):
        s, rng, actions = GAME.new(1, seed), random.Random(seed), []
        while not GAME.is_over(s) and len(actions) < 300:
            plant = _front_on_its_field(s)
            if plant is not None and len(actions) > 10:
                reveal = next(a for a in GAME.legal_actions(s) if a.kind == "end")
                actions.append(plant)
                return Recipe("al_cabohne", 1, seed, {}, actions), Decision(len(actions), plant, reveal, 1.0, 0.2,
                                                                             MISTAKE, len(GAME.legal_actions(s)))
            a = rng.choice(GAME.legal_actions(s))
            s, _ = GAME.apply(s, a)
            actions.append(a)
    raise AssertionError("no deal reached the pair")


def reviewed_lines(rec: Any, d: Any) -> list[str]:
    """The review screen's lines for the decision ``d``, Alice's game ``rec`` kept with its review of that one
    decision, opened from the Replays list."""
    low = trust_note(rec.game, rec.players)
    entry = keep(rec, [Seat("Alice", True)])
    entry.reviews["0"] = Review(rec.game, rec.version, 1, 0, 12, 0, "low" if low else "high", low, [d],
                                summarize(rec.game, [d])).to_dict()
    assert replays.store(entry)
    scene = open_from_replays(make_app("instant"))
    return [text for text, _colour, _size in scene.decision_lines(scene.marked[0])]


def test_no_why_calls_the_better_reveal_and_the_plant_equal(data_dir: str) -> None:  # rules AC-18, AC-19
    rec, d = _game_at_the_pair()
    lines = reviewed_lines(rec, d)
    assert any(line.startswith("Better: Reveal") for line in lines), lines
    assert not any("anyway" in line for line in lines), lines
    assert not any(line.startswith("Why:") for line in lines), lines
