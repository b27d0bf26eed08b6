"""The Space Lab guided first game: its deal and the coach's words (see ``game/kit/coach.py``).

Seed 1 with 2 players (the human starts): the first decisions are the Objectives, a
first Draw with its choice of agency, and a first placement with its cost paid from the
hand. The move the coach names is the engine's own choice (``game.kit.coach``); the words
here only explain (nothing here says "place" when no card can be paid for). The coach
reads the human's view only.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from game.i18n import N_
from game.kit.coach import Line, phase_situation
from game.tables.space_lab import layout as L

SEED = 1
PLAYERS = 2
OPTIONS: dict[str, Any] = {}
# under the rival's station at two players (the side column's first panel, 206 high from its top): no card is
# ever drawn there; a test of the guided game checks it covers nothing that may be clicked
PANEL = (932, L.SIDE.y + 206 + 8, 336, 226)

situation = phase_situation  # the human's decision of the moment: the engine's phase


# the moves the screen gathers click by click (a card placed, then the cards that pay for it): kind → what may follow
GATHERED: dict[str, tuple[str, ...]] = {"place": ("pay",), "pay": ("pay",)}
# the moves whose card field is a number (an arrangement, an amount, a group), not a card to click
NUMBERS = ("assign", "agency", "recruit")

OPENING: list[Line] = [
    Line("assign", N_("Build a station of Lab cards around 3 capsules. First your secret Objectives: a capsule "
                      "scores its Objective when its neighbours show its colours. Swap two by clicking them.")),
    Line("start", N_("Your turn: Draw (3 Lab cards are revealed), Recruit a stack from the Recruitment Centre, or "
                     "Place a hand card in your station, paying its cost (0 to 3) with other hand cards.")),
    Line("agency", N_("Take every revealed card of one agency (colour). The others go to the Recruitment Centre, "
                      "for anybody to recruit later.")),
    Line("start", N_("A placed card costs 0 to 3 other hand cards. Choose a card and the slots it may take light "
                     "up: a gold one does something more there. Point at anything to read it.")),
]

# after the opening, the coach still says what each decision is about (Learn to play keeps its coach to the end)
STEADY: dict[str, str] = {
    "start": N_("Your turn: reveal 3 Lab cards, recruit a stack from the Recruitment Centre, or place a hand card "
                "in your station, paying its cost with other hand cards."),
    "place": N_("You may place another hand card (its cost paid with other hand cards), or end your turn."),
    "agency": N_("Take every revealed card of one agency; the others go to the Recruitment Centre."),
    "keep": N_("Keep one of the Projects drawn: it stays secret and scores at the end."),
    "pay": N_("Pay the card's cost with other hand cards."),
}

FIRSTS: dict[str, str] = {
    "pay": N_("Pay the card's cost: click that many other hand cards to discard them."),
    "keep": N_("Several Projects were drawn: keep one (secret, it scores at the end); the others go under the "
               "deck."),
    "validate": N_("A capsule is validated: its neighbours show its Objective's colours, and a Validation tile "
                   "is taken."),
    "end_trigger": N_("The end is triggered: the round is completed, then the game ends and everything is "
                      "scored."),
    "reshuffle": N_("The Lab deck ran out: the discard pile was shuffled into a new deck."),
}


def event_key(event: Event) -> str | None:
    """Only these events bring a note: the other kinds share their names with the viewer's own decisions."""
    return event.kind if event.kind in ("validate", "end_trigger", "reshuffle") else None
