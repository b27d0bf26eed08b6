"""The log says a reveal once its cards have turned over (playtest 15, 63-rev5: "Alice reveals Probe 4: 4 / Nova
reveals Probe 3, Venus: 5" in the log while the reveal row still showed the cards' backs). SS-16: every selection
is revealed at the same time; the log line of each comes when the cards show their faces."""

from __future__ import annotations

from engine.core import Action
from engine.systeme_solaire import card_id
from engine.systeme_solaire.positions import position
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app


def test_the_reveal_is_logged_when_the_cards_have_turned(data_dir: str) -> None:
    app, table = table_app(3, 4, speed="normal")
    inject(table, position(3, hands={0: ["P4", "Jupiter"], 1: ["P1"], 2: ["P3", "Venus"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]], marker=1, winner=1, phase="select"))
    for _ in range(600):  # the computers' selections, then Alice's turn
        app.frame(DT)
        if table.input_open:
            break
    assert table.view.to_act == 0 and table.view.phase == "select"
    table.play(Action("select", card_id("P4")))
    table.play(Action("done"))
    said = False
    for _ in range(600):
        logged = any("reveals" in text for text, _c in table.log.lines(table.mod.viewer))
        turning = [f for f in table.stage.flights() if f.flip_part > 0]
        if logged:
            assert not turning, "the log says the reveal while its cards are still turning"
            said = True
            break
        app.frame(DT)
    assert said, "the reveal never reached the log"


def test_the_revealed_cards_going_to_the_discard_say_whose(data_dir: str) -> None:
    """Two seats' revealed probes read "Probe 4 to the discard pile" twice, naming nobody (playtest 33, 34_n6)."""
    app, table = table_app(3, 4, speed="fast")
    inject(table, position(3, hands={0: ["P4", "Jupiter"], 1: ["P4"], 2: ["P3", "Venus"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]], marker=1, winner=1, phase="select"))
    for _ in range(600):
        app.frame(DT)
        if table.input_open:
            break
    table.play(Action("select", card_id("P4")))
    table.play(Action("done"))
    for _ in range(600):
        app.frame(DT)
        gone = [text for text, _c in table.log.lines(table.mod.viewer) if "to the discard pile" in text]
        if len(gone) >= 2:
            break
    assert "Alice's Probe 4 to the discard pile" in gone, gone
    assert all(text.split("'s ")[0] in table.names for text in gone), gone
