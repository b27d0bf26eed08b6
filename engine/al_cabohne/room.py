"""Room for this turn's kept beans: whether every kept unit still to place has a place as the table stands.

In the cultivate phase every kept unit is placed whole (AC-22; solo: all of them, AC-28), on a field of
its own (AC-9) or on a Boss (AC-22). Where they all fit, no harvest is needed to place them, and a
harvest that earns nothing then throws beans away that could have stayed (the next turn's first decision
can still make that harvest, knowing the two cards drawn). Where they do not, a harvest must come: made
first, it frees a field the table had; made after a kept unit went on a field, it is as likely to clear
that unit (playtest 21: "Put Blue on field 1", then "Harvest field 1" for nothing).
"""

from __future__ import annotations

from itertools import product

from engine.al_cabohne.facts import CT, units
from engine.al_cabohne.view import AlCabohneView


def _places(view: AlCabohneView, t: int) -> list[str]:
    """Where a unit of type ``t`` may go now: the seat's field growing it, else each empty field (AC-9); the
    Boss growing it, else each empty Boss (AC-22). A place another unit cannot share is named once."""
    seat = view.seat
    fields = view.fields[seat] if seat is not None else ()
    own = [f"field:{i}" for i, f in enumerate(fields) if f and CT[f[0]] == t]
    out = own or [f"field:{i}" for i, f in enumerate(fields) if not f]
    bosses = [b for b in view.bosses if b.active]
    grown = [j for j, b in enumerate(bosses) if b.cards and CT[b.cards[0]] == t]
    out += [f"boss:{j}" for j in grown] or [f"boss:{j}" for j, b in enumerate(bosses) if not b.cards]
    return out


def all_fit(view: AlCabohneView) -> bool:
    """Every kept unit still to place has a place of its own at once, with no harvest first: a field growing
    its type or an empty one, a Boss growing it or an empty one, no two units on one empty field or Boss (a
    unit's own field or Boss takes no other type anyway). True with nothing kept."""
    kinds = [t for t, _ in units(view.kept)]
    options = [_places(view, t) for t in kinds]
    return any(len(set(pick)) == len(pick) for pick in product(*options))
