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
from tests.web.conftest import WEB_PAGE

ROOT = Path(__file__).resolve().parents[2]
MAX_APK_BYTES = 394_000  # 394.0 kB: 393.5 kB built after this round (docs/web.md), a margin for the packer's swings
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

sys.path.insert(0, str(ROOT / "web"))
import fonts  # noqa: E402
import package  # noqa: E402

pytestmark = pytest.mark.xdist_group(WEB_PAGE)  # the page is built once, by one worker, for them all (conftest)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def built(built_page: tuple[Path, dict[str, str]]) -> Path:
    return built_page[0]


@pytest.fixture(scope="module")
def source_fonts(built_page: tuple[Path, dict[str, str]]) -> dict[str, str]:
    """The fonts' digests, taken before the page was built (whichever module asked for it first)."""
    return built_page[1]


@pytest.fixture(scope="module")
def apk(built: Path) -> dict[str, bytes]:
    """The files the page unpacks: name -> bytes."""
    return package.members(built / "beaniverse.apk")


def test_package_is_one_compressed_stream(built: Path) -> None:
    with zipfile.ZipFile(built / "beaniverse.apk") as z:
        assert [(i.filename, i.compress_type) for i in z.infolist()] == [("game.pack", zipfile.ZIP_DEFLATED)]


def test_package_holds_the_game(apk: dict[str, bytes]) -> None:
    names = list(apk)
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


def test_package_leaves_out_what_is_not_the_game(apk: dict[str, bytes]) -> None:
    names = list(apk)
    tops = {n.split("/")[1] for n in names if n.count("/") >= 1}
    for unwanted in ("tests", "web", "bench", "docs", "scripts", "build", ".git", ".venv", ".ci", "node_modules"):
        assert unwanted not in tops, f"{unwanted} must not be packed"
    assert not [n for n in names if n.endswith((".pyc", ".wav", ".mp3", ".po"))]
    for stray in ("pyproject.toml", "pygbag.ini", "README.md", "Makefile"):
        assert f"assets/{stray}" not in names


def test_modules_come_first_in_the_stream_and_sounds_last(apk: dict[str, bytes]) -> None:
    """Deflate looks back 32 kB: a font or the catalogue between two modules kept their shared words apart
    (about 1 kB more to download); sounds, already compressed, come last."""
    kinds = [name.rsplit(".", 1)[-1] for name in apk]  # the stream's order
    modules = kinds.count("py")
    assert kinds[:modules] == ["py"] * modules
    assert "ttf" in kinds[modules:] and "mo" in kinds[modules:]
    sounds = kinds.count("ogg")
    assert sounds and kinds[-sounds:] == ["ogg"] * sounds


def test_shared_modules_sit_by_folder_and_the_games_alike_modules_side_by_side(apk: dict[str, bytes]) -> None:
    """Deflate looks back 32 kB: the kit's modules together, then each game's words.py beside the other games'
    (sorting every module by name scattered the kit among the games' modules: 4 kB more to download)."""
    names = list(apk)  # the stream's order

    def run(picked: list[str]) -> bool:
        first = names.index(picked[0])
        return names[first:first + len(picked)] == picked

    assert run([n for n in names if n.startswith("assets/game/kit/")])
    assert run([n for n in names if n.startswith("assets/engine/search/")])
    assert run([n for n in names if n.startswith("assets/engine/") and n.endswith("/words.py")])
    assert run([n for n in names if n.startswith("assets/game/tables/") and n.endswith("/table.py")])


def test_only_the_page_icon_and_package_are_published(built: Path) -> None:
    assert sorted(p.name for p in built.iterdir()) == ["beaniverse.apk", "favicon.png", "index.html"]


def test_package_is_small(built: Path) -> None:
    size = (built / "beaniverse.apk").stat().st_size
    print(f"beaniverse.apk: {size / 1000:.0f} kB")
    assert size <= MAX_APK_BYTES


def test_fonts_are_subset_to_what_the_game_draws(apk: dict[str, bytes], tmp_path: Path) -> None:
    from fontTools.ttLib import TTFont

    wanted = fonts.wanted(ROOT)
    used = fonts.literal_chars(fonts.code_files(ROOT))
    assert {ord(c) for c in "↻◀▶★→×·—…"} <= used, "the scan must find the symbols the tables draw"
    french = {ord(c) for c in "éèêëàâçîïôûùüÿœæÉÈÊÀÂÇÎÔÛŒÆ«»’€"}
    for name in FONTS:
        source = TTFont(ROOT / "assets" / "fonts" / name).getBestCmap()
        packed_file = tmp_path / name
        packed_file.write_bytes(apk[f"assets/assets/fonts/{name}"])
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
    # pygbag's runtime asks "are you sure?" on leaving without it, and Retry reloads the page
    assert "can_close : 1," in html


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


def test_page_python_starts_the_runtimes_event_queue_after_the_game(built: Path) -> None:
    """As pygbag's own template ends: shell.source(main), then shell.interactive(), which sets
    window.python.is_ready; until then the page's events pile up in window.EQ."""
    html = (built / "index.html").read_text(encoding="utf-8")
    start = html.index("#<!--") + len("#<!--")
    tree = ast.parse(html[start:html.index("# -->", start)])
    site = next(n for n in ast.walk(tree) if isinstance(n, ast.AsyncFunctionDef) and n.name == "custom_site")
    calls = sorted((n.lineno, ast.unparse(n)) for n in ast.walk(site) if isinstance(n, ast.Call)
                   and ast.unparse(n.func) in ("shell.source", "shell.interactive"))
    assert [text for _, text in calls] == ["shell.source(main)", "shell.interactive()"]
    assert "await shell.source(main)" in ast.unparse(site)


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


# --- what slimming did to the game (web/package.py) ---------------------------------------


def _without_docs_and_annotations(tree: ast.AST) -> str:
    """The program as the package should hold it: no docstrings, no function annotations."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
            a = node.args
            for arg in [*a.posonlyargs, *a.args, a.vararg, *a.kwonlyargs, a.kwarg]:
                if arg is not None:
                    arg.annotation = None
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                first.value.value, str
            ):
                node.body[:1] = [ast.Expr(ast.Constant(""))] if len(node.body) == 1 else []
    return ast.dump(tree)


def _statement_lines(tree: ast.AST) -> list[int]:
    return sorted(n.lineno for n in ast.walk(tree) if isinstance(n, ast.stmt)
                  and not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)))


def _packed_python(apk: dict[str, bytes]) -> dict[str, str]:
    return {name.removeprefix("assets/"): data.decode("utf-8") for name, data in apk.items() if name.endswith(".py")}


def test_packed_python_is_the_same_program_on_the_same_lines(apk: dict[str, bytes]) -> None:
    packed = _packed_python(apk)
    assert len(packed) > 100
    smaller = 0
    for rel, text in packed.items():
        source = (ROOT / rel).read_text(encoding="utf-8")
        assert _without_docs_and_annotations(ast.parse(text)) == _without_docs_and_annotations(ast.parse(source)), rel
        # a traceback from the browser names the repository's line
        assert _statement_lines(ast.parse(text)) == _statement_lines(ast.parse(source)), rel
        assert text.count("\n") == source.count("\n"), rel
        smaller += len(text) < len(source) * 0.8
    assert smaller > len(packed) / 2, "comments, docstrings and indentation must really be gone"


def test_packed_main_tells_the_runtime_to_install_pygame(apk: dict[str, bytes]) -> None:
    """pygbag's runtime installs what main.py's PEP 723 block names; without it pygame came only from
    scanning imports, and main.py's one `import pygame` is on a desktop-only path."""
    import tomllib

    main = apk["assets/main.py"].decode("utf-8")
    blocks = [m for m in package.METADATA_BLOCK.finditer(main) if m.group("type") == "script"]
    assert len(blocks) == 1, "the packed main.py must keep exactly one `# /// script` block"
    content = "".join(line[2:] if line.startswith("# ") else line[1:]  # PEP 723's reading of the lines
                      for line in blocks[0].group("content").splitlines(keepends=True))
    # a bare name: the runtime looks up what is written (no version specifiers), "pygame-ce" -> "pygame"
    assert tomllib.loads(content)["dependencies"] == ["pygame-ce"]


def _imported_modules(text: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {m for m in found if m.split(".")[0] in ("engine", "game")}


def test_every_module_the_game_imports_is_packed_and_no_developer_tool(apk: dict[str, bytes]) -> None:
    packed = _packed_python(apk)
    modules = {rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for rel in packed}
    dev_only = {p.relative_to(ROOT).as_posix() for pattern in package.DEV_ONLY for p in ROOT.glob(pattern)}
    assert {"engine/arena.py", "engine/fuzz.py"} <= dev_only
    assert not dev_only & set(packed), "developer tools must stay out of the package"
    dev_modules = {rel.removesuffix(".py").replace("/", ".") for rel in dev_only}
    for rel, text in packed.items():
        for module in _imported_modules(text):
            assert module not in dev_modules, f"{rel} imports {module}, which the package leaves out"
            # `from game import theme` names a module or a name in game/__init__.py
            assert module in modules or module.rpartition(".")[0] in modules, f"{rel}: {module} is not packed"


def test_package_is_built_from_what_git_tracks(apk: dict[str, bytes]) -> None:
    proc = subprocess.run(["git", "ls-files", "--", "main.py", "engine", "game"], cwd=ROOT,
                          capture_output=True, text=True)
    if proc.returncode != 0 or not proc.stdout.strip():
        pytest.skip("not a git checkout")
    dev_only = {p.relative_to(ROOT).as_posix() for pattern in package.DEV_ONLY for p in ROOT.glob(pattern)}
    tracked = {n for n in proc.stdout.split() if n.endswith(".py") and (ROOT / n).is_file()} - dev_only
    assert set(_packed_python(apk)) == tracked


def test_catalogues_translate_as_the_sources_do(apk: dict[str, bytes]) -> None:
    import gettext
    import io

    from game.i18n import Catalogue

    catalogues = sorted((ROOT / "game" / "locale").glob("*/LC_MESSAGES/*.mo"))
    assert catalogues
    checked = 0
    for mo in catalogues:
        rel = "assets/" + mo.relative_to(ROOT).as_posix()
        source = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        packed = Catalogue(io.BytesIO(apk[rel]))  # as the browser reads it: keyed by digests
        assert packed.info().get("x-keys") == "digest"
        assert len(apk[rel]) <= mo.stat().st_size
        for key in package.read_mo(mo.read_bytes()):
            if not key:
                continue  # the header
            singular, _, plural = key.decode().partition("\0")
            if plural:
                for n in (0, 1, 2, 5):
                    assert packed.ngettext(singular, plural, n) == source.ngettext(singular, plural, n), (rel, key)
            else:
                assert packed.gettext(singular) == source.gettext(singular), (rel, key)
            checked += 1
        assert packed.info().get("plural-forms") == source.info().get("plural-forms")
    assert checked > 500, "the catalogues must have been read"
