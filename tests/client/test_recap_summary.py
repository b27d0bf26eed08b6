"""The "since your last turn" recap summarised per seat (issue 18 §4): it showed only its last 9 lines, so
Nova going from 4 to 14 points went unexplained. Each seat's scoring lines are kept, the rest counted, and
a click on the recap opens the whole log."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine.core import HIDDEN, Event
from engine.recap import TOLD_PER_SEAT
from game.kit.log import GameLog
from game.kit.notes import LogView, Recap
from game.seats import Seat
from tests.client.driver import click, make_app, open_table, play_turns_by_clicks
from tests.client.recap_fakes import MovesGame, scores_view


def _texts(recap: Recap) -> list[str]:
    return [text for text, _ in recap.lines]


def test_every_seat_s_points_are_explained_however_many_moves_were_made() -> None:
    log = GameLog(MovesGame(), ["Alice", "Nova", "Orbit"])
    recap = Recap()
    recap.acted(0, log.mark(), scores_view(3, 4, 0))
    log.add(Event("score", 1, value=4))  # Nova scores first, then makes many moves
    for i in range(12):
        log.add(Event("move", 1, value=i))
    log.add(Event("score", 1, value=6))
    for i in range(12):
        log.add(Event("move", 2, value=i))
    log.add(Event("move", 0, value=99))  # Alice's own line is not recalled to her
    recap.turn_starts(0, log, scores_view(3, 14, 0))
    lines = _texts(recap)
    assert lines[0] == "Nova: 4 → 14 points", "Nova's swing, in figures"
    assert "1 scores 4" in lines and "1 scores 6" in lines, "how Nova's points came"
    assert "Orbit: still 0 points" in lines and any(t.startswith("2 moves") for t in lines), "Orbit's block too"
    assert not any(t.startswith("0 ") or t.startswith("Alice") for t in lines)
    nova = [t for t in lines if t.startswith("1 ")]
    assert len(nova) <= TOLD_PER_SEAT and lines.count("   … and 11 more lines") == 1, lines


def _turn_with_recap(app: Any, table: Any) -> None:
    play_turns_by_clicks(app, table, random.Random(4), lambda: table.recap.active)


def test_a_click_on_the_recap_opens_the_whole_log(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=11)
    app.push(table)
    _turn_with_recap(app, table)
    box = table.recap_box()
    assert box is not None
    footer = pygame.Rect(box.x, box.bottom - 26, box.w, 26)
    assert (box, "ui:recap-log") in table.clickables(), "offered like any other clickable"
    moves = len(table.mod.recipe.actions)
    click(app, (footer.x + 12, footer.centery))
    assert isinstance(table.log_view, LogView)
    assert len(table.mod.recipe.actions) == moves, "the click opened the log and played nothing"


def _space_beans_recap(events: list[Event], lang: str) -> list[str]:
    """Alice's recap (seat 0 of 3) after ``events`` of the others, in ``lang``: its lines at their widest."""
    from engine.space_beans.rules import GAME
    from game.i18n import set_language

    set_language(lang)
    log, recap = GameLog(GAME, ["Alice", "Nova", "Orbit"]), Recap()
    recap.acted(0, log.mark(), scores_view(0, 0, 0))
    log.add(Event("turn", 0, to_seat=1))
    for e in events:
        log.add(e)
    log.add(Event("turn", 2, to_seat=0))
    recap.turn_starts(0, log, scores_view(0, 0, 0))
    return _texts(recap)


@pytest.mark.parametrize(("lang", "folded"), [("en", "Nova: 4 cards → secret collection"),
                                               ("fr", "Nova\u00a0: 4 cartes → collection secrète")])
def test_a_seat_s_repeated_lines_are_said_once_with_how_many_times(lang: str, folded: str) -> None:
    """Issue 18: "Nova: a card → secret" four times read as noise. One line says it, with the number of cards
    ("a card … ×4" read as a contradiction, playtest 12); Nova's other lines keep their places."""
    hidden = [Event("play", 1, (HIDDEN,), "secret", private=(1,)) for _ in range(4)]
    lines = _space_beans_recap([Event("draw", 1, value=2), *hidden, Event("no_draw", 2)], lang)
    assert folded in lines, lines
    assert not [t for t in lines if t != folded and ("secret" in t)], lines


@pytest.mark.parametrize(("lang", "passed"), [("en", "Nova passes 3 cards to Alice"),
                                              ("fr", "Nova passe 3 cartes à Alice")])
def test_the_cards_passed_to_the_player_are_told_among_the_notable_lines(lang: str, passed: str) -> None:
    """Issue 18: Space Beans' recap left out "Nova passes 3 cards to you": a pass is a plain step (a "dim" line,
    told last), so Nova's draw and plays filled its lines. A line addressed to the player is told with the
    notable ones (SB-22: the cards passed land in the player's hand), naming the cards, which the player knows."""
    plays = [Event("play", 1, (c,), "open") for c in (3, 14, 25)]
    pass_on = Event("pass", 1, (5, 6, 7), value=3, to_seat=0, private=(1, 0))
    lines = _space_beans_recap([Event("draw", 1, value=2), *plays, pass_on], lang)
    assert any(t.startswith(passed) for t in lines), lines
    assert lines.count("   … and 2 more lines" if lang == "en" else "   … et 2 lignes de plus") == 1, lines


def test_the_cards_passed_to_the_player_come_before_the_seat_s_later_lines() -> None:
    """Issue 18 (Space Beans, 4 players): in a busy round the line naming the cards Nova passed to Alice was among
    the lines counted away, while Nova's later plays were told. A line about the viewer is told first (SB-22)."""
    from engine.space_beans.rules import GAME

    pass_on = Event("pass", 1, (5, 6, 7), value=3, to_seat=0, private=(1, 0))
    later = [Event("play", 1, (c,), "open") for c in (3, 14, 25, 36, 47)]
    blocks = GAME.recount(scores_view(0, 0, 0), scores_view(0, 0, 0), [pass_on, *later], 0)
    nova = next(b for b in blocks if b.seat == 1)
    assert len(nova.told) == TOLD_PER_SEAT < len(later) + 1  # not all of Nova's lines are told
    passed = GAME.describe_event(pass_on, 0)
    assert passed is not None and passed.text in [w.text for w in nova.told], nova.told
