"""The pygbag package builds offline and holds the game and nothing else."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAX_APK_BYTES = 2 * 1024 * 1024


@pytest.fixture(scope="module")
def built() -> Path:
    proc = subprocess.run(
        [sys.executable, "web/build.py", "--timeout", "240"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return ROOT / "build" / "web"


def test_package_holds_the_game(built: Path) -> None:
    names = zipfile.ZipFile(built / "beaniverse.apk").namelist()
    tops = {n.split("/")[1] for n in names if n.count("/") >= 2}
    assert "assets/main.py" in names
    for folder in ("engine", "game", "assets"):
        assert folder in tops, f"{folder}/ missing from the package"
    assert any(n.endswith(".ttf") for n in names), "fonts must ship in the package"


def test_package_leaves_out_what_is_not_the_game(built: Path) -> None:
    names = zipfile.ZipFile(built / "beaniverse.apk").namelist()
    tops = {n.split("/")[1] for n in names if n.count("/") >= 1}
    for unwanted in ("tests", "web", "bench", "docs", "scripts", "build", ".git", ".venv", ".ci"):
        assert unwanted not in tops, f"{unwanted} must not be packed"
    assert not [n for n in names if n.endswith((".pyc", ".wav", ".mp3"))]
    assert "assets/pyproject.toml" not in names


def test_package_is_small(built: Path) -> None:
    size = (built / "beaniverse.apk").stat().st_size
    print(f"beaniverse.apk: {size / 1024:.0f} KiB")
    assert size <= MAX_APK_BYTES


def test_page_uses_our_template(built: Path) -> None:
    html = (built / "index.html").read_text(encoding="utf-8")
    assert "{{cookiecutter" not in html
    assert 'archive : "beaniverse"' in html
    assert (built / "favicon.png").is_file()
