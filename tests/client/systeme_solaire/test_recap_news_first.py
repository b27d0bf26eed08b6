"""The "since your last turn" recap tells news first (playtest 14).

08-bid5.png: "Nova: still 0 VP / Orbit: still 0 VP / … and 2 more lines" — the headings said nothing had
changed and pushed the news (both passed) out of the box. A seat whose VP did not move has no "still N VP": its
heading says its first news ("Nova: bids 3, then passes"). 34-took.png: a box with room for one row held only
"… and 4 more lines", no line above it; the first heading now shows there.
"""

from __future__ import annotations

import random

from engine.core import Player, words
from engine.recap import Recount
from game import words as say_words
from game.kit.notes import Recap
from tests.client.driver import DT, click, game_clickables, pass_on
from tests.client.systeme_solaire.drive import table_app


def test_no_still_n_vp_heading_and_each_block_opens_with_news(data_dir: str) -> None:
    """SS-9..SS-12: at each human decision of a seeded three-player game, no recap line says "still … VP", and
    a seat whose VP did not move is headed by what it did."""
    app, table = table_app(3, 4, speed="fast")
    rng, was_open, checked = random.Random(4), False, 0
    for _ in range(40_000):
        if table.mod.over:
            break
        if pass_on(app, table):
            continue
        now_open = bool(table.input_open) and app.top is table
        if now_open and not was_open and table.recap.active:
            lines = [t for t, _c in table.recap.lines]
            assert not any("still" in t for t in lines), lines
            for b in table.recap.blocks:
                if b.before == b.after and b.figure is not None:  # its heading: "Nova: bids 3, then passes"
                    checked += 1
                    said = say_words.say(b.figure, table.recap.names)
                    assert "VP" not in said and any(t.endswith(": " + said) for t in lines), (said, lines)
        was_open = now_open
        if now_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    assert checked >= 3


def test_a_one_row_recap_shows_a_heading_not_only_the_count() -> None:
    """A box with room for one row shows the first seat's heading, not "… and 4 more lines" alone."""
    import pygame

    pygame.font.init()
    recap = Recap()
    recap.names = ["Alice", "Nova", "Orbit"]
    line = words("{who} takes group {n}", who=Player(1), n=2)
    recap.blocks = [Recount(1, Player(1), 0, 3, words("{before} → {n} VP", before=0, n=3), (line,), 0, (line,)),
                    Recount(2, Player(2), 0, 2, words("{before} → {n} VP", before=0, n=2), (line,), 0, (line,))]
    rows = recap.fitted(300, Recap._height(1, 14), 14)
    assert rows and "Nova" in rows[0][0] and "more line" not in rows[0][0], rows
    assert len(rows) == 1, rows
