"""Space Beans: build single-type collections and close them on a matching value.

``GAME`` is the rules engine (``engine.space_beans.rules``), registered in
``engine.GAMES``; ``GAME.bots`` offers the ``"normal"`` level
(``engine.space_beans.ai``).
"""

from engine.core import register
from engine.space_beans.ai import GreedyBot
from engine.space_beans.cards import TYPES, card_id, card_name, card_type, card_value
from engine.space_beans.rules import GAME, SpaceBeans
from engine.space_beans.sample import state_from_view
from engine.space_beans.state import State
from engine.space_beans.view import FinalScore, SpaceBeansView

register(GAME)

__all__ = [
    "GAME",
    "TYPES",
    "FinalScore",
    "GreedyBot",
    "SpaceBeans",
    "SpaceBeansView",
    "State",
    "card_id",
    "card_name",
    "card_type",
    "card_value",
    "state_from_view",
]
