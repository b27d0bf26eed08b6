"""A Boss's label and tip say nothing of him while his cards are still on their way (playtest 28: during the deal a
label flashed under a Boss whose endowment had not landed, "a type no Boss grows" under a Boss about to grow one,
and a figure that was not his). Each label shows once his card lies on him, and then says the view's figure (AC-13:
the beans at which he sells); his tip likewise, never "empty" over a landing card nor "sells at 0 beans" over the
beans of a sale still flying."""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import record
from game.i18n import tr, trn
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table

NONE_GROWN = "a type no Boss grows"


def _boss_tips(table: Any) -> dict[int, Any]:
    from game.tables.al_cabohne import layout as L

    areas = {L.boss_area(j).center: j for j in range(len(table.view.bosses))}
    return {areas[r.center]: w for r, w in table.ui.tip_rows() if r.center in areas}


def test_no_boss_label_before_his_endowment_lands(data_dir: str) -> None:  # rule AC-13, AC-24
    for players in (1, 2):
        app = make_app("normal")
        app.push(TitleScene(app))
        app.frame(DT)
        seats = [Seat("Alice", True), Seat("Nova", False, "normal")][:players]
        table = open_table(app, "al_cabohne", seats, seed=3)
        app.push(table)
        bosses = [b for b in table.view.bosses if b.active]
        assert all(b.cards for b in bosses)  # every Boss is endowed (AC-5): none is without a type
        figures = {trn("sells at {n} bean", "sells at {n} beans", b.sells_at) for b in bosses}
        landed_all = False
        for _ in range(600):
            with record.capture() as items:
                app.frame(DT)
            texts = record.texts(items)
            assert tr(NONE_GROWN) not in texts, texts
            shown = {t for t in texts if t.startswith("sells at")}
            assert shown <= figures, (shown, figures)
            landed = [bool(table.cards_in(("boss", -1, j))) for j, b in enumerate(table.view.bosses) if b.active]
            assert len(shown) <= sum(landed), (shown, landed)  # a label only under a Boss whose card lies on him
            for j, said in _boss_tips(table).items():
                assert table.cards_in(("boss", -1, j)), (j, said)  # no "empty" tip over his landing card
            landed_all = all(landed)
            if landed_all and not table.anim.blocking:
                break
        assert landed_all


def test_no_boss_tip_says_sells_at_0_while_his_sale_flies(data_dir: str) -> None:  # rule AC-13
    """Joe's field is empty and sells as soon as it is worth 1 coin: 3 Runners placed on him sell at once; while
    his beans fly to the treasury and the discard, his tip says nothing rather than "sells at 0 beans"."""
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=1)
    app.push(table)
    table.mod.state = position(1, phase=CULTIVATE, kept=[[RUNNER] * 3, [FIRE]], hands={0: [BLUE]},
                               fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, []])
    table.forget_screen()
    app.frame(DT)
    runners = table.view.kept[0]
    table.play(Action("place", runners[-1], "boss:2"))
    flying = 0
    for _ in range(400):
        app.frame(DT)
        if table.cards_in(("boss", -1, 2)) and not table.view.bosses[2].cards:
            flying += 1
        for said in _boss_tips(table).values():
            assert dict(said.args).get("tip") is None or dict(dict(said.args)["tip"].args).get("at") != 0, said
        if not table.anim.busy:
            break
    assert flying, "the sale was never seen flying"
