"""Each seat's revealed total stands right after its own name in the reveal row (playtest 17, 54-r5order: drawn at
the right end of the column, Nova's "1" sat just left of "① Orbit" and read as Orbit's, who had won the auction
and revealed nothing). SS-16: each total is the sum of the cards that seat revealed."""

from __future__ import annotations

import pytest

from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT, text_spy
from tests.client.systeme_solaire.drive import tied_totals


def test_a_revealed_total_follows_its_own_name(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = tied_totals()
    v = table.view
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    app.frame(DT)
    for s in range(v.players):
        slot = L.reveal_slot(table.ui.layout.place(s), v.players)
        name = "You" if s == v.seat else table.names[s]
        named = [r for t, r in drawn if t == name and slot.contains(r)]
        assert len(named) == 1, (name, [(t, r) for t, r in drawn if slot.colliderect(r)])
        totals = [r for t, r in drawn if t == str(v.totals[s]) and slot.colliderect(r) and r.h > 20]  # no card
        if s == v.winner:  # the winner revealed nothing (SS-15): no total in its column
            assert not totals, totals
            continue
        assert len(totals) == 1, (s, totals)
        gap = totals[0].left - named[0].right
        assert 0 <= gap <= 16 and totals[0].top < named[0].bottom and named[0].top < totals[0].bottom, (
            name, named[0], totals[0])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_beside_two_cards_keeps_the_way_it_is_counted(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """SS-17.4, five players (playtest 16, 142.png): beside two revealed cards the tie note read "tie / at 4: 2nd",
    without the way the place is counted, where a one-card column said "counterclockwise". It keeps the arrow the
    first player's column explains, in two rows."""
    import pygame

    from engine.systeme_solaire.facts import BY_MARKER
    from game.tables.systeme_solaire import board
    from tests.client import layout_walk
    from tests.client.systeme_solaire.test_tie_line import _slot_picture

    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        lay = L.Layout(5, 0, 0, False)
        slot = L.reveal_slot(lay.place(1), 5)
        x = lay.card_rect(("reveal", 1), 1, 2).right + 6
        drawn = text_spy(monkeypatch)
        board._slot_notes(pygame.Surface((1280, 720)), _slot_picture(BY_MARKER), 1, [0, 1], x, slot)
        said = " ".join(t for t, _r in drawn)
        assert "↺" in said, said
        assert len({r.y for _t, r in drawn}) <= 2, drawn
        assert all(slot.contains(r) and r.x >= x for _t, r in drawn), drawn
    finally:
        layout_walk._set_language("en")
