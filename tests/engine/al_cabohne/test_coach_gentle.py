"""The figure a game against the gentle Mafia says on its results (``rollout.GENTLE_NOTE``): what following every
pick of the coach (the Hint, on the review's search: ``SearchHooks.hint_reviewed``) scores there. Learn to play's
deal and another are followed to the end, each move the Hint's at its move number, as the coach names it; each
ends near the figure said (AC-34 the final sale, AC-35 the gentle Mafia's coins counted once)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.al_cabohne.facts import mafia_score
from engine.al_cabohne.rollout import COACH_GENTLE
from engine.search.hint import hint
from game.tables.al_cabohne import coach

AC = GAMES["al_cabohne"]
NEAR = 6  # coins: one deal from the mean of thirty (their spread is about 5)


@pytest.mark.parametrize("seed", [coach.SEED, 1])
def test_following_the_coach_against_the_gentle_mafia_scores_about_what_the_results_say(seed: int) -> None:
    s = AC.new(1, seed, **coach.OPTIONS)
    assert s.gentle
    moves = 0
    while AC.to_act(s) is not None:
        found = hint(AC, s, 0, random.Random(moves), move=moves + 1)
        s = AC.apply(s, found.action)[0]
        moves += 1
    you, mafia = AC.scores(s)[0], mafia_score(s)
    assert abs(you - COACH_GENTLE[0]) <= NEAR and abs(mafia - COACH_GENTLE[1]) <= NEAR, (you, mafia)
    assert you > mafia  # the coach's line beats the gentle Mafia on these deals, as it did on 29 of the 30
