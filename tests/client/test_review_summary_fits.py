"""The review's summary wraps within the screen's margins rather than running edge to edge, and counts the
decisions a little behind the best with a noun, plural-right (playtest 16, French: « 94 décisions analysées :
1 un peu en retrait, trop peu pour être signalée ; vous avez joué… » ran from x 24 to 1256)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.review import INACCURACY, NONE, Decision, summarize
from game import replays, theme
from game.i18n import set_language
from game.scenes import review as review_scene
from game.seats import Seat
from tests.client.driver import DT, click_key, make_app
from tests.client.test_review_screen import (
    _planted,
    _texts,
    decision_points,
    keep,
    open_from_replays,
    opening_moves,
)

MARGIN = 80  # pixels the summary keeps from each side of the screen


def _drawn_over_the_table(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, int]]:
    """(text, left, right) of every text drawn above the table's picture in one frame."""
    seen: list[tuple[str, int, int]] = []
    real = theme.blit_text

    def spy(surface: Any, s: str, size: int, pos: tuple[int, int], *a: Any, **k: Any) -> Any:
        rect = real(surface, s, size, pos, *a, **k)
        if rect.bottom <= review_scene.VIEW.y:
            seen.append((s, rect.left, rect.right))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.frame(DT)
    return seen


@pytest.mark.parametrize(("lang", "behind", "noun"), [("fr", 1, "1 décision serrée (un coup à peine"),
                                                     ("fr", 2, "2 décisions serrées (des coups à peine"),
                                                     ("en", 2, "2 close calls (moves a little below the best)")])
def test_the_summary_wraps_inside_the_margins(lang: str, behind: int, noun: str, data_dir: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    set_language(lang)
    try:
        rec = opening_moves("al_cabohne", 1, 21, moves=200)
        entry = keep(rec, [Seat("Marguerite", True)])
        points = decision_points(rec)
        assert len(points) > 20
        losses = [(INACCURACY, 1.5)] + [(NONE, 0.8)] * behind + [(NONE, 0.0)] * (len(points) - 1 - behind)
        chosen = [Decision(move, a, b, loss, 0.5, m, n) for (move, a, b, n), (m, loss) in zip(points, losses,
                                                                                            strict=True)]
        entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen,
                                     summary=summarize(rec.game, chosen)).to_dict()
        assert replays.store(entry)
        app = make_app("instant")
        set_language(lang)  # the app starts in the settings' language
        scene = open_from_replays(app)
        click_key(app, "review:seat:0") if scene.seat is None else None
        assert scene.result is not None and scene.result.trust_reason is not None
        summary = scene.summary_line()
        assert noun in summary, summary
        drawn = _drawn_over_the_table(app, monkeypatch)
        # every word of the summary, the cost and the trust note is drawn, none cut, each row inside the margins
        told = " ".join(s for s, _l, _r in drawn)
        for whole in (summary, scene.lost_line(), scene.say(scene.result.trust_reason)):
            assert " ".join(whole.split()) in " ".join(told.split()), (whole, told)
        rows = [(s, left, right) for s, left, right in drawn if s in summary]
        assert rows
        for s, left, right in rows:
            assert left >= MARGIN and right <= theme.WIDTH - MARGIN, (s, left, right)
        # rows of about one width: a last row of two words under a full one read as left behind (newcomer test 29)
        widths = [right - left for _s, left, right in rows]
        assert min(widths) >= max(widths) // 2, rows
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "behind", "decisions"), [("en", 2, 120), ("en", 1, 26), ("fr", 1, 26), ("fr", 2, 120)])
def test_the_summary_leaves_no_short_tail_alone_and_names_its_close_calls(lang: str, behind: int, decisions: int,
                                                                          data_dir: str,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Newcomer test 29 (g42): "… or one as good" then "in 25" alone on the next line, and "1 move a little below the
    best, too close to mark" over that move shown as "Close call 1 of 1": the summary names what it counts as the
    decision's heading does, and its lines are of a length, none a word or two left alone."""
    set_language(lang)
    try:
        rec = opening_moves("al_cabohne", 1, 21, moves=600)
        entry = keep(rec, [Seat("Alice", True)])
        points = decision_points(rec)[:decisions]
        assert len(points) == decisions
        losses = [(NONE, 0.8)] * behind + [(NONE, 0.0)] * (len(points) - behind)
        chosen = [Decision(move, a, b, loss, 0.1, m, n) for (move, a, b, n), (m, loss) in zip(points, losses,
                                                                                            strict=True)]
        entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, trust_reason=None,
                                     summary=summarize(rec.game, chosen)).to_dict()
        assert replays.store(entry)
        app = make_app("instant")
        set_language(lang)
        scene = open_from_replays(app)
        click_key(app, "review:seat:0") if scene.seat is None else None
        assert len(scene.shown) == behind and not scene.marked
        drawn = _drawn_over_the_table(app, monkeypatch)
        summary = scene.summary_line()
        rows = [s for s, _l, _r in drawn if s in summary]
        assert " ".join(rows) == summary, rows  # every word drawn
        # 120 decisions in English: "… or one as good" then "in 118" alone, at the width the summary had
        assert len(rows) > 1 or decisions < 100, rows
        assert all(len(r.split()) > 2 for r in rows), rows
        heading = {"en": "Close call", "fr": "Décision serrée"}[lang]
        assert heading in _texts(app) and any(t.startswith(f"1 of {behind} · " if lang == "en" else f"1 sur {behind} · ")
                                              for t in _texts(app)), _texts(app)
        counted = {"en": ("close call", "close calls"), "fr": ("décision serrée", "décisions serrées")}[lang]
        assert f"{behind} {counted[behind > 1]} (" in summary, summary
    finally:
        set_language("en")
