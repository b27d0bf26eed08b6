"""Hot-seat privacy, tested on what the screen shows: at every hand-over, nothing the new viewer may not know.

Two- and three-human games of every game with a table are played by clicks.
Every event the engine produced is kept, so the test knows which cards each
seat has been allowed to see (the events filtered for that seat). At every
hand-over the table is drawn with recording on: every string rendered and
every card face drawn. A face of a card the viewer has never been shown, or
the name of such a card in any string, fails the test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.core import HIDDEN, Event, english, filter_events
from game import record
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

TABLE_GAMES = [n for n in GAMES if has_table(n)]


def _configs() -> list[tuple[str, int, int]]:
    out = []
    for name in TABLE_GAMES:
        game = GAMES[name]
        for humans in (2, 3):
            players = max(humans, game.min_players)
            if players <= game.max_players:
                out.append((name, players, humans))
    return out


class Knowledge:
    """Which card ids each seat has been shown, from every event the engine produced."""

    def __init__(self, players: int) -> None:
        self.seen: list[set[int]] = [set() for _ in range(players)]
        self.every: set[int] = set()

    def add(self, events: list[Event]) -> None:
        for e in events:
            self.every.update(c for c in e.cards if c != HIDDEN)
        for seat, seen in enumerate(self.seen):
            for e in filter_events(events, seat):
                seen.update(c for c in e.cards if c != HIDDEN)


def _watch_engine(monkeypatch: pytest.MonkeyPatch, name: str, know: Knowledge) -> None:
    game = GAMES[name]
    real_apply = type(game).apply

    def apply(self: Any, s: Any, a: Any) -> Any:
        out = real_apply(self, s, a)
        know.add(out[1])
        return out

    monkeypatch.setattr(type(game), "apply", apply)


def _leaks(items: list[record.Item], name: str, viewer: int, know: Knowledge, names: list[str]) -> list[str]:
    game = GAMES[name]
    seen = know.seen[viewer]
    unseen = know.every - seen
    problems = [f"face of card {c} ({english(game.card_words(c), names)})"
                for art, c in record.cards(items) if c in unseen]
    seen_names = {english(game.card_words(c), names) for c in seen}
    hidden_names = {english(game.card_words(c), names) for c in unseen} - seen_names
    for text in record.texts(items):
        for hidden in hidden_names:
            if hidden in text:
                problems.append(f"{hidden!r} in {text!r}")
    return problems


@pytest.mark.parametrize("name,players,humans", _configs())
def test_nothing_hidden_from_the_new_viewer_is_drawn(
    name: str, players: int, humans: int, data_dir: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    know = Knowledge(players)
    _watch_engine(monkeypatch, name, know)
    app = make_app("fast")
    seats = [Seat(n, True) for n in ("Alice", "Bruno", "Chiara")[:humans]]
    seats += [Seat(f"Bot{i}", False, "easy") for i in range(players - humans)]
    names = [s.name for s in seats]
    table = open_table(app, name, seats, seed=31 + players)
    know.add(GAMES[name].opening_events(table.mod.state))
    app.push(table)
    rng = random.Random(players * 7 + humans)
    handovers = 0
    checked_frames = 0
    recapped = 0  # hand-overs whose first frames showed the recap of what the others did
    for _ in range(60_000):
        top = app.top
        if type(top).__name__ == "CurtainScene":
            for _ in range(12):
                app.frame(DT)
            click(app, (640, 360))
            assert app.top is table
            viewer = table.mod.viewer
            handovers += 1
            # the first frames the new viewer sees, and one after the animations settle
            texts: list[str] = []
            for _ in range(3):
                with record.capture() as items:
                    app.frame(DT)
                assert record.texts(items), "nothing was recorded: the hook is not in the renderer"
                texts += record.texts(items)
                problems = _leaks(items, name, viewer, know, names)
                assert not problems, f"hand-over {handovers} to {names[viewer]}: " + "; ".join(problems[:5])
                checked_frames += 1
            if table.recap.active:
                # "since your last turn" is among what was checked: its every line was drawn on those frames
                rows = [text for text, _color, _indent in table.recap.rows(400)]
                assert "Since your last turn" in texts, texts
                assert any(row in text or text in row for row in rows for text in texts if len(text) > 8), rows
                recapped += 1
            if handovers >= 14:
                break
            continue
        if pass_on(app, table):
            continue  # the mover has seen their move's result: the curtain comes
        if top is table and table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif type(top).__name__ == "ResultsScene":
            break
        else:
            app.frame(DT)
            if top is table and table.anim.blocking and rng.random() < 0.5:
                click(app, (640, 5))  # skip an animation now and then, as players do
    assert handovers >= 6, f"only {handovers} hand-overs were reached"
    assert checked_frames >= 18
    assert recapped >= 2, f"the recap was drawn at only {recapped} hand-overs"
