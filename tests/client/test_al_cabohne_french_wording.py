"""Al Cabohne's French as a newcomer read it (playtest 27): « Acheter 3e champ » wanted its article, « Impôt : Vert
d'Alice (le champ 2) » read oddly with one in brackets, and « règle (pièces comptant double) » was not French
anyone says. What the screen draws now, the buy button whole in its place."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT, TAX
from engine.al_cabohne.words import describe_event
from game import i18n, record, theme
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from game.words import say
from tests.client.driver import DT, make_app, open_table

AC = GAMES["al_cabohne"]


def test_the_buy_button_says_le_3e_champ_whole_in_its_place(data_dir: str) -> None:  # R-16 (a third field)
    app = make_app("instant")
    i18n.set_language("fr")
    try:
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=1)
        app.push(table)
        table.mod.state = position(2, phase=PLANT, coins={0: 5}, hands={0: [BLUE, BROAD], 1: [PUFF]},
                                   fields={0: [[KIDNEY], [RUNNER]]}, bosses=[[FRENCH], [FIRE]])
        table.forget_screen()
        app.frame(DT)
        buy = [b for b, a in table.ui.buttons() if getattr(a, "kind", "") == "buy_field"]
        assert len(buy) == 1 and buy[0].rect == L.BUY_BUTTON
        with record.capture() as items:
            app.draw()
        label = "Acheter le 3e champ · 4"
        assert buy[0].label == label and label in record.texts(items)
        b = buy[0]
        assert theme.font(b.fitted(), True).size(label)[0] <= b.rect.w - b.room, (b.fitted(), b.rect)  # within it
    finally:
        i18n.set_language("en")


def test_the_tax_log_line_names_the_field_without_an_article_in_brackets() -> None:  # AC-17
    s = position(1, phase=TAX, fields={0: [[PUFF], [BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], []])
    events = AC.apply_legal(s, next(a for a in AC.legal_actions(s) if a.kind == "tax"))[1]
    lines = [w for e in events if e.kind == "tax" and (w := describe_event(e, 0)) is not None]
    assert lines
    i18n.set_language("fr")
    try:
        assert say(lines[0], ["Alice"]) == "Impôt : Coco d'Alice (champ 1) → Don Corlebohne", say(lines[0], ["Alice"])
    finally:
        i18n.set_language("en")
    assert say(lines[0], ["Alice"]) == "Tax: Puff from Alice's field 1 to Don Corlebohne"
