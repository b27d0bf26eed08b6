"""What the game tells the browser page it runs in (pygbag); nothing anywhere else.

The page (``web/beaniverse.tmpl``) shows a loading layer until the game's
first frame and an error panel with a Retry button when something fails. Its
loader is ``window.BV`` in JavaScript; these functions are the game's side of
that conversation. Off the browser (``sys.platform != "emscripten"``) each one
does nothing, and in the browser none of them ever raises: a page without the
loader (another template) must not stop the game.

Where the client calls them:

- ``first_frame()`` right after the app loop's first ``pygame.display.flip()``
  (``App.frame`` when ``self.frames`` is still 0); calling it again is harmless.
- ``show_exception(exc)`` in the top-level ``except Exception`` around the app
  loop (``game.app.main`` or ``main.py``'s ``main``), before re-raising; or
  ``show_error(text)`` with a text of its own.
"""

from __future__ import annotations

import contextlib
import sys
import traceback
from typing import Any

_first_frame_sent = False


def on_web() -> bool:
    """True inside the browser build."""
    return sys.platform == "emscripten"


def _loader() -> Any:
    """The page's ``window.BV`` object, or None when there is none."""
    if not on_web():
        return None
    try:
        import platform  # pygbag's own ``platform`` module carries ``window``

        return getattr(platform.window, "BV", None)
    except Exception:  # no page, no loader: the game goes on without one
        return None


def first_frame() -> None:
    """The game has drawn its first frame: the page hides its loading layer."""
    global _first_frame_sent
    if _first_frame_sent:
        return
    bv = _loader()
    if bv is None:
        return
    try:
        bv.ready()
        _first_frame_sent = True
    except Exception:
        pass


def show_error(text: str) -> None:
    """Cover the game with the page's error panel (with Retry); ``text`` goes in its details."""
    bv = _loader()
    if bv is None:
        return
    with contextlib.suppress(Exception):  # the game goes on without the panel
        bv.fail("game", str(text)[-4000:])


def show_exception(exc: BaseException) -> None:
    """``show_error`` with the exception's traceback."""
    if not on_web():
        return
    show_error("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
