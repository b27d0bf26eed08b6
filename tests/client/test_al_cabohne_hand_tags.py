"""Tags on Al Cabohne's hand cards sit clear of what the card says (issue 18, playtest 199.png: the "plant
next ▸" tag covered the front card's count and name once the card rose to be given in a trade, R-16; z110,
201.png: the "seen" tag, AC-24, sat on the 4th coin of the bean-o-meter; newcomer: then on the bean's picture, so it
sits under the card now)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import theme
from game.kit import panels
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _plates(picture: Any, monkeypatch: Any) -> dict[str, pygame.Rect]:
    plates: dict[str, pygame.Rect] = {}
    real = panels.plate

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        box = real(surface, text, *args, **kwargs)
        plates[text] = box
        return box

    monkeypatch.setattr(panels, "plate", spy)
    paint.paint(pygame.Surface((1280, 720)), picture)
    return plates


def test_the_tags_leave_the_card_s_name_and_meter_clear(data_dir: str, monkeypatch: Any) -> None:
    app, table = _learn("al_cabohne")
    _settle(app, table)
    base = table.ui.picture()
    hand = base.cards(("hand", 0, 0))
    assert len(hand) >= 2
    view = dataclasses.replace(base.view, shown=[tuple(hand[:2])] + list(base.view.shown[1:]))
    picture = dataclasses.replace(base, giving=frozenset({hand[0]}), view=view)
    plates = _plates(picture, monkeypatch)
    front = L.hand_rect(0, len(hand)).move(0, -16)  # risen: picked to give
    name_band = pygame.Rect(front.x, front.y, front.w, 22)
    tag = next(box for text, box in plates.items() if "▸" in text)
    assert not tag.colliderect(name_band), (tag, name_band)
    # playtest 15: touching the chosen card's glow, the tag looked covered by the card; clear of it, in the panel
    assert not tag.colliderect(front.inflate(8, 8)) and L.OWN_PANEL.contains(tag), (tag, front, L.OWN_PANEL)
    seen = [box for text, box in plates.items() if text == "seen"]
    cards = [L.hand_rect(i, len(hand)) for i in range(len(hand))] + [front]
    # newcomer: "vue" touched the bean's picture; the tag keeps off every card, with a margin, within the panel
    assert seen and not any(box.inflate(4, 4).colliderect(c) for box in seen for c in cards), (seen, cards)
    assert all(L.OWN_PANEL.inflate(-4, -4).contains(box) for box in seen), seen


def test_the_seen_tag_is_held_clear_of_the_cards_by_the_layout_checker(data_dir: str) -> None:
    """The checker knows the tag is set beside its card (``beside``): drawn on a card it is reported, and the
    table's "seen" tags, painted through the probe, are not."""
    from tests.client import layout_probe

    app, table = _learn("al_cabohne")
    _settle(app, table)
    base = table.ui.picture()
    hand = base.cards(("hand", 0, 0))
    view = dataclasses.replace(base.view, shown=[tuple(hand)] + list(base.view.shown[1:]))
    picture = dataclasses.replace(base, view=view)
    with layout_probe.recording() as rec:
        paint.paint(layout_probe.Probe((1280, 720)), picture)
    assert not [i for i in rec.issues if i.kind == "over card"], rec.issues
    with layout_probe.recording() as rec:
        surface = layout_probe.Probe((1280, 720))
        r = L.hand_rect(0, 3)
        surface.blit(picture.art.face(hand[0], r.w, r.h), r)
        panels.plate(surface, "seen", 12, r.center, theme.ACCENT_2, beside=True)
    assert [i.kind for i in rec.issues] == ["over card"]
