"""The coach's line on the last turn (AC-33: the deck is used up, nothing more is drawn) says to end the game: it
said "or end the turn and draw" beside a button that reads "End game" (playtest 14). Its pick, the button's words,
are "End game" too."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END
from engine.al_cabohne.words import describe_in
from game import i18n
from game.kit.coach import Coach
from game.tables.al_cabohne import coach as script
from game.words import say

GAME = GAMES["al_cabohne"]


def _line(ending: bool, kept: tuple[tuple[int, ...], ...] = ((), (), ())) -> str:
    """The coach's line once the kept cards are placed (``kept``: this turn's piles, a placed one is empty; none at
    all: the reveal kept nothing)."""
    s = position(1, phase="cultivate", hands={0: [RUNNER, BLUE]}, fields={0: [[KIDNEY] * 3, [FIRE], []]},
                 bosses=[[RUNNER], [BLUE], []], ending=ending, kept=kept)
    view: Any = GAME.view(s, 0)
    assert END in GAME.legal_actions(s) and not any(view.kept)
    coach = Coach(script, "al_cabohne")
    coach.pos = len(script.OPENING)  # past the opening: the line for the situation
    coach.tick(view, GAME.legal_actions(s), True, moves=0, hint=END)
    assert say(describe_in(view, END), []) in coach.text  # the pick in the button's words
    return coach.text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_last_turns_line_says_end_the_game_not_draw(language: str) -> None:  # rules AC-29, AC-33, AC-34
    try:
        i18n.set_language(language)
        draw = i18n.tr("Every kept card is placed. You may give hand cards to the Mafia to clear your hand, or end "
                       "the turn and draw.")
        last = i18n.tr("Every kept card is placed. End the game: the cards still in your hand count for nothing.")
        assert draw in _line(False)
        text = _line(True)
        assert last in text and draw not in text, text
        assert i18n.tr("End game") in text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_last_turns_line_does_not_say_kept_cards_were_placed_when_none_was_kept(language: str) -> None:
    """Rules AC-20, AC-32: the game-ending run-out can stop the reveal before any card is kept (both revealed cards
    went to Bosses, playtest 18): the line said "Every kept card is placed" all the same."""
    try:
        i18n.set_language(language)
        placed = i18n.tr("Every kept card is placed. End the game: the cards still in your hand count for nothing.")
        text = _line(True, kept=())
        assert placed not in text, text
        assert i18n.tr("No card was kept this turn. End the game: the cards still in your hand count for "
                       "nothing.") in text, text
        assert i18n.tr("End game") in text
    finally:
        i18n.set_language("en")
