"""The Statistics screen's boxes in every language: each label keeps the box's margin on both sides.

Playtest: "Meilleur score", at a place set for "Best score", ran into its box's right edge. The layout walk's
probe only flags a label on the border itself; here the right side is held to the room the left side has.
"""

from __future__ import annotations

import pytest

from game import stats
from game.scenes.statistics import MARGIN, StatisticsScene
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.layout_walk import checked_apps

CORNER = 14  # the boxes' corner radius: a label closer to the side than this reads as touching it


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_every_statistics_label_keeps_room_inside_its_box(lang: str, data_dir: str) -> None:
    for name in ("space_beans", "al_cabohne", "systeme_solaire", "space_lab"):
        stats.record(name, [Seat("Alice", True), Seat("Orbit", False)], [130, 120], [0])
    stats.record("space_lab", [Seat("Alice", True)], [41], [], scored=True)  # a "—" in Won
    with checked_apps(lang) as rec:
        app = make_app("normal")
        scene = StatisticsScene(app)
        app.push(scene)
        app.draw()
        ink = rec.ink_of(app.screen)
    assert ink is not None
    assert not rec.issues, "\n".join(map(str, rec.issues))
    boxes = [scene.box(i) for i in range(len(scene.games))]
    assert len(boxes) == 4 and all(box in ink.panels for box in boxes)
    inside = [(t.text, t.rect, box) for t in ink.texts for box in boxes if box.contains(t.rect)]
    heads = [text for text, _rect, _box in inside if text in ("Best score", "Meilleur score", "BBesst sccorre")]
    assert len(heads) == 4  # every box's column heads are drawn and were measured
    for box in boxes:  # the heads stand apart: at 24 px they read as one cramped line (playtest 29, 83_stats)
        best = next(rect for text, rect, b in inside if b == box and text in heads)
        row = sorted((rect for _t, rect, b in inside if b == box and abs(rect.bottom - best.bottom) <= 4),
                     key=lambda r: r.x)
        assert len(row) == 4 and all(b.left - a.right >= 32 for a, b in zip(row, row[1:], strict=False)), (box, row)
    for text, rect, box in inside:
        assert rect.left - box.left >= MARGIN - 1, f"{text!r} at {rect} in {box}"
        assert box.right - rect.right >= CORNER, f"{text!r} at {rect}: {box.right - rect.right} px from {box}'s edge"
