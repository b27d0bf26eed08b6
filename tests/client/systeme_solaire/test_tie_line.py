"""The tie-break line on a seat's panel is whole with five players, in every language (issue 18).

With five players each other seat's panel is a fifth of the row: "tie: nearest the first player,
counterclockwise" (SS-17.4) was cut to "tie: nearest the fi…" there, and on the second status line it shared
its width with the first-player pill. The panel now says the engine's short words
(``engine.systeme_solaire.words.SHORT_REASON``) on its first line, which has the panel's whole width.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.systeme_solaire.facts import BY_AUCTION, BY_CARDS, BY_MARKER, BY_TOTAL, LAST
from engine.systeme_solaire.words import SEAT_TIE_FORMS
from game import i18n, theme
from game import words as say_words
from game.tables.systeme_solaire import board, seats
from game.tables.systeme_solaire import layout as L
from tests.client import layout_walk

SMALLEST = 11  # the smallest size the panel's status lines shrink to before "…"
NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _picture(reason: str) -> SimpleNamespace:
    """Five players in the group selection: seat 1 placed second by ``reason`` (seat 0 won the auction)."""
    view = SimpleNamespace(phase="take", order=(0, 1, 2, 3, 4), reasons=(BY_AUCTION, reason, BY_TOTAL, BY_TOTAL,
                           LAST), totals=(0, 7, 7, 4, 2), taken=(-1,) * 5, to_act=0, marker=0,
                           final=None)
    return SimpleNamespace(view=view, shown=None, say=lambda w: say_words.say(w, NAMES))


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
@pytest.mark.parametrize("reason", [BY_MARKER, BY_CARDS])
def test_the_tie_break_line_fits_a_five_player_panel(lang: str, reason: str) -> None:
    """SS-17.3 (cards against an empty hand) and SS-17.4 (nearer the first player): whole at 11 pt or more."""
    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        box = L.Layout(5, 0, 0, False).boxes[1]
        lines = seats.status(_picture(reason), 1)
        tie = lines[0][0]
        assert tie != i18n.tr("revealed {n}", n=7), f"the tie-break comes first: {lines}"
        width = theme.font(SMALLEST, True).size(tie)[0]
        assert width <= box.status.w - 2, f"{tie!r} is {width} px at {SMALLEST} pt; the line has {box.status.w - 2}"
        assert [t for t, _c in lines[1:2]] == [i18n.tr("revealed {n}", n=7)], "the total revealed follows"
    finally:
        layout_walk._set_language("en")



def _slot_picture(reason: str) -> SimpleNamespace:
    """Five players after the reveal: seat 1 placed second by ``reason``, seat 2 third (the last of a tie broken by
    SS-17.4 when ``reason`` is that rule), each with cards revealed."""
    view = SimpleNamespace(order=(0, 1, 2, 3, 4), reasons=(BY_AUCTION, reason, BY_TOTAL, BY_TOTAL, LAST),
                           winner=0, revealed=((), (1, 2), (3, 4), (5,), ()), fronts=((),) * 5,
                           totals=(0, 7, 7, 4, 2), marker=0)
    return SimpleNamespace(view=view, say=lambda w: say_words.say(w, NAMES))


# the made-up language a third longer than English, beside two cards (three leave 46 pixels: too few for it)
@pytest.mark.parametrize(("lang", "cards"), [("en", 2), ("en", 3), ("fr", 2), ("fr", 3), ("long", 2)])
@pytest.mark.parametrize(("reason", "seat"), [(BY_MARKER, 1), (BY_MARKER, 2), (BY_CARDS, 1)])
def test_the_tie_break_beside_the_revealed_cards_is_said_whole(lang: str, cards: int, reason: str, seat: int,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 11, five players in French: under two revealed cards the reveal strip said "égalité :…" (SS-17.3,
    SS-17.4). Beside two or three cards the tie-break is said whole, in as many rows as the slot holds."""
    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        lay = L.Layout(5, 0, 0, False)
        slot = L.reveal_slot(lay.place(seat), 5)
        x = lay.card_rect(("reveal", seat), cards - 1, cards).right + 6
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text
        monkeypatch.setattr(theme, "blit_text", lambda surface, s, *a, **kw: (
            r := real(surface, s, *a, **kw), drawn.append((s, r)))[0])
        board._slot_notes(pygame.Surface((1280, 720)), _slot_picture(reason), seat, list(range(cards)), x, slot)
        said = " ".join(s for s, _r in drawn)
        if reason == BY_CARDS:
            assert said.split() == i18n.tr("tie: cards beat an empty hand").split(), said
        else:  # each seat of a tie says its own place in it (playtest 12: three identical labels, 53.png)
            nth = i18n.tr(("2nd", "3rd")[seat - 1])  # its place in the whole order (playtest 17)
            forms = [i18n.tr(f, nth=nth, n=7, who="Alice") for f in SEAT_TIE_FORMS]
            assert said.split() in [f.split() for f in forms], (said, forms)
        assert "…" not in said
        rows = {r.y for _s, r in drawn}
        if reason == BY_MARKER:  # playtest 12: 4 to 5 rows in French (53.png, 64.png)
            assert len(rows) <= 2, f"{said!r} takes {len(rows)} rows"
        for s, r in drawn:
            assert slot.contains(r) and r.x >= x, (s, r, slot)
    finally:
        layout_walk._set_language("en")
