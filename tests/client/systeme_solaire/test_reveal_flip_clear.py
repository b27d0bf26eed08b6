"""The order reveal turns each selection over where it lies on the board, clear of its seat's name over it: lifted
as it turned, it covered "You" and "Nova" (playtest 33, 33_n5)."""

from __future__ import annotations

import pygame

from game.kit.flights import Flight
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import selected_at_normal_speed


def test_the_turning_selections_keep_off_the_names(data_dir: str) -> None:
    app, table = selected_at_normal_speed({0: ["P5", "P3"], 1: ["P4", "P2"], 2: ["P1", "P2"]})
    scratch = pygame.Surface(app.screen.get_size())
    turned = 0
    names: list[pygame.Rect] = []
    for _ in range(600):
        app.frame(DT)
        turning = [f for f in table.anim.tweens if isinstance(f, Flight) and f.src == f.dst
                   and f.dst[0] == "reveal" and not f.waiting and not f.done]
        if not turning:
            if turned:
                break
            continue
        # where the names stand, read as the cards start turning (a card over one hides its ink from the probe)
        names = names or [b.rect for b in table_frame(table)[0].texts
                          if L.BOARD.contains(b.rect) and b.text in ("You", "Nova", "Orbit")]
        assert len(names) == 3, "the seats' names over the board"
        for f in turning:
            for r in f.draw(scratch):
                assert r.collidelist(names) < 0, f"a turning card {r} covers a name at {names}"
        turned += 1
    assert turned, "the selections turned over"
