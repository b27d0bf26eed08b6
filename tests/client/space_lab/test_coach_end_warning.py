"""The coach says when its pick ends the game (playtest 11, SL-17): a newcomer's tenth card, the coach's pick,
ended the game with two capsules unvalidated, and nothing had said so. A placement that fills the station (or takes
the third Validation tile) is named with "that triggers the end of the game"; any other placement is not. The words
are the engine's reason for the move (``SearchHooks.reason``), which the coach and the Hint both say."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.core import Action
from engine.search.hint import reason
from engine.space_lab.cards import COST_OF, LAB_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game import i18n
from game.words import say

GAME = GAMES["space_lab"]
END = {"en": "triggers the end of the game", "fr": "la fin de la partie est déclenchée"}


def _placing(filled: int) -> tuple[object, object, Action]:
    """Seat 1's turn with ``filled`` cards in its station and a free card in hand; the placement on the next slot."""
    free = [c for c in LAB_IDS if COST_OF[c] == 0]
    hand, rest = free[0], free[1:]
    station = dict(zip(SLOTS[:filled], rest, strict=False))
    s = position(2, hands={0: [hand]}, stations={0: station})
    return s, GAME.view(s, 0), Action("place", hand, SLOTS[filled])


def _said(view: object, a: Action) -> str | None:
    """The engine's reason for ``a`` in the screen's language, as the coach says it after its pick."""
    why = reason(GAME, view, a)
    return say(why, []) if why is not None else None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tenth_card_is_named_as_the_end(language: str) -> None:
    i18n.set_language(language)
    try:
        s, view, last = _placing(9)
        assert last in GAME.legal_actions(s), GAME.legal_actions(s)  # the pick is a move of the seat's turn
        said = _said(view, last)
        assert said is not None and END[language] in said, said
        _s, view, early = _placing(5)
        said = _said(view, early)
        assert said is None or END[language] not in said, said
    finally:
        i18n.set_language("en")
