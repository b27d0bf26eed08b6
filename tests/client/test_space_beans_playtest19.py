"""Space Beans after the nineteenth playtest (newcomer, Learn to play and hot-seat): the recap keeps the line about
its reader when room is short, says nothing empty at the game's end, and the coach's and Hint's words read plainly."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import i18n
from game import words as say_words
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on


def _recaps_by_clicks(seed: int, players: int, lang: str) -> list[tuple[list[Any], list[str], list[str]]]:
    """Every recap of a game Alice plays by random clicks against computers: its blocks, the seats' names, and the
    rows drawn in the box the table placed it in."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
    table: Any = open_table(app, "space_beans", seats, seed=seed)
    app.push(table)
    i18n.set_language(lang)
    rng, seen, out = random.Random(seed), None, []
    for _ in range(20_000):
        if table.mod.over:
            break
        if pass_on(app, table):
            continue
        on_top = app.top is table  # (a comparison mypy would narrow ``table`` by)
        if on_top and table.input_open:
            recap = table.recap
            if recap.active and recap.blocks is not seen:
                seen = recap.blocks
                box = table.recap_box()
                assert box is not None
                out.append((list(seen), list(recap.names), [t for t, _c, _i in recap.fitted(box.w, box.h, recap.size)]))
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_keeps_the_cards_passed_to_its_reader_when_room_is_short(data_dir: str, lang: str) -> None:
    """SB-22 (the hand left goes to the next seat): playtest 19 (59.png) read "Orbit draws 2 cards" while "Nova
    passes 7 cards to Alice: …", what had just filled Alice's hand, was counted away behind "+1 more line". A
    pass of many cards takes several rows; it now takes the room before the other seats' steps."""
    passes = 0
    for blocks, names, drawn in _recaps_by_clicks(3, 3, lang):
        said = " ".join(t.strip() for t in drawn)
        for b in blocks:
            for w in b.heard or b.told:
                if w.tone == "you":  # about the reader: the cards passed to them
                    passes += 1
                    line = say_words.say(w, names)
                    assert " ".join(line.split()) in " ".join(said.split()), (line, drawn)
    assert passes >= 3, passes
