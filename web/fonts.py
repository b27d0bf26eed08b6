"""Subset the game's fonts for the browser package.

The two DejaVu fonts are most of the download. The package keeps only the
characters the game can draw: all of Latin-1, Latin Extended-A (French œ Œ
and most European names typed at the name entry), the typographic
punctuation French and English text use, and every other non-ASCII
character found in a string literal of the game's code (↻ ◀ ▶ ★ → × …).
The fonts in ``assets/`` are never changed; only the staged copy is.

    python web/fonts.py SRC.ttf DST.ttf      # subset one font by hand
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE_DIRS = ("engine", "game")

# Printable ASCII, Latin-1 Supplement and Latin Extended-A.
BASE = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x100, 0x180))
# Windows-1252 extras (Ÿ ƒ Š š Ž ž ˆ ˜), spaces French typography puts before
# ; : ! ? and inside « », dashes, quotes, bullets, ellipsis, per mille, euro, ™,
# minus and the arrows and shapes a table may draw.
EXTRA = {
    0x0178, 0x0192, 0x0160, 0x0161, 0x017D, 0x017E, 0x02C6, 0x02DC,
    0x2009, 0x200A, 0x202F, 0x2010, 0x2011, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A,
    0x201C, 0x201D, 0x201E, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203A,
    0x20AC, 0x2122, 0x2212, 0x2190, 0x2191, 0x2192, 0x2193, 0x2264, 0x2265,
    0x25B2, 0x25B6, 0x25B8, 0x25BC, 0x25C0, 0x25CF, 0x2605, 0x2606, 0x21BB, 0x2713, 0x2717,
}


def code_files(root: Path = ROOT) -> list[Path]:
    files = [root / "main.py"] if (root / "main.py").is_file() else []
    for name in CODE_DIRS:
        files.extend(sorted((root / name).rglob("*.py")))
    return [f for f in files if "__pycache__" not in f.parts]


def literal_chars(files: Iterable[Path]) -> set[int]:
    """Code points of every non-ASCII character in the files' string literals."""
    found: set[int] = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update(ord(ch) for ch in node.value if ord(ch) > 0x7E)
    return found


def wanted(root: Path = ROOT) -> set[int]:
    """Every code point the subset fonts keep (those the font has)."""
    return BASE | EXTRA | literal_chars(code_files(root))


def subset(src: Path, dst: Path, unicodes: set[int]) -> None:
    """Write ``src`` cut down to ``unicodes`` as ``dst``, without hinting or OpenType layout tables.

    DejaVu's TrueType hinting programs are half of each subset font; without
    them FreeType (pygame's renderer) draws the same outlines unhinted, a
    pixel narrower here and there. pygame draws text from the glyphs'
    advances and never reads GPOS/GSUB (its kerning and ligatures): a text
    renders to the same pixels with and without them.
    """
    from fontTools import subset as ft_subset

    options = ft_subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence names
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_bounds = True
    options.hinting = False
    options.layout_features = []
    options.drop_tables += ["GPOS", "GSUB", "GDEF", "MATH"]
    font = ft_subset.load_font(str(src), options)
    sub = ft_subset.Subsetter(options)
    sub.populate(unicodes=sorted(unicodes))
    sub.subset(font)
    dst.parent.mkdir(parents=True, exist_ok=True)
    ft_subset.save_font(font, str(dst), options)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    src, dst = Path(argv[0]), Path(argv[1])
    subset(src, dst, wanted())
    print(f"{dst}: {src.stat().st_size // 1024} KiB -> {dst.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
