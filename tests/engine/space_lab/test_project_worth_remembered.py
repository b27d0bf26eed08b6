"""Playtest 29: the coach said "The coach's pick: thinking…" for 2-3 seconds. Most of the Hint's search went on
valuing every unseen Project card, one by one, at every judgement of a position, though a Project's worth is its
type's and a search judges the same stations again and again. It is now worked out once per type and kept per
station; the Hint still recommends exactly what it did (its picks over seeded games, recorded before the change)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import situation
from engine.search.hint import hint
from engine.space_lab import ai, facts
from engine.space_lab.cards import PROJECT_IDS
from engine.space_lab.content import PROJECT_TYPES
from engine.space_lab.rollout import _Judge

GAME = GAMES["space_lab"]

# the Hint's picks at every third decision of seat 0, the other seats and seat 0's own moves the Normal computer's,
# on deal 1 (``move``: the decision's number in the game), recorded before the change
PICKS = {
    1: [(0, {"kind": "assign", "card": 5}), (3, {"kind": "recruit", "card": 3}), (12, {"kind": "agency", "card": 1}),
        (15, {"kind": "place", "card": 4, "target": "T1"}), (24, {"kind": "keep", "card": 108}),
        (27, {"kind": "agency", "card": 2}), (30, {"kind": "place", "card": 3, "target": "M3"}),
        (33, {"kind": "agency", "card": 1}), (39, {"kind": "agency", "card": 2}), (45, {"kind": "pay", "card": 38}),
        (48, {"kind": "agency", "card": 1})],
    2: [(0, {"kind": "assign", "card": 1}), (3, {"kind": "agency", "card": 0}), (6, {"kind": "recruit", "card": 2}),
        (9, {"kind": "place", "card": 5, "target": "B2"}), (21, {"kind": "agency", "card": 1}),
        (27, {"kind": "place", "card": 37, "target": "B1"}), (39, {"kind": "pay", "card": 51}),
        (54, {"kind": "recruit", "card": 3}), (57, {"kind": "recruit", "card": 1}), (75, {"kind": "draw"}),
        (87, {"kind": "place", "card": 58, "target": "M1"})],
}


def _game(players: int, seed: int = 1):
    """Each position seat 0 decides at with a choice, every third move, with the move number; Normal plays on."""
    s, moves, bot, rng = GAME.new(players, seed), 0, GAME.bots["normal"](), random.Random(seed)
    while not GAME.is_over(s):
        if GAME.to_act(s) == 0 and len(GAME.legal_actions(s)) > 1 and moves % 3 == 0:
            yield moves, s
        a = next(step for step in bot.think(situation(GAME, s, rng)) if step is not None)
        s, _ = GAME.apply(s, a)
        moves += 1


@pytest.mark.parametrize("players", [1, 2])
def test_the_hint_recommends_what_it_did(players: int) -> None:
    found = [(moves, hint(GAME, s, 0, random.Random(f"1:hint:{moves}"), move=moves + 1).action.to_json())
             for moves, s in _game(players)]
    assert found == PICKS[players]


def test_a_judgement_values_the_unseen_projects_once_per_type_and_once_per_station(monkeypatch) -> None:
    """The search's judge of a seat's position (``rollout._Judge``, the Normal computer's values): the first values
    each Project type once, not each unseen card; the same station judged again values none."""
    _moves, s = next(m for m in _game(2) if m[0] >= 20)
    clear = getattr(ai, "project_values", None)
    if clear is not None:
        clear.cache_clear()
    calls = []
    real = facts.project_points
    monkeypatch.setattr(ai, "project_points", lambda *a: (calls.append(a), real(*a))[1])
    _Judge(GAME.view(s, 0), 0)
    assert len(calls) <= 1 + len(PROJECT_TYPES) < len(PROJECT_IDS), len(calls)
    calls.clear()
    _Judge(GAME.view(s, 0), 0)
    assert not calls, len(calls)
