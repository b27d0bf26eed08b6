"""Playtest 31: a gift to a Boss and the third field's purchase wait for a second click ("Click again to confirm");
the newcomer's next clicks went to other things, which let the waiting move go with no word, and they waited on it.
A click on another move or another card while a move waits says so ("Not played: …", as a click on nothing does),
in English and in French; the click still does what it was on. Rules AC-13, AC-14."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.al_cabohne import prompts
from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n
from game.kit.choices import Pick
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _click(table: Any, pos: tuple[int, int]) -> None:
    table.click_at(pos)
    table.app.frame(DT)


def _before_the_third_field(lang: str, coins: int, second: Seat | None = None) -> tuple[Any, Any]:
    """Alice's turn, two fields growing and ``coins`` coins: the third field hers to buy (4 coins, AC-14); against
    Nova (Normal) unless ``second`` sits there."""
    app = make_app("instant")
    table: Any = open_table(app, "al_cabohne", [Seat("Alice", True), second or Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=CULTIVATE, fields={0: [[BLUE] * 5, [FRENCH] * 3]},
                               hands={0: [PUFF, KIDNEY], 1: [PUFF] * 5}, bosses=[[FIRE] * 2, [RUNNER]],
                               coins={0: coins}, turn=5)
    _set_language(lang)
    table.forget_screen()
    table.anim.skip()
    return app, table


def _let_go(table: Any, lang: str, waiting: Action) -> None:
    said = table.notice.text
    assert said == table.say(prompts.cancelled(table.view, waiting)), said
    assert said.startswith({"en": "Not played: ", "fr": "Coup annulé : "}[lang]), said


def test_choosing_another_card_says_the_gift_waiting_is_not_played(lang: str, data_dir: str) -> None:  # AC-13
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[RUNNER] * 3, [FIRE]], hands={0: [BLUE]},
                                  fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, []]))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    runner, fire = table.view.kept[0][-1], table.view.kept[1][0]
    table.choices.select(Pick("select", "kept", runner))
    _click(table, L.boss_area(2).center)  # Joe would sell: the first click waits
    waiting = table.ui.armed()
    assert waiting == Action("place", runner, "boss:2")
    _click(table, L.kept_area(1, 1).center)  # the Fire clicked: chosen, and the gift let go
    assert table.choices.selected == Pick("select", "kept", fire) and table.ui.armed() is None
    assert not table.mod.recipe.actions
    _let_go(table, lang, waiting)


def test_another_move_says_the_purchase_waiting_is_not_played(lang: str, data_dir: str) -> None:  # AC-14
    app, table = _before_the_third_field(lang, coins=6)
    app.frame(DT)
    _click(table, L.field_area(2).center)  # the third field: the first click waits
    waiting = table.ui.armed()
    assert waiting is not None and waiting.kind == "buy_field" and not table.mod.recipe.actions
    _click(table, L.harvest_button(0).center)  # a harvest instead: played, and the purchase let go
    assert table.mod.recipe.actions == [Action("harvest", -1, "field:0")] and table.ui.armed() is None
    _let_go(table, lang, waiting)


def test_buying_the_third_field_says_its_coins_leave_the_score(lang: str, data_dir: str) -> None:  # AC-14, AC-35
    """Playtest 31: "If the game ended now: Alice 8" fell to 4 once the third field was bought, with no word, and the
    "8 coins set aside" pile said nothing of whose they were. The confirm line says the coins leave the score; the
    pile's tip, once bought, that they count for no one. Both drawn whole."""
    from game.tables.al_cabohne.paint import prompt_rows
    from tests.client.layout_probe import table_frame

    app, table = _before_the_third_field(lang, coins=8)
    app.frame(DT)
    _click(table, L.field_area(2).center)
    line = table.prompt_line()[0]
    said = i18n.tr("{move}: these coins leave your score. Click again to confirm.",
                   move=i18n.tr("Buy 3rd field · {n} coins", n=4))
    assert line == said, line
    ink, rec = table_frame(table)
    shown = prompt_rows(line) or [line]
    drawn = [b for b in ink.texts if b.text in shown]
    assert len(drawn) == len(shown) and all(b.rect.left >= 0 and b.rect.right <= 1280 for b in drawn), shown
    assert not [str(i) for i in rec.issues if i.text in shown or i.other in shown]
    _click(table, L.field_area(2).center)  # bought: 4 of the 8 coins set aside
    assert table.view.bought[0] and len(table.view.coins[0]) == 4
    table.anim.skip()
    app.frame(DT)
    table.mouse = L.SET_ASIDE_PILE.center
    app.frame(DT)
    tip = i18n.tr("Coins paid for third fields: they count for no one and go back into the deck at the next "
                  "reshuffle.")
    assert tip in (table.ui.hover_text() or ""), table.ui.hover_text()


def test_a_move_that_ends_the_turn_leaves_the_pass_line_alone(lang: str, data_dir: str) -> None:  # AC-14, AC-26
    """Hot-seat: the third field's purchase waits for its second click, and the click that lets it go ends the turn
    (cards drawn, the screen waits for "Pass to Bruno ▸"). The line says to pass the screen on, as after any move:
    "Not played: …" took its place, worded from the next seat's view after the move."""
    from tests.client.driver import click, game_clickables, wait_for_pass

    app, table = _before_the_third_field(lang, coins=6, second=Seat("Bruno", True))
    for _ in range(12):
        app.frame(DT)
    click(app, (640, 360))  # the curtain before Alice's turn, lifted
    app.frame(DT)
    _click(table, L.field_area(2).center)  # the third field: the first click waits
    waiting = table.ui.armed()
    assert waiting is not None and waiting.kind == "buy_field"
    end = next(r for r, k in game_clickables(table) if isinstance(k, Action) and k.kind == "end")
    _click(table, end.center)  # the first click on End turn says the purchase waits (playtest 34)
    table.clock += 1.0
    _click(table, end.center)  # the second ends the turn: cards drawn, the purchase let go
    table.anim.skip()
    app.frame(DT)
    wait_for_pass(app, table)
    assert table.awaiting_pass and not table.notice.active, table.notice.text
    assert table.prompt_line()[0] == i18n.tr(
        "Your move is made. Click “Pass to {name} ▸” to hide your cards, then hand over the screen.", name="Bruno")


@pytest.mark.parametrize("kind", ["place", "tax"])
def test_a_costly_gift_or_tax_with_no_warning_keeps_the_plain_confirm(kind: str) -> None:  # AC-13, AC-14, AC-17
    """Only the third field's purchase takes the seat's coins (AC-14): a gift or the tax that waits for its second
    click with no warning said is named plainly, never as coins leaving the score."""
    from engine import GAMES
    from engine.al_cabohne.rules import PAY_TAX
    from engine.al_cabohne.state import TAX
    from engine.al_cabohne.words import describe_in
    from engine.core import words

    if kind == "tax":
        s = position(1, phase=TAX, fields={0: [[FIRE], [BLUE] * 2]}, bosses=[[FIRE] * 2, [], []])
        move = PAY_TAX
    else:
        s = position(1, phase=CULTIVATE, kept=[[RUNNER] * 3, [FIRE]], hands={0: [BLUE]},
                     fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, []])
        move = Action("place", s.kept[0][-1], "boss:2")
    view = GAMES["al_cabohne"].view(s, 0)
    assert GAMES["al_cabohne"].is_legal(s, move)
    said = prompts.confirm(view, move, "")
    assert said == words("{move}. Click again to confirm.", move=describe_in(view, move)), said
    assert prompts.confirm(view, Action("buy_field", -1, "field:2"), "").text.startswith("{move}: these coins")


def _gift_waiting(lang: str) -> tuple[Any, Action]:
    """Alice's cultivate phase, her Fire chosen and clicked onto Joe, who would sell at once (AC-13): the gift waits
    for its second click."""
    from tests.client.driver import game_clickables

    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [FIRE, BLUE]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[KIDNEY], [RUNNER], [FIRE] * 2]))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    fire = table.view.hands[0][0]
    _click(table, next(r for r, k in game_clickables(table) if k == Pick("select", "hand", fire)).center)
    _click(table, L.boss_area(2).center)
    waiting = table.ui.armed()
    assert waiting == Action("give", fire, "boss:2") and not table.mod.recipe.actions
    return table, waiting


def _end_button(table: Any) -> Any:
    from tests.client.driver import game_clickables

    return next(r for r, k in game_clickables(table) if isinstance(k, Action) and k.kind == "end")


def test_end_turn_while_a_gift_waits_says_how_to_play_or_skip_it(lang: str, data_dir: str) -> None:  # AC-13
    """Playtest 34: a gift to Joe, who sells at once, waited for its second click; the newcomer clicked End turn and
    the gift was dropped with no word (found only in the review). That click leaves the turn open and says how to
    play the gift or skip it; a click on Joe then plays it, as the line says."""
    table, waiting = _gift_waiting(lang)
    _click(table, _end_button(table).center)
    assert not table.mod.recipe.actions and table.ui.armed() == waiting
    end = Action("end", -1, "")
    said = table.notice.text
    assert said == table.say(prompts.end_first(table.view, waiting, end)), said
    assert said.startswith({"en": "Not played yet: Give ", "fr": "Pas encore joué\u00a0: donner "}[lang]), said
    _click(table, L.boss_area(2).center)  # clicked again, as the line says: given
    assert table.mod.recipe.actions == [waiting]


def test_end_turn_clicked_twice_skips_the_gift_and_says_so(lang: str, data_dir: str) -> None:  # AC-13
    table, waiting = _gift_waiting(lang)
    end = _end_button(table)
    _click(table, end.center)
    table.clock += 1.0  # not a double-click: the second click is read
    _click(table, end.center)
    assert table.mod.recipe.actions == [Action("end", -1, "")]
    _let_go(table, lang, waiting)
