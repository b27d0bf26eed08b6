"""Games in progress, kept after every move, so a closed window or a crash loses nothing.

Each game has one slot, ``save_<game>`` in ``storage`` (a file in the data
folder, or localStorage in the browser): its recipe (``engine.recipe``) and
its seats. Continue replays the recipe, so the table, the seats and the
computers' levels come back exactly. A finished game clears its slot.

While a game is unfinished its seed, which decides every card to come, is
not in the slot: the slot holds it sealed with this install's key
(``game.seal``), so the file alone cannot tell the deck. A finished game's
replay holds it in plain. A game on a chosen deal (``--seed``, "Learn to
play") says so in its slot, so a continued one still keeps no records.

A slot that cannot be read is set aside by ``storage`` like any damaged
entry. A readable one that cannot be continued — made under other rules, or
holding another game — is refused with the reason and moved aside too
(``<key>.old-<time>``), never overwritten by the next game.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from engine import GAMES
from engine.core import Words, words
from engine.recipe import BadRecipe, Recipe, check_version, replay
from game import seal, storage, stored
from game.seats import Seat

FORMAT = 1  # the recipe in plain (replays; the saves of earlier versions, still continued)
SEALED = 2  # the recipe without its seed, which is in "seal"
NAME_MAX = 40


def key(game_name: str) -> str:
    return f"save_{game_name}"


@dataclass
class SavedGame:
    """A recipe with the people who played it (what Continue and a replay need)."""

    recipe: Recipe
    seats: list[Seat]
    when: float  # seconds since the epoch, when it was written
    chosen: bool = False  # a chosen deal: it keeps no records
    lesson: bool = False  # the coach is on ("Learn to play", or chosen at set-up): Continue brings it back

    @property
    def learning(self) -> bool:
        """A "Learn to play" game: the coach on, on its fixed deal (a game of one's own with the coach counts as
        any other and is named as one)."""
        return self.lesson and self.chosen

    @property
    def game_name(self) -> str:
        return self.recipe.game

    def to_dict(self, sealed: dict[str, str] | None = None) -> dict[str, Any]:
        """As stored; with ``sealed`` (``seal.seal`` of the seed) the seed itself is left out."""
        recipe = self.recipe.to_dict()
        out: dict[str, Any] = {
            "format": FORMAT,
            "recipe": recipe,
            "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats],
            "when": round(self.when, 3),
        }
        if sealed is not None:
            del recipe["seed"]
            out.update(format=SEALED, seal=sealed)
        if self.chosen:
            out["chosen"] = True
        if self.lesson:
            out["lesson"] = True
        return out

    @staticmethod
    def from_dict(d: Any) -> SavedGame:
        """``BadRecipe`` with the reason for anything but a game this version can replay."""
        if not isinstance(d, dict) or d.get("format") not in (FORMAT, SEALED):
            raise BadRecipe("not a saved game of this format")
        rec = Recipe.from_dict(_unsealed(d))
        check_version(rec)
        raw_seats, when = d.get("seats"), d.get("when")
        if not isinstance(raw_seats, list) or len(raw_seats) != rec.players:
            raise BadRecipe("damaged saved game (seats)")
        seats = [_seat(rec.game, s) for s in raw_seats]
        try:
            moment = stored.moment(when)  # NaN, Infinity or 1e300 would break every date shown of it
        except stored.Damaged:
            raise BadRecipe("damaged saved game (time)") from None
        chosen, lesson = d.get("chosen", False), d.get("lesson", False)
        if type(chosen) is not bool or type(lesson) is not bool:
            raise BadRecipe("damaged saved game (chosen deal)")
        return SavedGame(rec, seats, moment, chosen, lesson)

    def play_out(self) -> Any:
        """The state the recipe leads to (``BadRecipe`` when a move is not legal there)."""
        return replay(self.recipe)[0]


def _unsealed(d: dict[str, Any]) -> Any:
    """The stored recipe, with its seed unsealed when the slot holds it sealed."""
    rec = d.get("recipe")
    if d.get("format") != SEALED:
        return rec
    if not isinstance(rec, dict) or "seed" in rec:
        raise BadRecipe("damaged saved game (recipe)")
    return {**rec, "seed": seal.unseal(d.get("seal"))}


def _seat(game_name: str, raw: Any) -> Seat:
    from game.seats import bot_levels

    if not isinstance(raw, dict):
        raise BadRecipe("damaged saved game (a seat)")
    name, human, level = raw.get("name"), raw.get("human"), raw.get("level", "normal")
    if type(human) is not bool:
        raise BadRecipe("damaged saved game (a seat)")
    try:
        stored.name(name, "a seat's name", NAME_MAX)  # no NUL or lone surrogate, which no font can draw
    except stored.Damaged:
        raise BadRecipe("damaged saved game (a seat's name)") from None
    if not human and level not in bot_levels(game_name) and level not in ("random", "greedy"):
        raise BadRecipe(f"damaged saved game (no computer level {level!r})")
    return Seat(name, human, level if isinstance(level, str) else "normal")


@dataclass
class Continuable:
    """A saved game that can be continued, with what the title says of it."""

    saved: SavedGame
    progress: Words

    @property
    def game_name(self) -> str:
        return self.saved.game_name


# --- the slot of each game -----------------------------------------------------------------------


def in_progress(recipe: Recipe, seats: list[Seat], chosen: bool = False,
                lesson: bool = False) -> dict[str, Any] | None:
    """An unfinished game as its slot (and a crash report) holds it, the seed sealed;
    ``None`` when it cannot be sealed (no key can be stored here)."""
    sealed = seal.seal(recipe.seed) if seal.fits(recipe.seed) else None
    return None if sealed is None else SavedGame(recipe, seats, time.time(), chosen, lesson).to_dict(sealed)


def keep(recipe: Recipe, seats: list[Seat], chosen: bool = False, lesson: bool = False) -> bool:
    """Write the game in progress (after every move); ``False`` when it could not be stored. ``lesson``: a
    "Learn to play" game, which goes on with its coach when continued."""
    entry = in_progress(recipe, seats, chosen, lesson)
    if entry is None:  # better unsaved than saved with its deck told (last_error says why the key was not stored)
        if not seal.fits(recipe.seed):
            storage.last_error = "its seed is too big to be sealed"
        return False
    return storage.save(key(recipe.game), entry)


def clear(game_name: str) -> None:
    storage.remove(key(game_name))


def find(game_name: str) -> Continuable | None:
    """The saved game of that game, if it can be continued; one that cannot is set aside and reported."""
    raw = storage.load(key(game_name), lambda d: isinstance(d, dict))
    if raw is None:
        return None
    try:
        saved = SavedGame.from_dict(raw)
        if saved.game_name != game_name:
            raise BadRecipe(f"it holds a game of {_title(saved.game_name)}")
        state = saved.play_out()
    except Exception as exc:  # refused, or damaged in a way no check foresaw: either way it is kept aside
        # the engine's own words for a refused recipe, said in the player's language on the title
        why = exc.words if isinstance(exc, BadRecipe) else f"damaged saved game ({type(exc).__name__})"
        said = (words("The saved {game} game cannot be continued. {why}", game=_title(game_name), why=why)
                if isinstance(why, Words) and why.text.endswith(".") else  # the engine's sentence, whole
                words("The saved {game} game cannot be continued: {why}.", game=_title(game_name), why=why))
        storage.set_aside(key(game_name), "old", said)
        return None
    game = GAMES[game_name]
    if game.is_over(state):  # finished but not cleared (the window closed on the results)
        clear(game_name)
        return None
    return Continuable(saved, game.progress(state))


def latest(game_names: list[str]) -> list[Continuable]:
    """Every game that can be continued, the most recently played first (games saved in the same second by
    name, so every caller agrees whichever order it lists the games in)."""
    found = [c for name in game_names if (c := find(name)) is not None]
    return sorted(found, key=lambda c: (-c.saved.when, c.game_name))


def _title(game_name: str) -> str:
    game = GAMES.get(game_name)
    return game.title if game is not None else repr(game_name)[:40]
