"""On the last turn, with every revealed bean placed, ending the turn and a harvest that pays come to the same final
score: the harvest earns what the final sale pays for the field anyway (AC-34: fields sell at face value; AC-32, AC-33:
no turn follows). The Hint names neither beside the other with a gap: "Next best: Harvest field 3, about 5 coins
less" was the search's guess, where both paid the same (playtest 23)."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END, HARVEST
from engine.al_cabohne.state import CULTIVATE
from engine.core import english
from engine.search.hint import why

AC = GAMES["al_cabohne"]
BLUE, KIDNEY, FIRE, BROAD, PUFF, FRENCH, RUNNER = range(7)


def test_a_paying_harvest_on_the_last_turn_is_no_step_behind_ending_it() -> None:  # rules AC-32, AC-34
    s = position(1, phase=CULTIVATE, fields={0: [(BLUE,) * 4, (FIRE,) * 3, ()]}, bosses=[(BROAD,), (PUFF,), (KIDNEY,)],
                 hands={0: [RUNNER]}, ending=True, turn=20)
    view = AC.view(s, 0)
    assert view.field_worth[0][0][0] == view.field_worth[0][1][0] == 1
    hooks = AC.search_hooks()
    assert hooks.alike is not None and hooks.alike(view, END, HARVEST[1]) and hooks.alike(view, HARVEST[0], END)
    line = english(why(AC, ((END, 60, 0.5), (HARVEST[1], 60, 0.28), (HARVEST[0], 60, 0.27)), view=view), ["Alice"])
    assert "Harvest" not in line, line
