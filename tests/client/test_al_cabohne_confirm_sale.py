"""A move that makes a Boss sell at once asks for a second click (issue 18): a unit put on an empty Boss sold at once
with no word before. The engine foresees the sale (``engine.al_cabohne.foresight``); the first click on the place
says what will happen in the prompt line, the second on the same place plays the move. The warning for the chosen
card is in the prompt line too, not only in the tip over the place, and it fits in English and French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne import prompts
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n
from game.i18n import tr, trn
from game.kit.choices import Pick
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.paint import prompt_rows
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _sells(boss: str, bean: str, n: int) -> str:
    return trn("{boss} will sell his {bean} field at once: {n} coin to the Mafia.",
               "{boss} will sell his {bean} field at once: {n} coins to the Mafia.", n, boss=tr(boss), bean=tr(bean))


def _runners_for_empty_joe(lang: str) -> object:
    """Solo, cultivating: a unit of 3 Runners revealed (worth 1 coin), Joe's field empty; Joe sells as soon as his
    field is worth 1 coin (AC-13), so the unit put on him sells at once. A Fire unit may go elsewhere."""
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[RUNNER] * 3, [FIRE]], hands={0: [BLUE]},
                                  fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, []]))
    _set_language(lang)
    table.forget_screen()  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]
    return table


def _click(table: object, pos: tuple[int, int]) -> None:
    table.click_at(pos)  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]


def test_a_unit_that_makes_an_empty_boss_sell_asks_for_a_second_click(lang: str, data_dir: str) -> None:
    table = _runners_for_empty_joe(lang)
    runner = table.view.kept[0][-1]  # type: ignore[attr-defined]
    place = Action("place", runner, "boss:2")
    assert place in table.choices.legal  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    _click(table, L.boss_area(2).center)
    assert not table.mod.recipe.actions  # type: ignore[attr-defined]  # the first click plays nothing...
    line = table.prompt_line()[0]  # type: ignore[attr-defined]
    # ...and says what the second will bring, in the engine's words
    assert line == tr("{warning} Click again to confirm.", warning=_sells("Joe Bohnano", "Runner", 1)), line
    if lang == "fr":
        assert line.endswith("Cliquez à nouveau pour confirmer."), line
    _click(table, L.boss_area(2).center)
    assert table.mod.recipe.actions == [place]  # type: ignore[attr-defined]


def test_a_click_elsewhere_forgets_the_first(lang: str, data_dir: str) -> None:
    table = _runners_for_empty_joe(lang)
    runner, fire = table.view.kept[0][-1], table.view.kept[1][0]  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    _click(table, L.boss_area(2).center)
    assert table.ui.armed() is not None  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", fire))  # type: ignore[attr-defined]  # another card chosen
    assert table.ui.armed() is None  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    _click(table, L.boss_area(2).center)  # a first click again: still nothing played
    assert not table.mod.recipe.actions  # type: ignore[attr-defined]


def test_a_move_that_sells_nothing_plays_at_once(data_dir: str) -> None:
    table = _runners_for_empty_joe("en")
    fire = table.view.kept[1][0]  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", fire))  # type: ignore[attr-defined]
    _click(table, L.field_area(1).center)
    assert table.mod.recipe.actions == [Action("place", fire, "field:1")]  # type: ignore[attr-defined]


def test_the_chosen_cards_warning_is_in_the_prompt_and_fits(lang: str, data_dir: str) -> None:
    table = _runners_for_empty_joe(lang)
    runner = table.view.kept[0][-1]  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]
    line = table.prompt_line()[0]  # type: ignore[attr-defined]
    warning = _sells("Joe Bohnano", "Runner", 1)
    assert line.endswith("— " + warning), line  # before any click on the place, and with no hover
    ink, rec = table_frame(table)
    shown = prompt_rows(line) or [line]  # a long line on two rows (French)
    drawn = [b for b in ink.texts if b.text in shown]
    assert len(drawn) == len(shown), ([b.text for b in ink.texts], shown)
    assert all(b.rect.left >= 0 and b.rect.right <= 1280 for b in drawn), drawn
    clash = [str(i) for i in rec.issues if i.text in shown or i.other in shown]
    assert not clash, clash


def test_a_tax_that_makes_a_boss_sell_asks_for_a_second_click(lang: str, data_dir: str) -> None:  # AC-17, AC-13
    """Playtest 23: "Pay tax" gave Al Cabohne an eighth Blue and he sold it for 3 coins, with no word before the
    click. The first click on the button says the sale; the second pays."""
    table = _ac_table_at(position(1, phase="tax", fields={0: [[BLUE] * 2, [], [FIRE] * 6]}, hands={0: [KIDNEY]},
                                  bosses=[[BLUE] * 7, [KIDNEY] * 2, [RUNNER]]))
    _set_language(lang)
    table.forget_screen()  # type: ignore[attr-defined]
    table.app.frame(DT)  # type: ignore[attr-defined]
    tax = next(a for a in table.choices.legal if a.kind == "tax")  # type: ignore[attr-defined]
    button = next(b for b, a in table.ui.buttons() if a == tax)  # type: ignore[attr-defined]
    _click(table, button.rect.center)
    assert not table.mod.recipe.actions  # type: ignore[attr-defined]
    line = table.prompt_line()[0]  # type: ignore[attr-defined]
    assert line == tr("{warning} Click again to confirm.", warning=_sells("Al Cabohne", "Blue", 3)), line
    # the button says it too (playtest 25: the first click seemed to do nothing)
    armed = next(b for b, a in table.ui.buttons() if a == tax)  # type: ignore[attr-defined]
    assert armed.label == tr("Confirm") != button.label and armed.rect == button.rect, (armed.label, button.label)
    _click(table, button.rect.center)
    assert table.mod.recipe.actions == [tax]  # type: ignore[attr-defined]


def test_a_click_on_nothing_says_the_waiting_move_is_let_go(lang: str, data_dir: str) -> None:  # rule AC-13
    # playtest 24: a click elsewhere cancelled the gift with no word, the prompt back to the phase's
    table = _runners_for_empty_joe(lang)
    runner = table.view.kept[0][-1]  # type: ignore[attr-defined]
    table.choices.select(Pick("select", "kept", runner))  # type: ignore[attr-defined]
    _click(table, L.boss_area(2).center)
    assert table.ui.armed() is not None  # type: ignore[attr-defined]
    _click(table, (600, 262))  # between the Mafia and the log: nothing there
    assert table.ui.armed() is None and not table.mod.recipe.actions  # type: ignore[attr-defined]
    said = table.notice.text  # type: ignore[attr-defined]
    view = table.view  # type: ignore[attr-defined]
    assert said == table.say(prompts.cancelled(view, Action("place", runner, "boss:2"))), said  # type: ignore[attr-defined]
    assert said.startswith({"en": "Not played: Put ", "fr": "Coup annulé : mettre "}[lang]), said
