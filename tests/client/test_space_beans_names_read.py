"""Space Beans card names a newcomer reads (issue 18, merged re-test): in a long hand with every card outlined,
each strip's name is whole and clear of the next card's outline; in a long open collection each value reads
whole, and no strip reads "Ce…"."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import card_id
from engine.space_beans.cards import SHORT_TYPES, TYPES, card_type, card_value
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n, ui
from game.i18n import tr
from game.kit.hand import BAND_READABLE
from game.tables.space_beans.art import ART
from tests.client.driver import DT
from tests.client.layout_probe import Box, table_frame
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
# three of each type, the longest names among them, in the order the hand sorts them
SPREAD = [card_id(t, v, c) for t in (D, BL, CE, MO) for v, c in ((4, 0), (4, 1), (9, 0))]
# the open collection: Centauribohnen, the longest name, none of them in the hand
OPEN = [card_id(CE, v, c) for v, c in ((1, 0), (2, 0), (3, 0), (5, 0), (5, 1), (6, 0), (6, 1), (7, 0), (7, 1))]


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


def _frame(hand: int, opened: int, lang: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list[Box], list[Any]]:
    """The table with ``hand`` cards in hand (every one playable: to the open Centauribohnen, or to start the secret
    collection) and ``opened`` open cards, in ``lang``: the table, every text the frame shows (where it shows, in
    screen coordinates) and the outlines drawn round hand cards (each as far as it reaches)."""
    state = position(2, phase=COLLECT, hands={0: SPREAD[:hand]}, open={0: OPEN[:opened]})
    table = table_at(state)[1]
    table.app.settings.language = lang
    i18n.set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    rings: list[pygame.Rect] = []
    real = ui.clickable

    def clickable(surface: pygame.Surface, rect: pygame.Rect) -> None:
        rings.append(rect.inflate(14, 14))  # its dark band: 7 pixels out of the card
        real(surface, rect)

    monkeypatch.setattr(ui, "clickable", clickable)
    ART.cache.clear()  # every face and band drawn afresh, so that the probe follows their words to the screen
    ink, _rec = table_frame(table)
    return table, ink.texts, rings


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("hand", "opened"), [(8, 5), (10, 7), (12, 9)])
def test_every_card_name_reads_whole_in_a_long_hand_and_open_collection(
        data_dir: str, lang: str, hand: int, opened: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """SB-10, SB-20: with the outlines of playable cards on, the name on each hand card's strip is its whole name or
    its short form, at a readable size, inside the strip and clear of the next card's outline (at 8 cards
    "Centauribohnen" ran under it, at 12 "Bluebean" was cut). In the open collection every card's value shows whole
    and no strip carries a cut name ("Ce…", "Blu…")."""
    table, texts, rings = _frame(hand, opened, lang, monkeypatch)
    places = table.ui.hand_places()
    assert len(places) == hand and len(rings) == hand, "every hand card is outlined"
    assert not any("…" in b.text for b in texts), [b.text for b in texts if "…" in b.text]
    for k, (card, r) in enumerate(places):
        t = card_type(card)
        strip = (places[k + 1][1].x if k + 1 < hand else r.right) - r.x
        band = pygame.Rect(r.x, r.bottom - 22, strip, 22)  # the bottom of the part of the card that shows
        near = [b for b in texts if band.collidepoint(b.rect.center)]
        said = [b for b in near if b.text in (tr(TYPES[t]), tr(SHORT_TYPES[t]))]
        assert len(said) == 1, (tr(TYPES[t]), [(b.text, b.rect) for b in near])
        name = said[0].rect
        later = [nr for _c, nr in places[k + 1:]] + rings[k + 1:]
        assert not any(name.colliderect(x) for x in later), (said[0].text, name, "under the next card or its outline")
        assert r.x <= name.x and name.bottom <= r.bottom
        assert name.h >= BAND_READABLE - 2, (said[0].text, name)  # an 8-point name inks about 6 pixels high
    zone = table.ui.layout.zone_rect(("open", 0), opened)
    shown = sorted((b for b in texts if zone.contains(b.rect)), key=lambda b: b.rect.x)
    values = [b.text for b in shown if b.text.isdigit()]
    assert values == [str(card_value(c)) for c in OPEN[:opened]], values
    # the top card's name, whole (drawn a little narrower at this size, where the probe no longer follows it)
    assert [b.text for b in shown if not b.text.isdigit()] in ([], [tr(TYPES[CE])])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_seats_name_stays_whole_beside_a_score_with_its_bonus(data_dir: str, lang: str, players: int) -> None:
    """SB-25, SB-28: at the end every computer that reached the goal shows its score and its bonus; on one line,
    "34 pts dont 3 de bonus" left its name "Orbit…". Each opponent's name and level show whole, the score and
    "(incl. 3 bonus)" inside its panel, nothing over anything (the layout probe), at every table size."""
    from game.kit.panels import seat_label
    from game.seats import BOT_NAMES, Seat
    from tests.client.driver import make_app, open_table
    from tests.client.layout_probe import table_frame as frame

    state = position(players, phase=COLLECT, hands={0: [card_id(MO, 5)]},
                     trophies={players - 1: [card_id(K, 9), card_id(D, 9), card_id(BL, 9), card_id(BE, 7)]})
    for seat in range(1, players):
        state.bonus[seat] = 3
    app = make_app("instant")
    # "Difficile", the longest level title in French, beside the longest score
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "hard") for i in range(players - 1)]
    table = open_table(app, "space_beans", seats, seed=1)
    app.push(table)
    table.mod.state = state
    app.settings.language = lang
    i18n.set_language(lang)
    table.forget_screen()
    app.frame(DT)
    ink, rec = frame(table)
    shown = {b.text: b.rect for b in ink.texts}
    bonus = tr("(incl. {n} bonus)", n=3)
    for seat in range(1, players):
        panel = table.ui.layout.boxes[seat].panel
        name = seat_label(table.seats[seat])
        assert name in shown and panel.contains(shown[name]), (name, [t for t in shown if t[:3] == name[:3]])
        said = [b.rect for b in ink.texts if b.text == bonus and panel.contains(b.rect)]
        assert len(said) == 1, (seat, bonus)
    assert [str(i) for i in rec.issues] == []


def test_clicks_on_the_gap_a_card_played_leaves_do_nothing_and_the_next_card_seen_is_played(data_dir: str) -> None:
    """SB-20: Klingbohns 5 goes to the open Klingbohns and leaves a gap in the hand (the hand keeps still under the
    pointer). Clicking that gap again and again, as a player double-clicking does, plays nothing, chooses nothing,
    says nothing and moves no card under the pointer (the second click closed the hand up, and the next click
    there played Klingbohns 8, which had just slid in); a click on Klingbohns 8, where it shows, plays it."""
    from game.kit.rows import strips, under
    from tests.client.driver import click

    k5, k8 = card_id(K, 5), card_id(K, 8)
    hand = [card_id(K, 2), k5, k8, card_id(D, 3), card_id(BL, 7), card_id(BE, 4), card_id(CE, 4), card_id(MO, 4)]
    table = table_at(position(2, phase=COLLECT, hands={0: hand}, open={0: [card_id(K, 4)]},
                              secret={0: [card_id(D, 1)]}))[1]
    app = table.app
    spot = dict(table.ui.hand_places())[k5].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    click(app, spot, frames=3)
    assert k5 in table.view.open[0]
    before = table.ui.hand_places()
    # a gap where Klingbohns 5 was (a click there elsewhere than the double click's spot reaches the nearer card)
    assert under(strips(table.ui.hand_places(), rise=0), spot) is None, "a gap where Klingbohns 5 was"
    for _ in range(3):
        click(app, spot, frames=3)
        assert list(table.view.open[0]) == [card_id(K, 4), k5]
        assert sorted(table.view.hands[0]) == sorted(c for c, _r in before)
        assert table.choices.selected is None and not table.notice.text
        assert table.ui.hand_places() == before, "the hand moved under the pointer"
    click(app, dict(before)[k8].center, frames=3)
    assert k8 in table.view.open[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_table_no_longer_says_who_receives_your_passes(data_dir: str, lang: str) -> None:
    """SB-22, SB-27: "receives your passes" stayed on the right-hand neighbour's panel at the final table, where no
    card is passed any more (seen in a 4-player game); during the game it is there."""
    import random

    from engine.space_beans import GAME
    from game import record

    rng = random.Random(3)
    state = GAME.new(4, seed=3)
    playing = None
    while not GAME.is_over(state):
        if playing is None and state.turn >= 4:
            playing = state
        state, _events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))

    def says_passes(at: Any) -> bool:
        table = table_at(at)[1]
        table.app.settings.language = lang
        i18n.set_language(lang)
        table.forget_screen()
        with record.capture() as items:  # the table itself (at instant speed the results come at once)
            table.layer.invalidate()
            table.draw(pygame.Surface(table.app.screen.get_size()))
        return tr("receives your passes") in record.texts(items)

    assert playing is not None and says_passes(playing)
    assert not says_passes(state)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_twelve_card_hand_reads_bluebeans_whole(data_dir: str, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """SB-10: with twelve cards in hand each strip lacked 8 pixels for "Bluebeans" and read "Blueb"; a whole name a
    little too wide for its strip is drawn a little narrower, so every Bluebeans strip reads "Bluebeans" (a name
    far too wide, "Centauribohnen", keeps its short form, the same on each card of its type)."""
    _table, texts, _rings = _frame(12, 0, lang, monkeypatch)
    said = [b.text for b in texts]
    assert said.count(tr(TYPES[BL])) == 3 and tr(SHORT_TYPES[BL]) not in said, said
    assert said.count(tr(SHORT_TYPES[CE])) == 3 and tr(TYPES[CE]) not in said, said
