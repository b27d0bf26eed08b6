"""Every game says why (issue 18: "the coach and the Hint tell me what, never why", in all four games). Each game
declares its reasons on its search hooks (``SearchHooks.reason``); over random games, every reason it gives for
a legal move is read from the seat's own view, is whole words in English and French (no blank left unfilled),
and short: a couple of sentences for the coach's panel (the Hint says it only where its two lines have room)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Words
from engine.search.hint import reason
from game import i18n
from game.words import say

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]
# the coach's panel holds a few lines beside its pick; the Hint keeps the reason only where its two lines have room
LONGEST = 220


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_gives_reasons_that_read_whole_in_both_languages(name: str) -> None:
    game = GAMES[name]
    declared = game.search_hooks()
    assert declared is not None and declared.reason is not None, f"{name} declares no reason for its moves"
    given = 0
    for seed in range(3):
        rng = random.Random(seed)
        players = rng.randint(game.min_players, min(game.max_players, 4))
        state = game.new(players, seed)
        while not game.is_over(state):
            seat = game.to_act(state)
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            for a in rng.sample(legal, min(6, len(legal))):
                said = reason(game, view, a)
                if said is None:
                    continue
                assert isinstance(said, Words)
                given += 1
                for lang in ("en", "fr"):
                    i18n.set_language(lang)
                    text = say(said, NAMES[:players])
                    assert text.strip() and "{" not in text and "}" not in text, (lang, said)
                    assert len(text) <= LONGEST, (lang, text)
            state = game.apply(state, rng.choice(legal))[0]
    i18n.set_language("en")
    assert given >= 10, f"{name} gave a reason only {given} times in three random games"
