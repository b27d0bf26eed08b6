"""Space Beans' coach names only the moves the draw step allows (playtest 11: with an empty hand it said "Draw 2
cards, or none", though the draw is then mandatory)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import DRAW
from game import i18n
from game.i18n import tr
from game.kit.coach import Coach
from game.tables import coach_script
from game.tables.space_beans import coach as script
from tests.client.space_beans.screens import table_at
from tests.client.test_coach import COACH_BUDGET
from tests.client.test_coach_follow import _settle
from tests.client.test_space_beans_newcomer9 import _english_after  # noqa: F401  (English after each)

K, D = 0, 1  # the first two types in the spec's order


def _coached(state: Any, lang: str) -> Any:
    app, table = table_at(state)
    app.settings.language = lang
    i18n.set_language(lang)
    table.coach = Coach(coach_script("space_beans"), "space_beans", table.say)  # as "Learn to play" sets it
    table.advisor.budget = COACH_BUDGET
    table.forget_screen()
    _settle(app, table)
    return table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_an_empty_hand_the_coach_says_the_draw_is_a_must(data_dir: str, lang: str) -> None:
    """SB-7: a player whose hand is empty at the start of the turn must draw; the coach says so, offers no "or
    none", and its pick is the draw."""
    state = position(3, phase=DRAW, hands={0: []}, open={0: [card_id(K, 4)]})
    assert [a.kind for a in GAME.legal_actions(state)] == ["draw"]
    table = _coached(state, lang)
    text = table.coach.text
    assert tr(script.STEADY["draw-empty"]) in text, text
    assert tr(script.STEADY["draw"]) not in text and "or none" not in text and "ou aucune" not in text, text
    assert text.endswith(tr("{line}\nThe coach's pick: {move}.", line="", move=tr("Draw 2 cards")).strip()), text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_both_piles_empty_the_coach_says_there_is_nothing_to_draw(data_dir: str, lang: str) -> None:
    """SB-9: with the draw and discard piles empty, not drawing is the only move; the coach does not offer to draw."""
    state = position(3, phase=DRAW, hands={0: [card_id(D, 3)]}, open={0: [card_id(K, 4)]}, draw=[],
                     leftover=1)
    assert [a.kind for a in GAME.legal_actions(state)] == ["no_draw"]
    table = _coached(state, lang)
    text = table.coach.text
    assert tr(script.STEADY["draw-none"]) in text, text
    assert tr(script.STEADY["draw"]) not in text, text
