"""The items of a game's rules pages (``Client.help``), as the rules scene reads them.

A page is a heading and its items: a paragraph (a msgid), a paragraph whose
blanks the engine's own numbers fill (``say``), a row of card pictures
(``("cards", ids)``) or a board drawn into a band (``("drawing", draw, height)``).
"""

from __future__ import annotations

from typing import Any

Said = tuple[str, str, dict[str, Any]]


def say(msgid: str, **args: Any) -> Said:
    """A paragraph whose blanks ``args`` fill: numbers taken from the engine, so the page cannot drift from the
    rules the engine plays."""
    return ("say", msgid, args)
