"""The words held on a seat ("bids 3", "has chosen") sit wholly inside their panel, clear of its border (issue 18).

The viewer's "bids 3" plate was drawn 5 pixels under the top of its own panel, on the panel's border. The layout
probe now reports a held plate across or along a panel's edge (``edge``), and every plate Système Solaire holds —
on each seat's panel and over the board — keeps clear of it, at 3, 4 and 5 players.
"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.tables.systeme_solaire import choreo
from game.tables.systeme_solaire import layout as L
from tests.client import layout_probe
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import table_app


def _edges(players: int, plates: list[pygame.Rect]) -> list[layout_probe.Issue]:
    """The ``edge`` issues of a frame of a table at ``players`` with a held plate at each of ``plates``."""
    with layout_probe.recording() as rec:
        app, table = table_app(players, 3, speed="normal")
        layout_probe.screen_probe(app)
        for _ in range(400):  # the deal lands and the table comes to rest
            app.frame(DT)
        table.anim.skip()
        for plate in plates:
            table.effects.add(choreo.Callout("bids 3", plate, theme.GOLD, 26, 5.0, 0.0))
        table.anim.update(DT)  # the plates are shown from their first moment on
        rec.fill(app.screen, None)
        app.draw()
        return [i for i in rec.issues if i.kind == "edge"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_held_plate_is_clear_of_its_panel_edge(players: int) -> None:
    lay = L.Layout(players, 0, 0, False)
    # a seat's words in one piece (a bid, a pass), with the board's (the reveal); then the final scoring's halves
    whole = [lay.callout(s) for s in range(players)] + [L.BOARD.inflate(-2 * L.PLATE_MARGIN, -2 * L.PLATE_MARGIN)]
    halves = [lay.callout(s, part) for s in range(players) for part in (1, 2)]
    for plates in (whole, halves):
        found = _edges(players, plates)
        assert not found, "\n".join(map(str, found))


def test_the_probe_reports_a_plate_on_a_panel_edge() -> None:
    """Where the viewer's plate used to be (5 pixels under the panel's top): the checker says so."""
    old = pygame.Rect(L.OWN_HAND.x + 40, L.OWN.y + 5, L.OWN_HAND.w - 80, 28)
    found = _edges(4, [old])
    assert found and found[0].kind == "edge"
