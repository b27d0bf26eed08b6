"""Al Cabohne's Learn to play, followed to its end as a newcomer follows it: the coach never names a harvest for
nothing (AC-12) that throws away beans a legal order of the same turn keeps (playtests 19–21: "put Blue on a field",
then "harvest it for 0", then "harvest field 2" for 0 when the last kept bean fitted an empty field).

At each cultivate decision (AC-22, AC-28) where the coach names a harvest that earns no coin:
- the kept units still to place must not all fit as the table stands (AC-9, AC-22): else no placement needs the
  field, and the beans are thrown away for nothing;
- the field must not hold a unit the coach had that turn put there: a harvest the kept beans need comes first, on a
  field the table had, never on the beans just placed.
"""

from __future__ import annotations

from engine.al_cabohne.cards import COIN_TABLE
from engine.al_cabohne.facts import CT, FIELD_INDEX
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.room import all_fit
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import coach_aims


def test_the_learn_game_coach_never_harvests_for_nothing_beans_an_order_keeps(data_dir: str) -> None:
    # rule AC-12, AC-22, AC-28
    app, table = learn_from_title("al_cabohne", "en")  # the lesson's own deal and budget, as the player gets them
    placed: set[int] = set()  # fields the coach put a kept unit on this turn
    turn, named = 0, 0
    for aim in coach_aims(app, table):
        view = table.view
        if view.turn != turn:
            turn, placed = view.turn, set()
        if view.phase == Phase.CULTIVATE and aim.kind == ActionKind.HARVEST:
            i = FIELD_INDEX[aim.target]
            field = view.fields[view.seat][i]
            if COIN_TABLE[CT[field[0]]][len(field)] == 0:
                named += 1
                said = (turn, aim.target, table.coach.text)
                assert not all_fit(view), ("every kept bean fits: a harvest for nothing throws beans away", said)
                assert i not in placed, ("the beans just placed, harvested for nothing", said)
        if aim.kind == ActionKind.PLACE and aim.target.startswith("field"):
            placed.add(FIELD_INDEX[aim.target])
        table.play_all([aim])
    assert table.mod.over
    assert named  # the deal makes room for kept beans at least once (turn 1: three kept units, two empty fields)
