"""The review's words fit the result (playtest 21): "No costly decision to show: well played." was said after a lost
game too. Praise only after a win; where nothing is marked, the closest calls are shown instead, and after a loss with
none, where the result came from."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.review import NONE, Decision, summarize
from game import replays
from game.scenes import review as review_scene
from game.scenes.review import ReviewScene
from game.seats import Seat
from tests.client.driver import click_key, make_app
from tests.client.test_review_screen import (
    _planted,
    _texts,
    decision_points,
    open_from_replays,
    opening_moves,
)

WELL_PLAYED = "No costly decision to show: well played."


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)


def _open(losses: list[float], winners: list[int]) -> tuple[list[str], ReviewScene, list[tuple[int, Any, Any, int]]]:
    """Alice's game of Système Solaire kept with the result ``winners`` and a review of her first decisions, none
    marked, whose losses are ``losses`` (each measured with an uncertainty of 0.1): the screen's texts, the scene
    and her decisions (``decision_points``)."""
    rec = opening_moves("systeme_solaire", 3, 21, moves=60)
    entry = replays.keep(rec, [Seat("Alice", True), Seat("Bot", False, "normal"), Seat("Bob", False, "normal")],
                         [30, 34, 20], winners)
    assert entry is not None
    points = decision_points(rec)
    chosen = [Decision(move, a, b, loss, 0.1, NONE, n) for (move, a, b, n), loss in zip(points, losses, strict=False)]
    entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summarize(rec.game, chosen)).to_dict()
    assert replays.store(entry)
    app = make_app("instant")
    scene = open_from_replays(app)
    assert scene.reused
    return _texts(app), scene, points


def test_after_a_loss_with_nothing_to_show_there_is_no_praise(data_dir: str) -> None:
    texts, scene, _ = _open([0.0, 0.05, 0.0], winners=[1])
    told = " ".join(texts)  # the sentence beside the final table is wrapped to its panel
    assert WELL_PLAYED not in told, texts
    # playtest 24: with no move to blame, by how much the game was lost (Bot's 34 VP to Alice's 30)
    assert "No decision clearly cost you anything." in texts and "No single move lost it: Bot finished 4 VP ahead." \
        in told, texts


def test_after_a_win_with_nothing_to_show_it_says_well_played(data_dir: str) -> None:
    texts, _, _ = _open([0.0, 0.05, 0.0], winners=[0])
    assert WELL_PLAYED in " ".join(texts), texts  # wrapped to the panel beside the final table


def test_with_nothing_marked_the_closest_calls_are_shown(data_dir: str) -> None:
    # four moves a little below the best (above their uncertainty, below Système Solaire's 1.5 VP to mark)
    texts, scene, points = _open([0.0, 0.3, 1.2, 0.0, 0.9, 0.6, 0.0], winners=[1])
    assert WELL_PLAYED not in texts and not scene.marked
    assert [d.move for d in scene.shown] == [points[k][0] for k in (1, 2, 4, 5)], "in the order played"
    assert any("4 close calls (moves a little below the best)" in t for t in texts), "the summary counts the same four"
    assert "Close call" in texts and any(t.startswith("1 of 4 · round ") for t in texts), texts
    assert not any(t.startswith("About ") for t in texts), "0.3 VP below the best: \"about 1\" would overstate it"
    click_key(scene.app, "review:next")
    assert "About 1 VP better." in _texts(scene.app), "1.2 VP below the best, in the game's units"
    assert not any(t in texts for t in ("Blunder", "Mistake", "Inaccuracy")), "a close call bears no mark"


def _open_kinds(kinds: list[tuple[str, float]]) -> tuple[list[str], ReviewScene, list[tuple[int, Any, Any, int]]]:
    """Alice's lost game of Système Solaire with a review of her first decisions marked ``kinds`` (mark, loss): the
    screen's texts, the scene and her decisions (``decision_points``)."""
    rec = opening_moves("systeme_solaire", 3, 21, moves=60)
    entry = replays.keep(rec, [Seat("Alice", True), Seat("Bot", False, "normal"), Seat("Bob", False, "normal")],
                         [30, 34, 20], [1])
    assert entry is not None
    points = decision_points(rec)
    chosen = [Decision(move, a, b, loss, 0.1, mark, n) for (move, a, b, n), (mark, loss) in zip(points, kinds,
                                                                                               strict=False)]
    entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summarize(rec.game, chosen)).to_dict()
    assert replays.store(entry)
    app = make_app("instant")
    scene = open_from_replays(app)
    return _texts(app), scene, points


def test_the_close_calls_beside_a_marked_decision_can_be_stepped_to(data_dir: str) -> None:
    """Playtest 30 (Space Beans): "1 inaccuracy, 1 close call" over "Marked decision 1 of 1", and the close call
    could not be found. Both are shown, counted in one walk, each with its kind named (playtest 33: "Close call 1 of 2",
    "Marked decision 1 of 1", "Close call 2 of 2" counted two walks in one)."""
    from engine.review import INACCURACY

    # a close call, then an inaccuracy
    texts, scene, points = _open_kinds([(NONE, 0.0), (NONE, 0.9), (INACCURACY, 2.0), (NONE, 0.0)])
    assert any("1 inaccuracy, 1 close call" in t for t in texts), texts
    assert [d.move for d in scene.shown] == [points[2][0], points[1][0]], "both, the inaccuracy first"
    assert any(t.startswith("1 of 2 · round ") for t in texts) and "Inaccuracy" in texts, texts
    click_key(scene.app, "review:next")
    texts = _texts(scene.app)
    assert any(t.startswith("2 of 2 · round ") for t in texts) and "Close call" in texts, texts


def test_the_walk_opens_on_the_costliest_kind(data_dir: str) -> None:
    """Playtest 32 (Al Cabohne): the summary said "2 inaccuracies, 7 close calls" and the walk opened on "Close call
    1 of 7". It opens on the costliest kind the summary names (mistakes, then inaccuracies, then close calls), each
    kind in the order played, and Next walks them all."""
    from engine.review import INACCURACY, MISTAKE

    kinds = [(NONE, 0.9), (INACCURACY, 2.0), (NONE, 0.6), (MISTAKE, 3.0), (INACCURACY, 1.6), (NONE, 0.8)]
    texts, scene, points = _open_kinds(kinds)
    assert any("1 mistake, 2 inaccuracies, 3 close calls" in t for t in texts), texts
    assert "Mistake" in texts and any(t.startswith("1 of 6 · round ") for t in texts), texts
    seen = []
    for k in range(6):
        if k:
            click_key(scene.app, "review:next")
        texts = _texts(scene.app)
        seen.append((next(x for x in ("Mistake", "Inaccuracy", "Close call") if any(t.startswith(x) for t in texts)),
                     scene.shown[scene.index].move))
    assert seen == [("Mistake", points[3][0]), ("Inaccuracy", points[1][0]), ("Inaccuracy", points[4][0]),
                    ("Close call", points[0][0]), ("Close call", points[2][0]), ("Close call", points[5][0])], seen
