"""Every step of a replay says what happened (issue 18 §2): move 67 of 68 once had an empty caption, a move
the log says nothing of. Such a move names who made it, and nothing the table may not see."""

from __future__ import annotations

import pytest

from engine import GAMES
from game import replays
from game.scenes.watch import WatchScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import make_app
from tests.client.test_replay_end import finished_recipe


@pytest.mark.parametrize("name", [n for n in GAMES if has_table(n)])
def test_no_step_of_a_replay_has_an_empty_caption(name: str, data_dir: str) -> None:
    rec = finished_recipe(name, 11)
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    assert replays.add(rec, seats, [0] * rec.players, [])
    (kept,) = replays.listing()
    watch = WatchScene(make_app(), kept)
    empty = []
    for i in range(watch.total + 1):
        watch.index = i  # the caption is read from the recipe's events: no table needs building
        if not watch.caption().strip():
            empty.append(i)
    assert empty == [], f"moves with no caption: {empty[:10]}"


def _secret_plays(watch: WatchScene, seat: int) -> list[tuple[int, str]]:
    """(move number, card name) of each card ``seat`` put face down on its secret collection (SB-11, SB-21)."""
    from engine.space_beans.kinds import EventKind
    from engine.space_beans.words import card_words
    from game import words as say_words

    return [(i + 1, say_words.say(card_words(e.cards[0]), watch.names)) for i, events in enumerate(watch.moves)
            for e in events if e.kind == EventKind.PLAY and e.target == "secret" and e.seat == seat]


@pytest.mark.parametrize("humans", [1, 2])
def test_a_replay_caption_names_what_its_viewer_may_know(humans: int, data_dir: str) -> None:
    """Playtest 11: watching one's own game against computers, the caption said "P1: a card → secret collection"
    where the replay's own log named the card. Through the one person's eyes their own secret cards are named
    (rules SB-11, SB-21: the secret collection is face down to the others only); a computer's stay "a card", and
    with two people at the table (the replay seen by no one's eyes) nobody's is named."""
    rec = finished_recipe("space_beans", 5, players=3)
    seats = [Seat(f"P{i + 1}", i < humans) for i in range(rec.players)]
    assert replays.add(rec, seats, [0] * rec.players, [])
    (kept,) = replays.listing()
    watch = WatchScene(make_app(), kept)
    mine, theirs = _secret_plays(watch, 0), _secret_plays(watch, 1)
    assert mine and theirs, "this game has secret plays by both"
    for i, card in mine + theirs:
        watch.index = i
        assert "→" in watch.caption(), watch.caption()
        named = card in watch.caption()
        assert named == (humans == 1 and (i, card) in mine), (i, card, watch.caption())
    i, card = mine[0]
    watch.go(i)
    log = [text for text, _c in watch.table.log.lines(watch.table.viewer)]
    assert any(watch.caption() in text or text in watch.caption() for text in log[-3:]), (watch.caption(), log[-3:])
