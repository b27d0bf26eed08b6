"""A Boss's tip keeps off the revealed beans the player is placing (playtest 27, 20.png, 85.png, 147.png: "Joe
Bohnano: Fire ×1 — worth 0 coins, sells at 3 beans…" lay over the revealed piles while they waited to be placed,
AC-22). What is drawn: the tip's rect overlaps none of the revealed piles' cards, in English and in French."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

KEPT = {
    "one pile": ([], [], [BROAD] * 3),  # 20.png: Broad ×3 kept as pile 3
    "three piles": ([KIDNEY], [BLUE, BLUE], [BROAD] * 3),
}


@pytest.mark.parametrize("kept", sorted(KEPT))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_boss_tip_covers_none_of_the_revealed_beans_being_placed(lang: str, kept: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [BROAD, KIDNEY, BLUE, KIDNEY, BROAD]},
                                  fields={0: [[KIDNEY] * 2, [RUNNER] * 3, [BLUE]]}, kept=KEPT[kept],
                                  bosses=[[FRENCH] * 3, [PUFF] * 3, [FIRE]], turn=2))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    piles = [L.kept_rect(i, k, len(p)) for i, p in enumerate(table.view.kept) for k in range(len(p))]
    assert piles and table.view.phase == CULTIVATE  # the revealed beans wait to be placed (AC-22)
    shown = 0
    for j in range(3):
        table.mouse = L.boss_area(j).center
        table.app.frame(DT)
        if not table.ui.hover_text():
            continue
        drawn = table.ui.paint_over(pygame.Surface((1280, 720)))
        assert drawn, j
        shown += 1
        for tip in drawn:
            assert tip.collidelist(piles) < 0, (j, tip, [p for p in piles if p.colliderect(tip)])
    assert shown == 3
