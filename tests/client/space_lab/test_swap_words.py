"""Playtest 32b, item 5 (s04, s05): the set-up's line said "click two capsules to swap what they hold", but the
newcomer clicked the Objective cards in the tray below, which works as well. The line names what is clicked, the
Objectives, in both places; a tray card then a capsule's Objective swap the two (rules: the Objectives are placed
on the capsules in the order chosen)."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import tr
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn


def _flat(texts: list[str]) -> str:
    return " ".join(" ".join(texts).split())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_swap_line_names_the_objectives_where_they_are_clicked(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 4)
    i18n.set_language(language)
    try:
        steps.settle(app, table)
        assert table.view.phase == "assign"
        shown = _flat(texts_drawn(app))
        first = tr("Your Objectives: click two, on the capsules or below, to swap them, then Confirm")
        assert _flat([first]) in shown, shown
        click(app, L.tray_card("box", 0, 3).center)  # the first Objective in the tray below
        for _ in range(3):
            app.frame(DT)
        second = tr("Now click the Objective to swap it with (the same one again: keep it)")
        assert _flat([second]) in _flat(texts_drawn(app))
        click(app, L.OWN.objective(2).center)  # the third, on its capsule
        for _ in range(30):
            app.frame(DT)
        assert table.ui.arrangement == (2, 1, 0)
    finally:
        i18n.set_language("en")
