"""The player's preferences, persisted through ``storage``.

Every field is validated on load; anything unknown or malformed falls back to
its default, so a hand-edited or damaged file never stops the game. The
language defaults to the system's where it can be read.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from game import i18n, storage, stored

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

    def save(self) -> bool:
        return storage.save(KEY, asdict(self))


READERS = {"speed": lambda v: stored.one_of(v, "the speed", SPEEDS),
           "language": lambda v: stored.one_of(v, "the language", i18n.LANGUAGES),
           "sound": lambda v: stored.flag(v, "sound"), "attract": lambda v: stored.flag(v, "attract"),
           "fullscreen": lambda v: stored.flag(v, "fullscreen")}


def _read(raw: Any) -> dict[str, Any]:
    """Settings as this game writes them: a damaged file is set aside rather than overwritten."""
    d = stored.mapping(raw, "the settings")
    return {k: read(d[k]) for k, read in READERS.items() if k in d}  # unknown keys: a newer version's


def load() -> Settings:
    s = Settings()
    for name, value in (storage.read(KEY, _read) or {}).items():
        setattr(s, name, value)
    return s
