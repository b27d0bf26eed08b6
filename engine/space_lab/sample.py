"""``state_from_view``: a full Space Lab state a seat cannot tell from the real one (``resample``).

What a seat cannot see: the Lab deck order and the hidden part of the other
hands (the cards known from public takes stay where they are), the other
seats' Projects, a pending keep draw of another seat and the Project deck
order, and, before the SU-3 reveal, the other seats' Objectives and the
undealt ones. All of it is re-dealt at random from the cards the view does
not show, with the exact counts the view gives. The Project cards a seat saw
and returned under the deck are not remembered by the view, so they are
re-dealt too (a simplification: the rules let a player remember them).
"""

from __future__ import annotations

import random

from engine.core import HIDDEN
from engine.dealing import fill_hidden
from engine.space_lab.cards import COST_OF, LAB_IDS, OBJECTIVE_IDS, PERMS, PROJECT_IDS, SLOT_INDEX
from engine.space_lab.facts import count_vector, held_project_points
from engine.space_lab.state import ASSIGN, PAY, PLACE, State
from engine.space_lab.view import SpaceLabView


def _deal(pile: list[int], rows: tuple[tuple[int, ...], ...], k: int) -> tuple[list[tuple[int, ...]], int]:
    """Each row with its HIDDEN entries filled from ``pile[k:]``, sorted; returns the rows and the next index."""
    return fill_hidden(rows, pile, k, sort=True)


def _what_the_phase_tells(v: SpaceLabView, hands: list[tuple[int, ...]], lab: tuple[int, ...]) -> tuple[int, ...]:
    """Keep what anyone may infer about the actor's hidden cards; returns the deck after any swap.

    In the place phase the actor still has an affordable card (else the turn
    would have ended by itself); while paying, enough cards above the last
    pick remain (picks ascend). A swap trades a re-dealt hand card for a deck
    card or another seat's re-dealt card, so every count stays exact.
    """
    cur = v.current
    hand = hands[cur]
    h = len(hand)
    if v.phase == PLACE:
        need = 1
        last = -1
    else:
        need = COST_OF[v.placing] - len(v.paid)
        last = v.paid[-1] if v.paid else 0

    def fits(c: int) -> bool:
        return c > last if last >= 0 else COST_OF[c] < h

    have = sum(1 for c in hand if fits(c))
    if have >= need:
        return lab
    # where a fitting card may come from: the deck, then the re-dealt cards of the other hidden hands
    pools: list[list[int]] = [list(lab)]
    owners = [-1]
    for p, row in enumerate(hands):
        if p not in (cur, v.seat):
            pools.append(list(row))
            owners.append(p)
    mine = list(hand)
    for i, c in enumerate(mine):
        if have >= need:
            break
        if c in v.known[cur] or fits(c):
            continue
        for pool, owner in zip(pools, owners, strict=True):
            j = next((j for j, d in enumerate(pool) if fits(d) and (owner < 0 or d not in v.known[owner])), -1)
            if j >= 0:
                mine[i], pool[j] = pool[j], c
                have += 1
                break
    hands[cur] = tuple(sorted(mine))
    for pool, owner in zip(pools[1:], owners[1:], strict=True):
        hands[owner] = tuple(sorted(pool))
    return tuple(pools[0])


def state_from_view(v: SpaceLabView, rng: random.Random) -> State:
    """Rebuild a full state from a seat's view: unseen cards shuffled into the hidden places."""
    me = v.seat
    assert me is not None, "resample needs a seat"
    n = v.players
    rand = rng.random
    # Lab cards: every card the view shows is where it shows; the rest fill hidden hand places and the deck.
    seen = set(v.discard).union(v.revealed, v.paid, *v.rc, *v.hands, *v.stations)
    seen.add(v.placing)
    # Sorting by random keys is a uniform shuffle and faster than random.shuffle.
    unseen = [c for _, c in sorted([(rand(), c) for c in LAB_IDS if c not in seen])]
    hands, k = _deal(unseen, v.hands, 0)
    lab = tuple(unseen[k:])
    assert len(lab) == v.lab_deck, "the view does not add up to 60 Lab cards"
    cur = v.current
    if cur != me and HIDDEN in v.hands[cur] and v.phase in (PLACE, PAY):
        lab = _what_the_phase_tells(v, hands, lab)
    # Projects: the viewer's own (and its pending draw) are known; the rest are re-dealt.
    pseen = set(v.drawn).union(*v.projects)
    punseen = [c for _, c in sorted([(rand(), c) for c in PROJECT_IDS if c not in pseen])]
    projects, k = _deal(punseen, v.projects, 0)
    drawn = v.drawn
    if HIDDEN in drawn:
        drawn = tuple(punseen[k : k + len(drawn)])
        k += len(drawn)
    pdeck = tuple(punseen[k:])
    assert len(pdeck) == v.project_deck, "the view does not add up to 24 Projects"
    # Objectives: public after the reveal; before it only the viewer's own are known.
    if v.public_objectives:
        objectives = list(v.objectives)
        dealt = [tuple(sorted(o)) for o in objectives]
        used = {o for d in objectives for o in d}
        box = tuple(o for o in OBJECTIVE_IDS if o not in used)
    else:
        others = [o for _, o in sorted([(rand(), o) for o in OBJECTIVE_IDS if o not in v.dealt])]
        dealt, objectives = [], []
        for p in range(n):
            if p == me:
                dealt.append(v.dealt)
                objectives.append(v.objectives[me])
                continue
            d = tuple(others[:3])
            others = others[3:]
            dealt.append(d)
            # seats assign in seat order: those before the current one have assigned
            assigned = v.phase == ASSIGN and p < v.current
            objectives.append(tuple(d[i] for i in PERMS[rng.randrange(len(PERMS))]) if assigned else ())
        box = tuple(others)
    points = []
    for p in range(n):
        lab_pts, bottom, validation = v.points[p]
        if p == me:
            points.append((lab_pts, bottom, validation, v.project_points))
        elif projects[p]:
            tiles = sum(1 for t in v.tiles[p] if t)
            held = held_project_points(projects[p], count_vector(v.stations[p]), tiles)
            points.append((lab_pts, bottom, validation, held))
        else:
            points.append((lab_pts, bottom, validation, 0))
    return State(
        players=n,
        seed=rng.randrange(1 << 30),
        shuffles=1,
        end_mode=v.end_mode,
        obj_mode=v.objectives_mode,
        phase=v.phase,
        seat=v.current,
        turn=v.turn,
        start_hand=v.start_hand,
        placed=v.placed,
        passes=v.passes,
        trigger=-1 if v.trigger is None else v.trigger,
        last_seat=-1 if v.last_seat is None else v.last_seat,
        ended=v.final.ended if v.final is not None else "",
        lab=lab,
        discard=v.discard,
        rc=v.rc,
        revealed=v.revealed,
        project_deck=pdeck,
        hands=hands,
        known=list(v.known),
        projects=projects,
        stations=list(v.stations),
        dealt=dealt,
        objectives=objectives,
        public_objectives=v.public_objectives,
        box=box,
        tiles=list(v.tiles),
        piles=v.piles,
        removed=v.removed,
        placing=v.placing,
        target=SLOT_INDEX.get(v.target, -1),
        paid=v.paid,
        drawn=drawn,
        steps=v.steps,
        points=points,
        public=v.points,
    )
