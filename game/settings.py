"""The player's preferences, persisted through ``storage``.

Every field is validated on load; anything unknown or malformed falls back to
its default, so a hand-edited or damaged file never stops the game. The
language defaults to the system's where it can be read.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

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


def _valid(raw: Any) -> bool:
    """Settings as this game writes them: a damaged file is set aside rather than overwritten."""
    if not isinstance(raw, dict):
        return False
    checks = {"speed": lambda v: v in SPEEDS, "language": lambda v: v in i18n.LANGUAGES,
              "sound": lambda v: type(v) is bool, "attract": lambda v: type(v) is bool,
              "fullscreen": lambda v: type(v) is bool}
    return all(check(raw[k]) for k, check in checks.items() if k in raw)  # unknown keys: a newer version's


def load() -> Settings:
    raw = storage.load(KEY, _valid)
    s = Settings()
    if raw is None:
        return s
    for name in ("speed", "sound", "attract", "fullscreen", "language"):
        if name in raw:
            setattr(s, name, raw[name])
    return s
