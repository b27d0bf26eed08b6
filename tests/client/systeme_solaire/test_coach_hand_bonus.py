"""Learn to play says the hand bonus (SS-26) at the first payment, not first at the last choice: two newcomers
spent their hands down and lost the game to it (playtest 23)."""

from __future__ import annotations

from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def test_the_coach_says_the_hand_bonus_before_the_last_round() -> None:
    app, table = _learn("systeme_solaire")
    for _ in range(200):
        _settle(app, table)
        if table.mod.over or table.view.round >= 5:
            break
        if "highest hand gains 2 VP a card" in table.coach.text.split("\n")[0]:
            assert table.view.round < 5
            return
        table.play_all([table.coach.aim])
    raise AssertionError("the hand bonus was not said before the last round")
