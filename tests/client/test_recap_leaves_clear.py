""""Since your last turn" never covers a button (greyed ones too) nor the viewer's own panel, in every game
(playtest 17, Système Solaire: with the coach up, the recap lay over "Your payment" and the top of the Pay button,
07-pay.png). A game names what the recap must leave clear besides its offers (``TableUI.recap_clear``)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from game import ui
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _buttons_drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rects of every button drawn in one frame, enabled or greyed."""
    seen: list[pygame.Rect] = []
    real = ui.Button.draw

    def spy(self: ui.Button, surface: pygame.Surface) -> list[pygame.Rect]:
        seen.append(self.rect.copy())
        return real(self, surface)

    with monkeypatch.context() as m:
        m.setattr(ui.Button, "draw", spy)
        app.top.layer.invalidate()  # the table's still parts painted afresh (they are kept while nothing changes)
        app.top.redraw.forget()
        app.frame(DT)
    return seen


def _check(table: Any, app: Any, monkeypatch: pytest.MonkeyPatch) -> bool:
    box = table.recap_box()
    if box is None:
        return False
    buttons = _buttons_drawn(app, monkeypatch)
    box = table.recap_box()
    if box is None:
        return False
    covered = [b for b in buttons if b.colliderect(box)]
    assert not covered, f"{table.game_name}: the recap at {box} covers buttons {covered}"
    own = table.ui.own_rect
    assert own is None or not own.colliderect(box), (table.game_name, box, own)
    return True


@pytest.mark.parametrize("name", list(GAMES))
def test_the_recap_covers_no_button_nor_the_viewers_panel(name: str, data_dir: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    seen = 0
    for seed, players in ((3, max(2, GAMES[name].min_players)), (5, GAMES[name].max_players)):
        app = make_app("instant")
        seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
        table = open_table(app, name, seats, seed=seed)
        app.push(table)
        rng = random.Random(seed)
        for _ in range(4_000):
            if table.mod.over or seen >= 8 * (1 + (seed == 5)):
                break
            if app.top is table and table.input_open:
                seen += _check(table, app, monkeypatch)
                click(app, rng.choice(game_clickables(table))[0].center)
            else:
                app.frame(DT)
    assert seen >= 3, (name, seen)


def test_under_the_coach_the_recap_leaves_the_pay_button_clear(data_dir: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Système Solaire's Learn to play, its first auction won at 9 as the tester did (the coach then asks to pay,
    07-pay.png), then followed to its end: every recap shown with the coach up."""
    app, table = _learn("systeme_solaire")
    seen, paid = 0, False
    for k in range(200):
        _settle(app, table)
        if table.mod.over:
            break
        seen += _check(table, app, monkeypatch)
        paid = paid or (table.view.phase == "pay" and table.recap_box() is not None)
        nine = [a for a in table.choices.legal if a.kind == "bid" and a.card == 9]
        table.play_all([nine[0] if k == 0 and nine else table.coach.aim])
    assert seen >= 5 and paid, (seen, paid)
