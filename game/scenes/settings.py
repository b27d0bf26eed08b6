"""Settings: animation speed, sound, the computers playing behind the title. Saved at each change."""

from __future__ import annotations

import pygame

from game import theme, ui
from game.scene import MenuScene
from game.settings import SPEED_ORDER


class SettingsScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._build()

    @property
    def s(self):
        return self.app.settings

    def set_speed(self, speed: str) -> None:
        self.s.speed = speed
        self._changed()

    def toggle(self, field: str) -> None:
        setattr(self.s, field, not getattr(self.s, field))
        self._changed()

    def _changed(self) -> None:
        self.s.save()
        self._build()

    def _build(self) -> None:
        b = ui.ButtonRow()
        x = 420
        for sp in SPEED_ORDER:
            b.add(ui.Button(pygame.Rect(x, 200, 140, 52), sp.capitalize(), lambda sp=sp: self.set_speed(sp),
                            key=f"speed:{sp}", primary=self.s.speed == sp))
            x += 152
        b.add(ui.Button(pygame.Rect(420, 310, 200, 52), "On" if self.s.sound else "Off",
                        lambda: self.toggle("sound"), key="sound", primary=self.s.sound))
        b.add(ui.Button(pygame.Rect(420, 420, 200, 52), "On" if self.s.attract else "Off",
                        lambda: self.toggle("attract"), key="attract", primary=self.s.attract))
        b.add(ui.Button(pygame.Rect(565, 600, 150, 56), "Back", self.app.router.back, key="back"))
        self.buttons = b

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, "Settings", 44, (640, 80), theme.GOLD, bold=True, anchor="center")
        for y, label, note in (
            (226, "Animation speed", "Instant skips every animation."),
            (336, "Sound", "Plays only where an audio device exists."),
            (446, "Title background", "Computers play a game behind the title."),
        ):
            theme.blit_text(surface, label, 24, (390, y), theme.TEXT, bold=True, anchor="midright")
            theme.blit_text(surface, note, 16, (420, y + 38), theme.TEXT_FAINT)
        self.buttons.draw(surface)
