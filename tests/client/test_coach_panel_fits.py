"""The coach's words always fit its panel (issue 18 §1, §6): in English, French and the made-up language about 30%
wider, the longest lines of every game's coach (each line with the longest move it may name, and the reason a pick
is given) are drawn whole, inside the panel, clear of its Hide and Got it buttons. A panel too small for a line
grows to the room its script declares (``ROOM``) rather than cutting the words or running them into the buttons."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.core import Words
from engine.search.hint import reason
from game import i18n, theme
from game import words as say_words
from game.kit.coach import Coach
from game.tables import coach_script
from tests.client import layout_probe

GAMES_WITH_A_COACH = [g for g in ("space_beans", "al_cabohne", "systeme_solaire", "space_lab") if coach_script(g)]
LANGUAGES = ["en", "fr", "long"]
NAMES = ["Alice", "Bruno", "Chloé", "Dmitri", "Eve"]
BLANK = "Wwwwwwwwwww"  # a long name in every blank of a script's text


def _set_language(lang: str) -> None:
    """As the layout walk does: "long" is English stretched by ``layout_probe.LongCatalogue``."""
    i18n.set_language("en")
    if lang == "long":
        i18n._catalogue = layout_probe.LongCatalogue()
    else:
        i18n.set_language(lang)


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    pygame.font.init()
    _set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _positions(game: str) -> list[tuple[Any, int]]:
    """(state, seat to act) along two random games of the coach's deal size: the moves a coach may name there."""
    script = coach_script(game)
    g = GAMES[game]
    out = []
    for seed in (0, 1):
        rng = random.Random(seed)
        s = g.new(script.PLAYERS, seed, **script.OPTIONS)  # type: ignore[union-attr]
        for _ in range(300):
            seat = g.to_act(s)
            if seat is None:
                break
            out.append((s, seat))
            s = g.apply(s, rng.choice(g.legal_actions(s)))[0]
    return out


def _texts(game: str) -> list[str]:
    """Every text the coach may show, at its longest: each line alone, and with each of the longest moves and the
    reasons its script gives for a pick; each first-time note."""
    script: Any = coach_script(game)
    g = GAMES[game]
    moves: set[Words] = set()
    reasons: set[str] = set()
    why = getattr(script, "pick_reason", None)
    for s, seat in _positions(game):
        view = g.view(s, seat)
        for a in g.legal_actions(s):
            moves.add(g.describe(a))
            said = reason(g, view, a)  # the engine's reason (SearchHooks.reason), said before the script's
            text = say_words.say(said, NAMES) if said is not None else why(view, a) if why is not None else None
            if text:
                reasons.add(text)
    said = sorted({say_words.say(m, NAMES) for m in moves}, key=len)[-3:]
    reasons = set(sorted(reasons, key=len)[-4:])  # the longest: a game's engine gives one for most moves
    facts = dict.fromkeys(("front", "type", "goal", "bonus", "n", "open_n", "who", "other", "moves", "bidder", "high"),
                          BLANK)
    lines = [line.text for line in script.OPENING] + list(getattr(script, "STEADY", {}).values())
    out = []
    for line in lines:
        words = i18n.tr(line, **facts)
        out.append(words)
        for move in said:
            picked = i18n.tr("{line}\nThe coach's pick: {move}.", line=words, move=move)
            out += [picked] + [f"{picked} {r}" for r in sorted(reasons)]
    out += [i18n.tr(t, **facts) for t in script.FIRSTS.values()]
    return out


def _drawn(coach: Coach, text: str) -> list[tuple[str, pygame.Rect]]:
    """The texts the panel draws for ``text``, with where each lands."""
    coach._text = text
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surface: pygame.Surface, s: str, size: int, pos: tuple[int, int], *args: Any, **kw: Any) -> Any:
        r = real(surface, s, size, pos, *args, **kw)
        drawn.append((s, r))
        return r

    theme.blit_text = blit_text  # type: ignore[assignment]
    try:
        coach.draw(pygame.Surface((1280, 720)), [], 0.0)
    finally:
        theme.blit_text = real  # type: ignore[assignment]
    return drawn


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_coachs_longest_lines_fit_its_panel_whole_and_clear_of_its_buttons(game: str, language: str) -> None:
    script: Any = coach_script(game)
    for text in _texts(game):
        coach = Coach(script, game)
        drawn = _drawn(coach, text)
        panel = coach.panel
        assert theme.SCREEN.contains(panel)
        inside = panel.inflate(-8, -8)  # within its border
        buttons = [r for r, _key, _label, _run in coach._buttons()]
        title, *rows = drawn[:-len(buttons)]
        labels = drawn[-len(buttons):]  # each button's label, last
        assert title[0] == i18n.tr("Coach")
        for s, r in [title, *rows]:
            assert inside.contains(r), (game, language, s, r, panel)
            assert not any(r.colliderect(b) for b in buttons), (game, language, s, r, buttons)
        for (s, r), b in zip(labels, buttons, strict=True):
            assert b.contains(r) and inside.contains(b), (game, language, s, r, b)
        assert " ".join(s for s, _r in rows).split() == text.split(), (game, language, "cut", text)
        assert coach.fits(text)
