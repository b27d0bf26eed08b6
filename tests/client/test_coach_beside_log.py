"""Learn to play's coach leaves what the computers did in sight (testers, Système Solaire: the coach's panel stood
where the log and "since your last turn" live, so the learner never saw the others' moves unless they hid it). In
every game's Learn game, at the human's first decision after the computers moved, the coach's words and "since your
last turn" are both drawn, apart; once the recap is put away, the log's newest line is drawn, apart from the coach,
in English and in French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.kit.notes import Recap
from game.tables import coach_script
from tests.client.driver import click, click_key, learn_from_title
from tests.client.test_coach_follow import GAMES_WITH_A_COACH, _settle

DECISIONS = 8  # the first decision after the computers moved comes well before this
SHARE_OF = 12  # decisions looked at for how often the log is in sight beside the coach


def _texts(monkeypatch: Any, table: Any) -> list[str]:
    """Every text the table draws in one whole frame (over the table: the coach's rows, the log's, the recap's)."""
    from game import theme

    seen: list[str] = []
    real_text, real_blit = theme.text, theme.blit_text

    def text(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen.append(s)
        return real_text(s, *args, **kwargs)

    def blit_text(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        seen.append(s)
        return real_blit(surface, s, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(theme, "text", text)
        m.setattr(theme, "blit_text", blit_text)
        surface = pygame.Surface((1280, 720))
        table._paint_static(surface)  # afresh: the table keeps its still parts drawn from an earlier frame
        table._paint_moving(surface)
    return seen


def _learn(game: str, lang: str) -> tuple[Any, Any]:
    return learn_from_title(game, lang)


def _follow(table: Any) -> None:
    plan = list(table.coach._plan) if table.coach.aim is not None else []
    table.play_all(plan or [table.mod.legal()[0]])


def _after_the_computers(app: Any, table: Any, solo: bool) -> None:
    """Follow the coach until the human decides after the computers moved (solo: the second decision, after the
    Mafia's), the coach speaking, and the recap up."""
    for k in range(DECISIONS):
        _settle(app, table)
        if k and (solo or table.recap.active) and table.coach.text:
            return
        _follow(table)
    raise AssertionError("no decision came after the computers' moves with the coach speaking")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_coach_and_what_the_computers_did_are_both_in_sight(game: str, lang: str, data_dir: str,
                                                                monkeypatch: Any) -> None:
    try:
        app, table = _learn(game, lang)
        solo = coach_script(game).PLAYERS == 1  # type: ignore[union-attr]
        _after_the_computers(app, table, solo)
        coach = table.coach
        words = _texts(monkeypatch, table)
        assert any(row in words for row in coach.layout(coach.text)[1]), "the coach's words are not drawn"
        if not solo:
            recap = table.recap_box()
            assert recap is not None, "'since your last turn' is not shown beside the coach"
            assert not recap.colliderect(coach.panel), (recap, coach.panel)
            assert i18n.tr("Since your last turn") in words
            click(app, Recap.close_rect(recap).center)  # read: put away
            assert table.recap_box() is None and coach.text
        log = table.log_rect
        assert log is not None, "the log is not in sight beside the coach"
        assert not log.colliderect(coach.panel), (log, coach.panel)
        newest = table.log_lines()[-1][0]
        words = _texts(monkeypatch, table)
        assert any(newest.startswith(w.rstrip("…")) for w in words if len(w) > 3), (newest, words)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_log_is_in_sight_beside_the_coach_at_most_decisions(game: str, lang: str, data_dir: str) -> None:
    """Where the coach's panel lies over the log, it is only as tall as its words when that leaves the log's newest
    rows in sight: only a long first-time note may take the whole place (Al Cabohne's French notes, the longest, at
    about half its first decisions; before, at every decision in Système Solaire and Al Cabohne)."""
    try:
        app, table = _learn(game, lang)
        seen = []
        for _ in range(SHARE_OF):
            _settle(app, table)
            if table.mod.over:
                break
            if table.coach.text:
                shown = table.recap_box() or table.log_rect
                seen.append(shown is not None and not shown.colliderect(table.coach.panel))
            _follow(table)
    finally:
        i18n.set_language("en")
    assert len(seen) >= SHARE_OF // 2 and sum(seen) >= len(seen) / 2, seen


def test_the_french_coach_is_the_guide(data_dir: str, monkeypatch: Any) -> None:
    """« Coach » read as English in the French game (testers): the panel, its lines and the hidden-coach line say
    « guide »."""
    try:
        app, table = _learn("systeme_solaire", "fr")
        _settle(app, table)
        words = _texts(monkeypatch, table)
        assert "Guide" in words and table.coach.aim is not None
        assert not [w for w in words if "coach" in w.lower()], words
        click_key(app, "ui:coach-hide")
        said, _colour = table.prompt_line()
        assert "guide" in said and "coach" not in said.lower(), said
    finally:
        i18n.set_language("en")


def test_a_tip_the_game_draws_stands_over_the_recap(data_dir: str, monkeypatch: Any) -> None:
    """Space Lab's tip under the mouse was drawn under "since your last turn" (playtest 13): what the game draws live
    (its tip) goes over the recap."""
    app, table = _learn("space_lab", "en")
    _after_the_computers(app, table, False)
    recap = table.recap_box()
    assert recap is not None
    real = table.ui.paint_live

    def live(surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = real(surface)
        return [*drawn, surface.fill((255, 0, 255), recap.inflate(-40, -40))]  # a tip standing over the recap

    monkeypatch.setattr(table.ui, "paint_live", live)
    surface = pygame.Surface((1280, 720))
    table._paint_static(surface)
    table._paint_moving(surface)
    assert surface.get_at(recap.center)[:3] == (255, 0, 255)
