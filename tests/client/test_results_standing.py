"""The results list the seats in the engine's finishing order (issue 18, Système Solaire playtest): at five, Orbit and
Quasar tied on 8 were listed by seat, Orbit first, where the rules' tie-break (SS-27, R-8) puts Quasar ahead."""

from __future__ import annotations

from engine.systeme_solaire import GAME, card_id
from engine.systeme_solaire.facts import final_result
from engine.systeme_solaire.state import OVER
from game.scenes.results import ResultsScene
from game.seats import BOT_NAMES, Seat
from tests.client.driver import DT, make_app, open_table


def test_a_tie_below_first_is_listed_as_the_rules_break_it(data_dir: str) -> None:
    # rule SS-27, ruling R-8: seats 2 and 4 tie; (0 - 4) mod 5 = 1 comes before (0 - 2) mod 5 = 3; seats 0 and 3
    # tie on 0, seat 0 first
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "easy") for i in range(4)]
    table = open_table(app, "systeme_solaire", seats, seed=1)
    app.push(table)
    s = GAME.new(5, 1)
    f = tuple(card_id(n) for n in ("Mercury", "Venus"))
    g = tuple(card_id(n, 1) for n in ("Mercury", "Venus"))
    top = tuple(card_id(n) for n in ("Jupiter", "Saturn", "Neptune", "Mars"))
    s.final, s.phase = final_result([(), (), (), (), ()], [(), top, f, (), g]), OVER
    table.mod.state = s
    table.forget_screen()
    app.frame(DT)
    rows = table.flow.result_rows()
    scene = ResultsScene(app, "results", rows, lambda: None, lambda: None)
    assert [r.seat for r in scene.rows] == GAME.standing(s) == [1, 4, 2, 0, 3]
    assert [r.total for r in scene.rows] == sorted((r.total for r in rows), reverse=True)
    assert scene.rows[0].winner
    # the order of a tie lower down is said (a ruling: the rules break a tie for the win alone)
    names = [seat.name for seat in seats]
    said = table.flow.result_notes()
    assert any(n.startswith(f"{names[4]}, {names[2]} tie on 8 VP") for n in said), said
    assert any(n.startswith(f"{names[0]}, {names[3]} tie on 0 VP") for n in said), said
    # the game's first player named (playtest 16: the marker, on another seat at the end, read as the one meant)
    ties = [n for n in said if " tie on " in n]
    assert ties and all(f"nearest to {names[0]} (who began the game)" in n for n in ties), ties
