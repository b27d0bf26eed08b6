"""A harvest that earns nothing (AC-12) is advised with its why, or not at all (playtest 22: the coach said "Harvest
field 1" for +0 coins and nothing said why). Where this turn's kept beans do not all fit (AC-22, AC-28: solo, every
kept unit is placed) the harvest makes room and says so; "Field 2 pays no tax." (AC-17) alone is no why for throwing
the beans away; and a harvest with no why weighs a coin's worth more in the Hint's order (``rollout.cost``), so a move
level with it is named instead."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.al_cabohne import rollout
from engine.al_cabohne.advice import reason
from engine.al_cabohne.facts import FIELD_INDEX
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.room import all_fit
from engine.bots import Situation, decide, make_bot
from engine.core import Action

AC = GAMES["al_cabohne"]


def _zero_harvests() -> Iterator[tuple[Any, Action]]:
    """Each legal harvest for nothing at the human's decisions in Normal's solo games."""
    bot = make_bot("al_cabohne", "normal")
    for seed in range(1, 9):
        s = AC.new(1, seed)
        rng = random.Random(seed)
        while AC.to_act(s) is not None:
            legal = AC.legal_actions(s)
            view = AC.view(s, 0)
            for a in legal:
                if a.kind == ActionKind.HARVEST and view.field_worth[0][FIELD_INDEX[a.target]][0] == 0:
                    yield view, a
            s = AC.apply(s, decide(bot, Situation(AC, 0, view, legal, rng, s)))[0]


def test_a_harvest_for_nothing_has_a_why_or_weighs_more() -> None:
    roomy = bare = 0
    for view, a in _zero_harvests():
        why = reason(view, a)
        assert why is None or why.text != "Field {field} pays no tax.", (view.phase, view.fields[0])
        if view.phase == Phase.CULTIVATE and not view.filling and not all_fit(view):
            roomy += 1
            assert why is not None, (view.fields[0], view.kept)
        if why is None:
            bare += 1
            assert rollout.cost(view, a) >= rollout.UNEXPLAINED + len(view.fields[0][FIELD_INDEX[a.target]])
    assert roomy and bare  # both cases come up: the test can fail
