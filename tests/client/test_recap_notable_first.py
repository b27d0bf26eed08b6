"""What "since your last turn" draws when its box is small (playtest 15).

Système Solaire showed bare seat names with nothing under them ("Nova", "Orbit", "… and 6 more lines",
15-reveal2.png); Space Lab opened a seat's part with "Nova keeps 1 of the 2 Project cards drawn" twice and hid
the placement that drew them behind "… and 13 more lines" (99.png, 161.png)."""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.core import Player, words
from engine.recap import Recount, told_order
from game.i18n import set_language
from game.kit.notes import Recap
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

Rows = list[tuple[str, Any, int]]


def _bare_headings(recap: Recap, rows: Rows, blocks: list[Recount] | None = None) -> list[str]:
    """The headings of seats with no figure (of ``blocks``, the recap's by default) drawn with no line of theirs
    under them."""
    plain = {recap._head(b)[0] for b in (recap.blocks if blocks is None else blocks)  # noqa: SLF001
             if b.figure is None}  # the heading as the screen writes it
    return [text for k, (text, _c, indent) in enumerate(rows)
            if indent == 0 and text in plain and (k + 1 == len(rows) or rows[k + 1][2] == 0)]


def _recap_of(lines: dict[int, list[str]]) -> Recap:
    recap = Recap()
    recap.names = ["Alice", "Nova", "Orbit"]
    recap.blocks = [Recount(seat, Player(seat), None, None, None, (), 0,
                            tuple(words(f"{{who}} {text}", who=Player(seat)) for text in said))
                    for seat, said in lines.items()]
    return recap


def test_a_small_box_tells_each_seat_with_a_line_under_its_name() -> None:
    """Three rows: a seat's name and its line, then the other seat's; not three names (the footer counts the
    rest)."""
    pygame.init()  # the fonts
    set_language("en")
    recap = _recap_of({1: ["reveals Probe 4: 4", "bids 2"], 2: ["reveals Probe 4, Probe 5: 9", "passes"]})
    rows = recap.fitted(400, Recap._height(3), 14)  # noqa: SLF001
    texts = [t for t, _c, _i in rows]
    assert not _bare_headings(recap, rows), texts
    assert texts[:2] == ["Nova", "Nova bids 2"] or texts[:2] == ["Nova", "Nova reveals Probe 4: 4"], texts
    assert "more line" in recap.footer(400, Recap._height(3), 14), texts  # noqa: SLF001


def test_a_box_of_one_row_tells_a_line_not_a_name() -> None:
    pygame.init()
    set_language("en")
    recap = _recap_of({1: ["reveals Probe 4: 4"], 2: ["reveals Probe 4, Probe 5: 9"]})
    rows = recap.fitted(400, Recap._height(1), 14)  # noqa: SLF001
    assert [t for t, _c, _i in rows] == ["Nova reveals Probe 4: 4"]


def _recaps(name: str, players: int, seed: int, count: int) -> list[tuple[Recap, list[Recount], Rows]]:
    """The first ``count`` recaps of a game played by random clicks at instant speed: the recap, its blocks then,
    and the rows it drew in the box the table placed it in."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
    table: Any = open_table(app, name, seats, seed=seed)
    app.push(table)
    rng, seen = random.Random(seed), None
    out: list[tuple[Recap, list[Recount], Rows]] = []
    for _ in range(20_000):
        if table.mod.over or len(out) >= count:
            break
        on_top = app.top is table  # (a comparison mypy would narrow ``table`` by)
        if on_top and table.input_open:
            if table.recap.active and table.recap.blocks is not seen:
                seen = table.recap.blocks
                box = table.recap_box()
                assert box is not None
                out.append((table.recap, list(seen), table.recap.fitted(box.w, box.h, table.recap.size)))
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    return out


def test_systeme_solaire_recaps_never_draw_a_seat_name_alone() -> None:
    set_language("en")
    found = _recaps("systeme_solaire", 3, 5, 12)
    assert found
    for recap, blocks, rows in found:
        assert not _bare_headings(recap, rows, blocks), [t for t, _c, _i in rows]


def test_space_lab_recaps_tell_placements_before_project_keeps() -> None:
    """A seat's placements (SL-9: a card placed on a slot) are told before the keeps of the Projects they drew."""
    set_language("en")
    found = _recaps("space_lab", 3, 7, 8)
    assert found
    checked = 0
    for _recap, blocks, _rows in found:
        for b in blocks:
            order = [b.heard[k].text for k in told_order(b.heard)]  # the sentences, in the order they are told
            places = [k for k, t in enumerate(order) if "places" in t]
            keeps = [k for k, t in enumerate(order) if "keeps" in t]
            if places and keeps:
                checked += 1
                assert max(places) < min(keeps), order
    assert checked, "no seat placed a card and kept a Project in these recaps"


def test_a_heading_cut_to_one_row_says_it_is_cut_and_a_box_that_shows_it_whole_is_chosen() -> None:
    """Système Solaire's recap under the coach read "Nova: 0 → 3 VP (+3): Mars to the" and stopped (playtest 16,
    15-r2.png): a heading wrapped to two rows was cut to the box's one row, with nothing to say so, and counted as
    told, so the smaller font that holds it whole lost."""
    pygame.init()
    set_language("en")
    figure = words("{a} → {b} VP (+{d}): Mars to the front", a=0, b=3, d=3)
    recap = Recap()
    recap.names = ["Alice", "Nova", "Orbit"]
    recap.blocks = [Recount(1, Player(1), 0, 3, figure, (), 0),  # the heading says it all
                    Recount(2, Player(2), None, None, None, (words("{who} bids 3", who=Player(2)),), 0)]
    heading = recap._head(recap.blocks[0])[0]  # noqa: SLF001
    rows = recap.fitted(220, Recap._height(1), 14)  # noqa: SLF001
    assert len(rows) == 1 and rows[0][0] != heading
    assert rows[0][0].endswith("…") and heading.startswith(rows[0][0][:-2]), rows
    # a box one row tall beside the log, in either font: the one that tells the heading whole is taken
    anchor = pygame.Rect(1000, 400, 266, Recap._height(1, 12))  # noqa: SLF001
    box = recap.box(anchor, [pygame.Rect(0, 0, 1280, 400), pygame.Rect(0, 400, 1000, 320),
                             pygame.Rect(1000, anchor.bottom, 280, 720 - anchor.bottom)])
    shown = [t for t, _c, _i in recap.fitted(box.w, box.h, recap.size)]
    assert not any(t.endswith(" …") for t in shown), (shown, recap.size)
