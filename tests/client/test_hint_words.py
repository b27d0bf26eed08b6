"""The Hint line said plainly (issue 18 §3): "41 of 100 in trial games, the next best 38" was unclear;
the line names the best move and how it did against the next best in simulated play, in the engine's words."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.core import Action, english
from engine.search.hint import Hint, brief, why
from game.kit.advisor import advice_words

GAME = GAMES["space_beans"]
A, B = Action("play", 0), Action("pass")


def _say(w: object) -> str:
    return english(w, ["Alice", "Bruno"])  # type: ignore[arg-type]


@pytest.mark.parametrize(("p", "q", "how"), [
    (0.41, 0.40, "about as good as"), (0.45, 0.40, "a little better than"), (0.50, 0.40, "better than"),
    (0.70, 0.40, "much better than"),
])
def test_the_hint_line_says_plainly_how_much_better_the_best_move_did(p: float, q: float, how: str) -> None:
    found = Hint(A, why(GAME, ((A, 60, p), (B, 40, q))), ((A, 60, p), (B, 40, q)))
    line = advice_words(found, _say, GAME)
    action = _say(GAME.describe(A))
    assert line == f"Hint: Best: {action} — {how} the next best in simulated play"
    assert "of 100" not in line and "trial games" not in line
    assert _say(found.why) == f"Best: {action} — {how} {_say(GAME.describe(B))} in simulated play."
    assert _say(brief(GAME, found)) in line


def test_the_only_move_is_said_as_such() -> None:
    from engine.core import words

    only = Hint(A, words("{action} is the only move now.", action=GAME.describe(A)), ((A, 0, 0.0),))
    assert advice_words(only, _say, GAME) == f"Hint: {_say(GAME.describe(A))} is the only move now."
