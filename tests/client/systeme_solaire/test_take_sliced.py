"""Where a chosen group's cards start is the review's own search (``Advisor.ranked``), thought out a slice a frame as
the Hint's search is: run whole on the group's click, it held that frame ~0.12 s on a desktop and longer in the
browser (issue 18, a felt pause). No frame does more than a thinking slice's share of it, and the cards are shown
where the review rates them best once it is done (SS-17, SS-18)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from engine import review
from engine.review import DEFAULT_ITERATIONS
from game.kit import advisor
from game.kit.advisor import REST_BUDGET
from game.kit.choices import Pick
from tests.client.driver import DT, click
from tests.client.systeme_solaire.drive import play_until, rect_of, table_app
from tests.to_the_end import best_ranked

TICK = 0.001  # seconds the screen's clock moves at each reading: each slice is read twice (its start, its end)
MOST_SLICES = int(REST_BUDGET / (2 * TICK)) + 1  # what a frame's thinking budget holds on that clock


class _Ticking:
    """The advisor's clock, moved on by ``TICK`` at each reading: the work a frame does is counted the same on any
    machine (a slice may end early, before an evaluation that could overrun it, so slices were not all as long)."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += TICK
        return self.now


def test_a_group_click_thinks_a_slice_a_frame(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    slices = [0]
    searching = review.best_search

    def counted(*args: Any, **kwargs: Any) -> Generator[None, None, Any]:
        done = yield from searching(*args, **kwargs)  # every slice the screen asks for, the old synchronous way too
        return done

    def counting(*args: Any, **kwargs: Any) -> Generator[None, None, Any]:
        steps = counted(*args, **kwargs)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            slices[0] += 1
            yield None

    app, table = table_app(3, 1)
    assert play_until(app, table, lambda t: t.view.phase == "take", 1)
    state, move = table.mod.state, len(table.mod.recipe.actions) + 1
    best = best_ranked(table.mod.game, state, move, DEFAULT_ITERATIONS)
    g = best[0][0].card
    table.advisor._ranked = table.advisor._ranking = None  # thought out from the click on, not before it
    monkeypatch.setattr(review, "best_search", counting)
    monkeypatch.setattr(advisor, "time", _Ticking())
    per_frame = []
    click(app, rect_of(table, Pick("group", "", g)).center)
    per_frame.append(slices[0])
    for _ in range(500):
        if not getattr(table.ui, "placing", False):  # (the old screen placed them in the click's frame)
            break
        slices[0] = 0
        app.frame(DT)
        per_frame.append(slices[0])
    assert max(per_frame) <= MOST_SLICES, per_frame
    assert not getattr(table.ui, "placing", False) and table.mod.state is state
    # the take the review rates best for this group, as the review's own search ranks them
    expected = next(a.target for a, _n, _m in best if a.kind == "take" and a.card == g)
    assert table.ui.split == expected
