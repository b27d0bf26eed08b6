"""The base every screen derives from.

A scene receives events (``handle``), advances (``update``) and paints itself
(``draw``). Only the top scene of the app's stack is updated; an ``opaque``
scene hides everything below it, a non-opaque one (a dialog) is drawn over the
scene beneath it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called each time the scene becomes the top of the stack."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (mouse positions are already in the 1280×720 logical space)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def spare(self, until: float, clock: Callable[[], float]) -> None:
        """The frame is drawn and shown, and ``clock`` has not yet reached ``until``, the end of the frame's sixtieth
        of a second: work that may wait (a search thought out ahead) can use that time instead of the loop sleeping."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene (or, if not opaque, what it adds on top)."""


class MenuScene(Scene):
    """A screen of buttons: a click reaches at most one, Escape goes back (``back``)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.ui import ButtonRow

        self.buttons = ButtonRow()

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return self.buttons.clickables()

    def back(self) -> None:
        self.app.router.back()

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.handle_more(event)

    def handle_more(self, event: pygame.event.Event) -> None:
        """Input the buttons did not take (the mouse wheel, keys, typing)."""


def is_click(event: pygame.event.Event) -> bool:
    """A left-button press: what every scene treats as "click"."""
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
