"""Rule facts the Al Cabohne engine, its view, its bots and the screen share.

Pure questions about a state or its piles: where a bean may go, what may be
harvested, what a field or a Boss is worth, who wins. Nothing here changes
a state.
"""

from __future__ import annotations

from engine.al_cabohne.cards import CARD_TYPE, COIN_TABLE, N_TYPES, THIRD_FIELD_COST
from engine.al_cabohne.state import CULTIVATE, PLANT, Pile, State

CT = CARD_TYPE
FIELD_T = ("field:0", "field:1", "field:2")
BOSS_T = ("boss:0", "boss:1", "boss:2")
KEPT_T = ("kept:0", "kept:1", "kept:2")
FIELD_INDEX = {t: i for i, t in enumerate(FIELD_T)}
BOSS_INDEX = {t: j for j, t in enumerate(BOSS_T)}

HAND_SIZE = {1: 7, 2: 5}  # rules AC-2, AC-6
LAST_EXHAUSTION = 3  # rule AC-32
SOLO_SHORT_DRAW = (4, 3)  # rule AC-29: cards drawn holding 0 or 1 card (2 otherwise)
# Variant R-16: proposals a player may open in one boss-fill check. The source sets no limit; a bound
# keeps every game finite (a proposal is a few picks, and every answer leads back to the ordinary choice).
MAX_PROPOSALS = 2


def exhaustion_limit(players: int) -> int:
    """How many times the draw pile may run out before the game ends (AC-32, AC-33)."""
    return 1 if players == 1 else LAST_EXHAUSTION


def boss_growing(bosses: tuple[Pile, ...], t: int) -> int:
    """Index of the Boss growing type ``t``, or -1."""
    for j, b in enumerate(bosses):
        if b and CT[b[0]] == t:
            return j
    return -1


def field_targets(fields: tuple[Pile, ...], t: int) -> list[int]:
    """Fields (a player's, or the Bosses') a bean of type ``t`` may go to: the one growing it,
    else every empty one (AC-9, AC-22, AC-23)."""
    empty = []
    for i, f in enumerate(fields):
        if f:
            if CT[f[0]] == t:
                return [i]
        else:
            empty.append(i)
    return empty


def harvestable(fields: tuple[Pile, ...]) -> list[int]:
    """Fields that may be harvested now (AC-11: a lone bean only when no field holds 2+)."""
    lens = [len(f) for f in fields]
    if max(lens) >= 2:
        return [i for i, n in enumerate(lens) if n >= 2]
    return [i for i, n in enumerate(lens) if n]


def units(piles: tuple[Pile, ...]) -> list[tuple[int, int]]:
    """(type, representative card) per type among the piles, in order of first pile.

    The representative is the top card of the earliest pile of that type: the
    card a one-card move takes, and the id a unit placement names (ruling R-5).
    """
    out: list[tuple[int, int]] = []
    seen = 0
    for pile in piles:
        if pile:
            t = CT[pile[0]]
            if not seen >> t & 1:
                seen |= 1 << t
                out.append((t, pile[-1]))
    return out


def fill_types(bosses: tuple[Pile, ...]) -> int:
    """Bit set of the types an empty Boss may receive in the boss-fill check: those no Boss grows (AC-24)."""
    grown = 0
    for b in bosses:
        if b:
            grown |= 1 << CT[b[0]]
    return ~grown & 0x7F


def mafia_factor(players: int, gentle: bool) -> int:
    """Rule AC-35: what each Mafia coin counts at the final score, twice in solo; once with the house
    variant "gentle Mafia" (``State.gentle``)."""
    return 2 if players == 1 and not gentle else 1


def mafia_score(s: State) -> int:
    """Rule AC-35: the treasury, doubled in solo (not with the gentle Mafia)."""
    return len(s.treasury) * mafia_factor(s.players, s.gentle)


def taxed_fields(s: State) -> list[int]:
    bosses = s.bosses
    return [i for i, f in enumerate(s.fields[s.seat]) if f and boss_growing(bosses, CT[f[0]]) >= 0]



def sells_at(t: int, threshold: int) -> int:
    """Beans of type ``t`` at which a Boss with that threshold sells (AC-13); 0 if never."""
    row = COIN_TABLE[t]
    for n, k in enumerate(row):
        if k >= threshold:
            return n
    return 0


def worth(pile: Pile) -> tuple[int, int]:
    """(coins a harvest of ``pile`` earns now, beans it needs for one coin more or 0 at the top)."""
    if not pile:
        return 0, 0
    row = COIN_TABLE[CT[pile[0]]]
    k = row[len(pile)]
    if k >= 4:
        return k, 0
    n = len(pile) + 1
    while row[n] == k:
        n += 1
    return k, n


def can_buy(s: State, p: int) -> bool:
    return s.players == 2 and not s.bought[p] and len(s.coins[p]) >= THIRD_FIELD_COST


def can_end(s: State) -> bool:
    if s.filling:
        return False
    if s.phase == PLANT:
        return s.planted > 0 or not s.hands[s.seat]
    # Rule AC-28: in solo every kept card must be placed first.
    return s.phase == CULTIVATE and (s.players == 2 or not any(s.kept))



def fill_needed(s: State) -> bool:
    """Rule AC-24 (R-10): an empty Boss and an eligible card in hand or among the kept piles."""
    if all(s.bosses):
        return False
    ok = fill_types(s.bosses)
    for c in s.hands[s.seat]:
        if ok >> CT[c] & 1:
            return True
    return any(pile and ok >> CT[pile[0]] & 1 for pile in s.kept)



def winners(s: State) -> list[int]:
    """Rule AC-36 (R-13): only a score strictly above the Mafia's wins; ties between players share."""
    scores = [len(c) for c in s.coins]
    best = max(scores)
    if best <= mafia_score(s):
        return []
    return [p for p, v in enumerate(scores) if v == best]




def can_trade(s: State) -> bool:
    """Variant R-16: a proposal may be opened now (the boss fill is due and proposals are left)."""
    return (
        s.trading and s.filling and s.phase == CULTIVATE and s.proposals < MAX_PROPOSALS
        and bool(s.hands[0] or s.hands[1])
    )


def asked_cards(hand: Pile, ask: tuple[int, ...]) -> Pile | None:
    """The cards an accepted proposal takes from ``hand``: for each asked type its front-most cards,
    in hand order; ``None`` when the hand lacks one of them (the opponent can then only refuse)."""
    need = [0] * N_TYPES
    for t in ask:
        need[t] += 1
    out = []
    for c in hand:
        if need[CT[c]]:
            need[CT[c]] -= 1
            out.append(c)
    return tuple(out) if not any(need) else None
