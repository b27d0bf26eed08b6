"""What a click on the Système Solaire table seems to try, offered or not.

The table asks the engine why a move that is not offered is not possible
(``why_not``), so a click on a taken group or a card not needed for a
payment gets its reason rather than nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Action
from engine.systeme_solaire.cards import PROBE_SETS
from game.tables.systeme_solaire import layout as L

if TYPE_CHECKING:
    from game.tables.systeme_solaire.table import SystemeSolaireUI


def intent_at(table: SystemeSolaireUI, v: Any, pos: tuple[int, int]) -> Action | None:
    """The move a click at ``pos`` seems to try, offered or not, on the table UI ``table`` showing view ``v``:
    a button, a Hand / Front toggle, a hand card, a probe set or a group."""
    for c in [*table.controls(), *(c for toggles in table.toggles() for c in toggles[:2])]:
        if c.button.rect.collidepoint(pos):
            return c.move
    for card, r in table.hand_strips():
        if r.collidepoint(pos):
            return Action("select" if v.phase == "select" else "pay", card)
    if v.phase == "probes":
        for i, (comp, _cards) in enumerate(PROBE_SETS):
            if L.set_slot(i).collidepoint(pos):
                return Action("probes", comp)
        return None
    for g in range(len(v.groups)):
        if L.group_area(g, v.players).collidepoint(pos):
            return Action("lay", g) if v.phase == "lay" else Action("take", g, "h" * max(1, len(v.groups[g])))
    return None
