"""The log's folded lines (a repeated line said once with "×n") are kept between frames: a table reads them every
frame, and folding them again asked the engine to word each run's line anew each time. What is kept still reads as
folding afresh after a new line, an undo's cut, another viewer and another language."""

from __future__ import annotations

import random

from engine import GAMES
from game import i18n
from game.kit.log import GameLog

NAMES = ["Alice", "Bruno"]


def test_folded_lines_are_kept_until_the_log_viewer_or_language_changes(monkeypatch) -> None:
    game = GAMES["al_cabohne"]
    state, rng = game.new(2, 5), random.Random(5)
    log = GameLog(game, NAMES)
    calls = {"n": 0}
    real = game.describe_event

    def counted(e, seat):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        return real(e, seat)

    monkeypatch.setattr(game, "describe_event", counted)
    try:
        for step in range(80):
            if game.is_over(state):
                break
            state, events = game.apply(state, rng.choice(game.legal_actions(state)))
            before = log.mark()
            for e in events:
                log.add(e)
            if step % 11 == 5:
                log.cut(before)
            viewer = (None, 0, 1)[step % 3]
            if step % 13 == 4:
                i18n.set_language("fr")
            elif step % 13 == 9:
                i18n.set_language("en")
            got = log.folded(viewer)
            assert got == log._fold(viewer), step
            calls["n"] = 0
            again = log.folded(viewer)
            assert again == got and calls["n"] == 0, "a frame with nothing new words nothing"
            again.clear()
            assert log.folded(viewer) == got, "a caller's change to the list it got is its own"
        i18n.set_language("fr")
        french = log.folded(0)
        i18n.set_language("en")
        assert log.folded(0) != french, "another language, other words"
        assert log.folded(1) == log._fold(1)
    finally:
        i18n.set_language("en")
