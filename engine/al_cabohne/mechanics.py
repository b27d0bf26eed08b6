"""How an Al Cabohne state changes: every mechanic, each mutating a fresh copy made by ``apply_legal``.

The Mafia's moves (endowment, tax, reveals, Question 2, Boss sales), the
draws, the turn order and the end of the game all live here, so ``rules``
only decides which of them an action sets off.
"""

from __future__ import annotations

from engine.al_cabohne.cards import COIN_TABLE, DECK_SIZE, THRESHOLDS
from engine.al_cabohne.facts import (
    BOSS_T,
    CT,
    FIELD_T,
    HAND_SIZE,
    KEPT_T,
    SOLO_SHORT_DRAW,
    asked_cards,
    boss_growing,
    can_buy,
    exhaustion_limit,
    fill_needed,
    harvestable,
    mafia_score,
    taxed_fields,
    winners,
)
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.state import CULTIVATE, DRAW, LEFTOVERS, OVER, PLANT, REVEAL, TAX, TRADE, Pile, State
from engine.core import Event
from engine.dealing import shuffled


def remove_card(pile: Pile, card: int) -> Pile:
    i = pile.index(card)
    return pile[:i] + pile[i + 1 :]


def take_top(piles: tuple[Pile, ...], card: int) -> tuple[Pile, ...]:
    """The piles without ``card`` (the top of its pile)."""
    return tuple(p[:-1] if p and p[-1] == card else p for p in piles)


# --- the mechanics, all mutating a fresh copy ----------------------------------


def boss_check(s: State, j: int, ev: list[Event]) -> None:
    """Rule AC-13 (and R-7): a Boss worth his threshold sells his whole field at once."""
    b = s.bosses[j]
    if not b:
        return
    k = COIN_TABLE[CT[b[0]]][len(b)]
    if k >= THRESHOLDS[j]:
        sell_boss(s, j, k, ev, EventKind.BOSS_HARVEST)


def sell_boss(s: State, j: int, k: int, ev: list[Event], kind: str) -> None:
    b = s.bosses[j]
    s.treasury += b[:k]
    s.discard += b[k:]
    s.bosses = s.bosses[:j] + ((),) + s.bosses[j + 1 :]
    ev.append(Event(kind, cards=b, value=k, source=BOSS_T[j]))


def to_boss(s: State, j: int, cards: Pile, ev: list[Event], kind: str, seat: int, source: str) -> None:
    s.bosses = s.bosses[:j] + (s.bosses[j] + cards,) + s.bosses[j + 1 :]
    ev.append(Event(kind, seat, cards, BOSS_T[j], source=source))
    boss_check(s, j, ev)


def set_field(s: State, p: int, i: int, pile: Pile) -> None:
    fs = s.fields[p]
    s.fields[p] = fs[:i] + (pile,) + fs[i + 1 :]


def harvest(s: State, p: int, i: int, ev: list[Event], kind: str = EventKind.HARVEST) -> None:
    """Rule AC-12: coins(type, N) cards to the coin pile, the rest to the discard."""
    f = s.fields[p][i]
    k = COIN_TABLE[CT[f[0]]][len(f)]
    s.coins[p] += f[:k]
    s.discard += f[k:]
    set_field(s, p, i, ())
    ev.append(Event(kind, p, f, value=k, source=FIELD_T[i]))


def hand_remove(s: State, p: int, card: int) -> None:
    """Rule AC-15: the other cards keep their order."""
    s.hands[p] = remove_card(s.hands[p], card)
    if s.shown[p] and card in s.shown[p]:
        s.shown[p] = remove_card(s.shown[p], card)


def exhaust(s: State, ev: list[Event], drawing: bool = False) -> None:
    """Rules AC-30, AC-31, AC-33, R-9: called the moment the last draw card is taken (``drawing``: by the draw that
    ends the turn, not by a reveal)."""
    s.exhaustions += 1
    # the limit rides along: the log says what the run-out means for the player (a last turn, or a reshuffle); so
    # does the draw: a run-out there leaves no turn to play (playtest 16: "this is the last turn" after the game)
    where = ":draw" if drawing else ""
    ev.append(Event(EventKind.EXHAUSTED, value=s.exhaustions, target=f"of:{exhaustion_limit(s.players)}{where}"))
    if s.exhaustions >= exhaustion_limit(s.players):
        s.ending = True
        return
    cards = s.discard + s.set_aside
    s.discard = ()
    s.set_aside = ()
    s.draw = tuple(shuffled(list(cards), s.seed, s.shuffles))
    s.shuffles += 1
    # which pass through the deck begins rides along: the reshuffle is told in one line with it (the run-out's own
    # line said the pass, then a second line the shuffle: one event in two lines, playtest 15)
    ev.append(Event(EventKind.RESHUFFLE, value=len(s.draw), target=f"pass:{s.exhaustions + 1}:of:{exhaustion_limit(s.players)}"))
    if not s.draw:
        s.ending = True  # ruling R-9


def take_draw(s: State) -> int:
    c = s.draw[-1]
    s.draw = s.draw[:-1]
    return c


def question2(s: State, ev: list[Event]) -> None:
    """Rule AC-21: pull the top discard card onto a kept pile or a Boss while one matches."""
    while s.discard:
        c = s.discard[-1]
        t = CT[c]
        for i, pile in enumerate(s.kept):
            if pile and CT[pile[0]] == t:
                s.discard = s.discard[:-1]
                s.kept = s.kept[:i] + (pile + (c,),) + s.kept[i + 1 :]
                ev.append(Event(EventKind.DISCARD_PULL, s.seat, (c,), KEPT_T[i], source="discard"))
                break
        else:
            j = boss_growing(s.bosses, t)
            if j < 0:
                return
            s.discard = s.discard[:-1]
            to_boss(s, j, (c,), ev, EventKind.DISCARD_PULL, s.seat, "discard")


def reveal(s: State, ev: list[Event]) -> None:
    """Rule AC-20 (with R-2, R-3): reveal until 3 piles are kept or the game-ending exhaustion."""
    s.phase = REVEAL
    ev.append(Event(EventKind.PHASE, s.seat, target=REVEAL))
    s.kept = ()
    while len(s.kept) < 3 and not s.ending:
        c = take_draw(s)
        ev.append(Event(EventKind.REVEAL, s.seat, (c,)))
        if not s.draw:
            exhaust(s, ev)
        j = boss_growing(s.bosses, CT[c])
        if j >= 0:
            to_boss(s, j, (c,), ev, EventKind.TO_BOSS, s.seat, "reveal")
        else:
            s.kept += ((c,),)
            ev.append(Event(EventKind.KEEP, s.seat, (c,), KEPT_T[len(s.kept) - 1]))
        question2(s, ev)
    s.phase = CULTIVATE
    s.filling = False
    ev.append(Event(EventKind.PHASE, s.seat, target=CULTIVATE))



def start_turn(s: State, ev: list[Event]) -> None:
    s.planted = 0
    ev.append(Event(EventKind.TURN, s.seat, value=s.turn))
    if s.leftovers:
        s.phase = LEFTOVERS  # rule AC-16
        ev.append(Event(EventKind.PHASE, s.seat, target=LEFTOVERS))
        return
    enter_tax(s, ev)


def enter_tax(s: State, ev: list[Event]) -> None:
    """Rule AC-17 and R-14: a decision point only while a tax is due, so the player can harvest first."""
    s.leftovers = ()
    if taxed_fields(s):
        s.phase = TAX
        ev.append(Event(EventKind.PHASE, s.seat, target=TAX))
        return
    enter_plant(s, ev)


def enter_plant(s: State, ev: list[Event]) -> None:
    s.phase = PLANT
    s.planted = 0
    ev.append(Event(EventKind.PHASE, s.seat, target=PLANT))
    p = s.seat
    # With an empty hand the phase is skipped (AC-18), but it stays a decision
    # point while a harvest is possible, because a harvest just before the
    # reveal feeds Question 2.
    if not s.hands[p] and not harvestable(s.fields[p]) and not can_buy(s, p):
        reveal(s, ev)


def pay_tax(s: State, ev: list[Event]) -> None:
    """Rule AC-17: one bean from every field whose type a Boss grows, even a lone one."""
    p = s.seat
    for i in range(len(s.fields[p])):
        f = s.fields[p][i]
        if not f:
            continue
        j = boss_growing(s.bosses, CT[f[0]])
        if j >= 0:
            c = f[-1]
            set_field(s, p, i, f[:-1])
            to_boss(s, j, (c,), ev, EventKind.TAX, p, FIELD_T[i])



def end_cultivate(s: State, ev: list[Event]) -> None:
    if fill_needed(s):
        s.filling = True
        s.proposals = 0
        ev.append(Event(EventKind.BOSS_FILL, s.seat))
        return
    after_fill(s, ev)


def after_fill(s: State, ev: list[Event]) -> None:
    p = s.seat
    s.filling = False
    hand = s.hands[p]
    if s.players == 2 and hand and not all(s.bosses):
        # Rule AC-24: the obligation lapsed although cards remain, so the hand is shown.
        s.shown[p] = hand
        ev.append(Event(EventKind.HAND_SHOWN, p, hand))
    if s.ending:
        final_sale(s, ev)
        return
    if s.players == 2:
        s.leftovers = s.kept if any(s.kept) else ()  # rule AC-25
    s.kept = ()
    draw_phase(s, ev)
    if s.ending:
        final_sale(s, ev)  # AC-32 (3rd exhaustion in phase 6), AC-33
        return
    if s.players == 2:
        s.seat = 1 - p
    s.turn += 1
    start_turn(s, ev)


def draw_phase(s: State, ev: list[Event]) -> None:
    """Rules AC-26 and AC-29; an exhaustion mid-draw reshuffles (AC-31) or stops the draw."""
    p = s.seat
    ev.append(Event(EventKind.PHASE, p, target=DRAW))
    held = len(s.hands[p])
    n = 2 if s.players == 2 or held >= 2 else SOLO_SHORT_DRAW[held]
    batch: list[int] = []
    for _ in range(n):
        c = take_draw(s)
        batch.append(c)
        s.hands[p] += (c,)
        if not s.draw:
            ev.append(Event(EventKind.DRAW, p, tuple(batch), value=len(batch), private=(p,)))
            batch = []
            exhaust(s, ev, drawing=True)
            if s.ending:
                return
    if batch:
        ev.append(Event(EventKind.DRAW, p, tuple(batch), value=len(batch), private=(p,)))


def final_sale(s: State, ev: list[Event]) -> None:
    """Rule AC-34 (R-15): sell every field and Boss at face value, discard hands and kept cards."""
    for p in range(s.players):
        for i, f in enumerate(s.fields[p]):
            if f:
                harvest(s, p, i, ev, EventKind.FINAL_SALE)
    for p in range(s.players):
        if s.hands[p]:
            s.discard += s.hands[p]
            ev.append(Event(EventKind.DISCARD, p, s.hands[p], "discard", source="hand"))
            s.hands[p] = ()
        s.shown[p] = ()
    for piles, source in ((s.kept, "kept"), (s.leftovers, "leftovers")):
        cards = tuple(c for pile in piles for c in pile)
        if cards:
            s.discard += cards
            ev.append(Event(EventKind.DISCARD, s.seat, cards, "discard", source=source))
    s.kept = ()
    s.leftovers = ()
    for j, b in enumerate(s.bosses):
        if b:
            sell_boss(s, j, COIN_TABLE[CT[b[0]]][len(b)], ev, EventKind.FINAL_SALE)
    s.phase = OVER
    s.filling = False
    ev.append(Event(EventKind.PHASE, s.seat, target=OVER))
    # the outcome whole (AC-35, AC-36), so its line says who won and by what: the seats' scores as ``target``,
    # the winners as ``source`` (none: the Mafia won), the Mafia's score as ``value``
    ev.append(Event(EventKind.GAME_OVER, value=mafia_score(s), target=",".join(str(len(c)) for c in s.coins),
                    source=",".join(str(p) for p in winners(s))))





def setup(
    players: int, seed: int, deck: list[int] | None = None, trading: bool = False, gentle: bool = False
) -> tuple[State, list[Event]]:
    """The state after the deal and the endowment; ``deck`` (top last) replaces the shuffle in tests.

    ``trading`` turns on the two-player variant R-16; it changes nothing until a boss fill is due,
    so a game without it plays exactly as before. ``gentle``: the solo house variant (``State.gentle``).
    """
    deck = list(deck) if deck is not None else shuffled(list(range(DECK_SIZE)), seed, 0)
    ev: list[Event] = []
    hands: list[list[int]] = [[] for _ in range(players)]
    for k in range(HAND_SIZE[players] * players):
        # Rule AC-2: dealt one at a time, alternating from seat 0; AC-6 in solo.
        hands[k % players].append(deck.pop())
    for p in range(players):
        ev.append(Event(EventKind.DEAL, p, tuple(hands[p]), value=len(hands[p]), private=(p,)))
    n_bosses = 3 if players == 1 else 2
    bosses: list[list[int]] = [[] for _ in range(n_bosses)]
    bosses[0].append(deck.pop())
    while True:
        c = deck.pop()
        t = CT[c]
        if t == CT[bosses[0][0]]:
            j = 0
        elif players == 2:
            j = 1  # rule AC-3: the first other type goes to Don and ends the endowment
        elif not bosses[1] or t == CT[bosses[1][0]]:
            j = 1  # rule AC-7: Don takes the second type, as often as it comes
        else:
            j = 2
        bosses[j].append(c)
        if j == n_bosses - 1:
            break
    for j, b in enumerate(bosses):
        ev.append(Event(EventKind.ENDOW, cards=tuple(b), target=BOSS_T[j]))
    s = State(
        players=players,
        seed=seed,
        shuffles=1,
        seat=0,
        turn=1,
        phase=PLANT,
        planted=0,
        filling=False,
        ending=False,
        exhaustions=0,
        draw=tuple(deck),
        discard=(),
        hands=[tuple(h) for h in hands],
        fields=[((), (), ()) if players == 1 else ((), ()) for _ in range(players)],
        bought=[False] * players,
        coins=[() for _ in range(players)],
        bosses=tuple(tuple(b) for b in bosses),
        treasury=(),
        set_aside=(),
        kept=(),
        leftovers=(),
        shown=[() for _ in range(players)],
        trading=trading,
        gentle=gentle,
    )
    for j in range(n_bosses):
        boss_check(s, j, ev)  # rule AC-8: only once the endowment is complete
    if players == 2:
        ev.append(Event(EventKind.TURN, 0, value=1))
        enter_plant(s, ev)  # rule AC-4: the very first turn starts at phase 3
    else:
        start_turn(s, ev)
    return s, ev


# --- the trading variant (ruling R-16) ---------------------------------------------


def open_proposal(s: State, ev: list[Event]) -> None:
    s.phase = TRADE
    s.proposals += 1
    s.offer, s.ask, s.proposed = (), (), False
    ev.append(Event(EventKind.PHASE, s.seat, target=TRADE))


def offer_card(s: State, card: int) -> None:
    """A hand card put forward: the opponent sees it from now on, as at the table (R-16)."""
    p = s.seat
    s.offer += (card,)
    if card not in s.shown[p]:
        s.shown[p] += (card,)


def propose(s: State, ev: list[Event]) -> None:
    s.proposed = True
    ask = ",".join(map(str, s.ask))
    ev.append(Event(EventKind.PROPOSAL, s.seat, s.offer, to_seat=1 - s.seat, value=len(s.ask), source=f"ask:{ask}"))


def refusal_reason(s: State) -> str:
    """What a refusal of the proposal on the table can be told by, from what both seats see (R-16):
    ``room:<type>,<type>…`` when the given cards' types that have no field of their own at the receiver
    outnumber its empty fields (received cards must be planted in turn, AC-15, AC-18): every such type is
    named, in the order given, so the refusal can say why an empty field seen there is not enough; ``more``
    when it asks more cards than it gives, else ``""``. Public facts only: the receiver's fields and the
    proposal."""
    q = 1 - s.seat
    fields = s.fields[q]
    grown = {CT[f[0]] for f in fields if f}
    empty = sum(1 for f in fields if not f)
    new = [t for t in dict.fromkeys(CT[c] for c in s.offer) if t not in grown]
    if len(new) > empty:
        return "room:" + ",".join(map(str, new))
    return "more" if len(s.ask) > len(s.offer) else ""


def close_proposal(s: State, ev: list[Event], kind: str, seat: int, reason: str = "") -> None:
    """Back to the ordinary AC-24 choice: a withdrawn or refused proposal leaves every card where it was;
    a refusal carries its public reason (``refusal_reason``) as its target, and, refused for want of fields,
    how many empty fields the refusing seat has as its value (the refusal's words say so)."""
    empty = sum(1 for f in s.fields[seat] if not f) if reason.startswith("room:") else 0
    ev.append(Event(kind, seat, to_seat=1 - seat, target=reason, value=empty))
    s.phase = CULTIVATE
    s.offer, s.ask, s.proposed = (), (), False


def without_proposal(s: State) -> State:
    """The state as it stands if the proposal under way is dropped: the ordinary AC-24 choice (a copy)."""
    n = s.copy()
    if n.phase == TRADE:
        n.phase = CULTIVATE
        n.offer, n.ask, n.proposed = (), (), False
    return n


def accept(s: State, ev: list[Event]) -> None:
    """Rule R-16: the cards change hands, each received card to the back of its new hand (AC-15).

    Both seats saw every card of the trade, so each received card counts as shown to the other
    seat; the boss-fill check then goes on, or lapses if no eligible card is left (AC-24).
    """
    p = s.seat
    q = 1 - p
    given = s.offer
    got = asked_cards(s.hands[q], s.ask)
    assert got is not None, "accept is legal only when the opponent holds every asked card"
    ev.append(Event(EventKind.ACCEPTED, q, to_seat=p))
    for giver, taker, cards in ((p, q, given), (q, p, got)):
        for c in cards:
            hand_remove(s, giver, c)
        s.hands[taker] += cards
        s.shown[taker] += cards
        if cards:
            ev.append(Event(EventKind.TRADE, giver, cards, f"hand:{taker}", to_seat=taker, source=f"hand:{giver}"))
    s.phase = CULTIVATE
    s.offer, s.ask, s.proposed = (), (), False
    if not fill_needed(s):
        after_fill(s, ev)


# --- the Game -------------------------------------------------------------------

