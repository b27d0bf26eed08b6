"""Shared code names no game (issue 17: adding a game edits no shared file).

A module outside the game packages (``engine/<game>/``, and the client's ``game/tables/``) must not
name a game in its code: no game's package name or title in an identifier, an import or a string.
A game's figures that shared code needs (the review's thresholds, its units) are declared by the game
(``SearchHooks``), and the games are found by ``engine.games_here``. Comments and docstrings may name a
game as an example: they never need editing for a game to be added.
"""

from __future__ import annotations

import ast
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from engine import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = engine.games_here()


def _plain(text: str) -> str:
    """``text`` casefolded, without accents, spaces or underscores: "Système Solaire" -> "systemesolaire"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if c.isalnum() and not unicodedata.combining(c))


def game_names() -> dict[str, str]:
    """Each game's package name and title, plain (``_plain``), to the game's name."""
    out = {_plain(p): p for p in GAME_PACKAGES}
    out.update({_plain(GAMES[p].title): p for p in GAME_PACKAGES})
    return out


def shared_modules() -> list[Path]:
    """Every module of ``engine/`` outside the game packages, and of ``game/`` outside ``game/tables/``."""
    games = {ROOT / "engine" / p for p in GAME_PACKAGES} | {ROOT / "game" / "tables"}
    return sorted(
        path for folder in ("engine", "game") for path in (ROOT / folder).rglob("*.py")
        if not any(g in path.parents for g in games)
    )


def _docstrings(tree: ast.Module) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def code_words(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every identifier, imported module and string in ``source`` but its docstrings."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield line, node.value
        elif isinstance(node, ast.Name):
            yield line, node.id
        elif isinstance(node, ast.Attribute):
            yield line, node.attr
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            yield line, node.name
        elif isinstance(node, ast.arg):
            yield line, node.arg
        elif isinstance(node, ast.ImportFrom):
            yield line, node.module or ""
        elif isinstance(node, ast.alias):
            yield line, f"{node.name} {node.asname or ''}"


def named_games(source: str) -> list[tuple[int, str]]:
    """(line, game) wherever the code of ``source`` names a game."""
    names = game_names()
    return sorted({(line, game) for line, text in code_words(source) for plain, game in names.items()
                   if plain in _plain(text)})


def test_the_checker_finds_a_game_named_in_code() -> None:
    # the shapes a game's name takes in code: a key, an import, a title, a class
    assert [g for _, g in named_games('THRESHOLDS = {"space_lab": 3.0}')] == ["space_lab"]
    assert [g for _, g in named_games("from engine.al_cabohne import GAME")] == ["al_cabohne"]
    assert [g for _, g in named_games('NOTE = "Systeme Solaire only"')] == ["systeme_solaire"]
    assert [g for _, g in named_games("class SpaceBeansThing: pass")] == ["space_beans"]
    assert named_games('"""Space Beans, for example."""\n# Al Cabohne too\nx = 1') == []


def test_the_shared_packages_are_no_games() -> None:
    # every game the engine folder holds, and nothing else: ``engine.search`` is a package too, and
    # importing ``engine`` must not treat it (or the review module) as a game
    assert set(GAME_PACKAGES) == {g for g in GAMES if (ROOT / "engine" / g).is_dir()}
    assert "review" not in GAME_PACKAGES and "search" not in GAME_PACKAGES


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_shared_module_names_a_game(path: Path) -> None:
    found = named_games(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(ROOT)} names a game at " + ", ".join(f"line {n} ({g})" for n, g in found)
