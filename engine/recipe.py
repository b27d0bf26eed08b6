"""A saved game is its recipe: game, players, options, seed and the actions taken.

Loading replays it through ``legal_actions``; a bad recipe is refused with a
reason (``BadRecipe``) and never half-loaded. A recipe names the version of
its game's rules (``Game.version``): one made under other rules would replay
into another game, so it is refused and the player is told why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action, BadConfig, Event, Words, english, words

FORMAT = 1


class BadRecipe(ValueError):
    """A recipe refused, with its reason as ``Words`` (``words``), so a screen says it in the player's
    language; ``str()`` is the English sentence, for files and the command line."""

    def __init__(self, reason: Words | str) -> None:
        self.words = reason if isinstance(reason, Words) else Words(AS_IS, (("reason", reason),))
        super().__init__(english(self.words, [f"seat {i + 1}" for i in range(MAX_SEATS)]))


AS_IS = "{reason}"  # a reason given as plain text (a damaged file's detail), never read as a template
MAX_SEATS = 8  # more than any game seats: the English form of a reason naming a seat needs its name


def illegal_move(game: Any, state: Any, i: int, a: Action) -> BadRecipe:
    """A whole sentence (the game's reason ends with its full stop), the refusal of move ``i`` (from 0) of a recipe, in the engine's words: the game was already over, or
    the move is not legal there and the game's own reason why not (``Game.why_not``)."""
    if game.is_over(state):
        return BadRecipe(words("Move {n} comes after the end of the game.", n=i + 1))
    try:
        why = game.why_not(state, a)
    except Exception:  # an action no game offers (a hand-edited file): its kind is all there is to say
        why = words("It is not a move of this game.")
    return BadRecipe(words("Move {n} ({move}) is not legal there: {why}", n=i + 1, move=game.describe(a), why=why))


@dataclass
class Recipe:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    version: int = 0  # the game's rules version; 0: the game's current one

    def __post_init__(self) -> None:
        if self.version == 0:
            from engine import GAMES

            game = GAMES.get(self.game)
            self.version = game.version if game is not None else 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "version": self.version,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "actions": [a.to_json() for a in self.actions],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> Recipe:
        try:
            d = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise BadRecipe(f"not a saved game (unreadable JSON: {exc})") from None
        return Recipe.from_dict(d)

    @staticmethod
    def from_dict(d: Any) -> Recipe:
        if not isinstance(d, dict):
            raise BadRecipe("not a saved game")
        if d.get("format") != FORMAT:
            raise BadRecipe(f"saved with an unknown format {d.get('format')!r}")
        version = d.get("version", 1)  # the first recipes named no version: they are version 1
        if type(version) is not int or version < 1:
            raise BadRecipe(f"damaged saved game (version {version!r})")
        # each field's type before any use: a game named by a list, or a seed that is a string,
        # must be refused here rather than break whoever looks it up
        game, players, seed, options = d.get("game"), d.get("players"), d.get("seed"), d.get("options", {})
        if not isinstance(game, str):
            raise BadRecipe("damaged saved game (game)")
        if type(players) is not int or not 1 <= players <= 64:
            raise BadRecipe("damaged saved game (players)")
        if type(seed) is not int:
            raise BadRecipe("damaged saved game (seed)")
        if not isinstance(options, dict) or not all(isinstance(k, str) and type(v) in (str, int, bool)
                                                     for k, v in options.items()):
            raise BadRecipe("damaged saved game (options)")
        if not isinstance(d.get("actions"), list):
            raise BadRecipe("damaged saved game (actions)")
        try:
            actions = [Action.from_json(a) for a in d["actions"]]
            rec = Recipe(game, players, seed, dict(options), actions, version)
        except (KeyError, TypeError, ValueError) as exc:
            raise BadRecipe(f"damaged saved game ({exc})") from None
        return rec


def check_version(rec: Recipe) -> None:
    """``BadRecipe`` unless the recipe was made under the rules this engine plays."""
    from engine import GAMES

    game = GAMES.get(rec.game)
    if game is None:
        raise BadRecipe(f"unknown game {rec.game!r}")
    if rec.version < game.version and (actions := game.upgrade(rec)) is not None:  # carried over to these rules
        rec.actions, rec.version = actions, game.version
    if rec.version != game.version:
        blanks = {"game": game.title, "was": rec.version, "now": game.version}
        if rec.version < game.version:
            raise BadRecipe(words("saved under an older version of the {game} rules (version {was}; this is "
                                  "version {now})", **blanks))
        raise BadRecipe(words("saved under a newer version of the {game} rules (version {was}; this is "
                              "version {now})", **blanks))


def opening(rec: Recipe) -> Any:
    """The state a recipe starts from (``BadRecipe`` for other rules or a set-up the game refuses)."""
    from engine import GAMES

    check_version(rec)
    try:
        return GAMES[rec.game].new(rec.players, rec.seed, **rec.options)
    except (BadConfig, TypeError) as exc:
        raise BadRecipe(f"impossible set-up: {exc}") from None


def replay(rec: Recipe) -> tuple[Any, list[Event]]:
    """The state a recipe leads to; every action is checked against ``legal_actions``."""
    from engine import GAMES

    state = opening(rec)  # checks the version and the game first
    game = GAMES[rec.game]
    events: list[Event] = []
    for i, a in enumerate(rec.actions):
        if game.is_over(state) or a not in game.legal_actions(state):
            raise illegal_move(game, state, i, a)
        state, ev = game.apply(state, a)
        events.extend(ev)
    return state, events
