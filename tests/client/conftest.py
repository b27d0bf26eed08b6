"""Headless client tests: dummy video/audio drivers and a private data folder, set before pygame loads."""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["BEANIVERSE_CRASH_SCREEN"] = "0"  # a failing screen fails its test (the crash tests turn it on)
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-test-"))

import pytest  # noqa: E402


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> str:
    """A fresh, empty data folder for one test (settings, remembered setups)."""
    monkeypatch.setenv("BEANIVERSE_DATA", str(tmp_path))
    return str(tmp_path)
