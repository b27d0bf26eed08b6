"""web/package.py: the slimming keeps the program and its line numbers; the pack unpacks as the page does."""

from __future__ import annotations

import io
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
import package  # noqa: E402

from game.i18n import Catalogue  # noqa: E402

SOURCE = '''"""Module text."""

from __future__ import annotations

# a comment on its own line
X: int = 3  # trailing comment


class Point:
    """Only a docstring."""


class Named:
    """A class with a field."""

    name: str = "é"  # dataclass-style field: kept

    def hello(self, who: "str", *rest: int, **kw: dict[str,
                                                       int]) -> str:
        """Say hello.

        Over several lines.
        """
        text = """keep
    this # not a comment
        indentation"""
        return f"{who} #{text}"  # comment


def boom() -> None:
    raise ValueError("boom")
'''


def test_strip_keeps_the_program_and_its_lines() -> None:
    out = package.narrow_indent(package.strip_python(SOURCE))
    assert out.count("\n") == SOURCE.count("\n")
    assert "#" not in out.replace("this # not a comment", "").replace('"{who} #{text}"', "")
    assert "Say hello" not in out and "Module text" not in out and "->" not in out
    assert ": int" not in out.split("class Point")[1].split("name:")[0]  # the signature's annotations
    assert 'name: str = "é"' in out, "class-level annotations make dataclass fields"
    assert "keep\n    this # not a comment\n        indentation" in out, "string contents are untouched"
    space: dict = {}
    exec(compile(out, "packed.py", "exec"), space)
    assert space["Named"]().hello("Ann", 1, a={}) == "Ann #keep\n    this # not a comment\n        indentation"
    assert space["X"] == 3 and space["Point"].__doc__ in ("", None)
    with pytest.raises(ValueError) as err:
        space["boom"]()
    raise_line = next(i for i, line in enumerate(SOURCE.splitlines(), 1) if "raise ValueError" in line)
    assert err.traceback[-1].lineno + 1 == raise_line, "a traceback names the source's line"


def test_strip_keeps_a_pep_723_block_and_nothing_else_of_the_comments() -> None:
    # pygbag's runtime installs what a PEP 723 block names (and maps "pygame-ce" to its pygame wheel)
    block = '# /// script\n# dependencies = [\n#     "pygame-ce",\n# ]\n# ///\n'
    src = "# why the block is here\n" + block + '"""Doc."""\n\nimport sys  # trailing\n# /// not a block\n'
    out = package.narrow_indent(package.strip_python(src))
    assert block in out
    assert "why" not in out and "trailing" not in out and "not a block" not in out
    assert out.count("\n") == src.count("\n")
    assert package.metadata_lines(src) == {2, 3, 4, 5, 6}


def test_indent_is_left_alone_when_it_would_change_the_program() -> None:
    odd = "if True:\n  x = 1\n"  # two spaces: not a multiple of four
    assert package.narrow_indent(odd) == odd


def _mo(entries: dict[bytes, bytes]) -> bytes:
    return package.write_mo(entries)


def test_catalogue_keeps_what_differs_from_english_keyed_by_digests() -> None:
    header = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n"
    source = _mo({
        b"": header,
        b"Draw": b"Draw",
        b"Pass": b"Passer",
        b"{n} card\0{n} cards": b"{n} carte\0{n} cartes",
        b"{n} coin\0{n} coins": b"{n} coin\0{n} coins",
    })
    trimmed = package.trim_mo(source)
    kept = set(package.read_mo(trimmed))
    # a plural entry stays even when spelt as the English: the language's plural rule must still apply
    assert len(kept) == 4 and b"" in kept
    assert not any(b"Pass" in k or b"card" in k or b"coin" in k for k in kept), "no English text in the keys"
    assert len(trimmed) < len(source)
    t = Catalogue(io.BytesIO(trimmed))
    assert t.gettext("Draw") == "Draw" and t.gettext("Pass") == "Passer" and t.gettext("Missing") == "Missing"
    assert [t.ngettext("{n} card", "{n} cards", n) for n in (1, 2)] == ["{n} carte", "{n} cartes"]
    assert [t.ngettext("{n} coin", "{n} coins", n) for n in (1, 2)] == ["{n} coin", "{n} coins"]
    assert t.ngettext("{n} coin", "{n} coins", 0) == "{n} coin", "French says 0 in the singular"
    assert t.ngettext("{n} bean", "{n} beans", 2) == "{n} beans", "English when missing"
    # the desktop's catalogue, keyed by the English, reads the same through the same class
    plain = Catalogue(io.BytesIO(source))
    assert plain.gettext("Pass") == "Passer" and plain.ngettext("{n} card", "{n} cards", 0) == "{n} carte"


def test_english_catalogue_ships_only_its_header() -> None:
    """English counts as gettext does without a catalogue (the singular for 1 only), so its plural entries spelt
    as the English read as the English: the browser gets none of them (about 3 kB of the package)."""
    source = (Path(package.__file__).resolve().parent.parent / "game/locale/en/LC_MESSAGES/beaniverse.mo").read_bytes()
    plain = Catalogue(io.BytesIO(source))
    trimmed = package.trim_mo(source)
    assert list(package.read_mo(trimmed)) == [b""] and len(trimmed) < len(source) // 20
    t = Catalogue(io.BytesIO(trimmed))
    for one, many in [("{who} draws {n} card", "{who} draws {n} cards"),
                      ("{who} passes {n} card to {to}", "{who} passes {n} cards to {to}")]:
        assert [t.ngettext(one, many, n) for n in (0, 1, 2)] == [plain.ngettext(one, many, n) for n in (0, 1, 2)]
    assert not package.counts_as_english("Plural-Forms: nplurals=2; plural=(n > 1);\n"), "French keeps its plurals"
    assert package.counts_as_english("Content-Type: text/plain; charset=UTF-8\n"), "gettext's own default"


def test_catalogue_entries_keep_the_po_order_so_alike_sentences_compress_together(tmp_path: Path) -> None:
    """Sorted by digest, the French sentences lay scattered through the stream (about 2.5 kB more to download)."""
    header = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n"
    po = tmp_path / "fr.po"
    po.write_text('msgid ""\nmsgstr ""\n\nmsgid "Pass"\nmsgstr "Passer"\n\nmsgid "{n} card"\n'
                  'msgid_plural "{n} cards"\nmsgstr[0] "{n} carte"\nmsgstr[1] "{n} cartes"\n\n'
                  'msgid "Draw"\nmsgstr "Piocher"\n', encoding="utf-8")
    order = package.po_order(po)
    assert order == [b"Pass", b"{n} card\0{n} cards", b"Draw"]
    source = _mo({b"": header, b"Draw": b"Piocher", b"Pass": b"Passer", b"{n} card\0{n} cards": b"{n} carte\0{n} cartes"})
    for wanted in (order, order[::-1]):
        values = list(package.read_mo(package.trim_mo(source, wanted)).values())
        assert values == [package.read_mo(source)[b""] + package.DIGEST_HEADER.encode() + b"\n",
                          *(package.read_mo(source)[k] for k in wanted)]


def test_two_texts_with_one_digest_stop_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    source = _mo({b"": b"Content-Type: text/plain; charset=UTF-8\n", b"Pass": b"Passer", b"Draw": b"Piocher"})
    monkeypatch.setattr(package, "catalogue_key", lambda text: "same")
    with pytest.raises(ValueError, match="share the key"):
        package.trim_mo(source)


def test_a_text_left_out_as_english_may_not_share_a_key_with_a_kept_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Draw" is left out (it reads as its English), but the browser still looks it up: sharing "Pass"'s key, it
    would show "Passer". The short keys make this possible, so every text of the catalogue is checked."""
    source = _mo({b"": b"Content-Type: text/plain; charset=UTF-8\n", b"Draw": b"Draw", b"Pass": b"Passer"})
    monkeypatch.setattr(package, "catalogue_key", lambda text: "same")
    with pytest.raises(ValueError, match="share the key"):
        package.trim_mo(source)


def test_catalogue_keys_are_short() -> None:
    """Five base-64 characters (30 bits): seven cost 2 kB more to download."""
    from game.i18n import catalogue_key

    assert {len(catalogue_key(text)) for text in ("Pass", "{n} card\0{n} cards", "é" * 300)} == {5}


def test_pack_unpacks_as_the_page_does(tmp_path: Path) -> None:
    files = {"assets/main.py": b"print('hi')\n", "assets/game/x.py": "é = 1\n".encode(),
             "assets/assets/sounds/a.ogg": bytes(range(256)), "assets/empty.txt": b""}
    apk = tmp_path / "beaniverse.apk"
    package.pack(files, apk)
    assert package.members(apk) == files
    with zipfile.ZipFile(apk) as z:
        blob = z.read("game.pack")
    # the loader in web/beaniverse.tmpl, run as written
    template = (ROOT / "web" / "beaniverse.tmpl").read_text(encoding="utf-8")
    loop = re.search(r"( +)index, _, body = blob\.partition.*?\n(?=\1del blob)", template, re.S)
    assert loop, "the page's loader splits game.pack"
    code = "\n".join(line[len(loop.group(1)):] for line in loop.group(0).splitlines())
    appdir = tmp_path / "data"
    calls: list[tuple[int, int]] = []

    class Loader:
        def progress(self, done: int, total: int) -> None:
            calls.append((done, total))

    async def run() -> None:
        import asyncio
        import json

        env = {"blob": blob, "appdir": appdir, "bv": Loader(), "json": json, "asyncio": asyncio}
        exec(compile("async def _unpack():\n" + "\n".join("    " + ln for ln in code.splitlines()), "tmpl", "exec"),
             env)
        await env["_unpack"]()

    import asyncio

    asyncio.run(run())
    assert {p.relative_to(appdir).as_posix(): p.read_bytes() for p in appdir.rglob("*") if p.is_file()} == files
    assert calls and calls[0] == (1, len(files))


def test_a_pack_whose_index_lies_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        package.unpack(b'[["a", 3]]\nab')


def test_the_stream_is_plain_deflate_and_smaller_than_zlibs_best() -> None:
    import zlib

    data = (ROOT / "game" / "kit" / "table.py").read_bytes() * 3
    stream = package.deflate(data)
    assert zlib.decompressobj(-15).decompress(stream) == data, "any inflater (the browser's zlib) reads it"
    best = zlib.compressobj(9, zlib.DEFLATED, -15)
    assert len(stream) <= len(best.compress(data) + best.flush())
