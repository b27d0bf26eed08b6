"""The Normal computer trades in the two-player trading variant (R-16): a playtester saw it propose no trade in
five turns. Over seeded Normal-against-Normal games it proposes trades at the boss-fill check (AC-24), the engine
carries them through when accepted (the cards change hands), and it never proposes one its opponent must refuse
for a reason both seats see (a given bean with no field left for it, more cards asked than given): half its
proposals were such, refused at once."""

from __future__ import annotations

import random
from collections import Counter

from engine import GAMES
from engine.bots import decide, make_bot
from engine.selfplay import situation

GAME = GAMES["al_cabohne"]
SEEDS = range(40)


def test_normal_proposes_trades_its_opponent_may_accept_and_the_engine_makes_them() -> None:  # rule R-16, AC-24
    bots = [make_bot("al_cabohne", "normal"), make_bot("al_cabohne", "normal")]
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        s, rng = GAME.new(2, seed, trading=True), random.Random(seed)
        while not GAME.is_over(s):
            a = decide(bots[GAME.to_act(s)], situation(GAME, s, rng))
            before = [list(h) for h in s.hands]
            s, events = GAME.apply(s, a)
            seen.update(e.kind for e in events)
            for e in events:
                if e.kind == "refused":
                    assert not e.target, f"seed {seed}: refused for a reason both see ({e.target})"
                if e.kind == "trade":  # the given cards left the giver's hand for the back of the other's
                    assert all(c in before[e.seat] and c not in s.hands[e.seat] for c in e.cards)
                    assert all(c in s.hands[e.to_seat] for c in e.cards)
    assert seen["proposal"] >= 5, seen
    assert seen["accepted"] >= seen["proposal"] // 2 and seen["trade"] >= 1, seen
