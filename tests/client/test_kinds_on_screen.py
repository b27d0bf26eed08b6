"""The table speaks the engine's declared vocabulary: every kind a game's UI names is one its engine declares,
and every event kind its engine can emit is choreographed by the UI or listed by it as not animated.

A misspelt kind in a ``kind == "…"`` test would silently drop an animation or an offer; this reads every
game's table package and holds each kind it names to ``action_kinds`` and ``event_kinds``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import GAMES
from game.tables import client, has_table, listed

ROOT = Path(__file__).resolve().parents[2] / "game" / "tables"
TABLE_GAMES = [n for n in listed(GAMES) if has_table(n)]
CHOICE_CALLS = {"of", "for_card"}  # Choices.of(*kinds), Choices.for_card(card, *kinds)


def _strings(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {s for e in node.elts for s in _strings(e)}
    return set()


def _kind_names(tree: ast.AST) -> set[str]:
    """Local names bound to an event's or action's kind (``k = e.kind``, ``k, s = e.kind, e.seat``)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                pairs = zip(target.elts, node.value.elts, strict=False) \
                    if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) else [(target, node.value)]
                out |= {t.id for t, v in pairs if isinstance(t, ast.Name) and _names_kind(v, set())}
    return out


def _constants(tree: ast.Module) -> dict[str, set[str]]:
    """Module-level names holding kinds (``END_KINDS = ("bonus", ...)``)."""
    return {t.id: _strings(node.value) for node in tree.body if isinstance(node, ast.Assign)
            for t in node.targets if isinstance(t, ast.Name) and _strings(node.value)}


def _names_kind(node: ast.AST, local: set[str]) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr in ("kind", "kinds")) or \
        (isinstance(node, ast.Name) and node.id in local)


def named_kinds(game_name: str) -> tuple[set[str], set[str], set[str]]:
    """(kinds named in ``.kind`` comparisons and choice look-ups, ``Pick`` kinds, members named as
    ``EventKind.X`` / ``ActionKind.X``) across the game's table package."""
    kinds: set[str] = set()
    picks: set[str] = set()
    members: set[str] = set()
    for path in sorted((ROOT / game_name).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        local, constants = _kind_names(tree), _constants(tree)
        declared_still = {id(n) for a in ast.walk(tree) if isinstance(a, ast.Assign)
                          and any(isinstance(t, ast.Name) and t.id == "still_events" for t in a.targets)
                          for n in ast.walk(a)}
        for node in ast.walk(tree):
            if id(node) in declared_still:
                continue  # the list of kinds left still is not a choreography of them
            if isinstance(node, ast.Compare) and any(_names_kind(n, local) for n in (node.left, *node.comparators)):
                for side in (node.left, *node.comparators):
                    kinds |= _strings(side) | (constants.get(side.id, set()) if isinstance(side, ast.Name) else set())
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in CHOICE_CALLS:
                    kinds |= {s for a in node.args for s in _strings(a)}
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Pick" \
                    and node.args:
                picks |= _strings(node.args[0])
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in ("EventKind", "ActionKind", "E", "A"):
                members.add(node.attr)
    return kinds, picks, members


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_kind_the_table_names_is_declared(name: str) -> None:
    game = GAMES[name]
    declared = {str(k) for k in game.action_kinds} | {str(k) for k in game.event_kinds}
    kinds, picks, _members = named_kinds(name)
    assert kinds, "the reader found no kind at all: it no longer reads this package"
    unknown = kinds - declared - picks
    assert not unknown, f"{name}'s table names kinds its engine does not declare: {sorted(unknown)}"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_event_kind_is_choreographed_or_listed_as_still(name: str) -> None:
    game = GAMES[name]
    found = client(name)
    assert found is not None
    ui = found.ui()
    still = set(ui.still_events)
    kinds, _picks, members = named_kinds(name)
    by_member = {k.name for k in game.event_kinds}
    named = kinds | {str(game.event_kinds[m]) for m in members if m in by_member}
    events = {str(k) for k in game.event_kinds}
    assert still <= events, f"still_events names kinds {sorted(still - events)} the engine does not declare"
    assert not (still & named), f"{sorted(still & named)} are both choreographed and listed as still"
    missing = events - named - still
    assert not missing, f"{name}: event kinds neither choreographed nor listed as still: {sorted(missing)}"
