"""With the coach on, the Hint is said once and readably (playtest 33, 163.png): its box stood in a narrow column
left of the draw pile, 7 lines for one French sentence, and said again what the coach's panel said beside it. Where
the coach names the Hint's move with its reason (one voice), the step's own line stays alone under the piles; where
it does not, the Hint's box takes the room left of the draw pile, clear of every card, button and panel."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n
from game.kit.coach import Coach
from game.tables.space_beans import coach as script
from game.tables.space_beans import paint
from tests.client.driver import DT
from tests.client.space_beans.screens import BL, K, table_at

READABLE_W = 400  # pixels: three rows at most for the longest reason at the box's sizes (7 rows in 198 pixels)


def _hinted(players: int, lang: str, game_name: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any, list]:
    i18n.set_language(lang)
    app, table = table_at(position(players, phase=COLLECT, hands={0: [card_id(BL, 2), card_id(K, 5), card_id(BL, 9)]},
                                   open={0: [card_id(BL, 1)]}))
    i18n.set_language(lang)
    table.teach(Coach(script, game_name, say=table.say))  # no game's name: the coach names no move
    for _ in range(10):
        app.frame(DT)
    table.advisor.ask()
    for _ in range(900):
        app.frame(DT)
        if table.advisor.advice is not None and (table.coach.aim is not None or not game_name):
            break
    boxes: list[pygame.Rect] = []
    real = paint.instruction_block
    monkeypatch.setattr(paint, "instruction_block", lambda *a: (boxes.append(real(*a)), boxes[-1])[1])
    table.forget_screen()
    app.frame(DT)
    app.draw()
    return app, table, boxes


def _clear(table: Any, box: pygame.Rect) -> None:
    """No card, button or panel under the box (the coach's panel, the seats' panels, what a click may hit)."""
    hit = [k for r, k in table.clickables() if r.colliderect(box)]
    assert not hit, (box, hit)
    assert not box.colliderect(table.coach.panel), (box, table.coach.panel)
    panels = [b.panel for b in table.ui.layout.boxes.values() if not b.own]
    assert not any(box.colliderect(p) for p in panels), box


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_coach_naming_the_hints_move_leaves_no_second_box(players: int, lang: str, data_dir: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        _app, table, boxes = _hinted(players, lang, "space_beans", monkeypatch)
        hint = table.advisor.line()[0]
        assert table.coach.aim == table.advisor.advice.action, (table.coach.text, hint)
        why = " ".join(hint.split(". ", 1)[1].split())
        assert why in " ".join(table.coach.text.split()), (table.coach.text, hint)  # said by the coach
        assert not boxes, "the Hint's box says the coach's words again"
        assert table.ui.painted.prompt[0] == table.ui.prompt()[0]  # the step's own line in its place
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_hints_own_box_beside_the_coach_is_wide_and_clear(players: int, lang: str, data_dir: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        _app, table, boxes = _hinted(players, lang, "", monkeypatch)
        assert table.coach_speaking and table.coach.aim is None
        assert len(boxes) == 1, boxes
        assert boxes[0].w >= READABLE_W, boxes[0]
        _clear(table, boxes[0])
    finally:
        i18n.set_language("en")
