"""Build the browser package with pygbag, offline.

    python web/build.py [--timeout SECONDS]

The app is staged as build/stage/beaniverse (pygbag names the package after
the folder), packed with our own template and icon from web/ so pygbag never
reaches for its CDN template, and copied to build/web. pygbag retries forever
when it cannot reach the internet, so it always runs under a timeout.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "build" / "stage" / "beaniverse"
OUT = ROOT / "build" / "web"
SKIP = {".git", ".venv", "build", "__pycache__", ".pytest_cache", ".hypothesis", ".ruff_cache"}


def stage() -> None:
    if STAGE.exists():
        shutil.rmtree(STAGE)
    STAGE.mkdir(parents=True)
    for item in ROOT.iterdir():
        if item.name in SKIP or item.name.endswith(".egg-info"):
            continue
        if item.is_dir():
            shutil.copytree(item, STAGE / item.name, ignore=shutil.ignore_patterns(*SKIP, "*.pyc"))
        else:
            shutil.copy2(item, STAGE / item.name)


def build(timeout: float) -> Path:
    stage()
    cmd = [
        sys.executable, "-m", "pygbag", "--build",
        "--title", "Beaniverse",
        "--template", str(ROOT / "web" / "beaniverse.tmpl"),
        "--icon", str(ROOT / "web" / "favicon.png"),
        str(STAGE),
    ]
    # pygbag reads pygbag.ini from the working directory.
    proc = subprocess.run(cmd, cwd=STAGE, timeout=timeout, capture_output=True, text=True)
    built = STAGE / "build" / "web"
    apk = built / "beaniverse.apk"
    if proc.returncode != 0 or not apk.is_file():
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
        raise SystemExit(f"web build failed (pygbag exit {proc.returncode})")
    if OUT.exists():
        shutil.rmtree(OUT)
    shutil.copytree(built, OUT)
    return OUT / "beaniverse.apk"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--timeout", type=float, default=300)
    args = p.parse_args()
    try:
        apk = build(args.timeout)
    except subprocess.TimeoutExpired:
        print(f"web build: pygbag did not finish within {args.timeout:.0f} s", file=sys.stderr)
        return 1
    print(f"{apk.relative_to(ROOT)}: {apk.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
