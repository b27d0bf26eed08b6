"""The set-up's "End of the game" note explains the choice shown (section 16, END_MODE). Playtest 21: one note,
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_note_follows_the_choice(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")
    set_language(lang)
    try:
        app.push(TitleScene(app))
        app.frame(DT)
        setup = _setup(app, "space_lab")
        while len(setup.seats) < 2:
            click_key(app, "players+")
        drawn = text_spy(monkeypatch, "blit_fit")
        for k, chosen in enumerate(NOTES[lang]):
            if k:
                click_key(app, "option:end_mode")
            drawn.clear()
            app.frame(DT)
            shown = " ".join(s for s, _r in drawn)
            assert chosen in shown, shown
            assert NOTES[lang][1 - k] not in shown, shown
    finally:
        set_language("en")
