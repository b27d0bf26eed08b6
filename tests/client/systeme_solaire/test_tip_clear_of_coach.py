"""Système Solaire, Learn to play: a hand card's tip never covers the coach's "Hide coach" and "Got it" buttons
(playtest 19, 12-paysel.png: the tip of a Probe, raised for the payment, lay over "Hide coach")."""

from __future__ import annotations

from typing import Any

import pygame

from tests.client.driver import DT
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _point(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def test_a_hand_cards_tip_leaves_the_coachs_buttons_clear(data_dir: str) -> None:
    app, table = _learn("systeme_solaire")
    checked = 0
    for _ in range(12):  # the first decisions of the guided game: the auction, the payment, the group, the reveal
        _settle(app, table)
        coach = [r for r, k in table.clickables() if k in ("ui:coach-hide", "ui:coach-ok")]
        for card, strip in table.ui.hand_strips():
            _point(app, (strip.centerx, strip.bottom - 6))  # the foot of the card: its tip has the furthest to go
            tips = table.ui.paint_over(app.screen)
            assert tips, card
            for tip in tips:
                assert tip.collidelist(coach) < 0, (table.view.phase, card, tip, coach)
            checked += bool(coach)
        aim = table.coach.aim
        if aim is None or table.mod.over:
            break
        table.play(aim)
    assert checked >= 5, checked  # tips were shown beside the coach's buttons: the check proves something
