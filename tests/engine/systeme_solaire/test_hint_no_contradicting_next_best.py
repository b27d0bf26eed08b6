"""Playtest 29 (13_hint, 94_fr_hint): "A bid of 3 does no better here and costs 1 more. Next best: Bid 3." The Hint's
reason argued against a bid (``advice.reason_versus``), then the line named that very bid as the next best. Where the
reason weighs the best against the other move it already names it, so the line ends on the reason (SS-9..SS-13)."""

from __future__ import annotations

import re

from engine.core import Action, english
from engine.search.hint import Hint, brief
from engine.systeme_solaire import GAME
from engine.systeme_solaire.kinds import ActionKind
from tests.engine.systeme_solaire.test_bid_ceiling_beside import NAMES, phase_views


def test_no_hint_names_as_next_best_the_move_its_reason_argues_against() -> None:  # SS-9..SS-13
    argued = 0
    for v in phase_views(range(16)):
        bids = [Action(ActionKind.BID, n) for n in range(v.high + 1, v.hand_values[v.seat or 0] + 1)][:6]
        for best in bids[:3]:
            for other in [*bids, Action(ActionKind.PASS)]:
                if other == best or (other.kind == ActionKind.PASS and v.bidder < 0):
                    continue
                for rating in (0.60, 0.55, 0.50):  # level, a little less, well behind
                    found = Hint(best, GAME.describe(best), ((best, 100, 0.60), (other, 100, rating)))
                    line = english(brief(GAME, found, True, v, True), NAMES)
                    against = re.findall(r"A bid of (\d+) does no better|to beat it, not (\d+)", line)
                    named = re.search(r"Next best: Bid (\d+)", line)
                    if not against:
                        continue
                    argued += 1
                    # "not 5" to beat it is the price after a bid of 4: the bid argued against is 4
                    bad = {int(m) for m, _k in against if m} | {int(k) - 1 for _m, k in against if k}
                    assert named is None or int(named[1]) not in bad, line
    assert argued > 20, "no Hint argued against the other bid: the test looked at nothing"
