"""A made-up game for the recap's tests: words for "<who> moves <n>" and "<who> scores <n>", views of scores;
and the texts a recap draws."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.core import Event, Rules, Words, no_rival, words
from engine.recap import points_change
from game import theme
from game.kit.notes import Recap


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


def drawn_texts(recap: Recap, box: pygame.Rect, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the recap draws in ``box``."""
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **kw: (seen.append(s), real(s, *a, **kw))[1])
    recap.draw(pygame.Surface(theme.SCREEN.size), box)
    return seen
