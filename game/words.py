"""Engine ``Words`` made into the text on screen: translated, blanks filled with seat names, numbers, nested words.

This is the one place the client turns the engine's words into strings: the
English text is the key into the catalogue (``game.i18n``), and a plural is
chosen by the blank ``n``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Words, blanks, seat_named
from game import i18n, theme

Color = tuple[int, int, int]

TONES: dict[str, Color] = {
    "": theme.TEXT,
    "you": theme.TEXT,  # a recap's line about the viewer: told first, written as any notable line
    "dim": theme.TEXT_DIM,
    "score": theme.GOLD,
    "nil": theme.TEXT_DIM,  # a scoring line that scored nothing (a harvest for 0 coins)
    "good": theme.GOOD,
    "bad": (255, 120, 120),
    "turn": theme.ACCENT_2,
}


# names that read as a pronoun in a sentence ("Me draws 2 cards", "You deals"): shown in quotes
PRONOUNS = frozenset((
    "i", "me", "my", "mine", "you", "your", "he", "him", "his", "she", "her", "it", "we", "us", "our", "they",
    "them", "their", "myself", "yourself", "someone", "nobody", "everyone",
    "je", "moi", "tu", "toi", "vous", "il", "elle", "on", "nous", "ils", "elles", "eux", "lui",
))


def seat_name(name: str) -> str:
    """A seat's name as a sentence shows it: quoted when it would read as a pronoun."""
    return i18n.tr("“{name}”", name=name) if name.strip().casefold() in PRONOUNS else name


# sentences whose blank continues them with a move's name: its verb written in lower case ("Plant Fire, then harvest
# field 2"), in every language, here where the sentence is filled rather than by a ``{next:lc}`` in each catalogue
CONTINUED = {"{action}, then {next}": "next"}


def say(w: Words, names: Sequence[str]) -> str:
    """The sentence ``w`` with every blank filled; ``names`` are the seats' names."""
    values = blanks(w, lambda v: _said(v, names), lambda v: seat_named(names, v, seat_name))
    blank = CONTINUED.get(w.text, "")
    if isinstance(values.get(blank), Said):
        values[blank] = format(values[blank], "lc")
    if w.plural:
        n = values.get("n", 1)
        text = i18n.ngettext_(w.text, w.plural, n if isinstance(n, int) else 1)
        english = w.text if n == 1 else w.plural
    else:
        text = i18n.gettext_(w.text)
        english = w.text
    try:
        return i18n.fill(text, values)  # with the language's elisions ("la main d'Alice")
    except (KeyError, IndexError, ValueError):
        return english.format(**values)  # a broken translation must not break the screen


def tone(w: Words) -> Color:
    return TONES.get(w.tone, theme.TEXT)



def when(stamp: float, now: float | None = None) -> str:
    """A moment as a player reads it: "today 14:02", "yesterday 09:10", or "23 Nov 2026 14:02"."""
    import time

    now = time.time() if now is None else now
    try:
        t, today = time.localtime(stamp), time.localtime(now)
    except (OverflowError, ValueError, OSError):  # NaN, Infinity, 1e300: no clock shows it (stored.moment refuses them)
        return "—"
    clock = f"{t.tm_hour:02d}:{t.tm_min:02d}"
    days = (time.mktime(today[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(t[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return i18n.tr("today {clock}", clock=clock)
    if round(days) == 1:
        return i18n.tr("yesterday {clock}", clock=clock)
    month = i18n.tr(MONTHS[t.tm_mon - 1])
    return f"{t.tm_mday} {month} {t.tm_year} {clock}"


# each name written out, so the catalogue finds it
MONTHS = [i18n.N_("Jan"), i18n.N_("Feb"), i18n.N_("Mar"), i18n.N_("Apr"), i18n.N_("May"), i18n.N_("Jun"),
          i18n.N_("Jul"), i18n.N_("Aug"), i18n.N_("Sep"), i18n.N_("Oct"), i18n.N_("Nov"), i18n.N_("Dec")]


class Said(str):
    """Nested words as filled into a sentence. A translation may write the blank ``{other:lc}`` where the words
    continue a sentence: French writes a lower case after « : » (« — ou, tout aussi bon : mettre… », never
    « : Mettre… »), English opens each move's name with a capital verb. Only a first letter the words' own
    text wrote is lowered: one that a blank fills (a seat's or a card's name) stays as it is."""

    lowerable: bool = False

    def __format__(self, spec: str) -> str:
        if spec != "lc":
            return format(str(self), spec)
        return self[:1].lower() + self[1:] if self.lowerable else str(self)


def _said(w: Words, names: Sequence[str]) -> Said:
    out = Said(say(w, names))
    out.lowerable = lowerable(w)
    return out


def lowerable(w: Words) -> bool:
    """Whether the first letter of ``w`` is one its own text wrote: "PV", "{card}…" keep theirs. A move named with
    the step after it ("{action}, then {next}") opens as its first move does (playtest 24: « Meilleur coup :
    Récolter le champ 1, puis planter… » beside « Meilleur coup : récolter le champ 2 »)."""
    if w.text in CONTINUED:
        first = w.arg("action")
        return isinstance(first, Words) and lowerable(first)
    text = i18n.ngettext_(w.text, w.plural, 1) if w.plural else i18n.gettext_(w.text)
    return text[:1].isalpha() and text[1:2].islower()
