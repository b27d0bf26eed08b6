"""The coach reads its pick's reason and whether that reason warns from one view: the one the pick is named from
(``TableUI.words_view``: Space Lab's tray in its order on screen, a Système Solaire selection), as the Hint does. It
read the reason from that view but its warning from the engine's view, so a reason and its tone could disagree
(one said as a plain reason, dropped first, while the Hint said it as a warning)."""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import Action, Words, words
from game.kit import coach as coach_module
from game.kit.coach import Coach
from game.tables.space_lab import coach as script


def test_the_reason_and_its_warning_are_read_from_the_view_the_pick_is_named_from(monkeypatch: Any) -> None:
    pygame.font.init()
    engine_view, shown_view = object(), object()
    asked: list[object] = []

    def reason(_game: Any, view: Any, _action: Action, _back: Any = None, _plan: Any = ()) -> Words | None:
        asked.append(view)
        # a warning only in the view on screen (the tray's order), no reason at all in the engine's
        return words("Yellow can no longer be validated.", tone="bad") if view is shown_view else None

    monkeypatch.setattr(coach_module, "reason", reason)
    c = Coach(script, "space_lab", words_view=lambda v: shown_view if v is engine_view else v)
    c._view, c._plan = engine_view, [Action("confirm")]
    assert c._reason() == "Yellow can no longer be validated."
    assert c._warns()
    assert asked and all(v is shown_view for v in asked), asked
