"""Space Lab: build a space station of Lab cards around 3 capsules (rules SU-1..SU-7, SL-1..SL-21).

Modules: ``content`` (every card, tile, objective and rating: the one table a
designer edits), ``cards`` (lookups derived from it), ``state`` (the
``State``), ``positions`` (a builder for tests, left out of the browser package), ``facts`` (the effect evaluator,
scoring, validation, ``slot_facts`` for the screen), ``mechanics`` (how a
turn changes a state), ``rules`` (the ``Game``), ``view`` (what a seat sees),
``turns`` (set-up, turn changes, solo steps, the end), ``sample``
(``resample``), ``checks`` (invariants), ``words`` (the log, names and
hints), ``ai`` (the greedy bot), ``balance`` (the balance report).

Decisions, one ``Action`` each (docs/games/space_lab.md has the table):

- Set-up with chosen objectives: ``assign`` (card = k, the order ``PERMS[k]``), seat by seat.
- A turn: ``draw`` (then ``agency`` when the reveal shows two or more agencies),
  ``recruit`` (card = agency), or one or more placements: ``place`` (card, slot),
  then one ``pay`` per card of its cost in ascending id order, ``keep`` after a
  Project draw of 2 or more, and ``end``. ``pass`` only when nothing else is legal.
"""

from engine.bots import sloppy
from engine.core import register
from engine.space_lab.ai import GreedyBot
from engine.space_lab.rules import GAME, SpaceLab
from engine.space_lab.state import State
from engine.space_lab.view import Final, FinalScore, SpaceLabView

GAME.bots["normal"] = GreedyBot
# Normal with a random move now and then: random play lost the guided game 23 to 85, a game with no contest
GAME.bots["easy"] = sloppy(GreedyBot)
register(GAME)

__all__ = ["GAME", "Final", "FinalScore", "GreedyBot", "SpaceLab", "SpaceLabView", "State"]
