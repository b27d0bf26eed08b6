"""Space Lab's Hint line names the other move of a tie, and every Hint line is written whole in the prompt's pill
(issue 18, the merged re-test: "Best: … — another move is just as good." in the narrow hint area, English and
French)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.core import Action
from engine.search.hint import Hint
from engine.space_lab.cards import LAB_IDS, PROJECT_IDS
from engine.space_lab.content import SLOTS
from game import i18n, theme
from game.kit.advisor import advice_words
from game.tables.space_lab import paint
from game.words import say

GAME = GAMES["space_lab"]
MOVES = ([Action("place", c, s) for c in LAB_IDS for s in SLOTS] + [Action("keep", p) for p in PROJECT_IDS]
         + [Action(k, a) for k in ("recruit", "agency") for a in range(4)] + [Action("draw"), Action("end")])


def _line(best: Action, other: Action, tie: bool) -> str:
    ranked = ((best, 100, 0.55), (other, 100, 0.55 if tie else 0.35))
    return advice_words(Hint(best, GAME.describe(best), ranked), lambda w: say(w, []), GAME, fits=paint.prompt_holds)


def _named(a: Action) -> str:
    return say(GAME.describe(a), [])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_tie_names_the_other_move(language: str) -> None:
    """Two placements of the usual length, level: the line names both (R-16: the Hint explains its choice)."""
    pygame.font.init()
    i18n.set_language(language)
    try:
        best, other = Action("place", LAB_IDS[0], "B2"), Action("place", LAB_IDS[7], "T1")
        line = _line(best, other, tie=True)
        # French goes on in lower case after « : » (« — ou, tout aussi bon : poser … »)
        other_said = _named(other)[:1].lower() + _named(other)[1:] if language == "fr" else _named(other)
        assert other_said in line and _named(best) in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_hint_line_is_written_whole_in_the_prompt_pill(language: str, monkeypatch: Any) -> None:
    """The longest names against each other, and a few thousand pairs at random, level or not: the pill never cuts
    the line with "…" (it would, past two rows)."""
    pygame.font.init()
    cut: list[str] = []
    real = theme.shorten

    def shorten(text: str, *args: Any, **kwargs: Any) -> str:
        cut.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(theme, "shorten", shorten)
    i18n.set_language(language)
    try:
        font = theme.font(13, True)
        longest = sorted(MOVES, key=lambda a: -font.size(_named(a))[0])[:25]
        rng = random.Random(18)
        pairs = [(a, b) for a in longest for b in longest if a != b] + [tuple(rng.sample(MOVES, 2)) for _ in range(600)]
        surface = pygame.Surface((1280, 720))
        for best, other in pairs:
            for tie in (True, False):
                paint.prompt(surface, _line(best, other, tie), theme.GOLD)
    finally:
        i18n.set_language("en")
    assert cut == [], cut[:3]
