"""Playtest 29: the results' station pictures were too small to read. Each row fanned a station's ten Lab cards as
bare slivers, no capsule to be seen. Now each row draws its seat's station by capsule, as large as the row allows,
and pointing at it shows it as large as the player's own, every card with its words, none cut with "…", at 1 to 4
players, in English and French."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import LAB_IDS, PROJECT_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game import i18n
from game.scenes.results import ResultsScene
from game.tables.space_lab.art import SMALL_LAB
from tests.client.driver import DT
from tests.client.space_lab import steps

READS = SMALL_LAB  # from this width a Lab card's face gives its effect in words with its mark (the viewer's station)


EMPTY = ("T0", "B2")


def _results(players: int, language: str):
    app, table = steps.start(players, 1)
    # an empty top and bottom slot each: their words ("Projects", "Objective") whole too
    stations = {s: {slot: c for slot, c in zip(SLOTS, LAB_IDS[10 * s:10 * s + 10], strict=True) if slot not in EMPTY}
                for s in range(players)}
    steps.at(table, position(players, stations=stations))
    i18n.set_language(language)
    scores = tuple(FinalScore(20 - s, 3, 10, 8, 41 - s, tuple(PROJECT_IDS[3 * s:3 * s + 3])) for s in range(players))
    table.view = dataclasses.replace(table.view, final=Final(scores, (0,), "", "cards",
                                                             "Commander" if players == 1 else ""))
    rows = table.result_rows()
    app.push(ResultsScene(app, "Results", rows, lambda: None, lambda: None, table.ui.card_painter()))
    app.frame(DT)
    return app, table, stations


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_station_reads_in_its_row_or_pointed_at(data_dir: str, monkeypatch, language: str,
                                                      players: int) -> None:
    try:
        app, table, stations = _results(players, language)
        cut = steps.cuts(monkeypatch)
        drawn: list[tuple[int, int, int]] = []
        art = table.ui.art
        real = art.card
        monkeypatch.setattr(art, "card", lambda c, w, h, face_up=True: (drawn.append((c, w, h)), real(c, w, h, face_up))[1])
        scene = app.top
        app.frame(DT)
        for box, _drawing in list(getattr(scene, "drawings", [])):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(DT)
        for s, station in stations.items():
            read = {c for c, w, h in drawn if w >= READS}
            assert set(station.values()) <= read, (s, sorted(set(station.values()) - read))
        assert len(scene.drawings) == players, "each seat's row draws its station"
        assert not cut, cut  # every word whole: the labels beside the stations, the cards on them
    finally:
        i18n.set_language("en")


def test_pointed_station_is_as_large_as_the_player_s_own(data_dir: str) -> None:
    """Four rows leave each station about a third of its size: pointed at, it is shown whole at the viewer's own
    station's size, above or below its row, which stays in view."""
    from game.tables.space_lab import layout as L

    app, _table, _stations = _results(4, "en")
    scene = app.top
    for box, _drawing in list(scene.drawings):
        assert box.h < L.OWN.area.h
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(DT)
        shown = scene.enlarged()
        assert shown is not None and shown[0] == box
        assert shown[1].readable >= L.OWN.area.h
