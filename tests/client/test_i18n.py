"""French and English: complete catalogues, whole sentences, the language on screen and in storage."""

from __future__ import annotations

import ast
import gettext
from pathlib import Path

import pytest

from game import i18n, record
from tests.client.driver import DT, click_key, make_app

ROOT = Path(__file__).resolve().parents[2]
TRANSLATING = {"tr", "trn", "say", "gettext_", "ngettext_", "action_words"}


def _catalogue():
    import importlib.util

    spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "catalogue.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def test_every_string_is_in_both_catalogues_and_the_mo_files_are_current() -> None:
    problems = _catalogue().problems()
    assert not problems, "\n".join(problems[:30]) + f"\n({len(problems)} in all: run scripts/catalogue.py update)"


def test_the_extractor_finds_the_strings_it_must() -> None:
    found = {msgid for msgid, _ in _catalogue().extract()}
    for msgid in ("Pass to {name}", "Draw pile {n}", "{who} draws {n} card", "Bluebeans", "Al Cabohne"):
        assert msgid in found, msgid


def _translated_call(node: ast.AST) -> bool:
    if isinstance(node, ast.Call):
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name in TRANSLATING
    return False


def _glued(node: ast.AST) -> bool:
    """A translated sentence joined to another piece: French could not put the pieces in its own order."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _translated_call(node.left) or _translated_call(node.right)
    if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
        return _translated_call(node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.FormattedValue) and _translated_call(v.value) for v in node.values)
    return False


def test_no_sentence_is_glued_from_translated_fragments() -> None:
    bad = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if _glued(node):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, "translated text glued to other text (use one template with blanks): " + ", ".join(bad)


def test_the_glue_check_can_fail() -> None:
    assert _glued(ast.parse('x = tr("a") + "b"').body[0].value)  # type: ignore[attr-defined]
    assert _glued(ast.parse('f"{tr(x)}!"').body[0].value)  # type: ignore[attr-defined]
    assert _glued(ast.parse('t += say(w, n)').body[0])
    assert not _glued(ast.parse('tr("{a} and {b}", a=1, b=2)').body[0].value)  # type: ignore[attr-defined]


def test_french_on_screen_and_plurals_follow_french_rules() -> None:
    try:
        i18n.set_language("fr")
        assert i18n.tr("Choose a game") != "Choose a game"
        one, many = "{n} card in hand", "{n} cards in hand"
        assert i18n.trn(one, many, 0) == i18n.trn(one, many, 1).replace("1", "0")  # French: 0 is singular
        assert i18n.trn(one, many, 2) != i18n.trn(one, many, 1).replace("1", "2")
    finally:
        i18n.set_language("en")
    assert i18n.trn("{n} card in hand", "{n} cards in hand", 0) == "0 cards in hand"


def test_the_catalogue_is_read_by_the_standard_gettext() -> None:
    t = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=["fr"])
    assert t.gettext("Rules") != "Rules"


def test_choosing_french_in_settings_changes_the_screen_and_is_stored(data_dir: str) -> None:
    app = make_app()
    try:
        app.push(app.router.title_scene())
        app.frame(DT)
        click_key(app, "settings")
        click_key(app, "language:fr")
        assert app.settings.language == "fr"
        click_key(app, "back")
        with record.capture() as items:
            app.frame(DT)
        texts = record.texts(items)
        assert i18n.tr("Choose a game") in texts and "Choose a game" not in texts
        from game import settings

        assert settings.load().language == "fr"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("env,expected", [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "de_DE.UTF-8"}, "en"),
                                          ({"LANGUAGE": "fr:en"}, "fr"), ({}, "en")])
def test_the_default_is_the_system_language(env: dict, expected: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert i18n.system_language() == expected


def test_a_msgid_written_twice_is_a_catalogue_problem(tmp_path: Path) -> None:
    # Space Beans' short "Blue" was added beside Al Cabohne's "Blue" ("Bleu"): the later entry won silently and
    # Al Cabohne's French said "Mettre le Blue sur le champ 1"
    po = tmp_path / "twice.po"
    po.write_text('msgid "Blue"\nmsgstr "Bleu"\n\nmsgid "Red"\nmsgstr "Rouge"\n\nmsgid "Blue"\nmsgstr "Blue"\n',
                  encoding="utf-8")
    twice: list[str] = []
    assert _catalogue().read_po(po, twice)[("Blue", "")] == ["Blue"]
    assert twice == ["Blue"]
