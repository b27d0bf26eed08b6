"""One voice in Learn to play: whenever the coach names a move and the Hint is shown beside it, the coach's pick is
the Hint's best move, card for card. Playtest 16 (Système Solaire, round 1's order reveal, rule SS-13): the coach
said "The coach's pick: Spend Probe 1, Probe 3 (total 4)" while the Hint said "Best: Spend Probe 1, Probe 4
(total 5)": the coach named its first card's whole selection as the Normal computer would finish it, and thought
the rest out again on a re-dealt state, where the Hint names the rest its own search found (``Hint.then``).

The learner follows the coach through the whole fixed deal; at every decision the Hint is asked for (as a player
presses its button) and both texts are read as drawn.
"""

from __future__ import annotations

import re

import pytest

from engine import GAMES
from engine.search.hint import whole
from game import i18n
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import GAMES_WITH_A_COACH, coach_aims

PICK = "The coach's pick: "


def _coach_pick(text: str) -> str | None:
    """The move the coach's panel names ("The coach's pick: X. Why." → X), ``None`` when it names none."""
    found = re.search(re.escape(PICK) + r"(.*?)\.(?:\s|$)", text, re.S)
    return None if found is None or found[1].startswith("thinking") else found[1]


# rules SS-9 to SS-26, SB, AC, SL: the whole Learn game of each game with a coach
@pytest.mark.parametrize("name", GAMES_WITH_A_COACH)
def test_the_coach_names_the_hints_best_move(data_dir: str, name: str) -> None:
    i18n.set_language("en")
    app, table = _learn(name)
    game = GAMES[name]
    compared, gathered = 0, 0
    for aim in coach_aims(app, table):
        pick = _coach_pick(table.coach.text)
        table.advisor.ask()  # the Hint button: already thought out for the coach, shown at once
        hint = table.advisor.line()
        if pick is not None and hint is not None:
            found = table.advisor.found
            assert found is not None and aim == found.action, (pick, hint[0])
            best = table.coach.say(whole(game, table.ui.words_view(table.view), found.action, found.then))
            # a table that names the Hint's move shorter under a prompt that says the step (Space Beans' "Best:
            # Darth Beans 2." under "Start your open collection: click a card") names the same card
            short = table.ui.hint_name(table.ui.words_view(table.view), found.action) if not found.then else None
            assert (best if short is None else table.coach.say(short)) in hint[0], (best, hint[0])
            # the very move the Hint calls best, in its words; where the coach says a move's steps one after
            # another (Space Lab: "Place …, then Discard … as payment"), it starts with the Hint's first step and
            # goes on with the Hint's own rest of the move
            first = table.coach.say(game.describe_in(table.ui.words_view(table.view), found.action))
            assert pick == best or pick.startswith(first), (pick, hint[0])
            assert table.coach._plan[:1 + len(found.then)] == [found.action, *found.then], (pick, hint[0])
            compared += 1
            gathered += bool(found.then)
        table.play_all([aim])
    assert table.mod.over and compared >= 5, compared
    if name == "systeme_solaire":
        assert gathered >= 3, gathered  # payments and order reveals, picked card by card, were compared
