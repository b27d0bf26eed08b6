"""The "since your last turn" recap fills its box before it counts lines away, and lies over the log whole or
beside it (playtest 11: Space Beans' recap stood two rows short of its box over "… and 3 more lines"; Système
Solaire's left empty rows while it counted lines away, and once lay askew over the log's top edge)."""

from __future__ import annotations

import pygame
import pytest

from engine.core import Event, Words, words
from game import theme
from game.kit.log import GameLog
from game.kit.notes import SIZES, Recap
from game.tables.systeme_solaire import layout as ss_layout
from tests.client.recap_fakes import MovesGame, MovesWords, drawn_texts, scores_view

LONG = "{who} closes a collection of many cards and scores {n} points with it, in a sentence that wraps"


class LongWords(MovesWords):
    """The made-up game's words, and a "long" event: a scoring line that takes three rows."""

    @staticmethod
    def describe_event(e: Event, viewer: int | None) -> Words:
        if e.kind == "long":
            return words(LONG, who=e.seat, n=e.value, tone="score")
        return MovesWords.describe_event(e, viewer)


class LongGame(MovesGame):
    wording = LongWords  # type: ignore[assignment]


# a log at the foot of the screen with the rest of the table taken: the recap's one place is over the log
LOG = pygame.Rect(14, 600, 290, 106)
TAKEN = [pygame.Rect(0, 0, 1280, 590), pygame.Rect(310, 590, 970, 130)]


def _recap(game: MovesGame, events: list[Event], names: tuple[str, ...] = ("Alice", "Nova")) -> Recap:
    pygame.init()  # the fonts
    log, recap = GameLog(game, list(names)), Recap()
    recap.acted(0, log.mark(), scores_view(*[0] * len(names)))
    for e in events:
        log.add(e)
    recap.turn_starts(0, log, scores_view(*[0] * len(names)))
    return recap


def test_a_line_too_long_for_the_rows_left_gives_way_to_the_seat_s_next_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nova scored with a line of three rows and made two moves; the box has two rows left under Nova's heading:
    the two moves are told there, the long line counted in the footer (the rows stood empty)."""
    recap = _recap(LongGame(), [Event("long", 1, value=5), Event("move", 1, value=1), Event("move", 1, value=2)])
    box = pygame.Rect(LOG.x, LOG.y, LOG.w, Recap._height(3, 12))  # noqa: SLF001
    recap.size = 12
    rows = recap.fitted(box.w, box.h, 12)
    assert len(theme.wrap(recap.entries(10)[1][0], 12, box.w - 48)) == 3, "the long line takes three rows"
    assert len(rows) == 3, rows  # every row of the box holds a line
    texts = drawn_texts(recap, box, monkeypatch)
    assert [t for t in texts if "moves" in t] == ["1 moves 1", "1 moves 2"], texts
    assert "+1 more line: click for the whole log" in texts, texts  # the footer counts the line left out


def test_where_no_next_line_fits_the_rows_spread_to_the_footer() -> None:
    """A row left that no line fits (Système Solaire's lines are two rows): the blocks share it out, so no empty
    row stands between the last line and the footer (which counts the lines left out)."""
    recap = _recap(LongGame(), [Event("long", 1, value=5), Event("move", 1, value=1), Event("long", 2, value=3)],
                   ("Alice", "Nova", "Orbit"))
    box = recap.box(LOG.inflate(0, 16).move(0, -16), TAKEN)
    size = recap.size
    step, head, foot = SIZES[size]
    rows = recap.fitted(box.w, box.h, size)
    assert recap.left_out(box.w, box.h, size), "lines are counted away"
    ys = recap.row_ys(rows, box.h, size)
    assert ys == sorted(ys) and all(b - a >= step for a, b in zip(ys, ys[1:], strict=False)), ys
    assert box.h - foot - (ys[-1] + step) < step, (ys, box.h)  # not a row's worth of empty box at its foot


def test_with_every_line_told_the_rows_stay_together_at_the_top() -> None:
    """Système Solaire's tall log column, three short lines: over the log the box is the log's height, and its
    rows stood spread over it with a blank row between each (playtest 19). Nothing counted away: they stand one
    under the other, and the box's spare height is below them, above the footer."""
    log = pygame.Rect(1000, 198, 266, 274)
    recap = _recap(MovesGame(), [Event("move", 1, value=1), Event("move", 2, value=2)], ("Alice", "Nova", "Orbit"))
    box = recap.box(log, [pygame.Rect(0, 0, 990, 720), pygame.Rect(990, 0, 290, 190), pygame.Rect(990, 480, 290, 240)])
    size = recap.size
    step = SIZES[size][0]
    assert box == log and not recap.left_out(box.w, box.h, size), box
    assert len(recap.fitted(box.w, box.h, size)) >= 3
    screen = pygame.Surface((1280, 720))
    recap.draw(screen, box)
    inked = [y for y in range(box.y + 4, box.bottom - 4)
             if any(sum(screen.get_at((x, y))[:3]) > 300 for x in range(box.x + 10, box.x + 200))]
    bands = [y for k, y in enumerate(inked) if k == 0 or y - inked[k - 1] > 1]  # the top of each line of ink
    lines, footer = bands[:-1], bands[-1]
    assert len(lines) >= 4, bands  # the title and three lines
    assert all(b - a <= step + 2 for a, b in zip(lines, lines[1:], strict=False)), bands
    assert footer - lines[-1] > 3 * step, bands  # the spare height stands between the last line and the footer


def test_over_the_log_it_hides_the_whole_log_rather_than_leave_a_sliver_of_it() -> None:
    """Système Solaire: every line fitted in 8 pixels less than the log, and the log's top edge showed above the
    recap as a line askew. Over the log it leaves two of the log's lines in sight, or none."""
    log = ss_layout.LOG
    above = [pygame.Rect(990, 0, 290, log.y - 8), pygame.Rect(0, 0, 980, 720)]  # the menu; the table, all taken
    recap = _recap(MovesGame(), [Event("move", 1 + k // 6, value=k) for k in range(12)], ("Alice", "Nova", "Orbit"))
    box = recap.box(log, above)
    assert box.x == log.x and box.bottom == log.bottom, box
    shown = recap.fitted(box.w, box.h, recap.size)
    assert not any(color == theme.TEXT_FAINT for _t, color, _i in shown), "every line fits"
    assert box.y <= log.y or box.y - log.y >= 40, (box, log)


@pytest.mark.parametrize("players", [3, 5])
def test_no_place_it_weighs_lies_askew_over_part_of_the_log(players: int) -> None:
    """Système Solaire at 5 players: the recap, 300 pixels wide, stood 40 pixels left of the 266-pixel log and
    over most of it, the log's top edge and last line showing round it. A place either holds the whole log or
    keeps clear of it."""
    recap = _recap(MovesGame(), [Event("move", 1 + k % (players - 1), value=k) for k in range(24)],
                   ("Alice", *(f"C{i}" for i in range(players - 1))))
    log = ss_layout.LOG
    places = recap.places(log, [ss_layout.OWN, pygame.Rect(14, 8, 1136, 176)])
    askew = [p for p, _s in places if p.colliderect(log) and not p.contains(log)
             and (p.x, p.bottom, p.w) != (log.x, log.bottom, log.w)]
    assert not askew, askew[:3]
