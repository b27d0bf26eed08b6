"""The review's "Why" of a better Al Cabohne move says what it gains over the move played, never only what it costs:
"Why: Your Blue field will be taxed next turn" gave a loss of the better move as its reason. Over seeded games, the
Why of each move beside another (the review's ``reason_over``, then the Hint's reason the screen falls back on) holds
no warning of that move (``foresight.warnings``: a Boss who sells, a tax to come, AC-13, AC-17)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import GAMES
from engine.al_cabohne import foresight
from engine.core import Words, english
from engine.search.hint import reason, reason_over
from engine.search.policy import NO_REASON
from tests.engine.al_cabohne.test_hint_claims_true import seat_zero_choices

GAME = GAMES["al_cabohne"]


def _parts(w: Words) -> Iterator[Words]:
    yield w
    for _k, v in w.args:
        if isinstance(v, Words):
            yield from _parts(v)


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (1, 2), (2, 3)])
def test_no_why_of_a_better_move_is_its_own_loss(players: int, seed: int) -> None:  # AC-13, AC-17
    checked, wrong = 0, []
    for _s, view, legal, played in seat_zero_choices(players, seed):
        for better in legal:
            costs = foresight.warnings(view, better)
            if better == played or not costs:
                continue
            why = reason_over(GAME, view, better, played) or reason(GAME, view, better)  # as the screen reads it
            if why is None or why == NO_REASON:
                continue
            checked += 1
            said = {p.text for p in _parts(why)}
            if any(c.text in said for c in costs) or why.text in {c.text for c in costs}:
                wrong.append((better, played, english(why, ["Alice", "Bob"])))
    assert checked > 5
    assert not wrong, wrong[:4]
