"""Système Solaire, the group selection: how a chosen group's Hand / Front toggles start, and the side note under
"Your choice" that says so (playtest 19, 78.png and 54.png)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action
from engine.systeme_solaire import GAME, card_id
from engine.systeme_solaire.facts import last_round_split
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.view import project
from game import i18n
from game.kit.choices import Pick
from tests.client.driver import click, text_spy
from tests.client.systeme_solaire.drive import inject, press, table_app
from tests.client.systeme_solaire.test_advice_on_screen import _drawn

# the tester's table at 78.png: Alice's front holds a Neptune, group 1 is {Neptune, Sun}
FRONT = ["Venus", "Mercury", "Neptune", "Uranus"]
HANDS = {0: ["Uranus"], 1: ["Mars", "P1"], 2: ["Saturn", "P5"]}
GROUPS = [["Neptune", "Sun"], ["Venus", "Saturn"], ["Mercury"]]


def _last_round(round_: int = 5) -> tuple[Any, Any]:
    app, table = table_app(3, 4)
    inject(table, position(3, hands=HANDS, fronts={0: FRONT}, groups=GROUPS, round=round_, phase="take",
                           order=(0, 1, 2)))
    for _ in range(5):
        app.frame(1 / 60)
    assert table.input_open and table.view.phase == "take"
    return app, table


def _taken_at_once(app: Any, table: Any) -> Any:
    """One click on Take, no toggle touched; the state once it has landed."""
    take = next(c for c in table.ui.controls() if c.button.key == "take")
    click(app, take.button.rect.center)
    for _ in range(5):
        app.frame(1 / 60)
    return table.mod.state


@pytest.mark.parametrize("language", ["en", "fr"])
def test_last_round_one_click_take_sends_the_sun_to_the_front(
        data_dir: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """SS-26, SS-24: in the last round a hand card counts only for the hand bonus. A group chosen there starts each
    card where it scores more — the Sun (6 VP in this front) in front, the second Neptune in hand (SS-21) — and the
    note says why; "Take" alone used to put the Sun in the hand."""
    i18n.set_language(language)
    drawn = text_spy(monkeypatch)
    try:
        app, table = _last_round()
        assert not table.view.deck  # the last round (SS-24)
        press(app, table, Pick("group", "", 0))
        note = i18n.tr("Group {n}, last round: each card starts where it scores more for you", n=1)
        assert note in _drawn(table, drawn)
        sun, neptune = card_id("Sun"), card_id("Neptune", 1)
        mine = _taken_at_once(app, table)
        assert sun in mine.fronts[0], mine.fronts[0]
        assert neptune in mine.hands[0] and sun not in mine.hands[0], mine.hands[0]
    finally:
        i18n.set_language("en")


def test_last_round_start_keeps_a_card_in_hand_only_for_a_sure_bonus() -> None:
    """SS-26: a hand card scores 2 VP only for the best hand value. A Jupiter (2 VP in front) that makes this hand
    the best for sure starts in hand (its 2 cards then score 4); while a seat still to take could overtake it with
    the richest group left, the same Jupiter starts in front."""
    hands = {0: ["P4"], 1: ["P5", "P3"], 2: ["P2"]}
    groups = [["Jupiter"], ["Saturn"], ["Mars"]]
    # seat 1 (hand 8) takes after seat 0: 8 + the Saturn's 4 would beat 4 + 5
    v = project(position(3, hands=hands, groups=groups, round=5, phase="take", order=(0, 2, 1)), 0)
    assert last_round_split(v, 0, ("h", "f")) == "f"
    # seat 1 took the Saturn to its front first: its 8 is fixed, and the Mars left can't lift seat 2's 2 past 9
    s = position(3, hands=hands, groups=groups, round=5, phase="take", order=(1, 0, 2))
    s, _events = GAME.apply_legal(s, Action("take", 1, "f"))
    v = project(s, 0)
    assert v.to_act == 0 and v.hand_values[1] == 8
    assert last_round_split(v, 0, ("h", "f")) == "h"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_note_follows_the_toggles(data_dir: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the last round a group starts as the computer would split it and the note says so; once a card is
    moved it says to place each card instead (54.png). Group 1, Neptune and Sun: the Neptune must go to the hand
    (one is in this front, SS-21), the Sun starts in front (SS-25; playtest 20: a group started all in hand)."""
    i18n.set_language(language)
    drawn = text_spy(monkeypatch)
    try:
        app, table = _last_round(round_=4)
        press(app, table, Pick("group", "", 0))
        start = i18n.tr("Group {n}: cards start where the computer would put them; change any, then Take", n=1)
        assert table.ui.split == "hf" and start in _drawn(table, drawn)
        press(app, table, Pick("place", "h", 1))  # the Sun to the hand
        assert table.ui.split == "hh"
        after = _drawn(table, drawn)
        assert start not in after
        assert i18n.tr("Group {n}: put each card in your hand or your front", n=1) in after
    finally:
        i18n.set_language("en")


def test_before_the_last_round_one_click_take_sends_the_sun_where_the_computer_would(
        data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 20 (63a.png): in rounds 1 to 4 every card started on Hand, so one click on Take banked a Neptune
    worth 4 VP as money. Round 4, group 1 {Neptune, Sun}: the second Neptune must go to the hand (SS-21), the Sun
    starts in front (SS-25) as the Normal computer would put it, and the note says whose split it is."""
    drawn = text_spy(monkeypatch)
    app, table = _last_round(round_=4)
    assert table.view.deck  # not the last round (SS-24)
    press(app, table, Pick("group", "", 0))
    assert i18n.tr("Group {n}: cards start where the computer would put them; change any, then Take", n=1) \
        in _drawn(table, drawn)
    sun, neptune = card_id("Sun"), card_id("Neptune", 1)
    mine = _taken_at_once(app, table)
    assert sun in mine.fronts[0] and neptune in mine.hands[0], (mine.fronts[0], mine.hands[0])
