"""Playtest 31, turns 1 and 13: the Hint said "End turn · draw — or, just as good: Put the Blue bean on field 2",
while ending the turn hands the opponent the revealed beans the seat's own field grows (AC-25). Turn 13, the review's
search at 2,000 iterations rates putting the Kidney beans on field 3 about 0.7 coin above ending the turn; the Hint's
200 named "End turn" first because putting a unit on the last empty field was counted as giving it up while the Puff
had no field, which with two players may simply stay for the opponent. Turn 1, the two are level in the search's
figures (0.1 coin apart), but ending gives a bean away for nothing: the Hint names the placement, and never calls
ending the turn just as good where it hands the opponent such beans."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.facts import CT
from engine.al_cabohne.kinds import ActionKind
from engine.al_cabohne.positions import position
from engine.al_cabohne.rollout import cost, handed_over
from engine.al_cabohne.rules import END
from engine.al_cabohne.state import CULTIVATE, State
from engine.core import Action, Words, english
from engine.search.hint import hint, why

AC = GAMES["al_cabohne"]


def _turn1() -> State:
    return position(2, phase=CULTIVATE, fields={0: [[KIDNEY], [BLUE]]}, hands={0: [BLUE] * 3, 1: [PUFF] * 5},
                    kept=[[BLUE], [FIRE], [FIRE]], bosses=[[FRENCH] * 2, [RUNNER]], turn=1, planted=2)


def _turn13() -> State:
    return position(2, phase=CULTIVATE, fields={0: [[RUNNER], [BROAD], []], 1: [[FRENCH] * 2, [], [KIDNEY]]},
                    hands={0: [KIDNEY, FIRE], 1: [BLUE, PUFF, BROAD, FRENCH, RUNNER]},
                    kept=[[KIDNEY], [KIDNEY], [PUFF]], bosses=[[BLUE] * 2, [FIRE] * 5], discard=[BLUE] * 8 + [PUFF] * 6 + [BROAD] * 4 + [RUNNER],
                    coins={0: 9, 1: 4}, treasury=10, set_aside=8, bought=[0, 1], turn=13, planted=2)


def _names(w: Words) -> set[str]:
    """Every sentence a line is built of, and every name in it."""
    out = {w.text}
    for _k, v in w.args:
        if isinstance(v, Words):
            out |= _names(v)
    return out


@pytest.mark.parametrize(("make", "move", "bean", "field", "handed"),
                         [(_turn1, 4, BLUE, 1, 1), (_turn13, 113, KIDNEY, 2, 2)])
def test_the_hint_never_ends_the_turn_handing_over_the_seats_beans(
        make: Callable[[], State], move: int, bean: int, field: int, handed: int) -> None:  # rules AC-22, AC-25
    s = make()
    view = AC.view(s, 0)
    card = next(p[0] for p in s.kept if p and CT[p[0]] == bean)
    keep = Action(ActionKind.PLACE, card, f"field:{field}")
    assert AC.is_legal(s, keep)
    # ending the turn gives up the beans the seat's field grows; the placement gives up nothing
    assert handed_over(view) == handed and cost(view, END) == handed and cost(view, keep) == 0
    found = hint(AC, s, 0, random.Random(0), move=move)
    assert found.action != END and AC.is_legal(s, found.action)
    line = why(AC, found.ranked, view=view)
    assert AC.describe_in(view, END).text not in _names(line), english(line, ["Alice", "Nova"])
    after = AC.apply(s, found.action)[0]  # the engine takes the advice
    assert AC.to_act(after) == 0
