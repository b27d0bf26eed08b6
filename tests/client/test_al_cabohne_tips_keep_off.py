"""A tip never lies over what it is read beside (playtest 29, 112.png: the French tip of Don Corlebohne hid the
Bosses' names, Al's card and Nova's hand; 81.png: Al's tip lay over "Your revealed beans"; 65.png: the Hint's tax
warning lay over the hand's cards). What is drawn: each tip's rect covers no Boss's name tag nor card, no revealed
bean nor their heading, no card of either hand, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n, theme
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    _set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _table(players: int, state: Any) -> Any:
    app = make_app("instant")
    seats = [Seat("Alice", True, "easy")] + [Seat("Nova", False, "normal")] * (players - 1)
    table = open_table(app, "al_cabohne", seats, seed=1)
    app.push(table)
    table.mod.state = state
    table.forget_screen()
    app.frame(DT)
    return table


def _read(table: Any) -> dict[str, pygame.Rect]:
    """What a tip must leave in sight, by name."""
    v = table.view
    out: dict[str, pygame.Rect] = {}
    for j, b in enumerate(v.bosses):
        if b.active:
            out[f"boss {j} name"] = L.boss_plate(j)
            if b.cards:
                out[f"boss {j} card"] = L.boss_stack(j)
    for i, p in enumerate(v.kept):
        if p:
            out[f"kept {i}"] = L.kept_area(i, len(p))
    if any(v.kept):
        out["kept heading"] = pygame.Rect(L.KEPT_X, L.KEPT_TITLE_Y, 170, 18)  # "Your revealed beans" at 15 points
    hand = v.hands[0]
    out.update({f"hand {i}": L.hand_rect(i, len(hand)) for i in range(len(hand))})
    if players := v.players == 2:
        n = len(v.hands[1])
        out.update({f"Nova's hand {i}": L.opp_hand_rect(i, n) for i in range(n)})
    assert players or v.players == 1
    return out


def _tips(table: Any, pos: tuple[int, int]) -> list[pygame.Rect]:
    table.mouse = pos
    table.app.frame(DT)
    return list(table.ui.paint_over(pygame.Surface(theme.SCREEN.size)))


def _covered(table: Any, tip: pygame.Rect, pointed: pygame.Rect | None = None) -> list[str]:
    return [k for k, r in _read(table).items() if r.colliderect(tip) and r != pointed]


def _boss_tips_leave_all_in_sight(table: Any) -> None:
    """Pointing at each of the first two Bosses shows his tip, and it covers nothing of what stays in sight."""
    shown = 0
    for j in range(2):
        for tip in _tips(table, L.boss_area(j).center):
            shown += 1
            assert not _covered(table, tip, L.boss_stack(j)), (j, tip, _covered(table, tip, L.boss_stack(j)))
    assert shown == 2


def test_two_players_a_boss_tip_leaves_names_cards_revealed_beans_and_hands_in_sight(lang: str,
                                                                                    data_dir: str) -> None:
    # 112.png: Al grows Broad ×2, Don Puff ×2 (« Coco »), a revealed bean kept as pile 3, Nova holds 5 cards
    table = _table(2, position(2, phase=CULTIVATE, hands={0: [RUNNER, BLUE, RUNNER], 1: [FIRE] * 5},
                               fields={0: [[RUNNER] * 2, [BLUE]], 1: [[], []]}, kept=[[], [], [FRENCH]],
                               bosses=[[BROAD] * 2, [PUFF] * 2], turn=1))
    _boss_tips_leave_all_in_sight(table)


def test_solo_a_boss_tip_leaves_the_revealed_beans_heading_in_sight(lang: str, data_dir: str) -> None:
    # 81.png: Broad ×5 kept as pile 1; Al's tip lay over "Your revealed beans"
    table = _table(1, position(1, phase=CULTIVATE, hands={0: [BLUE, KIDNEY, KIDNEY, BLUE, KIDNEY, BLUE, FRENCH]},
                               fields={0: [[RUNNER] * 4, [KIDNEY] * 3, [FIRE] * 6]}, bought=[0],
                               kept=[[BROAD] * 5], bosses=[[BLUE], [FRENCH] * 4, []], turn=14))
    _boss_tips_leave_all_in_sight(table)


def test_the_hint_s_warning_by_a_hand_card_leaves_the_hand_in_sight(lang: str, data_dir: str) -> None:
    # 65.png: the Hint names giving the Puff to Joe; its warning (the Puff field taxed next turn) stood by the
    # ringed hand card, over the hand
    table = _table(1, position(1, phase=CULTIVATE, hands={0: [FIRE, BROAD, FIRE, BLUE, RUNNER, PUFF]},
                               fields={0: [[PUFF] * 5, [RUNNER] * 5, [BLUE] * 6]}, bought=[0], discard=[KIDNEY],
                               bosses=[[FIRE] * 6, [BROAD] * 4, []], turn=9))
    table.app.frame(DT)
    moves = [a for a in table.ui.t.choices.legal if a.kind == "give" and a.target == "boss:2"]
    assert moves
    table.ui.advised(moves[0])
    tips = _tips(table, (5, 5))
    if not tips:
        pytest.skip("no warning for this move")
    for tip in tips:
        assert not [k for k in _covered(table, tip) if k.startswith("hand")], (tip, _covered(table, tip))
