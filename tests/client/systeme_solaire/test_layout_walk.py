"""Système Solaire's screenshot set walked with the layout probe in French and in the made-up language a
third wider than English.

English is walked with the other games' own sets in tests/client/test_layout.py; French words and the wide
language find the boxes that only just fit.
"""

from __future__ import annotations

import pytest

from tests.client.layout_walk import walk


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "long"])
def test_no_text_collides_or_is_cut_on_the_systeme_solaire_screens(lang: str, data_dir: str, tmp_path) -> None:
    """Its tables at every player count, the phases, the words over the seats, tips, results and rules pages."""
    found = walk(lang, str(tmp_path), ("ss",), pictures=False)
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))
