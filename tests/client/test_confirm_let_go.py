"""A move waiting for its second click ("Click again to confirm.") let go by a click on a place that takes nothing
vanished without a word (newcomer playtest): the prompt said only why that place took nothing, and the player
waited on the question. The notice says the move was not played, then why the place takes nothing, whole on
screen, in English and French (rule AC-13: the sale the question warned of)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne import prompts
from engine.core import Action
from game import i18n
from game.kit.choices import Pick
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.paint import prompt_rows
from tests.client.layout_probe import table_frame
from tests.client.test_al_cabohne_confirm_sale import _click, _runners_for_empty_joe


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("place", ["field", "boss"])
def test_a_click_on_a_place_that_takes_nothing_says_the_waiting_move_is_let_go(lang: str, place: str,
                                                                               data_dir: str) -> None:
    table = _runners_for_empty_joe(lang)
    runner = table.view.kept[0][-1]  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    _click(table, L.boss_area(2).center)
    assert table.ui.armed() is not None  # type: ignore[attr-defined]
    # field 1 grows Blue, Al Cabohne takes Fire: neither takes the Runners
    _click(table, (L.field_area(0) if place == "field" else L.boss_area(0)).center)
    assert table.ui.armed() is None and not table.mod.recipe.actions  # type: ignore[attr-defined]
    line = table.prompt_line()[0]  # type: ignore[attr-defined]
    let_go = table.say(prompts.cancelled(table.view, Action("place", runner, "boss:2")))  # type: ignore[attr-defined]
    assert line.startswith(let_go + " ") and len(line) > len(let_go) + 10, line  # and why the place takes nothing
    ink, rec = table_frame(table)
    shown = prompt_rows(line) or [line]
    drawn = [b for b in ink.texts if b.text in shown]
    assert len(drawn) == len(shown), ([b.text for b in ink.texts], shown)
    assert all(b.rect.left >= 0 and b.rect.right <= 1280 for b in drawn), drawn
    clash = [str(i) for i in rec.issues if i.text in shown or i.other in shown]
    assert not clash, clash
