"""Computer players: what they may know, and how they think in slices.

A bot never holds the true state. It gets a ``Situation``: its own view, the
legal actions, and ``sample()``, which re-deals whatever the seat cannot see
(``Game.resample``). ``think`` is a generator that yields ``None`` while it is
still working and finally yields its ``Action``; the client advances it a few
milliseconds per frame, because the browser build has no threads.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from engine.core import Action, Game, Words, words


@dataclass
class Situation:
    game: Game
    seat: int
    view: Any
    legal: list[Action]
    rng: random.Random
    _state: Any = field(repr=False, default=None)

    def sample(self) -> Any:
        """A full state consistent with ``view``: hidden cards re-dealt at random."""
        return self.game.resample(self._state, self.seat, self.rng)


def situation(game: Game, state: Any, rng: random.Random) -> Situation:
    seat = game.to_act(state)
    if seat is None:
        raise ValueError("the game is over: nobody is to act")
    return Situation(game, seat, game.view(state, seat), game.legal_actions(state), rng, state)


class Bot(Protocol):
    name: str

    def think(self, sit: Situation) -> Iterator[Action | None]: ...


def decide(bot: Bot, sit: Situation) -> Action:
    """Run a bot's thinking to the end (tests, selfplay)."""
    for step in bot.think(sit):
        if step is not None:
            return step
    raise RuntimeError(f"bot {bot.name} stopped without choosing")


B = TypeVar("B")
Thinking = Callable[[B, Situation], Iterator[Action | None]]


def plays_forced_moves(think: Thinking[B]) -> Thinking[B]:
    """A bot's ``think`` that is asked only where there is a choice: the only legal move is played at once,
    with no slice of thought (a bot's judgement of a position can take milliseconds)."""

    def thinking(bot: B, sit: Situation) -> Iterator[Action | None]:
        if len(sit.legal) == 1:
            yield sit.legal[0]
        else:
            yield from think(bot, sit)

    thinking.__doc__ = think.__doc__
    return thinking


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "easy"

    def think(self, sit: Situation) -> Iterator[Action | None]:
        yield sit.rng.choice(sit.legal)


class Sloppy:
    """Easy where a game offers it: the game's Normal move most of the time, any legal move at random now and then
    (a share ``SHARE`` of its choices). Random play alone read as broken rather than easy: it bid its whole hand
    in Système Solaire's first auction and closed a one-card collection for nothing every turn in Space Beans."""

    name = "easy"
    SHARE = 0.3

    def __init__(self, normal: BotFactory) -> None:
        self.normal = normal()

    def think(self, sit: Situation) -> Iterator[Action | None]:
        if len(sit.legal) > 1 and sit.rng.random() < self.SHARE:
            yield sit.rng.choice(sit.legal)
            return
        yield from self.normal.think(sit)


def sloppy(normal: BotFactory) -> BotFactory:
    """The Easy level of a game whose Normal bot is ``normal`` (``Sloppy``)."""
    return lambda: Sloppy(normal)


def tuned(defaults: dict[str, float], changes: dict[str, float]) -> dict[str, float]:
    """A bot's weights: ``defaults`` with ``changes`` applied (for tuning); an unknown name is an error."""
    unknown = set(changes) - set(defaults)
    if unknown:
        raise ValueError(f"unknown bot weights {sorted(unknown)}")
    return {**defaults, **changes}


class Tuned:
    """A game's Normal level that judges by named weights: the class's ``DEFAULTS`` with changes for tuning
    (``tuned``: an unknown name is a ``ValueError``), held in ``w``."""

    name = "normal"
    DEFAULTS: ClassVar[dict[str, float]] = {}

    def __init__(self, **changes: float) -> None:
        self.w = tuned(self.DEFAULTS, changes)


BotFactory = Callable[[], Bot]

LEVELS = ("easy", "normal", "hard")  # weakest first; what the screen calls Easy, Normal, Hard
# the names earlier versions used, still accepted from saved set-ups and command lines
ALIASES = {"random": "easy", "greedy": "normal"}


def bot_factories(game_name: str) -> dict[str, BotFactory]:
    """The bot levels a game offers, weakest first.

    Easy is random play and Hard the search AI (``engine.search``) unless the
    game gives its own; Normal is the game's own bot.
    """
    from engine import GAMES

    game = GAMES[game_name]
    offered = dict(game.bots)
    offered.setdefault("easy", RandomBot)
    offered.setdefault("hard", lambda: _search_bot(game))
    return {level: offered[level] for level in LEVELS if level in offered}


def _search_bot(game: Game) -> Bot:
    from engine.search import SearchBot  # the search imports this module

    return SearchBot(game)


def level_words(level: str, game_name: str | None = None) -> Words:
    """What the set-up screen says about a level, in one line (of ``game_name``'s Easy: random, or ``Sloppy``)."""
    name = level_name(level)
    if name == "easy" and game_name is not None and isinstance(bot_factories(game_name)["easy"](), Sloppy):
        return SLOPPY_WORDS
    return LEVEL_WORDS[name]


LEVEL_WORDS = {
    "easy": words("Easy: plays any legal move at random."),
    "normal": words("Normal: plays the move that looks best right now."),
    "hard": words("Hard: plays out many possible futures before each move, without peeking at hidden cards."),
}
SLOPPY_WORDS = words("Easy: plays a sensible move most of the time, a random one now and then.")


def level_name(level: str) -> str:
    """A level as it is stored (old names mapped to the new ones)."""
    return ALIASES.get(level, level)


def make_bot(game_name: str, level: str) -> Bot:
    levels = bot_factories(game_name)
    level = level_name(level)
    if level not in levels:
        raise ValueError(f"unknown bot {level!r} for {game_name}; choose from {', '.join(levels)}")
    return levels[level]()
