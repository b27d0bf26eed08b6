"""Al Cabohne's coach panel covers no other panel (issue 18, newcomer: grown for a long French line, it covered
the foot of the score panel, solo and two players). With its longest words on show, in English and French, the panel
lies clear of the score panel (solo), the opponent's panel (two players), the buttons and the prompt line, and the
layout checker, which reports a coach panel over part of another, finds nothing on the drawn table."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.kit.coach import LOG_GAP, Coach, ScriptHooks
from game.seats import Seat
from game.tables import coach_script
from game.tables.al_cabohne import layout as L
from tests.client import layout_probe
from tests.client.driver import DT, make_app, open_table
from tests.client.test_coach_panel_fits import _texts


def _table(players: int) -> tuple[Any, Any]:
    app = make_app("instant")
    seats = [Seat("Alice", True, "easy")] + [Seat("Nova", False, "easy")] * (players - 1)
    table = open_table(app, "al_cabohne", seats, seed=4)
    app.push(table)
    script = coach_script("al_cabohne")
    assert script is not None
    table.teach(Coach(script, "", table.say))  # over the log, as Learn to play has it
    for _ in range(200):
        if table.input_open:
            break
        app.frame(DT)
    return app, table


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_panel_at_its_largest_covers_no_panel(data_dir: str, players: int, language: str) -> None:
    i18n.set_language(language)
    try:
        app, table = _table(players)
        coach = table.coach
        line, move, why = max(_texts("al_cabohne"), key=lambda t: sum(len(x or "") for x in t))
        longest = coach._shortened(line, move, why)
        while coach.fits(longest + " more words"):  # more words: the panel grows, as long as they all show
            longest += " more words"
        coach._compose = lambda: longest
        coach._text = longest
        panel, room = coach.panel, pygame.Rect(coach.script.ROOM)
        # grown in its room, words whole, down to the log's newest rows (playtest 29: it grew over the whole log)
        assert coach.fits(longest) and panel.topleft == room.topleft and panel.w == room.w, panel
        assert panel.bottom + LOG_GAP + 42 <= L.LOG.bottom, panel  # the log's two newest rows at least
        assert coach.log_left() is not None
        side = L.SCORE_PANEL if players == 1 else L.OPP_PANEL
        prompt = table.ui.picture().prompt
        assert not panel.colliderect(side), (panel, side)
        assert not panel.colliderect(L.BUTTONS), (panel, L.BUTTONS)
        assert panel.bottom < L.HINT_Y - 18, (panel, prompt)  # above the prompt line's pill
        _ink, rec = layout_probe.table_frame(table)
        assert not [i for i in rec.issues if i.kind == "coach over panel"], rec.issues
    finally:
        i18n.set_language("en")


def test_the_checker_reports_a_coach_panel_over_part_of_another(data_dir: str) -> None:
    """The checker itself: the coach's panel moved over the foot of the score panel is found."""
    app, table = _table(1)
    coach = table.coach
    coach._text = "Words"
    coach.script = type("Script", (), {**{k: getattr(coach.script, k) for k in ("OPENING", "FIRSTS", "SEED")},
                                       "PANEL": (636, 204, 356, 262), "situation": staticmethod(lambda v: None)})
    coach.hooks = ScriptHooks.of(coach.script)  # no room: the panel stands where the script says
    coach._placed = None
    _ink, rec = layout_probe.table_frame(table)
    assert [i.kind for i in rec.issues if i.kind == "coach over panel"] == ["coach over panel"], rec.issues
