"""Hard never peeks: states the acting seat cannot tell apart get the same move, and every sample is sound.

Both properties run over fuzzed positions of every registered game and player count.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.bots import Situation, decide, situation
from engine.search import SearchBot, iterations
from tests.engine.search.helpers import choices, game_counts, positions

CHUNKS = 3
PER_CHUNK = 4  # positions with a choice per chunk: 12 per game and player count


def hard(game: Any, its: int = 24) -> SearchBot:
    return SearchBot(game, iterations(its))


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("name", "players"), game_counts())
def test_same_view_same_move(name: str, players: int, chunk: int) -> None:
    """Two true states with the same view for the seat to act (one real, one re-dealt by
    ``resample``): with the same rng seed and an iteration budget Hard plays the same."""
    game = GAMES[name]
    tried = 0
    for k, s in enumerate(choices(game, players, 100 + chunk, PER_CHUNK)):
        seat = game.to_act(s)
        other = game.resample(s, seat, random.Random(k))
        assert game.view(other, seat) == game.view(s, seat)
        assert game.legal_actions(other) == game.legal_actions(s)
        a = decide(hard(game), situation(game, s, random.Random(k)))
        b = decide(hard(game), situation(game, other, random.Random(k)))
        assert a == b, f"{name}: the hidden cards changed Hard's move ({a} vs {b})"
        assert a in game.legal_actions(s)
        tried += 1
    assert tried == PER_CHUNK


class CheckedSituation(Situation):
    """A Situation whose every sample is checked: valid, and indistinguishable for the seat."""

    def sample(self) -> Any:
        s = super().sample()
        game = self.game
        game.check(s)
        assert game.view(s, self.seat) == self.view, "a determinization changed what the seat sees"
        assert game.legal_actions(s) == self.legal, "a determinization changed the seat's legal actions"
        self.samples += 1  # type: ignore[attr-defined]
        return s


@pytest.mark.parametrize(("name", "players"), game_counts())
def test_every_determinization_is_sound(name: str, players: int) -> None:
    game = GAMES[name]
    for k, s in enumerate(positions(game, players, 7, every=17, limit=600)[:5]):
        seat = game.to_act(s)
        sit = CheckedSituation(game, seat, game.view(s, seat), game.legal_actions(s), random.Random(k), s)
        sit.samples = 0  # type: ignore[attr-defined]
        decide(hard(game, 12), sit)
        assert sit.samples >= 12  # type: ignore[attr-defined]
