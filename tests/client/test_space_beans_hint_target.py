"""Space Beans' Hint keeps marking its move once its card is chosen (playtest 12, 56-hint.png): a card that may go to
the open or the secret collection (SB-11, SB-20) is chosen first, and the Hint then rings the collection it names,
as the Learn coach does; the line stays, with the engine's reason after the move."""

from __future__ import annotations

import random

import pytest

from game.kit.advisor import HINT_KEY
from game.kit.choices import Pick
from tests.client.driver import DT, click, click_key, run_until
from tests.client.test_advice import _moves, _shown, _table


def test_the_hint_rings_its_collection_once_its_card_is_chosen(data_dir: str) -> None:
    app, table = _table("space_beans", 11)
    rng = random.Random(3)
    for _ in range(80):
        _moves(app, table, rng, 1)
        click_key(app, HINT_KEY)
        run_until(app, lambda: table.advisor.advice is not None, 900)
        best = table.advisor.advice.action
        card = next((o for o in table.current_offers() if isinstance(o.key, Pick) and o.key.kind == "select"
                     and o.key.card == best.card), None)
        if best.kind != "play" or card is None:
            continue
        line = _shown(app)
        click(app, card.rect.center)  # the Hint's card, chosen: it may go to either collection
        app.frame(DT)
        assert table.choices.selected is not None and table.advisor.advice is not None, "the hint stays"
        target = next(o.rect for o in table.current_offers() if o.key == best)  # where the Hint's move goes
        assert table.action_rects(best) == [target], "the Hint rings the collection it names"
        assert [t for t in _shown(app) if t.startswith("Best: ")] == [t for t in line if t.startswith("Best: ")]
        click(app, card.rect.move(0, -20).center)  # the card put down again: the player acted, the hint goes
        app.frame(DT)
        assert table.choices.selected is None and table.advisor.advice is None
        return
    pytest.fail("the Hint never named a card that may go to two collections")
