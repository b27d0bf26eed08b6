"""Space Beans, a newcomer's findings (test 29), in English and French.

1. With the Hint or Leave's confirmation shown, the step's own line moved into a small box left of the draw pile
   (18-leave, 25-hint, 41-hint, 101-fr-hint): the step's line keeps its place and size; the Hint's line takes the box.
2. A chosen card whose play ends the turn was said in three small lines touching the collection titles.
3. The greyed Undo's tip lay over a seat's name and score.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine.core import words
from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE, COLLECT
from game import theme
from game.i18n import set_language
from game.kit import panels
from game.seats import Seat
from game.tables.space_beans import layout as L
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks, run_until, text_spy
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    set_language("en")


def _close_step(players: int) -> tuple[Any, Any]:
    hand = [card_id(CE, 2), card_id(BE, 4), card_id(BL, 7), card_id(D, 3), card_id(K, 9), card_id(K, 5)]
    return table_at(position(players, phase=CLOSE, hands={0: hand}, open={0: [card_id(K, 1), card_id(K, 4)]},
                             secret={0: [card_id(BE, 9)]}))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_step_line_keeps_its_place_and_size_while_the_hint_shows(lang: str, players: int, data_dir: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = _close_step(players)
    set_language(lang)
    table.forget_screen()
    app.frame(DT)
    place = table.ui.layout.prompt_rect
    before = app.screen.subsurface(place).copy()
    table.advisor.ask()
    run_until(app, lambda: table.advisor.advice is not None, 600)
    hint = table.prompt_line()[0]
    assert hint != table.ui.prompt()[0]
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    app.frame(DT)
    monkeypatch.undo()
    after = app.screen.subsurface(place)
    differ = sum(before.get_at((x, y)) != after.get_at((x, y)) for x in range(0, place.w, 3)
                 for y in range(0, place.h, 3))
    assert differ == 0, f"the step's line changed under the Hint ({differ} pixels)"
    # the Hint's words are all drawn, whole, in their box left of the piles, every row from one left edge
    rows = [(s, r) for s, r in drawn if table.ui.layout.aside.inflate(0, 8).contains(r)]
    assert " ".join(s for s, _ in rows).split() == hint.split(), rows
    assert len({r.left for _, r in rows}) == 1, rows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_chosen_card_that_ends_the_turn_is_said_in_readable_type_clear_of_the_titles(
        lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """2. SB-11, SB-20, SB-22: Bohrion 4 picked up, the only Bohrion in hand, with an open Bohrion collection and no
    secret one, at four players (the narrowest prompt): its line said where it goes and that it ends the turn in
    three lines of small type touching "Open collection" (32-g, 62-g, 82-g)."""
    hand = [card_id(BL, 4), card_id(BO, 4), card_id(MO, 5), card_id(MO, 6)]
    app, table = table_at(position(4, phase=COLLECT, hands={0: hand}, open={0: [card_id(BO, 3), card_id(BO, 7)]}))
    set_language(lang)
    table.forget_screen()
    app.frame(DT)
    sizes: list[tuple[str, int]] = []
    real_text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, size, *a, **k: (sizes.append((s, size)), real_text(s, size, *a, **k))[1])
    pills: list[pygame.Rect] = []
    real_draw = panels.Prompt.draw
    monkeypatch.setattr(panels.Prompt, "draw", lambda *a, **k: (pills.append(real_draw(*a, **k)), pills[-1])[1])
    click(app, dict(table.ui.hand_places())[card_id(BO, 4)].center)  # picked up
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 300), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    app.draw()
    monkeypatch.undo()
    assert table.ui.selected == card_id(BO, 4)
    line = table.prompt_line()[0]
    assert "Pulsar" in line, line  # the turn's end and who receives the cards are still said
    rows = [size for s, size in sizes if len(s) > 8 and " ".join(s.split()) in " ".join(line.split())]
    assert rows and len(rows) <= 2 and min(rows) >= 16, (line, sizes)
    assert pills and pills[-1].bottom <= L.OWN_TITLES.y - 2, pills


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_greyed_undo_tip_leaves_the_seats_names_and_scores_in_sight(lang: str) -> None:
    """3. At four players "Undo stops here: something new was shown. Alice draws 2 cards." lay over Pulsar's name
    and score (28-undo): one row wide it found no room clear of every panel, and took the first clear of the
    buttons."""
    app = make_app("instant")
    set_language(lang)
    table: Any = open_table(app, "space_beans", [Seat("Alice", True)] + [Seat(n, False, "easy")
                                                                      for n in ("Nova", "Orbit", "Pulsar")], seed=2)
    app.push(table)
    news = table.say(words("Undo stops here: something new was shown. {what}.", what="")).split(".")[0]
    play_turns_by_clicks(app, table, random.Random(3), lambda: table.input_open and not table.anim.blocking
                         and not table.mod.can_undo and table.say(table.mod.why_no_undo()).startswith(news))
    undo = table.menu.get("ui:undo")
    assert undo is not None and not undo.enabled
    table.mouse = undo.rect.center
    box, *_rows = table.keeper.undo_tip(app.screen, undo, table.mouse, table._undo_tip_clear)
    panels_ = [b.panel for b in table.ui.layout.boxes.values()]
    assert box.collidelist(panels_) < 0, (box, table.say(table.mod.why_no_undo()))
