"""Playtest 32b, item 1: at three players the Guide's box lay over the third player's station on every turn of
the player's (s80, s89), and grew over it with long advice (s99, s106). At 2, 3 and 4 players, in English and
French, the box covers no station: the player's own nor any other's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Action
from game import i18n
from game.kit.coach import Coach
from game.tables import coach_script
from game.tables.space_lab import layout as L
from tests.client.driver import DT
from tests.client.space_lab import steps


def _reveal_first(table: Any, rng: random.Random) -> Action | None:
    return next((a for a in table.choices.legal if a.kind == "draw"), None)


def _stations(table: Any) -> list[Any]:
    return [L.OWN.area, *table.ui.layout.panels.values()]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_guide_covers_no_station(data_dir: str, players: int, language: str) -> None:
    app, table = steps.start(players, 3)
    i18n.set_language(language)  # after the app's start, which sets the language of its settings
    try:
        table.teach(Coach(coach_script("space_lab"), "space_lab", table.say))
        seen = set()
        for moment in ("assign", "turn", "reveal"):
            done = {"assign": lambda t: t.view.phase == "assign", "turn": lambda t: t.view.phase != "assign"
                    and not t.view.revealed, "reveal": lambda t: bool(t.view.revealed)}[moment]
            assert steps.play_until(app, table, done, choose=_reveal_first)
            for _ in range(240):  # the Hint's search answers: the coach's pick and its reason are on show
                app.frame(DT)
            app.draw()
            coach = table.coach
            assert coach.text, moment
            panel = coach.panel
            seen.add(tuple(panel))
            assert [s for s in _stations(table) if s.colliderect(panel)] == [], (moment, panel, coach.text)
            assert coach.fits(), (moment, coach.text)
            assert (language == "fr") == ("Guide" in coach.text or "Conseil" in coach.text or "é" in coach.text)
        assert seen
    finally:
        i18n.set_language("en")
