"""The browser tests that run the client: headless drivers, and a private data folder for every test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_CRASH_SCREEN", "0")

import pytest  # noqa: E402

from tests import headless  # noqa: E402

headless.install()  # no software scaling of each headless frame, no disk syncs of throw-away data


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> str:
    """Nothing a test stores reaches the real data folder."""
    folder = tmp_path / "beaniverse-data"
    folder.mkdir()
    monkeypatch.setenv("BEANIVERSE_DATA", str(folder))
    return str(folder)
