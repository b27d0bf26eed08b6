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


class StubRuntime(BaseHTTPRequestHandler):
    """The stand-in runtime of tests/web/stub_runtime; main.wasm arrives slowly (64 KiB every 0.1 s)."""

    WASM_BYTES = 4 * 1024 * 1024

    def do_GET(self) -> None:  # noqa: N802 (the base class's name)
        parts = self.path.split("?")[0].strip("/").split("/")
        name = parts[-1]
        if name == "main.wasm" and "progress" in parts:
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
        if name in ("pythons.js", "main.js") and (STUB / name).is_file():
            body = (STUB / name).read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Access-Control-Allow-Origin", "*")
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_error(404)

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        pass


def stub_runtime() -> Served:
    server = ThreadingHTTPServer(("127.0.0.1", 0), StubRuntime)
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
