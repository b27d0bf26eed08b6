"""Space Lab's coach in Learn to play, followed to the end (issue 18, the fifth re-test): its words name only moves
the rules allow now (SL-2, SL-5, SL-6, SL-7, SL-21), and it names its pick at every decision.

"Your turn: Draw…, Recruit…, or Place a hand card…" was said with only Reveal legal, and "A placed card costs…
Choose a card" with no card that could be paid for. After a validation and at the first Project to keep, a note
took the panel and no pick was named until "Got it".
"""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from engine.core import Action
from engine.space_lab.cards import PERMS
from game import i18n, theme
from game.tables.space_lab import offers
from tests.client import test_coach_follow
from tests.client.driver import DT, click
from tests.client.test_coach import _learn

# the words that name each kind of turn move, per language (a line explains other things freely: "a placed card",
# "the Recruitment Centre", "every revealed card" name no move)
NAMED = {
    "en": {"draw": r"\breveal\b|\bdraw\b", "recruit": r"\brecruit\b", "place": r"\bplace\b",
           "end": r"\bend (the|your) turn\b", "pass": r"\bpass\b"},
    "fr": {"draw": r"\brévél(ez|er)\b|\bpioch(ez|er)\b", "recruit": r"\brecrut(ez|er)\b", "place": r"\bpos(ez|er)\b",
           "end": r"\bfini(ssez|r) (le|votre) tour\b", "pass": r"\bpass(ez|er)\b"},
}


def named(text: str, language: str) -> set[str]:
    return {kind for kind, pattern in NAMED[language].items() if re.search(pattern, text, re.IGNORECASE)}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_line_names_only_legal_moves_and_a_pick_at_every_decision(data_dir: str, language: str,
                                                                         monkeypatch: Any) -> None:
    seen: dict[str, int] = {"decisions": 0, "turn lines": 0}
    real = test_coach_follow._check_words

    def check(table: Any) -> None:
        real(table)
        coach = table.coach
        legal = {a.kind for a in table.mod.legal()}
        line = coach.text.split("\n")[0]  # the script's line, its moves the engine's; the pick follows it
        said = named(line, language)
        assert said <= legal, (line, said, legal)
        assert coach.aim is not None, (table.view.phase, coach.text)  # a pick at every decision, notes or not
        seen["decisions"] += 1
        seen["turn lines"] += bool(said)

    monkeypatch.setattr(test_coach_follow, "_check_words", check)
    try:
        test_coach_follow.follow("space_lab", language)
    finally:
        i18n.set_language("en")
    assert seen["decisions"] >= 20 and seen["turn lines"] >= 10, seen


def _painted(table: Any, monkeypatch: Any) -> list[str]:
    """Every text the table paints at rest now."""
    texts: list[str] = []
    real = theme.text

    def noting(s: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(s)
        return real(s, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(theme, "text", noting)
        table.ui.paint(pygame.Surface((1280, 720)))
    return texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_objectives_swap_is_numbered_rung_and_followed(data_dir: str, language: str, monkeypatch: Any) -> None:
    """SL-3 set-up (SU-3): the coach's "in the order 2-1-3" counts Objectives the tray numbers, the order on show is
    said again after each swap, and the coach rings each capsule to swap, then Confirm; the arrangement sent is the
    one it named. The numbers were nowhere on screen, and no swap was rung (issue 18, the merged re-test)."""
    i18n.set_language(language)
    try:
        app, table = _learn("space_lab")
        app.settings.language = language
        app.frame(DT)
        test_coach_follow._settle(app, table)
        coach, ui = table.coach, table.ui
        aim = coach.aim
        assert table.view.phase == "assign" and aim is not None and aim.kind == "assign", coach.text
        order = "-".join(str(n + 1) for n in PERMS[aim.card])
        assert order in coach.text and order != "1-2-3", coach.text  # a swap is wanted in this deal
        before = len(table.mod.recipe.actions)
        rings = []
        for _click in range(6):
            painted = _painted(table, monkeypatch)
            shown = "-".join(str(n + 1) for n in ui.arrangement)
            assert {"1", "2", "3"} <= set(painted), painted  # each Objective's number beside it
            assert any(shown in t for t in painted), (shown, painted)  # the order on show, after every swap
            spot = coach.target(table.current_offers(), table.action_rects)
            assert spot is not None, (ui.arrangement, coach.text)  # every step is rung
            rings.append(spot)
            click(app, spot.center)
            if len(table.mod.recipe.actions) > before:
                break
        assert table.mod.recipe.actions[before] == aim, (table.mod.recipe.actions[before:], aim)
        assert len(rings) >= 3, rings  # a capsule, the one to swap it with, then Confirm
    finally:
        i18n.set_language("en")


def test_every_arrangement_is_reached_by_the_rung_clicks(data_dir: str) -> None:
    """Whatever order is named (a swap, or two: a rotation), the clicks the table shows for it lead there and then to
    Confirm, and never ring the capsule just clicked again (the coach drops a ring clicked twice)."""
    app, table = _learn("space_lab")
    test_coach_follow._settle(app, table)
    ui = table.ui
    for k, want in enumerate(PERMS):
        ui.reset()
        aim = Action("assign", k)
        confirm = None
        last = None
        for _click in range(5):
            rects = table.action_rects(aim)
            assert len(rects) == 1, rects  # one place to click at a time
            spot = rects[0]
            if ui.arrangement == want:
                confirm = spot
                break
            assert spot != last, (want, ui.arrangement)
            click(app, spot.center)
            last = spot
        assert ui.arrangement == want and confirm is not None, (want, ui.arrangement)
        assert any(b.rect == confirm and key == aim for b, key, _r in offers.buttons(ui)[0])
    ui.reset()
