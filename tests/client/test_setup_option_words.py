"""Set-up options say what each value does (issue 18: "Off: First player builds the groups" read backwards).

A two-valued option's button used to read "Off: <the variant's name>", so a newcomer read the variant as what
would happen. The button now names the value in force, in the engine's words, beside the option's name:
Système Solaire's "Groups" is "Dealt from the deck" or "Built by the first player" (SS-8, SS-V1).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from game.i18n import set_language
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app

WORDS = {
    "en": ("Groups", "Dealt from the deck", "Built by the first player"),
    "fr": ("Groupes", "Tirés du paquet", "Formés par le premier joueur"),
}


def _setup(app: object, game: str) -> SetupScene:
    click_key(app, f"game:{game}")
    setup = app.top  # type: ignore[attr-defined]
    assert isinstance(setup, SetupScene)
    return setup


def _setup_in(lang: str, game: str) -> tuple[Any, SetupScene]:
    """A new app in ``lang``, at ``game``'s set-up screen (the caller puts English back)."""
    app = make_app("instant")
    set_language(lang)
    app.push(TitleScene(app))
    app.frame(DT)
    return app, _setup(app, game)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_systeme_solaire_groups_option_names_what_happens(lang: str, data_dir: str) -> None:
    """SS-8 / SS-V1: the option is called "Groups"; its button reads the value in force."""
    from game import record

    try:
        app, setup = _setup_in(lang, "systeme_solaire")
        name, standard, variant = WORDS[lang]

        def label() -> str:
            return next(b.label for b in setup.buttons.buttons if b.key == "option:variant")

        with record.capture() as items:
            app.draw()  # type: ignore[attr-defined]
        assert name in record.texts(items)
        assert label() == standard and setup.options["variant"] is False
        click_key(app, "option:variant")
        assert label() == variant and setup.options["variant"] is True
    finally:
        set_language("en")


def test_no_option_button_reads_off_or_on(data_dir: str) -> None:
    """Every game's two-valued options: each value is named for what it does, never "Off: …" / "On: …"."""
    app = make_app("instant")
    for game in GAMES:
        app.reset(TitleScene(app))
        app.frame(DT)
        if f"game:{game}" not in {k for _r, k in app.top.clickables()}:  # type: ignore[attr-defined]
            continue
        setup = _setup(app, game)
        while "players+" in {k for _r, k in setup.clickables()} and not all(
                o.offered(len(setup.seats)) for o in setup.game.options):
            click_key(app, "players+")
        for o in setup.game.options:
            if not o.offered(len(setup.seats)):
                continue
            seen = set()
            for _ in o.choices:
                label = next(b.label for b in setup.buttons.buttons if b.key == f"option:{o.key}")
                assert not label.startswith(("Off:", "On:")), (game, label)
                seen.add(label)
                click_key(app, f"option:{o.key}")
            assert len(seen) == len(o.choices), (game, o.key, seen)


NOTE = {"en": ("Variant off (on: the first player", "Variant on: the first player"),
        "fr": ("Variante désactivée (activée : le premier", "Variante activée\u00a0: le premier")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_variant_note_says_whether_the_variant_is_on(lang: str, data_dir: str) -> None:
    """Playtest 17: the grey note beside Groups read "Variant: the first player fills the groups" whether the
    variant was on or off, and with it off a newcomer read it as on (SS-V1 is off unless chosen)."""
    from game import record

    try:
        app, setup = _setup_in(lang, "systeme_solaire")
        off, on = NOTE[lang]

        def note() -> str:
            with record.capture() as items:
                app.draw()  # type: ignore[attr-defined]
            return " ".join(record.texts(items))

        assert setup.options["variant"] is False
        assert off in note() and on not in note(), note()
        click_key(app, "option:variant")
        assert setup.options["variant"] is True
        assert on in note() and off not in note(), note()
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_variant_note_says_what_its_button_does_not(lang: str, data_dir: str) -> None:
    """Playtest 32 (f07): the button "Formés par le premier joueur" over the note "Variante activée : le premier
    joueur remplit les groupes" said the same twice. With the variant on, the note says how the groups are made
    (SS-V1: the first player places each drawn card in a group, one by one)."""
    from game import i18n, record

    try:
        app, setup = _setup_in(lang, "systeme_solaire")
        click_key(app, "option:variant")
        with record.capture() as items:
            app.draw()  # type: ignore[attr-defined]
        drawn = " ".join(record.texts(items))
        assert WORDS[lang][2] in drawn, drawn  # the button: who fills the groups
        assert i18n.tr("Variant on: the first player places each drawn card") in drawn, drawn
        assert i18n.tr("Variant on: the first player fills the groups") not in drawn, drawn
    finally:
        set_language("en")
