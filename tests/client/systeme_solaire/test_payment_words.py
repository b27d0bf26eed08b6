"""Système Solaire's words from playtest 19: the payment's log line in French reads "(total : 5)" (51.png: "(5 pour
l'instant)" read awkwardly), and the final total names the hand bonus whole ("incl. 4 hand bonus", 41.png)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game import i18n
from tests.client.driver import text_spy
from tests.client.systeme_solaire.drive import eager, inject, play_until, table_app
from tests.client.systeme_solaire.test_final_panel import _finished


def test_a_payment_pick_in_the_french_log_says_the_total(data_dir: str) -> None:
    app, table = table_app(3, 4)
    app.settings.language = "fr"
    i18n.set_language("fr")
    try:

        def paid(t: Any) -> list[str]:
            return [text for text, _c in t.log_lines() if "pour payer" in text]

        assert play_until(app, table, lambda t: bool(paid(t)), seed=3, choose=eager)
        for line in paid(table):
            assert re.search(r"pour payer \(total : \d+\)$", line), line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("language", "said"), [("en", "Final: {n} VP incl. {bonus} hand bonus"),
                                                ("fr", "Total : {n} PV dont {bonus} de bonus de main")])
def test_the_final_line_names_the_hand_bonus(data_dir: str, language: str, said: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_app(3, 4)
    app.settings.language = language
    i18n.set_language(language)
    drawn = text_spy(monkeypatch)
    try:
        state = _finished(3, viewer=True)
        inject(table, state)
        app.draw()
        sc = state.final.seats[0]
        line = said.format(n=sc.total, bonus=sc.bonus)
        assert line in [s for s, _r in drawn], [s for s, _r in drawn if "dont" in s or "incl" in s]
    finally:
        i18n.set_language("en")
