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
    _app, table = table_at(state)
    receiver = table.seats[(0 - 1) % players].name  # type: ignore[attr-defined]
    labels = [b.label for b, _a in table.ui.buttons()]  # type: ignore[attr-defined]
    assert f"Done · to {receiver} ▸" in labels, labels
    i18n.set_language("fr")
    labels = [b.label for b, _a in table.ui.buttons()]  # type: ignore[attr-defined]
    assert f"Terminé · à {receiver} ▸" in labels, labels
