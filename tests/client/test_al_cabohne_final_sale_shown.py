"""The final sale is seen happening (AC-34, playtest 19): after "End game" every field and Boss was already empty, and
the newcomer never saw what the sale sold. The last position is held a moment, then each field and Boss is lit while
its beans turn to coins, one after the other; a click skips it with the rest of the animation."""

from __future__ import annotations

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.core import Action
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.choreo import Flash
from tests.client.driver import DT, make_app, open_table

FIELDS = [[BLUE] * 2, [RUNNER] * 5, [PUFF]]


def _last_turn() -> object:
    """Solo, the deck used up (AC-33): the cultivate phase of the last turn, three fields and three Bosses grown."""
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, fields={0: FIELDS}, bosses=[[FIRE] * 3, [BROAD] * 2, [KIDNEY]], hands={0: [FRENCH]},
                               rest="discard", ending=True)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    return table


def _field(table: object, i: int) -> list[int]:
    return table.cards_in(("field", 0, i))  # type: ignore[attr-defined, no-any-return]


def test_the_fields_stay_in_view_and_each_is_lit_as_it_sells() -> None:  # rule AC-34
    table = _last_turn()
    table.play(Action("end"))  # type: ignore[attr-defined]
    assert table.mod.over and not any(table.mod.state.fields[0])  # type: ignore[attr-defined]
    for _ in range(30):  # half a second: nothing sold yet, the final position is what the table shows
        table.app.frame(DT)  # type: ignore[attr-defined]
    assert [len(_field(table, i)) for i in range(3)] == [len(f) for f in FIELDS]
    assert all(len(table.cards_in(("boss", -1, j))) for j in range(3))  # type: ignore[attr-defined]
    lit = {tuple(f.rect) for f in table.anim.tweens if isinstance(f, Flash)}  # type: ignore[attr-defined]
    for i in range(3):  # each field is lit in its turn, and each Boss
        assert tuple(table.ui.layout.card_rect(("field", 0, i)).inflate(8, 8)) in lit, i  # type: ignore[attr-defined]
    for j in range(3):
        assert tuple(L.boss_area(j)) in lit, j
    seen = set()
    for _ in range(60 * 20):  # the fields go one after the other, not all at once
        if not table.anim.blocking:  # type: ignore[attr-defined]
            break
        seen.add(tuple(len(_field(table, i)) > 0 for i in range(3)))
        table.app.frame(DT)  # type: ignore[attr-defined]
    assert (False, True, True) in seen and (False, False, True) in seen, seen
    assert not any(_field(table, i) for i in range(3))


def test_a_click_skips_the_final_sale() -> None:  # rule AC-34
    table = _last_turn()
    table.play(Action("end"))  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]
    assert _field(table, 0)
    table.anim.skip()  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]
    assert not any(_field(table, i) for i in range(3)) and not table.anim.blocking  # type: ignore[attr-defined]
