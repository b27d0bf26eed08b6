"""The log words each entry once per viewer and language (a long game re-worded its whole log after every move,
which cost more than drawing it), and still reads exactly as wording it all afresh: after new lines, an undo's
cut, the front of a long log let go, another viewer and another language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.core import words
from game import i18n
from game.kit import log as log_module
from game.kit.log import GameLog

NAMES = ["Alice", "Bruno", "Chloé"]


def counting(game: Any, monkeypatch: Any) -> dict[str, int]:
    """How many times the engine is asked to word an event (``calls["n"]``), from now on."""
    calls = {"n": 0}
    real = game.describe_event

    def counted(e, seat):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        return real(e, seat)

    monkeypatch.setattr(game, "describe_event", counted)
    return calls


def table(name: str, players: int, seed: int, monkeypatch: Any) -> tuple[Any, Any, random.Random, GameLog, dict[str, int]]:
    """A new game with its log and its dice, and the count of events worded (``counting``)."""
    game = GAMES[name]
    log = GameLog(game, NAMES[:players])
    return game, game.new(players, seed), random.Random(seed), log, counting(game, monkeypatch)


def logged(game: Any, state: Any, rng: random.Random, log: GameLog, steps: int
           ) -> Iterator[tuple[int, int, list[Any], Any]]:
    """Random moves of ``game`` into ``log`` until it ends: each step's number, the log's mark before it, the
    move's events and the state after it."""
    for step in range(steps):
        if game.is_over(state):
            return
        state, events = game.apply(state, rng.choice(game.legal_actions(state)))
        before = log.mark()
        for e in events:
            log.add(e)
        yield step, before, events, state


def _afresh(log: GameLog, viewer: int | None) -> list[tuple[int, int, str, tuple[int, int, int]]]:
    fresh = GameLog(log.game, log.names)
    fresh.entries = list(log.entries)
    fresh.version = 1
    return fresh.worded(viewer)


def test_the_log_read_after_each_change_is_the_log_worded_afresh(monkeypatch) -> None:
    monkeypatch.setattr(log_module, "MAX_ENTRIES", 40)  # the front let go within a short game
    game, start, rng, log, calls = table("space_beans", 3, 7, monkeypatch)
    state = start
    try:
        for step, before, events, state in logged(game, start, rng, log, 120):  # noqa: B007 (the last is read after)
            if step % 9 == 4:
                log.add(words("{who}'s turn", who=NAMES[0]))
            if step % 13 == 6:
                log.cut(before)  # an undo's cut
                for e in events:
                    log.add(e)
            viewer = (None, 0, 1, 2)[step % 4]
            if step % 17 == 3:
                i18n.set_language("fr")
            elif step % 17 == 8:
                i18n.set_language("en")
            calls["n"] = 0
            got = log.worded(viewer)
            assert got == _afresh(log, viewer), step
        assert log.dropped > 0, "the front of the log was let go"
        log.worded(0)
        calls["n"] = 0
        log.add(words("{who}'s turn", who=NAMES[1]))
        state, events = game.apply(state, rng.choice(game.legal_actions(state))) if not game.is_over(state) \
            else (state, [])
        for e in events:
            log.add(e)
        log.worded(0)
        assert calls["n"] == len(events), "only the new entries were worded"
    finally:
        i18n.set_language("en")


def test_two_viewers_in_turn_each_word_only_the_new_entries_and_fold_as_afresh(monkeypatch) -> None:
    """A hot-seat table reads the log for its two players in turn (and for the table between them): each viewer's
    words are kept, so a hand-over words only what came since that viewer last read it (it worded the whole log
    again at every hand-over), and the folded log, runs counted, reads as a log folded afresh."""
    game, start, rng, log, calls = table("al_cabohne", 2, 3, monkeypatch)
    last_read = {0: 0, 1: 0}
    for step, before, _events, _state in logged(game, start, rng, log, 150):
        if step % 11 == 5:
            log.cut(before)  # an undo's cut: the viewer's words of the entries taken back go with them
            last_read = {v: min(n, len(log.entries)) for v, n in last_read.items()}
        viewer = step // 3 % 2  # a few moves each, as turns go
        new = len(log.entries) - last_read[viewer]
        calls["n"] = 0
        log.worded(viewer)
        assert calls["n"] <= new, f"step {step}: old entries worded again"
        calls["n"] = 0
        folded = log.folded(viewer)
        # a run said once with its count is worded again only where it grew: it ends on a new entry
        assert calls["n"] <= new, f"step {step}: old runs worded again"
        last_read[viewer] = len(log.entries)
        fresh = GameLog(log.game, log.names)
        fresh.entries, fresh.version = list(log.entries), 1
        assert folded == fresh.folded(viewer), step
