"""A long Al Cabohne hand is held as a hand of cards: overlapped, each card over the one before, with each card's
name and every meter number in sight (issue 18, playtest 76.png: a hand of 9 overlapped, cutting names to "Grimpan"
and the meters' last column; fix 22: laid side by side instead, a hand of 9 took cards 73 pixels wide with
10-pixel names, "drawn tiny"). English and French, every bean."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import BEANS, CARD_TYPE, TYPES
from game import i18n, theme
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import meter_cells, name_label

READABLE = 76  # px: a hand card of 8–10 cards is at least this wide (was 70 side by side): names of 11–12 px


def _one_of_each() -> list[int]:
    """A card of each bean type."""
    first: dict[int, int] = {}
    for card, t in enumerate(CARD_TYPE):
        first.setdefault(t, card)
    return [first[t] for t in range(len(TYPES))]


def test_a_hand_of_up_to_ten_keeps_its_cards_readable_and_inside_its_place() -> None:
    for count in range(1, 13):
        rects = [L.hand_rect(i, count) for i in range(count)]
        assert rects[0].x == L.HAND_AREA.x and rects[-1].right <= L.HAND_AREA.right, (count, rects)
        assert all(b.x > a.x for a, b in zip(rects, rects[1:], strict=False)), count  # in order, front first
        if count <= 10:
            assert rects[0].w >= READABLE, (count, rects[0])
        if count <= 7:  # a short hand: full size, side by side
            assert rects[0].size == L.HAND and all(b.x >= a.right for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_overlapped_card_shows_its_whole_name_and_every_meter_number(language: str) -> None:
    pygame.font.init()
    i18n.set_language(language)
    try:
        for count in range(8, 13):
            a, b = L.hand_rect(0, count), L.hand_rect(1, count)
            shown = b.x - a.x  # of each card but the last, what the next one leaves in sight
            for card in _one_of_each():
                _img, name = name_label(card, a.w, a.h)
                assert name.right <= shown, (language, count, i18n.tr(BEANS[CARD_TYPE[card]].name), name, shown)
                for k, cell in enumerate(meter_cells(a.w, a.h)):
                    number = theme.font(max(8, int(cell.h * 0.48)), True).size(str(BEANS[CARD_TYPE[card]].meter[k]))
                    assert cell.centerx + number[0] // 2 <= shown, (language, count, card, k, shown)
    finally:
        i18n.set_language("en")


# what of each card a long hand shows (the next card's left edge, or the whole last card): a hand of 10 showed 72
# pixels of cards 76 wide and one of 12 showed 60 of 63 (playtest 23: names and meter numbers hard to read)
SHOWN_AT_LEAST = {10: 80, 12: 66}


@pytest.mark.parametrize("count", sorted(SHOWN_AT_LEAST))
def test_a_long_hand_shows_more_of_each_card_clear_of_the_fields_and_coins(count: int) -> None:
    rects = [L.hand_rect(i, count) for i in range(count)]
    shown = [b.x - a.x for a, b in zip(rects, rects[1:], strict=False)] + [rects[-1].w]
    assert min(shown) >= SHOWN_AT_LEAST[count], (count, shown)
    hand = rects[0].unionall(rects)
    # nothing of the seat's own row is under the hand: fields, their buttons, the coin pile, "Buy 3rd field"
    others = [*(L.field_area(i) for i in range(3)), *(L.harvest_button(i) for i in range(3)), L.COINS, L.BUY_BUTTON]
    assert not any(hand.colliderect(r) for r in others), (hand, others)
    assert L.OWN_PANEL.contains(hand), (hand, L.OWN_PANEL)
