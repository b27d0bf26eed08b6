"""A card's tip never hides the buttons of the move nor the prompt line (issue 18: a tip over the hand hid Bid and
Confirm), over the screens of a whole game, in English and in French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.kit import panels
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import eager, play_until, table_app


def _point(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def _covered(app: Any, table: Any) -> list[str]:
    """Point at every face-up card; what each tip covers of the buttons shown, the prompt pill, the board's status
    under the groups, the log (playtest 24: tips hid "Selected: 8 of 8", the order reveal, the log) and the groups
    (playtest 28: a French hand card's tip)."""
    ui = table.ui
    prompt = panels.hint(pygame.Surface((1, 1)), *table.prompt_line(), (640, L.HINT_Y), L.HINT_MAX_W, size=20)
    buttons = [c.button.rect for c in ui.controls()] + [c.button.rect for p in ui.toggles() for c in p[:2]]
    bad = []
    lay = ui.layout
    for zone in lay.zones(table.view):
        cards = table.cards_in(zone)
        for i, c in enumerate(cards):
            if c < 0 or not lay.face_up(zone, c):
                continue
            r = ui._shown_rect(zone, i, len(cards))
            spot = (r.centerx, r.bottom - 6)  # the foot of the card: its tip has the furthest to go
            if not pygame.Rect(0, 0, 1280, 720).collidepoint(spot):
                continue
            _point(app, spot)
            for tip in ui.paint_over(app.screen):
                hit = [b for b in [prompt, *buttons, L.BOARD, L.LOG, L.GROUPS_ROW] if tip.colliderect(b)]
                if hit or tip.collidepoint(spot):
                    bad.append(f"{table.view.phase} {zone} {spot}: tip {tip} over {hit or 'the pointer'}")
    return bad


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_tip_covers_a_button_or_the_prompt_in_a_whole_game(data_dir: str, lang: str) -> None:
    i18n.set_language(lang)
    try:
        app, table = table_app(3, 4)
        bad: list[str] = []
        seen = set()

        def check(t: Any) -> bool:
            key = (t.view.phase, t.view.round, len(t.view.hands[0]), len(t.ui.picked), t.ui.group)
            if key not in seen:  # each screen once: a screen the random clicks come back to is not walked again
                seen.add(key)
                bad.extend(_covered(app, t))
            return False

        assert play_until(app, table, check, choose=eager) is False  # to the end of the game
        assert len(seen) > 20 and not bad, bad[:5]
    finally:
        i18n.set_language("en")
