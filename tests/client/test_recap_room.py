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
from game.kit.notes import SIZES, Recap
from game.seats import Seat
from game.tables.al_cabohne import layout as ac_layout
from game.tables.space_beans import layout as sb_layout
from game.tables.space_lab import layout as sl_layout
from game.tables.systeme_solaire import layout as ss_layout
from tests.client.driver import DT, click, game_clickables, make_app, open_table
from tests.client.recap_fakes import MovesGame, drawn_texts, scores_view


def _panels(name: str, ui: Any) -> list[pygame.Rect]:
    """Every seat's name and score panel on screen, read from each game's own layout."""
    if name == "space_beans":
        return [b.panel for b in ui.layout.boxes.values()]
    if name == "systeme_solaire":
        return [ss_layout.OWN, *(b.panel for b in ui.layout.boxes.values())]
    if name == "space_lab":
        return [sl_layout.OWN_BAR, *ui.layout.panels.values()]
    return [ac_layout.OPP_PANEL, ac_layout.SCORE_PANEL]


def _table_with_recap(name: str, seed: int, players: int = 0) -> Any:
    """A table at ``players`` (its most by default), played by random clicks until Alice's turn comes back with
    a recap."""
    app = make_app("instant")
    players = players or GAMES[name].max_players
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
    shown = table.recap.fitted(box.w, box.h, table.recap.size)
    assert Recap._height(len(shown), table.recap.size) <= box.h, "it shrinks its lines rather than cut a seat away"
    # every seat's block begins flush: its heading, or (a score that did not move, the room short) its line that
    # names it ("Nova: Beanliens 5 → open collection")
    flush = [text for text, _color, indent in shown if indent == 0]
    assert len(flush) == len(table.recap.blocks), flush
    names = [table.recap._head(b)[0].split(":")[0].strip() for b in table.recap.blocks]  # noqa: SLF001
    assert all(text.startswith(name) for text, name in zip(flush, names, strict=True)), (flush, names)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_recap_leaves_the_prompt_the_piles_the_menu_and_the_offers_clear(name: str, lang: str) -> None:
    """Issue 18: at 6 players the recap lay over Space Beans' prompt line and its draw pile. It keeps clear of
    the prompt, the Hint and the menu, every seat's panel, whatever may be clicked and the game's cards."""
    set_language(lang)
    table = _table_with_recap(name, seed=3)
    box = table.recap_box()
    assert box is not None and theme.SCREEN.contains(box)
    ui = table.ui
    prompt = {"space_beans": (640, sb_layout.HINT_Y), "al_cabohne": (640, ac_layout.HINT_Y),
              "systeme_solaire": (640, ss_layout.HINT_Y), "space_lab": (sl_layout.CENTRE.centerx, sl_layout.HINT_Y)}
    assert not box.collidepoint(prompt[name]), f"{name}: the recap at {box} covers the prompt line"
    kept = {"the menu": [b.rect for b in table.menu.buttons], "the Hint": [table.advisor.rect],
            "a seat panel": _panels(name, ui), "an offer": [o.rect for o in table.current_offers()],
            "a pile": [m.rect for m in ui.lists()]}
    geo = ui.geometry()
    kept["a card"] = [geo.card_rect(z, i, n) for z in geo.zones(table.view)
                      for n in [len(geo.zone_cards(table.view, z))] for i in range(n)]
    for what, rects in kept.items():
        hit = [r for r in rects if box.colliderect(r) and theme.SCREEN.colliderect(r)]
        assert not hit, f"{name}: the recap at {box} covers {what}: {hit}"


@pytest.mark.parametrize(("name", "players"), [("space_beans", 6), ("systeme_solaire", 5)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_seat_keeps_its_score_line_and_the_rest_is_counted(name: str, players: int, lang: str) -> None:
    """Issue 18: with 4 or more players the recap dropped lines without saying so. Every seat that did something
    keeps its heading (its score line); every line not shown is counted in the footer ("+N more lines")."""
    assert GAMES[name].max_players == players
    set_language(lang)
    table = _table_with_recap(name, seed=3)
    recap, box = table.recap, table.recap_box()
    assert box is not None and len(recap.blocks) == players - 1
    shown = recap.fitted(box.w, box.h, recap.size)
    assert Recap._height(len(shown), recap.size) <= box.h
    # each seat's block begins flush: its heading, or its line that names it where its score did not move
    heads = [t for t, _color, indent in shown if indent == 0]
    assert len(heads) == len(recap.blocks), heads
    every = sum(1 + (len(b.heard) if b.heard else len(b.told) + b.untold) for b in recap.blocks)
    texts = [t for t, _c, _i in recap.entries(10**6)]
    told, joined = 0, ""  # the lines shown, each perhaps wrapped over several rows
    for text, color, _indent in shown:
        if color != theme.TEXT_FAINT:
            if joined and any(t.startswith(f"{joined} {text}") for t in texts):
                joined = f"{joined} {text}"
            else:
                told, joined = told + 1, text
    footer = recap.footer(box.w, box.h, recap.size)  # the footer counts what is not shown
    said = int("".join(ch for ch in footer.split(":")[0] if ch.isdigit()) or 0)
    assert said == every - told, (shown, every, footer)


def test_the_recap_fills_its_room_before_it_counts_lines_away(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nova made 5 moves and the log panel has room above it for all of them: all 5 are told, none counted."""
    pygame.init()  # the fonts
    log, recap = GameLog(MovesGame(), ["Alice", "Nova"]), Recap()
    recap.acted(0, log.mark(), scores_view(0, 0))
    for i in range(5):
        log.add(Event("move", 1, value=i))
    recap.turn_starts(0, log, scores_view(0, 0))
    box = recap.box(pygame.Rect(14, 560, 400, 150))  # the whole height of the screen above it is free
    texts = drawn_texts(recap, box, monkeypatch)
    assert [t for t in texts if "moves" in t] == [f"1 moves {i}" for i in range(5)], texts
    assert not [t for t in texts if "more line" in t], texts


@pytest.mark.parametrize(("name", "players"), [("space_beans", 4), ("space_beans", 6), ("systeme_solaire", 5)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lines_are_counted_away_only_from_a_full_box_in_the_best_place(name: str, players: int, lang: str) -> None:
    """Issue 18: Space Beans at 4 players told only the seats' score lines and "… and 22 more lines" while larger
    free places stood empty (the first place that showed every heading was taken); Système Solaire at 5 left
    about 3 empty rows in the box. Where lines are counted away, the box has no row to spare, and no place the
    recap weighs (either font size) would show more of them."""
    set_language(lang)
    table = _table_with_recap(name, seed=3, players=players)
    recap, box = table.recap, table.recap_box()
    assert box is not None
    size = recap.size
    assert recap.left_out(box.w, box.h, size), "this game's recap counts lines away"
    _rows, heads, told = recap._fitted(box.w, box.h, size)
    assert heads == len(recap.blocks)
    shorter = pygame.Rect(box.x, box.y, box.w, box.h - SIZES[size][0])
    log = table.log_rect
    # a row to spare only over the log panel itself, which the recap hides whole, and where no next line fits
    assert recap._fitted(shorter.w, shorter.h, size)[2] < told or (box.x, box.bottom, box.h) == (log.x, log.bottom, log.h), box
    better = [(p, s) for p, s in recap.places(log, table.recap_keeps()) if recap._fitted(p.w, p.h, s)[2] > told]
    assert not better, (told, better[:3])
