"""A newcomer never hovers: the engine's warnings (AC-13, a Boss who sells to the Mafia; AC-17, a field taxed
next turn) for the move the coach or the Hint advises, and for the front card's plant, show without the mouse
over anything; and "if the game ended now" is said in solo, with the gentle Mafia, and with two players
(issue 18, section 4)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, PLANT
from engine.al_cabohne.view import if_ended_now
from engine.core import Action
from game import i18n, record
from game.i18n import tr
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

AWAY = (2, 2)  # the mouse over nothing


def _why(view: Any, a: Action) -> str | None:
    """The reason the coach says after its pick: the engine's (``SearchHooks.reason``), in the language set."""
    from engine import GAMES
    from engine.search.hint import reason
    from game import words as say_words

    said = reason(GAMES["al_cabohne"], view, a)
    return say_words.say(said, ()) if said is not None else None


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param  # set once the table is open (opening it sets the language of the settings)
    i18n.set_language("en")


def _taxed_plant() -> Any:
    """AC-17: Al grows Fire; the front Fire planted on the empty field 2, the only field it may go to, gives him a
    bean at the next tax."""
    return position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], [FRENCH]]},
                    bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])


def _warning() -> str:
    return tr("If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} grows {bean}.",
              bean=tr("Fire"), n=2,
              boss=tr("Al Cabohne"))


def test_the_prompt_warns_of_the_front_cards_plant_without_hovering(lang: str, data_dir: str) -> None:
    table = _ac_table_at(_taxed_plant())
    _set_language(lang)
    table.mouse = AWAY
    assert _warning() in table.ui.prompt()[0]


def test_the_hinted_move_shows_its_warning_by_its_place(lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))  # fields 2 and 3 empty
    _set_language(lang)
    table.mouse = AWAY
    plant = Action("plant", table.view.hands[0][0], "field:1")
    assert plant in table.choices.legal
    surface = pygame.Surface((1280, 720))
    assert table.ui.paint_over(surface) == []  # nothing hinted, nothing hovered: no tip
    table.ui.advised(plant)  # the Hint names the plant on field 2
    said, where = table.ui._advised_warning()
    assert _warning() in said
    drawn = table.ui.paint_over(surface)
    assert drawn and drawn[0].bottom <= where[1]  # a tip above the ringed field
    table.ui.advised(Action("plant", plant.card, "field:2"))  # field 3 is as empty, and as taxed
    assert table.ui._advised_warning() is not None


def test_the_coach_says_the_warning_of_its_pick(lang: str, data_dir: str) -> None:
    table = _ac_table_at(_taxed_plant())
    _set_language(lang)
    why = _why(table.view, Action("plant", table.view.hands[0][0], "field:1"))
    # the field the plant makes, named as new: "no field of yours grows Fire … your Fire field (field 2)" read as a
    # contradiction (playtest 34)
    new = tr("If not harvested first, the new {bean} field will be taxed next turn: {boss} grows {bean}.",
             bean=tr("Fire"), boss=tr("Al Cabohne"))
    assert why is not None and new in why, why
    # a Boss who sells at once (AC-13): Don holds Kidney ×5, a Kidney more makes him sell 2 coins to the Mafia
    sells = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]]))
    _set_language(lang)
    why = _why(sells.view, Action("give", sells.view.hands[0][0], "boss:1"))
    assert why is not None and tr("Don Corlebohne") in why


def _drawn_texts(table: Any) -> list[str]:
    table.forget_screen()
    with record.capture() as items:
        table.app.draw()
    return record.texts(items)


@pytest.mark.parametrize("gentle", [False, True])
def test_if_the_game_ended_now_is_said_in_solo(gentle: bool, lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=CULTIVATE, fields={0: [[FIRE] * 3]}, bosses=[[FRENCH] * 3, [], []],
                                  coins={0: 5}, treasury=4, gentle=gentle))
    _set_language(lang)
    now = if_ended_now(table.view)
    assert now.mafia == (5 if gentle else 10)  # AC-35: 4 + French ×3 selling for 1, doubled unless gentle
    texts = " ".join(_drawn_texts(table))
    # the score panel's one figure a side is the final sale's (playtest 29: not a second "score so far" beside it)
    drawn = _drawn_texts(table)
    assert tr("If the game ended now (coins + fields sold):") in texts
    assert str(now.mafia) in drawn and str(now.players[0]) in drawn


def test_if_the_game_ended_now_is_said_with_two_players(lang: str, data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=CULTIVATE, fields={0: [[FIRE] * 3], 1: [[BLUE] * 4]},
                               bosses=[[FRENCH] * 3, []], coins={0: 5, 1: 2}, treasury=4)
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    now = if_ended_now(table.view)
    texts = " ".join(_drawn_texts(table))
    assert tr("If the game ended now (coins + fields sold):") in texts and now.mafia == 5
    # playtest 32b: "Alice 0 · Nova 1" beside piles of no coins; the heading says the fields' sale counts (AC-34),
    # and a line under the figures names who must be beaten with two players (AC-36)
    assert f"Alice {now.players[0]} · Bob {now.players[1]} · " + tr("the Mafia {n}", n=now.mafia) in texts
    assert tr("Only a player richer than the Mafia wins.") in texts


def test_the_coach_never_says_a_harvest_frees_a_field_while_one_is_free(data_dir: str) -> None:
    """Playtest: "It earns nothing, but it frees the field" was said beside an empty field (AC-10: a lone bean
    earns nothing); the reason is given only where every field is taken."""
    harvest = Action("harvest", -1, "field:0")
    free = _ac_table_at(position(1, phase=PLANT, hands={0: [FRENCH]}, fields={0: [[BLUE], [], []]},
                                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))
    frees = tr("It earns nothing, but it frees the field for the cards to come.")
    # before the first plant the reason also says a harvest is allowed then (AC-10): only the freeing is looked at
    assert frees not in (_why(free.view, harvest) or "")
    full = _ac_table_at(position(1, phase=PLANT, hands={0: [KIDNEY]}, fields={0: [[BLUE], [KIDNEY, KIDNEY], [FIRE]]},
                                 bosses=[[FRENCH], [RUNNER] * 2, []]))
    assert (_why(full.view, harvest) or "").endswith(frees)
    # where the front card fits no field, the room is named for it (playtest 14: name what the room is for, AC-18)
    blocked = _ac_table_at(position(1, phase=PLANT, hands={0: [FRENCH]},
                                    fields={0: [[BLUE], [KIDNEY, KIDNEY], [FIRE]]}, bosses=[[FIRE], [RUNNER] * 2, []]))
    room = tr("Your {bean}, at the front of your hand, fits no field: this harvest makes room for it.",
              bean=tr("French"))
    assert (_why(blocked.view, harvest) or "").endswith(room)
    # and where a Boss grows it, the tax its new field pays (AC-17; playtest 25: the plant's banner warned of it,
    # the Hint that advised the harvest had not)
    taxed = _ac_table_at(position(1, phase=PLANT, hands={0: [FRENCH]},
                                  fields={0: [[BLUE], [KIDNEY, KIDNEY], [FIRE]]}, bosses=[[FRENCH], [RUNNER] * 2, []]))
    tax = tr("This harvest makes room for your front {bean}, whose field will be taxed next turn: {boss} grows {bean}.",
             bean=tr("French"), boss=tr("Al Cabohne"))
    assert (_why(taxed.view, harvest) or "").endswith(tax)


def test_a_tax_that_makes_a_boss_sell_says_so_before_it_is_paid(lang: str, data_dir: str) -> None:
    """Playtest: paying a tax made Don sell at once (AC-17, AC-13) and neither the prompt nor the Hint said so;
    harvesting the field first avoids it (R-14)."""
    from engine.al_cabohne.state import TAX

    table = _ac_table_at(position(1, phase=TAX, hands={0: [FIRE, FRENCH, BLUE, RUNNER, BLUE]},
                                  fields={0: [[KIDNEY, KIDNEY]]}, bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]], turn=3))
    _set_language(lang)
    table.mouse = AWAY
    sale = i18n.trn("{boss} will sell his {bean} field at once: {n} coin to the Mafia.",
                    "{boss} will sell his {bean} field at once: {n} coins to the Mafia.", 2,
                    boss=tr("Don Corlebohne"), bean=tr("Kidney"))
    assert sale in table.ui.prompt()[0]


def test_a_chosen_cards_warning_line_opens_with_a_capital(lang: str, data_dir: str) -> None:
    """Playtest (French): "votre Fève : cliquez sur un Boss lumineux — …" opened the prompt in lower case."""
    from game.kit.choices import Pick

    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]]))
    _set_language(lang)
    table.choices.select(Pick("select", "hand", table.view.hands[0][0]))
    table.app.frame(DT)
    line = table.ui.prompt()[0]
    assert tr("Don Corlebohne") in line and line[0].isupper(), line


def test_filling_a_boss_from_a_kept_pile_names_one_card(lang: str, data_dir: str) -> None:
    """R-10: the boss fill takes one card, not the kept unit; the prompt said "the Blue ×2" and one Blue went."""
    s = position(1, phase=CULTIVATE, kept=[[BLUE, BLUE]], fields={0: [[FIRE], [RUNNER], [FRENCH]]},
                 bosses=[[], [KIDNEY], [RUNNER]])
    s.filling = True
    table = _ac_table_at(s)
    _set_language(lang)
    (chosen,) = table.ui.candidates()  # the one kept unit, chosen without a click
    assert chosen.zone == "kept" and table.ui.selection() == chosen
    assert {a.kind for a in table.ui.targets(chosen)} == {"fill"}
    line = table.ui.prompt()[0]
    assert tr("1 {bean}", bean=tr("Blue")) in line and "×2" not in line, line


def test_the_prompt_names_no_field_the_coach_may_contradict(lang: str, data_dir: str) -> None:
    """Playtest (issue 18): with fields 2 and 3 empty the prompt said "field 2 will be taxed" (the first glowing
    field's warning) while the coach picked field 3. A warning that differs from one glowing place to another is
    left to the place's own tip and to the coach."""
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))
    _set_language(lang)
    table.mouse = AWAY
    line = table.ui.prompt()[0]
    assert _warning() not in line and tr("Al Cabohne") not in line, line
