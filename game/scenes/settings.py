"""Settings: animation speed, sound, the computers behind the title, language, full screen. Saved at each change."""

from __future__ import annotations

import pygame

from game import i18n, theme, ui, web
from game.i18n import N_, tr
from game.scene import MenuScene
from game.settings import SPEED_ORDER

SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
ROW_Y0, ROW_H = 150, 88


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
        if field == "fullscreen":
            self.app.apply_fullscreen()
        self._changed()

    def set_language(self, lang: str) -> None:
        self.s.language = i18n.set_language(lang)
        self._changed()

    def _changed(self) -> None:
        self.saved = self.s.save()
        self._build()

    def rows(self) -> list[tuple[str, str]]:
        """(label, note) per row, top to bottom."""
        out = [
            (N_("Animation speed"), N_("Instant skips every animation.")),
            (N_("Sound"), N_("Plays only where an audio device exists.")),
            (N_("Title background"), N_("Computers play a game behind the title.")),
            (N_("Language"), N_("Every screen, the rules and the log.")),
        ]
        if not web.on_web():  # the browser page has its own full-screen control
            out.append((N_("Full screen"), N_("Also F11 or Alt+Enter, anywhere.")))
        return out

    def _switch(self, y: int, on: bool, field: str) -> ui.Button:
        return ui.Button(pygame.Rect(420, y, 200, 52), tr("On") if on else tr("Off"), lambda: self.toggle(field),
                         key=field, primary=on)

    def _build(self) -> None:
        b = ui.ButtonRow()
        y = ROW_Y0
        x = 420
        for sp in SPEED_ORDER:
            b.add(ui.Button(pygame.Rect(x, y, 164, 52), tr(SPEED_NAMES[sp]), lambda sp=sp: self.set_speed(sp),
                            key=f"speed:{sp}", primary=self.s.speed == sp))
            x += 176
        y += ROW_H
        b.add(self._switch(y, self.s.sound, "sound"))
        y += ROW_H
        b.add(self._switch(y, self.s.attract, "attract"))
        y += ROW_H
        x = 420
        for lang, name in i18n.LANGUAGES.items():
            b.add(ui.Button(pygame.Rect(x, y, 200, 52), name, lambda lang=lang: self.set_language(lang),
                            key=f"language:{lang}", primary=self.s.language == lang))
            x += 212
        if not web.on_web():
            y += ROW_H
            b.add(self._switch(y, self.s.fullscreen, "fullscreen"))
        b.add(ui.Button(pygame.Rect(565, 626, 150, 56), tr("Back"), self.app.router.back, key="back"))
        self.buttons = b

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Settings"), 44, (640, 70), theme.GOLD, bold=True, anchor="center")
        for k, (label, note) in enumerate(self.rows()):
            y = ROW_Y0 + k * ROW_H + 26
            theme.blit_text(surface, tr(label), 24, (390, y), theme.TEXT, bold=True, anchor="midright")
            theme.blit_text(surface, tr(note), 16, (420, y + 36), theme.TEXT_FAINT)
        if getattr(self, "saved", True) is False:
            theme.blit_text(surface, tr("Your settings could not be saved: they last until you close the game."),
                            18, (640, 600), theme.BAD, anchor="center")
        self.buttons.draw(surface)
