"""Space Beans, issue 18: the card under the pointer stays that card from the pointer's coming to the click. A
newcomer against two Normal computers played a card, rested the pointer on the next one while reading it, and the
hand closed up under it (the kit hand's rest): the click hit the card that slid there. A fast second click in a
long (overlapped) hand played the card before the one just played, and a card chosen near its foot rose away from
the pointer, so the click that puts it down took its neighbour."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game.kit.hand import CLOSE_UP
from tests.client.driver import DT, click
from tests.client.test_space_beans_newcomer9 import _table_in

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


def _point(table: Any, pos: tuple[int, int], seconds: float = DT) -> None:
    """Move the pointer to ``pos`` and leave it there ``seconds``."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(max(1, round(seconds / DT))):
        table.app.frame(DT)


def _darth_beans_table(lang: str, hand: list[int]) -> Any:
    """SB-11, SB-20: the open collection is Darth Beans, so each Darth Beans in ``hand`` joins it at one click and
    the turn goes on; at normal speed, as a newcomer plays."""
    table = _table_in(position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(D, 4)]},
                               secret={0: [card_id(BO, 5)]}), lang)
    table.app.settings.speed = "normal"
    table.anim.speed = table.speed()
    return table


SIX = [card_id(K, 3), card_id(D, 5), card_id(D, 7), card_id(D, 2), card_id(D, 6), card_id(BL, 4)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_card_the_pointer_rests_on_after_a_play_is_the_one_its_click_plays(data_dir: str, lang: str) -> None:
    table = _darth_beans_table(lang, SIX)
    at = dict(table.ui.hand_places())
    first, aimed = card_id(D, 5), card_id(D, 6)
    _point(table, at[first].center)
    click(table.app, at[first].center)
    _point(table, at[aimed].center, CLOSE_UP * 2)  # the newcomer reads the card before clicking it
    assert table.ui.hovered() == aimed, "another card slid under the resting pointer"
    line = table.prompt_line()[0]
    click(table.app, at[aimed].center, frames=30)
    assert aimed in table.view.open[0], (line, table.prompt_line()[0])


@pytest.mark.parametrize("frames", [2, 10, 30])
def test_a_quick_second_click_plays_nothing_in_the_gap_and_the_aimed_card_beside_it(data_dir: str,
                                                                                    frames: int) -> None:
    table = _darth_beans_table("en", SIX)
    at = dict(table.ui.hand_places())
    first, beside = card_id(D, 5), card_id(D, 7)
    _point(table, at[first].center)
    click(table.app, at[first].center)
    for _ in range(frames):
        table.app.frame(DT)
    line = table.prompt_line()
    assert table.ui.hovered() is None, "a card rose in the gap, where a click plays nothing"
    click(table.app, at[first].center, frames=3)  # the second half of a double click
    assert list(table.view.open[0]) == [card_id(D, 4), first]
    assert table.prompt_line() == line, "the click in the gap said something"
    click(table.app, at[beside].center, frames=3)  # quickly on the next card, where it still lies
    assert list(table.view.open[0]) == [card_id(D, 4), first, beside]


def test_a_double_click_in_a_long_hand_plays_one_card(data_dir: str) -> None:
    # twelve cards overlap: the card before the one played shows whole where it had been, and rose under the pointer
    # as if the second click would play it
    hand = [card_id(D, v, c) for v in (5, 6, 7, 8, 9) for c in (0, 1)] + [card_id(D, 1), card_id(D, 2)]
    table = _darth_beans_table("en", hand)
    row = table.ui.hand_places()
    for k in (3, 7, 10):
        table = _darth_beans_table("en", hand)
        card, r = row[k]
        spot = ((r.x + row[k + 1][1].x) // 2, r.centery)  # on the strip of it that shows
        _point(table, spot)
        click(table.app, spot, frames=30)  # the card has flown off (0.5 s): the hand takes clicks again
        assert table.ui.hovered() is None, ("the card before rose where a click plays nothing", k)
        click(table.app, spot, frames=3)
        assert list(table.view.open[0]) == [card_id(D, 4), card], k


def test_a_card_chosen_near_its_foot_is_put_down_by_a_second_click_there(data_dir: str) -> None:
    # SB-11: with no secret collection, a card of the open collection's type may join it or start the secret one,
    # so a click chooses it and it stands out of the row; a second click on it puts it down
    hand = [c for c in range(15) if c != card_id(K, 4)][:12]
    state = position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(K, 4)]})
    row = _table_in(state, "en").ui.hand_places()
    for k in (2, 8):
        table = _table_in(state, "en")
        card, r = row[k]
        spot = ((r.x + row[k + 1][1].x) // 2, r.bottom - 3)
        _point(table, spot)
        click(table.app, spot, frames=3)
        assert table.ui.selected == card
        click(table.app, spot, frames=3)
        assert table.ui.selected is None, k
