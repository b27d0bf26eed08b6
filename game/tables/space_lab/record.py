"""The best Space Lab solo game, kept between runs through ``game.storage``.

Appendix A rates a solo score (Cadet … Station Director); the best score
ever reached and its rating are the record to beat. Storage key
``record_space_lab``. A missing entry reads as no record; a damaged one is
set aside and said (``game.stored`` checks it), so a hand-edited file never
stops the game.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.space_lab.content import SOLO_RATINGS
from game import storage, stored

KEY = "record_space_lab"
RATING_NAMES = tuple(name for _, name in SOLO_RATINGS)


class Best(NamedTuple):
    score: int
    rating: str


def _read(raw: object) -> Best:
    d = stored.mapping(raw, "the record")
    # bool is an int subclass: a stored true/false is damage, not a score
    return Best(stored.whole(d.get("score"), "the score", 0, 9_999), stored.one_of(d.get("rating"), "the rating",
                                                                                  RATING_NAMES))


def load() -> Best | None:
    """The record; a damaged one is set aside (and reported), and there is no record then."""
    return storage.read(KEY, _read)


def record(score: int, rating: str) -> Best:
    """A finished solo game: kept if it beats the record. Returns the record now."""
    best = load()
    if best is None or score > best.score:
        best = Best(score, rating)
        storage.save(KEY, best._asdict())
    return best
