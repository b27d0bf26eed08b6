"""A tip stands clear of the buttons, the panels and the prompt line (playtest 14: a field's tip lay over the next
field, flush with the window's left edge; the tax warning over "Pay tax" and the coach's buttons; a French warning
over the opponent's panel and "End turn · draw"). Hovered as a player would, in English and in French, each tip
is drawn whole inside the window, away from its edges, over none of what the table keeps clear."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, PLANT, TAX
from game import i18n, theme
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table, text_spy
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _tip_at(table: Any, pos: tuple[int, int]) -> pygame.Rect:
    table.mouse = pos
    assert table.ui.hover_text(), pos  # something to say there
    (drawn,) = table.ui.paint_over(pygame.Surface(theme.SCREEN.size))
    return drawn


def _clear(table: Any, tip: pygame.Rect, pos: tuple[int, int]) -> None:
    assert L.TIP_ROOM.contains(tip), tip  # whole, and off the window's edges
    assert not tip.collidepoint(pos), (tip, pos)  # never under the pointer
    clear = table.ui.keep_clear()
    hit = [r for r in clear if r.colliderect(tip)]
    assert not hit, (tip, hit)


def test_a_field_s_tip_covers_neither_the_next_field_nor_the_edge(lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [KIDNEY, PUFF]}, fields={0: [[], [BROAD], []]},
                                  planted=1))
    _set_language(lang)
    for i in range(3):
        pos = L.field_area(i).center
        tip = _tip_at(table, pos)
        _clear(table, tip, pos)
        assert not any(tip.colliderect(L.field_area(j)) for j in range(3)), (i, tip)


def test_the_tax_warning_over_pay_tax_keeps_off_the_buttons_and_the_panels(lang: str, data_dir: str) -> None:
    # AC-17, AC-13: the lone taxed Blue would make Al sell at once: the warning shows over Pay tax
    table = _ac_table_at(position(1, phase=TAX, fields={0: [[BLUE], [PUFF] * 4, [FIRE] * 2]},
                                  bosses=[[BLUE] * 7, [KIDNEY], [BROAD] * 2]))
    _set_language(lang)
    (pay,) = [b.rect for b, a in table.ui.buttons() if a.kind == "tax"]
    tip = _tip_at(table, pay.center)
    assert not tip.colliderect(pay) and not tip.colliderect(L.SCORE_PANEL), tip
    _clear(table, tip, pay.center)
    for j in range(3):  # and each Boss's tip keeps off the Mafia's panel it is about
        pos = L.boss_area(j).center
        _clear(table, _tip_at(table, pos), pos)


def test_a_two_player_warning_by_end_turn_keeps_off_the_opponent_s_panel(lang: str, data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    # AC-17: Al grows Puff; ending the turn leaves the lone Puff on field 2 to be taxed next turn
    table.mod.state = position(2, phase=CULTIVATE, hands={0: [FIRE, BLUE], 1: [RUNNER]},
                               fields={0: [[KIDNEY] * 2, [PUFF]], 1: [[KIDNEY], [BROAD]]}, bosses=[[PUFF] * 2, [FIRE]])
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    end = [b.rect for b, a in table.ui.buttons() if a.kind == "end"]
    assert end, [a for _b, a in table.ui.buttons()]
    pos = end[0].center
    tip = _tip_at(table, pos)
    assert not tip.colliderect(L.OPP_PANEL) and not tip.colliderect(end[0]), tip
    _clear(table, tip, pos)
    for i in range(2):  # the opponent's fields: their tips leave the panel they lie on
        pos = L.opp_field(i).center
        _clear(table, _tip_at(table, pos), pos)


def test_two_warnings_by_end_turn_keep_off_the_hand(lang: str, data_dir: str) -> None:  # rule AC-17
    """Playtest 15 (205.png): the two tax warnings of "End turn · draw" stood over the hand's cards. Hovered, they
    stand clear of the hand as of everything else the table keeps clear."""
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    # Al grows Blue and Don French: the lone Blue and the lone French are both taxed next turn (the playtest's)
    table.mod.state = position(2, phase=CULTIVATE, hands={0: [FIRE, BLUE, KIDNEY, PUFF, BROAD], 1: [RUNNER]},
                               fields={0: [[BROAD], [BLUE], [FRENCH]], 1: [[KIDNEY], [BROAD]]}, bought=[1],
                               bosses=[[BLUE] * 2, [FRENCH] * 3])
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    end = [b.rect for b, a in table.ui.buttons() if a.kind == "end"]
    assert end, [a for _b, a in table.ui.buttons()]
    r = end[0]
    # the playtest's pointer was by the button's left end: the tip then went under it, over the hand
    for pos in (r.center, (r.x + 3, r.bottom - 3), (r.right - 3, r.bottom - 3), (r.x + 3, r.y + 3)):
        assert len(table.ui.warnings_at(pos)) == 2, table.ui.warnings_at(pos)
        tip = _tip_at(table, pos)
        assert not tip.colliderect(L.HAND_AREA), (tip, L.HAND_AREA)
        _clear(table, tip, pos)


def test_a_field_s_tip_keeps_off_the_seat_s_name(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fix 22 (newcomer, Learn to play turn 1): the tip over the first field lay on "Alice", the name of the seat
    whose fields they are. Each field's tip stands clear of the name as drawn on the seat's panel."""
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [KIDNEY, PUFF]}, fields={0: [[BROAD], [BROAD], [PUFF]]},
                                  planted=1))
    _set_language(lang)
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    table.app.draw()
    (name,) = [r for s, r in drawn if s == "Alice" and L.OWN_PANEL.contains(r)]  # not the score panel's
    for i in range(3):
        pos = L.field_area(i).center
        tip = _tip_at(table, pos)
        assert not tip.colliderect(name), (i, tip, name)
        _clear(table, tip, pos)
