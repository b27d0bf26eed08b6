"""The Space Lab guided first game's script: its deal, the decisions it explains and its words (what the client's
coach, ``game.kit.coach``, says and when).

Seed 1 with 2 players (the human starts): the first decisions are the Objectives, a
first Draw with its choice of agency, and a first placement with its cost paid from the
hand. The move the coach names is the engine's own choice; the words here only explain,
and a line that lists the turn's moves takes that list from the engine (``{moves}``:
``start_hint`` and ``place_hint``, built from the kinds ``legal_actions`` holds), so it never
names a move the rules refuse now. Nothing here is a note that waits for "Got it" before the
coach names its pick: the pick is there at every decision (a first Project kept, a placement
after a validation). The script reads the human's view only.
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, Event
from engine.space_lab.kinds import ActionKind, Phase
from engine.space_lab.words import place_hint, start_hint, turn_kinds

SEED = 1
PLAYERS = 2
OPTIONS: dict[str, Any] = {}


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the engine's phase, and in a turn's free steps whether a hand card can
    be placed now ("start-place", "place"; else "start", "place-end"), so a line about placing comes only when a
    placement is legal."""
    if view.seat is None or view.to_act != view.seat:  # not the human's decision
        return None
    phase = str(view.phase)
    kinds = turn_kinds(view)
    if phase == Phase.START and ActionKind.PLACE in kinds:
        return "start-place"
    if phase == Phase.PLACE and ActionKind.PLACE not in kinds:
        return "place-end"
    return phase


def facts(view: Any) -> dict[str, Any]:
    """``{moves}``: the turn's moves open now, in the engine's words (the table's turn line says the same)."""
    if view.phase == Phase.PLACE:
        return {"moves": place_hint(view, turn_kinds(view))}
    return {"moves": start_hint(view, turn_kinds(view)) if view.phase == Phase.START else ""}


# the moves the screen gathers click by click (a card placed, then the cards that pay for it): kind → what may follow
GATHERED: dict[str, tuple[str, ...]] = {"place": ("pay",), "pay": ("pay",)}
NUMBERS = ("assign", "agency", "recruit")  # an arrangement, an agency, a pile: no card to click (game.kit.coach)

# the opening's steps: (the situation it is said in, its words), in order
OPENING: list[tuple[str, str]] = [
    # two rules, each with when it happens (SL-12, SL-13): "a capsule scores its Objective when its neighbours show
    # its colours" mixed validation up with the Objective's effect and said neither's moment (playtest 22)
    ("assign", N_("Build a station of Lab cards around 3 capsules. First your secret Objectives. Once the 4 slots "
                 "around a capsule hold its Objective's 3 colours, it is validated: you win a Validation tile. A "
                 "card of its specialty in the bottom slot triggers its effect: at once (lightning) or at the end "
                 "(points). Swap two by clicking them.")),
    # one move a turn, said at the first two (a recruit that ended the turn surprised a newcomer, playtest 24); the
    # moves named are the ones legal now, so the placing comes with the first turn that may place
    ("start", N_("One move a turn: {moves} Point at any card, stack or slot to read what it does.")),
    ("agency", N_("Take every revealed card of one agency (colour). The others go to the Recruitment Centre, "
                 "where anybody may take them later.")),
    ("start-place", N_("One move a turn: {moves} A placed card costs 0 to 3 other hand cards. Choose a card and the slots it may "
                      "take light up: a gold one does something more there.")),
]

# after the opening, the coach still says what each decision is about (Learn to play keeps its coach to the end)
STEADY: dict[str, str] = {
    "start": N_("Your turn: {moves}"),
    "start-place": N_("Your turn: {moves} A card's cost is paid with other hand cards."),
    "place": N_("{moves} Another card's cost is paid with other hand cards."),
    "place-end": N_("{moves}"),
    "agency": N_("Take every revealed card of one agency; the others go to the Recruitment Centre."),
    "keep": N_("Keep one of the Projects drawn: it stays secret and scores at the end; the rest go under the "
               "deck."),
    "pay": N_("Pay the card's cost with other hand cards."),
}

FIRSTS: dict[str, str] = {
    "pay": N_("Pay the card's cost: click that many other hand cards to discard them."),
}


def event_key(event: Event) -> str | None:
    """No event brings a note: a note waits for "Got it" before the coach names its pick again, and the pick is
    wanted at every decision. A validation is explained as the pick that makes it is named (the engine's reason,
    ``engine.space_lab.advice``); the end of the game by the turn line's "Final turn" (``start_hint``); a reshuffle
    by the log."""
    return None
