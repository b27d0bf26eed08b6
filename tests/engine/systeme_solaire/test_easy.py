"""Easy's random moves are sensible ones (playtest 12: Orbit, Easy, bid 3 and paid "Probe 3, Saturn", 7, its bid
already covered by the Probe 3): over whole seeded games of Easy computers, a payment stops once it covers the bid
(SS-13: no change is given), and a random bid never jumps far above the lowest (SS-10)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import Situation, decide, make_bot
from engine.systeme_solaire.ai import EASY_BID_REACH
from engine.systeme_solaire.kinds import ActionKind, Phase

GAME = GAMES["systeme_solaire"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_easy_never_pays_past_a_covered_bid(players: int) -> None:
    payments = 0
    for seed in range(12):
        state = GAME.new(players, seed)
        rng = random.Random(seed)
        bots = [make_bot("systeme_solaire", "easy") for _ in range(players)]
        while (seat := GAME.to_act(state)) is not None:
            view, legal = GAME.view(state, seat), GAME.legal_actions(state)
            a = decide(bots[seat], Situation(GAME, seat, view, legal, rng, state))
            if view.phase == Phase.PAY and view.paid >= view.high:
                payments += 1
                assert a.kind == ActionKind.PAID, (seed, view.payment, view.high, a)
            if a.kind == ActionKind.BID:
                lowest = min(b.card for b in legal if b.kind == ActionKind.BID)
                assert a.card <= lowest + EASY_BID_REACH, (seed, a, lowest)
            state = GAME.apply(state, a)[0]
    assert payments > 0, "no covered payment came up: the test saw nothing"
