"""What a seat may see of an Al Cabohne game: the view types and ``project``, which builds them.

Hidden information is stripped here and nowhere else (see docs/games/al_cabohne.md for the fields).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.al_cabohne.cards import BOSSES, THRESHOLDS
from engine.al_cabohne.facts import (
    CT,
    MAX_PROPOSALS,
    exhaustion_limit,
    field_targets,
    mafia_factor,
    mafia_score,
    sells_at,
    taxed_fields,
    winners,
    worth,
)
from engine.al_cabohne.state import OVER, PLANT, TAX, TRADE, State
from engine.core import HIDDEN


class BossView(NamedTuple):
    name: str
    threshold: int  # he sells once his field is worth this many coins (AC-13)
    cards: tuple[int, ...]
    active: bool  # Joe Bohnano is a Boss only in solo; in 2-player games he is a field to buy
    sells_at: int = 0  # beans of his type at which he sells; 0 while his field is empty
    worth: int = 0  # coins his field is worth now (what the final sale would give)


class Proposal(NamedTuple):
    """A trade proposal under way (variant R-16); everything in it was said at the table, so every seat sees it."""

    proposer: int
    offer: tuple[int, ...]  # the proposer's hand cards given (shown to the opponent)
    ask: tuple[int, ...]  # bean types asked of the opponent, one per card
    sent: bool  # waiting for the opponent's answer (else still being built)


class FinalScore(NamedTuple):
    """The end result (rules AC-34 to AC-36).

    ``winners`` is empty when the Mafia wins; ``mafia`` is the treasury,
    doubled in solo.
    """

    players: tuple[int, ...]
    treasury: int
    mafia: int
    winners: tuple[int, ...]


@dataclass(slots=True)
class AlCabohneView:
    """A seat's picture of the table; treat it as read-only (it shares tuples with the state).

    Cards the viewer may not see are ``HIDDEN``: the other seat's hand except
    the cards it showed under rule AC-24 (``shown``), and every hand in the
    table view (``seat=None``). The draw pile is only a count. Coin piles,
    the treasury and the set-aside coins are given as ids because every card
    on them was turned in a public sale; the table shows their counts.
    """

    seat: int | None
    players: int
    solo: bool
    to_act: int | None
    current: int  # whose turn it is (also after the end: the last one)
    turn: int
    phase: str  # "leftovers", "tax", "plant", "cultivate", "trade" or "over"
    planted: int  # cards planted in this turn's plant phase
    must_plant: bool  # plant phase and the front card still has to be planted (AC-18)
    forced_harvest: bool  # the front card fits no field: harvest first (AC-18); viewer = actor only
    tax_due: tuple[int, ...]  # fields of the current seat that pay the tax now (phase "tax")
    filling: bool  # the boss-fill check (AC-24) is under way
    ending: bool  # last turn: the game ends after this cultivate phase
    hands: tuple[tuple[int, ...], ...]
    shown: tuple[tuple[int, ...], ...]  # per seat: hand cards the other seat has seen
    fields: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, per field
    bought: tuple[bool, ...]  # third field bought (2 players)
    bosses: tuple[BossView, ...]  # Al, Don, Joe; "boss:j" targets index this tuple
    treasury: tuple[int, ...]
    set_aside: tuple[int, ...]
    coins: tuple[tuple[int, ...], ...]
    draw_pile: int
    exhaustions: int
    discard: tuple[int, ...]  # top last
    kept: tuple[tuple[int, ...], ...]  # P1..P3 of this turn; a placed pile is ()
    leftovers: tuple[tuple[int, ...], ...]  # the opponent's unplanted piles, same convention
    scores: tuple[int, ...]  # coin-pile sizes
    mafia_score: int  # treasury, doubled in solo
    final: FinalScore | None
    # plant phase: the actor's front card has a field to go to (viewer = actor only, else True)
    front_fits: bool = True
    exhaustion_limit: int = 3  # the draw pile may run out this often; the last time ends the game
    # per seat, per field: (coins a harvest earns now, beans needed for one coin more or 0)
    field_worth: tuple[tuple[tuple[int, int], ...], ...] = ()
    trading: bool = False  # the trading variant is on
    proposals: int = 0  # proposals opened in this boss-fill check
    proposals_left: int = 0  # proposals the current seat may still open in it
    proposal: Proposal | None = None  # the proposal under way (phase "trade")
    gentle: bool = False  # the house variant "gentle Mafia": its coins count once (AC-35)

    # counts the table shows, from the piles above
    hand_sizes = property(lambda self: tuple(map(len, self.hands)))


def if_ended_now(v: AlCabohneView) -> FinalScore:
    """What the final sale would give if the game ended now (AC-34 to AC-36, R-15), from what ``v`` shows.

    Every field and every Boss sells at face value, thresholds and the lone-bean rule aside; hands and
    kept cards are discarded. Only public piles are counted, so any seat's view gives the same figures.
    """
    players = tuple(len(c) + sum(now for now, _next in worth) for c, worth in zip(v.coins, v.field_worth, strict=True))
    treasury = len(v.treasury) + sum(b.worth for b in v.bosses if b.active)
    mafia = treasury * mafia_factor(v.players, v.gentle)  # AC-35
    best = max(players)
    won = () if best <= mafia else tuple(p for p, n in enumerate(players) if n == best)  # AC-36: ties to the Mafia
    return FinalScore(players, treasury, mafia, won)


_JOE_FIELD = BossView(BOSSES[2].name, THRESHOLDS[2], (), False)  # 2 players: Joe is a field to buy (AC-1)


def project(s: State, seat: int | None) -> AlCabohneView:
    """The view of ``s`` for ``seat`` (``None``: the table, public information only)."""
    if seat is not None and not 0 <= seat < s.players:
        raise ValueError(f"no seat {seat} in a {s.players}-player game")
    hands = []
    for p, h in enumerate(s.hands):
        if p == seat:
            hands.append(h)
        elif s.shown[p]:
            sh = s.shown[p]
            hands.append(tuple(c if c in sh else HIDDEN for c in h))
        else:
            hands.append((HIDDEN,) * len(h))
    phase = s.phase
    over = phase == OVER
    cur = s.seat
    hand = s.hands[cur]
    must_plant = phase == PLANT and s.planted == 0 and bool(hand)
    # Only the actor may learn that its front card fits nowhere: it tells about the hand.
    fits = not (phase == PLANT and hand and seat == cur) or bool(field_targets(s.fields[cur], CT[hand[0]]))
    forced = must_plant and not fits
    bosses = tuple(_boss_view(j, pile) for j, pile in enumerate(s.bosses))
    if len(bosses) == 2:
        bosses += (_JOE_FIELD,)
    scores = tuple(map(len, s.coins))
    mafia = mafia_score(s)
    final = FinalScore(scores, len(s.treasury), mafia, tuple(winners(s))) if over else None
    # Positional, in field order: this runs once per bot decision and per resample.
    return AlCabohneView(
        seat,
        s.players,
        s.players == 1,
        None if over else 1 - cur if s.proposed else cur,
        cur,
        s.turn,
        phase,
        s.planted,
        must_plant,
        forced,
        tuple(taxed_fields(s)) if phase == TAX else (),
        s.filling,
        s.ending,
        tuple(hands),
        tuple(s.shown),
        tuple(s.fields),
        tuple(s.bought),
        bosses,
        s.treasury,
        s.set_aside,
        tuple(s.coins),
        len(s.draw),
        s.exhaustions,
        s.discard,
        s.kept,
        s.leftovers,
        scores,
        mafia,
        final,
        fits,
        exhaustion_limit(s.players),
        tuple(tuple(map(worth, fs)) for fs in s.fields),
        s.trading,
        s.proposals,
        MAX_PROPOSALS - s.proposals if s.trading else 0,
        Proposal(cur, s.offer, s.ask, s.proposed) if phase == TRADE else None,
        s.gentle,
    )


def _boss_view(j: int, pile: tuple[int, ...]) -> BossView:
    if not pile:
        return _EMPTY_BOSSES[j]
    return BossView(BOSSES[j].name, THRESHOLDS[j], pile, True, sells_at(CT[pile[0]], THRESHOLDS[j]), worth(pile)[0])


_EMPTY_BOSSES = tuple(BossView(b.name, b.threshold, (), True) for b in BOSSES)
