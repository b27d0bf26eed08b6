"""The Hint's line shows in the prompt area and the game's own line beside the piles, both drawn whole, in English and French:
the Hint in its place read as the instruction gone (playtest 21). The close step (SB-15, SB-17) has the longest
instruction, two lines in French."""

from __future__ import annotations

import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE
from game import theme
from game.i18n import set_language
from tests.client.driver import DT
from tests.client.space_beans.screens import BE, BL, CE, D, K, table_at


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_line_keeps_the_instruction_over_it(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language(lang)
    try:
        hand = [card_id(CE, 2), card_id(BE, 4), card_id(BL, 7), card_id(D, 3), card_id(K, 9), card_id(K, 5)]
        app, table = table_at(position(3, phase=CLOSE, hands={0: hand}, open={0: [card_id(K, 1), card_id(K, 4)]},
                                       secret={0: [card_id(BE, 9)]}))
        set_language(lang)
        instruction = table.ui.prompt()[0]
        table.advisor.ask()
        for _ in range(600):
            app.frame(DT)
            if table.advisor.advice is not None:
                break
        hint = table.prompt_line()[0]
        assert table.advisor.advice is not None and hint != instruction
        drawn: list[str] = []
        real = theme.text
        monkeypatch.setattr(theme, "text", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
        table.forget_screen()
        app.frame(DT)
        told = " ".join(" ".join(drawn).split())
        for whole in (instruction, hint):  # each drawn whole, no word cut
            assert " ".join(whole.split()) in told, (whole, drawn)
    finally:
        set_language("en")
