"""Playtest 29 (72_end_zoom, 81_zoom): on the final table "incl. 6 hand bonus" sat against "3 cards · value 11" in a
computer's panel. The two lines stand apart, in English and French, with three and five players (SS-26)."""

from __future__ import annotations

import pytest

from game import i18n
from game.seats import Seat
from tests.client.driver import make_app, open_table
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import GAME, inject
from tests.client.systeme_solaire.test_final_panel import NAMES, _finished

APART = 4  # pixels between the bonus line's box and the hand's words' box


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_hand_bonus_stands_apart_from_the_hand_words(data_dir: str, players: int, language: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(n, False, "normal") for n in NAMES[:players - 1]]
    table = open_table(app, GAME, seats, seed=2)
    app.reset(table)
    state = _finished(players)
    inject(table, state)
    i18n.set_language(language)
    try:
        texts = table_frame(table)[0].texts
        checked = 0
        for seat, box in table.ui.layout.boxes.items():
            sc = state.final.seats[seat]
            bonus = i18n.tr("incl. {bonus} hand bonus", bonus=sc.bonus)
            held = i18n.trn("{n} card · value {v}", "{n} cards · value {v}", table.view.hand_sizes[seat],
                            v=table.view.hand_values[seat])
            inside = {b.text: b.rect for b in texts if box.panel.contains(b.rect) and not b.art}
            if not sc.bonus or bonus not in inside:
                continue
            assert held in inside, (held, list(inside))
            checked += 1
            gap = inside[held].top - inside[bonus].bottom
            overlap_x = inside[held].right > inside[bonus].left
            assert not overlap_x or gap >= APART, f"{bonus!r} at {inside[bonus]}, {held!r} at {inside[held]}"
            assert not inside[held].colliderect(box.front), f"{held!r} at {inside[held]} reaches the front row"
        assert checked, "no panel showed the bonus on its own line"
    finally:
        i18n.set_language("en")
