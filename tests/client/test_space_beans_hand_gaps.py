"""Space Beans: a click in the gap a played card leaves in the hand reaches the nearer card, never nothing
(issue 18: the hand keeps its places while the pointer stays over it, and a second click there fell in a hole)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from tests.client.driver import DT, click
from tests.client.test_space_beans_newcomer9 import _table_in

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


def _point(table: object, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    table.app.frame(DT)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_in_a_gap_of_the_hand_reaches_the_nearer_card(data_dir: str, lang: str) -> None:
    # SB-11: a card of the open collection's type joins it at one click (the secret one is started)
    first = card_id(D, 5)  # between a Klingbohn and a Bluebean in the hand's order
    hand = [card_id(K, 3), first, card_id(D, 7), card_id(BL, 4)]  # the second Darth Beans keeps the turn open
    table = _table_in(position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(D, 4)]},
                                    secret={0: [card_id(BO, 5)]}), lang)
    at = dict(table.ui.hand_places())[first].center
    _point(table, at)
    click(table.app, at)
    for _ in range(10):
        table.app.frame(DT)
    assert first in table.view.open[0]
    row = sorted(table.ui.hand_places(), key=lambda cr: cr[1].x)
    left, right = max(zip(row, row[1:], strict=False), key=lambda pair: pair[1][1].x - pair[0][1].right)
    assert right[1].x - left[1].right > 20, "the hand keeps the played card's place while the pointer is over it"
    gap = (right[1].x - 3, right[1].centery)  # nearer the second Darth Beans, in the hole the first one left
    _point(table, gap)
    assert dict(table.ui.hand_places())[right[0]].x == right[1].x, "the pointer over the gap keeps the places"
    assert [k for r, k in table.clickables() if r.collidepoint(gap)], "a click in the gap reaches no card"
    click(table.app, gap)
    assert right[0] in table.view.open[0], "the click in the gap did not play the nearer card"


def _played_at_normal_speed() -> object:
    """A hand of four after its second card was played at normal speed, the pointer still over the hand."""
    first = card_id(D, 5)
    hand = [card_id(K, 3), first, card_id(D, 7), card_id(BL, 4)]
    table = _table_in(position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(D, 4)]},
                                    secret={0: [card_id(BO, 5)]}), "en")
    table.app.settings.speed = "normal"
    table.anim.speed = table.speed()
    at = dict(table.ui.hand_places())[first].center
    _point(table, at)
    click(table.app, at)
    for k in range(60):  # the card's flight lands; the pointer stays over the hand (moving), which keeps its gap
        _point(table, (at[0] + k % 2, at[1]))
    assert first in table.view.open[0]
    return table


def test_the_hand_closes_up_by_sliding_not_by_a_jump(data_dir: str) -> None:
    # playtest 12: as the hand closed up after a play, the cards jumped under the pointer; they slide there now
    table: Any = _played_at_normal_speed()
    last = card_id(BL, 4)
    before = dict(table.ui.hand_places())[last].x
    _point(table, (640, 200))  # the pointer leaves the hand: it closes up
    xs = [dict(table.ui.hand_places())[last].x]
    for _ in range(40):
        table.app.frame(DT)
        xs.append(dict(table.ui.hand_places())[last].x)
    end = xs[-1]
    assert end != before, "the hand closed up"
    between = [x for x in xs if min(before, end) < x < max(before, end)]
    assert len(between) >= 3, ("the card jumped to its new place", before, xs)
    assert all(abs(b - a) <= abs(end - before) * 0.6 for a, b in zip([before, *xs], xs, strict=False)), xs


def test_the_table_is_not_painted_again_while_the_hand_slides(data_dir: str) -> None:
    # the bench's busiest frame (bench/client_bench.py): each frame of a slide painted the whole table again; the
    # sliding cards are drawn over it, and the table only once the slide is over
    table: Any = _played_at_normal_speed()
    last = card_id(BL, 4)
    _point(table, (640, 200))  # the pointer leaves the hand: it closes up
    xs, builds = [], []
    for _ in range(40):
        before = table.layer.builds
        table.app.frame(DT)
        builds.append(table.layer.builds - before)
        xs.append(dict(table.ui.hand_places())[last].x)
    sliding = [k for k in range(1, len(xs) - 1) if xs[k - 1] != xs[k] != xs[k + 1]]  # moved, and moves on
    assert len(sliding) >= 3, xs
    assert not any(builds[k] for k in sliding), (xs, builds)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_keeps_still_while_the_pointer_goes_to_a_collection_and_back(data_dir: str, lang: str) -> None:
    # SB-11, SB-13: a card with two places to go is picked up in the hand, then put down on a collection; the pointer
    # came back to the next card, which had slid 50 px aside meanwhile, and the click met nothing (playtest 28)
    five, seven = card_id(CE, 5), card_id(CE, 7)
    hand = [card_id(D, 4), card_id(BL, 4), card_id(BL, 5), card_id(BE, 7), five, seven]
    table = _table_in(position(4, phase=COLLECT, hands={0: hand}, open={0: [card_id(CE, 3)]}), lang)
    before = dict(table.ui.hand_places())
    _point(table, before[five].center)
    click(table.app, before[five].center, frames=2)
    assert table.ui.selected == five, "the card is picked up: it has two places to go"
    target = table.ui._target_rect("open").center
    _point(table, target)
    click(table.app, target, frames=10)
    assert five in table.view.open[0]
    back = before[seven].center
    _point(table, back)
    assert dict(table.ui.hand_places())[seven].x == before[seven].x, "the next card slid away from its place"
    click(table.app, back, frames=2)
    assert table.ui.selected == seven or seven in table.view.open[0], "the click on the next card met nothing"
