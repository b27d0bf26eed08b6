"""Engine ``Words`` made into the text on screen: blanks filled with seat names, numbers, nested words.

This is the one place the client turns words into strings, so a translation
catalogue plugs in here (``translate`` looks a text up by its English form).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Player, Words, words
from game import theme

Color = tuple[int, int, int]

# the translation of an English text; identity until a catalogue is loaded
translate: Callable[[str], str] = lambda text: text  # noqa: E731

TONES: dict[str, Color] = {
    "": theme.TEXT,
    "dim": theme.TEXT_DIM,
    "score": theme.GOLD,
    "good": theme.GOOD,
    "bad": (255, 120, 120),
    "turn": theme.ACCENT_2,
}


def say(w: Words, names: Sequence[str]) -> str:
    """The sentence ``w`` with every blank filled; ``names`` are the seats' names."""
    values: dict[str, Any] = {}
    for k, v in w.args:
        if isinstance(v, Words):
            v = say(v, names)
        elif isinstance(v, Player):
            v = names[v.seat] if 0 <= v.seat < len(names) else "?"
        values[k] = v
    text = w.plural if w.plural and values.get("n") != 1 else w.text
    try:
        return translate(text).format(**values)
    except (KeyError, IndexError, ValueError):
        return text.format(**values)  # a broken translation must not break the screen


def tone(w: Words) -> Color:
    return TONES.get(w.tone, theme.TEXT)


def line(text: str, **args: Any) -> str:
    """A client-side sentence (not from the engine): English with blanks, translated like the rest."""
    return say(words(text, **args), ())
