"""AC-24: ending Cultivate with an empty Boss is accepted, and the game then asks for a card for that Boss before
the draw. A newcomer read "An empty Boss must get an eligible card" right after clicking End as End refused: the
words say that the phase did end, and what comes before the draw."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.words import describe_event, hint
from engine.core import Action


def test_after_end_the_boss_fill_is_said_as_the_step_before_the_draw() -> None:
    game = GAMES["al_cabohne"]
    found = 0
    for seed in range(40):
        state = game.new(1, seed)
        rng = random.Random(seed)
        while not game.is_over(state) and found < 3:
            legal = game.legal_actions(state)
            end = Action("end")
            action = end if end in legal and rng.random() < 0.5 else rng.choice(legal)
            before = state
            state, events = game.apply(state, action)
            if action == end and state.filling and not before.filling:
                found += 1
                said = [describe_event(e, 0) for e in events if e.kind == "boss_fill"]
                assert said and said[0] is not None and said[0].text.startswith("Before the draw"), said
                assert hint(game.view(state, 0)).text.startswith("Phase ended."), hint(game.view(state, 0)).text
        if found >= 3:
            break
    assert found >= 3
