"""Système Solaire: the big "Round n" banner never lies over a card being dealt into the groups (playtest 19,
03-learn-start.png: "Round 1" hid the Earth flying to group 2)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import tr
from game.kit import flights
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import table_app


def _frames_drawn(monkeypatch: pytest.MonkeyPatch) -> list[list[tuple[str, Any, pygame.Rect]]]:
    """Per frame: each popup (its text) and each card in flight (its destination) drawn, with where."""
    frames: list[list[tuple[str, Any, pygame.Rect]]] = [[]]
    real_popup, real_flight = flights.Popup.draw, flights.Flight.draw

    def popup(self: flights.Popup, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = real_popup(self, surface)
        frames[-1] += [("popup", self.text, r) for r in drawn]
        return drawn

    def flight(self: flights.Flight, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = real_flight(self, surface)
        frames[-1] += [("card", self.dst, r) for r in drawn]
        return drawn

    monkeypatch.setattr(flights.Popup, "draw", popup)
    monkeypatch.setattr(flights.Flight, "draw", flight)
    return frames


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_round_banner_is_gone_before_the_deal_reaches_the_groups(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    frames = _frames_drawn(monkeypatch)
    app, table = table_app(players, 5, speed="normal")
    banner = tr("Round {n}", n=1)
    for _ in range(900):
        app.frame(DT)
        frames.append([])
        if table.view.phase == "bid" and not table.anim.blocking:
            break
    shown = dealt = 0
    for drawn in frames:
        popups = [r for kind, what, r in drawn if kind == "popup" and what == banner]
        cards = [r for kind, what, r in drawn if kind == "card" and what is not None and what[0] == "group"]
        shown += bool(popups)
        dealt += bool(cards)
        for p in popups:
            assert not any(p.colliderect(c) for c in cards), (p, cards)
    assert shown and dealt, (shown, dealt)  # both were seen: the check proves something
