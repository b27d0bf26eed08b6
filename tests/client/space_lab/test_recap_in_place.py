""""Since your last turn" stays in one place from turn to turn: over the log it sums up (playtest 23: it lay over the
log one turn and under Orbit's station the next, a thing to look for anew each turn)."""

from __future__ import annotations

from typing import Any

from tests.client.space_lab import steps


def test_the_recap_lies_over_the_log_every_turn(data_dir: str) -> None:
    app, table = steps.start(2, 5)
    places: list[tuple[int, ...]] = []

    def look(t: Any) -> bool:
        box = t.recap_box()
        if box is not None:
            assert t.log_rect is not None
            places.append((*box, *t.log_rect))
        return len(places) >= 6

    assert steps.play_until(app, table, look, seed=5, max_moves=80)
    assert all(p[:4] == p[4:] for p in places), places
