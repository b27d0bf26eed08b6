"""Système Solaire: the move the coach or the Hint names is the move the screen sets up (issue 18).

Choosing a group lays its cards out as the engine's pick does (SS-20: each card of the group taken goes to the
hand or the front), so a newcomer who clicks the ringed group and then Take plays exactly the advised move.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.seats import Seat
from tests.client.driver import DT, click, open_table
from tests.client.systeme_solaire.drive import placed
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _take_button(table: Any) -> Any:
    return next(c.button for c in table.ui.controls() if c.button.key == "take")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_following_the_coach_then_take_plays_the_advised_split(data_dir: str, language: str) -> None:
    """SS-20: at each group the coach names, one click on its ring and one on Take send exactly the coach's pick,
    cards to the front included ("Sun to your front"); the toggles used to start every card on Hand."""
    app, table = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    try:
        followed = fronts = 0
        for _ in range(200):
            _settle(app, table)
            if table.mod.over:
                break
            aim = table.coach.aim
            if aim is None or aim.kind != "take":
                table.play(aim or table.mod.legal()[0])
                continue
            before = len(table.mod.recipe.actions)
            ring = table.coach.target(table.current_offers(), table.action_rects)
            assert ring is not None, table.coach.text
            click(app, ring.center)  # the ringed group
            app.frame(DT)
            take = _take_button(table)
            assert table.coach.target(table.current_offers(), table.action_rects) == take.rect, \
                "the ring moves on to Take"
            click(app, take.rect.center)  # Take only: no toggle touched
            sent = table.mod.recipe.actions[before:before + 1]  # the computers may answer in the same frame
            assert sent == [aim], (sent, aim)
            followed += 1
            fronts += "f" in aim.target
        assert table.mod.over
        assert followed >= 3 and fronts >= 3, (followed, fronts)
    finally:
        i18n.set_language("en")


def _to_take(app: Any, table: Any) -> bool:
    """Plays the first legal move at each of the human's turns until the human takes a group; whether they do."""
    for _ in range(60):
        for _ in range(5000):  # frames until the human may act (the computers play between) or the end
            if table.mod.over or table.input_open:
                break
            app.frame(DT)
        if table.mod.over:
            return False
        if table.view.phase == "take":
            return True
        table.play(table.mod.legal()[0])
    return False


def _drawn(table: Any, drawn: list[tuple[str, pygame.Rect]]) -> str:
    """The words the table paints now, wrapped lines joined again."""
    del drawn[:]
    table.ui.paint(pygame.Surface((1280, 720)))
    return " ".join(s for s, _r in drawn)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_with_no_hint_asked_a_group_starts_as_the_computer_would_split_it_and_says_so(
        data_dir: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """No coach, no Hint asked, before the last round: a group clicked starts with each card where the Normal
    computer would put it in the player's place, and the caption says so (the toggles stay the player's to set: it
    was taken for the player's own split, playtest 17, 113-g2). All on Hand banked a 4-VP Neptune as money on one
    click of Take (playtest 20, 63a). Rules SS-19..SS-23."""
    from game.kit.coach import engine_choice
    from game.tables.systeme_solaire import layout as L
    from tests.client.driver import text_spy

    app, _t = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    drawn = text_spy(monkeypatch)
    try:
        differs = 0  # groups the Normal computer would not put all in hand: an all-in-hand start fails on them
        for seed in (11, 12, 13, 14):
            table = open_table(app, "systeme_solaire", [Seat("Alice", True), Seat("Orbit", False),
                                                        Seat("Nova", False)], seed=seed)
            app.push(table)
            assert table.coach is None
            if not _to_take(app, table):
                continue
            for g in sorted({a.card for a in table.choices.of("take")}):
                takes = [a for a in table.choices.of("take") if a.card == g]
                normal = engine_choice("systeme_solaire", table.view, takes, "test")
                click(app, L.group_area(g, table.view.players).center)
                placed(app, table)
                n = len(table.view.groups[g])
                assert normal is not None and table.ui.split == normal.target, (table.ui.split, normal)
                shown = [(h.button.primary, f.button.primary) for h, f, _b in table.ui.toggles()]
                assert shown == [(t == "h", t == "f") for t in normal.target]  # the lit toggle per card
                said = i18n.tr("Group {n}: cards start where the computer would put them; change any, then Take",
                               n=g + 1)
                assert said in _drawn(table, drawn), said
                differs += normal is not None and normal.target != "h" * n
                click(app, L.group_area(g, table.view.players).center)  # let it go again
                assert table.ui.group is None
            if differs:
                break
        assert differs >= 1, "no group where the Normal computer would put a card in front: the test proves nothing"
    finally:
        i18n.set_language("en")


def test_a_group_the_hint_named_starts_as_the_hint_puts_it(data_dir: str) -> None:
    """With the Hint asked, its group starts split as the Hint says (Take alone plays it); another group starts
    as the Normal computer would split it, since the Hint said nothing about it."""
    from game.kit.coach import engine_choice
    from game.tables.systeme_solaire import layout as L

    app, _t = _learn("systeme_solaire")
    fronts = 0
    for seed in (11, 12, 13, 14):
        table = open_table(app, "systeme_solaire", [Seat("Alice", True), Seat("Orbit", False),
                                                    Seat("Nova", False)], seed=seed)
        app.push(table)
        if not _to_take(app, table):
            continue
        table.advisor.ask()  # the Hint button
        for _ in range(3000):
            if table.advisor.advice is not None:
                break
            app.frame(DT)
        hint = table.advisor.advice.action
        assert hint.kind == "take"
        for g in sorted({a.card for a in table.choices.of("take")}):
            click(app, L.group_area(g, table.view.players).center)
            placed(app, table)
            takes = [a for a in table.choices.of("take") if a.card == g]
            normal = engine_choice("systeme_solaire", table.view, takes, "test")
            assert normal is not None
            assert table.ui.split == (hint.target if g == hint.card else normal.target)
            click(app, L.group_area(g, table.view.players).center)
        fronts += "f" in hint.target
        if fronts:
            break
    assert fronts >= 1, "no Hint with a card for the front: the test proves nothing"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_prompt_names_the_cards_of_the_group_being_taken(data_dir: str, language: str) -> None:
    """SS-20: with a group chosen, the prompt names where each of its cards goes by name ("Take group 3: Sun to your
    front"), as the Hint does, not "the card to your front"."""
    from engine.systeme_solaire import card_words
    from game.words import say

    app, table = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    try:
        for _ in range(200):
            _settle(app, table)
            if table.view.phase == "take" and table.input_open:
                break
            table.play(table.coach.aim or table.mod.legal()[0])
        g = min(a.card for a in table.choices.of("take"))
        table.ui.choose_group(g)
        placed(app, table)  # its cards set once the ranking is done
        line = table.ui.prompt()[0]
        for c in table.view.groups[g]:
            assert say(card_words(c), table.names) in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_tip_is_drawn_over_the_coach(data_dir: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A face-up card's tip (its values, SS-3) near the coach's panel is drawn over it, not cut off under it."""
    from game.kit import panels

    app, table = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    try:
        _settle(app, table)
        last = len(table.view.groups) - 1
        assert table.view.groups[last] and table.coach.text
        # the last group's first card: its tip runs under the coach's panel
        table.mouse = table.ui._shown_rect(("group", last), 0, len(table.view.groups[last])).center
        order: list[str] = []
        tip, coach_draw = panels.tip, table.coach.draw

        def tip_drawn(*a: Any, **k: Any) -> Any:
            if a[0].get_size() != (1, 1):  # a tip measured on a one-pixel surface (where it would stand) is not drawn
                order.append("tip")
            return tip(*a, **k)

        def coach_drawn(*a: Any, **k: Any) -> Any:
            order.append("coach")
            return coach_draw(*a, **k)

        monkeypatch.setattr(panels, "tip", tip_drawn)
        monkeypatch.setattr(table.coach, "draw", coach_drawn)
        table.draw(pygame.Surface((1280, 720)))
        assert order == ["coach", "tip"], order
    finally:
        i18n.set_language("en")
