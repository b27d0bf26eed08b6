"""The results say "Ties go to the Mafia" only where a player is level with the Mafia (AC-36, R-13): shown under a
36 to 25 loss it read as if a tie had happened (playtest 11)."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from game.i18n import tr
from tests.client.test_newcomer_fixes import _ac_table_at

GAME = GAMES["al_cabohne"]
TIE = "Only a player richer than the Mafia wins."


def _ended(seed: int) -> Any:
    s, rng = GAME.new(1, seed), random.Random(seed)
    while not GAME.is_over(s):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def test_the_tie_note_comes_only_with_a_tie(data_dir: str) -> None:  # rule AC-36, R-13
    seen = set()
    for seed in range(6):
        state = _ended(seed)
        table = _ac_table_at(state)
        final = table.view.final
        tie = max(final.players) == final.mafia
        assert (tr(TIE) in table.flow.result_notes()) == tie, (final, table.flow.result_notes())
        seen.add(tie)
    assert False in seen
    # a tie, made so: the player's coins brought level with the Mafia's score
    state = _ended(0)
    state.coins[0] = tuple(range(GAME.view(state, 0).final.mafia))
    table = _ac_table_at(state)
    assert max(table.view.final.players) == table.view.final.mafia
    assert tr(TIE) in table.flow.result_notes()
