"""Playtest 29, Al Cabohne's table read by newcomers: what the final table says, and words kept clear of each other."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, N_TYPES, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.words import LONE_BEAN_BUTTON
from engine.core import Action
from game import i18n, theme
from game.kit.choices import Pick
from game.seats import Seat
from game.tables.al_cabohne.trading import PANEL, chip_rect
from tests.client.driver import DT, click_key, make_app, open_table, text_spy


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Any:
    yield request.param
    i18n.set_language("en")


def _solo_last_turn(language: str, speed: str = "instant") -> Any:
    """Solo, the deck used up (AC-33): the cultivate phase of the last turn."""
    app = make_app(speed)
    i18n.set_language(language)
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, fields={0: [[FIRE] * 3, [BROAD] * 2, [KIDNEY]]},
                               bosses=[[FIRE] * 3, [BROAD] * 2, [KIDNEY]], hands={0: [FRENCH]}, rest="discard",
                               ending=True)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    return table


def test_the_solo_score_is_final_once_the_game_is_over(lang: str, monkeypatch: Any, data_dir: str) -> None:
    table = _solo_last_turn(lang)
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    table.app.frame(DT)
    so_far, final = i18n.tr("If the game ended now (coins + fields sold):"), i18n.tr("Final score: you against the Mafia")
    texts = [s for s, _r in drawn]
    assert so_far in texts and final not in texts
    table.play(Action("end"))
    table.anim.skip()
    for _ in range(3):
        table.app.frame(DT)
    assert table.mod.over
    drawn.clear()
    table.forget_screen()
    table.app.frame(DT)
    texts = [s for s, _r in drawn]
    assert final in texts and so_far not in texts, texts


def test_the_final_score_waits_for_the_sales_coins_to_land(lang: str, monkeypatch: Any, data_dir: str) -> None:
    """Playtest 34 (a replay at Fast): "Final score" stood over 33–26 while the final sale's coins flew, then read 34–27.
    While they fly the panel says "Final sale"; once landed, the final score."""  # rule AC-34
    table = _solo_last_turn(lang, "fast")
    drawn = text_spy(monkeypatch)
    table.play(Action("end"))
    sale, final = i18n.tr("Final sale"), i18n.tr("Final score: you against the Mafia")
    seen = []
    for _ in range(400):
        drawn.clear()
        table.redraw.forget()  # drawn again whole, the coins still in flight
        table.app.frame(DT)
        texts = [s for s, _r in drawn]
        seen.append((sale in texts, final in texts))
        if final in texts:
            break
    assert (True, False) in seen, "no frame said the sale while its coins flew"
    assert seen[-1] == (False, True), seen[-3:]


def _catalogue(language: str) -> list[str]:
    """Every sentence the game says in ``language``: the English ids, or the French translations."""
    from pathlib import Path

    text = Path(f"game/locale/{language}/LC_MESSAGES/beaniverse.po").read_text(encoding="utf-8")
    kind = "msgid" if language == "en" else "msgstr"
    return [m.group(1) for m in re.finditer(rf'^{kind}(?:_plural|\[\d\])? "(.*)"$', text, re.M)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_boss_is_named_with_a_capital(language: str) -> None:
    """A Boss is a named part of the game (AC-24's "Boss-fill check"): "the boss fill" read as some other boss."""
    lower = [s for s in _catalogue(language) if re.search(r"\bboss(es)?\b", re.sub(r"\{[^}]*\}", "", s))]
    assert not lower, lower


def _drafting(language: str) -> Any:
    """Two players with trades (R-16): Alice's Boss-fill check is due (AC-24), her draft opened over the log."""
    app = make_app("instant")
    i18n.set_language(language)
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=1,
                       options={"trading": True})
    app.push(table)
    table.mod.state = position(2, phase="cultivate", hands={0: [RUNNER, BLUE, FRENCH], 1: [PUFF, FIRE, BROAD]},
                               fields={0: [[RUNNER] * 3, [FIRE]], 1: [[BLUE], [BROAD] * 2]}, bosses=[[KIDNEY], []],
                               coins={0: 12, 1: 3}, treasury=5, draw_top=[PUFF] * 9, trading=True, planted=1)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    table.play(Action("end"))
    table.anim.skip()
    app.frame(DT)
    click_key(app, Pick("trade", "open"))
    return table


def _panel_texts(table: Any, drawn: list[tuple[str, pygame.Rect]]) -> list[tuple[str, pygame.Rect]]:
    """The words drawn on the trade panel in the next frame, with where."""
    drawn.clear()
    table.forget_screen()
    table.app.frame(DT)
    return [(s, r) for s, r in drawn if PANEL.contains(r)]


def test_the_trade_panel_names_the_minus_only_once_one_shows_and_its_lines_stand_clear(
        lang: str, monkeypatch: Any, data_dir: str) -> None:  # rule R-16
    table = _drafting(lang)
    assert table.ui.trading.drafting() is not None
    minus = i18n.tr("Ask for (click: one more, −: one fewer):")
    drawn = text_spy(monkeypatch)
    texts = _panel_texts(table, drawn)
    assert "−" not in [s for s, _r in texts]  # no "−" button yet
    assert not any("−" in s for s, _r in texts), texts  # nor words about one
    click_key(table.app, Pick("ask", "type", FIRE))
    click_key(table.app, Pick("give", "hand", table.view.hands[0][0]))
    click_key(table.app, Pick("give", "hand", table.view.hands[0][1]))
    texts = _panel_texts(table, drawn)
    assert "−" in [s for s, _r in texts] and minus in [s for s, _r in texts]
    give = i18n.trn("Give: {n} card picked on your hand", "Give: {n} cards picked on your hand", 2)
    (line,) = [r for s, r in texts if s == give]
    # the "Give" line stands whole in the panel, a clear row under the last chips (in French it touched them)
    assert line.right <= PANEL.right - 6
    assert all(line.top - chip_rect(t).bottom >= 8 for t in range(N_TYPES)), line


def test_the_final_turn_box_tells_each_side_s_coins_solo(lang: str, data_dir: str) -> None:  # rule AC-34
    """Solo: the player's coins as well as the Mafia's, the player's first (only the Mafia's were told)."""
    table = _solo_last_turn(lang)
    table.play(Action("harvest", target="field:0"))  # a move of the last turn: the recap starts from it
    table.anim.skip()
    table.app.frame(DT)
    table.play(Action("end"))
    table.anim.skip()
    for _ in range(3):
        table.app.frame(DT)
    assert table.mod.over and table.recap.active and table.recap.final
    coins = table.view.scores[0]
    lines = [text for text, _c in table.recap.lines]
    heads = [text for text, colour, indent in table.recap.entries() if indent == 0]
    assert heads[0].startswith("Alice"), heads
    assert any(h.startswith(i18n.tr("The Mafia")) for h in heads[1:]), heads
    assert str(coins) in heads[0], (coins, heads)
    assert lines


def test_the_final_turn_box_tells_both_players_coins(lang: str, data_dir: str) -> None:  # rule AC-34
    """Two players: the player's own coins, the opponent's and the Mafia's."""
    app = make_app("instant")
    i18n.set_language(lang)
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(2, fields={0: [[FIRE] * 3, [BROAD] * 2], 1: [[BLUE] * 4, [PUFF] * 2]},
                               bosses=[[KIDNEY] * 3, [RUNNER] * 2], hands={0: [FRENCH], 1: [FRENCH]},
                               coins={0: 5, 1: 4}, rest="discard", ending=True, exhaustions=2)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    table.play(Action("harvest", target="field:0"))
    table.anim.skip()
    app.frame(DT)
    table.play(Action("end"))
    table.anim.skip()
    for _ in range(3):
        app.frame(DT)
    assert table.mod.over and table.recap.active and table.recap.final
    heads = [text for text, _colour, indent in table.recap.entries() if indent == 0]
    assert heads[0].startswith("Alice") and str(table.view.scores[0]) in heads[0], heads
    assert any(h.startswith("Nova") for h in heads) and any(h.startswith(i18n.tr("The Mafia")) for h in heads), heads


def test_the_coin_total_and_the_greyed_harvest_words_stand_clear_of_the_lit_places(lang: str,
                                                                                   data_dir: str) -> None:
    """The coin total under the pile keeps off field 3's ring (the still ring of a place to click reaches 7 px out of
    its mat) and off the hand's front card's glow; a greyed "needs 2+" button keeps off the moving outline of the lit
    Harvest beside it (5 px out of that button), its words read at 13 points or more (AC-11)."""
    from game.tables.al_cabohne import layout as L
    from tests.client.layout_probe import table_frame
    from tests.client.layout_walk import _set_language
    from tests.client.test_newcomer_fixes import _ac_table_at

    # field 1 a lone Puff, field 2 four Blue, field 3 a lone French: fields 1 and 3 greyed (AC-11); 14 coins
    table = _ac_table_at(position(1, phase="plant", hands={0: [BROAD]}, fields={0: [[PUFF], [BLUE] * 4, [FRENCH]]},
                                  coins={0: 14}))
    _set_language(lang)
    table.forget_screen()
    ink, _rec = table_frame(table)
    coins = i18n.trn("{n} coin", "{n} coins", 14)
    (total,) = [b.rect for b in ink.texts if b.text == coins]
    assert total.left >= L.field_area(2).right + 7 and total.right <= L.HAND_X - 7, total
    greyed = table.say(LONE_BEAN_BUTTON)
    lit = L.harvest_button(1).inflate(10, 10)  # the Harvest offered, its moving outline
    boxes = [b for b in ink.texts if b.text == greyed]
    assert len(boxes) == 2
    for b in boxes:
        assert not b.rect.colliderect(lit), b.rect
    assert theme.font(13).size(greyed)[0] <= L.barred_button(0).w - L.HARVEST_ROOM  # readable beside "Harvest +1"


def test_a_boss_tip_at_two_players_keeps_off_the_bosses_tags(lang: str, data_dir: str) -> None:  # rule AC-22
    """Two players, revealed beans waiting to be placed: pointed at a Boss's tag or field, his tip found no place
    clear of everything and lay across both Bosses' tags, past the window's edge. It keeps off every tag."""
    from game.tables.al_cabohne import layout as L
    from tests.client.layout_walk import _set_language

    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase="cultivate", hands={0: [RUNNER, BLUE, FRENCH], 1: [PUFF, FIRE]},
                               fields={0: [[RUNNER] * 3, [FIRE]], 1: [[BLUE], [BROAD] * 2]},
                               kept=([KIDNEY], [BLUE, BLUE], [BROAD] * 3), bosses=[[KIDNEY], [PUFF]],
                               coins={0: 12, 1: 3}, treasury=5, draw_top=[PUFF] * 9)
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    tags = [L.boss_plate(j) for j in range(2)]
    shown = 0
    for j in range(2):
        for pos in (L.boss_plate(j).center, L.boss_plate(j).move(0, 4).topleft, L.boss_area(j).center):
            table.mouse = pos
            if not table.ui.hover_text():
                continue
            shown += 1
            for tip in table.ui.paint_over(pygame.Surface(theme.SCREEN.size)) or []:
                assert tip.collidelist(tags) < 0, (j, pos, tip)
                assert L.TIP_ROOM.contains(tip), (j, pos, tip)
    assert shown >= 4, shown
