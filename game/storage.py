"""A small persisted key → JSON store that never loses what it cannot read.

Desktop: one ``<key>.json`` file in the user's data folder (``$BEANIVERSE_DATA``,
else ``$XDG_DATA_HOME/beaniverse``, else ``~/.local/share/beaniverse``).
Browser (pygbag, ``sys.platform == "emscripten"``): ``window.localStorage``
under ``beaniverse.<key>``.

- ``read(key, reader)`` returns what ``reader`` makes of the stored JSON (each kind
  checks its fields with ``game.stored``), or ``None`` when there is none; an
  entry whose reader raises anything is set aside like a damaged one.
- ``load(key, valid)`` returns the value, or ``None`` when there is none. An
  entry that cannot be read — not a regular file, too big, not JSON, or
  refused by ``valid`` — is moved aside as ``<key>.bad-<timestamp>`` (never
  overwritten) and reported once through ``take_problems()``, which the title
  screen shows.
- ``save(key, value)`` writes atomically: a temporary file unique to this
  process, flushed and synced, then renamed over the old one, so a crash or a
  second copy of the game running at the same time leaves either the old file
  or the new one. It returns ``False`` when the value could not be stored and
  keeps the reason in ``last_error``; the screen reports it.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

WEB = sys.platform == "emscripten"
MAX_BYTES = 4 * 1024 * 1024  # no entry of ours comes near: anything bigger is not ours

T = TypeVar("T")

_problems: list[Problem] = []
_unusable: set[str] = set()  # data folders already said to be unusable
last_error = ""


def data_dir() -> str:
    env = os.environ.get("BEANIVERSE_DATA")
    if env:
        return env
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "beaniverse")


def where() -> str:
    """Where the entries are, as a player would look for them."""
    return "localStorage" if WEB else data_dir()


def _path(key: str) -> str:
    return os.path.join(data_dir(), f"{key}.json")


def _local_storage() -> Any:
    import platform  # pygbag's browser bridge shadows the stdlib module there

    return platform.window.localStorage  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Problem:
    """An entry set aside: its file name, the name it is kept under (both "" when the data folder itself
    cannot be used), and why (``None``: it was damaged)."""

    name: str
    kept_as: str
    why: Any = None  # engine ``Words`` saying why a readable entry was refused


def take_problems() -> list[Problem]:
    """What was set aside since the last call, for the title screen to say once."""
    out = list(_problems)
    _problems.clear()
    return out


def _folder_unusable() -> None:
    """Say once that the data folder cannot hold entries (its name, or a folder above it, is a file)."""
    from engine.core import words

    folder = data_dir()
    if folder in _unusable:
        return
    _unusable.add(folder)
    _problems.append(Problem("", "", words("The data folder {folder} is a file, not a folder: nothing can be "
                                           "read or kept there.", folder=folder)))


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + f"-{secrets.token_hex(2)}"


def set_aside(key: str, tag: str = "bad", why: Any = None, raw: str | None = None) -> None:
    """Keep an entry we cannot use under another name (``<key>.<tag>-<time>``), so nothing is lost
    and the next save does not overwrite it; reported through ``take_problems``."""
    aside = f"{key}.{tag}-{_stamp()}"
    kept = f"{aside}.json"
    try:
        if WEB:
            ls = _local_storage()
            if raw is None:
                raw = ls.getItem(f"beaniverse.{key}")
            ls.setItem(f"beaniverse.{aside}", str(raw) if raw is not None else "")
            ls.removeItem(f"beaniverse.{key}")
        else:
            os.replace(_path(key), os.path.join(data_dir(), aside + ".json"))
    except Exception:  # cannot even move it: it stays where it is, and is not read again this run
        kept = f"{key}.json"
    _problems.append(Problem(f"{key}.json", kept, why))


def _read_raw(key: str) -> tuple[str | None, bool]:
    """(the entry's text or None when absent, whether it is readable at all)."""
    if WEB:
        raw = _local_storage().getItem(f"beaniverse.{key}")
        if raw is None:
            return None, True
        text = str(raw)
        return text, len(text) <= MAX_BYTES
    path = _path(key)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None, True
    except NotADirectoryError:  # the data folder's name is taken by a file: nothing is stored, and no entry is damaged
        _folder_unusable()
        return None, True
    except OSError:
        return None, False
    # only a regular file of a sane size is opened: a FIFO would hang, a huge file would stall
    if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
        return None, False
    with open(path, "rb") as f:
        data = f.read(MAX_BYTES + 1)
    return data.decode("utf-8"), len(data) <= MAX_BYTES


def load(key: str, valid: Callable[[Any], bool] | None = None) -> Any:
    """The stored JSON value; ``None`` when absent. A damaged entry is set aside and reported."""
    def check(value: Any) -> Any:
        if valid is not None and not valid(value):
            raise ValueError("not what was saved")
        return value

    return read(key, check)


def read(key: str, reader: Callable[[Any], T]) -> T | None:
    """The stored value as ``reader`` makes it from the JSON (``game.stored`` checks each field);
    ``None`` when absent. An entry that cannot be read, or whose reader raises anything at all, is
    set aside and reported: nothing past the reader meets a value the game did not write."""
    raw: str | None = None
    try:
        raw, readable = _read_raw(key)
        if raw is None and readable:
            return None
        if not readable:
            set_aside(key)
            return None
        return reader(json.loads(raw))  # type: ignore[arg-type]
    except Exception:  # unreadable, not JSON, too deep, or not what we write: keep it aside, start afresh
        set_aside(key, raw=raw)
        return None


def save(key: str, value: Any) -> bool:
    """Store a JSON-able value; ``False`` (and ``last_error``) if it could not be written."""
    global last_error
    try:
        raw = json.dumps(value, separators=(",", ":"), sort_keys=True)
        if WEB:
            _local_storage().setItem(f"beaniverse.{key}", raw)
            return True
        folder = data_dir()
        os.makedirs(folder, exist_ok=True)
        path = _path(key)
        tmp = f"{path}.{os.getpid()}-{secrets.token_hex(4)}.tmp"
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(raw)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)  # atomic: the old file or the new one, never half of either
        finally:
            if os.path.exists(tmp):
                os.remove(tmp)
        _sync_folder(folder)
        return True
    except Exception as exc:
        last_error = f"{type(exc).__name__}: {exc}"[:200]
        return False


def write_text(name: str, text: str) -> str:
    """A plain text file in the data folder (a crash report); where it went, or "" if nowhere."""
    try:
        if WEB:
            _local_storage().setItem(f"beaniverse.{name}", text)
            return f"localStorage: beaniverse.{name}"
        folder = data_dir()
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path
    except Exception:  # a report that cannot be written must not cause a second failure
        return ""


def keys(prefix: str) -> list[str]:
    """The stored keys starting with ``prefix`` (not the entries set aside), sorted."""
    try:
        if WEB:
            ls = _local_storage()
            names = [str(ls.key(i)) for i in range(int(ls.length))]
            found = [n[len("beaniverse."):] for n in names if n.startswith(f"beaniverse.{prefix}")]
        else:
            found = [n[: -len(".json")] for n in os.listdir(data_dir()) if n.startswith(prefix) and n.endswith(".json")]
    except Exception:  # no folder yet, or it cannot be listed: nothing stored
        return []
    return sorted(k for k in found if "." not in k)


def read_path(path: str) -> Any:
    """A JSON file named on the command line, with the same care as our own entries
    (``ValueError`` with the reason: not a regular file, too big, not JSON)."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise ValueError(f"cannot open {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(st.st_mode):
        raise ValueError(f"{path} is not a regular file")
    if st.st_size > MAX_BYTES:
        raise ValueError(f"{path} is too big to be a saved game")
    try:
        with open(path, "rb") as f:
            return json.loads(f.read().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
        raise ValueError(f"{path} is not a saved game ({type(exc).__name__})") from None


_TEMP = re.compile(r"\.json\.(\d+)-[0-9a-f]{8}\.tmp$")  # what ``save`` writes before its rename
STALE_SECONDS = 60.0  # a save takes milliseconds: a temporary file this old was left by a killed process


def clean_stale_temps() -> int:
    """Remove the temporary files that a process killed in the middle of ``save`` left behind
    (desktop; called once at start). A file of a copy of the game still running, younger than
    ``STALE_SECONDS``, is left alone. How many were removed."""
    if WEB:
        return 0
    removed = 0
    try:
        folder = data_dir()
        names = os.listdir(folder)
    except OSError:
        return 0
    for n in names:
        m = _TEMP.search(n)
        if m is None:
            continue
        path = os.path.join(folder, n)
        try:
            age = time.time() - os.stat(path).st_mtime
            if age > STALE_SECONDS or not _running(int(m.group(1))):
                os.remove(path)
                removed += 1
        except OSError:  # gone already (its own process renamed it), or not ours to remove
            continue
    return removed


def _running(pid: int) -> bool:
    """Whether another process with that id is running (where that can be asked without harm)."""
    if pid == os.getpid():
        return False  # this process has no save under way while it starts
    if os.name != "posix":
        return True  # elsewhere signals would end the process: only the age decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but belongs to someone else
        return True
    return True


def remove(key: str) -> None:
    try:
        if WEB:
            _local_storage().removeItem(f"beaniverse.{key}")
        else:
            os.remove(_path(key))
    except Exception:  # already gone, or cannot be removed: nothing to do about it
        pass


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (where the system lets a folder be synced)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
