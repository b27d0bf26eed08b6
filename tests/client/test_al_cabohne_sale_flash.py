"""A Boss who sells during a reveal is lit while his coins go to the Mafia (issue 18): the Mafia's score rose with
nothing on the table saying who sold. The sale is choreographed with a pulsing outline on the Boss and on the
treasury (``choreo.Flash``), and a click skips it with the rest of the animation."""

from __future__ import annotations

import pygame

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.core import Action
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.choreo import Flash
from game.tables.al_cabohne.layout import TREASURY
from tests.client.driver import DT, make_app, open_table


def _revealing_a_kidney_for_don() -> object:
    """Solo, one card planted: Reveal turns the Kidney on top of the draw pile, which goes to Don, who grows Kidney
    ×5 and sells at 2 coins (AC-20, AC-21, AC-13)."""
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, phase=PLANT, planted=1, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                               bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]], draw_top=[KIDNEY, BROAD, PUFF, BLUE])
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    return table


def _flashes(table: object) -> list[Flash]:
    return [tw for tw in table.anim.tweens if isinstance(tw, Flash)]  # type: ignore[attr-defined]


def test_a_boss_selling_during_the_reveal_is_lit_with_the_treasury() -> None:
    table = _revealing_a_kidney_for_don()
    assert not _flashes(table)
    table.play(Action("end"))  # type: ignore[attr-defined]
    assert len(table.mod.state.treasury) == 2 and not table.mod.state.bosses[1]  # type: ignore[attr-defined]
    lit = {tuple(f.rect) for f in _flashes(table)}
    treasury = table.ui.layout.card_rect(TREASURY)  # type: ignore[attr-defined]
    assert tuple(L.boss_area(1)) in lit and any(treasury.colliderect(r) for r in lit), lit
    assert tuple(L.boss_area(0)) not in lit and tuple(L.boss_area(2)) not in lit  # only the Boss who sells


def test_the_light_is_drawn_and_skipped_with_the_rest() -> None:
    table = _revealing_a_kidney_for_don()
    table.play(Action("end"))  # type: ignore[attr-defined]
    flash = next(f for f in _flashes(table) if tuple(f.rect) == tuple(L.boss_area(1)))
    for _ in range(400):  # to the moment the Boss is lit
        if not flash.waiting:
            break
        table.app.frame(DT)  # type: ignore[attr-defined]
    assert not flash.waiting and flash.draw(pygame.Surface((1280, 720)))
    table.anim.skip()  # type: ignore[attr-defined]
    assert not _flashes(table)
