"""The solo set-up line follows the "Mafia" option (issue 18): with the gentle Mafia on (AC-35: her coins count
once) it said "Mafia doubled" / "Mafia doublée"; the option's own row says which rule is in force."""

from __future__ import annotations

import pytest

from game import record
from game.i18n import set_language
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app
from tests.client.test_setup_option_words import _setup

# (doubled, the gentle value's words, the rules value's words), as the set-up screen draws them
WORDS = {
    "en": ("doubled", "gentle (coins count once)", "standard (coins count twice)"),
    "fr": ("doublée", "douce", "standard"),
}


def _solo_setup(lang: str) -> tuple[object, object]:
    """The app on Al Cabohne's set-up screen for one player, in ``lang``."""
    app = make_app("instant")
    set_language(lang)  # after the app, which sets the language of its settings
    app.push(TitleScene(app))
    app.frame(DT)
    setup = _setup(app, "al_cabohne")
    setup.set_count(1)
    return app, setup


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_solo_line_never_contradicts_the_gentle_mafia(lang: str, data_dir: str) -> None:
    try:
        app, setup = _solo_setup(lang)
        doubled, gentle, rules = WORDS[lang]
        for value, words in ((True, gentle), (False, rules)):
            if setup.options["gentle"] != value:
                click_key(app, "option:gentle")
            assert setup.options["gentle"] is value
            with record.capture() as items:
                app.draw()  # type: ignore[attr-defined]
            texts = record.texts(items)
            labels = [b.label for b in setup.buttons.buttons if b.key == "option:gentle"]
            assert any(words.lower() in x.lower() for x in texts + labels), (texts, labels)
            if value:  # AC-35, gentle: nothing on the screen says the Mafia is doubled
                assert not any(doubled in x.lower() for x in texts + labels), texts
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "gentle", "fill"), [("en", "“Gentle”, a house variant", "filled"),
                                                      ("fr", "«\u00a0Douce\u00a0», variante maison", "rempli")])
def test_the_variants_notes_say_what_they_are_about(lang: str, gentle: str, fill: str) -> None:
    """Playtest: the Mafia option's note read as the setting in force ("the Mafia's coins count once" beside
    "rules (coins count twice)"); the trading option's value said "to fill a Boss" and its note "instead of
    filling" (R-16: a trade may be proposed when a Boss must be filled, AC-24)."""
    from engine.al_cabohne.rules import GENTLE, TRADING
    from game.words import say

    try:
        set_language(lang)
        assert say(GENTLE.help, ()).startswith(gentle)
        on, note = say(TRADING.names[1], ()), say(TRADING.help, ())
        assert fill in note and ("boss fill" in on.lower() if lang == "en" else "remplissage" in on), (on, note)
    finally:
        set_language("en")
