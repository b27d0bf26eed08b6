"""The Système Solaire guided first game: its deal and the coach's words (see ``game/kit/coach.py``).

Seed 1 with 3 players: the human is the first player and must open the first auction,
so the first decisions are the bid, the secret spend of the order reveal and taking a
group — a whole round in three clicks of the coach. The coach reads the human's view only.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from game.i18n import N_
from game.kit.coach import Line, deciding

SEED = 1
PLAYERS = 3
OPTIONS: dict[str, Any] = {}
PANEL = (1000, 192, 266, 280)  # over the log (it comes back with "Got it"): no card is ever drawn there


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the engine's phase."""
    if not deciding(view):
        return None
    return str(view.phase)


OPENING: list[Line] = [
    Line("bid", N_("Cards you take score VP in your front, or stay in your hand as money. You are first player "
                   "and open the auction: the winner pays and picks a group first. Bid 1 for now: click Bid.")),
    Line("pay", N_("You won the auction: click hand cards worth at least your bid (no change is given), then "
                   "Pay.")),
    Line("select", N_("Order reveal: secretly pick hand cards to spend. The higher your total, the sooner you "
                      "choose a group. Click cards, then Confirm — confirming nothing keeps your money.")),
    Line("take", N_("Your turn to choose: click a group, then Hand or Front under each card (Front scores at the "
                    "end, Hand is money for bids), then Take.")),
]

FIRSTS: dict[str, str] = {
    "pay": N_("You won an auction: pay with hand cards worth at least the bid. Earth and Pluto spent this way go "
              "to your front."),
    "select": N_("Order reveal: everyone secretly spends cards; the totals decide who chooses next."),
    "take": N_("Choose a group: each of its cards goes to your hand (money) or your front (VP)."),
    "round": N_("A new round: the auction winner now holds the first-player marker and lays out the groups."),
    "hand_revealed": N_("The selections are turned over at once: the totals give the order of choice, the "
                        "spent cards are gone."),
}


def event_key(event: Event) -> str | None:
    """Only these events bring a note: the other kinds share their names with the viewer's own decisions."""
    return event.kind if event.kind in ("round", "hand_revealed") else None
