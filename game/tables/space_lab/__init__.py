"""Space Lab on screen: the table UI (``table``), its choreography, paint, layout, art and rules pages."""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.space_lab.content import SOLO_RATINGS
from engine.space_lab.pages import MODES
from game import stored
from game.i18n import tr
from game.kit.contract import Client, deferred
from game.solo import SoloRecord
from game.tables.space_lab import coach
from game.tables.space_lab.art import ART
from game.tables.space_lab.help import PAGES

RATING_NAMES = tuple(name for _, name in SOLO_RATINGS)


class Best(NamedTuple):
    score: int
    rating: str


class BestScore(SoloRecord[Best, Best]):
    """Appendix A rates a solo score (Cadet … Station Director): the best score ever reached and its rating
    are the record to beat. A missing or damaged entry reads as no record."""

    key = "record_space_lab"

    def read(self, raw: Any) -> Best:
        d = stored.mapping(raw, "the record")
        # bool is an int subclass: a stored true/false is damage, not a score
        return Best(stored.whole(d.get("score"), "the score", 0, 9_999),
                    stored.one_of(d.get("rating"), "the rating", RATING_NAMES))

    def outcome(self, final: Any) -> Best:
        return Best(final.final.scores[0].total, final.final.rating)

    def after(self, before: Best | None, outcome: Best) -> Best:
        return outcome if before is None or outcome.score > before.score else before

    def note(self, before: Best | None, after: Best, kept: bool) -> str:
        if after != before:
            return tr("A new best solo score: {n} VP · {rating}", n=after.score, rating=tr(after.rating))
        return tr("Best solo score: {n} VP · {rating}", n=after.score, rating=tr(after.rating))

    def statistics(self, record: Best | None) -> list[str]:
        if record is None:  # shown beside solo games alone, so this is a record that could not be read
            return []
        return [tr("Best solo score {n} VP · {rating}", n=record.score, rating=tr(record.rating))]

    def title_line(self, record: Best | None) -> str | None:
        return None if record is None else tr("Best solo {n} VP · {rating}", n=record.score, rating=tr(record.rating))


BEST = BestScore()

CLIENT = Client(ui=deferred(f"{__name__}.table", "SpaceLabUI"), help=PAGES, art=ART, coach=coach, modes=MODES,
                solo=BEST)

__all__ = ["CLIENT"]
