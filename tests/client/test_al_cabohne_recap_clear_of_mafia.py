"""Playtest 31: the "Since your last turn" recap covered the phase track (phases 2 to 4) and the titles of Don
Corlebohne and the Treasury at the start of each turn until closed. It stays clear of the track and of the Mafia's
panel, the coach on as in the playtest: the track's labels and the treasury's title as drawn, the Bosses' plates and
fields where the layout puts them."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.i18n import tr
from game.kit.coach import Coach
from game.seats import Seat
from game.tables import coach_script
from game.tables.al_cabohne import layout as L
from tests.client.driver import make_app, open_table
from tests.client.layout_probe import Probe, recording
from tests.client.test_coach_follow import _settle


def _titles(table: Any) -> list[pygame.Rect]:
    """Where the phase track's labels and the Mafia's titles are drawn, on the frame under the recap."""
    wanted = {tr("Treasury"), tr("The Mafia")}
    blocks, table.recap.blocks = table.recap.blocks, []  # the recap floats over the table: it would hide them
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        table.layer.surface = None
        table.draw(screen)
        ink = rec.ink_of(screen)
        assert ink is not None
    table.recap.blocks = blocks
    track = [b.rect for b in ink.texts if b.text[:1].isdigit() and b.rect.top < 50]  # "1 Leftovers" … "6 Draw"
    assert len(track) >= 5, [b.text for b in ink.texts if b.rect.top < 50]
    named = [b.rect for b in ink.texts if b.text in wanted]
    assert named, [(b.text, b.rect) for b in ink.texts if b.rect.top < 120]
    # the Bosses' plates are drawn as pictures (their names on them): their places, and what each grows under them
    return track + named + [L.boss_plate(j) for j in range(2)] + [L.boss_stack(j) for j in range(2)]


def test_the_recap_leaves_the_phase_track_and_the_mafia_clear(data_dir: str) -> None:
    app = make_app("instant")
    table: Any = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    script = coach_script("al_cabohne")
    assert script is not None
    table.teach(Coach(script, "al_cabohne", table.say))  # as the playtest's own game with it
    app.push(table)
    shown = table.coach.log_left

    def last_rows() -> pygame.Rect | None:  # the coach's words over all but the log's last rows, as in the playtest
        log = shown()
        return None if log is None else pygame.Rect(log.x, log.bottom - 40, log.w, 40)

    table.coach.log_left = last_rows
    checked = 0
    for _ in range(40):  # following the coach, Nova's turns between
        _settle(app, table)
        box = table.recap_box()
        if box is not None:
            covered = [r for r in _titles(table) if box.colliderect(r)]
            assert not covered, (box, covered)
            checked += 1
            table.recap.clear()
        table.play_all([table.coach.aim, *table.coach._plan[table.coach._step + 1:]])
    assert checked >= 3, checked
