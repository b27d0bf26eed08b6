"""The languages of the screen: gettext catalogues in English and French, and the functions that use them.

Every player-facing string goes through here: ``tr("Draw pile {n}", n=5)``
for a client sentence with blanks, ``trn(one, many, n)`` for a plural,
``N_("…")`` to mark a string that is translated later (a rules page), and
``game.words.say`` for the engine's ``Words``. Sentences are whole templates
with named blanks, never fragments glued together, so a translation can put
the words in its own order.

The catalogues are ``game/locale/<lang>/LC_MESSAGES/beaniverse.po`` (edited by
translators) compiled to ``.mo`` beside them by ``scripts/catalogue.py``; the
standard library's ``gettext`` reads the ``.mo``, in the browser too (they ship
in the package). A string missing from a catalogue shows in English.

The browser package's catalogues are keyed by a short digest of the English
text instead of the text itself (``catalogue_key``; the header says
``X-Keys: digest``), which makes the download smaller; ``Catalogue`` reads
both forms.
"""

from __future__ import annotations

import base64
import gettext
import hashlib
import os
import re
import sys
from typing import Any

DOMAIN = "beaniverse"
LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}  # each shown in its own language
DEFAULT = "en"

DIGEST_HEADER = "X-Keys: digest"


def catalogue_key(msgid: str) -> str:
    """The short key a digest-keyed catalogue stores for ``msgid`` (a plural's is ``one + "\\0" + many``)."""
    # 30 bits, five base-64 characters: each new text shares a key with one of 1,700 others with a chance of
    # about one in 600,000, and the build checks every text of the catalogue (those left out as English too)
    # and stops if two share one. Seven characters (40 bits) cost 2 kB more to download.
    digest = hashlib.blake2b(msgid.encode("utf-8"), digest_size=4).digest()
    return base64.b64encode(digest).decode("ascii")[:5]


class Catalogue(gettext.GNUTranslations):
    """A ``.mo`` catalogue keyed by the English text (as compiled) or by its digest (as the browser gets it)."""

    def _digest_keys(self) -> bool:
        return self._info.get("x-keys") == "digest"

    def gettext(self, message: str) -> str:
        if not self._digest_keys():
            return super().gettext(message)
        return self._catalog.get(catalogue_key(message), message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if not self._digest_keys():
            return super().ngettext(msgid1, msgid2, n)
        found = self._catalog.get((catalogue_key(msgid1 + "\0" + msgid2), self.plural(n)))
        if found is not None:
            return found
        return msgid1 if n == 1 else msgid2


_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT


def N_(text: str) -> str:
    """Mark ``text`` for the catalogue without translating it now (it is translated where it is shown)."""
    return text


def language() -> str:
    return _language


def set_language(lang: str) -> str:
    """Switch the screen's language; an unknown one falls back to English. Returns the language in use."""
    global _catalogue, _language
    if lang not in LANGUAGES:
        lang = DEFAULT
    _catalogue = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True, class_=Catalogue)
    _language = lang
    return lang


def gettext_(text: str) -> str:
    return _catalogue.gettext(text) if text else text


def ngettext_(one: str, many: str, n: int) -> str:
    return _catalogue.ngettext(one, many, n)


# French elides "de" before a vowel sound: "la main d'Alice", never "de Alice". A translation writes "de {who}"
# once; the blank's value (a seat's name, a card's) decides when the sentence is filled. An "h" is left alone: a
# name cannot tell a silent one from an aspirated one.
ELISIONS = {"fr": re.compile(r"\b([Dd])e \{(\w+)\}")}
VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæ")


def fill(text: str, values: dict[str, Any]) -> str:
    """``text.format(**values)`` in the language on screen: "de {who}" with a name that starts with a vowel
    becomes "d'{who}" where the language elides (French)."""
    rule = ELISIONS.get(_language)
    if rule is not None and "{" in text:
        def elide(m: re.Match[str]) -> str:
            value = str(values.get(m[2], ""))
            return f"{m[1]}'{{{m[2]}}}" if value[:1].lower() in VOWELS else m[0]

        text = rule.sub(elide, text)
    return text.format(**values)


def tr(text: str, **args: Any) -> str:
    """A client sentence, translated, its blanks filled: ``tr("Draw pile {n}", n=5)``."""
    out = gettext_(text)
    if not args:
        return out
    try:
        return fill(out, args)
    except (KeyError, IndexError, ValueError):
        return text.format(**args)  # a broken translation must not break the screen


def trn(one: str, many: str, n: int, **args: Any) -> str:
    """A plural sentence: the form for ``n`` (which also fills the blank ``{n}``)."""
    out = ngettext_(one, many, n)
    try:
        return fill(out, {"n": n, **args})
    except (KeyError, IndexError, ValueError):
        return (one if n == 1 else many).format(n=n, **args)


def system_language() -> str:
    """The system's language where it can be read (a browser's ``navigator.language``), else English."""
    codes: list[str] = []
    if sys.platform == "emscripten":
        try:
            import platform

            codes.append(str(platform.window.navigator.language))  # type: ignore[attr-defined]
        except Exception:  # no browser bridge: fall through to English
            pass
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            codes += value.split(":")
    for code in codes:
        lang = code.replace("-", "_").split("_")[0].split(".")[0].lower()
        if lang in LANGUAGES:
            return lang
    return DEFAULT
