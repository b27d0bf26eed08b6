"""Al Cabohne's coach speaks at every decision of the human, in every phase (issue 18: the coach box was empty
where Hint gave a move: the leftovers of a two-player game, AC-16; a trade being built or answered, R-16; a plant
phase with an empty hand, AC-18). Over seeded solo and two-player games (the trading variant on), with the coach
set on the table as Learn to play sets it: at each screen where the human is to act its line is not empty, fits
its panel, and any move it names is legal; the words of the new situations are in French too."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from game import i18n
from game.kit.coach import Coach, engine_choice
from game.seats import Seat
from game.tables import coach_script
from game.tables.al_cabohne import coach as script
from tests.client.driver import make_app, open_table
from tests.client.test_coach import COACH_BUDGET
from tests.client.test_coach_follow import _settle

GAMES = [(1, 1), (2, 3)]  # (players, seed): solo, and two players with trades proposed both ways
MOVES = 150  # decisions followed in each game: past the first leftovers and trades of these deals
RANDOM = 0.3  # the share of the human's moves played at random (else the Normal computer's), for variety


def _coached(players: int, seed: int, language: str) -> tuple[Any, Any]:
    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)  # as Settings does (the app starts in the stored language)
    seats = [Seat("Alice", True, "easy")] + [Seat("Nova", False, "easy")] * (players - 1)
    table = open_table(app, "al_cabohne", seats, seed=seed, options={"trading": True} if players == 2 else {})
    app.push(table)
    table.coach = Coach(coach_script("al_cabohne"), "al_cabohne", table.say)  # as "Learn to play" sets it
    table.advisor.budget = COACH_BUDGET
    return app, table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_coach_says_something_at_every_decision(data_dir: str, players: int, seed: int, language: str) -> None:
    try:
        app, table = _coached(players, seed, language)
        assert i18n.language() == language
        rng = random.Random(seed)
        silent: Counter[str] = Counter()
        met: Counter[str] = Counter()
        for n in range(MOVES):
            _settle(app, table)
            if table.mod.over:
                break
            coach, view = table.coach, table.view
            met[script.situation(view) or "-"] += 1
            if not coach.text:
                silent[f"{view.phase}/{script.situation(view)}"] += 1
            assert coach.fits(), coach.text
            legal = table.mod.legal()
            if coach.aim is not None:
                assert coach.aim in legal, (coach.aim, coach.text)
            pick = rng.choice(legal) if rng.random() < RANDOM else engine_choice("al_cabohne", view, legal, str(n))
            table.play(pick)
        assert not silent, f"the coach said nothing at: {dict(silent)}"
        if players == 2:  # the deal reaches the situations the coach used to be silent at
            assert met["leftovers"] and (met["trade"] or met["trade-answer"]), met
    finally:
        i18n.set_language("en")


def test_the_new_situations_have_words_in_both_languages() -> None:
    """Each decision the script tells apart has a line to say (a ``STEADY`` one), translated into French."""
    situations = ("tax", "plant", "plant-harvest", "plant-second", "planted", "plant-none", "cultivate",
                  "cultivate-two", "give", "fill", "leftovers", "trade", "trade-answer")
    assert set(situations) <= set(script.STEADY)
    i18n.set_language("fr")
    try:
        for key in situations:
            text = script.STEADY[key]
            assert i18n.tr(text, front="Puff", other="Nova") != text.format(front="Puff", other="Nova"), key
    finally:
        i18n.set_language("en")
