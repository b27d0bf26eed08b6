"""Where the "since your last turn" recap shows, and what it says in the room it has (issue 18 §4).

With 4 or more players it lay over the left opponent's panel in Space Beans, the very seat it summed up;
and it said "… and 2 more lines" of a seat while the room for them stood empty."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.core import Event
from game import theme
from game.i18n import set_language
from game.kit.log import GameLog
from game.kit.notes import Recap
from game.seats import Seat
from game.tables.al_cabohne import layout as ac_layout
from game.tables.space_lab import layout as sl_layout
from game.tables.systeme_solaire import layout as ss_layout
from tests.client.driver import DT, click, game_clickables, make_app, open_table
from tests.client.recap_fakes import MovesGame, scores_view


def _panels(name: str, ui: Any) -> list[pygame.Rect]:
    """Every seat's name and score panel on screen, read from each game's own layout."""
    if name == "space_beans":
        return [b.panel for b in ui.layout.boxes.values()]
    if name == "systeme_solaire":
        return [ss_layout.OWN, *(b.panel for b in ui.layout.boxes.values())]
    if name == "space_lab":
        return [sl_layout.OWN_BAR, *ui.layout.panels.values()]
    return [ac_layout.OPP_PANEL, ac_layout.SCORE_PANEL]


def _table_with_recap(name: str, seed: int) -> Any:
    """A table at its most players, played by random clicks until Alice's turn comes back with a recap."""
    app = make_app("instant")
    players = GAMES[name].max_players
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
    table = open_table(app, name, seats, seed=seed)
    app.push(table)
    rng, turns = random.Random(2), 0
    for _ in range(20_000):
        if table.mod.over:
            break
        if app.top is table and table.input_open:
            if table.recap.active and turns >= 2:
                return table
            turns += 1
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    pytest.skip(f"{name}: no recap came in this game")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_recap_covers_no_seat_panel_at_the_most_players(name: str, lang: str) -> None:
    set_language(lang)
    table = _table_with_recap(name, seed=3)
    box = table.recap_box()
    assert box is not None and theme.SCREEN.contains(box)
    covered = [p for p in _panels(name, table.ui) if box.colliderect(p)]
    assert not covered, f"{name}: the recap at {box} covers seat panels {covered}"
    shown = table.recap.fitted(box.w, box.h)
    assert len(shown) <= (box.h - 54) // 20, "it shrinks its lines rather than cut a seat away"
    assert sum(1 for _text, color, indent in shown if indent == 0 and color == theme.GOLD) == len(table.recap.blocks)


def _drawn_texts(recap: Recap, box: pygame.Rect, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the recap draws in ``box``."""
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **kw: (seen.append(s), real(s, *a, **kw))[1])
    recap.draw(pygame.Surface(theme.SCREEN.size), box)
    return seen


def test_the_recap_fills_its_room_before_it_counts_lines_away(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nova made 5 moves and the log panel has room above it for all of them: all 5 are told, none counted."""
    pygame.init()  # the fonts
    log, recap = GameLog(MovesGame(), ["Alice", "Nova"]), Recap()
    recap.acted(0, log.mark(), scores_view(0, 0))
    for i in range(5):
        log.add(Event("move", 1, value=i))
    recap.turn_starts(0, log, scores_view(0, 0))
    box = recap.box(pygame.Rect(14, 560, 400, 150))  # the whole height of the screen above it is free
    texts = _drawn_texts(recap, box, monkeypatch)
    assert [t for t in texts if "moves" in t] == [f"1 moves {i}" for i in range(5)], texts
    assert not [t for t in texts if "more line" in t], texts
