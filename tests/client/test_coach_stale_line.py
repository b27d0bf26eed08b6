"""The coach's line for the last step goes while the next step is laid out (issue 18).

In Système Solaire's Learn to play the new round's auction banner stood under the coach's "Take a group…" while
the round's cards were still flying in: the human was already the one to bid, but could not act yet. The line
for a step waits, hidden, until the human can act on the step it is about.
"""

from __future__ import annotations

from typing import Any

from engine import GAMES
from game.kit.coach import Coach
from game.tables import coach_script


def lesson_start(name: str) -> tuple[Any, Any, Any, Coach]:
    """A game's Learn-to-play script, its game, the lesson's first state and a coach on it (no table)."""
    script = coach_script(name)
    assert script is not None
    game = GAMES[name]
    return script, game, game.new(script.PLAYERS, script.SEED, **script.OPTIONS), Coach(script)


def test_the_last_steps_line_is_hidden_while_the_next_is_laid_out(data_dir: str) -> None:
    _script, game, state, coach = lesson_start("systeme_solaire")
    took = ""
    for _ in range(400):
        view = game.view(state, 0)
        legal = game.legal_actions(state)
        if game.to_act(state) == 0 and str(view.phase) == "take":
            coach.tick(view, legal, True)  # the human takes a group: the line is about that
            took = coach.text
        elif took and game.to_act(state) == 0:
            coach.tick(view, legal, False)  # the human's next step, not open yet (its cards still landing)
            assert coach.text == "", coach.text
            coach.tick(view, legal, True)  # open: the coach speaks of the step at hand
            assert coach.text and coach.text != took
            return
        if game.to_act(state) == 0:
            coach.saw([], mine=True)  # the human's own move: the notes shown before it were read
        state = game.apply(state, legal[0])[0]
    raise AssertionError("the human never took a group and then had another step")
