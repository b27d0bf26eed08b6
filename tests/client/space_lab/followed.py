"""Two-player Space Lab games that follow the coach's pick, read at each placement a player could make: the tests of
what the Hint line says of a placement (a capsule lost, the lead at the end) walk the same games."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.core import Action, Words
from engine.search.hint import Hint, reason, why
from engine.space_lab import GAME
from game.kit.advisor import advice_words
from game.tables.space_lab.paint import prompt_holds
from game.words import say
from tests.client.space_lab.test_reasons import _pick

NAMES = ["Alice", "Nova"]


def placements(seeds: range) -> Iterator[tuple[Any, int, Any, list[Action], Action, Words]]:
    """Each placement offered, with the engine's reason for it: (state, seat, its view, the placements offered,
    the placement, its reason); the game goes on by the coach's pick."""
    for seed in seeds:
        rng, s, k = random.Random(seed), GAME.new(2, seed), 0
        while not GAME.is_over(s):
            k += 1
            me = GAME.to_act(s)
            assert me is not None
            v = GAME.view(s, me)
            places = [a for a in GAME.legal_actions(s) if a.kind == "place"]
            for a in places:
                r = reason(GAME, v, a)
                if r is not None:
                    yield s, me, v, places, a, r
            s = GAME.apply(s, _pick(s, rng, k))[0]


def hint_line(v: Any, ranked: tuple[tuple[Action, int, float], ...]) -> str:
    """The Hint line as drawn for the ranked moves (the first is the pick)."""
    return advice_words(Hint(ranked[0][0], why(GAME, ranked, view=v), ranked), lambda w: say(w, NAMES), GAME, None, v,
                        prompt_holds)


def placed(s: Any, a: Action, me: int) -> Any:
    """The state once placement ``a`` is paid for and its Project kept (the first choice offered each time)."""
    t = GAME.apply(s, a)[0]
    while not GAME.is_over(t) and GAME.to_act(t) == me and t.phase in ("pay", "keep"):
        t = GAME.apply(t, GAME.legal_actions(t)[0])[0]
    return t
