"""Space Beans' coach rings its pick again after the chosen card is put down (issue 18 re-test, 28.png): a newcomer
clicked the coach's card, clicked it again to put it down, and the coach's marks were gone for the rest of the step
(SB-12, SB-13: a card that may go to either collection is chosen first, then its collection)."""

from __future__ import annotations

from typing import Any

from game.kit.choices import Pick
from tests.client.driver import DT, click
from tests.client.test_coach import _learn, ring_of, ring_until


def _coach_card_chosen(data_dir: str) -> tuple[Any, Any, Any, Any, Any]:
    """Learn to play at the coach's first card to choose before its collection, chosen by a click: the app, the
    table, the card's ring, the ring that then goes to its collection, and the card's offer key."""
    app, table = _learn("space_beans")

    def chosen_first(spot: Any) -> bool:  # the coach's card is one to choose first: its collection comes next
        offer = next((o for o in table.current_offers() if o.rect == spot), None)
        return offer is not None and isinstance(offer.key, Pick) and offer.key.kind == "select"

    first = ring_until(app, table, chosen_first, "a card to choose before its collection")
    key = next(o for o in table.current_offers() if o.rect == first).key
    click(app, first.center)
    app.frame(DT)
    return app, table, first, ring_of(table), key


def test_a_card_put_down_brings_the_coach_s_ring_back(data_dir: str) -> None:
    app, table, first, target, key = _coach_card_chosen(data_dir)
    assert table.choices.selected is not None, "the coach's card is chosen"
    assert target != first, "the ring goes on to the collection"
    chosen = next(o for o in table.current_offers() if isinstance(o.key, Pick) and o.key == key)
    click(app, chosen.rect.center)  # a second click puts it down
    app.frame(DT)
    assert table.choices.selected is None, "the card is put down"
    assert ring_of(table) == first, "the coach rings its card again"


def test_a_card_chosen_again_after_it_was_put_down_has_its_collection_ringed(data_dir: str) -> None:
    # 28.png: after a put-down, choosing the coach's card again showed only the dashed places, no coach ring
    app, table, first, target, _key = _coach_card_chosen(data_dir)
    assert target is not None and target != first, "the ring goes on to the collection"
    click(app, first.center)  # put down
    app.frame(DT)
    assert ring_of(table) == first
    click(app, first.center)  # chosen again
    app.frame(DT)
    assert table.choices.selected is not None
    assert ring_of(table) == target, "the coach rings the collection again"
    click(app, first.center)  # and down again: the card is ringed once more
    app.frame(DT)
    assert ring_of(table) == first


def test_a_card_put_down_by_a_click_elsewhere_brings_the_coach_s_ring_back(data_dir: str) -> None:
    # 28.png: the chosen card put down by a click on the bare table ("Put down: nothing is chosen now"), and the
    # coach's marks were gone for the rest of the step
    app, table, first, target, _key = _coach_card_chosen(data_dir)
    assert table.choices.selected is not None and target is not None
    bare = (640, 20)  # the top of the table: no offer there
    assert not any(o.rect.collidepoint(bare) for o in table.current_offers())
    click(app, bare)
    app.frame(DT)
    assert table.choices.selected is None, "the card is put down"
    assert ring_of(table) == first, "the coach rings its card again"
    click(app, first.center)
    app.frame(DT)
    assert ring_of(table) == target, "and its collection once it is chosen again"


def test_the_coach_says_the_second_click_once_its_card_is_chosen(data_dir: str) -> None:
    # playtest 16 (45.png): "Put Bohrion 5 on your open collection" read as one click; the newcomer clicked the card,
    # then another card. Once the card is chosen, the coach's line says its place is the next click (SB-12, SB-13)
    app, table, first, target, _key = _coach_card_chosen(data_dir)
    assert table.choices.selected is not None and target is not None and target != first
    assert "now click its ringed place" in table.coach.text, table.coach.text
    click(app, first.center)  # put down: the card is the next click again, not its place
    app.frame(DT)
    assert table.choices.selected is None
    assert "now click its ringed place" not in table.coach.text, table.coach.text


def test_the_learn_deal_brings_the_card_chosen_before_its_collection_on_the_third_turn(data_dir: str) -> None:
    """SB-11, SB-20: in Learn to play's deal the coach's Moonbohnen 3 may join the open Moonbohnen or start the secret
    collection on the human's third turn, after only two turns of the computers' play. The deal once brought it in
    the middle of the game, and a change to Normal's play (which the computers and the coach's search both use) took
    it away: this lesson was then never met."""
    _app, table, _first, _target, _key = _coach_card_chosen(data_dir)
    assert table.view.turn == 2 * table.view.players, "the human's third turn"
    assert "Moonbohnen 3" in table.coach.text, table.coach.text
