"""Playtest 32b, turn 9: the Hint said "Best: Buy 3rd field · 4 coins." and nothing more; the "If the game ended now"
line then fell by 4 and nothing said the purchase pays back (rule AC-14: the price leaves the seat's coins; AC-34:
only coins count at the end). The Hint's reason for a purchase says its price and what the engine expects it to
bring over not buying (``advice.buy_gain``: the search's leaf value after each move)."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.advice import buy_gain, reason
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import BUY
from engine.al_cabohne.state import PLANT, State
from engine.core import Words, english
from engine.search.hint import brief, hint

AC = GAMES["al_cabohne"]


def _turn9() -> State:
    """The playtest's turn 9: the front Runner fits neither field (Broad ×2, French ×1), and 4 coins to buy with."""
    return position(2, phase=PLANT, hands={0: [RUNNER, FIRE, BLUE, FIRE, PUFF, FIRE], 1: [KIDNEY] * 6},
                    fields={0: [[BROAD] * 2, [FRENCH]], 1: [[KIDNEY] * 2, [FRENCH]]}, bosses=[[FIRE] * 7, [RUNNER] * 2],
                    coins={0: 4, 1: 1}, treasury=2, turn=9, discard=[BLUE] * 5 + [BROAD] * 5 + [PUFF] * 5)


def _texts(w: Words) -> set[str]:
    return {w.text, *(t for _k, v in w.args if isinstance(v, Words) for t in _texts(v))}


def test_the_hint_says_what_buying_the_third_field_brings() -> None:  # rules AC-14, AC-34
    s = _turn9()
    view = AC.view(s, 0)
    found = hint(AC, s, 0, random.Random(1))
    assert found.action == BUY
    said = brief(AC, found, True, view, True)
    gain = round(buy_gain(view))
    assert gain >= 1  # the third field takes the Runner that fits no field: harvesting Broad ×2 instead earns nothing
    why = reason(view, BUY)
    assert why is not None and why.text in _texts(said)
    assert english(why, ()) == f"It costs 4 coins now, about {gain} more at the end than not buying."
    # the advice followed: the engine takes it, and the price leaves the seat's coins (AC-14)
    assert AC.is_legal(s, BUY)
    after = AC.apply(s, BUY)[0]
    assert len(after.coins[0]) == 0 and len(after.fields[0]) == 3
