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
from engine.search.hint import reason as engine_reason
from game import i18n, theme
from game import words as say_words
from game.kit.coach import SENTENCE_END, Coach
from game.tables import coach_script
from tests.client import layout_probe

GAMES_WITH_A_COACH = [g for g in ("space_beans", "al_cabohne", "systeme_solaire", "space_lab") if coach_script(g)]
LANGUAGES = ["en", "fr", "long"]
NAMES = ["Alice", "Bruno", "Chloé", "Dmitri", "Eve"]
BLANK = "Wwwwwwwwwww"  # a long name in every blank of a script's text
READABLE = 14  # px: the coach's words never shrink under it (playtest 14 read six rows at 12–13 px)


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


def _texts(game: str) -> list[tuple[str, str | None, str | None]]:
    """Every text the coach may be asked to show, at its longest, as (line, pick, reason): each line alone, and with
    each of the longest moves and the reasons its script gives for a pick; each first-time note."""
    script: Any = coach_script(game)
    g = GAMES[game]
    moves: set[Words] = set()
    reasons: set[str] = set()
    why = getattr(script, "pick_reason", None)
    facts = dict.fromkeys(("front", "type", "goal", "bonus", "n", "open_n", "who", "other", "moves", "bidder", "high"),
                          BLANK)
    for s, seat in _positions(game):
        view = g.view(s, seat)
        # a blank the script fills from the game (a figure, who reached the goal): its longest words met
        for key, value in (script.facts(view) if hasattr(script, "facts") else {}).items():
            value = say_words.say(value, NAMES) if isinstance(value, Words) else str(value)
            if len(value) > len(facts.get(key, "")):
                facts[key] = value
        for a in g.legal_actions(s):
            moves.add(g.describe(a))
            # the engine's reason (``SearchHooks.reason``), else the script's, said after the pick
            said_why = engine_reason(g, view, a)
            reason = say_words.say(said_why, NAMES) if said_why is not None else why(view, a) if why else None
            if reason:
                reasons.add(reason)
    said = sorted({say_words.say(m, NAMES) for m in moves}, key=len)[-3:]
    reasons = set(sorted(reasons, key=len)[-3:])  # the longest few: each line is tried with each
    lines = [line.text for line in script.OPENING] + list(getattr(script, "STEADY", {}).values())
    out: list[tuple[str, str | None, str | None]] = []
    for line in lines:
        words = i18n.tr(line, **facts)
        out.append((words, None, None))
        for move in said:
            out += [(words, move, None)] + [(words, move, r) for r in sorted(reasons)]
    out += [(i18n.tr(t, **facts), None, None) for t in script.FIRSTS.values()]
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
    for line, move, why in _texts(game):
        coach = Coach(script, game)
        text = coach._shortened(line, move, why)  # as the coach composes it: the least needed sentences left out
        first = SENTENCE_END.split(line)[0]
        assert text.startswith(first) and (move is None or move in text), (game, language, "essentials", text)
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
        assert coach.layout(text)[0] >= READABLE, (game, language, "small", text)


def test_long_words_keep_their_size_and_drop_their_least_needed_sentence() -> None:
    """Playtest 14 (Space Beans, French): the coach's words shrank to 12–13 px as the text grew (six rows, hard to
    read). They keep a readable size; the line's last sentence goes first, then the pick's reason, never the
    pick."""
    pygame.font.init()
    i18n.set_language("fr")
    try:
        script: Any = coach_script("space_beans")
        coach = Coach(script, "space_beans")
        line = i18n.tr(script.OPENING[0].text, **dict.fromkeys(("front", "type", "goal", "n", "bonus"), "Klingbohns"))
        move, why = "Commencez une collection secrète avec Centauribohnen 7", "La garder rapporte plus tard."
        long_line = f"{line} Une phrase de plus, pour remplir le panneau. Et encore une, bien plus longue que l'autre."
        text = coach._shortened(long_line, move, why)
        assert coach.fits(text) and coach.layout(text)[0] >= READABLE
        assert move in text and "Et encore une" not in text
    finally:
        i18n.set_language("en")
