"""Which way the hands go round the Space Beans table (a newcomer: "no pass-direction arrow"): chevrons between
the seats' places, from each seat towards the one the engine passes its hand to (SB-22), as the passing cards fly,
at every player count, clear of every word, panel and card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n, theme
from game.tables.space_beans import layout as L
from game.tables.space_beans.layout import Layout
from tests.client import layout_probe
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
MENU = pygame.Rect(1160, 0, 120, 200)  # Rules, Settings, Leave, Undo, Hint in the top right corner


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


def _rect(a: L.PassArrow) -> pygame.Rect:
    """The box the chevrons are drawn in."""
    return a.rect()


def _hand(layout: Layout, seat: int) -> tuple[int, int]:
    """Where a seat's hand is: the passed cards fly from the giver's to the receiver's (``choreo``'s "pass")."""
    return layout.zone_rect(("hand", seat), 1).center


def _places(layout: Layout, seat: int) -> list[pygame.Rect]:
    """A seat's places on screen: another seat's panel; the viewer's plate, collections and hand."""
    box = layout.boxes[seat]
    return [box.panel, box.open, box.secret, box.trophy, box.hand] if box.own else [box.panel]


def _first_met(layout: Layout, start: tuple[int, int], way: tuple[float, float]) -> int | None:
    """The first seat whose place a line from ``start`` along ``way`` enters."""
    for step in range(0, 1600, 2):
        spot = (start[0] + way[0] * step, start[1] + way[1] * step)
        for seat in layout.boxes:
            if any(r.collidepoint(spot) for r in _places(layout, seat)):
                return seat
    return None


ADJACENT = 16  # pixels from a seat's panel within which chevrons are read as going into it or out of it


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_seats_chevrons_point_at_the_seat_its_hand_goes_to(players: int) -> None:
    """SB-22 (T-5, R-11): a seat's hand goes to the player on its right, seat − 1. Whichever seat sits at the
    bottom, every seat's chevrons lie between the two seats' places, pointing straight from the giver's to the
    receiver's (the first place ahead is the receiver's, the first behind the giver's), or by one of the two panels,
    pointing straight out of it or into it; the way the passed cards fly. None lies on a panel, a zone of cards, the
    piles, the prompt, the log, the buttons or the menu."""
    for bottom in range(players):
        pass_to = GAME.view(GAME.new(players, seed=players), bottom).pass_to
        assert list(pass_to) == [(i - 1) % players for i in range(players)]  # SB-22
        layout = Layout(players, bottom, bottom)
        arrows = layout.pass_arrows(pass_to)
        assert sorted((a.giver, a.receiver) for a in arrows) == list(enumerate(pass_to))
        fixed = [L.DRAW_PILE, L.DISCARD_PILE, L.LOG_RECT, L.BUTTONS_RECT, L.HAND_AREA, L.OWN_TITLES, MENU,
                 pygame.Rect(640 - L.HINT_MAX_W // 2, L.HINT_Y - 22, L.HINT_MAX_W, 44)]
        zones = [r for s in range(players) for r in _places(layout, s)]
        for a in arrows:
            into = _first_met(layout, a.centre, a.direction) == a.receiver
            out_of = _first_met(layout, a.centre, (-a.direction[0], -a.direction[1])) == a.giver
            near = _rect(a).inflate(2 * ADJACENT, 2 * ADJACENT)
            # straight from the giver's place to the receiver's; else by the one it points out of or into
            assert into or near.colliderect(layout.boxes[a.giver].panel), (players, bottom, a)
            assert out_of or near.colliderect(layout.boxes[a.receiver].panel), (players, bottom, a)
            assert into or out_of, (players, bottom, a)
            flight = _hand(layout, a.giver), _hand(layout, a.receiver)
            assert a.direction[0] * (flight[1][0] - flight[0][0]) + a.direction[1] * (flight[1][1] - flight[0][1]) > 0
            assert _rect(a).inflate(4, 4).collidelist(fixed + zones) == -1, (players, bottom, a, _rect(a))
            assert theme.SCREEN.contains(_rect(a))


def _busy(players: int) -> Any:
    """A table at ``players`` where every seat holds a long hand, both collections and a trophy: as many labels as
    play puts on the table."""
    pool = {t: [card_id(t, v, c) for v in range(9, 3, -1) for c in (0, 1)] for t in range(7)}
    return position(players, phase=COLLECT,
                    hands={s: [pool[t].pop() for t in (K, D, BL, BE, CE, BO)] for s in range(players)},
                    open={s: [pool[MO].pop(), pool[MO].pop()] for s in range(players)},
                    secret={s: [pool[K].pop()] for s in range(players)},
                    trophies={s: [pool[BL].pop()] for s in range(players)})


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_chevrons_are_drawn_clear_of_every_word_panel_and_card(data_dir: str, players: int, lang: str) -> None:
    """SB-22: on the table as drawn, each seat's chevrons show (in the words' dim colour), and no text, panel or card
    of the frame comes within 2 pixels of them, in English, French and a language a third longer."""
    table = table_at(_busy(players))[1]
    table.app.settings.language = "en" if lang == "long" else lang
    i18n.set_language(table.app.settings.language)
    if lang == "long":
        i18n._catalogue = layout_probe.LongCatalogue()
    table.forget_screen()
    table.app.frame(DT)
    ink, _rec = table_frame(table)
    screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    table.layer.surface = None
    table.draw(screen)
    arrows = table.ui.layout.pass_arrows(table.view.pass_to)
    assert len(arrows) == players
    for a in arrows:
        r = _rect(a)
        drawn = sum(screen.get_at((x, y))[:3] == theme.TEXT_DIM for x in range(r.left, r.right)
                    for y in range(r.top, r.bottom))
        assert drawn >= 40, (a, drawn)
        near = _rect(a).inflate(4, 4)
        assert [b.text for b in ink.texts if near.colliderect(b.rect)] == [], a
        assert near.collidelist(ink.panels) == -1 and near.collidelist(ink.cards) == -1, a
