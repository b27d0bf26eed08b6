"""The Système Solaire guided first game: its deal and the coach's words (see ``game/kit/coach.py``).

Seed 11, 3 players: the human opens the first auction (6 of a hand worth 15) and, following the coach, wins it, pays
and takes a group first (seeds 1 and 2 left paying late). The move the coach names is the engine's own choice
(``game.kit.coach``); the words here only explain. The coach reads the human's view only.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Player, words
from engine.systeme_solaire.kinds import Phase
from game.i18n import N_
from game.kit.coach import Line, phase_situation

SEED = 11
PLAYERS = 3
OPTIONS: dict[str, Any] = {}
PANEL = (1000, 192, 266, 280)  # over the log (it comes back with "Got it"): no card is ever drawn there


def facts(view: Any) -> dict[str, Any]:
    """Blanks of the texts, from the public auction: who holds the high bid, and how much."""
    holder = words("{who}", who=Player(view.bidder)) if view.bidder >= 0 else ""
    return {"bidder": holder, "high": view.high, "marker": words("{who}", who=Player(view.marker))}


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the engine's phase, an auction answered apart from one opened ("open the
    auction" stood over a raise), and one opened for a first player whose hand is worth 0 (SS-11, playtest 17)."""
    key, opener = phase_situation(view), "bid" if view.marker == view.seat else "open"
    return ("raise" if view.bidder >= 0 else opener) if key == Phase.BID else key


# the moves the screen gathers click by click (cards picked, then the button that sends them): kind → what may follow
GATHERED: dict[str, tuple[str, ...]] = {"pay": ("pay", "paid"), "select": ("select", "done")}
# a payment or selection pick is named as the whole payment or selection it makes ("Pay 5 with Probe 1, Jupiter")
WHOLE_AT_FIRST = ("pay", "select")
NUMBERS = ("bid", "take", "lay", "probes")  # an amount, a group, a set: no card to click (game.kit.coach)

OPENING: list[Line] = [
    # the card's two numbers said once, on the first screen (playtest 14, 04-learn2: which is money, which VP, and
    # the Sun's "#"); the Rules' page 2 says it too, but the table never pointed there
    Line("bid", N_("Gold coin: money. White tile: VP in your front (# on a Sun: 1 VP per card there). Open "
                   "with a bid: the top bidder pays and picks a group first.")),
    Line("pay", N_("You won the auction: pay with hand cards worth at least your bid (no change is given).")),
    Line("select", N_("Order reveal: secretly pick at least one hand card to spend. The higher your total, the "
                      "sooner you choose a group; spent cards are gone.")),
    Line("take", N_("The totals turned over give the order of choice. Your turn to choose a group: each of its "
                    "cards goes to your hand (money for bids) or your front (VP at the end).")),
]

STEADY: dict[str, str] = {  # after the opening, the coach still says what each decision is about (SS-4..SS-23)
    "probes": N_("Choose a probe set: its probes are money in your hand, never VP."),
    "lay": N_("Lay the drawn card in a group with room (two cards at most): the groups are taken after the "
              "auction."),
    "bid": N_("New round: you hold the first-player marker, so open with a bid (you may not "
              "pass). The winner pays and takes a group first: bid only what that group is worth to you."),
    "open": N_("New round: {marker} holds the first-player marker but cannot bid (a hand worth 0), so you must "
               "open (you may not pass)."),
    "raise": N_("{bidder} holds the high bid, {high}: bid more, or pass and sit out this auction."),
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
# No note comes with an event (a new round, the order reveal): a note stood over the decision that followed it (the
# order reveal's words over the group choice), so what an event means is said in the next decision's own line.


def event_key(event: Event) -> str | None:
    """No event brings a note of its own (see above)."""
    return None
