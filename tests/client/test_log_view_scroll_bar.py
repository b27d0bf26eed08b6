"""The whole log scrolls by mouse alone (playtest 30, Space Beans: "the full log scrolls only with the wheel or the
keys; a mouse-only player with no wheel could not scroll it"): a bar beside its rows, whose arrow ends turn a page
and whose track puts the rows shown where it is clicked; a click anywhere else still closes the log."""

from __future__ import annotations

import random

import pygame

from game import theme
from game.kit.notes import LogView
from game.seats import Seat
from tests.client.driver import click, make_app, open_table, play_turns_by_clicks


def _click(view: LogView, pos: tuple[int, int]) -> bool:
    return view.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def test_the_bar_scrolls_the_whole_log_and_a_click_off_it_closes(data_dir: str) -> None:
    pygame.font.init()
    lines = [(f"line {k}", theme.TEXT) for k in range(100)]
    view = LogView(lambda: lines)
    last = 100 - LogView.PER_PAGE
    assert view.top == last  # opened at the newest lines
    bar, thumb = view.bar, view.thumb()
    assert thumb is not None and bar.contains(thumb) and thumb.bottom >= bar.bottom - LogView.BAR_W - 1
    assert not _click(view, (bar.centerx, bar.y + 4))  # the top arrow: a page back, two rows kept
    assert view.top == last - (LogView.PER_PAGE - 2)
    assert not _click(view, (bar.centerx, bar.y + LogView.BAR_W + 1))  # the track's top: the log's start
    top_thumb = view.thumb()
    assert view.top == 0 and top_thumb is not None and top_thumb.y == bar.y + LogView.BAR_W
    assert not _click(view, (bar.centerx, bar.bottom - 2))  # the bottom arrow: a page on
    assert view.top == LogView.PER_PAGE - 2
    assert not _click(view, (bar.centerx, bar.centery))  # the track's middle: about the log's middle
    assert abs(view.top - last / 2) <= 3, view.top
    assert not _click(view, (bar.centerx, bar.bottom - LogView.BAR_W - 1))  # the track's end: the newest lines
    assert view.top == last
    assert _click(view, (LogView.BOX.centerx, LogView.BOX.centery))  # off the bar: closes, as before


def test_a_log_that_fits_has_no_bar_and_its_rows_clear_the_bar(data_dir: str) -> None:
    pygame.font.init()
    lines = [(f"line {k}", theme.TEXT) for k in range(5)]
    view = LogView(lambda: lines)
    assert view.thumb() is None
    assert _click(view, view.bar.center)  # nothing to scroll: any click closes
    cards = ", ".join(f"Moonbohnen {n}" for n in range(1, 13))
    long = [(f"Nova passes 12 cards to Alice: {cards}", theme.TEXT)] * 40
    rows = LogView(lambda: long).rows
    # every row ends left of the bar: none is drawn under it
    assert all(LogView.BOX.x + 20 + theme.font(16).size(t)[0] < LogView(lambda: long).bar.x for t, _c in rows)


def test_a_player_scrolls_the_tables_log_by_clicks(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=5)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(3), lambda: len(table.log.lines(0)) > 2 * LogView.PER_PAGE)
    assert table.log_rect is not None
    click(app, table.log_rect.center)  # the log's corner opens the whole log
    view = table.log_view
    assert view is not None
    start = view.top
    click(app, (view.bar.centerx, view.bar.y + LogView.BAR_W + 1))
    assert table.log_view is view and view.top == 0 < start  # still open, at the log's start
    surface = pygame.Surface((1280, 720))
    view.draw(surface)
    thumb = view.thumb()
    assert thumb is not None and surface.get_at(thumb.center)[:3] == theme.ACCENT_2  # the thumb is drawn
    click(app, (640, 400))
    assert table.log_view is None
