"""Système Solaire for a newcomer (issue 18, fourth round): a bid the coach puts on the Bid button says so."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import tr
from tests.client.driver import DT
from tests.client.test_coach import _learn, _think_through


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bid_the_coach_sets_says_it_was_advised_after_got_it_too(data_dir: str, lang: str) -> None:
    """SS-9, SS-11: Learn to play opens on the human's bid, "Bid 1"; the coach's pick, thought out meanwhile, put 3
    on the button, and after "Got it" the line read "your bid: 3" with no word why. It says "(advised)" until the
    player changes the amount."""
    app, table = _learn("systeme_solaire")
    app.settings.language = lang
    i18n.set_language(lang)
    try:
        for _ in range(3):
            app.frame(DT)
        _think_through(table)
        for _ in range(3):
            app.frame(DT)
        aim = table.coach.aim
        assert aim is not None and aim.kind == "bid" and table.ui.amount == aim.card
        table.coach.got_it()
        app.frame(DT)
        assert not table.coach.text
        line = table.prompt_line()[0]
        assert tr("your bid: {n} (advised)", n=aim.card) in line, line
        step = 1 if aim.card + 1 in [a.card for a in table.choices.legal if a.kind == "bid"] else -1
        table.ui.raise_bid(step)
        table.forget_screen()
        app.frame(DT)
        line = table.prompt_line()[0]
        assert tr("your bid: {n}", n=aim.card + step) in line and "(" not in line.split("▸")[-1], line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_seat_of_a_tie_gets_a_whole_note_in_the_reveal_strip(lang: str) -> None:
    """SS-17.4, five players: four revealed 4. The strip's notes read "égalité : le plus proche du" (cut, no
    "…"), and the last of the tie, placed after the others by the same rule, had none. Each tied seat's note is
    drawn whole in its narrow column (one wording for the rule, the panels' one), the last one "farther"."""
    import dataclasses
    from types import SimpleNamespace

    from engine.systeme_solaire import GAME
    from engine.systeme_solaire.facts import BY_MARKER, BY_TOTAL, LAST
    from engine.systeme_solaire.positions import position
    from engine.systeme_solaire.words import SEAT_TIE_FORMS, way_words
    from game import record
    from game import words as say_words
    from game.tables.systeme_solaire import board
    from game.tables.systeme_solaire import layout as L

    pygame.font.init()
    i18n.set_language(lang)
    try:
        s = position(5, hands={p: [f"P{p + 1}"] for p in range(5)}, order=[0, 1, 2, 3, 4], phase="take",
                     groups=[["Venus"], ["Saturn"], ["Uranus"], ["Neptune"], ["Jupiter"]])
        revealed = ((3, ), (4, ), (5, ), (6, ), (24, ))
        v = dataclasses.replace(GAME.view(s, 0), order=(4, 0, 1, 2, 3), revealed=revealed,
                                reasons=(BY_TOTAL, BY_MARKER, BY_MARKER, BY_MARKER, LAST), totals=(4, 4, 4, 4, 9),
                                marker=4)
        layout = L.Layout(5, 0, 0, False)
        d = SimpleNamespace(view=v, say=lambda w: say_words.say(w, ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]))
        surface = pygame.Surface((1280, 720))
        # playtest 12 (53.png): the places of a four-seat tie each said "nearer the first player"; each says its own
        places = {0: "2nd", 1: "3rd", 2: "4th", 3: "5th", 4: None}  # in the whole order (playtest 17)
        for seat, nth in places.items():
            slot = L.reveal_slot(layout.place(seat), 5)
            x = slot.x + 60  # right of one revealed card
            with record.capture() as items:
                board._slot_notes(surface, d, seat, [], x, slot)
            drawn = " ".join(record.texts(items))
            if nth is None:  # the first player's column: no tie note, only which way the ties count (playtest 16)
                assert drawn in [d.say(w) for w in way_words(v)], (seat, drawn)
                continue
            forms = [tr(f, nth=tr(nth), n=4, who="Quasar").split() for f in SEAT_TIE_FORMS]
            assert drawn.split() in forms, (seat, drawn)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_player_pill_keeps_clear_of_the_status_line_above_it(data_dir: str, lang: str,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """SS-14, five players: Quasar won the auction and took the marker; in French "a gagné l'enchère" ran into the
    top of the "premier joueur" pill. No status word's ink meets the pill."""
    from engine.systeme_solaire.positions import position
    from game import theme
    from game.tables.systeme_solaire import seats
    from tests.client.systeme_solaire.drive import inject, table_app

    app, table = table_app(5, 3)
    app.settings.language = lang
    i18n.set_language(lang)
    try:
        inject(table, position(5, hands={p: [f"P{p + 1}"] for p in range(5)}, marker=4, winner=4, phase="select",
                               groups=[["Venus"], ["Saturn"], ["Uranus"], ["Neptune"], ["Jupiter"]]))
        drawn: list[tuple[str, pygame.Rect]] = []
        pills: list[pygame.Rect] = []
        fit, mark = theme.blit_fit, seats.marker
        monkeypatch.setattr(theme, "blit_fit", lambda s, text, *a, **k: drawn.append((text, fit(s, text, *a, **k)))
                            or drawn[-1][1])
        monkeypatch.setattr(seats, "marker", lambda *a, **k: pills.append(mark(*a, **k)) or pills[-1])
        table.forget_screen()
        app.frame(DT)
        app.draw()
        won = tr("won the auction")
        assert pills and any(t == won for t, _r in drawn), drawn
        for text, r in drawn:
            assert not any(r.colliderect(p) for p in pills), (text, r, pills)
    finally:
        i18n.set_language("en")
