"""Space Beans: the hand card picked up stands out of the row without its ring touching the viewer's collections
and trophies above it, and the coach's ▼ over a hand card has room between them (playtest 28: the raised
Moonbohnen 3's ring met the trophy card's foot, and the arrow touched it)."""

from __future__ import annotations

from engine.core import Action
from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game.kit.choices import Pick
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)
RING = 9  # the coach's breathing ring reaches this far round the thing it rings (``Coach.draw``: 5 to 9 pixels)
ARROW = 16  # the arrow's height, its tip ``RING + 4`` pixels off the ringed card (``coach.arrow``)
MARGIN = 3  # an arrow within this of a card touches it (``coach.ARROW_MARGIN``)


def test_the_raised_card_its_ring_and_the_coach_arrow_keep_clear_of_the_cards_above(data_dir: str) -> None:
    # SB-13: Moonbohnen 3 may join the open Moonbohnen or start the secret collection: it is picked up first
    three = card_id(MO, 3)
    hand = [card_id(D, 9), card_id(BL, 7), card_id(CE, 8), card_id(BO, 6), three]
    app, table = table_at(position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(MO, 2)]},
                                   trophies={0: [card_id(D, 2)]}))
    boxes = table.ui.layout.boxes[0]
    above = max(boxes.open.bottom, boxes.secret.bottom, boxes.trophy.bottom)
    row_top = min(r.top for _c, r in table.ui.hand_places())
    assert row_top - RING - 4 - ARROW - above >= MARGIN, "the coach's arrow over a hand card touches the cards above"
    assert Action("play", three, "secret") in table.choices.for_card(three, "play")
    table.choices.select(Pick("select", "hand", three))
    app.frame(1 / 60)
    raised = dict(table.ui.hand_places())[three]
    assert raised.top < row_top, "the chosen card stands out of the row"
    assert raised.top - RING - above >= MARGIN, "the raised card's ring meets the cards above"
