"""AC-11: a lone bean may be harvested only while no field holds 2 or more. Playtest 34 (77.png, 150.png): a revealed
Broad placed on the lone Broad field made it 2, the lone Fire and French could no longer be harvested, and the
revealed Blue and Kidney had no field to go to; nothing said so before the click. The engine warns of it
(``foresight``, as it warns of the tax): in the prompt once the Broad is chosen, in the tip over the field, and in
the Hint's reason for that move. English and French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne import GAME, advice
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.foresight import bars, warnings
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action, english
from game import i18n
from game.kit.choices import Pick
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

BARRED = "Then your lone Fire, French can no longer be harvested to free a field (field 3 will hold 2+)."


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _before(kept: list[list[int]], fields: list[list[int]]) -> object:
    return position(1, phase=CULTIVATE, kept=kept, hands={0: [FRENCH, FIRE]}, fields={0: fields},
                    bosses=[[RUNNER] * 3, [], [FIRE] * 2])


def test_placing_a_second_bean_that_bars_the_lone_ones_is_warned() -> None:  # rule AC-11
    s = _before([[BLUE] * 6, [KIDNEY] * 5, [BROAD]], [[FIRE], [FRENCH], [BROAD]])
    broad = s.kept[2][0]  # type: ignore[attr-defined]
    move = Action("place", broad, "field:2")
    v = GAME.view(s, 0)
    assert BARRED in [english(w, ["Alice"]) for w in warnings(v, move)]
    # the Hint's reason for that move says it too
    why = advice.reason(v, move)
    assert why is not None and "can no longer be harvested" in english(why, ["Alice"]), why


def test_no_warning_where_a_field_is_free_or_nothing_waits_for_one() -> None:  # rule AC-11
    # an empty field takes the one revealed type still without a field
    s = _before([[BLUE] * 6, [BROAD]], [[FIRE], [BROAD], []])
    assert bars(GAME.view(s, 0), Action("place", s.kept[1][0], "field:1")) is None  # type: ignore[attr-defined]
    # no revealed bean waits for a field: the lone beans are barred, but no room is needed this turn
    s = _before([[BROAD]], [[FIRE], [FRENCH], [BROAD]])
    assert bars(GAME.view(s, 0), Action("place", s.kept[0][0], "field:2")) is None  # type: ignore[attr-defined]


def test_the_prompt_and_the_field_tip_warn_before_the_click(lang: str, data_dir: str) -> None:  # rule AC-11
    table = _ac_table_at(_before([[BLUE] * 6, [KIDNEY] * 5, [BROAD]], [[FIRE], [FRENCH], [BROAD]]))
    _set_language(lang)
    table.forget_screen()
    broad = table.view.kept[2][0]
    said = table.say(bars(table.view, Action("place", broad, "field:2")))
    if lang == "fr":
        assert "ne pourront alors plus être récoltés" in said, said
    table.choices.select(Pick("select", "kept", broad))
    table.app.frame(DT)
    line = table.prompt_line()[0]
    assert said in line or said[:1].upper() + said[1:] in line, line
    table.mouse = L.field_area(2).center
    table.app.frame(DT)
    assert said in (table.ui.hover_text() or ""), table.ui.hover_text()
