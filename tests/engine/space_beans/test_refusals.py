"""Why a card may not be played, said by its real reason (playtest 11: with open Moonbohnen and secret
Centauribohnen, a click on Darth Beans said "Your open collection holds Moonbohnen, not Darth Beans", and a
newcomer asked why a new collection could not be started)."""

from __future__ import annotations

from engine.core import Action
from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


def test_a_card_of_neither_collection_s_type_is_refused_for_the_two_collections() -> None:
    """SB-10: at most two collections, one open and one secret; SB-20: a card goes on a collection of its type."""
    darth = card_id(D, 5)
    s = position(3, phase=COLLECT, hands={0: [darth, card_id(MO, 4)]}, open={0: [card_id(MO, 3)]},
                 secret={0: [card_id(CE, 3)]})
    for target in ("open", "secret"):
        a = Action("play", darth, target)
        assert a not in GAME.legal_actions(s)
        said = GAME.why_not(s, a)
        assert said.text.startswith("You already own two collections"), said
        args = dict(said.args)
        assert {str(args["held"].text), str(args["other"].text), str(args["kind"].text)} == {
            "Moonbohnen", "Centauribohnen", "Darth Beans"}, args


def test_with_one_collection_the_type_mismatch_is_still_the_reason() -> None:
    """SB-20: with one open collection of another type the card could start the secret one: the open one's type
    is the reason it may not go there."""
    darth = card_id(D, 5)
    s = position(3, phase=COLLECT, hands={0: [darth]}, open={0: [card_id(MO, 3)]})
    said = GAME.why_not(s, Action("play", darth, "open"))
    assert said.text.startswith("Your open collection holds"), said
