"""The kit's hand row (``game.kit.hand``): places kept while the pointer is over the hand, the close-up and its
slide, the double click into a gap, and the name bands of overlapped cards."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from game import theme
from game.kit.hand import (
    BAND_READABLE,
    CLOSE_UP,
    NAME_MARGIN,
    NO_POINTER,
    SQUEEZE,
    Hand,
    band_text,
    one_style,
    reach,
    showing,
    squeezed,
    strip_room,
)
from game.kit.rows import in_row

AREA = pygame.Rect(100, 500, 400, 100)
SIZE = (60, 100)


def _table(mouse: tuple[int, int] = (0, 0), speed: float = 0.0) -> Any:
    return SimpleNamespace(mouse=mouse, clock=0.0, anim=SimpleNamespace(speed=speed))


def _places(hand: Hand, cards: list[int], step: int = 1, lifted: int | None = None) -> list[tuple[int, pygame.Rect]]:
    return hand.places(cards, lambda k, n: in_row(AREA, SIZE, k, n, 70), AREA, step, lifted=lifted, lift=20)


def _xs(placed: list[tuple[int, pygame.Rect]]) -> list[int]:
    return [r.x for _c, r in placed]


def test_a_card_played_leaves_a_gap_while_the_pointer_stays_over_the_hand() -> None:
    t = _table(mouse=(250, 550))
    hand = Hand(t)
    before = _xs(_places(hand, [1, 2, 3]))
    assert _xs(_places(hand, [1, 3])) == [before[0], before[2]]  # 3 stays under the pointer
    t.mouse = (250, 300)  # away: the hand closes up
    assert _xs(_places(hand, [1, 3])) == before[:2]


def test_a_second_tap_on_one_spot_does_not_close_the_hand_up() -> None:
    t = _table(mouse=(250, 550))
    hand = Hand(t)
    before = _xs(_places(hand, [1, 2, 3]))
    t.mouse = NO_POINTER
    assert _xs(_places(hand, [1, 3])) == [before[0], before[2]]


def test_the_pointer_resting_still_closes_the_hand_up_and_the_cards_slide() -> None:
    t = _table(mouse=(200, 550), speed=1.0)  # on card 2, which is played: the pointer rests in its gap
    hand = Hand(t)
    before = _xs(_places(hand, [1, 2, 3]))
    hand.click(_places(hand, [1, 2, 3]), lambda: None)
    _places(hand, [1, 3])
    hand.tick(CLOSE_UP / 2)
    assert _xs(_places(hand, [1, 3])) == [before[0], before[2]]
    hand.tick(CLOSE_UP)  # rested long enough
    assert _xs(_places(hand, [1, 3])) == [before[0], before[2]]  # the slide starts where the card stood
    t.clock = 0.05
    mid = _xs(_places(hand, [1, 3]))[1]
    assert before[1] < mid < before[2]
    t.clock = 1.0
    assert _xs(_places(hand, [1, 3])) == before[:2]


def test_a_rest_never_slides_another_card_under_the_pointer() -> None:
    # issue 18: a newcomer played a card, rested the pointer on the card after the gap while reading it, and the
    # hand closed up under it: the click played the card that had slid there. The gap waits for the pointer to leave
    t = _table(mouse=(250, 550), speed=1.0)  # on card 3, after the gap card 2 leaves
    hand = Hand(t)
    before = _xs(_places(hand, [1, 2, 3]))
    _places(hand, [1, 3])
    for _ in range(3):
        hand.tick(CLOSE_UP)
        _places(hand, [1, 3])
        t.clock += 1.0  # any slide is over
        placed = _places(hand, [1, 3])
        assert _xs(placed) == [before[0], before[2]]
        assert hand.at(t.mouse, placed) == 3
    t.mouse = (250, 300)  # away: the hand closes up
    _places(hand, [1, 3])
    t.clock += 1.0
    assert _xs(_places(hand, [1, 3])) == before[:2]


def test_a_new_step_closes_the_hand_up() -> None:
    t = _table(mouse=(250, 550))
    hand = Hand(t)
    before = _xs(_places(hand, [1, 2, 3]))
    _places(hand, [1, 3])
    assert _xs(_places(hand, [1, 3], step=2)) == before[:2]


def test_the_chosen_card_stands_higher_and_covers_nothing() -> None:
    hand = Hand(_table())
    placed = _places(hand, [1, 2, 3], lifted=2)
    assert [r.y for _c, r in placed] == [AREA.y, AREA.y - 20, AREA.y]
    reached = dict(reach(placed))
    assert reached[1].w == SIZE[0]  # the card after it is lifted away: all of card 1 is clickable
    assert [c for c, _r in reach(placed)] == [3, 2, 1]  # topmost first


def test_a_double_click_into_the_gap_a_card_left_plays_nothing_more() -> None:
    t = _table(mouse=(250, 550))
    hand = Hand(t)
    played: list[int] = []
    placed = _places(hand, [1, 2, 3])
    t.mouse = (placed[1][1].x + 5, 560)
    hand.click(placed, lambda: played.append(2))
    # the hand keeps its places; the second click of the double click falls into the gap
    hand.click(_places(hand, [1, 3]), lambda: played.append(99))
    assert played == [2]
    t.mouse = (placed[2][1].x + 5, 560)
    hand.click(_places(hand, [1, 3]), lambda: played.append(3))
    assert played == [2, 3]


def test_what_shows_of_each_card_and_one_name_style_a_kind() -> None:
    placed = [(1, pygame.Rect(0, 0, 60, 90)), (2, pygame.Rect(30, 0, 60, 90)), (12, pygame.Rect(50, 0, 60, 90)),
              (13, pygame.Rect(200, 0, 60, 90))]
    assert showing(placed, covered=5) == [25, 15, 145, 60]
    # a strip narrower than 20 pixels shortens its name: its kind (tens) is short on every card, the others whole
    assert one_style(placed, showing(placed, 5), lambda c: c // 10, lambda c, w, vis: vis < 20) == {0}
    assert one_style(placed, showing(placed), lambda c: c // 10, lambda c, w, vis: vis < 20) == set()


def test_a_strip_carries_its_whole_name_a_little_narrower_before_its_short_form() -> None:
    pygame.font.init()
    name, short = "Bluebeans", "Blue"
    wide = theme.font(BAND_READABLE, True).size(name)[0]
    # a strip a little too narrow for the name at the smallest readable size: whole, drawn narrower
    visible = int(wide * 0.9) + 2 * NAME_MARGIN
    text, size = band_text(name, 92, visible, short)
    assert (text, size) == (name, BAND_READABLE)
    image = squeezed(theme.font(size, True).render(text, True, (0, 0, 0)), strip_room(92, visible))
    assert image.get_width() == strip_room(92, visible)
    # far too narrow for the whole name even drawn narrower: the short form; too narrow for either: no name
    assert band_text(name, 92, int(wide * SQUEEZE) - 2 + 2 * NAME_MARGIN, short)[0] == short
    assert band_text(name, 92, 6, short) == ("", 0)
    # a face shown whole never squeezes: it goes down to 7 points instead
    assert band_text(name, 92, 92)[0] == name
