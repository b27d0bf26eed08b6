"""The shared core every game speaks: actions, events, the Game protocol, errors.

Cards are plain ints (an id per physical card); each game module maps an id to
its type and value. A card a seat may not see is ``HIDDEN``.

Actions and events are NamedTuples: cheap to build (the search AI makes
millions), hashable, comparable, and they round-trip through JSON.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple, Protocol, runtime_checkable

HIDDEN = -1


class IllegalAction(ValueError):
    """Raised by ``Game.apply`` for an action not in ``legal_actions``; the state is untouched."""


class BadConfig(ValueError):
    """An impossible game configuration (player count, option)."""


class Action(NamedTuple):
    """One decision of the seat to act.

    ``kind`` names the decision ("draw", "play", "close", "end", "harvest" ...);
    ``card`` is a card id where the decision is about one card; ``target`` names
    a place ("open", "secret", "field:1", "boss:0", "discard" ...).
    """

    kind: str
    card: int = -1
    target: str = ""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.card != -1:
            d["card"] = self.card
        if self.target:
            d["target"] = self.target
        return d

    @staticmethod
    def from_json(d: Any) -> Action:
        if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
            raise ValueError(f"not an action: {d!r}")
        card = d.get("card", -1)
        target = d.get("target", "")
        if type(card) is not int or not isinstance(target, str):
            raise ValueError(f"not an action: {d!r}")
        extra = set(d) - {"kind", "card", "target"}
        if extra:
            raise ValueError(f"unknown action fields {sorted(extra)}")
        return Action(d["kind"], card, target)


class Event(NamedTuple):
    """Something that happened, in order, for animation and the log.

    ``private`` lists the seats allowed to see ``cards``; ``None`` means public.
    ``filter_events`` replaces the cards with ``HIDDEN`` for everyone else, so
    a seat still sees *that* something moved and how many cards.
    """

    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    target: str = ""
    value: int = 0
    to_seat: int = -1
    private: tuple[int, ...] | None = None
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self._asdict().items() if v not in (-1, "", 0, (), None) or k == "kind"}


def filter_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events as ``seat`` may see them (``None`` = the table: only public cards)."""
    out = []
    for e in events:
        if e.private is not None and (seat is None or seat not in e.private):
            e = e._replace(cards=(HIDDEN,) * len(e.cards))
        out.append(e)
    return out


@runtime_checkable
class Game(Protocol):
    """The protocol every game module implements (see docs/architecture.md)."""

    name: str
    title: str
    min_players: int
    max_players: int

    def new(self, players: int, seed: int, **options: Any) -> Any: ...
    def to_act(self, s: Any) -> int | None: ...
    def legal_actions(self, s: Any) -> list[Action]: ...
    def apply(self, s: Any, a: Action) -> tuple[Any, list[Event]]: ...
    def view(self, s: Any, seat: int | None) -> Any: ...
    def is_over(self, s: Any) -> bool: ...
    def scores(self, s: Any) -> list[int]: ...
    def winners(self, s: Any) -> list[int]: ...
    def resample(self, s: Any, seat: int, rng: random.Random) -> Any: ...
    def check(self, s: Any) -> None: ...
    def describe(self, a: Action) -> str: ...


def shuffled(cards: list[int], seed: int, salt: int) -> list[int]:
    """A deterministic shuffle from the game's seed and a per-shuffle counter.

    The state keeps two ints instead of a ``random.Random`` so copying a state
    stays cheap; shuffles are rare, so seeding a fresh generator each time costs nothing.
    """
    rng = random.Random(seed * 1_000_003 + salt)
    out = list(cards)
    rng.shuffle(out)
    return out


def check_players(game: Any, players: Any) -> int:
    if type(players) is not int or not game.min_players <= players <= game.max_players:
        raise BadConfig(
            f"{game.title} takes {game.min_players}–{game.max_players} players, not {players!r}"
        )
    return players


def check_seed(seed: Any) -> int:
    if type(seed) is not int or seed < 0:
        raise BadConfig(f"the seed must be a whole number ≥ 0, not {seed!r}")
    return seed
