"""``Picture``: what a game's painter draws from, gathered once per repaint of the table at rest.

Every game paints from the same core: the view for the current viewer, its
layout and card art, what each zone shows now (the display model while cards
fly), the seats, the words, the prompt line and the log. A game's own
picture derives from this one and adds what its painter needs besides (what
is selected, what may be clicked...), so a painter never reaches into the
table and decides nothing about the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar

from engine.core import Words
from game.kit.flights import Zone
from game.seats import Seat

if TYPE_CHECKING:
    from game.kit.contract import Context

Color = tuple[int, int, int]
Lay = TypeVar("Lay")  # the game's layout
Art = TypeVar("Art")  # the game's card art


@dataclass
class Picture(Generic[Lay, Art]):
    view: Any
    layout: Lay
    art: Art
    cards: Callable[[Zone], list[int]]
    seats: list[Seat]
    say: Callable[[Words], str]
    prompt: tuple[str, Color]
    log: list[tuple[str, Color]]
    # zones cards are flying to: a zone's words for being empty give way to the cards coming
    landing: set[Zone] = field(default_factory=set)

    @classmethod
    def of(cls, t: Context, layout: Lay, art: Art, **more: Any) -> Self:
        """The picture of table ``t`` now, with the game's own fields ``more``."""
        return cls(view=t.view, layout=layout, art=art, cards=t.cards_in, seats=t.seats, say=t.say,
                   prompt=t.prompt_line(), log=t.log_lines(),
                   landing={f.dst for f in t.stage.flights() if f.dst is not None}, **more)

    def name(self, seat: int) -> str:
        return self.seats[seat].name
