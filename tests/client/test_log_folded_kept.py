"""The log's folded lines (a repeated line said once with "×n") are kept between frames: a table reads them every
frame, and folding them again asked the engine to word each run's line anew each time. What is kept still reads as
folding afresh after a new line, an undo's cut, another viewer and another language."""

from __future__ import annotations

from game import i18n
from tests.client.test_log_words_kept import logged, table


def test_folded_lines_are_kept_until_the_log_viewer_or_language_changes(monkeypatch) -> None:
    game, state, rng, log, calls = table("al_cabohne", 2, 5, monkeypatch)
    try:
        for step, before, _, _ in logged(game, state, rng, log, 80):
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
