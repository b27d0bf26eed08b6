"""Space Beans, playtest 24: what a newcomer met by mouse."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE, COLLECT
from game import i18n, theme
from game.i18n import tr
from game.kit.advisor import HINT_KEY
from game.kit.hand import CLOSE_UP
from game.tables.space_beans import layout as L
from game.tables.space_beans.paint import ASIDE_SIZES
from tests.client.driver import DT, click, click_key, learn_from_title, run_until
from tests.client.space_beans.screens import table_at
from tests.client.test_advice import _shown
from tests.client.test_space_beans_newcomer9 import _table_in

K, D, BL = 0, 1, 2  # type indices in the spec's order


def _point(table: object, pos: tuple[int, int], seconds: float = DT) -> None:
    """Move the pointer to ``pos`` and leave it there ``seconds``."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(max(1, round(seconds / DT))):
        table.app.frame(DT)  # type: ignore[attr-defined]


def test_the_hand_keeps_its_gap_a_moment_after_the_click_not_after_the_pointer_came(data_dir: str) -> None:
    """SB-20: Klingbohns 2 goes to the open Klingbohns, and the turn goes on. A newcomer who rested the pointer on the
    card a while before clicking saw the hand close up at once after the click (the rest was counted from when the
    pointer came, not from the click), so the quick second click hit another card than the one under it."""
    k2, k5 = card_id(K, 2), card_id(K, 5)
    state = position(2, phase=COLLECT, hands={0: [k2, k5, card_id(K, 8), card_id(D, 3), card_id(BL, 7)]},
                     open={0: [card_id(K, 4)]}, secret={0: [card_id(D, 1)]})
    table = table_at(state)[1]
    before = dict(table.ui.hand_places())
    _point(table, before[k2].center, CLOSE_UP * 0.8)  # the newcomer reads the card before clicking
    click(table.app, before[k2].center)
    assert k2 in table.view.open[0]
    for _ in range(round(CLOSE_UP * 0.5 / DT)):  # still, a moment after the click
        table.app.frame(DT)
    after = dict(table.ui.hand_places())
    assert all(after[c].topleft == before[c].topleft for c in after), "the hand closed up under the pointer"
    assert table.ui.hovered() is None, "a card slid under the pointer where the played card was"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_names_a_button_move_as_the_button_reads(data_dir: str, lang: str) -> None:
    """SB-16: closing Klingbohns [4, 7] scores nothing (no 2 in it), so the Hint's best is to keep it, a button's move.
    French read « Meilleur coup : terminé — la garder », lowered where the button reads « Terminé — la garder »: the
    Hint quotes the button's words as it reads, in both languages."""
    state = position(2, phase=CLOSE, hands={0: [card_id(K, 9)]}, open={0: [card_id(K, 4), card_id(K, 7)]})
    table = _table_in(state, lang)  # in ``lang``, switched as Settings does
    try:
        label = next(b.label for b, a in table.ui.buttons() if a.kind == "end")
        click_key(table.app, HINT_KEY)
        run_until(table.app, lambda: table.advisor.advice is not None, 900)
        text = " ".join(_shown(table.app))
        assert table.advisor.advice.action.kind == "end"
        assert tr("“{name}”", name=label) in text, (label, text)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hints_two_lines_are_as_large_as_the_prompt_at_three_players(data_dir: str, lang: str,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """SB-20: the Hint names the card to put on the open Klingbohns and why, on two lines. With no seat at the sides
    (three players) they were drawn at 16 points in 600 pixels, smaller than the prompt they stand for; they are
    at the size of the prompt's two lines at least, and the prompt clear of the piles' labels and the collection
    titles."""
    state = position(3, phase=COLLECT, hands={0: [card_id(K, 2), card_id(K, 5), card_id(D, 8), card_id(BL, 3)]},
                     open={0: [card_id(K, 4)]}, secret={0: [card_id(D, 1)]})
    table = _table_in(state, lang)  # in ``lang``, switched as Settings does
    try:
        click_key(table.app, HINT_KEY)
        run_until(table.app, lambda: table.advisor.advice is not None, 900)
        drawn: list[tuple[str, int]] = []
        real = theme.text

        def spy(s: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
            drawn.append((s, size))
            return real(s, size, *args, **kwargs)

        monkeypatch.setattr(theme, "text", spy)
        table.forget_screen()  # drawn whole, not from the still layer
        table.app.draw()
        line = table.prompt_line()[0]
        sizes = [size for s, size in drawn if len(s) > 8 and s.replace("\xa0", " ") in line.replace("\xa0", " ")]
        # in its own box left of the piles since newcomer test 29, the step's line keeping its place: at the size of
        # the game's own two-line prompt
        assert sizes and min(sizes) >= ASIDE_SIZES[0], (drawn, sizes)
        pill = table.ui.prompt_rect
        assert pill.bottom <= L.OWN_TITLES.y + 4, pill
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "said"), [("en", "earn a +3 bonus"), ("fr", "rapportent un bonus de +3")])
def test_learn_to_play_says_the_bonus_from_its_first_line(data_dir: str, lang: str, said: str) -> None:
    """SB-25: whoever ends the game at 30 trophy points gets +3; a newcomer first met "+3" at the end, untaught.
    Learn to play's first line, beside the goal, says it."""
    app, table = learn_from_title("space_beans", lang)
    try:
        run_until(app, lambda: bool(table.coach.text), 300)
        assert said in table.coach.text, table.coach.text
        assert any("+3" in t for t in _shown(app)), "the bonus is on the screen"
    finally:
        i18n.set_language("en")
