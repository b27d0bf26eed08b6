"""The player's preferences, persisted through ``storage``.

Every field is validated on load; anything unknown or malformed falls back to
its default, so a hand-edited or damaged file never stops the game. The
language defaults to the system's where it can be read.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from game import i18n, storage

SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}
SPEED_ORDER = ["slow", "normal", "fast", "instant"]
KEY = "settings"


@dataclass
class Settings:
    speed: str = "normal"
    sound: bool = True
    attract: bool = True  # computers playing dimly behind the title screen
    language: str = field(default_factory=i18n.system_language)
    fullscreen: bool = False

    @property
    def speed_factor(self) -> float:
        """Multiplier for every animation duration (0 = instant)."""
        return SPEEDS[self.speed]

    def next_speed(self) -> str:
        return SPEED_ORDER[(SPEED_ORDER.index(self.speed) + 1) % len(SPEED_ORDER)]

    def save(self) -> bool:
        return storage.save(KEY, asdict(self))


def load() -> Settings:
    raw = storage.load(KEY)
    s = Settings()
    if not isinstance(raw, dict):
        return s
    if raw.get("speed") in SPEEDS:
        s.speed = raw["speed"]
    for name in ("sound", "attract", "fullscreen"):
        if isinstance(raw.get(name), bool):
            setattr(s, name, raw[name])
    if raw.get("language") in i18n.LANGUAGES:
        s.language = raw["language"]
    return s
