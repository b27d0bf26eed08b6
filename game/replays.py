"""The last finished games, kept as recipes to watch again (Replays on the title screen).

Each finished game is one entry, ``replay-<time>-<nn>-<game>`` in ``storage`` (a
file in the data folder that ``python main.py --replay FILE`` and
``python -m engine.replay FILE`` open, or localStorage in the browser): the
saved game (recipe and seats) with the final scores for the list. Only the
newest ``KEEP`` are kept, newest by the time each entry stores (not by its name,
which holds what the clock said), and the one just written is never the one to go.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from engine.core import Words, words_from_json, words_to_json
from engine.recipe import BadRecipe, Recipe, check_version, opening
from game import storage
from game.saves import SavedGame
from game.seats import Seat

PREFIX = "replay-"
KEEP = 20


@dataclass
class Replay:
    saved: SavedGame
    scores: list[int]
    winners: list[int]
    key: str = ""
    # the game reviews made of it, by seat ("0", "1"…) as ``engine.review.Review.to_dict`` writes them,
    # so a second look is instant (game/review_store.py reads and drops them)
    reviews: dict[str, Any] = field(default_factory=dict)
    result: Words | None = None  # the engine's words for the outcome (``Game.result``); None in older entries

    @property
    def game_name(self) -> str:
        return self.saved.game_name

    def to_dict(self) -> dict[str, Any]:
        out = {**self.saved.to_dict(), "scores": self.scores, "winners": self.winners}
        if self.reviews:
            out["reviews"] = self.reviews
        if self.result is not None:
            out["result"] = words_to_json(self.result)
        return out

    @staticmethod
    def from_dict(d: Any, key: str = "") -> Replay:
        """A stored replay, a saved game in progress, or a bare engine recipe (``BadRecipe`` if none)."""
        if isinstance(d, dict) and "recipe" not in d and "actions" in d:
            rec = Recipe.from_dict(d)  # a bare recipe: the seats get plain names
            check_version(rec)  # a game this version has, under these rules (as a saved game is checked)
            saved = SavedGame(rec, [Seat(f"Player {i + 1}", False) for i in range(rec.players)], 0.0)
        else:
            saved = SavedGame.from_dict(d)
        opening(saved.recipe)  # a set-up the game refuses (an unknown option) is refused here, not on screen
        scores, winners = (d.get("scores", []), d.get("winners", [])) if isinstance(d, dict) else ([], [])
        if not _ints(scores) or not _ints(winners):
            raise BadRecipe("damaged replay (scores)")
        reviews = d.get("reviews", {}) if isinstance(d, dict) else {}
        result = None
        if isinstance(d, dict) and "result" in d:
            try:
                result = words_from_json(d["result"])
            except (ValueError, TypeError, KeyError):
                raise BadRecipe("damaged replay (result)") from None
        # a damaged review costs only itself: the game is still there to watch and review again
        return Replay(saved, list(scores), list(winners), key, dict(reviews) if isinstance(reviews, dict) else {},
                      result)


def _ints(xs: Any) -> bool:
    return isinstance(xs, list) and len(xs) <= 8 and all(type(x) is int for x in xs)


def add(recipe: Recipe, seats: list[Seat], scores: list[int], winners: list[int], result: Words | None = None,
        lesson: bool = False) -> bool:
    """Keep a finished game, and let the oldest go beyond ``KEEP``; ``False`` if it could not be stored."""
    return keep(recipe, seats, scores, winners, result, lesson) is not None


def keep(recipe: Recipe, seats: list[Seat], scores: list[int], winners: list[int],
         result: Words | None = None, lesson: bool = False) -> Replay | None:
    """Keep a finished game (as ``add``); the kept entry, its ``key`` set, or ``None`` if it could not be stored.
    ``lesson``: a "Learn to play" game (the Replays list says so)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    # games finished within the same second keep their order: the names sort by time, then by number
    taken = [k[len(PREFIX) + len(stamp) + 1:][:2] for k in storage.keys(f"{PREFIX}{stamp}-")]
    seq = max((int(t) for t in taken if t.isdigit()), default=-1) + 1
    k = f"{PREFIX}{stamp}-{seq:02d}-{recipe.game}"
    entry = Replay(SavedGame(recipe, seats, time.time(), lesson=lesson), list(scores), list(winners), result=result)
    if not storage.save(k, entry.to_dict()):
        return None
    prune(keep=k)
    entry.key = k
    return entry


def store(entry: Replay) -> bool:
    """Write a kept game again under its key (its reviews changed); ``False`` if it could not be stored."""
    return bool(entry.key) and storage.save(entry.key, entry.to_dict())


def prune(keep: str) -> None:
    """Let the oldest go beyond ``KEEP``, by the time each entry stores (a file name says only what the
    clock said then, and a clock once set ahead would make every new game the first to go), never ``keep``."""
    others = [k for k in storage.keys(PREFIX) if k != keep]
    # the oldest first; an entry without a readable time is the first to go, ties by name
    others.sort(key=lambda k: (_stored_when(k), k))
    for old in others[:max(0, len(others) - (KEEP - 1))]:
        storage.remove(old)


def _stored_when(k: str) -> float:
    raw = storage.load(k)
    when = raw.get("when") if isinstance(raw, dict) else None
    return float(when) if type(when) in (int, float) and math.isfinite(when) else -math.inf


def listing() -> list[Replay]:
    """The kept games, the newest first; a damaged one is set aside (and reported)."""
    out = []
    for k in reversed(storage.keys(PREFIX)):
        found = storage.read(k, lambda d, k=k: Replay.from_dict(d, k))
        if found is not None:
            out.append(found)
    return out


def from_file(path: str) -> Replay:
    """A replay named on the command line (``ValueError`` with the reason)."""
    try:
        found = Replay.from_dict(storage.read_path(path))
        found.saved.play_out()  # every move legal, or refused now rather than half shown
        return found
    except BadRecipe as exc:
        raise ValueError(f"{path}: {exc}") from None
    except ValueError:
        raise
    except Exception as exc:  # damaged in a way no check foresaw: still one line, never a traceback
        raise ValueError(f"{path} is not a saved game ({type(exc).__name__})") from None
