"""One word for the reveal (SL-5: "reveals 3 Lab cards"): the prompt said "Reveal 3 Lab cards." beside a button
labelled "Draw 3" (issue 18), and a newcomer took them for two actions. The prompt's verb is the button's, in
English and French, whatever moves the turn offers besides."""

from __future__ import annotations

import pytest

from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game import i18n
from game.tables.space_lab import offers
from tests.client.driver import DT
from tests.client.space_lab import steps

HANDS = {"reveal alone": {}, "reveal, recruit or place": {"hands": {0: [lab("L46"), lab("L47")]},
                                                          "rc": {1: [lab("L16")]}}}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("case", list(HANDS))
def test_the_prompt_names_the_reveal_by_its_button_word(data_dir: str, language: str, case: str) -> None:  # SL-5
    app, table = steps.start(2, 1)
    i18n.set_language(language)
    try:
        steps.at(table, position(2, **HANDS[case]))
        app.frame(DT)
        button = next(b for b, k, _r in offers.buttons(table.ui)[0] if getattr(k, "kind", None) == "draw")
        verb = button.label.split()[0]  # "Reveal" of "Reveal 3", « Révéler » of « Révéler 3 »
        prompt = table.ui.prompt()[0]
        stem = verb[:5]  # the verb as the prompt conjugates it too: « Révélez », "Reveal"
        assert prompt.startswith(stem), (button.label, prompt)
    finally:
        i18n.set_language("en")
