"""French names a seat one way everywhere (issue 18): the set-up screen says « Joueur 1 », so the rules pages and the
tie-break lines say « joueur 1 » too, never « Place 1 » or « siège »; Space Beans names its collections whole
(« votre collection secrète », not « votre secrète »); apostrophes are the straight ones the catalogue mostly uses."""

from __future__ import annotations

import os
import re

from game import i18n


def _french() -> list[str]:
    with open(os.path.join(i18n.LOCALE_DIR, "fr", "LC_MESSAGES", "beaniverse.mo"), "rb") as f:
        cat = i18n.Catalogue(f)
    return [t for t in cat._catalog.values() if isinstance(t, str)]  # type: ignore[attr-defined]


def test_the_setup_seat_word_is_the_only_seat_word() -> None:
    i18n.set_language("fr")
    assert i18n.tr("Seat {n}", n=1) == "Joueur 1"
    odd = [t for t in _french() if re.search(r"\b[Pp]lace \d|\bsiège", t)]
    assert odd == [], odd


def test_space_beans_names_its_collections_whole_and_apostrophes_are_uniform() -> None:
    french = _french()
    assert [t for t in french if re.search(r"votre (visible|secrète)\b", t)] == []
    assert [t for t in french if "\u2019" in t] == []
