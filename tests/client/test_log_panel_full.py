"""The log panel never starts with a blank line (issue 18, Al Cabohne playtest 69.png, Système Solaire too) and
never cuts an entry (newcomer: "Puff… contre rien" hid what a trade gave): when the oldest entry that would show
wraps onto more rows than are left, it is left out whole and the top row says the earlier lines are in the log."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.i18n import tr
from game.kit import panels

LONG = "Tax: Kidney of Alice (field 1) goes to Joe Bohnano, with words enough to need a second row"


def test_every_row_of_the_log_panel_is_used_and_no_entry_is_cut(monkeypatch: Any) -> None:
    pygame.init()
    drawn: list[str] = []
    text = theme.text  # every row drawn, in the order drawn (newest first)
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    rect = pygame.Rect(0, 0, 356, 192)
    lines = [(LONG, theme.TEXT)] + [(f"Nova plants Green {i}", theme.TEXT) for i in range(7)]
    assert len(theme.wrap(LONG, 14, rect.w - 28)) >= 2
    panels.log(pygame.Surface((400, 200)), rect, lines, 8, 22)
    assert len(drawn) == 8, drawn
    assert drawn[-1] == tr("▲ earlier lines: click the log"), drawn[-1]
    assert not any(s.endswith("…") or s.strip() in LONG for s in drawn), drawn


def test_a_full_log_panel_says_nothing_more(monkeypatch: Any) -> None:
    """One-row entries and a wrapped one fill the eight rows: the note on earlier lines is not drawn over the
    oldest row (it was, in a two-player game: "▲ earlier lines" on "Revealed: Fire → Al Cabohne")."""
    pygame.init()
    drawn: list[str] = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    rows = len(theme.wrap(LONG, 14, 356 - 28))
    lines = [("Alice draws 2", theme.TEXT), (LONG, theme.TEXT)] + [(f"Nova plants Green {i}", theme.TEXT)
                                                                  for i in range(8 - rows)]
    panels.log(pygame.Surface((400, 200)), pygame.Rect(0, 0, 356, 192), lines, 8, 22)
    assert len(drawn) == 8 and tr("▲ earlier lines: click the log") not in drawn, drawn



ORDER = ("Order of choice: Orbit (won the auction), Nova (tie, 1st counterclockwise from the first player), Pulsar "
         "(tie, 2nd counterclockwise)")


def test_no_blank_rows_under_the_note_when_a_long_entry_does_not_fit(monkeypatch: Any) -> None:
    """Playtest 16 (Système Solaire, 3 and 5 players, 165.png): a five-row "Order of choice: …" that did not fit
    whole left three blank rows between the note and the newest lines; a newcomer took lines for missing. The
    rows between now show that entry whole, in a smaller print, and no entry is cut."""
    pygame.init()
    drawn: list[str] = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    rect = pygame.Rect(1000, 200, 266, 270)
    assert len(theme.wrap(ORDER, 14, rect.w - 28)) > 3
    count, short = 12, 8  # eight one-row entries: three rows left under the note, too few for the long one
    lines = [(ORDER, theme.TEXT)] + [(f"Nova takes group {i}", theme.TEXT) for i in range(short)]
    panels.log(pygame.Surface((1280, 720)), rect, lines, count, 21)
    assert drawn[:short] == [f"Nova takes group {i}" for i in reversed(range(short))], drawn
    assert drawn[short] == tr("▲ earlier lines: click the log"), drawn
    told = " ".join(drawn[short + 1:])
    assert told == ORDER and not told.endswith("…"), drawn  # the oldest entry, whole, under the note
