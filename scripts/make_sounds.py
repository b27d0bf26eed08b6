"""Synthesise the game's sound effects into assets/sounds/*.ogg.

    pip install numpy soundfile && python scripts/make_sounds.py

Every sound is made here from sine waves and filtered noise, so the files are
ours to ship (see assets/README.md). Re-running gives the same files.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import soundfile as sf

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
rng = np.random.default_rng(7)


def t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def env(n: int, attack: float = 0.005, decay: float = 8.0) -> np.ndarray:
    x = np.arange(n) / RATE
    a = np.clip(x / attack, 0, 1)
    return a * np.exp(-decay * x)


def noise(seconds: float, smooth: int) -> np.ndarray:
    raw = rng.standard_normal(int(RATE * seconds))
    kernel = np.ones(smooth) / smooth
    return np.convolve(raw, kernel, mode="same")


def tone(freq: float, seconds: float, decay: float = 6.0) -> np.ndarray:
    x = t(seconds)
    return np.sin(2 * np.pi * freq * x) * env(len(x), decay=decay)


def card() -> np.ndarray:  # a card sliding onto felt
    n = noise(0.12, 6)
    return n * env(len(n), attack=0.01, decay=30) * 0.8


def flip() -> np.ndarray:  # a crisp flick
    n = noise(0.07, 2)
    return n * env(len(n), attack=0.002, decay=60) + 0.3 * tone(1400, 0.07, 50)


def coin() -> np.ndarray:  # two bright partials, like a small coin
    return 0.5 * tone(1975, 0.35, 9) + 0.35 * tone(2637, 0.35, 12) + 0.15 * tone(3951, 0.35, 20)


def chime() -> np.ndarray:  # a rising arpeggio for a trophy or a sale
    parts = [np.concatenate([np.zeros(int(RATE * 0.07 * i)), tone(f, 0.5, 5)]) for i, f in enumerate((523, 659, 784, 1047))]
    out = np.zeros(max(len(p) for p in parts))
    for p in parts:
        out[: len(p)] += p * 0.3
    return out


def shuffle() -> np.ndarray:  # a riffle: many tiny card ticks
    out = np.zeros(int(RATE * 0.6))
    for i in range(28):
        start = int(RATE * (0.02 * i + 0.004 * rng.random()))
        tick = card()[: int(RATE * 0.03)] * 0.6
        out[start : start + len(tick)] += tick[: len(out) - start]
    return out


def click() -> np.ndarray:
    return tone(880, 0.05, 80) * 0.6


def win() -> np.ndarray:  # a short fanfare
    notes = (523, 659, 784, 1047, 784, 1047)
    out = np.concatenate([tone(f, 0.16, 4) for f in notes])
    return out * 0.4


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for make in (card, flip, coin, chime, shuffle, click, win):
        wave = make()
        wave = 0.8 * wave / max(1e-9, float(np.max(np.abs(wave))))
        sf.write(OUT / f"{make.__name__}.ogg", wave.astype(np.float32), RATE, format="OGG", subtype="VORBIS")
        print(f"{make.__name__}.ogg")


if __name__ == "__main__":
    main()
