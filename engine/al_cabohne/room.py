"""Room for this turn's kept beans: whether every kept unit still to place has a place as the table stands.

In the cultivate phase every kept unit is placed whole (AC-22; solo: all of them, AC-28), on a field of
its own (AC-9) or on a Boss (AC-22). Where they all fit, no harvest is needed to place them, and a
harvest that earns nothing then throws beans away that could have stayed (the next turn's first decision
can still make that harvest, knowing the two cards drawn). Where they do not, a harvest must come: made
first, it frees a field the table had; made after a kept unit went on a field, it is as likely to clear
that unit (playtest 21: "Put Blue on field 1", then "Harvest field 1" for nothing).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from engine.al_cabohne.cards import COIN_TABLE
from engine.al_cabohne.facts import CT, FIELD_INDEX, harvestable, units
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.view import AlCabohneView
from engine.core import Action


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


# A field as the placement search reads it: (type, beans), or None where it is empty.
Slot = tuple[int, int] | None
# A bean put on a Boss weighs two thrown away: lost to the seat, and one nearer his sale to the Mafia (AC-13)
BOSS_BEAN = 2


def _terms(view: AlCabohneView) -> tuple[tuple[Slot, ...], tuple[tuple[int, int], ...], tuple[int | None, ...]] | None:
    """The seat's fields, kept units (type, beans) and active Bosses' types, as ``_least`` reads them; ``None``
    outside the cultivate phase's placements of a solo game."""
    seat = view.seat
    if seat is None or view.phase != Phase.CULTIVATE or view.filling or not view.solo:
        return None
    fields = tuple((CT[f[0]], len(f)) if f else None for f in view.fields[seat])
    kept = tuple(sorted((t, sum(len(p) for p in view.kept if p and CT[p[0]] == t)) for t, _ in units(view.kept)))
    bosses = tuple(CT[b.cards[0]] if b.cards else None for b in view.bosses if b.active)
    return fields, kept, bosses


def dead_end(view: AlCabohneView, a: Action) -> bool:
    """In the cultivate phase (solo), a step after which placing the kept units loses more beans than the best order
    from here (``_least``): a unit put on a field ("Put the Kidney bean on field 1", then "Harvest field 1" for nothing,
    where harvesting the lone Fire first had given every revealed bean a field: playtest 23), or a harvest that earns
    nothing where another order throws fewer beans away ("Put the Puff beans on field 2", then "Harvest field 2" with
    the last kept bean fitting field 3). A lone bean a Boss grows is none: the next tax takes it anyway (AC-17)."""
    terms = _terms(view) if a.target in FIELD_INDEX else None
    if terms is None:
        return False
    fields, kept, bosses = terms
    i = FIELD_INDEX[a.target]
    old = fields[i]
    if a.kind == ActionKind.HARVEST:
        if old is None or COIN_TABLE[old[0]][old[1]] or (old[1] == 1 and old[0] in bosses):
            return False
        after = fields[:i] + (None,) + fields[i + 1:]
        return old[1] + _least(after, kept, bosses) > _least(fields, kept, bosses)
    if a.kind != ActionKind.PLACE:
        return False
    t = CT[a.card]
    n = sum(len(p) for p in view.kept if p and CT[p[0]] == t)
    grown = tuple((t, n + (old[1] if old else 0)) if k == i else f for k, f in enumerate(fields))
    rest = tuple(k for k in kept if k[0] != t)
    return _least(grown, rest, bosses) > _least(fields, kept, bosses)


@lru_cache(maxsize=4096)
def _least(fields: tuple[Slot, ...], kept: tuple[tuple[int, int], ...], bosses: tuple[int | None, ...]) -> int:
    """The fewest beans placing the kept units ``kept`` (type, beans) loses, over every order of this turn's
    harvests and placements (AC-9, AC-11, AC-22; solo, all of them: AC-28): a harvest that earns nothing sends its
    beans to the discard (AC-12), a unit put on a Boss gives him its beans (AC-22: ``BOSS_BEAN`` each); a harvest
    that pays sells its beans, and loses none."""
    if not kept:
        return 0
    best = BOSS_BEAN * sum(n for _, n in kept)  # every unit to a Boss bounds it: no order loses more
    t, n = kept[0]
    rest = kept[1:]
    own = [i for i, f in enumerate(fields) if f is not None and f[0] == t]
    for i in own or [i for i, f in enumerate(fields) if f is None]:
        grown = (t, n + (fields[i][1] if fields[i] else 0))  # type: ignore[index]
        best = min(best, _least(fields[:i] + (grown,) + fields[i + 1:], rest, bosses))
    grower = [j for j, b in enumerate(bosses) if b == t]
    for j in grower or [j for j, b in enumerate(bosses) if b is None]:
        best = min(best, BOSS_BEAN * n + _least(fields, rest, bosses[:j] + (t,) + bosses[j + 1:]))
    piles = tuple((() if f is None else (f[0],) * f[1]) for f in fields)
    for i in harvestable(piles) if any(piles) else ():
        f = fields[i]
        assert f is not None
        lost = 0 if COIN_TABLE[f[0]][f[1]] else f[1]
        if lost < best:
            best = min(best, lost + _least(fields[:i] + (None,) + fields[i + 1:], kept, bosses))
    return best
