"""SB-8: when the draw pile runs out, the discards are shuffled into a new draw pile. The table says so on a plate
over the piles as the new pile lands: the sweep alone went by unseen, the draw pile rising from 1 to 59 with no
word (playtest 33, s126-s128)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_beans import card_id
from engine.space_beans.positions import position
from game import i18n, record
from game.kit.moves import Plate
from tests.client.driver import DT
from tests.client.space_beans.screens import table_at

K, M = 0, 6


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reshuffle_is_said_over_the_piles(data_dir: str, lang: str) -> None:
    state = position(2, hands={0: [card_id(K, 4)]}, draw=[card_id(K, 7)], leftover=1,
                     discard=[card_id(M, n) for n in (2, 4, 6, 8)])
    app, table = table_at(state, speed="normal")
    i18n.set_language(lang)
    try:
        table.play(Action("draw"))
        said = i18n.tr("The discards are shuffled into a new draw pile")
        plates, seen = [], ""
        for _ in range(400):
            app.frame(DT)
            plates += [t.text for t in table.anim.tweens if isinstance(t, Plate) and not t.waiting]
            with record.capture() as items:
                app.draw()
            seen += " ".join(record.texts(items))
            if plates and not any(isinstance(t, Plate) for t in table.anim.tweens):
                break
        assert [" ".join(p.split("\n")) for p in plates][:1] == [said], plates
        assert all(word in seen for word in said.split()), seen[-400:]
    finally:
        i18n.set_language("en")
