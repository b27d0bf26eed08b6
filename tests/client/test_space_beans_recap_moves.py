""""Since your last turn" in Space Beans against two Normal computers (issue 18): the lines it shows come in the
order the log has them, every seat that moved has its block, and a seat's block tells each kind of move it made
(draws, plays, closes, passes) before it tells one kind twice: "Nova closes 6 cards: +6" twice, which the heading's
figure sums up, kept out Nova's plays and Orbit's pass of 9 cards to Nova."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event
from game import i18n
from game import words as say_words
from game.seats import Seat
from tests.client.driver import make_app, new_recaps, open_table


def _shown_lines(table: Any, box: Any) -> list[tuple[int, str]]:
    """The recap's lines as drawn in ``box`` (a line's wrapped rows joined), each with the block it is under."""
    recap = table.recap
    heard = [[say_words.say(w, recap.names) for w in b.heard] for b in recap.blocks]
    out: list[tuple[int, str]] = []
    block = -1
    for text, _colour, indent in recap.fitted(box.w, box.h, recap.size):
        if indent == 0:  # a seat's heading
            block += 1
            starts = False
        else:
            starts = any(line.startswith(text) for line in heard[block])
        if starts:
            out.append((block, text))
        elif out and out[-1][0] == block and not _heading_row(recap, block, text):  # a line's wrapped rest
            out[-1] = (block, out[-1][1] + " " + text)
    return out


def _heading_row(recap: Any, block: int, text: str) -> bool:
    """``text`` is the wrapped rest of a block's heading ("Bluebeans" after "Nova: 6 → 18 points: +6 Bohrion, +6")."""
    head = recap._head(recap.blocks[block])[0]
    return text in head and not any(text in say_words.say(w, recap.names) for w in recap.blocks[block].heard)


def _kinds(recap: Any, block: int) -> dict[str, str]:
    """Each line of a block (as said) with its kind: the engine's words it is made of."""
    return {say_words.say(w, recap.names): w.text for w in recap.blocks[block].heard if w.tone != "nil"}


@pytest.mark.parametrize(("seed", "lang"), [(3, "en"), (5, "fr")])
def test_the_recap_tells_each_seats_moves_in_the_order_they_came(data_dir: str, seed: int, lang: str) -> None:
    i18n.set_language(lang)
    try:
        app = make_app("instant")
        app.settings.language = lang
        seats = [Seat("Alice", True), Seat("Nova", False, "normal"), Seat("Orbit", False, "normal")]
        table = open_table(app, "space_beans", seats, seed=seed)
        app.push(table)
        seen = 0
        for box in new_recaps(app, table, seed, 3_000):
            seen += 1
            _check(table, box)
            if seen >= 14:
                break
        assert seen >= 8, seen
    finally:
        i18n.set_language("en")


def _check(table: Any, box: Any) -> None:
    recap = table.recap
    mark = recap.mark[0][0]
    log = [text for text, _colour in table.log.since(mark, 0)]
    shown = _shown_lines(table, box)
    at = 0
    for _block, text in shown:  # in the log's order
        assert text in log[at:], (text, log, shown)
        at = log.index(text, at) + 1
    first = mark - table.log.dropped
    moved = {e.seat for e in table.log.entries[first:] if isinstance(e, Event) and e.seat > 0 and e.kind != "turn"}
    heads = [recap._head(b)[0] for b in recap.blocks]
    shown_heads = [t for t, _c, indent in recap.fitted(box.w, box.h, recap.size) if indent == 0]
    for seat in moved:  # every seat that moved has its block, its heading drawn
        name = recap.names[seat]
        assert any(h.startswith(name) for h in heads) and any(t.startswith(name) for t in shown_heads), (name, heads)
    for block in range(len(recap.blocks)):
        kinds = _kinds(recap, block)
        told = [kinds[t] for b, t in shown if b == block and t in kinds]
        left = {kind for line, kind in kinds.items() if kind not in told}
        twice = {kind for kind in told if told.count(kind) > 1}
        assert not (twice and left), (recap.names[recap.blocks[block].seat], twice, left, shown)
