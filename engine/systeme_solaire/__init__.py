"""Système Solaire: bid for groups of planets, keep them for points or for bidding power (SS-1..SS-27).

Modules: ``cards`` (the 60 ids and the one house values table), ``state``
(the ``State`` and the ``position`` builder), ``facts`` (rule facts everyone
asks: assignments, the selection order, the final scoring), ``mechanics`` (how
a state changes, every automatic step), ``rules`` (the ``Game``), ``view``
(what a seat sees), ``sample`` (``resample``), ``checks`` (invariants),
``words`` (the log, the hint, card names), ``table_words`` (what the table says
about the rules beside the log: seat statuses, step texts, result notes),
``lesson`` (the guided game's lines), ``pages`` (the rules pages),
``ai`` (the greedy bot).

Decisions, one ``Action`` each (docs/games/systeme_solaire.md has the table):

- ``probes`` k (five players, set-up): take a probe set of composition k.
- ``lay`` g (variant): put the drawn card in group g.
- ``bid`` amount / ``pass``: the auction; the opener may not pass.
- ``pay`` card ... then ``paid``: the winner picks its payment one card at a
  time, in ascending id order.
- ``select`` card ... then ``done``: the secret selection of the order
  reveal, seat after seat, in ascending id order.
- ``take`` g, "hf": take group g, one letter per card (hand or front).

Everything else (layout, automatic passes, Earth and Pluto landing in front,
the marker, the reveal, the end of a round, the final scoring) runs inside
``apply``.
"""

from engine.core import register
from engine.systeme_solaire.ai import EasyBot, GreedyBot
from engine.systeme_solaire.cards import (
    KINDS,
    NAMES,
    auction_value,
    card_id,
    card_vp,
    front_vp,
    hand_value,
    is_probe,
    kind,
    name,
)
from engine.systeme_solaire.facts import FinalResult, SeatScore
from engine.systeme_solaire.hard import HardBot
from engine.systeme_solaire.rules import GAME, SystemeSolaire
from engine.systeme_solaire.sample import state_from_view
from engine.systeme_solaire.state import State
from engine.systeme_solaire.view import SystemeSolaireView
from engine.systeme_solaire.words import card_words

GAME.bots["normal"] = GreedyBot
GAME.bots["easy"] = EasyBot  # Normal with a sensible random move now and then: random play bid whole hands
GAME.bots["hard"] = HardBot  # the search, paying with the cheapest cards (SS-13)
register(GAME)

__all__ = [
    "GAME",
    "KINDS",
    "NAMES",
    "FinalResult",
    "GreedyBot",
    "SeatScore",
    "State",
    "SystemeSolaire",
    "SystemeSolaireView",
    "auction_value",
    "card_id",
    "card_vp",
    "card_words",
    "front_vp",
    "hand_value",
    "is_probe",
    "kind",
    "name",
    "state_from_view",
]
