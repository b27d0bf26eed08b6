"""Same position, same advice: after an Undo the Hint and the coach's pick are the ones given there before.

The Hint's search has a time budget, so on a busy machine a second search of one position may settle on another
move of near value. A newcomer in Al Cabohne's Learn to play saw the coach's pick go from "Harvest field 2" to
"Reveal" on the very position an Undo brought back (issue 18). The test makes any new search answer differently
and checks that the position's first answer is the one shown again, and that the engine accepts it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.search.hint import Hint
from game.kit import advisor as advisor_module
from tests.client.driver import DT
from tests.client.test_coach_follow import _learn, _settle


def _another_answer(real: Any) -> Any:
    """``hint_steps`` as a search that settles elsewhere: the last legal move that is not the real pick."""
    def steps(game: Any, state: Any, seat: int, rng: Any, budget: Any) -> Iterator[Hint | None]:
        first = None
        for step in real(game, state, seat, rng, budget):
            if step is not None:
                first = step
                break
            yield None
        assert first is not None
        other = [a for a in game.legal_actions(state) if a != first.action][-1]
        yield Hint(other, first.why, first.ranked)
    return steps


@pytest.mark.parametrize("game", ["al_cabohne", "space_beans"])
def test_an_undo_brings_back_the_same_hint_and_coach_pick(data_dir: str, game: str,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = _learn(game)
    seen: dict[int, Any] = {}
    for _ in range(8):  # play the coach's picks until a move of the human's can be taken back
        _settle(app, table)
        moves = len(table.mod.recipe.actions)
        seen[moves] = (table.advisor.found.action, table.coach.aim)
        assert seen[moves][0] in table.mod.legal()
        table.play(table.coach.aim or table.mod.legal()[0])
        _settle(app, table)
        if table.keeper.undo_open(table.input_open):
            break
    else:
        raise AssertionError("no move could be taken back")
    monkeypatch.setattr(advisor_module, "hint_steps", _another_answer(advisor_module.hint_steps))
    table.undo()
    _settle(app, table)
    for _ in range(30):
        app.frame(DT)
    back = len(table.mod.recipe.actions)
    assert back in seen, (back, sorted(seen))
    hint, pick = seen[back]
    assert table.advisor.found.action == hint
    assert table.coach.aim == pick
    table.advisor.ask()  # the Hint button: the same move, shown at once
    assert table.advisor.advice is not None and table.advisor.advice.action == hint
    before = len(table.mod.recipe.actions)
    table.play(hint)
    assert table.mod.recipe.actions[before] == hint  # the engine took it
