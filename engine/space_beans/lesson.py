"""The Space Beans coach's words for the guided first game: the situations it speaks of, what it says there.

These are the rules' own words (each step of a turn, SB-5 to SB-22, as the
engine plays it), read from the learner's view alone; the client's coach
(``game.tables.space_beans.coach``) says them in its panel beside the deal it
chooses. The move the coach names is the engine's own choice; the words here
only explain.
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, Event, Player, words
from engine.space_beans.advice import close_figure
from engine.space_beans.cards import card_type
from engine.space_beans.facts import BONUS
from engine.space_beans.kinds import EventKind
from engine.space_beans.words import reached


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the engine's step, a forced close told apart, and more cards of the
    type just played ("more": the step's first card is down, the line that asked for it is done)."""
    if view.seat is None or view.to_act != view.seat:  # only the human's own decisions
        return None
    if view.phase == "close" and view.forced_close:
        return "close-forced"
    if view.phase == "draw" and not view.hands[view.seat]:
        return "draw-empty"  # an empty hand must draw (SB-7): "Draw 2 cards, or none" named a move not there
    if view.phase == "draw" and not view.draw_pile and not view.discard:
        return "draw-none"  # both piles empty (SB-9): nothing to draw, only "Don't draw"
    if view.phase in ("start", "collect") and view.collecting is not None:
        return "more"
    if view.phase == "collect":
        # what the step allows depends on the collections owned (SB-10, SB-11, SB-20, R-5): a line that offered
        # "start one" to a player who owns two named a move that is not there
        owned = bool(view.open[view.seat]) + bool(view.secret[view.seat])
        if owned == 1 and not any(card_type(c) == card_type(view.open[view.seat][0]) for c in view.hands[view.seat]):
            return "collect-start"  # no hand card fits the open collection: the step can only start the secret one
        return ("collect-new", "collect", "collect-full")[owned]
    return str(view.phase)


def facts(view: Any) -> dict[str, Any]:
    """Blanks of the texts: the game's own figures, and who ended the game (the seat given the bonus)."""
    who = next((s for s, b in enumerate(view.bonus) if b), None)
    if who is None and view.to_act is not None and view.trophy_points[view.to_act] >= view.goal:
        who = view.to_act  # reached the goal this turn: the bonus comes when the turn ends (SB-25)
    seat = view.seat
    # the close step's figure, from the engine: what closing scores now (SB-15, SB-16)
    figure = close_figure(view, seat) if seat is not None and view.phase == "close" else None
    return {"goal": view.goal, "bonus": BONUS, "close": figure if figure is not None else "",
            "reached": reached(view, who), "seat1": words("{who}", who=Player(1)), "seat2": words("{who}", who=Player(2))}


# the opening: (situation, text) in order, each said when its situation comes, and each asking for a move
OPENING: list[tuple[str, str]] = [
    # the bonus said from the start: a newcomer first met "+3" at the end, untaught (SB-25, playtest 24)
    ("draw", N_("{goal} trophy points end the game and earn a +{bonus} bonus. Step 1, draw: take 2 cards, or none; cards you do not use go to your right-hand "
                "neighbour.")),
    # one type per step, said before the first step of several cards: a newcomer learnt it from a refusal
    # ("This step adds Bluebeans only…", playtest 23)
    # the close in two short sentences: "Close a collection of N cards and its card of value N becomes a trophy worth
    # N points" was dense on a first read (playtest 33, 04.png)
    ("start", N_("Step 2: start your open collection with cards of one type: each step plays one type only. "
                 "Close a collection of N cards to score it. Its card of value N, if any, becomes a trophy worth N "
                 "points.")),
    ("draw", N_("Your cards left over went to your neighbour, and the player on your left passed theirs to "
                "you. Draw again, or not.")),
    ("close", N_("New step: close. A closed collection of N cards keeps its card of value N, if any, as a "
                 "trophy; the rest are discarded. {close} Closing is up to you, unless you own two collections and hold "
                 "no card for either.")),
    # Done is named only by the "more" line: the step offers it only once its first card is down (SB-20), and "Your
    # last card of that type, or Done, ends your turn" with no Done on screen left a newcomer unsure when they may
    # stop (playtest 32, 10_learn7.png)
    # with no collection left after the close, the step can only start the open one; the general line then
    # waits for a turn with a collection to add to
    ("collect-new", N_("Step 3, collect: you have no collection left, so start a new open collection with "
                       "cards of one type. Your last card of that type ends your turn.")),
    ("collect-start", N_("Step 3, collect: no card in your hand fits your open collection, so start a second "
                         "collection, the secret one (face down), with cards of one type. You may own two, one "
                         "open and one secret. Your last card of that type ends your turn.")),
    ("collect", N_("Step 3, collect: add cards of one type to a collection of that type, or start a new one "
                   "— you may own two, one open and one secret (face down). Your last card of that type "
                   "ends your turn.")),
]

FIRSTS: dict[str, str] = {
    "close-forced": N_("You must close your open collection now: you own two collections and hold no card for "
                       "either. Click the open collection to close it: its button says what it scores."),
    "close": N_("A collection was closed: its card of value N (if any) became a trophy, the other cards went "
                "to the discard pile."),
    # whose, said: "a secret collection turned" sent a newcomer to look at their own, still face down (playtest 16b)
    "flip": N_("Your secret collection turned face up: with your open one closed, it becomes your open one."),
    # said as news: at the start of the player's turn it read as being about their own step (playtest 18)
    "flip-1": N_("While you waited, {seat1}'s secret collection turned face up: with their open one closed, it "
                 "became their open one."),
    "flip-2": N_("While you waited, {seat2}'s secret collection turned face up: with their open one closed, it "
                 "became their open one."),
    # both in one wait, said as one note (``Coach`` joins them): the first alone named one seat (playtest 25)
    "flip-1+flip-2": N_("While you waited, {seat1}'s and {seat2}'s secret collections turned face up as their open "
                        "ones."),
    # the guided game goes on to its end after the lesson's steps: said where they end, or a newcomer could not
    # tell how long the lesson lasts (playtest 32)
    "lesson-over": N_("The lesson is over: play on to the end of the game, or Leave."),
    "reshuffle": N_("The draw pile ran out: the discard pile was shuffled into a new draw pile."),
    "bonus": N_("{reached}: +{bonus}, and the game ends. Every collection is now "
                "closed and scored."),
}

# Said at each decision the opening no longer covers (the panel would otherwise stay empty there, and a newcomer
# read the silence as the lesson having stopped).
STEADY: dict[str, str] = {
    "draw": N_("Draw 2 cards, or none. Cards still in your hand when your turn ends go to your right-hand "
               "neighbour."),
    "draw-empty": N_("Your hand is empty, so you must draw. Cards still in your hand when your turn ends go to your "
                     "right-hand neighbour."),
    "draw-none": N_("The draw pile and the discard pile are both empty: there is nothing to draw."),
    "start": N_("Start your open collection with cards of one type."),
    # "never required" was said, then a later turn forced the close (SB-18, playtest 23): the exception said too
    "close": N_("You may close your open collection. {close} Closing is up to you, unless you own two "
                "collections and hold no card for either."),
    "close-forced": N_("You own two collections and hold no card for either: the open one must be closed now."),
    "collect": N_("Add cards of one type to a collection of that type, or start a collection (two at most: one "
                  "open, one secret). Your last card of that type ends your turn."),
    "collect-new": N_("You own no collection now: start a new open collection with cards of one type."),
    "collect-start": N_("No card in your hand fits your open collection: start your secret collection with cards of "
                        "one type. Your last card of that type ends your turn."),
    "collect-full": N_("You own two collections, one open and one secret: add cards of one type to the one of "
                       "that type. No third collection may be started. Your last card of that type ends your turn."),
    "more": N_("More cards of the same type may go on that collection. Done, or playing your last card of that "
               "type, ends your turn: the cards left in hand go to your right-hand neighbour."),
}


def event_key(event: Event) -> str | None:
    """Only what the viewer saw matters; the kinds themselves are the words, a flip told by whose (the human is
    seat 0)."""
    return f"flip-{event.seat}" if event.kind == EventKind.FLIP and event.seat else event.kind
