"""The pygbag package builds offline, holds the game and nothing else, and stays small."""

from __future__ import annotations

import ast
import hashlib
import re
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pygame
import pytest

from tests.web import browser_support as bs

ROOT = Path(__file__).resolve().parents[2]
MAX_APK_BYTES = 250_000  # the target: 250 kB, down from 377 kB with full fonts
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

sys.path.insert(0, str(ROOT / "web"))
import fonts  # noqa: E402


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def source_fonts() -> dict[str, str]:
    return {name: digest(ROOT / "assets" / "fonts" / name) for name in FONTS}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, source_fonts: dict[str, str]) -> Path:
    base = tmp_path_factory.mktemp("build")
    return bs.build_page(base / "web", base / "stage")


@pytest.fixture(scope="module")
def apk(built: Path) -> zipfile.ZipFile:
    return zipfile.ZipFile(built / "beaniverse.apk")


def test_package_holds_the_game(apk: zipfile.ZipFile) -> None:
    names = apk.namelist()
    tops = {n.split("/")[1] for n in names if n.count("/") >= 2}
    assert "assets/main.py" in names
    for folder in ("engine", "game", "assets"):
        assert folder in tops, f"{folder}/ missing from the package"
    assert "assets/game/web.py" in names
    for name in FONTS:
        assert f"assets/assets/fonts/{name}" in names, "fonts must ship in the package"
    # the licences of the fonts and sounds travel with them
    assert "assets/assets/README.md" in names
    assert "assets/assets/fonts/LICENSE-DejaVu.txt" in names


def test_package_leaves_out_what_is_not_the_game(apk: zipfile.ZipFile) -> None:
    names = apk.namelist()
    tops = {n.split("/")[1] for n in names if n.count("/") >= 1}
    for unwanted in ("tests", "web", "bench", "docs", "scripts", "build", ".git", ".venv", ".ci", "node_modules"):
        assert unwanted not in tops, f"{unwanted} must not be packed"
    assert not [n for n in names if n.endswith((".pyc", ".wav", ".mp3"))]
    for stray in ("pyproject.toml", "pygbag.ini", "README.md", "Makefile"):
        assert f"assets/{stray}" not in names


def test_only_the_page_icon_and_package_are_published(built: Path) -> None:
    assert sorted(p.name for p in built.iterdir()) == ["beaniverse.apk", "favicon.png", "index.html"]


def test_package_is_small(built: Path) -> None:
    size = (built / "beaniverse.apk").stat().st_size
    print(f"beaniverse.apk: {size / 1000:.0f} kB")
    assert size <= MAX_APK_BYTES


def test_fonts_are_subset_to_what_the_game_draws(apk: zipfile.ZipFile, tmp_path: Path) -> None:
    from fontTools.ttLib import TTFont

    wanted = fonts.wanted(ROOT)
    used = fonts.literal_chars(fonts.code_files(ROOT))
    assert {ord(c) for c in "↻◀▶★→×·—…"} <= used, "the scan must find the symbols the tables draw"
    french = {ord(c) for c in "éèêëàâçîïôûùüÿœæÉÈÊÀÂÇÎÔÛŒÆ«»’€"}
    for name in FONTS:
        source = TTFont(ROOT / "assets" / "fonts" / name).getBestCmap()
        packed_file = tmp_path / name
        packed_file.write_bytes(apk.read(f"assets/assets/fonts/{name}"))
        packed = TTFont(packed_file).getBestCmap()
        lost = sorted(chr(c) for c in wanted if c in source and c not in packed)
        assert not lost, f"{name} lost characters the game needs: {lost}"
        assert (used | french) & set(source) <= set(packed)
        assert len(packed) < len(source) / 2, "the packed font must really be a subset"
        assert packed_file.stat().st_size < (ROOT / "assets" / "fonts" / name).stat().st_size / 2


def test_fonts_in_assets_are_left_alone(built: Path, source_fonts: dict[str, str]) -> None:
    assert {name: digest(ROOT / "assets" / "fonts" / name) for name in FONTS} == source_fonts


def test_page_uses_our_template(built: Path) -> None:
    html = (built / "index.html").read_text(encoding="utf-8")
    assert "{{cookiecutter" not in html
    assert 'archive : "beaniverse"' in html
    assert '<meta charset="UTF-8">' in html[:1024], "browsers look for the charset in the first 1024 bytes"
    assert "browserfs" not in html, "pygbag 0.9.3's runtime has no browserfs.min.js: loading it would fail"


def test_every_script_the_page_loads_reports_its_failure(built: Path) -> None:
    html = (built / "index.html").read_text(encoding="utf-8")
    tags = re.findall(r"<script\b[^>]*\bsrc=[^>]*>", html)
    assert tags, "the page loads the runtime with a script tag"
    for tag in tags:
        assert "onerror=" in tag, tag


def test_icon_size_is_declared_as_it_is(built: Path) -> None:
    html = (built / "index.html").read_text(encoding="utf-8")
    w, h = pygame.image.load(str(built / "favicon.png")).get_size()
    assert re.search(rf'rel="icon"[^>]*sizes="{w}x{h}"', html), f"the icon is {w}x{h}"


def test_python_in_the_page_is_valid(built: Path) -> None:
    html = (built / "index.html").read_text(encoding="utf-8")
    start = html.index("#<!--") + len("#<!--")
    code = html[start:html.index("# -->", start)]
    tree = ast.parse(code)
    called = {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    # the stages the page's loader knows, and its error report
    assert {"stage", "download", "progress", "fail"} <= called


def test_serve_gives_the_headers_a_browser_needs(built: Path, tmp_path: Path) -> None:
    folder = tmp_path / "site"
    folder.mkdir()
    for p in built.iterdir():
        (folder / p.name).write_bytes(p.read_bytes())
    (folder / "runtime.wasm").write_bytes(b"\0asm\1\0\0\0")
    server = bs.static(folder)
    try:
        expect = {
            "index.html": "text/html",
            "beaniverse.apk": "application/vnd.android.package-archive",
            "runtime.wasm": "application/wasm",
        }
        for name, ctype in expect.items():
            with urllib.request.urlopen(server.url + name, timeout=10) as resp:
                body = resp.read()
                assert resp.headers["Content-Type"].startswith(ctype), name
                assert int(resp.headers["Content-Length"]) == len(body) == (folder / name).stat().st_size
                assert resp.headers["Cache-Control"] == "no-cache"
                assert resp.headers["Access-Control-Allow-Origin"] == "*"
                assert resp.headers["Cross-Origin-Resource-Policy"] == "cross-origin"
    finally:
        server.close()


def test_runtime_address_can_be_chosen_for_self_hosting(tmp_path: Path) -> None:
    runtime = "https://games.example.org/beaniverse/cdn/0.9.3/"
    proc = subprocess.run(
        [sys.executable, "web/build.py", "--out", str(tmp_path / "web"), "--stage", str(tmp_path / "stage"),
         "--cdn", runtime],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert bs.runtime_url(tmp_path / "web") == runtime
    html = (tmp_path / "web" / "index.html").read_text(encoding="utf-8")
    assert f'<script src="{runtime}pythons.js"' in html
    assert "pygame-web.github.io" not in html, "nothing may still point at the default host"
