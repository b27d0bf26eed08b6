"""Al Cabohne's trading variant (R-16) at the table, played by clicks to the end: two humans behind the
curtain, and a human against Normal; trades proposed, accepted and refused."""

from __future__ import annotations

import os
import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from engine.al_cabohne.pages import PAGES
from engine.core import HIDDEN, Action
from game.kit.choices import Pick
from game.kit.table import Table
from game.scenes.curtain import CurtainScene
from game.scenes.results import ResultsScene
from game.seats import Seat
from game.tables.al_cabohne import coach
from game.tables.al_cabohne.trading import CANCEL, OPEN, SEND
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on
from tests.client.test_al_cabohne_game import _check_offer

ACCEPT, REFUSE = Action("accept"), Action("refuse")
LOG_WORDS = ("proposes a trade", "accepts the trade", "refuses the trade", "hands")
SHOTS = os.environ.get("BEANIVERSE_SHOTS")  # a folder: the test saves its screenshots there


def _shot(app: object, name: str) -> None:
    if SHOTS:
        app.draw()  # type: ignore[attr-defined]
        pygame.image.save(app.screen, str(Path(SHOTS) / f"{name}.png"))  # type: ignore[attr-defined]


class Trader:
    """Clicks like a player who likes to trade: opens proposals, picks a card or two and a bean, sends
    them, and answers proposals accepting and refusing in turn; anything else is a random offered click."""

    def __init__(self, app: object, table: Table, seed: int) -> None:
        self.app, self.table, self.rng = app, table, random.Random(seed)
        self.answers = 0
        self.picks = 0
        self.shots: set[str] = set()

    def step(self) -> None:
        table = self.table
        offered = {k: r for r, k in game_clickables(table)}
        _check_offer(table)
        draft = table.ui.trading.drafting()
        if draft is not None:
            self._shoot("draft") if self.picks == 2 else None
            gives = [k for k in offered if isinstance(k, Pick) and k.kind == "give"]
            asks = [k for k in offered if isinstance(k, Pick) and k.kind == "ask"]
            if SEND in offered and (self.picks >= 2 or self.rng.random() < 0.3):
                self.picks = 0
                return self._click(offered[SEND])
            self.picks += 1
            # an empty hand has nothing to give: it may still ask
            pool = gives if gives and (self.rng.random() < 0.6 or not asks) else asks
            return self._click(offered[self.rng.choice(pool)])
        if ACCEPT in offered or REFUSE in offered:
            self._shoot("answer")
            self.answers += 1
            key = ACCEPT if self.answers % 2 and ACCEPT in offered else REFUSE
            return self._click(offered[key])
        if OPEN in offered and self.rng.random() < 0.8:
            return self._click(offered[OPEN])
        choices = [k for k in offered if k != CANCEL]
        self._click(offered[self.rng.choice(choices)])

    def _click(self, rect: pygame.Rect) -> None:
        click(self.app, rect.center)  # type: ignore[arg-type]

    def _shoot(self, name: str) -> None:
        if name not in self.shots:
            self.shots.add(name)
            _shot(self.app, name)


def _crosses(f: object) -> bool:
    """A card flying from one seat's hand to the other's."""
    src, dst = getattr(f, "src", None), getattr(f, "dst", None)
    return bool(src and dst and src[0] == dst[0] == "hand" and src[1] != dst[1])


def _kinds(table: Table) -> Counter[str]:
    return Counter(a.kind for a in table.mod.recipe.actions)


def _hand_over(app: object, table: Table, seats: list[Seat]) -> int:
    """Lift the curtain for the seat to act; 1 when that seat is to answer a proposal (R-16)."""
    nxt = table.mod.to_act
    assert nxt is not None and app.top.name == seats[nxt].name  # type: ignore[attr-defined]
    for _ in range(12):
        app.frame(DT)  # type: ignore[attr-defined]
    click(app, (900, 100))  # type: ignore[arg-type]
    v = table.view
    # the other hand shows only what its owner let be seen
    assert all(c == HIDDEN or c in v.shown[1 - nxt] for c in v.hands[1 - nxt])
    if v.proposal is None or not v.proposal.sent:
        return 0
    # the answer is given by the other human, after the hand-over, who sees the offered cards
    assert v.seat == nxt == 1 - v.current
    assert all(c in v.hands[v.current] for c in v.proposal.offer)
    return 1


def test_two_humans_trade_behind_the_curtain_to_the_end(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Bruno", True)]
    table = open_table(app, "al_cabohne", seats, seed=11, options={"trading": True})
    app.push(table)
    trader = Trader(app, table, 11)
    answered_behind_curtain = 0
    for _ in range(40000):
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, CurtainScene):
            answered_behind_curtain += _hand_over(app, table, seats)
        elif pass_on(app, table):
            continue
        elif app.top is table and table.input_open:
            trader.step()
        else:
            app.frame(DT)
    else:
        raise AssertionError("the game did not finish")
    kinds = _kinds(table)
    assert kinds["propose"] >= 2 and kinds["accept"] >= 1 and kinds["refuse"] >= 1, kinds
    assert answered_behind_curtain == kinds["accept"] + kinds["refuse"]
    assert table.view.final is not None


@pytest.mark.slow
def test_trading_against_normal_by_clicks_to_the_end(data_dir: str) -> None:
    app = make_app("fast")
    seats = [Seat("Alice", True), Seat("Nova", False, "normal")]
    table = open_table(app, "al_cabohne", seats, seed=5, options={"trading": True})
    app.push(table)
    trader = Trader(app, table, 5)
    said: set[str] = set()
    read = -1  # the log's version when its words were last read: a frame that adds no line reads nothing new
    flew = False
    for _ in range(60000):
        assert not isinstance(app.top, CurtainScene)
        if isinstance(app.top, ResultsScene):
            break
        if pass_on(app, table):  # the final table waits for "Results ▸"
            continue
        if app.top is table and table.input_open:
            trader.step()
        else:
            if not flew and any(_crosses(f) for f in table.stage.flights()):
                flew = True  # cards crossing between the hands: the picture is taken halfway
                for _ in range(120):
                    crossing = [f for f in table.stage.flights() if _crosses(f)]
                    if not crossing or crossing[0].elapsed - crossing[0].delay >= crossing[0].duration / 2:
                        break
                    app.frame(DT)
                _shot(app, "exchange")
            app.frame(DT)
        if table.log.version != read:
            read = table.log.version
            said |= {w for text, _c in table.log_lines() for w in LOG_WORDS if w in text}
    else:
        raise AssertionError("the game did not finish")
    kinds = _kinds(table)
    assert kinds["propose"] >= 2 and kinds["accept"] >= 1 and kinds["refuse"] >= 1, kinds
    assert flew, "an accepted trade is animated: cards cross between the hands"
    assert said == set(LOG_WORDS), "the log tells proposals, answers and the cards handed over"
    _shot(app, "results")


def test_the_rules_explain_the_variant_and_the_coach_leaves_it_out() -> None:
    headings = [h for h, _items in PAGES]
    assert "Two players: the trading variant" in headings
    # the guided first game is solo: the variant (two players only) never comes up in it
    assert coach.PLAYERS == 1 and "trading" not in coach.OPTIONS
