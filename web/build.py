"""Build the browser package with pygbag, offline.

    python web/build.py [--timeout SECONDS] [--out DIR] [--stage DIR] [--cdn URL]

Only what the game needs is staged, as <stage>/beaniverse (pygbag names the
package after the folder): main.py, engine/, game/ and assets/ as git tracks
them (so the package here is the package CI builds), with the two
fonts subset to the characters the game draws (web/fonts.py), then slimmed:
no comments, docstrings, developer tools or .po sources (web/package.py).
pygbag packs it with our own template and icon from web/, so it never reaches
for its CDN template, and the page, the icon and the .apk are copied to the
output folder (build/web by default), the .apk repacked as a single
compressed stream (web/package.py). pygbag also writes a .tar.gz twin of the
.apk; the page never loads it, so it is not published. pygbag retries forever when it
cannot reach the internet, so it always runs under a timeout.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "web"))

import fonts  # noqa: E402  (web/ is not a package)
import package  # noqa: E402

STAGE_ROOT = ROOT / "build" / "stage"
OUT = ROOT / "build" / "web"
GAME = ("main.py", "engine", "game", "assets")
SKIP = ("__pycache__", "*.pyc", ".*")
PUBLISHED = ("index.html", "favicon.png", "beaniverse.apk")


def _git(*args: str) -> list[str] | None:
    try:
        proc = subprocess.run(["git", *args, "-z", "--", *GAME], cwd=ROOT, capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return [name for name in proc.stdout.decode().split("\0") if name]


def game_files() -> list[str] | None:
    """The game's files as a clean checkout has them (what CI builds), or None outside a git checkout.

    Files git does not track are left out, with a warning: a package built
    here must be the package built from the commit.
    """
    tracked = _git("ls-files")
    if not tracked:
        return None
    untracked = _git("ls-files", "--others", "--exclude-standard") or []
    if untracked:
        print(f"web build: leaving out {len(untracked)} file(s) git does not track: "
              + ", ".join(untracked[:5]), file=sys.stderr)
    return [name for name in tracked if (ROOT / name).is_file()]


def stage(stage_root: Path) -> Path:
    folder = stage_root / "beaniverse"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    files = game_files()
    if files is not None:
        for name in files:
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    else:
        for name in GAME:
            src = ROOT / name
            if src.is_dir():
                shutil.copytree(src, folder / name, ignore=shutil.ignore_patterns(*SKIP))
            else:
                shutil.copy2(src, folder / name)
    # pygbag reads its ignore lists from pygbag.ini in its working directory
    shutil.copy2(ROOT / "pygbag.ini", folder / "pygbag.ini")
    keep = fonts.wanted(ROOT)
    for ttf in sorted((folder / "assets" / "fonts").glob("*.ttf")):
        fonts.subset(ttf, ttf, keep)
    package.slim(folder)
    return folder


def build(timeout: float, out: Path = OUT, stage_root: Path = STAGE_ROOT, cdn: str = "") -> Path:
    try:
        import fontTools  # noqa: F401
    except ImportError:
        raise SystemExit("web build needs fonttools: pip install -e '.[web]'") from None
    folder = stage(stage_root)
    cmd = [
        sys.executable, "-m", "pygbag", "--build",
        "--title", "Beaniverse",
        "--template", str(ROOT / "web" / "beaniverse.tmpl"),
        "--icon", str(ROOT / "web" / "favicon.png"),
        # pygbag's optimizer edits any .py holding '.bmp"', '.wav"' or '.mp3"'
        # (main.py's list of picture formats); web/package.py does the slimming
        "--no_opt",
        # no "Leave site?" question from pygbag's runtime: the page's Retry reloads it
        "--can_close", "1",
        *(["--cdn", cdn] if cdn else []),
        str(folder),
    ]
    proc = subprocess.run(cmd, cwd=folder, timeout=timeout, capture_output=True, text=True)
    built = folder / "build" / "web"
    if proc.returncode != 0 or not (built / "beaniverse.apk").is_file():
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
        raise SystemExit(f"web build failed (pygbag exit {proc.returncode})")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in PUBLISHED:
        if name.endswith(".apk"):
            # pygbag chose the files (pygbag.ini); repack them as one stream
            with zipfile.ZipFile(built / name) as apk:
                files = {n: apk.read(n) for n in apk.namelist() if not n.endswith("/")}
            package.pack(files, out / name)
        else:
            shutil.copy2(built / name, out / name)
    return out / "beaniverse.apk"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--timeout", type=float, default=300)
    p.add_argument("--out", type=Path, default=OUT, help="where the page goes (default build/web)")
    p.add_argument("--stage", type=Path, default=STAGE_ROOT, help="scratch folder for pygbag")
    p.add_argument("--cdn", default="", metavar="URL",
                   help="where the page fetches the Python runtime (a folder ending in /; docs/web.md)")
    args = p.parse_args()
    if args.cdn and not args.cdn.endswith("/"):
        p.error("--cdn must end with /")
    try:
        apk = build(args.timeout, args.out.resolve(), args.stage.resolve(), args.cdn)
    except subprocess.TimeoutExpired:
        print(f"web build: pygbag did not finish within {args.timeout:.0f} s", file=sys.stderr)
        return 1
    try:
        shown = apk.relative_to(ROOT)
    except ValueError:
        shown = apk
    print(f"{shown}: {apk.stat().st_size / 1000:.0f} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
