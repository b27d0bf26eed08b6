"""Name entry without a physical keyboard (a phone): names are picked with clicks alone, and names typed
before on this device come back in the list."""

from __future__ import annotations

import pygame

from game.scenes.curtain import CurtainScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import HUMAN_NAMES
from tests.client.driver import DT, click_key, make_app


def _setup(app) -> SetupScene:
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "game:al_cabohne")
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def _label(setup: SetupScene, key: str) -> str:
    (button,) = [b for b in setup.buttons.buttons if b.key == key]
    return button.label


def test_two_people_name_themselves_with_clicks_only(data_dir: str) -> None:
    app = make_app("instant")
    setup = _setup(app)
    while len(setup.seats) < 2:
        click_key(app, "players+")
    if not setup.seats[1].human:
        click_key(app, "kind:1")
    seen = {_label(setup, "name:0")}
    for _ in range(3):
        click_key(app, "rename:0")
        app.frame(DT)
        seen.add(_label(setup, "name:0"))  # what the button shows is the name the seat gets
        assert _label(setup, "name:0") == setup.seats[0].name
    assert len(seen) == 4, "each click offers another name"
    assert setup.seats[0].name != setup.seats[1].name, "two people never get the same name"
    chosen = [s.name for s in setup.seats[:2]]
    click_key(app, "start")
    for _ in range(100):  # the screen is handed to the first person: a tap when ready
        if not isinstance(app.top, CurtainScene):
            break
        click_key(app, "ready")
        app.frame(DT)
    table = app.top
    assert [s.name for s in table.seats[:2]] == chosen
    # no KEYDOWN or TEXTINPUT was needed at any point
    assert not pygame.event.peek((pygame.KEYDOWN, pygame.TEXTINPUT))


def test_a_name_typed_once_is_offered_again_by_the_list(data_dir: str) -> None:
    app = make_app("instant")
    setup = _setup(app)
    click_key(app, "name:0")  # on a computer with a keyboard, once
    for _ in range(20):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoé"))
    app.frame(DT)
    if setup.seats[0].name != "Zoé":  # the scene may read KEYDOWN's unicode instead of TEXTINPUT
        for ch in "Zoé":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, unicode=ch, mod=0))
        app.frame(DT)
    assert setup.seats[0].name == "Zoé"
    click_key(app, "start")

    # later, on the same device, without a keyboard: Zoé is in the list the ↻ button walks
    app = make_app("instant")
    setup = _setup(app)
    names = []
    for _ in range(len(HUMAN_NAMES) + 1):
        click_key(app, "rename:0")
        names.append(_label(setup, "name:0"))
    assert "Zoé" in names
    assert set(HUMAN_NAMES) - {s.name for s in setup.seats} <= set(names), "the presets are all offered too"
