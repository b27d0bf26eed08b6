"""High Card, the toy fifth game that proves the contract: its engine, over ``engine.core`` alone.

Each player is dealt ten cards of a 40-card deck (the values 1..40). Ten rounds: in turn each
player chooses a card (and may take it back) and lays it face down; when all have, they are turned up
and the highest takes the round. Most rounds won wins (ties share). Nothing here is shown to players: it exists for the tests.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from engine.core import HIDDEN, Action, Event, Player, Rules, Words, no_rival, seen_by, words
from engine.dealing import shuffled
from engine.recap import points_change

NAME, HAND, DECK = "high_card", 10, 40
NONE = -2  # no card laid (or chosen) yet


class Kind(StrEnum):
    CHOOSE = "choose"  # a card set apart, still in hand: the player may take it back
    BACK = "back"
    LAY = "lay"


class Ev(StrEnum):
    DEAL = "deal"
    CHOOSE = "choose"
    BACK = "back"
    PLAY = "play"
    REVEAL = "reveal"
    WIN = "win"


class Phase(StrEnum):
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class State:
    players: int
    seed: int
    hands: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]  # this round's face-down cards, seat by seat (NONE: not laid yet)
    points: tuple[int, ...]
    round: int
    seat: int
    phase: str
    chosen: int = NONE  # the seat to act's chosen card


@dataclass(frozen=True)
class View:
    seat: int | None
    players: int
    phase: str
    to_act: int | None
    hands: tuple[tuple[int, ...], ...]  # another seat's cards are HIDDEN
    down: tuple[int, ...]
    points: tuple[int, ...]
    round: int
    chosen: int

    @property
    def scores(self) -> tuple[int, ...]:
        """The rounds each seat has taken: public, as every round's cards are turned up."""
        return self.points




def project(s: State, seat: int | None) -> View:
    hands = tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(s.hands))
    down = tuple(c if c == NONE or i == seat else HIDDEN for i, c in enumerate(s.down))
    chosen = s.chosen if seat == s.seat else NONE if s.chosen == NONE else HIDDEN
    return View(seat, s.players, s.phase, None if s.phase == Phase.OVER else s.seat, hands, down, s.points, s.round,
                chosen)


def from_view(v: View, rng: random.Random) -> State:
    seen = {c for h in v.hands for c in h if c >= 0} | {c for c in v.down if c >= 0}
    pile = [c for c in range(1, DECK + 1) if c not in seen]
    rng.shuffle(pile)
    it = iter(pile)
    hands = tuple(tuple(next(it) if c == HIDDEN else c for c in h) for h in v.hands)
    down = tuple(next(it) if c == HIDDEN else c for c in v.down)
    seat = v.to_act or 0
    chosen = rng.choice(hands[seat]) if v.chosen == HIDDEN else v.chosen
    return State(v.players, rng.getrandbits(32), hands, down, v.points, v.round, seat, v.phase, chosen)


class Wording:
    @staticmethod
    def describe(a: Action, /) -> Words:
        if a.kind == Kind.CHOOSE:
            return words("Choose {card}", card=Wording.card_words(a.card))
        return words("Lay the chosen card") if a.kind == Kind.LAY else words("Take the card back")

    @staticmethod
    def describe_in(v: Any, a: Action, /) -> Words:
        return Wording.describe(a)

    RIVAL_NAME: Words | None = None
    rival_score = staticmethod(no_rival)
    score_change = staticmethod(points_change)

    @staticmethod
    def describe_event(e: Event, viewer: int | None, /) -> Words | None:
        e = seen_by(e, viewer)  # the log is worded for whoever looks: another seat's card stays "a card"
        who = Player(e.seat)
        card = Wording.card_words(e.cards[0]) if e.cards else words("a card")
        if e.kind == Ev.CHOOSE:
            return words("{who} chooses {card}", who=who, card=card)
        if e.kind == Ev.BACK:
            return words("{who} takes {card} back", who=who, card=card)
        if e.kind == Ev.PLAY:
            return words("{who} lays {card} face down", who=who, card=card)
        if e.kind == Ev.REVEAL:
            return words("The cards are turned up")
        if e.kind == Ev.WIN:
            return words("{who} takes round {n}", who=who, n=e.value)
        return words("{who} is dealt {n} cards", who=who, n=len(e.cards))

    @staticmethod
    def card_words(card: int, /) -> Words:
        return words("a card") if card < 0 else words("#{n}", n=f"{card:02d}")  # "#01" is in no other name

    @staticmethod
    def why_not(s: Any, a: Action, /) -> Words:
        return words("Choose one card of your hand, then lay it")

    @staticmethod
    def progress(v: Any, /) -> Words:
        return words("round {n} of {m}", n=min(v.round, HAND), m=HAND)


class HighCard(Rules):
    name, title, min_players, max_players, order = NAME, "High Card", 2, 4, 999
    action_kinds, event_kinds, phases = Kind, Ev, Phase
    silent_events = frozenset()
    news = frozenset({Ev.DEAL, Ev.REVEAL})
    wording, project, from_view = Wording(), staticmethod(project), staticmethod(from_view)

    def new(self, players: int, seed: int, **options: Any) -> State:
        self.setup_args(players, seed, options)
        deck = shuffled(list(range(1, DECK + 1)), seed, 0)
        hands = tuple(tuple(sorted(deck[i * HAND:(i + 1) * HAND])) for i in range(players))
        return State(players, seed, hands, (NONE,) * players, (0,) * players, 1, 0, Phase.PLAY)

    def opening_events(self, s: State) -> list[Event]:
        return [Event(Ev.DEAL, i, h, private=(i,)) for i, h in enumerate(s.hands)]

    def legal_actions(self, s: State) -> list[Action]:
        if s.phase == Phase.OVER:
            return []
        if s.chosen == NONE:
            return [Action(Kind.CHOOSE, c) for c in s.hands[s.seat]]
        return [Action(Kind.LAY), Action(Kind.BACK)]

    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
        me = s.seat
        if a.kind == Kind.CHOOSE:
            return replace(s, chosen=a.card), [Event(Ev.CHOOSE, me, (a.card,), private=(me,))]
        if a.kind == Kind.BACK:
            return replace(s, chosen=NONE), [Event(Ev.BACK, me, (s.chosen,), private=(me,))]
        a = Action(Kind.LAY, s.chosen)
        hands = tuple(tuple(c for c in h if c != a.card) if i == me else h for i, h in enumerate(s.hands))
        down = tuple(a.card if i == me else c for i, c in enumerate(s.down))
        events = [Event(Ev.PLAY, me, (a.card,), private=(me,))]
        if NONE in down:
            return replace(s, hands=hands, down=down, seat=(me + 1) % s.players, chosen=NONE), events
        winner = max(range(s.players), key=lambda i: down[i])
        points = tuple(p + (i == winner) for i, p in enumerate(s.points))
        events += [Event(Ev.REVEAL, -1, down), Event(Ev.WIN, winner, (down[winner],), value=s.round)]
        over = s.round == HAND
        return State(s.players, s.seed, hands, (NONE,) * s.players, points, s.round + 1, winner,
                     Phase.OVER if over else Phase.PLAY), events

    def scores(self, s: State) -> list[int]:
        return list(s.points)

    def winners(self, s: State) -> list[int]:
        top = max(s.points)
        return [i for i, p in enumerate(s.points) if p == top] if s.phase == Phase.OVER else []

    def check(self, s: State) -> None:
        cards = [c for h in s.hands for c in h] + [c for c in s.down if c != NONE]
        assert len(cards) == len(set(cards)) and all(1 <= c <= DECK for c in cards)
        assert sum(s.points) == s.round - 1
        assert s.chosen == NONE or s.chosen in s.hands[s.seat]


GAME = HighCard()
