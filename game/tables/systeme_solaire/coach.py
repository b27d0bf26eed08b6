"""The Système Solaire guided first game: its deal, its panel and its situations (see ``game/kit/coach.py``).

Seed 11, 3 players: the human opens the first auction (6 of a hand worth 15) and, following the coach, wins it, pays
and takes a group first (seeds 1 and 2 left paying late). The move the coach names is the engine's own choice
(``game.kit.coach``); its words, which only explain, are the engine's (``engine.systeme_solaire.lesson``).
The coach reads the human's view only.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.systeme_solaire import lesson
from engine.systeme_solaire.kinds import Phase
from game.kit.coach import Line, phase_situation

SEED = 11
PLAYERS = 3
OPTIONS: dict[str, Any] = {}
PANEL = (1000, 192, 266, 280)  # over the log (it comes back with "Got it"): no card is ever drawn there


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

# the script's words and facts are the engine's: the rules each decision is about
OPENING = [Line(key, text) for key, text in lesson.OPENING]
STEADY = lesson.STEADY
FIRSTS = lesson.FIRSTS
facts = lesson.facts
# No note comes with an event (a new round, the order reveal): a note stood over the decision that followed it (the
# order reveal's words over the group choice), so what an event means is said in the next decision's own line.


def event_key(event: Event) -> str | None:
    """No event brings a note of its own (see above)."""
    return None
