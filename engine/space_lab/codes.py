"""The specification's codes of the components ("L07", "P13", "O05", "V2-10") and back, for tests and tools.

A player never meets a code: the table names every card (``words.card_words``). The balance report and the
tests, which follow the specification's tables, read and write them; the browser's package leaves this module
out (``web/package.py``, ``DEV_ONLY``).
"""

from __future__ import annotations

from engine.space_lab.cards import TILE_PILE, TILE_VALUE, Component, component
from engine.space_lab.content import OBJECTIVE_BASE, PROJECT_BASE

CODES = {
    Component.LAB: lambda card: f"L{card:02d}",
    Component.PROJECT: lambda card: f"P{card - PROJECT_BASE:02d}",
    Component.OBJECTIVE: lambda card: f"O{card - OBJECTIVE_BASE:02d}",
    Component.TILE: lambda card: f"V{TILE_PILE[card]}-{TILE_VALUE[card]}",
    Component.NONE: lambda card: "?",
}


def code(card: int) -> str:
    """The specification's id of any component id: "L07", "P13", "O05", "V2-10"."""
    return CODES[component(card)](card)


def lab(code_: str) -> int:
    """The id of a Lab card from its code ("L07" → 7), for tests and tools."""
    assert code_[0] == "L"
    return int(code_[1:])


def project(code_: str) -> int:
    """The id of a Project from its code ("P13" → 113)."""
    assert code_[0] == "P"
    return PROJECT_BASE + int(code_[1:])


def objective(code_: str) -> int:
    """The id of an Objective from its code ("O05" → 205)."""
    assert code_[0] == "O"
    return OBJECTIVE_BASE + int(code_[1:])
