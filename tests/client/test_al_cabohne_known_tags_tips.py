"""The tags of what a seat knows of the other's hand say what they mean under the mouse (playtest 16: "vue" under a
card given in a refused trade, and "cartes connues" by Nova's hand, had no explanation on screen). The "seen" tag
says the opponent has seen that card; "cards you know" says which of the opponent's cards are face up and why. Both
name the opponent, in English and in French; nothing hidden is named (AC-24, R-16)."""

from __future__ import annotations

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.facts import CT
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.seats import Seat
from game.tables.al_cabohne import paint, paint_rivals
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seen_and_known_tags_say_what_they_mean(lang: str, data_dir: str) -> None:  # rule AC-24, R-16
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1,
                       options={"trading": True})
    app.push(table)
    s = position(2, phase=CULTIVATE, trading=True, hands={0: [BLUE, KIDNEY], 1: [PUFF, KIDNEY]},
                 fields={0: [[FIRE]], 1: [[RUNNER, RUNNER], [FRENCH]]}, bosses=[[FIRE] * 2, []])
    mine, hers = s.hands[0][0], s.hands[1][0]
    s.shown = [(mine,), (hers,)]  # Alice's Blue seen by Nova; Nova's Puff known to Alice
    table.mod.state = s
    table.forget_screen()
    _set_language(lang)
    try:
        app.frame(DT)
        hand = table.cards_in(("hand", 0, 0))
        table.mouse = paint.seen_rect(hand, hand.index(mine)).center
        seen = table.ui.hover_text() or ""
        assert "Nova" in seen and i18n.tr("Blue") not in seen, seen
        table.mouse = paint_rivals.known_rect().center
        known = table.ui.hover_text() or ""
        assert "Nova" in known and known != seen, known
        assert i18n.tr(["Kidney", "Puff"][CT[s.hands[1][1]] == PUFF]) not in known  # her hidden card is not named
        table.mouse = paint.seen_rect(hand, hand.index(s.hands[0][1])).center  # an unseen card: no such tip
        assert (table.ui.hover_text() or "") != seen
    finally:
        i18n.set_language("en")
