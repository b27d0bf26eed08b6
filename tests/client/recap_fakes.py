"""A made-up game for the recap's tests: words for "<who> moves <n>" and "<who> scores <n>", views of scores."""

from __future__ import annotations

from types import SimpleNamespace

from engine.core import Event, Rules, Words, no_rival, points_change, words


class MovesWords:
    """Words for made-up events: "<who> moves" or, for a "score" event, "<who> scores <n>"."""

    @staticmethod
    def describe_event(e: Event, viewer: int | None) -> Words:
        if e.kind == "score":
            return words("{who} scores {n}", who=e.seat, n=e.value, tone="score")
        return words("{who} moves {n}", who=e.seat, n=e.value)

    RIVAL_NAME = None
    rival_score = staticmethod(no_rival)
    score_change = staticmethod(points_change)


class MovesGame(Rules):
    wording = MovesWords  # type: ignore[assignment]


def scores_view(*scores: int) -> SimpleNamespace:
    return SimpleNamespace(scores=scores)
