"""A taken group's words ("taken by Orbit", "Earth → hand, Sun → front") keep clear of their slot's sides, where
the coach's arrow at the group beside stands: it lay over « devant » (playtest 33, 97_fr14)."""

from __future__ import annotations

import pytest

from engine.systeme_solaire.positions import position
from game import i18n
from game.kit import coach
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import inject, table_app


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_taken_groups_words_leave_room_for_the_arrow_beside(data_dir: str, lang: str) -> None:
    app, table = table_app(3, 2, speed="fast")
    inject(table, position(3, hands={0: ["P1", "P2"], 1: ["P3"], 2: ["P4"]},
                           groups=[["Earth", "Sun"], ["Neptune", "Jupiter"], ["Jupiter"]], phase="take",
                           order=[1, 0, 2], marker=1))
    for _ in range(400):  # Orbit takes group 1 first
        app.frame(DT)
        if table.input_open and table.view.to_act == 0 and not table.anim.blocking:
            break
    assert table.view.phase == "take" and table.view.taken[0] == 1
    i18n.set_language(lang)
    try:
        slot = L.group_slot(0, 3)
        words = [b for b in table_frame(table)[0].texts if slot.contains(b.rect) and b.rect.y > L.GROUP_Y]
        assert any("→" in b.text for b in words), [b.text for b in words]
        # the arrow at group 2 from its left, at its farther place (``coach.arrow``: 14 pixels out) and breathing out
        # 4 more: its base that far from the group, with the margin it keeps from words
        reach = L.group_area(1, 3).left - (coach.RING_REST + 4 + 14 + 16 + 4 + coach.ARROW_MARGIN)
        for b in words:
            assert b.rect.right < reach and b.rect.left > slot.left + (slot.right - reach), (b.text, b.rect, reach)
    finally:
        i18n.set_language("en")
