"""Space Beans for a newcomer (newcomer test 30): who receives the passed hand is said on the button that passes it
(SB-22), opponents' trophies stay readable however many they hold, and Learn to play's coach speaks as the deal
lands."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 6])
def test_done_names_the_seat_the_hand_is_passed_to(players: int) -> None:
    """SB-22: the cards left in hand go to the player on the right, seat − 1. The Done button that passes them names
    that seat (a newcomer needed the rules page to learn who got them)."""
    state = position(players, phase=COLLECT, collecting=(K, "open"), hands={0: [card_id(K, 4), card_id(BL, 5)]},
                     open={0: [card_id(K, 7)]})
    table: Any = table_at(state)[1]
    receiver = table.seats[(0 - 1) % players].name
    labels = [b.label for b, _a in table.ui.buttons()]
    assert f"Done · to {receiver} ▸" in labels, labels
    i18n.set_language("fr")
    labels = [b.label for b, _a in table.ui.buttons()]
    assert f"Terminé · à {receiver} ▸" in labels, labels


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_an_opponents_trophies_lie_whole_with_their_count(players: int) -> None:
    """SB-16: a closed collection's card of value N becomes a trophy. An opponent's trophies lay 6 pixels apart in
    66: from three on, slivers no value or colour could be read on. Two lie side by side, each value disc showing;
    more lie in one pile, the last won whole on top, with what they are worth on the table."""
    from engine.space_beans.cards import card_value
    from game.tables.space_beans.layout import Layout
    from tests.client.layout_probe import table_frame

    held = {1: 2, players - 1: 7} if players > 2 else {1: 7}
    in_play = {card_id(K, 4), card_id(K, 7)}
    pool = iter(c for c in range(105) if c % 15 in (0, 3, 6, 9, 12) and c not in in_play)  # assorted, every type
    trophies = {seat: [next(pool) for _ in range(n)] for seat, n in held.items()}
    table: Any = table_at(position(players, phase=COLLECT, collecting=(K, "open"), hands={0: [card_id(K, 4)]},
                                    open={0: [card_id(K, 7)]}, trophies=trophies))[1]
    layout = Layout(players, 0, 0)
    ink, _rec = table_frame(table)
    for seat, n in held.items():
        zone = ("trophy", seat)
        rects = [layout.card_rect(zone, i, n) for i in range(n)]
        if n <= 2:
            assert all(b.x - a.x >= 20 for a, b in zip(rects, rects[1:], strict=False)), rects  # each value disc shows
            continue
        assert len(set(map(tuple, rects))) == 1, rects  # one pile: the top card whole
        assert table.ui.layout.zone_cards(table.view, zone)[-1] == trophies[seat][-1]
        top = rects[0]
        # what the pile is worth (SB-24), not its count: "×3" on a 6 read as 18 (playtest 32); said once, under the
        # pile: a plate over the pile's cards said it again (playtest 33, s107)
        worth = str(sum(card_value(c) for c in trophies[seat]))  # "12/30 pts", "31 pts" once past the goal
        assert any(b.text.startswith((f"{worth}/", f"{worth} ")) and b.rect.top >= top.bottom and b.rect.left <= top.right
                   for b in ink.texts), (worth, top)
        assert not any(b.text.endswith("pts") and b.rect.colliderect(top) for b in ink.texts), top


def test_learn_to_play_s_coach_and_buttons_are_there_as_the_deal_lands() -> None:
    """Learn to play at the normal pace: the first player is the human, so the coach's first line and the draw
    step's buttons show as the cards are dealt, not once the deal is over (newcomer test 30: for a second nothing
    but cards flying, no word and nothing to press)."""
    from game.scenes.title import TitleScene
    from tests.client.driver import DT, click_key, make_app
    from tests.client.layout_probe import table_frame

    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "game:space_beans")
    click_key(app, "learn")
    table: Any = app.top
    for _ in range(6):  # a tenth of a second
        app.frame(DT)
    assert table.stage.flights(), "the deal is still under way"
    assert table.coach.text, "no coach line as the deal lands"
    ink, _rec = table_frame(table)
    shown = " ".join(b.text for b in ink.texts)
    first = table.coach.text.split()[0]
    assert first in shown, shown
    labels = [b.label for b, _a in table.ui.buttons()]
    assert labels and all(label in shown for label in labels), (labels, shown)
