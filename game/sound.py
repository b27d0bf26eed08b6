"""Optional sound effects (.ogg only, for the browser build).

The mixer is started in a try/except: a machine without an audio device (CI,
a server, a muted browser tab) simply plays silently. Missing files are fine.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

import pygame

from game import theme

SOUND_DIR = os.path.join(theme.ROOT, "assets", "sounds")


class Sound:
    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.ok = False
        self.cache: dict[str, pygame.mixer.Sound | None] = {}
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return  # nothing to hear; skip the device probe entirely
        try:
            pygame.mixer.init()
            self.ok = True
        except Exception:
            self.ok = False

    def play(self, name: str) -> None:
        if not self.ok or not self.settings.sound:
            return
        snd = self.cache.get(name, False)
        if snd is False:
            snd = None
            path = os.path.join(SOUND_DIR, f"{name}.ogg")
            if os.path.exists(path):
                try:
                    snd = pygame.mixer.Sound(path)
                    snd.set_volume(0.5)
                except Exception:
                    snd = None
            self.cache[name] = snd
        if snd is not None:
            with contextlib.suppress(Exception):  # a lost device must not stop the game
                snd.play()
