"""Undo where it is fair against computers (playtest 22: "Undo is never usable against computers").

What nobody has answered may be taken back: the clicks that put a payment, a secret selection, a take or a bid
together on screen before it is sent (nobody has seen them), and the player's sent selection while the computers
after them only pick in secret (SS-15: the others see "has chosen", nothing of the cards). What a computer
answers in the open (a bid, a pass, a take) or a reveal still ends it, and the greyed Undo says so.
"""

from __future__ import annotations

from engine.core import Action, english
from engine.systeme_solaire.positions import position
from game.kit.choices import Pick
from game.moderator import Moderator
from tests.client.driver import DT, click_key
from tests.client.systeme_solaire.drive import inject, press, seats, table_app

# seat 3 (a computer) won the auction and pays nothing more: seats 0 (Alice), 1 and 2 select in turn (SS-15)
SELECTING = dict(hands={0: ["P3", "P2", "Mars"], 1: ["P3", "P4"], 2: ["Uranus", "P1"], 3: ["P1"]},
                 groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3, phase="select")


def _undo_lit(table) -> bool:
    button = table.menu.get("ui:undo")
    return button is not None and button.enabled


def test_each_card_picked_for_the_selection_is_put_back_by_undo(data_dir: str) -> None:
    # SS-15: the selection is collected on screen and sent whole; until Confirm nobody has seen a card of it
    app, table = table_app(4, 2)
    inject(table, position(4, **SELECTING))
    app.frame(DT)
    assert table.input_open and table.view.phase == "select"
    assert not _undo_lit(table)
    first, second = table.view.hands[0][0], table.view.hands[0][2]
    press(app, table, Pick("pick", "hand", first))
    press(app, table, Pick("pick", "hand", second))
    app.frame(DT)
    assert table.ui.picked == tuple(sorted((first, second)))
    assert _undo_lit(table), english(table.mod.why_no_undo(), table.names)
    moves = len(table.mod.recipe.actions)
    click_key(app, "ui:undo")
    assert table.ui.picked == (first,)  # the last card picked goes back first
    click_key(app, "ui:undo")
    assert table.ui.picked == () and len(table.mod.recipe.actions) == moves and table.input_open
    app.frame(DT)
    assert not _undo_lit(table)  # nothing left to put back, and no move of Alice's to take back


def test_a_group_chosen_and_a_card_sent_to_the_front_are_taken_back_in_turn(data_dir: str) -> None:
    # SS-19..SS-21: the take is put together (a group, then each card to hand or front) before Take sends it
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P3"], 1: ["P3"], 2: ["P2"]}, groups=[["Mars", "Venus"], ["Sun"], ["P1"]],
                           marker=0, winner=0, order=(0, 1, 2), phase="take"))
    app.frame(DT)
    assert table.input_open and table.view.phase == "take" and table.view.to_act == 0
    press(app, table, Pick("group", "", 0))
    start = table.ui.split
    toggles = [c for _h, c, _b in table.ui.toggles() if c.button.enabled and not c.button.primary]
    toggles += [h for h, _f, _b in table.ui.toggles() if h.button.enabled and not h.button.primary]
    press(app, table, toggles[0].key)
    assert table.ui.split != start
    app.frame(DT)
    assert _undo_lit(table)
    click_key(app, "ui:undo")
    assert table.ui.group == 0 and table.ui.split == start
    click_key(app, "ui:undo")
    assert table.ui.group is None


def test_a_bid_raised_on_the_button_is_lowered_back(data_dir: str) -> None:
    app, table = table_app(3, 2)
    app.frame(DT)
    assert table.view.phase == "bid" and table.input_open
    amount, moves = table.ui.amount, len(table.mod.recipe.actions)
    press(app, table, Pick("bid", "", 1))
    app.frame(DT)
    assert table.ui.amount == amount + 1 and _undo_lit(table)
    click_key(app, "ui:undo")
    assert table.ui.amount == amount and len(table.mod.recipe.actions) == moves and table.input_open


def test_a_sent_selection_is_taken_back_while_the_computers_pick_in_secret_not_after_the_reveal() -> None:
    # SS-15, SS-16: a computer's secret pick shows Alice only that it was made; the reveal shows every card
    mod = Moderator("systeme_solaire", seats(4), 2)
    mod.state = position(4, **SELECTING)
    start, moves = mod.state, len(mod.recipe.actions)
    mod.apply(Action("select", mod.view().hands[0][0]))
    mod.apply(Action("done"), joined=True)  # as the table sends it: the selection, then its confirmation
    assert mod.to_act == 1 and mod.can_undo  # Nova is to pick: nothing is shown yet
    while (a := mod.think(0.05)) is None:
        pass
    mod.apply(a)  # Nova's first secret pick
    assert mod.to_act in (1, 2) and mod.can_undo, english(mod.why_no_undo(), ["Alice", "Nova", "Orbit", "Pulsar"])
    mod.undo()
    assert mod.state == start and len(mod.recipe.actions) == moves and mod.human_turn
    mod.apply(Action("select", mod.view().hands[0][0]))
    mod.apply(Action("done"))
    while mod.view().phase == "select":
        while (a := mod.think(0.05)) is None:
            pass
        mod.apply(a)
    assert mod.view().totals, "the reveal came"
    assert not mod.can_undo
    assert "a computer's answer is new information" in english(mod.why_no_undo(), ["Alice", "Nova", "Orbit", "P"])


def test_a_greyed_undo_never_calls_a_secret_pick_new_information() -> None:
    # SS-15: Nova and Orbit select before Alice; their picks show her nothing, so the reason stays that of the
    # last move seen in the open (here: none of Alice's yet)
    mod = Moderator("systeme_solaire", seats(4, first_bot=True), 2)
    mod.state = position(4, **{**SELECTING, "winner": 2, "marker": 2})  # seats 3, 0 (Nova), 1 (Alice) select
    reason = mod.why_no_undo()
    while not mod.human_turn:
        while (a := mod.think(0.05)) is None:
            pass
        mod.apply(a)
    assert mod.why_no_undo() == reason, english(mod.why_no_undo(), ["Nova", "Alice", "Orbit", "Pulsar"])
