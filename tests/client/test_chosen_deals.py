"""Records and saves that change only when asked (issue 19, section 4): ``main.py --game … --seed``
asks before it replaces a saved game, and a game on a chosen deal (``--seed``, "Learn to play")
counts toward no records (Statistics, the solo streak, the Space Lab best score), and says so."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from game import stats, storage, theme
from game.app import App, LaunchOptions, first_scene
from game.i18n import tr
from game.scenes.confirm import ConfirmScene
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.tables.al_cabohne import STREAK
from game.tables.space_lab import BEST as lab_record
from tests.client.driver import (
    DT,
    click_key,
    continue_from_title,
    make_app,
    open_table,
    play_turns_by_clicks,
    text_spy,
)


def _launch(game: str, players: int, seed: int | None) -> App:
    """``main.py --game GAME --players N [--seed S]`` (the options as ``parse_options`` gives them)."""
    app = App(LaunchOptions(game=game, players=players, seed=seed))
    app.settings.speed = "instant"
    app.push(first_scene(app))
    app.frame(DT)
    return app


def _saved_game(data_dir: str, name: str = "al_cabohne") -> bytes:
    app = make_app("instant")
    table = open_table(app, name, [Seat("Alice", True)])
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(4), lambda: len(table.mod.recipe.actions) >= 5)
    with open(os.path.join(data_dir, f"save_{name}.json"), "rb") as f:
        return f.read()


def _to_results(app: App, table: Any) -> ResultsScene:
    play_turns_by_clicks(app, table, random.Random(9), lambda: isinstance(app.top, ResultsScene), 60_000)
    return app.top  # type: ignore[return-value]


def test_a_seed_on_the_command_line_asks_before_replacing_the_saved_game(data_dir: str) -> None:
    before = _saved_game(data_dir)
    app = _launch("al_cabohne", 1, 7)
    assert isinstance(app.top, ConfirmScene) and "Replace the saved game?" in app.top.question
    click_key(app, "no")
    assert isinstance(app.top, TitleScene) and app.top.saved  # Continue is still offered
    with open(os.path.join(data_dir, "save_al_cabohne.json"), "rb") as f:
        assert f.read() == before

    app = _launch("al_cabohne", 1, 7)
    click_key(app, "yes")
    table = app.top
    assert table.mod.recipe.seed == 7 and len(app.stack) == 2  # over the title: Leave goes there


def test_without_a_saved_game_the_seed_opens_the_table_at_once(data_dir: str) -> None:
    app = _launch("al_cabohne", 1, 7)
    assert app.top.mod.recipe.seed == 7


def test_a_chosen_seed_counts_toward_no_record_and_the_results_say_so(data_dir: str) -> None:
    app = _launch("al_cabohne", 1, 7)
    table = app.top
    results = _to_results(app, table)
    assert stats.lines("al_cabohne") == []
    assert not os.path.exists(os.path.join(data_dir, f"{STREAK.key}.json"))
    assert any("chosen deal" in n for n in results.notes), results.notes
    assert not any("streak" in n.lower() for n in results.notes)


def test_a_continued_chosen_deal_still_counts_toward_no_record(data_dir: str) -> None:
    app = _launch("space_lab", 1, 11)
    table = app.top
    play_turns_by_clicks(app, table, random.Random(2), lambda: len(table.mod.recipe.actions) >= 4)
    restored = continue_from_title()
    again = restored.app
    assert restored.mod.recipe.seed == 11 and restored.keeper.chosen_deal
    results = _to_results(again, restored)
    assert lab_record.load() is None and stats.lines("space_lab") == []
    assert any("chosen deal" in n for n in results.notes), results.notes


def test_learn_to_play_counts_toward_no_record(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    setup = SetupScene(app, "al_cabohne")
    app.push(setup)
    click_key(app, "learn")
    table = app.top
    assert table.coach is not None
    results = _to_results(app, table)
    assert stats.lines("al_cabohne") == [] and STREAK.load().best == 0
    assert storage.load(STREAK.key) is None
    # its player chose no deal: the note says what the game was
    assert any("Learn-to-play game" in n for n in results.notes), results.notes
    assert not any("chosen deal" in n for n in results.notes), results.notes
    # Replays lists it; Statistics, counting nothing, says why rather than "no finished games"
    spied = text_spy(monkeypatch, "blit_fit")
    app.router.statistics()
    app.frame(DT)
    drawn = [text for text, _rect in spied]
    said = tr("No counted games yet.")
    assert said in drawn, drawn  # whole
    assert not any(t.endswith("…") for t in drawn), drawn


def test_a_fresh_deal_still_counts(data_dir: str) -> None:
    """The records themselves still work: a game on a fresh deal counts."""
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, "al_cabohne", [Seat("Alice", True)])
    app.push(table)
    results = _to_results(app, table)
    (line,) = stats.lines("al_cabohne")
    assert line.played == 1 and not any("chosen deal" in n for n in results.notes)
    assert storage.load(STREAK.key) is not None


def test_an_attract_game_counts_toward_no_record_and_the_results_say_so(data_dir: str) -> None:
    app = App(LaunchOptions(game="al_cabohne", players=1, autoplay=True))
    app.settings.speed = "instant"
    app.push(first_scene(app))
    for _ in range(60_000):
        if isinstance(app.top, ResultsScene):
            break
        app.frame(DT)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert stats.lines("al_cabohne") == [] and storage.load(STREAK.key) is None
    assert any("demonstration" in n for n in results.notes), results.notes


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_the_empty_statistics_line_is_never_cut(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With nothing counted, each game's box says so in full (issue 18 re-test: cut mid-word in French), and the
    screen says once, not in every box, that a Learn-to-play game does not count."""
    from tests.client.layout_walk import _set_language

    app = make_app("instant")
    drawn: list[tuple[str, int, int]] = []  # (text, width allowed, smallest size)
    real = theme.blit_fit

    def spy(surface: Any, text: str, size: int, pos: Any, width: int, *a: Any, **k: Any) -> Any:
        drawn.append((text, width, k.get("smallest") or size - 3))
        return real(surface, text, size, pos, width, *a, **k)

    monkeypatch.setattr(theme, "blit_fit", spy)
    spied = text_spy(monkeypatch)
    _set_language(lang)
    try:
        app.router.statistics()
        app.frame(DT)
        written = [t for t, _r in spied]
        said = tr("No counted games yet.")
        rows = [(t, w, least) for t, w, least in drawn if t == said]
        assert len(rows) == 4, drawn  # in each game's box
        for text, width, least in rows:  # each fits whole at the smallest size allowed: blit_fit cuts no word
            assert theme.font(least).size(text)[0] <= width, (text, width)
        learn = tr("A Learn-to-play game does not count in the statistics.")
        assert [t for t in written if t == learn] == [learn], written  # once, for every game
        assert theme.font(15).size(learn)[0] <= theme.WIDTH - 40, learn
    finally:
        _set_language("en")
