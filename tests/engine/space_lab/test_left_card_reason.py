"""Taking one agency of a reveal while another revealed card is the one colour a capsule still lacks (SL-5, SL-13):
the reason says where that card goes, the Recruitment Centre, and in solo whether the rival's clearing then takes its
stack (Appendix A.1: the largest stack, ties to the first agency). Playtest 28 (s38-s40): "Take the 2 revealed Red
cards. 2 cards: the most of any colour." said nothing of the Blue card costing 0 that would validate Violet."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.core import Action, english
from engine.space_lab.advice import reason
from engine.space_lab.content import SLOTS
from engine.space_lab.facts import capsule_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.positions import position

GAME = GAMES["space_lab"]
NAMES = ["Alice", "Nova"]
# the lesson's turn 10 (the playtest's position): Yellow lacks 2 Blue cards, Violet 1, Pink is validated
STATION = dict(zip(SLOTS, (0, 0, 21, 46, 0, 33, 0, 0, 19, 5), strict=True))
REVEALED = (13, 12, 18)  # Red Pilot, Red Doctor, Blue Technician (costs 0)
RED, BLUE = 0, 1


def _reveal(players: int, rc: dict[int, list[int]]) -> Any:
    s = position(players, hands={0: [37]}, stations={0: {k: c for k, c in STATION.items() if c}},
                 objectives={0: (208, 207, 201)}, rc=rc, deck=REVEALED, tiles={0: {2: 10}}, turn=19)
    s = GAME.apply(s, Action(ActionKind.DRAW))[0]
    v = GAME.view(s, 0)
    assert v.phase == "agency" and sorted(v.revealed) == sorted(REVEALED)
    assert [f.needs for f in capsule_facts(v, 0)][1] == (BLUE,)
    return v


@pytest.mark.parametrize("players, rc, said", [
    (2, {0: [9, 14], 1: [16], 3: [47, 52]}, "The Blue card that would validate Violet goes to the Centre."),
    # solo, the Reds' stack larger: the rival clears that one, the Blue card stays in the Centre
    (1, {0: [9, 14, 3], 1: [16]}, "The Blue card that would validate Violet goes to the Centre."),
    # solo, the Blue stack the largest once the Blue card joins it: the rival clears it at the turn's end
    (1, {1: [16], 3: [47]}, "The rival then clears the Blue card that would validate Violet."),
])
def test_the_card_left_behind_is_said(players: int, rc: dict[int, list[int]], said: str) -> None:
    v = _reveal(players, rc)
    reds = english(reason(v, Action(ActionKind.AGENCY, RED)), NAMES)
    assert reds.endswith(said), reds
    assert reds != said  # after the take's own reason, never alone as if it were the reason
    blue = english(reason(v, Action(ActionKind.AGENCY, BLUE)), NAMES)
    assert "would validate" not in blue, blue
