"""Game reviews kept with their replay, so a second look at the same seat's review is instant.

A kept game (``replays.Replay``) holds its reviews by seat in ``reviews``; one made under other rules
than the recipe's (``Review.version``), or no longer the engine's, is dropped rather than shown.
"""

from __future__ import annotations

from engine.review import Review
from game import replays


def stored(replay: replays.Replay, seat: int) -> Review | None:
    """The kept review of ``seat``, if there is one still valid for this game under these rules."""
    raw = replay.reviews.get(str(seat))
    if raw is None:
        return None
    try:
        found = Review.from_dict(raw)
    except ValueError:
        found = None  # a damaged entry: review again
    rec = replay.saved.recipe
    if (found is None or not found.current() or (found.game, found.version, found.seat) != (rec.game, rec.version, seat)
            or not all(1 <= d.move <= len(rec.actions) for d in found.decisions)):
        del replay.reviews[str(seat)]  # made under other rules, or not of this game: not to be shown, nor kept
        replays.store(replay)
        return None
    return found


def keep(replay: replays.Replay, review: Review) -> bool:
    """Store ``review`` with its game; ``False`` if it could not be written (it is shown all the same)."""
    replay.reviews[str(review.seat)] = review.to_dict()
    return replays.store(replay)
