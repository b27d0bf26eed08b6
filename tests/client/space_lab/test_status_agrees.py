"""Learn to play, the Objectives revealed (playtest 34, 06.png): the turn box said "Set-up: Objectives / Nova
chooses" while the line under the station already said "Alice's turn". While the moves are shown, the line under
the station names the seat the turn box names."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.tables.space_lab import layout as L
from tests.client.driver import DT, learn_from_title
from tests.client.test_coach_follow import _settle


def test_the_turn_line_and_the_turn_box_name_the_same_seat(data_dir: str, monkeypatch: Any) -> None:
    app, table = learn_from_title("space_lab", "en")
    _settle(app, table)
    app.settings.speed = "normal"  # the moves shown as a player sees them
    table.enter()
    names = [table.name(s) for s in range(table.view.players)]
    boxed: list[str] = []
    pill: list[str] = []
    real_blit, real_text = theme.blit_text, theme.text

    def blit(surface: pygame.Surface, s: str, size: int, pos: tuple[int, int], *a: Any, **k: Any) -> pygame.Rect:
        rect: pygame.Rect = real_blit(surface, s, size, pos, *a, **k)
        if L.STATUS.collidepoint(pos):
            boxed.append(s)
        return rect

    def text(s: str, *a: Any, **k: Any) -> pygame.Surface:
        pill.append(s)
        return real_text(s, *a, **k)

    monkeypatch.setattr(theme, "blit_text", blit)
    monkeypatch.setattr(theme, "text", text)
    table.play(table.ui.assign_action())  # the player's Objectives placed: the computer's follow, then the reveal
    seen = 0
    for _ in range(600):
        table.layer.invalidate()
        boxed.clear()
        pill.clear()
        app.frame(DT)
        turn = [n for n in names if f"{n}'s turn" in pill]
        chooses = [n for n in names if f"{n} chooses" in boxed or f"{n} to play" in boxed]
        if turn and chooses:
            assert turn == chooses, (pill, boxed)
            seen += 1
        if table.input_open and not table.anim.blocking:
            break
    assert seen, "the turn line was shown while the moves were"
