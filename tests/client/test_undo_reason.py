"""A greyed Undo says why in plain words, on a click and on hover (issue 18).

In hot-seat Système Solaire (Alice, a computer, Bruno), once the computer had answered Alice's bid the Undo
button was greyed while her move waited to be passed on, and the only reason given was "Nothing to undo yet this
turn." — which read as a broken button. The reason now names the computer's move as the news Undo stops at,
and a click on the greyed button (or the pointer resting on it) shows it whole, in English and French.
"""

from __future__ import annotations

import random

import pytest

from game import record
from game.i18n import set_language
from game.kit.choices import Pick
from game.kit.table import Table
from game.scenes.curtain import CurtainScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

REASON = {
    "en": "Undo stops at Orbit's move: a computer's answer is new information.",
    "fr": "Défaire s'arrête au coup d'Orbit : la réponse d'un ordinateur est une information nouvelle.",
}


def _lift(app: object) -> None:
    for _ in range(12):
        app.frame(DT)  # type: ignore[attr-defined]
    click(app, (640, 360))  # type: ignore[arg-type]


def _until_the_computer_answered(app: object, table: Table) -> None:
    """Random moves until a human's move waits to be passed on after the computer has answered it."""
    rng = random.Random(2)
    for _ in range(20_000):
        if isinstance(app.top, CurtainScene):  # type: ignore[attr-defined]
            _lift(app)
        elif table.awaiting_pass:
            if not table.mod.can_undo and "Orbit" in table.say(table.mod.why_no_undo()):
                return
            for _ in range(30):
                app.frame(DT)  # type: ignore[attr-defined]
            click(app, table.pass_button().rect.center)  # type: ignore[arg-type]
        elif table.input_open:
            moves = [(r, k) for r, k in game_clickables(table) if not (isinstance(k, Pick) and k.kind == "view")]
            click(app, rng.choice(moves)[0].center)  # type: ignore[arg-type]
        else:
            app.frame(DT)  # type: ignore[attr-defined]
    raise AssertionError("the computer never answered a human's move before a hand-over")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_the_greyed_undo_shows_why(lang: str) -> None:
    try:
        app = make_app("instant")
        set_language(lang)  # after the app, which sets the language of its settings
        seats = [Seat("Alice", True), Seat("Orbit", False, "easy"), Seat("Bruno", True)]
        table = open_table(app, "systeme_solaire", seats, seed=7)
        app.push(table)
        _until_the_computer_answered(app, table)
        undo = table.menu.get("ui:undo")
        assert undo is not None and not undo.enabled

        moves = len(table.mod.recipe.actions)
        click(app, undo.rect.center)
        assert len(table.mod.recipe.actions) == moves, "nothing was taken back"
        with record.capture() as items:
            app.draw()  # type: ignore[attr-defined]
        assert REASON[lang] in record.texts(items), "the click on the greyed Undo says why, whole, on screen"

        for _ in range(400):  # the notice goes; the pointer resting on the button shows the reason too
            app.frame(DT)
        table.mouse = undo.rect.center
        with record.capture() as items:
            app.draw()  # type: ignore[attr-defined]
        assert REASON[lang] in " ".join(record.texts(items)), "the tip over the greyed Undo says why, whole"
    finally:
        set_language("en")
