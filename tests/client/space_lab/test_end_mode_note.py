"""A set-up option's note explains the choice shown (section 16: END_MODE, the Objectives). Playtest 21: one note,
"finish the round, or one more turn each", read as describing both choices at once; each choice now has its own,
said when it is chosen, in English and French."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app, text_spy
from tests.client.test_setup_option_words import _setup

NOTES = {"en": ("the round is finished: equal turns for all", "each other player plays one more turn"),
         "fr": ("on finit le tour, autant de tours pour tous",
                "chacun des autres joueurs joue un dernier tour")}
# the Objectives at a table of several, and alone (where there is no "each player")
OBJECTIVES = {"en": {2: ("Each player arranges their 3 Objectives", "The Objectives stay in the order dealt"),
                     1: ("Place your 3 Objectives yourself", "The Objectives stay in the order dealt")}}


def _notes_follow(monkeypatch: pytest.MonkeyPatch, lang: str, players: int, option: str,
                  notes: tuple[str, str]) -> None:
    """Each choice of ``option``, clicked in turn, shows its own note and never the other's."""
    app = make_app("instant")
    set_language(lang)
    try:
        app.push(TitleScene(app))
        app.frame(DT)
        setup = _setup(app, "space_lab")
        while len(setup.seats) < players:
            click_key(app, "players+")
        while len(setup.seats) > players:
            click_key(app, "players-")
        drawn = text_spy(monkeypatch, "blit_fit")
        for k, chosen in enumerate(notes):
            if k:
                click_key(app, f"option:{option}")
            drawn.clear()
            app.frame(DT)
            shown = " ".join(s for s, _r in drawn)
            assert chosen in shown, shown
            assert notes[1 - k] not in shown, shown
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_note_follows_the_choice(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _notes_follow(monkeypatch, lang, 2, "end_mode", NOTES[lang])


@pytest.mark.parametrize("players", [1, 2])
def test_the_objectives_note_follows_the_choice(players: int, data_dir: str, monkeypatch: pytest.MonkeyPatch
                                                ) -> None:
    _notes_follow(monkeypatch, "en", players, "objectives", OBJECTIVES["en"][players])
