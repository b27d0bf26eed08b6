"""The "if the game ended now" figures a view gives match the final sale itself (AC-34 to AC-36, R-15)."""

from __future__ import annotations

import random

import pytest

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import FIRE, FRENCH, PUFF, RUNNER
from engine.al_cabohne.mechanics import final_sale
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, OVER
from engine.al_cabohne.view import if_ended_now
from engine.core import Event


def _sold(s):  # the final sale played on a copy: what the game would really give
    n = s.copy()
    ev: list[Event] = []
    final_sale(n, ev)
    assert n.phase == OVER
    return GAME.view(n, None).final


def test_a_lone_bean_and_a_boss_below_his_threshold_both_sell() -> None:
    """R-15: the final sale ignores the single-bean rule and the Bosses' thresholds; solo doubles the treasury."""
    s = position(1, phase=CULTIVATE, fields={0: [[FIRE] * 3, [PUFF]]}, bosses=[[FRENCH] * 3, [RUNNER] * 3, []],
                 coins={0: 5}, treasury=4)
    now = if_ended_now(GAME.view(s, 0))
    assert now == _sold(s)
    assert now.players == (5 + 1 + 0,)  # Fire ×3 earns 1, a lone Puff 0
    assert now.treasury == 4 + 1 + 1 and now.mafia == 12  # French ×3 and Runner ×3 sell for 1 each; solo doubles


@pytest.mark.parametrize("players", [1, 2])
def test_every_position_of_random_games_matches_the_sale(players: int) -> None:
    rng = random.Random(players)
    for seed in range(6):
        s = GAME.new(players, seed)
        while s.phase != OVER:
            for seat in (None, *range(players)):
                assert if_ended_now(GAME.view(s, seat)) == _sold(s)
            s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
