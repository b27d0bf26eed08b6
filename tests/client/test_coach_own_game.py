"""The coach in a game of one's own: chosen at set-up for one human against computers, it speaks on any deal.

The set-up offers it (off until chosen) only where exactly one seat is human. Chosen, a seeded game against Normal
computers, at a count and seat "Learn to play" never uses, is followed to its end clicking whatever the coach rings:
every move it names is legal and is the move the engine receives, and its words never name a card the human's seat
has not been shown (the privacy test's knowledge, from the events filtered for that seat). Continue keeps the coach,
and the game counts in Statistics as any other.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.core import english
from game import saves, stats
from game.moderator import Moderator
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app
from tests.client.test_coach import COACH_BUDGET
from tests.client.test_coach_follow import GAMES_WITH_A_COACH, play_along
from tests.client.test_privacy import Knowledge

# (seed, seats as (human, level)): other counts, other seats and other computers than each game's Learn to play
DEALS: dict[str, tuple[int, list[bool]]] = {
    "space_beans": (5, [False, True, False, False]),
    "al_cabohne": (8, [True, False]),
    "systeme_solaire": (7, [False, False, True, False]),
    "space_lab": (9, [False, True]),
}


def _setup(game: str) -> Any:
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, f"game:{game}")
    assert isinstance(app.top, SetupScene)
    return app


def _seat(setup: SetupScene, humans: list[bool]) -> None:
    """The set-up's seats as a person leaves them: this many, human where asked, computers at Normal."""
    setup.set_count(len(humans))
    for i, human in enumerate(humans):
        if setup.seats[i].human != human:
            setup.toggle_kind(i)
        setup.seats[i].level = "normal"
    setup._build()


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_coach_is_offered_only_to_one_human(data_dir: str, game: str) -> None:
    app = _setup(game)
    setup = app.top
    lo, hi = setup.game.min_players, setup.game.max_players
    _seat(setup, [True] + [False] * (max(lo, 2) - 1))
    keys = [k for _r, k in setup.clickables()]
    assert "coach" in keys, keys
    assert setup.buttons.get("coach").label == "Off"  # off until chosen
    if hi >= 2:
        _seat(setup, [True, True] + [False] * (max(lo, 2) - 2))  # hot-seat: not offered
        assert "coach" not in [k for _r, k in setup.clickables()]
    _seat(setup, [False] * max(lo, 2))  # computers only: nobody to coach
    assert "coach" not in [k for _r, k in setup.clickables()]


def _coached(game: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The app at the table of ``game`` started from its set-up with the coach on, on ``DEALS``' seed and seats."""
    seed, humans = DEALS[game]
    monkeypatch.setattr("game.router.fresh_seed", lambda: seed)
    app = _setup(game)
    setup = app.top
    _seat(setup, humans)
    click_key(app, "coach")
    assert setup.buttons.get("coach").label == "On"
    click_key(app, "start")
    return app


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_a_game_with_the_coach_on_is_followed_to_its_end(data_dir: str, game: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    seed, humans = DEALS[game]
    app = _coached(game, monkeypatch)
    table = app.top
    assert table.coach is not None
    assert table.mod.recipe.seed == seed and not table.keeper.chosen_deal
    viewer = humans.index(True)
    assert table.mod.viewer == viewer
    table.advisor.budget = COACH_BUDGET
    rules = GAMES[game]
    names = [s.name for s in table.seats]
    # what the human's seat has been shown, the deal replayed beside the table (the engine's own events)
    shadow = Moderator(game, table.seats, seed, table.options)
    know = Knowledge(len(humans))
    know.add(rules.opening_events(shadow.state))
    said: list[str] = []
    unknown: list[int] = []  # how many card names the seat may not know, at each decision

    def private(t: Any) -> None:
        for action in t.mod.recipe.actions[len(shadow.recipe.actions):]:
            know.add(shadow.apply(action))
        seen = {english(rules.card_words(c), names) for c in know.seen[viewer]}
        hidden = {english(rules.card_words(c), names) for c in know.every - know.seen[viewer]} - seen
        text = t.coach.text.replace("\n", " ")
        said.append(text)
        unknown.append(len(hidden))
        leaks = [h for h in hidden if h in text]
        assert not leaks, (leaks, text)

    seen, table = play_along(game, opened=(app, table), each=private)
    assert seen.get("named", 0) >= 2 and seen.get("rung", 0) >= 1, seen
    assert any(said) and max(unknown) > 0  # words were said while there were names they must not say
    # a game of one's own: it counts in Statistics as any other (unlike Learn to play), and is kept untagged
    for _ in range(10):
        app.frame(DT)
    assert any(x.name == names[viewer] for x in stats.lines(game)) and table.flow.kept_notes == [], \
        table.flow.kept_notes
    assert table.keeper.kept is not None and not table.keeper.kept.saved.lesson


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_continue_keeps_the_coach(data_dir: str, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = _coached(game, monkeypatch)
    table = app.top
    for _ in range(400):  # until the human has made a move (the game is saved after every move)
        if table.input_open and table.mod.legal():
            table.play(table.mod.legal()[0])
            break
        app.frame(DT)
    found = saves.find(game)
    assert found is not None and found.saved.lesson and not found.saved.chosen
    assert not found.saved.learning  # said as the player's own game, not as Learn to play
    app2 = make_app("instant")
    app2.push(TitleScene(app2))
    app2.router.resume(game)
    assert app2.top.coach is not None
    assert [s.name for s in app2.top.seats] == [s.name for s in table.seats]


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_the_coach_choice_fits_on_every_set_up(data_dir: str, lang: str, tmp_path: Any) -> None:
    """The layout walker's checks on each game's set-up with the choice shown, off and on, at the most seats (the
    English walk of every set-up stops before them in this checkout, on a played game)."""
    import pygame

    from tests.client.layout_walk import checked_apps

    real_save = pygame.image.save
    pygame.image.save = lambda *_args, **_kw: None
    try:
        with checked_apps(lang) as rec:
            for game in GAMES_WITH_A_COACH:
                app = _setup(game)
                setup = app.top
                _seat(setup, [True] + [False] * (setup.game.max_players - 1))
                for _ in range(2):
                    app.frame(DT)
                    click_key(app, "coach")
                    app.frame(DT)
    finally:
        pygame.image.save = real_save
    assert not rec.issues, rec.issues[:10]
