"""Helpers for the tests that run a real browser engine: tools, builds, local servers.

What the tests need is installed by ``scripts/setup_web_tests.sh`` (which
``scripts/test.sh`` runs): Debian's ``chromium`` and the npm packages in
``web/node``. When something is missing the tests skip with the command to run,
except under CI (``CI`` set), where a missing tool is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE_DIR = ROOT / "web" / "node"
STUB = Path(__file__).resolve().parent / "stub_runtime"
SHOTS = ROOT / "build" / "web-tests"
CHROMIUM = os.environ.get("BEANIVERSE_CHROMIUM", "/usr/bin/chromium")
SETUP = "bash scripts/setup_web_tests.sh"

sys.path.insert(0, str(ROOT / "web"))
import serve  # noqa: E402  (web/ is not a package)


def missing(what: str) -> None:
    message = f"{what} is not installed; run: {SETUP}"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def node() -> str:
    exe = shutil.which("node")
    if exe is None:
        missing("node")
    return exe


def need_npm_package(name: str) -> None:
    if not (NODE_DIR / "node_modules" / name / "package.json").is_file():
        missing(f"the npm package {name} (web/node)")


def need_chromium() -> str:
    if not Path(CHROMIUM).is_file():
        missing("chromium")
    return CHROMIUM


def run_node(script: str, *args: str, timeout: float = 180) -> dict:
    """Run a script of web/node and parse the JSON it prints last."""
    proc = subprocess.run(
        [node(), str(NODE_DIR / script), *args],
        cwd=NODE_DIR, capture_output=True, text=True, timeout=timeout,
    )
    assert proc.returncode == 0, f"{script} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    assert lines, f"{script} printed no result:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    return json.loads(lines[-1])


def build_page(out: Path, stage: Path) -> Path:
    """``web/build.py`` into a folder of the test's own (workers build in parallel)."""
    proc = subprocess.run(
        [sys.executable, "web/build.py", "--timeout", "240", "--out", str(out), "--stage", str(stage)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def runtime_url(page: Path) -> str:
    """The runtime address the built page loads pythons.js from."""
    m = re.search(r'cdn : "([^"]+)"', (page / "index.html").read_text(encoding="utf-8"))
    assert m, "the page names no runtime address"
    return m.group(1)


def page_with_runtime(page: Path, dest: Path, runtime: str) -> Path:
    """A copy of the built page pointed at another runtime address, as ``pygbag --cdn`` would make it."""
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(page, dest)
    html = (dest / "index.html").read_text(encoding="utf-8")
    (dest / "index.html").write_text(html.replace(runtime_url(page), runtime), encoding="utf-8")
    return dest


class Served:
    """A server running in a thread; ``url`` is its base address."""

    def __init__(self, server: ThreadingHTTPServer) -> None:
        self.server = server
        self.url = serve.start(server)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def static(folder: Path) -> Served:
    return Served(serve.make_server(folder))


class SlowBody(BaseHTTPRequestHandler):
    """The page's ``index.html`` with its ``<body>`` (or all that follows ``after``) held back for ``DELAY`` seconds,
    as a slow network or a busy browser may parse it: a script that fails meanwhile reports to a page with no error
    panel yet, and one that runs meanwhile meets a page that is not all there."""

    DELAY = 2.0
    page = b""
    after = b""

    def do_GET(self) -> None:  # noqa: N802  (the server's name)
        cut = self.page.index(self.after) + len(self.after) if self.after else self.page.index(b"<body>")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.page)))
        self.end_headers()
        self.wfile.write(self.page[:cut])
        self.wfile.flush()
        time.sleep(self.DELAY)
        self.wfile.write(self.page[cut:])

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002  (quiet, as the base's name is)
        pass


def slow_body(folder: Path, after: bytes = b"") -> Served:
    """``folder``'s ``index.html`` served with its body, or all that follows ``after``, late (``SlowBody``)."""
    page = (folder / "index.html").read_bytes()
    assert after in page, f"{after!r} is not in the page"
    handler = type("H", (SlowBody,), {"page": page, "after": after})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    return Served(server)


def static_on_localhost_8xxx(folder: Path) -> tuple[Served, str]:
    """``folder`` served on a free port from 8100 on, and the page's base as http://localhost:<port>/.

    pygbag's runtime treats a page whose address starts with http://localhost:8 as a
    developer's (``pygbag`` serves on localhost:8000) and then guesses its wheels' address.
    """
    for port in range(8100, 9000):
        try:
            server = serve.make_server(folder, port=port)
        except OSError:
            continue
        return Served(server), f"http://localhost:{port}/"
    pytest.skip("no free port between 8100 and 8999")


class StubRuntime(BaseHTTPRequestHandler):
    """The stand-in runtime of tests/web/stub_runtime, by the first folder of the path:

    ``progress/``: main.wasm arrives slowly (64 KiB every 0.1 s); ``missing/``: the
    interpreter's main.js is missing; ``boot/cdn/``: a runtime folder ``0.9.3/`` beside a
    package index and the pygame wheel it names, laid out as pygbag's CDN is. Every path
    asked for is noted in ``requests``.
    """

    WASM_BYTES = 4 * 1024 * 1024
    WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
    # as pygbag's index-0.9.3-cp312.json has it: its own host as "-CDN-", names with <abi> and <api>
    INDEX = {"-CDN-": "https://pygame-web.github.io/cdn/",
             "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}
    requests: list[str] = []

    def do_GET(self) -> None:  # noqa: N802 (the base class's name)
        path = self.path.split("?")[0]
        self.requests.append(path)
        parts = path.strip("/").split("/")
        mode, name = parts[0], parts[-1]
        if mode == "progress" and name == "main.wasm":
            self.send_response(200)
            self.send_header("Content-Type", "application/wasm")
            self.send_header("Content-Length", str(self.WASM_BYTES))
            self.send_header("Access-Control-Allow-Origin", "*")
            self.end_headers()
            chunk = b"\0" * 65536
            try:
                for _ in range(self.WASM_BYTES // len(chunk)):
                    self.wfile.write(chunk)
                    self.wfile.flush()
                    time.sleep(0.1)
            except OSError:
                pass  # the browser went away first
            return
        runtime = "/boot/cdn/0.9.3/" if mode == "boot" else f"/{mode}/"
        if path == runtime + "pythons.js" or (mode != "missing" and path == runtime + "cpython312/main.js"):
            self._send((STUB / name).read_bytes(), "text/javascript")
        elif mode == "boot" and path == "/boot/cdn/index-0.9.3-cp312.json":
            self._send(json.dumps(self.INDEX).encode(), "application/json")
        elif mode == "boot" and path == "/boot/cdn/" + self.WHEEL:
            self._send(b"PK\5\6" + b"\0" * 18, "application/zip")  # an empty zip will do
        else:
            self.send_error(404)

    def _send(self, body: bytes, ctype: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        pass


def stub_runtime() -> Served:
    """The stand-in runtime on a port of its own; what it was asked for is in ``server.RequestHandlerClass.requests``."""
    handler = type("Stub", (StubRuntime,), {"requests": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    return Served(server)


class Silent:
    """A TCP port that accepts connections and never answers: a runtime host that hangs."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.held: list[socket.socket] = []
        self.open = True
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while self.open:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(conn)

    def close(self) -> None:
        self.open = False
        self.sock.close()
        for conn in self.held:
            conn.close()


def check_page(spec: dict, name: str, timeout: float = 120) -> dict:
    """Run web/node/page_check.mjs on ``spec``; screenshots go to build/web-tests/<name>-*.png."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    spec = {"chromium": need_chromium(), "shots": str(SHOTS), "name": name, **spec}
    path = SHOTS / f"{name}.spec.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    result = run_node("page_check.mjs", str(path), timeout=timeout)
    assert "error" not in result, result["error"]
    return result
