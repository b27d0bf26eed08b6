"""A harvest that makes room for the front card names the tax its new field will pay (AC-17, AC-18).

Playtest 25: the Hint said "Harvest field 2" because the Fire at the front of the hand fitted no field, while Don
Corlebohne grew Fire; the plant's own banner then warned that the new field would be taxed next turn, and the Hint's
reason had never said so. The reason a player reads for such a harvest now says both, where the card is planted this
turn; from the cultivate phase it is planted next turn, and its field taxed only the turn after."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.al_cabohne.advice import _fill_tax, reason
from engine.al_cabohne.cards import CARD_TYPE
from engine.al_cabohne.words import last_turn
from engine.bots import Situation, decide, make_bot
from engine.core import english

AC = GAMES["al_cabohne"]
NAMES = ["Alice"]


def _positions(seeds: range) -> Iterator[Any]:
    """Every position of Normal's solo games where the seat may harvest."""
    bot = make_bot("al_cabohne", "normal")
    for seed in seeds:
        s = AC.new(1, seed)
        rng = random.Random(seed)
        while AC.to_act(s) is not None:
            legal = AC.legal_actions(s)
            if AC.to_act(s) == 0 and any(a.kind == "harvest" for a in legal):
                yield s
            s = AC.apply(s, decide(bot, Situation(AC, 0, AC.view(s, 0), legal, rng, s)))[0]


def test_a_harvest_making_room_for_a_bean_a_boss_grows_names_the_tax() -> None:
    met = 0
    for s in _positions(range(1, 25)):
        v = AC.view(s, 0)
        front = CARD_TYPE[v.hands[0][0]] if v.hands[0] else None
        grows = front is not None and any(b.cards and CARD_TYPE[b.cards[0]] == front for b in v.bosses)
        for a in AC.legal_actions(s):
            if a.kind != "harvest":
                continue
            why = reason(v, a)
            said = english(why, NAMES) if why is not None else ""
            if "makes room for" not in said or "front" not in said or not grows or last_turn(v):
                continue
            if v.phase == "cultivate":  # planted next turn (AC-18), so taxed only the turn after: not "next turn"
                fill = _fill_tax(v, a)  # the tax an empty Boss's fill brings another field is said (playtest 30)
                assert "taxed" not in said.replace(english(fill, NAMES) if fill else "@", ""), (s.turn, said)
                continue
            met += 1
            assert "will be taxed next turn" in said, (s.turn, said)
    assert met >= 5  # the case comes up in these games: the test can fail
