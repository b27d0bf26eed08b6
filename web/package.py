"""Make the staged game small for the browser, and pack it as the page's .apk.

The download is what a player waits for, so the staged copy (never the
sources) is cut down to what runs:

- Python files lose their comments and docstrings. Each line keeps its
  number, so a traceback from the browser points at the right line of the
  repository's file. A PEP 723 block (``# /// script``) stays: pygbag's
  runtime reads it to know what to install (pygame-ce, for ``main.py``).
- Modules the client never imports (the engine's command-line tools and
  invariant checks, used by tests and benches) are left out.
- Indentation is one space per level (the tree of the program is checked
  unchanged).
- Translation catalogues ship as compiled ``.mo`` only, without the entries
  that equal their English text (gettext shows English for a missing one;
  a plural too, where the language counts as English does),
  and keyed by a short digest of the English instead of the English itself
  (``game.i18n.Catalogue`` reads them; a build fails on two texts with one digest).
  Their entries keep the ``.po``'s order, by place in the code, so alike
  sentences sit together in the stream (Python's gettext reads a ``.mo`` in
  any order; sorted digests would scatter them).

``pack`` then writes the .apk as a zip holding one deflated member,
``game.pack``: a line of JSON listing ``[name, size]`` of each file, then
the files' bytes one after the other. The whole game is compressed as a
single stream, so the many small modules share one dictionary (per-file
compression, pygbag's way, costs about a quarter more; a zip inside the zip
would add some 6 kB of headers). Deflate, because the browser's Python is
sure to have zlib, made by zopfli, whose streams are some 5 % smaller; the
page's loader splits ``game.pack`` as ``unpack`` does.
"""

from __future__ import annotations

import ast
import gettext
import io
import json
import re
import struct
import sys
import tokenize
import zipfile
import zlib
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the game's own i18n names the keys
from game.i18n import DIGEST_HEADER, catalogue_key  # noqa: E402
from scripts.catalogue import read_po  # noqa: E402

PACK = "game.pack"
# Used by tests, benches and the command line, never by the client (a test
# checks that no packed module imports them).
DEV_ONLY = (
    "engine/arena.py", "engine/fuzz.py", "engine/selfplay.py", "engine/replay.py",
    "engine/space_lab/balance.py", "engine/space_lab/codes.py", "engine/*/checks.py", "engine/review_command.py",
    "engine/al_cabohne/positions.py", "engine/space_lab/positions.py", "engine/space_beans/positions.py",
    "engine/systeme_solaire/positions.py",
    "engine/search/pimc.py", "engine/cli_tools.py",
)
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # the same sources give the same bytes
# PEP 723's reference expression for an inline metadata block
METADATA_BLOCK = re.compile(r"(?m)^# /// (?P<type>[a-zA-Z0-9-]+)$\s(?P<content>(^#(| .*)$\s)+)^# ///$")


def metadata_lines(src: str) -> set[int]:
    """The line numbers (from 1) of the PEP 723 blocks in ``src``: comments that must stay."""
    lines: set[int] = set()
    for m in METADATA_BLOCK.finditer(src):
        first = src.count("\n", 0, m.start()) + 1
        lines.update(range(first, first + m.group(0).count("\n") + 1))
    return lines


def strip_python(src: str) -> str:
    """``src`` without comments (but its PEP 723 block), docstrings and function annotations, each statement
    on its own line number."""
    lines = src.splitlines(keepends=True)
    tree = ast.parse(src)
    tokens = list(tokenize.generate_tokens(io.StringIO(src).readline))
    cuts: list[tuple[int, int, int, int, str]] = []  # line, column, end line, end column, replacement

    def column(lineno: int, byte: int) -> int:  # ast counts UTF-8 bytes, tokenize characters
        return len(lines[lineno - 1].encode()[:byte].decode())

    def end(node: ast.AST) -> tuple[int, int]:
        line = node.end_lineno or node.lineno
        return line, column(line, node.end_col_offset or 0)

    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            # Annotations are never read at run time here (no get_type_hints,
            # no singledispatch); dataclass fields are class-level and stay.
            a = node.args
            for arg in [*a.posonlyargs, *a.args, a.vararg, *a.kwonlyargs, a.kwarg]:
                if arg is not None and arg.annotation is not None:
                    cuts.append((arg.lineno, column(arg.lineno, arg.col_offset) + len(arg.arg), *end(arg.annotation), ""))
            if node.returns is not None:
                at = (node.returns.lineno, column(node.returns.lineno, node.returns.col_offset))
                arrow = max(i for i, t in enumerate(tokens) if t.string == "->" and t.start < at)
                cuts.append((*tokens[arrow - 1].end, *end(node.returns), ""))  # from the ")" on
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = node.body[0] if node.body else None
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            continue
        end_line, end_col = end(first)
        after = lines[end_line - 1][end_col:].strip()
        if after and not after.startswith("#"):
            continue  # `"""doc"""; x = 1`: leave such a line alone
        # a body that is only a docstring still needs a statement
        cuts.append((first.lineno, column(first.lineno, first.col_offset), end_line, end_col,
                     '""' if len(node.body) == 1 else ""))
    keep = metadata_lines(src)
    cuts += [(*t.start, *t.end, "") for t in tokens if t.type == tokenize.COMMENT and t.start[0] not in keep]
    for line, col, end_line, end_col, repl in sorted(cuts, reverse=True):
        head, tail = lines[line - 1][:col], lines[end_line - 1][end_col:]
        if line == end_line:
            lines[line - 1] = head + repl + tail
        else:  # keep the line count: what followed the cut stays on the cut's last line
            lines[line - 1:end_line] = [head + repl + "\n"] + ["\n"] * (end_line - line - 1) + [tail or "\n"]
    out = "".join(text.rstrip() + "\n" if text.endswith("\n") else text.rstrip() for text in lines)
    ast.parse(out)  # still valid Python, or the build stops here
    return out


def narrow_indent(src: str) -> str:
    """``src`` indented one space per level instead of four (same program: the build checks the tree).

    Only the indentation of lines that start outside a string changes; inside
    brackets any indentation is allowed, and the text of strings is untouched.
    """
    lines = src.splitlines(keepends=True)
    in_string: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.start[0] < tok.end[0] and tok.type not in (tokenize.NL, tokenize.NEWLINE):
            in_string.update(range(tok.start[0] + 1, tok.end[0] + 1))
    out = []
    for number, text in enumerate(lines, 1):
        body = text.lstrip(" ")
        spaces = len(text) - len(body)
        if number in in_string or not body.strip() or spaces % 4:
            out.append(text)
        else:
            out.append(" " * (spaces // 4) + body)
    narrowed = "".join(out)
    if ast.dump(ast.parse(narrowed)) != ast.dump(ast.parse(src)):
        return src  # a layout this does not understand: keep the file as it is
    return narrowed


def read_mo(data: bytes) -> dict[bytes, bytes]:
    """The entries of a GNU .mo file (little-endian, as scripts/catalogue.py writes it)."""
    magic, _rev, n, ids_at, strs_at = struct.unpack_from("<Iiiii", data)
    if magic != 0x950412DE:
        raise ValueError("not a little-endian .mo file")
    out = {}
    for i in range(n):
        klen, kpos = struct.unpack_from("<ii", data, ids_at + 8 * i)
        vlen, vpos = struct.unpack_from("<ii", data, strs_at + 8 * i)
        out[data[kpos:kpos + klen]] = data[vpos:vpos + vlen]
    return out


def write_mo(entries: dict[bytes, bytes]) -> bytes:
    """A .mo of ``entries`` in their order (Python's gettext reads every entry, so none needs sorting)."""
    keys = list(entries)
    ids = b"".join(k + b"\0" for k in keys)
    start = 7 * 4 + len(keys) * 16
    table_ids: list[int] = []
    table_strs: list[int] = []
    pos = 0
    for k in keys:
        table_ids += [len(k), start + pos]
        pos += len(k) + 1
    pos = start + len(ids)
    for k in keys:
        table_strs += [len(entries[k]), pos]
        pos += len(entries[k]) + 1
    n = len(keys)
    head = struct.pack("<Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    tables = struct.pack(f"<{4 * n}i", *table_ids, *table_strs)
    return head + tables + ids + b"".join(entries[k] + b"\0" for k in keys)


def counts_as_english(header: str) -> bool:
    """Whether a catalogue's plural rule (its header's ``Plural-Forms``; gettext takes English's when there is
    none) picks the singular form exactly when English does, for n = 1 only."""
    found = re.search(r"plural=([^;\n]+)", header)
    rule = gettext.c2py(found.group(1)) if found else (lambda n: int(n != 1))
    return all(rule(n) == int(n != 1) for n in range(1000))


def trim_mo(data: bytes, order: Sequence[bytes] = ()) -> bytes:
    """The catalogue as the browser gets it: without the entries that read as their own English text, and
    keyed by digests (the header stays, marked ``X-Keys: digest``).

    A plural entry stays unless the language counts as English does: its forms follow the language's
    plural rule (French says "0 point" where English says "0 points"), so forms spelt as the English ones
    read as the English only under English's rule (the English catalogue, all of it as written).

    ``order`` (English keys, ``msgid`` or ``msgid\\0plural``) is the order to write the entries in: the ``.po``'s,
    where each text sits near the code's other texts, compresses some 2.5 kB better than the digests' order;
    entries it does not name come after, in the ``.mo``'s order."""
    entries = read_mo(data)
    rank = {k: i for i, k in enumerate(order)}
    entries = dict(sorted(entries.items(), key=lambda kv: (kv[0] != b"", rank.get(kv[0], len(rank)))))
    # Every text, kept or left out (English, looked up too), has a key of its own: no text may read another's.
    keys = {k: catalogue_key(k.decode("utf-8")).encode("ascii") for k in entries if k}
    seen: dict[bytes, bytes] = {}
    for text, key in keys.items():
        if key in seen:
            raise ValueError(f"two catalogue texts share the key {key!r} ({seen[key]!r}, {text!r}): make the digest"
                             " longer (game.i18n.catalogue_key)")
        seen[key] = text
    out: dict[bytes, bytes] = {}
    english = counts_as_english(entries.get(b"", b"").decode("utf-8"))
    for k, v in entries.items():
        if not k:
            out[k] = v.rstrip(b"\n") + b"\n" + DIGEST_HEADER.encode() + b"\n"
            continue
        plural = b"\0" in k
        if v == k and (not plural or english):
            continue
        # gettext files a plural under the part before the \0
        out[keys[k] + b"\0" + keys[k] if plural else keys[k]] = v
    return write_mo(out)


def po_order(po: Path) -> list[bytes]:
    """The English keys of ``po`` in the file's order, as a ``.mo`` files them (a plural's ``msgid\\0plural``)."""
    return [(msgid + ("\0" + plural if plural else "")).encode() for msgid, plural in read_po(po)]


def slim(folder: Path) -> None:
    """Cut the staged game in ``folder`` down to what the browser runs (see the module's text)."""
    for pattern in DEV_ONLY:
        for path in folder.glob(pattern):
            path.unlink()
    for path in folder.rglob("*.mo"):
        path.write_bytes(trim_mo(path.read_bytes(), po_order(path.with_suffix(".po"))))
    for path in folder.rglob("*.po"):
        path.unlink()
    for path in folder.rglob("*.py"):
        path.write_text(narrow_indent(strip_python(path.read_text(encoding="utf-8"))), encoding="utf-8")


def pack(files: dict[str, bytes], apk: Path) -> None:
    """Write ``files`` (package name -> bytes) as the page's .apk: one deflated ``game.pack``."""
    games = {n.split("/")[3] for n in files if n.startswith("assets/game/tables/") and n.count("/") == 4}
    names = sorted(files, key=lambda name: _order(name, games))
    index = json.dumps([[name, len(files[name])] for name in names], ensure_ascii=False, separators=(",", ":"))
    blob = index.encode() + b"\n" + b"".join(files[name] for name in names)
    _write_zip(apk, PACK, blob, deflate(blob))


def deflate(data: bytes) -> bytes:
    """A raw deflate stream of ``data``: zopfli's (5 % smaller, any inflater reads it), else zlib's best."""
    try:
        from zopfli.zopfli import compress
    except ImportError:
        print("web build: zopfli missing (pip install -e '.[web]'): the package is about 5 % bigger",
              file=sys.stderr)
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        return packer.compress(data) + packer.flush()
    return compress(data, numiterations=15, gzip_mode=0)[2:-4]  # zlib's 2-byte header and checksum off


def _write_zip(path: Path, name: str, data: bytes, deflated: bytes) -> None:
    """A zip of one member whose deflate stream is already made (the zipfile module makes its own)."""
    encoded = name.encode()
    date = ((FIXED_TIME[0] - 1980) << 9) | (FIXED_TIME[1] << 5) | FIXED_TIME[2]
    crc = zlib.crc32(data)
    common = struct.pack("<HHHHLLLH", 0, 8, 0, date, crc, len(deflated), len(data), len(encoded))
    local = b"PK\x03\x04" + struct.pack("<H", 20) + common + struct.pack("<H", 0) + encoded
    central = (b"PK\x01\x02" + struct.pack("<HH", 20, 20) + common
               + struct.pack("<HHHHLL", 0, 0, 0, 0, 0, 0) + encoded)
    end = b"PK\x05\x06" + struct.pack("<HHHHLLH", 0, 0, 1, 1, len(central), len(local) + len(deflated), 0)
    path.write_bytes(local + deflated + central + end)


def _order(name: str, games: set[str]) -> tuple[bool, bool, str, bool, str, str]:
    # Deflate finds repeats only in its last 32 kB. The four games are built
    # alike, so each game's words.py sits next to the others' words.py, its
    # ai.py next to theirs (``games``: the folders of game/tables/, in engine/
    # and game/tables/ alike); the shared modules come before them, folder by
    # folder, so a folder's modules, which share the most, sit together (4 kB
    # less than sorting them by name among the games' modules). The modules
    # come first, in one run: a font or the catalogue between two of them kept
    # their shared words apart (about 1 kB). Compressed sounds come last.
    folder, _, base = name.rpartition("/")
    parts = folder.split("/")
    game = len(parts) > 2 and (parts[2] in games or parts[2] == "tables")
    return (name.endswith(".ogg"), not name.endswith(".py"), parts[1] if len(parts) > 1 else "", game,
            base if game else folder, folder if game else base)


def unpack(blob: bytes) -> dict[str, bytes]:
    """``game.pack`` back into its files (the page's loader does the same)."""
    index, _, body = blob.partition(b"\n")
    out: dict[str, bytes] = {}
    pos = 0
    for name, size in json.loads(index):
        out[name] = body[pos:pos + size]
        pos += size
    if pos != len(body):
        raise ValueError("game.pack: the index does not match the contents")
    return out


def members(apk: Path) -> dict[str, bytes]:
    """Every file the page unpacks from ``apk``: name -> bytes (through ``game.pack``)."""
    out: dict[str, bytes] = {}
    with zipfile.ZipFile(apk) as outer:
        for name in outer.namelist():
            data = outer.read(name)
            if name == PACK:
                out.update(unpack(data))
            else:
                out[name] = data
    return out
