"""Every refused click says why (issue 18 §3): in every game, clicks over a grid of the screens of a whole
game either act or show a reason.

One human plays a whole seeded game by clicking offered things; at sampled screens where they must act
(the first three, then every ``EVERY``-th) a point every ``STEP`` pixels is clicked, each on the same
screen:

- a point on an offer (a card, place, button or list the table offers, topmost first) must change
  something: a move played, the selection, a list, the log, a scene, the hint, a tip or a notice. One
  point stands for each offer, and the screen is rebuilt from its recipe after it (``_restore``);
- a point on a card of a zone where this human acts in the game (their hand, their fields, a shared row:
  a zone that held a card the table offered them at some point), but on no offer, is a refused click:
  it must show a reason (the notice), and not the engine's generic "That is not possible now.";
- any other point is on nothing (the star field, a panel, a label, another seat's cards): it may do
  nothing, and is only checked not to play a move.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.core import Action
from game import memory
from game.kit.choices import Offer, Pick
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

TABLE_GAMES = [n for n in GAMES if has_table(n)]
GENERIC = "That is not possible now."
STEP = 40  # pixels between the grid's points
# one screen in k is walked. Space Beans', Système Solaire's and Space Lab's Easy computers play Normal's move most
# of the time: their games are far shorter than random play's (about a hundred of this human's decisions each), so
# one in 20
EVERY = {"space_beans": 20, "al_cabohne": 25, "systeme_solaire": 20, "space_lab": 20}
SEED = 11


def _seats(name: str) -> list[Seat]:
    game = GAMES[name]
    n = max(game.min_players, min(game.max_players, 3))
    return [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, n)]


def _grid() -> Iterator[tuple[int, int]]:
    for y in range(STEP // 2, 720, STEP):
        for x in range(STEP // 2, 1280, STEP):
            yield x, y


def _zone_class(zone: tuple, me: int) -> Hashable:
    """A zone by what it is to the player: its kind, and whether it is theirs, shared, or another seat's."""
    owner = zone[1]
    return zone[0], "mine" if owner == me else "shared" if owner == -1 else "theirs"


def _cards_on_screen(table: Any) -> list[tuple[pygame.Rect, int, Hashable]]:
    """Every card the stage draws now: (where, which, its zone's class)."""
    geo, view, me = table.stage.geometry, table.view, table.bottom
    out = []
    for zone in geo.zones(view):
        cards = table.stage.cards(view, zone)
        for i, card in enumerate(cards):
            out.append((geo.card_place(zone, card, i, len(cards)), card, _zone_class(zone, me)))
    return out


def _offered_classes(table: Any) -> set[Hashable]:
    """The zones holding a card the table offers now (a card to play, to choose, to place)."""
    keyed = {k.card for _r, k in table.clickables() if isinstance(k, (Action, Pick)) and k.card != -1}
    return {cls for _r, card, cls in _cards_on_screen(table) if card in keyed}


def _state(app: Any, table: Any) -> tuple:
    """What a click may change, as the player would see it."""
    return (len(table.mod.recipe.actions), table._static_key(), app.top, table.log_view is not None,
            table.open_list, table.menu.armed, table.notice.active and table.notice.text, table._last_tap,
            table.advisor.key())


class Walk:
    """One game of ``name`` with the grid walked at sampled screens; ``findings`` lists the silent clicks."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.seats = _seats(name)
        self.app = make_app("instant")
        self.table = open_table(self.app, name, self.seats, seed=SEED)
        self.app.push(self.table)
        self.acting: set[Hashable] = set()
        self.findings: list[str] = []
        self.screens = 0
        # the clicks on a card and on no offer: (the cards and zones under it, where, the notice it made)
        self.refused: list[tuple[list[tuple[int, Hashable]], str, str]] = []

    def _restore(self, actions: int, selected: Pick | None) -> None:
        """The screen as it was: the table rebuilt from its recipe's first ``actions`` moves, its selection kept."""
        while self.app.top is not self.table:
            self.app.pop()
        t = self.table
        recipe = t.mod.recipe
        table = self.app.router.table(self.name, self.seats, seed=recipe.seed, options=recipe.options,
                                      actions=recipe.actions[:actions])
        self.app.replace(table)
        table.enter()
        if selected is not None:
            table.choices.select(selected)
        self.table = table

    def screen(self, decision: int) -> None:
        t, app = self.table, self.app
        self.screens += 1
        moves, selected = len(t.mod.recipe.actions), t.choices.selected
        offers: list[Offer] = t._clickables()
        cards = _cards_on_screen(t)
        by_offer: dict[str, tuple[int, int]] = {}  # one point for each offer, by what it offers
        where = f"{self.name} decision {decision} (move {moves})"
        for pos in _grid():
            hit = next((i for i, o in enumerate(offers) if o.rect.collidepoint(pos)), None)
            if hit is not None:
                by_offer.setdefault(repr(offers[hit].key), pos)
                continue
            on = [(card, cls) for r, card, cls in cards if r.collidepoint(pos)]
            t.notice.clear()
            t.click_at(pos)
            assert len(t.mod.recipe.actions) == moves, f"{where}: a click on no offer at {pos} played a move"
            if on:
                said = t.notice.text if t.notice.active else ""
                self.refused.append((on, f"{where}: click at {pos} on {on[-1][0]} ({on[-1][1]})", said))
            t.notice.clear()
            t.log_view = None
            t._last_tap = None
            if t.choices.selected != selected:
                t.choices.select(selected)
        for key, pos in by_offer.items():
            t = self.table
            before = _state(app, t)
            t.click_at(pos)
            if _state(app, t) == before:
                self.findings.append(f"{where}: click at {pos} on the offer {key} did nothing")
            self._restore(moves, selected)

    def play(self) -> None:
        rng = random.Random(SEED)
        decision = 0
        for _ in range(60_000):
            t, app = self.table, self.app
            if type(app.top).__name__ == "ResultsScene":
                return
            if app.top is t and t.input_open:
                self.acting |= _offered_classes(t)
                if decision < 3 or decision % EVERY[self.name] == 0:
                    self.screen(decision)
                    t = self.table
                decision += 1
                offered = game_clickables(t)
                actions = [r for r, k in offered if isinstance(k, Action)]
                click(app, rng.choice(actions if actions and rng.random() < 0.6 else [r for r, _k in offered]).center)
            elif not pass_on(app, t):  # the final table waits for "Results ▸"
                app.frame(DT)
        raise AssertionError(f"{self.name}: the game did not end")

    def silent(self) -> list[str]:
        """The refused clicks on a card of a zone the player acts on somewhere in the game that said nothing,
        or gave no reason."""
        out = []
        for on, where, said in self.refused:
            if any(cls in self.acting for _c, cls in on) and said in ("", GENERIC):
                out.append(f"{where}: " + ("gave no reason" if said else "said nothing"))
        return out


@pytest.mark.slow
@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_click_over_the_screens_of_a_game_acts_or_says_why(name: str, data_dir: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # the screen is rebuilt after each click that acts: no full garbage collection at each new table
    monkeypatch.setattr(memory, "settle", lambda: None)
    walk = Walk(name)
    walk.play()
    findings = walk.findings + walk.silent()
    assert walk.screens >= 5 and len(walk.refused) >= 10, (walk.screens, len(walk.refused))
    assert not findings, "\n".join(findings[:30]) + f"\n({len(findings)} in all)"
