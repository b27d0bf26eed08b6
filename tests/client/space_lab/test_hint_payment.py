"""The Hint names a placement whole, its payment included (playtest 14: "Best: Place Red Technician on the top centre
slot" never said which card to discard; the player guessed, and the review marked the discard). The line says the
cards to pay with and rings them; a player who follows the line by clicks makes every step the review calls best
(SL-8: a payment is part of the placement)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.space_lab.cards import AGENCY_OF, COST_OF, LAB_IDS, SPECIALTY_OF
from engine.space_lab.kinds import ActionKind
from engine.space_lab.positions import position
from engine.space_lab.words import COLOUR_WORDS, SPECIALTY_WORDS
from game import i18n
from game.words import say
from tests.client.driver import DT
from tests.client.driver import click_key as click_ui
from tests.client.space_lab import steps
from tests.client.space_lab.test_coach_payment import _review_best

GAME = GAMES["space_lab"]
# five cards at the start of the turn (SL-2: placing is the only move), none free: any placement is paid for
HAND = [4, 10, 22, 36, 51]


def _hinted(app: Any, table: Any) -> Any:
    click_ui(app, "ui:hint")
    for _ in range(3000):
        app.frame(DT)
        if table.advisor.advice is not None:
            return table.advisor.advice
    raise AssertionError("the Hint found nothing")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_names_and_rings_the_payment_and_following_it_is_the_reviews_best(language: str,
                                                                                   data_dir: str) -> None:
    assert all(COST_OF[c] > 0 for c in HAND)
    i18n.set_language(language)
    try:
        app, table = steps.start(2, 1)
        steps.at(table, position(2, hands={0: HAND}, deck=[c for c in LAB_IDS if c not in HAND], start_hand=5))
        steps.settle(app, table)
        found = _hinted(app, table)
        best = found.action
        assert best.kind == ActionKind.PLACE and len(found.then) == COST_OF[best.card], found
        line = table.advisor.line()[0]
        ringed: list[Any] = []
        paint = table.advisor.paint

        def painted(surface: Any, rects: list[Any], clock: float) -> Any:
            ringed.extend(rects)
            return paint(surface, rects, clock)

        table.advisor.paint = painted
        table.layer.invalidate()
        app.frame(DT)
        for pay in found.then:  # each payment card by name in the line, ringed in the hand
            assert pay.kind == ActionKind.PAY
            name = say(COLOUR_WORDS[AGENCY_OF[pay.card]], []) + " " + say(SPECIALTY_WORDS[SPECIALTY_OF[pay.card]], [])
            if language == "fr":
                name = say(SPECIALTY_WORDS[SPECIALTY_OF[pay.card]], [])
            assert name in line, (name, line)
            card_rect = next(r for c, r in table.ui.hand_places() if c == pay.card)
            assert card_rect in ringed, (pay, ringed)
        # followed by clicks: the card, its slot, the cards the line names, Confirm
        start = len(table.mod.recipe.actions)
        state = table.mod.state
        steps.click_move(app, table, best, [p.card for p in found.then])
        played = table.mod.recipe.actions[start:]
        assert played[: 1 + len(found.then)] == [best, *found.then], played
        for k, a in enumerate(played[: 1 + len(found.then)]):  # the review calls each step its best: nothing marked
            if len(GAME.legal_actions(state)) > 1:
                assert _review_best(state, start + k + 1) == a, (k, a)
            state = GAME.apply(state, a)[0]
    finally:
        i18n.set_language("en")
