"""The reason under a greyed Undo ("Nothing to undo yet this turn.") covers no other button (playtest): it opened
under Undo, right over Hint, so the player resting on Undo lost sight of the Hint button beside it."""

from __future__ import annotations

import pygame
import pytest

from engine import GAMES
from game.kit.advisor import HINT_KEY
from game.kit.menu import UNDO_KEY
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, run_until
from tests.client.layout_probe import table_frame


def _picture(app, table) -> pygame.Surface:  # type: ignore[no-untyped-def]
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return surface


def _hover(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.frame(DT)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_greyed_undo_s_reason_leaves_every_other_button_in_sight(name: str) -> None:
    game = GAMES[name]
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    app = make_app("instant")
    table = open_table(app, name, seats, seed=3)
    app.push(table)
    run_until(app, lambda: table.input_open and not table.mod.can_undo)
    undo = table.menu.get(UNDO_KEY)
    assert undo is not None and not undo.enabled
    buttons = [r for r, k in table.clickables() if k == HINT_KEY or (isinstance(k, str) and k.startswith("ui:")
                                                                     and k != UNDO_KEY and r.w < 400)]
    assert any(k == HINT_KEY for _r, k in table.clickables()), "the Hint button is there"
    _hover(app, (5, 5))
    before = _picture(app, table)
    _hover(app, undo.rect.center)
    after = _picture(app, table)
    changed = [(x, y) for x in range(900, 1280, 2) for y in range(0, 300, 2)
               if before.get_at((x, y)) != after.get_at((x, y)) and not undo.rect.collidepoint(x, y)]
    assert changed, "the reason shows while the pointer rests on the greyed Undo"
    for r in buttons:
        hidden = [p for p in changed if r.collidepoint(p)]
        assert not hidden, (r, hidden[:3])


def test_al_cabohne_solo_greyed_undo_s_reason_covers_no_other_words() -> None:
    """Where no place is clear of every panel, the reason lies clear of the words on the table: left of Undo it lay
    over Al Cabohne's score, and hopped past that panel, over the Mafia's cards (playtest 23)."""
    name = "al_cabohne"
    app = make_app("instant")
    table = open_table(app, name, [Seat("Alice", True)], seed=3)
    app.push(table)
    run_until(app, lambda: table.input_open and not table.mod.can_undo)
    undo = table.menu.get(UNDO_KEY)
    assert undo is not None and not undo.enabled
    _hover(app, undo.rect.center)
    ink, _rec = table_frame(table)
    reason = table.say(table.mod.why_no_undo())
    tip = [b.rect for b in ink.texts if b.text == reason]
    assert len(tip) == 1, (reason, [b.text for b in ink.texts][:40])
    box = tip[0].inflate(24, 12)  # the tip's plate round its words
    under = [b.text for b in ink.texts if b.text != reason and b.rect.colliderect(box)]
    assert under == [], (name, box, under)
    assert box.collidelist(ink.cards) == -1, (name, box)
