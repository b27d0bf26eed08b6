"""A replay's last move says the game's result in one line, whole, and offers that game's results screen (testers:
the final caption crammed the whole scoring into three lines cut to "…Fin de partie : Pulsar gagne ave…")."""

from __future__ import annotations

import pygame
import pytest

from engine import GAMES
from game import i18n
from game import words as say_words
from game.scenes.results import ResultsScene
from game.scenes.watch import caption_lines
from tests.client.driver import DT, click_key
from tests.client.test_replay_end import GAMES_WITH_TABLES, _watch


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES_WITH_TABLES)
def test_the_replay_s_end_says_the_result_whole_and_shows_the_results(name: str, lang: str, data_dir: str) -> None:
    try:
        watch, rec = _watch(name)
        watch.app.settings.language = lang
        i18n.set_language(lang)
        assert "watch:results" not in [k for _r, k in watch.clickables()]  # only at the end
        click_key(watch.app, "watch:end")
        game = GAMES[name]
        final = game.new(rec.players, rec.seed)
        for a in rec.actions:
            final, _ = game.apply(final, a)
        names = [s.name for s in watch.replay.saved.seats]
        _size, lines = caption_lines(watch.caption())
        shown = " ".join(lines)
        assert not any(line.endswith("…") for line in lines), lines
        assert shown == say_words.say(game.result(final), names), shown
        winners = [names[w] for w in game.winners(final)]
        assert all(w in shown for w in winners), (winners, shown)
        click_key(watch.app, "watch:results")
        results = watch.app.top
        assert isinstance(results, ResultsScene)
        assert sorted(r.total for r in results.rows if r.seat >= 0) == sorted(game.scores(final))
        assert {r.name for r in results.rows if r.winner} >= set(winners)
        assert [k for _r, k in results.clickables()] == ["back"]  # read-only: nothing starts a game from here
        click_key(watch.app, "back")
        watch.app.frame(DT)
        assert watch.app.top is watch and watch.index == watch.total
    finally:
        i18n.set_language("en")


def test_the_replay_offers_no_keys_in_a_mouse_game(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its footer named keys ("← → moves · PgUp PgDn turns") in a game played with the mouse (playtest 13)."""
    from game import theme

    watch, _rec = _watch("space_beans")
    drawn: list[str] = []
    real = theme.blit_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "blit_text", spy)
    watch.draw(pygame.Surface((1280, 720)))
    assert i18n.tr("click the bar to jump to any move") in drawn
    assert not [t for t in drawn if "PgUp" in t or "←" in t], drawn


def test_results_stands_clear_of_the_replay_speed_caption(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the end "Results ▸" sat against "Replay speed" over the speeds' buttons (newcomer test 29, 93-replay)."""
    from game import theme

    watch, _rec = _watch(GAMES_WITH_TABLES[0])
    click_key(watch.app, "watch:end")
    results = next(r for r, k in watch.clickables() if k == "watch:results")
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surface: pygame.Surface, s: str, *a: object, **k: object) -> pygame.Rect:
        rect: pygame.Rect = real(surface, s, *a, **k)  # type: ignore[arg-type]
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    watch.app.frame(DT)
    watch.app.draw()
    caption = next(r for s, r in drawn if s == i18n.tr("Replay speed"))
    assert caption.top - results.bottom >= 6, (results, caption)
