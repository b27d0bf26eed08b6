"""Al Cabohne: one player or two against the bean Mafia (rules AC-1..AC-36).

Modules: ``cards`` (the 116 bean ids and the one bean-o-meter table),
``state`` (the ``State``), ``positions`` (a builder for tests, left out of the browser package), ``facts`` (rule
facts everyone asks), ``mechanics`` (how a state changes), ``rules`` (the
``Game``), ``view`` (what a seat sees), ``sample`` (``resample``),
``checks`` (invariants), ``words`` (the log and hints), ``ai`` (the greedy bot).

Decisions, one ``Action`` each (the table in docs/architecture.md has the
details). Whole-turn choices are short sequences:

- Phase 1, leftovers: one ``leftover`` per card (field or discard) until none
  is left. Cards of one type are interchangeable, so one card per type is
  offered: the top card of the earliest pile holding that type.
- Phase 2, tax: a single ``tax`` pays every tax due; the step exists only when
  a tax is due, so the player can ``harvest`` before paying.
- Phase 3, plant: ``plant`` the front card (once or twice), then ``end``.
  With an empty hand the step still waits for ``end`` while a harvest is
  possible, because a harvest just before the reveal feeds Question 2.
- Phase 4, reveal: no decision; it runs inside the ``end`` of phase 3.
- Phase 5, cultivate: any number of ``place`` (a whole unit: every kept card
  of one type, named by one of its cards) and ``give`` (one hand card), then
  ``end``; if the boss-fill check applies, one ``fill`` per empty Boss follows.
- Phase 6, draw, the next turn's automatic steps, and the final sale run inside
  the action that ends phase 5 (``end``, or the last ``fill``).
- ``harvest`` and ``buy_field`` are offered at every decision point of the
  player's own turn.

- Variant R-16 (option ``trading``, two players): during the boss fill the
  player may ``trade`` (open a proposal), ``offer`` hand cards and ``ask``
  for bean types, then ``propose`` (or ``withdraw``); the opponent is then to
  act and may ``accept`` or ``refuse``. At most two proposals per boss fill.
"""

from engine.al_cabohne.ai import GreedyBot
from engine.al_cabohne.cards import BEANS, BOSSES, TYPES, card_type, coins
from engine.al_cabohne.rules import GAME, AlCabohne
from engine.al_cabohne.view import AlCabohneView, BossView, FinalScore
from engine.core import register

GAME.bots["normal"] = GreedyBot
register(GAME)

__all__ = [
    "BEANS",
    "BOSSES",
    "GAME",
    "TYPES",
    "AlCabohne",
    "AlCabohneView",
    "BossView",
    "FinalScore",
    "GreedyBot",
    "card_type",
    "coins",
]
