"""The translation catalogues: gather every player-facing string, keep the .po files, compile the .mo files.

    python scripts/catalogue.py update     # add new strings to each .po (and drop the ones gone), compile
    python scripts/catalogue.py compile    # .po -> .mo only
    python scripts/catalogue.py check      # exit 1 if a string is missing, untranslated, written twice, English
                                           # other than its text, or a .mo is stale

Strings are found in the code by their markers: ``words("…", plural="…")``
and ``Words("…")`` (the engine's sentences), ``tr("…")``, ``trn("…", "…", n)``
and ``N_("…")`` (the client's), with a string literal as the text. The .mo
writer follows the GNU format the standard library's ``gettext`` reads.
"""

from __future__ import annotations

import ast
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
DOMAIN = "beaniverse"
LANGUAGES = {
    "en": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}
SOURCES = ("engine", "game")
SINGLE = {"words", "Words", "tr", "N_", "gettext_"}
DOUBLE = {"trn", "ngettext_"}

Message = tuple[str, str]  # (msgid, plural msgid or "")


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _text(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract(root: Path = ROOT) -> dict[Message, list[str]]:
    """Every marked string in the code, with where it stands."""
    found: dict[Message, list[str]] = {}
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            rel = path.relative_to(root).as_posix()
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                name = _name(node.func)
                if name in SINGLE and node.args:
                    text = _text(node.args[0])
                    plural = next((_text(k.value) for k in node.keywords if k.arg == "plural"), None) or ""
                elif name in DOUBLE and len(node.args) >= 2:
                    text, plural = _text(node.args[0]), _text(node.args[1]) or ""
                else:
                    continue
                if text:
                    found.setdefault((text, plural), []).append(f"{rel}:{node.lineno}")
    return found


# --- .po reading and writing ------------------------------------------------------------


def _unquote(s: str) -> str:
    return ast.literal_eval(s)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def read_po(path: Path, twice: list[str] | None = None) -> dict[Message, list[str]]:
    """msgid (and plural) -> msgstr forms; the header entry is left out. A msgid written twice is added to
    ``twice``: the later entry wins silently, and gettext's own tools refuse such a file."""
    out: dict[Message, list[str]] = {}
    if not path.exists():
        return out
    entry: dict[str, str] = {}
    last = ""

    def flush() -> None:
        if "msgid" in entry and entry["msgid"]:
            key = (entry["msgid"], entry.get("msgid_plural", ""))
            forms = [entry[k] for k in sorted(k for k in entry if k.startswith("msgstr"))]
            if key in out and twice is not None:
                twice.append(key[0])
            out[key] = forms
        entry.clear()

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and entry:
                flush()
            continue
        if line.startswith('"'):
            entry[last] += _unquote(line)
            continue
        key, _, value = line.partition(" ")
        if key == "msgid" and "msgid" in entry:
            flush()
        last = key
        entry[key] = _unquote(value)
    flush()
    return out


def write_po(path: Path, lang: str, messages: dict[Message, list[str]], where: dict[Message, list[str]]) -> None:
    lines = [
        f"# Beaniverse — {lang} catalogue. Edit the msgstr lines; run scripts/catalogue.py compile afterwards.",
        'msgid ""',
        'msgstr ""',
        _quote("Content-Type: text/plain; charset=UTF-8\n"),
        _quote(f"Language: {lang}\n"),
        _quote(f"Plural-Forms: {LANGUAGES[lang]}\n"),
        "",
    ]
    for key in sorted(messages, key=lambda k: (where.get(k, ["~"])[0], k)):
        msgid, plural = key
        forms = messages[key]
        for ref in where.get(key, [])[:3]:
            lines.append(f"#: {ref}")
        lines.append("msgid " + _quote(msgid))
        if plural:
            lines.append("msgid_plural " + _quote(plural))
            for i, form in enumerate(forms):
                lines.append(f"msgstr[{i}] " + _quote(form))
        else:
            lines.append("msgstr " + _quote(forms[0] if forms else ""))
        lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def write_mo(path: Path, lang: str, messages: dict[Message, list[str]]) -> None:
    """The GNU .mo format: a header, two tables of (length, offset), then the strings."""
    header = f"Content-Type: text/plain; charset=UTF-8\nLanguage: {lang}\nPlural-Forms: {LANGUAGES[lang]}\n"
    entries = {b"": header.encode()}
    for (msgid, plural), forms in messages.items():
        if not any(forms):
            continue  # untranslated: gettext falls back to the English text
        key = msgid.encode() + (b"\0" + plural.encode() if plural else b"")
        entries[key] = b"\0".join(f.encode() for f in forms)
    keys = sorted(entries)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(entries[k] + b"\0" for k in keys)
    n = len(keys)
    start = 7 * 4 + n * 16
    id_offsets, str_offsets = [], []
    pos = 0
    for k in keys:
        id_offsets += [len(k), start + pos]
        pos += len(k) + 1
    pos = 0
    for k in keys:
        v = entries[k]
        str_offsets += [len(v), start + len(ids) + pos]
        pos += len(v) + 1
    out = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    out += struct.pack(f"{2 * n}i", *id_offsets) + struct.pack(f"{2 * n}i", *str_offsets) + ids + strs
    path.write_bytes(out)


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def update() -> None:
    found = extract()
    for lang in LANGUAGES:
        old = read_po(po_path(lang))
        merged: dict[Message, list[str]] = {}
        for key in found:
            forms = old.get(key)
            if lang == "en":  # English reads as written, whatever an older wording left in its entry
                forms = english(key)
            elif forms is None:  # other languages start untranslated
                forms = ["", ""] if key[1] else [""]
            merged[key] = forms
        write_po(po_path(lang), lang, merged, found)
    compile_all()


def english(key: Message) -> list[str]:
    """The English entry for ``key``: its own text (and plural). English ships as the catalogue's header alone,
    so an entry that reads otherwise would change nothing in the browser and everything on the desktop."""
    return [key[0], key[1]] if key[1] else [key[0]]


def compile_all() -> None:
    for lang in LANGUAGES:
        write_mo(po_path(lang).with_suffix(".mo"), lang, read_po(po_path(lang)))


def problems() -> list[str]:
    """What is wrong with the catalogues against the code (empty when all is well)."""
    found = extract()
    out = []
    for lang in LANGUAGES:
        twice: list[str] = []
        po = read_po(po_path(lang), twice)
        out += [f"{lang}: {msgid!r} is written twice" for msgid in twice]
        for key in found:
            if key not in po:
                out.append(f"{lang}: missing {key[0]!r}")
            elif not all(po[key]) or len(po[key]) != (2 if key[1] else 1):
                out.append(f"{lang}: untranslated {key[0]!r}")
            elif lang == "en" and po[key] != english(key):
                out.append(f"en: {key[0]!r} reads otherwise than its text (run scripts/catalogue.py update)")
        mo = po_path(lang).with_suffix(".mo")
        if not mo.exists():
            out.append(f"{lang}: {mo.name} missing (run scripts/catalogue.py compile)")
        else:
            tmp = mo.with_suffix(".check")
            write_mo(tmp, lang, po)
            stale = tmp.read_bytes() != mo.read_bytes()
            tmp.unlink()
            if stale:
                out.append(f"{lang}: {mo.name} is older than its .po (run scripts/catalogue.py compile)")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        bad = problems()
        for line in bad[:50]:
            print(line)
        if len(bad) > 50:
            print(f"… and {len(bad) - 50} more")
        return 1 if bad else 0
    else:
        print("usage: catalogue.py update|compile|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
