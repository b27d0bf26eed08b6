"""The viewer's own "has chosen" is not said on the viewer's panel (playtest 16, 33a.png: a "has chosen" plate,
left over from Alice's own selection, stood over her status line during the reveal, "tie at 2: 1st
counterclockwise from Nova · revealed [has chosen]", hiding its end). SS-15: each seat secretly chooses; the other
seats' "has chosen" tells the viewer who is still choosing, the viewer's own said nothing new."""

from __future__ import annotations

from engine.systeme_solaire.positions import position
from game.i18n import tr
from game.kit.choices import Pick
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.choreo import Callout
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, press, table_app


def test_the_viewer_s_own_selection_puts_no_plate_over_its_panel(data_dir: str) -> None:
    app, table = table_app(4, 2, speed="normal")
    inject(table, position(4, hands={0: ["P3", "P2"], 1: ["P3", "P4"], 2: ["Uranus", "P5"], 3: ["P1", "P2"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3,
                           phase="select"))
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    press(app, table, Pick("commit", "select"))
    chosen: list[Callout] = []
    for _ in range(300):
        app.frame(DT)
        chosen += [t for t in table.anim.tweens if isinstance(t, Callout) and t.text == tr("cards chosen")
                   and not t.waiting and t not in chosen]
    assert chosen, "no seat was said to have chosen"  # the computers' selections still are
    mine = [c.plate for c in chosen if c.plate.colliderect(L.OWN)]
    assert not mine, mine
