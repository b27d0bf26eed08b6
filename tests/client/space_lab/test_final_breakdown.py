"""At the end of a Space Lab game the player's bar adds up: its parts (Lab cards, Objectives, Validation, and the
Projects revealed at the end, 15.4) make the total beside them. A newcomer read "19 · 0 · 18" beside 65."""

from __future__ import annotations

import random
import re

import pytest

from engine import GAMES
from game import i18n
from game.tables.space_lab.paint import _breakdown


def _finished(players: int, seed: int) -> object:
    game = GAMES["space_lab"]
    state = game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over(state):
        state, _events = game.apply(state, rng.choice(game.legal_actions(state)))
    return game.view(state, 0)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 8)])
def test_the_final_breakdown_adds_up_to_the_score(language: str, players: int, seed: int) -> None:
    view = _finished(players, seed)
    i18n.set_language(language)
    try:
        text = _breakdown(view, 0)
    finally:
        i18n.set_language("en")
    parts = [int(n) for n in re.findall(r"-?\d+", text)]
    assert len(parts) == 4, text  # the Projects are named too
    assert sum(parts) == view.scores[0], (text, view.scores[0])
