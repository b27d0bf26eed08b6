"""The Hard computer of Système Solaire: the search (``engine.search``), except for the payment's cards.

A payment (SS-13) only decides which cards stay in hand: no change is given, an Earth or Pluto spent lands in the
front (SS-18), and the round goes on the same whatever cards paid. The search's own evaluation counts a kept card
as the Normal computer does (``rollout.expected_points``: ``WEIGHTS["point"]`` VP per auction point, a landing
card's VP), so the Normal computer's cheapest payment is the search's best one too; the search, whose win share
hardly moves for one auction point, left it to noise: it paid a bid of 12 with Probe 1, 3, 4 and 5 where Probe 3, 4
and 5 pay it exactly (playtest 20, 115.png), and a watching player read Hard as careless.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.bots import Situation
from engine.core import Action
from engine.search.bot import SearchBot
from engine.systeme_solaire.ai import WEIGHTS, _Judge
from engine.systeme_solaire.kinds import Phase
from engine.systeme_solaire.rules import GAME


class HardBot(SearchBot):
    """``SearchBot`` on Système Solaire, paying as the Normal computer pays (``_Judge.pick``)."""

    def __init__(self) -> None:
        super().__init__(GAME)

    def think(self, sit: Situation) -> Iterator[Action | None]:
        if sit.view.phase == Phase.PAY and len(sit.legal) > 1:
            self._next = None  # the search's tree is not followed through the payment
            yield _Judge(sit.view, WEIGHTS).choose(sit.legal)
            return
        yield from super().think(sit)
