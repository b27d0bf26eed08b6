"""Names kept in tables (cards, colours, planets, months) reach the catalogue and show in French.

A name the screen translates through a variable (``words(name)``, ``tr(TYPES[t])``)
is only in the catalogue when its table marks it with ``N_("…")``; an unmarked
one stays English on a French screen without any test noticing.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from engine.al_cabohne.cards import BOSSES
from engine.al_cabohne.cards import TYPES as AC_TYPES
from engine.space_beans.cards import TYPES as SB_TYPES
from engine.space_lab import content as SL
from engine.systeme_solaire.cards import KINDS
from game import i18n
from game.words import MONTHS

ROOT = Path(__file__).resolve().parents[2]


def _found() -> set[str]:
    spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "catalogue.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return {msgid for msgid, _ in mod.extract()}


TABLE_NAMES = (
    list(AC_TYPES) + [b.name for b in BOSSES] + list(SB_TYPES)
    + list(SL.AGENCY_NAMES) + list(SL.AGENCY_COLOURS) + list(SL.SPECIALTY_NAMES) + list(SL.CAPSULE_COLOURS)
    + [p.name for p in SL.PROJECT_TYPES]
    + [k.name for k in KINDS if not k.name.startswith("Probe")]  # probes read "Probe {n}"
    + list(MONTHS)
)


def test_every_name_in_a_table_is_in_the_catalogue() -> None:
    found = _found()
    missing = [n for n in TABLE_NAMES if n not in found]
    assert not missing, f"mark these with N_(…) where they are defined: {missing}"


@pytest.mark.parametrize("english,french", [
    ("Mercury", "Mercure"), ("Pluto", "Pluton"), ("Medical Research", "Recherche médicale"),
    ("Doctor", "Médecin"), ("Yellow", "Jaune"), ("Broad", "Fève"), ("Aug", "août"),
])
def test_table_names_read_in_french(english: str, french: str) -> None:
    try:
        i18n.set_language("fr")
        assert i18n.tr(english) == french
    finally:
        i18n.set_language("en")
