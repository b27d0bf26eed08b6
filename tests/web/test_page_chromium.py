"""The built page in headless Chromium, as a player would meet it.

The real Python runtime lives on pygbag's CDN, which this machine cannot
reach, so the runtime host is made unreachable on purpose (a name that does
not resolve, or a port that never answers), or replaced by a stand-in
(tests/web/stub_runtime) that loads and downloads like the real one. Every
check reads the page's DOM and the screenshot; the screenshots are kept in
build/web-tests/ to look at.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pygame
import pytest

from tests.web import browser_support as bs
from tests.web.conftest import WEB_PAGE

DESKTOP = {"width": 1280, "height": 800, "mobile": False}
PHONE = {"width": 390, "height": 844, "mobile": True}
SIZES = {"desktop": DESKTOP, "phone": PHONE}
RETRY_GOLD = (0xF1, 0xD9, 0x8A)

pytestmark = pytest.mark.xdist_group(WEB_PAGE)  # the page is built once, by one worker, for them all (conftest)


@pytest.fixture(scope="module")
def page(request: pytest.FixtureRequest) -> Path:
    """The page the package's checks read too, once Chromium and its driver are known to be here."""
    bs.need_npm_package("puppeteer-core")
    bs.need_chromium()
    return request.getfixturevalue("built_page")[0]


def pixel(png: Path, look: dict, x: float, y: float) -> tuple[int, int, int]:
    """The screenshot's colour at CSS point (x, y) (phones have 2 device pixels per CSS pixel)."""
    image = pygame.image.load(str(png))
    scale = image.get_width() / look["viewport"][0]
    return tuple(image.get_at((int(x * scale), int(y * scale))))[:3]


def close(a: tuple[int, int, int], b: tuple[int, int, int], tol: int = 40) -> bool:
    return all(abs(p - q) <= tol for p, q in zip(a, b, strict=True))


def runtime_args(href: str) -> list[str]:
    """The arguments pygbag's runtime takes from the page's address (its query, split at "&")."""
    return [unquote(arg) for arg in urlsplit(href).query.split("&")]


def check_error_panel(result: dict, shot: Path) -> dict:
    look = result["look"]
    assert look["errorShown"], look
    assert look["retryShown"], "the Retry button must be visible and not covered"
    left, top, w, h = look["retryBox"]
    vw, vh = look["viewport"]
    assert left >= 0 and top >= 0 and left + w <= vw and top + h <= vh, "Retry must be inside the window"
    assert "internet connection" in look["errorNet"], look["errorNet"]
    assert "Python runtime" in look["errorNet"]
    assert not look["loadingShown"], "the loading layer must give way to the message"
    assert result["dialogs"] == [], "no alert() boxes on top of the message, no 'Leave site?' on Retry"
    # the screenshot shows the button: its colour at its centre
    assert shot.is_file()
    assert close(pixel(shot, look, left + w / 2, top + h - 4), RETRY_GOLD), "the Retry button is not in the screenshot"
    # Retry starts the page over
    assert result["afterRetry"] == {"navigation": "reload", "freshPage": True}
    return look


def error_page(server: bs.Served, size: dict[str, Any], rule: str, name: str, clock_rate: int = 0) -> dict[str, Any]:
    """The page ``server`` gives, the runtime's host resolved by ``rule``, watched until its error panel shows;
    the server is closed after. ``clock_rate``: the page's clock runs that many times faster (its seconds are
    then the page's own)."""
    fast = {"clockRate": clock_rate} if clock_rate else {}
    try:
        return bs.check_page({"url": server.url + "index.html", **size, "resolverRules": rule, "scenario": "error",
                              **fast}, name=name)
    finally:
        server.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_unreachable_runtime_shows_message_and_retry(page: Path, size: str) -> None:
    host = urlsplit(bs.runtime_url(page)).hostname
    result = error_page(bs.static(page), SIZES[size], f"MAP {host} ~NOTFOUND", f"unreachable-{size}")
    assert result["seconds"] < 25
    look = check_error_panel(result, bs.SHOTS / f"unreachable-{size}-error.png")
    assert look["errorTitle"] == "Beaniverse could not start"
    assert "Python runtime" in look["errorText"] and host in look["errorText"], look["errorText"]
    assert "pythons.js" in look["errorDetail"]
    # the runtime's package index and wheels: the folder above the runtime's, named in the
    # address before the runtime reads it (the interpreter's name first, as the runtime wants)
    runtime = bs.runtime_url(page)
    assert runtime_args(look["href"]) == ["python3.12", "PYGPI=" + runtime.rstrip("/").rsplit("/", 1)[0] + "/"]
    assert "-i" not in urlsplit(look["href"]).query, "the runtime would open its console"


def test_runtime_that_fails_before_the_page_is_read_still_shows_the_message(page: Path) -> None:
    # The runtime's script failed while the browser was still reading the page's body (a busy machine): the
    # message was written to a panel that did not exist yet, the failure was noted, and nothing ever showed it.
    host = urlsplit(bs.runtime_url(page)).hostname
    result = error_page(bs.slow_body(page), DESKTOP, f"MAP {host} ~NOTFOUND", "unreachable-early")
    assert result["seconds"] < 25
    look = check_error_panel(result, bs.SHOTS / "unreachable-early-error.png")
    assert "Python runtime" in look["errorText"] and host in look["errorText"], look["errorText"]


def test_runtime_host_that_never_answers_times_out(page: Path) -> None:
    host = urlsplit(bs.runtime_url(page)).hostname
    silent = bs.Silent()
    try:
        # the page's clock ten times the real one: its 20 s pass in 2 (the runtime's request still hangs for real)
        result = error_page(bs.static(page), DESKTOP, f"MAP {host} 127.0.0.1:{silent.port}", "silent-desktop",
                            clock_rate=10)
    finally:
        silent.close()
    # the stall timer (20 s without progress, by the page's clock) fires, and within the 25 s the player is promised
    assert 19 <= result["seconds"] < 25, result["seconds"]
    look = check_error_panel(result, bs.SHOTS / "silent-desktop-error.png")
    assert "nothing arrived for 20 seconds" in look["errorText"], look["errorText"]


@pytest.mark.parametrize("size", list(SIZES))
def test_progress_bar_is_visible_and_moving(page: Path, size: str, tmp_path: Path) -> None:
    stub = bs.stub_runtime()
    served = bs.page_with_runtime(page, tmp_path / "web", stub.url + "progress/")
    server = bs.static(served)
    try:
        result = bs.check_page({"url": server.url + "index.html", **SIZES[size], "scenario": "progress"},
                               name=f"progress-{size}")
    finally:
        server.close()
        stub.close()
    first, second = result["samples"]
    for look in (first, second):
        assert look["loadingShown"] and look["barShown"], look
        assert not look["errorShown"], look
        assert look["step"] == "Fetching the Python runtime…"
        assert look["detail"].endswith("MB received"), look["detail"]
    assert second["fill"] > first["fill"] + 1, (first["fill"], second["fill"])
    # in the screenshot, the filled part of the bar is lit and the rest is not
    left, top, w, h = second["barBox"]
    shot = bs.SHOTS / f"progress-{size}-progress.png"
    filled = pixel(shot, second, left + 3, top + h / 2)
    empty = pixel(shot, second, left + w - 4, top + h / 2)
    assert sum(filled) > sum(empty) + 150, (filled, empty)


def test_interpreter_script_that_fails_to_load_is_reported(page: Path, tmp_path: Path) -> None:
    stub = bs.stub_runtime()
    served = bs.page_with_runtime(page, tmp_path / "web", stub.url + "missing/")
    server = bs.static(served)
    try:
        result = bs.check_page({"url": server.url + "index.html", **DESKTOP, "scenario": "error"},
                               name="missing-interpreter")
    finally:
        server.close()
        stub.close()
    assert result["seconds"] < 10
    look = check_error_panel(result, bs.SHOTS / "missing-interpreter-error.png")
    assert "Python runtime" in look["errorText"]
    assert "cpython312/main.js" in look["errorDetail"]


def test_stages_tap_to_start_first_frame_and_game_error(page: Path, tmp_path: Path) -> None:
    stub = bs.stub_runtime()
    served = bs.page_with_runtime(page, tmp_path / "web", stub.url + "progress/")
    server = bs.static(served)
    try:
        result = bs.check_page({"url": server.url + "index.html", **PHONE, "scenario": "lifecycle"},
                               name="lifecycle-phone")
    finally:
        server.close()
        stub.close()
    assert result["package"]["step"] == "Downloading the game…" and result["package"]["barShown"]
    assert result["package"]["fill"] >= 70
    tap = result["tap"]
    assert tap["tapShown"] and not tap["barShown"] and not tap["ume"], tap
    after = result["afterTap"]
    assert after["ume"] and after["step"] == "Starting…" and not after["tapShown"], after
    ready = result["ready"]
    assert not ready["loadingShown"] and not ready["errorShown"], "first frame: the game shows"
    err = result["gameError"]
    assert err["errorShown"] and err["retryShown"] and err["errorTitle"] == "Beaniverse stopped"
    assert "ValueError: test" in err["errorDetail"]
    assert err["errorNet"] == "", "a crash of the game is not a network problem"


RUNTIME_SCRIPT_END = b"# --></script>"  # the end of the runtime's script element, the page's Python in it
BOOTED = "window.__stub && window.__stub.repos && window.__stub.repos.done"


def run_steps(page: Path, tmp_path: Path, steps: list[dict], name: str, on_localhost: bool = False,
              stall_ms: int = 0, late_after: bytes = b"") -> tuple[dict, str, list[str]]:
    """The page with the stand-in runtime of boot/ (laid out as pygbag's CDN) through ``steps``; ``late_after``: the
    page served with all that follows it held back a moment (``bs.SlowBody``).

    Returns the result, the stand-in's base address and the paths it was asked for.
    """
    stub = bs.stub_runtime()
    served = bs.page_with_runtime(page, tmp_path / "web", stub.url + "boot/cdn/0.9.3/")
    if late_after:
        server, base = bs.slow_body(served, late_after), ""
    else:
        server, base = bs.static_on_localhost_8xxx(served) if on_localhost else (bs.static(served), "")
    try:
        result = bs.check_page(
            {"url": (base or server.url) + "index.html", **DESKTOP, "scenario": "steps", "steps": steps,
             "stallMs": stall_ms, "resolverRules": "MAP pygame-web.github.io ~NOTFOUND"},
            name=name,
        )
    finally:
        server.close()
        stub.close()
    return result, stub.url, list(stub.server.RequestHandlerClass.requests)


@pytest.mark.parametrize("where", ["localhost-8xxx", "127.0.0.1"])
def test_runtime_gets_its_index_and_pygame_where_the_page_says(page: Path, tmp_path: Path, where: str) -> None:
    """A self-hosted runtime (--cdn), on a page at http://localhost:8xxx (where pygbag's runtime would
    otherwise fetch wheels from localhost:8000/cdn/) and elsewhere: index and wheel from beside it."""
    result, stub, asked = run_steps(page, tmp_path, [{"until": BOOTED}, {"look": "booted"}],
                                    name=f"repos-{where}", on_localhost=where.startswith("localhost"))
    look = result["looks"]["booted"]
    seen = look["stub"]
    assert seen["env"].get("PYGPI") == stub + "boot/cdn/", seen
    assert seen["executable"] == stub + "boot/cdn/0.9.3/cpython312/main.js", "the interpreter the page asks for"
    repos = seen["repos"]
    assert repos["index"] == stub + "boot/cdn/index-0.9.3-cp312.json" and repos["indexStatus"] == 200, repos
    assert repos["wheel"] == stub + "boot/cdn/" + bs.StubRuntime.WHEEL and repos["wheelStatus"] == 200, repos
    assert "/boot/cdn/" + bs.StubRuntime.WHEEL in asked
    assert not look["errorShown"] and look["loadingShown"], look


def test_runtime_reads_the_address_and_settings_the_page_gives_though_the_page_arrives_late(page: Path,
                                                                                           tmp_path: Path) -> None:
    """CI, once: the runtime's script (asynchronous, at the top of the page) ran while the rest of the page was still
    on its way, before the page had put PYGPI in its address and written its config, and read an empty query
    (``'args': [''], 'env': {}``). Here the page after the runtime's script arrives two seconds late, every time."""
    result, stub, _asked = run_steps(page, tmp_path, [{"until": BOOTED}, {"look": "booted"}], name="repos-late",
                                     late_after=RUNTIME_SCRIPT_END)
    seen = result["looks"]["booted"]["stub"]
    assert seen["args"][0] == "python3.12" and seen["env"].get("PYGPI") == stub + "boot/cdn/", seen
    assert seen["repos"]["wheelStatus"] == 200, seen
    assert seen["canClose"], "the page's config, read: the page may be left without a 'Leave site?'"


def test_a_slow_start_shows_no_stall_and_a_stall_gives_way(page: Path, tmp_path: Path) -> None:
    steps = [
        {"until": BOOTED},
        # nothing arrives for longer than the stall time while the runtime starts
        {"until": "!document.getElementById('bv-error').hidden", "timeout": 10000}, {"look": "stalled"},
        # then the Python side goes on: the stall was a slow network
        {"run": "BV.stage('package'); BV.progress(10, 100)"}, {"look": "resumed"},
        # pygame-ce compiles and the game's modules import: nothing on the network for a while
        {"run": "BV.stage('unpack'); BV.stage('start')"}, {"wait": 4500}, {"look": "starting"},
        {"run": "BV.ready()"}, {"look": "running"},
    ]
    result, _, _ = run_steps(page, tmp_path, steps, name="stalls", stall_ms=1500)
    looks = result["looks"]
    assert looks["stalled"]["errorShown"] and "Loading stopped" in looks["stalled"]["errorText"], looks["stalled"]
    resumed = looks["resumed"]
    assert not resumed["errorShown"] and resumed["loadingShown"], resumed
    assert resumed["step"] == "Downloading the game…"
    starting = looks["starting"]
    assert not starting["errorShown"] and starting["loadingShown"] and starting["step"] == "Starting…", starting
    assert not looks["running"]["loadingShown"] and not looks["running"]["errorShown"]


def test_a_late_first_frame_clears_an_earlier_stall(page: Path, tmp_path: Path) -> None:
    steps = [
        {"until": BOOTED},
        {"until": "!document.getElementById('bv-error').hidden", "timeout": 10000}, {"look": "stalled"},
        {"run": "BV.ready()"}, {"look": "running"},
    ]
    result, _, _ = run_steps(page, tmp_path, steps, name="late-frame", stall_ms=1500)
    assert result["looks"]["stalled"]["errorShown"]
    running = result["looks"]["running"]
    assert not running["errorShown"] and not running["loadingShown"], "the game runs: nothing covers it"


def test_only_what_is_fatal_stops_the_start(page: Path, tmp_path: Path) -> None:
    missing = ("for (const [tag, attr, url] of [['img', 'src', 'nowhere.png'], ['audio', 'src', 'nowhere.ogg'],"
               " ['link', 'href', 'nowhere.css']]) { const el = document.createElement(tag);"
               " if (tag === 'link') el.rel = 'stylesheet'; el[attr] = url; document.body.appendChild(el); }")
    steps = [
        {"until": BOOTED},
        {"run": missing}, {"wait": 1500}, {"look": "resources"},
        {"run": "setTimeout(() => { throw new Error('harmless after all'); }, 0)"}, {"wait": 500}, {"look": "error"},
        {"run": "BV.ready()"}, {"look": "running"},
        {"run": "BV.fail('game', 'Traceback (most recent call last):\\nValueError: later')"}, {"look": "crashed"},
    ]
    result, _, asked = run_steps(page, tmp_path, steps, name="fatal")
    looks = result["looks"]
    assert not looks["resources"]["errorShown"], "a picture, a sound or a style sheet is not worth stopping for"
    error = looks["error"]
    assert error["errorShown"] and error["errorText"] == "Something went wrong while starting the game."
    assert "harmless after all" in error["errorDetail"], error["errorDetail"]
    assert not looks["running"]["errorShown"] and not looks["running"]["loadingShown"], "the game runs after all"
    crashed = looks["crashed"]
    assert crashed["errorShown"] and crashed["errorTitle"] == "Beaniverse stopped", "after the first frame, still"
    assert "ValueError: later" in crashed["errorDetail"]


GAME_W, GAME_H = 1280, 720
FIT_SIZES = [
    (1280, 720, False), (1920, 1080, False), (1000, 1000, False), (800, 600, False),
    (2560, 1080, False), (844, 390, True), (390, 844, True),
]
# corners a few game pixels in: one CSS pixel is up to 3.3 game pixels on a phone
GAME_POINTS = [(3, 3), (640, 360), (1276, 716), (100, 700), (1200, 40)]


def test_mouse_and_touch_land_on_the_game_spot_at_any_size(page: Path, tmp_path: Path) -> None:
    from game import theme

    assert (theme.WIDTH, theme.HEIGHT) == (GAME_W, GAME_H), "the page's frame size must follow game/theme.py"
    html = (page / "index.html").read_text(encoding="utf-8")
    assert f'data-width="{GAME_W}" data-height="{GAME_H}"' in html and f"GAME_W = {GAME_W}, GAME_H = {GAME_H}" in html
    stub = bs.stub_runtime()
    server = bs.static(bs.page_with_runtime(page, tmp_path / "web", stub.url + "progress/"))
    sizes = [{"width": w, "height": h, "touch": t, "points": GAME_POINTS} for w, h, t in FIT_SIZES]
    try:
        result = bs.check_page(
            {"url": server.url + "index.html", **DESKTOP, "scenario": "mapping", "sizes": sizes,
             "gameW": GAME_W, "gameH": GAME_H},
            name="mapping",
        )
    finally:
        server.close()
        stub.close()
    assert len(result["sizes"]) == len(FIT_SIZES)
    TOUCH_SIZES = {(w, h) for w, h, t in FIT_SIZES if t}  # noqa: N806
    for got in result["sizes"]:
        vw, vh = got["viewport"]
        left, top, w, h = got["canvasBox"]
        where = f"{vw}x{vh}"
        # letterboxed: 16:9, as large as fits, centred, whole pixels
        assert abs(w / h - GAME_W / GAME_H) < 0.01, where
        assert w <= vw and h <= vh and (vw - w <= 1 or vh - h <= 1), where
        assert abs(left - (vw - w) / 2) <= 1 and abs(top - (vh - h) / 2) <= 1, where
        assert left == int(left) and top == int(top), where
        assert got["touchAction"] == "none", where
        # every click or tap lands on the game pixel aimed at (within one CSS pixel's worth)
        tol = math.ceil(GAME_W / w)
        # a tap also makes the browser's compatibility mouse events: judge each input on its own
        kind = "touch" if (vw, vh) in TOUCH_SIZES else "mouse"
        hits = [hit for hit in got["hits"] if hit["kind"] == kind]
        assert len(hits) == len(GAME_POINTS), f"{where}: {len(hits)} hits, the band outside must not count"
        for (gx, gy), hit in zip(GAME_POINTS, hits, strict=True):
            assert hit["inside"], (where, hit)
            assert abs(hit["x"] - gx) <= tol and abs(hit["y"] - gy) <= tol, (where, (gx, gy), hit)
