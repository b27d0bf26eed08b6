"""Serve the built page (build/web) on this computer, with the headers a browser needs.

    python web/serve.py [--dir build/web] [--host 127.0.0.1] [--port 8000]

Then open http://127.0.0.1:8000/ . The Python runtime still comes from
pygbag's CDN unless the page was built for a self-hosted one (docs/web.md);
a runtime copied into the served folder is served by this same server.

Headers: the right types for .wasm (WebAssembly compiles it while it
downloads only when it is ``application/wasm``), .js/.mjs, .apk, .data and
.whl; ``Content-Length`` on every file (the page's progress bar reads it);
``Cache-Control: no-cache`` so a rebuild shows at the next reload; and
cross-origin permission (``Access-Control-Allow-Origin`` and
``Cross-Origin-Resource-Policy``), so a runtime served from here can be used
by a page on another address. No cross-origin isolation headers: the page
loads its runtime from another host, which they would block.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".apk": "application/vnd.android.package-archive",
    ".data": "application/octet-stream",
    ".whl": "application/zip",
    ".json": "application/json",
    ".py": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".ogg": "audio/ogg",
    ".png": "image/png",
}


class Handler(SimpleHTTPRequestHandler):
    """Static files with the page's headers; quiet unless ``verbose``."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    verbose = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Cross-Origin-Resource-Policy", "cross-origin")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        if self.verbose:
            super().log_message(format, *args)


def make_server(folder: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False) -> ThreadingHTTPServer:
    """A server for ``folder`` (port 0: any free port); call ``serve_forever`` or use ``start``."""
    handler = functools.partial(type("H", (Handler,), {"verbose": verbose}), directory=str(folder))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def start(server: ThreadingHTTPServer) -> str:
    """Serve in a background thread; returns the base URL."""
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dir", type=Path, default=ROOT / "build" / "web")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    args = p.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: no page in {args.dir}; build it first with: make web", file=sys.stderr)
        return 2
    server = make_server(args.dir, args.host, args.port, verbose=True)
    print(f"Serving {args.dir} at http://{args.host}:{server.server_address[1]}/ (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
