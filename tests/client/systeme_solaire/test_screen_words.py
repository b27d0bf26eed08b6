"""Système Solaire in words a newcomer knows (issue 18 §5, §6), read from what is drawn: the names on the small
cards, the line under the buttons' heading, the tie-break's words, and the words about a seat kept off the cards.

Texts are followed to the screen by the layout probe (``tests/client/layout_probe.py``), which also knows the
card faces and backs drawn, so "over a card" is found on the frame, not taken from the layout's word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from game import i18n, theme
from game.i18n import tr
from game.kit.choices import Pick
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.art import ART, kind_name
from game.tables.systeme_solaire.choreo import Callout
from tests.client.driver import DT
from tests.client.layout_probe import Probe, recording, table_frame
from tests.client.layout_walk import _set_language
from tests.client.systeme_solaire.drive import bid, inject, press, table_app, tied_totals

CODE = re.compile(r"^(P|S)[1-5]$|^(Merc|Ven|Vén|Jup|Sat|Ura|Nep|Plu)$")  # what small cards said before


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _in_language(table: Any, lang: str) -> None:
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)


# --- 1. the small cards: names, never codes ---------------------------------------------------------------

def test_small_cards_say_the_name_the_big_cards_say(lang: str, data_dir: str) -> None:
    """The other seats' fronts, the revealed cards and the 15 cards set aside (three players) are 40 pixels wide:
    they said "P3", "Nep". They say "Probe 3", "Neptune" (FR "Sonde 3") as the big cards and the log do."""
    pygame.font.init()
    _set_language(lang)
    ART.cache.clear()  # faces painted inside the recording, so their names are followed
    with recording() as rec:
        for k in range(15):
            ART.face(k * 4, *L.SMALL)  # copy 0 of kind k
        shown = [s for _surf, s, _r in rec.texts.values()]
    assert {kind_name(k) for k in range(15)} <= set(shown), shown
    assert not [s for s in shown if CODE.match(s)], shown


def test_the_set_aside_strip_shows_no_card_code(lang: str, data_dir: str) -> None:
    """Three players: the row of one card of each name, as a player sees it on the table."""
    app, table = table_app(3, 4)
    _in_language(table, lang)
    ART.cache.clear()
    texts = table_frame(table)[0].texts
    said = [b.text for b in texts]
    assert not [s for s in said if CODE.match(s)], said
    strip = L.removed_strip(2)
    on_strip = {b.text for b in texts if strip.contains(b.rect)}
    assert {kind_name(k) for k in range(15)} <= on_strip, sorted(on_strip)


# --- 2. the buttons' heading: never alone ------------------------------------------------------------------

def _under_heading(table: Any, heading: str) -> list[str]:
    """The texts between the heading over the buttons and the first button under it."""
    texts = table_frame(table)[0].texts
    top = next(b.rect for b in texts if b.text == heading)
    buttons = [c.button.rect for c in table.ui.controls()]
    first = min(r.y for r in buttons)
    return [b.text for b in texts if L.BUTTONS.x - 2 <= b.rect.x < L.BUTTONS.right and top.bottom <= b.rect.y
            and b.rect.bottom <= first]


def test_the_payment_heading_says_what_to_do_then_what_is_chosen(lang: str, data_dir: str) -> None:
    """SS-13: won at 4, nothing lifted yet: "Your payment" had nothing under it but a greyed button far below."""
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "P3", "Mars"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Venus"], ["Sun"], ["Earth", "Pluto"]], phase="bid"))
    bid(app, table, 4)  # the others hold 1 each: they cannot raise, and pass
    for _ in range(100):
        if table.view.phase == "pay" and table.input_open:
            break
        app.frame(DT)
    _in_language(table, lang)
    assert table.ui.paying and not table.ui.picked
    said = _under_heading(table, tr("Your payment"))
    assert said and tr("Click cards in your hand worth {n} or more", n=4).split()[0] in said[0], said
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    said = _under_heading(table, tr("Your payment"))
    assert " ".join(said) == i18n.trn("{n} card chosen · value {v}", "{n} cards chosen · value {v}", 1, v=1), said


def test_the_selection_heading_says_what_to_do(lang: str, data_dir: str) -> None:
    """SS-15: the secret selection, nothing selected yet."""
    app, table = table_app(4, 2)
    inject(table, position(4, hands={0: ["P3"], 1: ["P3"], 2: ["Uranus"], 3: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3,
                           phase="select"))
    _in_language(table, lang)
    assert table.ui.selecting and not table.ui.picked
    said = _under_heading(table, tr("Your secret selection"))
    assert " ".join(said) == tr("Click at least one card in your hand"), said


# --- 4. the tie-break in words the table shows -------------------------------------------------------------

def test_the_tie_break_names_the_first_player_as_the_gold_pill_does(lang: str, data_dir: str) -> None:
    """SS-17.4: equal totals go to the seat nearest the marker holder, counterclockwise. The table calls the marker
    "first player" (the gold pill); the tie-break said "nearer the marker", a word shown nowhere else."""
    app, table = tied_totals()
    assert table.view.reasons[1:3] == ("marker", "marker")
    _in_language(table, lang)
    said = [b.text for b in table_frame(table)[0].texts]
    pill = tr("first player")
    assert pill in said  # the marker's own name on the table
    # the tie names the seat that wears the pill (playtest 14: "tie at 3: 1st counterclockwise from Pulsar")
    holder = table.names[table.view.marker]
    form = "tie at {n}: {nth}, counterclockwise from {who}"  # its place in the whole order (playtest 17)
    ties = [s for s in said if tr(form, n=3, nth=tr("2nd"), who=holder) in s or tr(form, n=3, nth=tr("3rd"), who=holder)
            in s]
    assert ties, said
    assert not [s for s in said if re.search(r"\bmarker\b|\bmarqueur\b", s)], said


# --- 3. words about a seat: on its panel, clear of the cards -----------------------------------------------

def test_the_probe_reports_held_words_over_part_of_a_card() -> None:
    """The checker itself: a plate held over a card is reported; beside it, or hiding a whole card, it is not."""
    pygame.font.init()

    def found(plate: pygame.Rect) -> list[str]:
        with recording() as rec:
            screen = Probe((theme.WIDTH, theme.HEIGHT))
            screen.blit(ART.face(20, *L.SMALL), (100, 100))
            c = Callout("cards chosen", plate, theme.GOLD, 22, 1.0, 0.0)
            c.update(0.1)
            c.draw(screen)
        return [i.kind for i in rec.issues]

    assert "over card" in found(pygame.Rect(110, 120, 160, 30))
    assert found(pygame.Rect(200, 120, 160, 30)) == []
    assert found(pygame.Rect(90, 90, 200, 80)) == []


def test_has_chosen_and_the_bids_show_on_the_seat_s_panel_never_over_a_card(data_dir: str) -> None:
    """Every frame of a round's auction and secret selection at normal speed, drawn on the probe: the words about
    each seat ("bids 2", "cards chosen") are drawn, and none lies over a card (the front of a seat holding cards)."""
    app, table = table_app(4, 2, speed="normal")
    inject(table, position(4, hands={0: ["P3", "P2"], 1: ["P3", "P4"], 2: ["Uranus", "P5"], 3: ["P1", "P2"]},
                           fronts={1: ["Mars", "Venus", "Neptune"], 2: ["Sun", "Earth", "Saturn", "Jupiter"],
                                   3: ["Mercury", "Pluto", "Uranus"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3,
                           phase="select"))
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        table.layer.surface = None
        press(app, table, Pick("commit", "select"))
        shown: set[str] = set()
        for _ in range(240):
            app.frame(DT)
            rec.fill(screen, None)
            table.draw(screen)
            shown |= {t.text for t in table.anim.tweens if isinstance(t, Callout) and not t.waiting}
    assert tr("cards chosen") in shown, shown
    over = [str(i) for i in rec.issues if i.kind == "over card"]
    assert not over, over
