"""The browser tests that run the client: headless drivers, and a private data folder for every test; and the page
built once for the package's checks and the browser's (``web_page``)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_CRASH_SCREEN", "0")

import pytest  # noqa: E402

from tests import headless  # noqa: E402
from tests.web import browser_support as bs  # noqa: E402

headless.install()  # no software scaling of each headless frame, no disk syncs of throw-away data


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> str:
    """Nothing a test stores reaches the real data folder."""
    folder = tmp_path / "beaniverse-data"
    folder.mkdir()
    monkeypatch.setenv("BEANIVERSE_DATA", str(folder))
    return str(folder)


# the tests that read the built page, in either module, go to one worker (``--dist loadgroup``), which builds it
# once for them all: the package's checks (test_web_build.py) and the page in Chromium (test_page_chromium.py)
# read the same build, and never write into it (a test that changes the page copies it first)
WEB_PAGE = "web_page"


@pytest.fixture(scope="session")
def built_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """``web/build.py`` run once, into a folder of the session's own; and the digests of the fonts in assets/
    taken before it, for the check that the build subsets copies of them and leaves them alone."""
    fonts = {path.name: hashlib.sha256(path.read_bytes()).hexdigest()
             for path in sorted((bs.ROOT / "assets" / "fonts").glob("*.ttf"))}
    base = tmp_path_factory.mktemp("build")
    return bs.build_page(base / "web", base / "stage"), fonts
