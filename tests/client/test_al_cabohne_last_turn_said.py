"""The last solo turn is said before it ends the game (playtest 16: with one card left to draw, "End turn · draw"
ended the game with no word of it, and the coach then said "this is the last turn" of a game already over). The
title bar says "last turn" as soon as the draw must empty the deck, the coach's line says the draw ends the game,
and after the game no coach note says the turn is the last (AC-30, AC-33)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END
from game import i18n
from game.kit.coach import Coach
from game.seats import Seat
from game.tables.al_cabohne import coach as script
from tests.client.driver import DT, make_app, open_table, text_spy

GAME = GAMES["al_cabohne"]
LAST = {"en": "last turn", "fr": "dernier tour"}


def _state(draw: int, phase: str = "plant") -> Any:
    """Solo, turn 2: ``draw`` cards left to draw, the rest of the deck on the discard pile."""
    return position(1, phase=phase, hands={0: [RUNNER, BLUE]}, fields={0: [[KIDNEY] * 3, [FIRE], []]},
                    bosses=[[RUNNER], [BLUE], [FIRE]], draw_top=[KIDNEY] * draw, rest="discard")


def _title(state: Any, monkeypatch: Any, language: str) -> str:
    """The turn line of the title bar, as drawn."""
    app = make_app("instant")
    i18n.set_language(language)  # after the app, which sets its settings' language
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = state
    table.forget_screen()
    drawn = text_spy(monkeypatch)
    app.frame(DT)
    (line,) = [s for s, _r in drawn if s.startswith(i18n.tr("Turn {n} · {name}", n=2, name="Alice"))]
    return line


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_title_bar_says_last_turn_before_the_draw_that_ends_the_game(language: str, monkeypatch: Any,
                                                                        data_dir: str) -> None:  # rule AC-29, AC-33
    try:
        assert LAST[language] not in _title(_state(9), monkeypatch, language)
        # two cards left: any solo draw takes 2 or more (AC-29), so this turn is the last from its first decision
        assert LAST[language] in _title(_state(2), monkeypatch, language)
    finally:
        i18n.set_language("en")


def test_the_coach_says_the_draw_ends_the_game_and_no_last_turn_after_it() -> None:  # rule AC-30, AC-33
    s = _state(2, phase="cultivate")
    view: Any = GAME.view(s, 0)
    coach = Coach(script, "al_cabohne")
    coach.pos = len(script.OPENING)  # past the opening: the line for the situation
    coach.tick(view, GAME.legal_actions(s), True, moves=0, hint=END)
    assert "ends the game" in coach.text, coach.text
    after, events = GAME.apply(s, END)
    assert GAME.is_over(after)
    coach.saw(events)
    coach.tick(GAME.view(after, 0), [], False, moves=1)
    assert "last turn" not in coach.text, coach.text
    said = [GAME.describe_event(e, GAME.view(after, 0)) for e in events if e.kind == "exhausted"]
    assert said and all("last turn" not in str(w) for w in said), said
