"""A tiny persisted key → JSON store.

Desktop: one ``<key>.json`` file in the user's data folder
(``$BEANIVERSE_DATA``, else ``$XDG_DATA_HOME/beaniverse``, else
``~/.local/share/beaniverse``). Browser (pygbag, ``sys.platform == "emscripten"``):
``window.localStorage`` under ``beaniverse.<key>``.

Reading never raises: a missing, unreadable or corrupt entry reads as ``None``.
Writing never raises either; it reports success, because a read-only home folder
must not stop anyone from playing.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

WEB = sys.platform == "emscripten"


def data_dir() -> str:
    env = os.environ.get("BEANIVERSE_DATA")
    if env:
        return env
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "beaniverse")


def _path(key: str) -> str:
    return os.path.join(data_dir(), f"{key}.json")


def _local_storage() -> Any:
    import platform  # pygbag's browser bridge shadows the stdlib module there

    return platform.window.localStorage  # type: ignore[attr-defined]


def load(key: str) -> Any:
    """The stored JSON value, or ``None`` when absent or unreadable."""
    try:
        if WEB:
            raw = _local_storage().getItem(f"beaniverse.{key}")
            if raw is None:
                return None
            return json.loads(str(raw))
        with open(_path(key), encoding="utf-8") as f:
            return json.load(f)
    except Exception:  # any damage at all means "use defaults"
        return None


def save(key: str, value: Any) -> bool:
    """Store a JSON-able value; ``False`` if it could not be written."""
    try:
        raw = json.dumps(value, indent=1, sort_keys=True)
        if WEB:
            _local_storage().setItem(f"beaniverse.{key}", raw)
            return True
        os.makedirs(data_dir(), exist_ok=True)
        path = _path(key)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(raw)
        os.replace(tmp, path)  # a crash mid-write never leaves half a file behind
        return True
    except Exception:
        return False
