"""What the coach of Système Solaire's guided first game says: the rules each decision is about, and the facts its
lines fill in (the public auction). The client's script (``game/tables/systeme_solaire/coach.py``) holds the deal and
the panel; the move the coach names is the engine's own choice, so these words only explain and never name one.
Keyed by the script's situations: the engine's phase, "open" and "raise" for the auction (SS-4..SS-23).
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, Player, words
from engine.systeme_solaire.state import ROUNDS


def facts(view: Any) -> dict[str, Any]:
    """Blanks of the texts, from the public auction: who holds the high bid, and how much; the rounds a game lasts."""
    holder = words("{who}", who=Player(view.bidder)) if view.bidder >= 0 else ""
    return {"bidder": holder, "high": view.high, "marker": words("{who}", who=Player(view.marker)), "rounds": ROUNDS}


OPENING: tuple[tuple[str, str], ...] = (  # the guided game's first decisions, in order: (situation, text)
    # the goal first, in short sentences, with the two places a card may go: the first line packed coin, tile, Sun,
    # bid and "picks first" into four rows and spoke of "front" and "groups" before saying what they are (playtest 33,
    # 05_learn2.png); one idea a step after it
    ("bid", N_("Goal: the most VP after {rounds} rounds. Each card you take goes to your front (VP) or your hand "
               "(money to bid with).")),
    # the card's two numbers said at the next decision, a raise in the guided deal (playtest 14, 04-learn2: which is
    # money, which VP, and the Sun's "#"; the Rules' page 2 says it too, but the table never pointed there)
    # (the raise itself is the prompt's: "Bid more than 7 to choose a group first, or pass")
    ("raise", N_("Gold coin: money. White tile: VP in your front (# on a Sun: 1 VP per card there).")),
    # the hand bonus said at the first spending (in the line's first sentence, which the coach keeps), not first at the last choice: two newcomers spent their hands down
    # and lost to it (playtest 23)
    ("pay", N_("You won the auction: pay at least your bid with hand cards (no change is given); at the end, the "
               "highest hand gains 2 VP a card.")),
    ("select", N_("Order reveal: secretly pick at least one hand card to spend. The higher your total, the "
                  "sooner you choose a group; spent cards are gone.")),
    # the spent cards said to leave the hands at the first reveal, whoever revealed: an auction winner does not
    # reveal, and "The totals turned over give the order of choice" left Nova's hand of 15 down to 3 unexplained
    # (playtest 32, s10-s13); the first sentence, which the coach keeps beside its pick
    # (the line's second sentence, on where a group's cards go, never showed beside the pick in English: the prompt
    # under the groups says it)
    ("take", N_("The cards turned over are spent, gone from the hands; their totals give the order of choice.")),
)

STEADY: dict[str, str] = {  # after the opening, the coach still says what each decision is about (SS-4..SS-23)
    "probes": N_("Choose a probe set: its probes are money in your hand, never VP."),
    "lay": N_("Lay the drawn card in a group with room (two cards at most): the groups are taken after the "
              "auction."),
    "bid": N_("New round: you hold the first-player marker, so open with a bid (you may not "
              "pass). The winner pays and takes a group first: bid only what that group is worth to you."),
    "open": N_("New round: {marker} holds the first-player marker but cannot bid (a hand worth 0), so you must "
               "open (you may not pass)."),
    "raise": N_("{bidder} holds the high bid, {high}: bid more, or pass."),
    "pay": N_("Pay with hand cards worth at least your bid (no change is given)."),
    "select": N_("Order reveal: secretly spend hand cards. The higher your total, the sooner you choose a group; "
                 "spent cards are gone."),
    "take": N_("Take a group: each card goes to your hand (money) or your front (VP at the end)."),
}

FIRSTS: dict[str, str] = {
    "pay": N_("You won an auction: pay with hand cards worth at least the bid. Earth and Pluto spent this way go "
              "to your front."),
    "select": N_("Order reveal: everyone secretly spends cards; the totals decide who chooses next."),
    "take": N_("Choose a group: each of its cards goes to your hand (money) or your front (VP)."),
}
