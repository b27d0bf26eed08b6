"""The auction board's "Passed" line agrees with how many have passed (SS-10): French said « Ont passé : Nova », a
plural verb for one player (playtest 24)."""

from __future__ import annotations

from engine.systeme_solaire.positions import position
from game import i18n
from tests.client.systeme_solaire.drive import bid, inject, table_app
from tests.client.systeme_solaire.test_playtest_fixes import _texts


def test_one_player_passed_is_said_in_the_singular_in_french(data_dir: str) -> None:
    app, table = table_app(3, 2)
    # SS-10: Nova's hand (value 1) cannot raise Alice's 1, so Nova passes; Orbit, with 5, bids on
    inject(table, position(3, hands={0: ["P1", "P2", "P3"], 1: ["P1"], 2: ["P5", "P4"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 1)
    v = table.view
    assert v.phase == "bid" and [s for s in range(3) if v.passed[s]] == [1], (v.phase, v.passed)
    i18n.set_language("fr")
    try:
        texts = _texts(app)
    finally:
        i18n.set_language("en")
    assert "Nova a passé" in texts, texts  # the name first, as French says it (issue 18)
