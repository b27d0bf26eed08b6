"""Système Solaire's screenshot set walked with the layout probe in French.

English is walked with the other games' own sets in tests/client/test_layout.py; French words find the
boxes that only just fit. (The made-up language a third wider than English still finds some: run
``python -m tests.client.layout_walk long /tmp/shots ss`` to list them.)
"""

from __future__ import annotations

import pytest

from tests.client.layout_walk import walk


@pytest.mark.parametrize("lang", ["fr"])
def test_no_text_collides_or_is_cut_on_the_systeme_solaire_screens(lang: str, data_dir: str, tmp_path) -> None:
    """Its tables at every player count, the phases, the words over the seats, tips, results and rules pages."""
    found = walk(lang, str(tmp_path), ("ss",))
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))
