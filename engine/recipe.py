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

from engine.core import Action, BadConfig, Event

FORMAT = 1


class BadRecipe(ValueError):
    pass


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
        try:
            actions = [Action.from_json(a) for a in d["actions"]]
            rec = Recipe(d["game"], d["players"], d["seed"], dict(d.get("options", {})), actions, version)
        except (KeyError, TypeError, ValueError) as exc:
            raise BadRecipe(f"damaged saved game ({exc})") from None
        return rec


def check_version(rec: Recipe) -> None:
    """``BadRecipe`` unless the recipe was made under the rules this engine plays."""
    from engine import GAMES

    game = GAMES.get(rec.game)
    if game is None:
        raise BadRecipe(f"unknown game {rec.game!r}")
    if rec.version != game.version:
        when = "an older" if rec.version < game.version else "a newer"
        raise BadRecipe(f"saved under {when} version of the {game.title} rules "
                        f"(version {rec.version}; this is version {game.version})")


def replay(rec: Recipe) -> tuple[Any, list[Event]]:
    """The state a recipe leads to; every action is checked against ``legal_actions``."""
    from engine import GAMES

    check_version(rec)
    game = GAMES[rec.game]
    try:
        state = game.new(rec.players, rec.seed, **rec.options)
    except (BadConfig, TypeError) as exc:
        raise BadRecipe(f"impossible set-up: {exc}") from None
    events: list[Event] = []
    for i, a in enumerate(rec.actions):
        if game.is_over(state) or a not in game.legal_actions(state):
            raise BadRecipe(f"move {i + 1} ({a.kind}) is not legal there")
        state, ev = game.apply(state, a)
        events.extend(ev)
    return state, events
