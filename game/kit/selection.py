"""Choose a card, then where it goes: the chosen pick, its targets, the places one card alone may go to, and a
move held for a second click.

A game says which action kinds a chosen card makes from each zone it lies in (``kinds``) and, for an action,
which zone its card is chosen from (``zone_of``); the legal actions (``Choices``) say the rest. A card is a
``Pick("select", zone, card)``. With one candidate alone it is chosen without a click, unless the game says a
choice made on purpose (``alone``); a place only one card may go to takes it with nothing chosen.

``Held`` keeps one action for the view and the choice it was made in (a move that asks for a second click, the
Hint's move), and forgets it once either moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from engine.core import Action
from game.i18n import tr
from game.kit.choices import Offer, Pick

if TYPE_CHECKING:
    from game.kit.contract import Context


class Held:
    """One action kept while the view and the choice it was kept in stand (``None`` once either moves on)."""

    def __init__(self, t: Context) -> None:
        self.t = t
        self._at: tuple[Any, int, Action] | None = None

    def hold(self, a: Action | None) -> None:
        self._at = None if a is None else (self.t.view, self.t.choices.version, a)

    @property
    def action(self) -> Action | None:
        at = self._at
        if at is None or at[0] is not self.t.view or at[1] != self.t.choices.version:
            return None
        return at[2] if at[2] in self.t.choices.legal else None

    def click(self, a: Action, twice: bool) -> None:
        """Play ``a``, unless it asks for a second click (``twice``) and is not the one held: then hold it (the
        prompt says what it brings), and the next click on it plays it."""
        if twice and self.action != a:
            self.hold(a)
            return
        self.hold(None)
        self.t.play(a)


class Selection:
    """The choose-a-card-then-its-place part of a table, asked by the game's UI for offers and words."""

    def __init__(self, t: Context, kinds: Mapping[str, tuple[str, ...]], zone_of: Callable[[Action], str],
                 alone: Callable[[Pick], bool] = lambda pick: True) -> None:
        self.t = t
        self.kinds = kinds  # zone -> the action kinds a card chosen there makes
        self.zone_of = zone_of  # an action -> the zone its card is chosen from
        self.alone = alone  # whether a sole candidate (or the sole card for a place) is taken with no choice
        self.all_kinds = tuple(dict.fromkeys(k for ks in kinds.values() for k in ks))

    def candidates(self) -> set[Pick]:
        """Every card that may be chosen now, by where it lies."""
        return {Pick("select", self.zone_of(a), a.card) for a in self.t.choices.of(*self.all_kinds)}

    def chosen(self) -> Pick | None:
        """The chosen card: the player's, else the one candidate when it may be taken without a click."""
        if self.t.choices.selected is not None:
            return self.t.choices.selected
        cands = self.candidates()
        if len(cands) == 1 and self.alone(only := next(iter(cands))):
            return only
        return None

    def targets(self, pick: Pick) -> list[Action]:
        """The moves of the chosen card ``pick``, one per place it may go to."""
        return self.t.choices.for_card(pick.card, *self.kinds.get(pick.zone, ()))

    def keep(self, pick: Pick) -> bool:
        """Whether a selection still means something after the legal actions changed (``keep_selection``)."""
        return pick in self.candidates()

    def movers(self, target: str) -> list[tuple[Pick, Action]]:
        """Each card that may go to ``target``, with its move."""
        return [(pick, a) for pick in sorted(self.candidates()) for a in self.targets(pick) if a.target == target]

    def sole_movers(self) -> dict[str, Action]:
        """The places exactly one card may go to (and may be taken with no choice), with its move."""
        out: dict[str, Action] = {}
        for target in sorted({a.target for pick in self.candidates() for a in self.targets(pick)}):
            movers = self.movers(target)
            if len({pick for pick, _a in movers}) == 1 and self.alone(movers[0][0]):
                out[target] = movers[0][1]
        return out

    def choose_offers(self, places: Iterable[tuple[Pick, pygame.Rect]]) -> list[Offer]:
        """A click on a candidate's place (topmost first) chooses it; again, lets it go."""
        cands = self.candidates()
        return [Offer(r, pick, partial(self.t.choices.select, pick)) for pick, r in places if pick in cands]

    def target_offers(self, rect_of: Callable[[str], pygame.Rect], run: Callable[[Action], None]) -> list[Offer]:
        """The glowing places the chosen card may go to (none while nothing is chosen)."""
        sel = self.chosen()
        return [] if sel is None else [Offer(rect_of(a.target), a, partial(run, a), glow=True)
                                       for a in self.targets(sel)]

    def sole_offers(self, rect_of: Callable[[str], pygame.Rect], run: Callable[[Action], None]) -> list[Offer]:
        """With nothing chosen, the places one card alone may go to: unlit, a click there plays it (a newcomer
        clicks where the card goes, and was told to choose a card first)."""
        if self.chosen() is not None:
            return []
        return [Offer(rect_of(target), a, partial(run, a)) for target, a in self.sole_movers().items()]


def step_line(hint: str, what: str, where: str, fits: Callable[[str], bool]) -> str:
    """The prompt's "{hint}  ▸  {What}: click {where}", or the chosen card's step alone when that does not fit.
    The chosen card opens its own sentence after the arrow: "▸  Your Kidney: click …", never "▸  your …"."""
    what = what[:1].upper() + what[1:]
    line = tr("{hint}  ▸  {what}: click {where}", hint=hint, what=what, where=where)
    return line if fits(line) else tr("{what}: click {where}", what=what, where=where)
