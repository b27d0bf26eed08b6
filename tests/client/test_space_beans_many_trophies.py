"""The viewer's trophy row with the most trophies a game gives (``TROPHY_MOST``, 20: SB-16, SB-25, SB-27): each
trophy's value and type stay readable. The row held 176 pixels: from nine trophies on the cards lay as slivers a few
pixels wide, no digit left (newcomer test 29). It now runs to the right margin, each type's trophies together, every
card showing at least a readable value disc, and the frame passes the layout probe in every language."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import card_id
from engine.space_beans.cards import TYPE_OF, VALUE_OF
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game.tables.space_beans import layout as L
from tests.client.driver import DT
from tests.client.space_beans.screens import table_at

# the 20 trophies one seat can hold: the seven 1s and 2s and two 3s before its last turn (27 points, under the goal
# of SB-25), two 3s closed in that turn (SB-15) and two 4s in the final count (SB-27)
MOST = ([card_id(t, v) for v in (1, 2) for t in range(7)] + [card_id(t, 3) for t in range(4)]
        + [card_id(t, 4) for t in range(2)])
# the most trophies one seat can hold (SB-16, SB-25, SB-27): under 30 points before its last turn, the seven 1s, the
# seven 2s and two 3s (16 cards, 27 points); that turn closes two collections (SB-15) and the final count two more
TROPHY_MOST = 20
# the part of a card that shows before the next one covers it, for its value disc to carry a digit of 14 points or
# more (``art.index``: a disc of radius (visible - 3) // 2, its digit 1.5 times that)
READABLE_STRIP = 21


def test_the_most_trophies_are_counted_right() -> None:
    assert len(MOST) == TROPHY_MOST == len(set(MOST))
    before_last_turn = sorted(MOST, key=lambda c: VALUE_OF[c])[:16]
    assert sum(VALUE_OF[c] for c in before_last_turn) < 30  # SB-25: the game had not ended before that turn


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
@pytest.mark.parametrize("players", [2, 6])
def test_the_most_trophies_show_each_value_and_type(data_dir: str, lang: str, players: int) -> None:
    from tests.client.layout_walk import checked_apps

    state = position(players, phase=COLLECT, hands={0: [card_id(5, 9), card_id(6, 9)]}, trophies={0: MOST})
    with checked_apps(lang) as rec:
        app, shown = table_at(state)
        table: Any = shown
        table.forget_screen()
        app.frame(DT)
    assert [str(i) for i in rec.issues] == []
    layout = table.ui.layout
    zone = ("trophy", 0)
    cards = layout.zone_cards(table.view, zone)
    assert sorted(cards) == sorted(MOST)
    assert cards == sorted(cards, key=lambda c: (TYPE_OF[c], VALUE_OF[c]))  # each type's trophies together
    rects = [layout.card_rect(zone, i, len(cards)) for i in range(len(cards))]
    strips = [b.x - a.x for a, b in zip(rects[:-1], rects[1:], strict=True)]
    assert min(strips) >= READABLE_STRIP, strips
    row = rects[0].unionall(rects[1:])
    assert row.right <= 1280 - 14 and not row.colliderect(L.BUTTONS_RECT) and not row.colliderect(L.HAND_AREA)
