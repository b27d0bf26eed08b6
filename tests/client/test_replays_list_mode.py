"""A finished game's row says how it was set up, in the game's words (playtest 29, 100.png: "Al Cabohne · today
09:10 / Alice — The Mafia won, 54 to 40" said neither solo nor against which Mafia). What the list draws: the row
names the mode ("Solo") and the Mafia chosen, gentle or standard, in English and in French, whole in its row."""

from __future__ import annotations

import dataclasses

import pytest

from engine import GAMES
from engine.al_cabohne.rules import GENTLE
from game import i18n, replays, theme
from game import words as say_words
from game.scenes.replays import TEXT_W, summary
from game.seats import Seat
from tests.client.test_replay_end import finished_recipe


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("gentle", [False, True])
def test_a_solo_al_cabohne_row_says_solo_and_which_mafia(lang: str, gentle: bool, data_dir: str) -> None:
    import pygame

    pygame.font.init()
    rec = finished_recipe("al_cabohne", 5, 1)
    if gentle:  # the same game against the gentle Mafia: its moves replayed as far as they go
        game = GAMES["al_cabohne"]
        s = game.new(1, rec.seed, gentle=True)
        actions = []
        for a in rec.actions:
            if game.is_over(s) or a not in game.legal_actions(s):
                break
            s, _ = game.apply(s, a)
            actions.append(a)
        while not game.is_over(s):
            a = game.legal_actions(s)[0]
            s, _ = game.apply(s, a)
            actions.append(a)
        rec = dataclasses.replace(rec, options={"gentle": True}, actions=actions)
    game = GAMES["al_cabohne"]
    s = game.new(1, rec.seed, **rec.options)
    for a in rec.actions:
        s, _ = game.apply(s, a)
    assert replays.add(rec, [Seat("Alice", True)], list(game.scores(s)), sorted(game.winners(s)), game.result(s))
    i18n.set_language(lang)
    try:
        (kept,) = replays.listing()
        _left, line = summary(kept, TEXT_W)  # as the list draws it, within its row
        assert i18n.tr("Solo") in line, line
        # the standard Mafia named by the option's words; the gentle one by the outcome's too ("(gentle Mafia)")
        assert say_words.say(GENTLE.names[0], []) in line if not gentle else i18n.tr("Gentle Mafia").lower() in line.lower(), line
        assert theme.font(16).size(line)[0] <= TEXT_W, line
        assert "…" not in line, line  # no word cut: "Mafia: gentle (coins c…" (playtest 34)
    finally:
        i18n.set_language("en")
