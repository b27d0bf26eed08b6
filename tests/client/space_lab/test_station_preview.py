"""Playtest 29: another player's station, drawn small in the right column, read as coloured marks, and the large
view a click opens covered the player's own station. While the mouse rests on the small station it is shown large
enough to read every card's words, over the hand and the tray: the player's own station and bar stay in view."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.cards import LAB_IDS, OBJECTIVE, SPECIALTY_OF
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game import i18n
from game.kit import panels
from game.tables.space_lab import layout as L
from game.tables.space_lab import tips as sl_tips
from tests.client.driver import DT
from tests.client.space_lab import steps

EMPTY = ("T0", "B2")


def _hover(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_pointing_at_another_station_shows_it_readable_beside_your_own(data_dir: str, monkeypatch, language: str,
                                                                       players: int) -> None:
    app, table = steps.start(players, 1)
    try:
        i18n.set_language(language)
        # an empty top and bottom slot each: their words ("Projects", "Objective") whole too
        stations = {s: {slot: c for slot, c in zip(SLOTS, LAB_IDS[10 * s:10 * s + 10], strict=True)
                        if slot not in EMPTY} for s in range(players)}
        steps.at(table, position(players, stations=stations))
        app.frame(DT)
        cut = steps.cuts(monkeypatch)
        for s, geo in table.ui.layout.minis.items():
            drawn: list[tuple[int, int, int]] = []
            art = table.ui.art
            real = art.card
            monkeypatch.setattr(art, "card", lambda c, w, h, face_up=True, real=real, drawn=drawn:
                                (drawn.append((c, w, h)), real(c, w, h, face_up))[1])
            spots: list[pygame.Rect] = []
            real_view = getattr(panels, "hover_view", None)
            monkeypatch.setattr(panels, "hover_view", lambda surface, rect, draw, real_view=real_view, spots=spots:
                                (spots.append(rect.copy()), real_view(surface, rect, draw))[1], raising=False)
            _hover(app, geo.capsules[1].center)
            app.draw()
            read = {c for c, w, _h in drawn if w >= L.RC_CARD[0]}  # as wide as the Recruitment Centre's cards or more
            assert set(stations[s].values()) <= read, (s, sorted(set(stations[s].values()) - read))
            assert spots, "a view shown while pointed at"
            for spot in spots:
                assert not spot.colliderect(L.OWN.area) and not spot.colliderect(L.OWN_BAR), spot
                assert pygame.Rect(0, 0, 1280, 720).contains(spot)
            _hover(app, (640, 200))  # off it: gone
            spots.clear()
            app.draw()
            assert not spots
            monkeypatch.undo()
            cut = steps.cuts(monkeypatch)
        assert not cut, cut
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_tip_on_another_station_lies_clear_of_its_preview(data_dir: str, monkeypatch, players: int) -> None:
    """Playtest 31 (f11): pointing at another player's station opens its large preview and the tip of what is under
    the mouse together; a tip lay over the preview. It is placed clear of it, or not shown where no place is (the
    preview shows the cards large). Each Objective armed by a card of its specialty below it (SL-12), whose tip
    says so on a third line."""
    app, table = steps.start(players, 1)
    objectives = position(players).objectives
    stations = {}
    for s in range(1, players):
        spec = [OBJECTIVE[o].specialty for o in objectives[s]]
        cards = [c for c in LAB_IDS if c > 15 * s]
        stations[s] = {f"B{i}": next(c for c in cards if SPECIALTY_OF[c] == spec[i] and c not in
                                     [next(x for x in cards if SPECIALTY_OF[x] == spec[j]) for j in range(i)])
                       for i in range(3)}
    steps.at(table, position(players, stations=stations))
    app.frame(DT)
    spots: list[pygame.Rect] = []
    real_view = panels.hover_view
    monkeypatch.setattr(panels, "hover_view", lambda surface, rect, draw: (spots.append(rect.copy()),
                                                                           real_view(surface, rect, draw))[1])
    tips_drawn: list[pygame.Rect | None] = []
    real_tip = sl_tips.draw
    monkeypatch.setattr(sl_tips, "draw", lambda *args, **kw: tips_drawn.append(real_tip(*args, **kw)) or tips_drawn[-1])
    shown = 0
    for geo in table.ui.layout.minis.values():
        for spot in [*geo.capsules, *geo.slots]:
            spots.clear()
            tips_drawn.clear()
            _hover(app, spot.center)
            _hover(app, spot.center)
            app.draw()
            assert spots, spot
            drawn = [r for r in tips_drawn if r is not None]
            assert not any(r.colliderect(spots[-1]) for r in drawn), (spot, drawn, spots[-1])
            shown += bool(drawn)
    assert shown, "tips still show beside the preview"
