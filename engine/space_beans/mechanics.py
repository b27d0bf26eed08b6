"""Space Beans mechanics: what an action changes, and everything that follows without a decision.

``rules`` checks an action and calls one of these on a fresh copy of the
state; they append the events they cause. Passing (SB-22), the end-of-turn
check (SB-25), the next seat (SB-23) and the final scoring (SB-26, SB-27) run
in ``advance``, so a state only ever rests where a seat has to decide.
"""

from __future__ import annotations

from engine.core import Event
from engine.dealing import shuffled
from engine.space_beans.cards import DECK_SIZE, TYPE_OF
from engine.space_beans.facts import BONUS, HAND_AT_START, WIN_POINTS, pass_target, score_collection
from engine.space_beans.kinds import AFTER_RESHUFFLE
from engine.space_beans.kinds import EventKind as E
from engine.space_beans.state import CLOSE, COLLECT, DRAW, OVER, PASS, START, State
from engine.space_beans.view import FinalScore


def setup(players: int, seed: int) -> State:
    """SB-1, SB-2: the shuffled deck, a hand for every seat but the dealer's (seat n-1)."""
    deck = shuffled(list(range(DECK_SIZE)), seed, 0)  # SB-1
    hands: list[tuple[int, ...]] = []
    pos = 0
    for i in range(players):  # SB-2: the dealer (n-1) gets nothing
        if i < players - 1:
            hands.append(tuple(deck[pos : pos + HAND_AT_START]))
            pos += HAND_AT_START
        else:
            hands.append(())
    return State(
        players=players, seed=seed, shuffles=1, turn=0, phase=DRAW, collecting=None,
        draw=tuple(deck[pos:]), discard=(), hands=hands, open=[()] * players, secret=[()] * players,
        trophies=[()] * players, points=[0] * players, bonus=[0] * players, final=None, goal=WIN_POINTS,
    )  # fmt: skip


def play(t: State, seat: int, c: int, target: str, ev: list[Event]) -> None:
    hand = t.hands[seat]
    i = hand.index(c)
    hand = hand[:i] + hand[i + 1 :]
    t.hands[seat] = hand
    if target == "open":
        t.open[seat] += (c,)
        ev.append(Event(E.PLAY, seat, (c,), "open"))
    else:  # SB-21: face down, so only the owner sees the card
        t.secret[seat] += (c,)
        ev.append(Event(E.PLAY, seat, (c,), "secret", private=(seat,)))
    ty = TYPE_OF[c]
    for x in hand:
        if TYPE_OF[x] == ty:
            t.collecting = (ty, target)
            return
    t.phase = PASS  # nothing more can go there: the step ends by itself
    t.collecting = None


def reshuffle(t: State, ev: list[Event]) -> None:
    t.draw = tuple(shuffled(list(t.discard), t.seed, t.shuffles))
    t.shuffles += 1
    t.discard = ()
    ev.append(Event(E.RESHUFFLE, value=len(t.draw)))


def draw(t: State, seat: int, ev: list[Event]) -> None:
    """SB-6, SB-8, SB-9: up to two cards, reshuffling the discards as the pile runs out."""
    draw = t.draw
    if len(draw) > 2:  # most draws: two cards off the top, and the pile does not run out
        cards = draw[:-3:-1]
        t.draw = draw[:-2]
        t.hands[seat] += cards
        ev.append(Event(E.DRAW, seat, cards, value=2, private=(seat,)))
        return
    got: list[int] = []
    drew = False

    def hand_over() -> None:
        nonlocal drew
        if got:
            cards = tuple(got)
            t.hands[seat] += cards
            # the card taken after a reshuffle that split the draw is marked so: "draws 1 card (2 times)" read as
            # a glitch (playtest 19, 95.png); "draws 1 more card from the new pile" says how it happened
            ev.append(Event(E.DRAW, seat, cards, AFTER_RESHUFFLE if drew else "", value=len(cards), private=(seat,)))
            got.clear()
            drew = True

    for _ in range(2):
        if not t.draw:
            if not t.discard:
                break
            reshuffle(t, ev)
        got.append(t.draw[-1])
        t.draw = t.draw[:-1]
        if not t.draw and t.discard:
            hand_over()  # the card taken before the reshuffle shows as its own draw
            reshuffle(t, ev)
    hand_over()
    if not drew:
        ev.append(Event(E.DRAW, seat, (), value=0, private=(seat,)))


def close(t: State, seat: int, ev: list[Event]) -> None:
    """SB-16 on the open collection, then SB-15: the secret one turns face up."""
    cards = t.open[seat]
    points, kept = score_collection(cards)
    ev.append(Event(E.CLOSE, seat, cards, value=points, source="open"))
    settle(t, seat, cards, points, kept, ev)
    se = t.secret[seat]
    t.open[seat] = se
    t.secret[seat] = ()
    if se:
        ev.append(Event(E.FLIP, seat, se))


def settle(t: State, seat: int, cards: tuple[int, ...], points: int, kept: int | None, ev: list[Event]) -> None:
    """A scored collection: the card kept as a trophy (if it scored) and the rest to the discards."""
    if kept is not None:
        t.trophies[seat] += (kept,)
        t.points[seat] += points
        ev.append(Event(E.TROPHY, seat, (kept,), value=points))
        rest = tuple(c for c in cards if c != kept)
    else:
        rest = cards
    if rest:
        t.discard += rest
        ev.append(Event(E.DISCARD, seat, rest))


def advance(t: State, ev: list[Event]) -> None:
    """Run the steps nobody decides until a seat must choose or the game ends."""
    n = t.players
    while True:
        phase = t.phase
        if phase == OVER:
            return
        # SB-26 after every step: both piles and every hand empty
        if not (t.draw or t.discard or any(t.hands)):
            end(t, ev)
            return
        seat = t.turn % n
        if phase == DRAW:
            return
        if phase == CLOSE:
            if t.open[seat]:
                return
            t.phase = COLLECT  # nothing left to close
            continue
        if phase in (START, COLLECT):
            if t.hands[seat]:
                return
            t.phase = PASS  # R-3, SB-21: an empty hand skips the step
            continue
        # PASS (SB-22), then the end-of-turn check (SB-25) and the next seat (SB-23)
        hand = t.hands[seat]
        if hand:
            right = pass_target(seat, n)
            t.hands[right] += hand
            t.hands[seat] = ()
            ev.append(Event(E.PASS, seat, hand, value=len(hand), to_seat=right, private=(seat, right)))
        t.collecting = None
        if t.points[seat] >= t.goal:
            end(t, ev)
            return
        t.turn += 1
        t.phase = DRAW
        ev.append(Event(E.TURN, seat, to_seat=(seat + 1) % n))


def end(t: State, ev: list[Event]) -> None:
    """SB-25 for the seat whose turn just ended, then SB-27 final scoring."""
    n = t.players
    seat = t.turn % n
    if t.points[seat] >= t.goal:
        t.bonus[seat] = BONUS
    for i in range(n):
        hand = t.hands[i]
        if hand:
            t.discard += hand
            t.hands[i] = ()
            ev.append(Event(E.DISCARD, i, hand, source="hand"))
    for i in range(n):
        if t.secret[i]:
            ev.append(Event(E.FLIP, i, t.secret[i]))
    finals = []
    for i in range(n):
        before = t.points[i]
        cols = []
        for src, cards in (("open", t.open[i]), ("secret", t.secret[i])):
            if not cards:
                continue
            points, kept = score_collection(cards)
            ev.append(Event(E.FINAL_CLOSE, i, cards, value=points, source=src))
            settle(t, i, cards, points, kept, ev)
            cols.append((cards, points))
        t.open[i] = ()
        t.secret[i] = ()
        won = t.trophies[i][len(t.trophies[i]) - sum(1 for _, p in cols if p) :] if any(p for _, p in cols) else ()
        finals.append(FinalScore(before, t.bonus[i], tuple(cols), t.points[i] + t.bonus[i], won))
    t.final = tuple(finals)
    t.collecting = None
    t.phase = OVER
    t.turn += 1  # the last turn counts as completed
    if t.bonus[seat]:
        # told after the final closes, as the results count it (SB-28) and the table shows it: the log read the same
        # live and in a replay, where the bonus once came before the end scoring (playtest 24)
        ev.append(Event(E.BONUS, seat, value=BONUS))
    ev.append(Event(E.GAME_OVER, seat))
