"""The Al Cabohne guided first game, as the rules know it: its deal and the coach's words.

Solo, seed 5: the Mafia starts with French on Al, Puff on Don and Broad sold at once by
Joe (a Boss sale seen before the first click); the hand begins Broad, Kidney, Puff, so the
first plant is an empty field, the second a choice, and Puff — a type Don grows — shows
the tax soon after. The move the coach names is the engine's own choice (``game.kit.coach``);
the words here only explain the rules at the moment they come up. The screen's coach script,
``game.tables.al_cabohne.coach``, reads them from here.
"""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.words import last_draw
from engine.core import N_, Event

SEED = 5
PLAYERS = 1
# the first game is played against the gentle Mafia (its coins count once): with the rules' doubled treasury even the
# engine wins just 18% of solo games, and a newcomer who followed every pick lost by 12 (playtest 15)
OPTIONS: dict[str, Any] = {"gentle": True}


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the phase, with the plant and cultivate cases told apart."""
    if view.seat is None or view.to_act != view.seat:  # no decision of the human in front of the screen
        return None
    if view.phase == "plant":  # the second plant is offered once; two planted: only the phase's end is left
        if view.forced_harvest:
            return "plant-harvest"
        if not view.hands[view.seat] and view.planted < 2:  # AC-18: an empty hand plants nothing
            return "plant-none"
        return "plant" if view.planted == 0 else "plant-second" if view.planted == 1 else "planted"
    if view.phase == "cultivate":  # the kept cards placed, the line that asks to place them is over
        if view.filling:
            return "fill"
        if any(view.kept):  # AC-28 (solo: every kept card placed) and AC-25 (two players: the rest stays)
            return "cultivate" if view.solo else "cultivate-two"
        # the last turn's button reads "End game": no draw; a draw that empties the deck ends the game too. The
        # game-ending run-out can come before any card is kept (AC-20, AC-32): then no "kept card is placed"
        if view.ending and not view.kept:
            return "give-last-none"
        return "give-last" if view.ending else "give-lastdraw" if last_draw(view) else "give"
    if view.phase == "trade":  # the proposer builds it, the other seat answers it
        p = view.proposal
        return "trade-answer" if p is not None and p.sent and p.proposer != view.seat else "trade"
    return str(view.phase)  # "tax", "leftovers"


def event_key(event: Event) -> str | None:
    """The run-out that makes this turn the last (AC-32, AC-33) is noted ("this is the last turn"); not one a
    reshuffle follows (AC-31: at two players the first run-out was told as the last turn, playtest 31), nor one in
    the draw, which leaves no turn to play (its note would come after the end)."""
    if event.kind == "exhausted":
        bits = event.target.split(":")
        limit = int(bits[1]) if len(bits) > 1 and bits[1].isdigit() else 0
        if event.target.endswith(":draw") or event.value < limit:
            return None
    return str(event.kind)


# (situation, words): each said once, in this order, as the situation comes up; ``{front}`` and ``{other}`` are
# filled by the screen (the front card's bean, the opponent's name)
OPENING: list[tuple[str, str]] = [
    ("plant", N_("Beat the Mafia: end with a higher score than its own (the panel shows both). "
                 "You plant from the front of your hand: the {front} goes on a field now.")),
    ("plant-second", N_("You may plant the next card too (two at most in a turn), harvest a field, or stop and reveal.")),
    ("cultivate", N_("Solo: place each kept card on your field of its type, an empty field or a Boss; one that "
                      "fits nowhere needs a field harvested first.")),
    ("plant", N_("A field is harvested with the button under it: its meter (bottom of a card) says "
                 "how many beans pay 1, 2, 3, 4 coins. Then plant the {front} from the front.")),
]

FIRSTS: dict[str, str] = {
    # playtest 16: "Harvest such a field first" beside the pick "Harvest field 2", an untaxed one, read as a wrong pick
    "tax": N_("Tax: each field whose type a Boss grows gives him a bean. A field harvested first gives him "
              "nothing."),
    "plant-harvest": N_("Your front card fits no field: harvest a field first (the button under it), then "
                        "plant."),
    "fill": N_("A Boss field is empty: before your turn ends he must get a card, a kept card or one from "
               "your hand."),
    "boss_harvest": N_("A Boss sold his field: the coins went to the Mafia's treasury. Every bean you give a "
                       "Boss brings his sale closer."),
    # no "Click Got it for the next pick": the pick is named with the note (it read as a contradiction)
    "harvest": N_("Harvested: the beans the meter pays turned into coins, the rest went to the discard pile."),
    "discard_pull": N_("The top discard matched a kept pile or a Boss, so it joined it; this repeats while it "
                       "matches."),
    "exhausted": N_("The deck is used up: this is the last turn. Every field and Boss is then sold at its "
                    "meter value."),
}

STEADY: dict[str, str] = {  # after the opening, the coach still says what each decision is about
    "tax": FIRSTS["tax"],  # the first time's words stay true every time: one text
    # AC-10, AC-18: a harvest first is a move of the moment, and often the coach's pick: the line says so (the
    # pick's reason says why that harvest, never the rule)
    "plant": N_("Plant the {front} from the front of your hand, on a field of its type or an empty field; you may "
                "harvest a field first."),
    "plant-harvest": FIRSTS["plant-harvest"],  # the first time's words stay true every time: one text
    "plant-second": N_("You may plant the next card too (two at most in a turn), harvest a field, or stop and reveal."),
    "planted": N_("Two cards are planted, the most in a turn: harvest if you like, then reveal."),
    "cultivate": N_("Solo: place every kept card, on your field of its type, an empty field or a Boss."),
    "give": N_("Every kept card is placed. You may give hand cards to the Mafia to clear your hand, or end "
               "the turn and draw."),
    # the last turn (AC-32): nothing is drawn, and the cards left in the hand count for nothing (AC-34)
    "give-last": N_("Every kept card is placed. End the game: the cards still in your hand count for nothing."),
    # playtest 18: "Every kept card is placed" when the reveal had kept nothing (both cards went to Bosses)
    "give-last-none": N_("No card was kept this turn. End the game: the cards still in your hand count for nothing."),
    "give-lastdraw": N_("Every kept card is placed. Your draw takes the last cards and ends the game: the cards in "
                        "your hand count for nothing."),
    "fill": FIRSTS["fill"],  # the first time's words stay true every time: one text
    "plant-none": N_("Your hand is empty, so nothing is planted this turn: harvest if you like, then reveal."),
    "cultivate-two": N_("Place the kept cards you want, each type whole, on your fields or a Boss; those you "
                        "leave are {other}'s to place at the start of the next turn."),
    "leftovers": N_("{other} left these revealed cards: place each one on one of your fields or on the discard "
                    "pile."),
    "trade": N_("A trade (variant): pick hand cards to give and beans to ask for, then propose it — or withdraw "
                "and give the empty Boss a card."),
    "trade-answer": N_("{other} proposes a trade for the empty Boss: accept it or refuse it."),
}

