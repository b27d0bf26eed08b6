"""The results' rows read as columns (playtest 30, Système Solaire's 74.png: "columns do not line up between rows: a
row without a Sun starts Front at the Sun column; hand columns start at different x"). A part named in several rows
starts at one x in all of them, and the part after it too, whatever its name ("Hand" beside "Hand bonus")."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.outcome import Part, ResultRow
from game.scenes.results import ResultsScene, columns
from tests.client.driver import DT, make_app


def _rows() -> list[ResultRow]:
    t = i18n.tr
    return [
        ResultRow(0, "Alice", 26, True, [Part(t("Sun"), 7, (0,)), Part(t("Front"), 19, (1, 2, 3, 4, 5, 6)),
                                         Part(t("Hand"), 0, (7, 8), said=t("no bonus (value {v})", v=5))]),
        ResultRow(1, "Orbit", 24, False, [Part(t("Front"), 14, (11, 12, 13, 14)),
                                          Part(t("Hand bonus"), 10, (15, 16, 17, 18, 19),
                                               said=t("+{n} (best hand, value {v})", n=10, v=19))]),
        ResultRow(2, "Nova", 14, False, [Part(t("Sun"), 4, (20,)), Part(t("Front"), 10, (21, 22, 23)),
                                         Part(t("Hand"), 0, (24,), said=t("no bonus (value {v})", v=0))]),
    ]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rows_parts_start_in_shared_columns(data_dir: str, language: str) -> None:  # rules SS-25, SS-26
    i18n.set_language(language)
    try:
        rows = _rows()
        app = make_app("instant")
        scene = ResultsScene(app, "Système Solaire", rows, lambda: None, lambda: None,
                             painter=lambda c, w, h: pygame.Surface((w, h)))
        app.push(scene)
        app.frame(DT)
        app.draw()
        heads = iter(scene.headings)  # each part's label, row by row, in the order drawn (winner first)
        starts = {row.name: [next(heads).x for _part in row.parts] for row in scene.rows}
    finally:
        i18n.set_language("en")
    assert starts["Alice"][1] == starts["Orbit"][0] == starts["Nova"][1], starts  # Front under Front
    assert starts["Alice"][0] == starts["Nova"][0], starts  # Sun under Sun
    assert starts["Alice"][2] == starts["Orbit"][1] == starts["Nova"][2], starts  # the hand under the hand


def test_columns_that_cannot_fit_or_agree_leave_each_row_to_flow() -> None:
    assert columns([[("a", 100), ("b", 50)], [("b", 30), ("a", 40)]], 0, 1000) is None  # opposite orders
    assert columns([[("a", 980)], [("b", 10), ("a", 980)]], 0, 1000) is None  # too wide once aligned
    assert columns([[("a", 100), ("c", 20)], [("b", 10), ("a", 50), ("d", 5)]], 0, 1000) == [[40, 170], [0, 40, 170]]
