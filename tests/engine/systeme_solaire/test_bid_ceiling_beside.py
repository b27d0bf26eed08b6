"""Playtest 27 (88.png, in French): the Hint said "Worth bidding up to about 7. A bid of 7 does no better here and
costs 6 more." Advising bids up to 7 beside a bid of 7 that does no better read as a contradiction: the price
winning is worth (``advice._bid``) is said beside a dearer bid only where that bid is above it (SS-9..SS-13)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from engine.core import Action, english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.advice import reason_versus
from engine.systeme_solaire.kinds import ActionKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView

NAMES = ["Alice", "Nova", "Orbit", "Vega"]


def phase_views(seeds: range, phase: str = Phase.BID) -> Iterator[SystemeSolaireView]:
    """Every turn in ``phase`` of seeded games played at random, from the acting seat's view."""
    for seed in seeds:
        players = 3 + seed % 2
        s = GAME.new(players, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            if s.phase == phase:
                yield GAME.view(s, seat)
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]


def test_no_bid_reason_advises_bidding_up_to_a_bid_it_says_does_no_better() -> None:  # SS-9..SS-13
    checked = 0
    for v in phase_views(range(12)):
        bids = list(range(v.high + 1, v.hand_values[v.seat or 0] + 1))  # SS-10: above the high bid, within the hand
        for n in bids[:3]:
            for m in bids:
                if m <= n:
                    continue
                for level in (True, False):
                    said = reason_versus(v, Action(ActionKind.BID, n), Action(ActionKind.BID, m), level)
                    if said is None:
                        continue
                    line = english(said, NAMES)
                    top = re.search(r"up to about (\d+)", line)
                    beside = re.search(r"A bid of (\d+) does no better", line)
                    if top and beside:
                        checked += 1
                        # "up to about 7" beside a bid of 7 (or 6) said to do no better
                        assert int(beside[1]) not in (int(top[1]) - 1, int(top[1])), line
    assert checked, "no line said both: the test looked at nothing"
