"""Space Lab's game review rings the move played (orange) and the better move (the Hint's cyan) where the table
shows them, whatever the move (playtest 28, s104/s105: a decision about which card to pay with ringed neither hand
card, and "Reveal 3" played got no ring on the Lab deck).

A solo game and a two-player one, seat 0 an Easy computer: every decision of seat 0 with a choice is shown as a
marked decision, its better move another of its legal moves (each kind in turn), and both rings must be drawn where
a player finds that move: a payment (SL-8) on its hand card, a reveal (SL-5) on the Lab deck and the Reveal 3 button
the review shows, a recruit (SL-6) on its stack, a take (SL-5) on that agency's revealed cards, a Project kept
(SL-15) on its card in the tray, a placement (SL-7) on its hand card and its slot, Pass and End turn on their
buttons."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import MISTAKE, Decision, Review, summarize
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.content import SLOTS
from game import replays
from game.i18n import tr
from game.kit.advisor import ADVICE
from game.scenes import review as review_scene
from game.scenes.review import PLAYED, ReviewScene
from game.seats import Seat
from game.tables.space_lab import layout as L
from game.tables.space_lab import paint
from tests.client.driver import make_app, reviewed_decisions

GAME = "space_lab"
LABELS = {"draw": "Reveal 3", "pass": "Pass", "end": "End turn"}


def _game(players: int, seed: int) -> Recipe:
    game = GAMES[GAME]
    s = game.new(players, seed)
    rng = random.Random(seed)
    bots = [make_bot(GAME, "easy")] + [make_bot(GAME, "normal") for _ in range(players - 1)]
    actions = []
    while not game.is_over(s):
        a = decide(bots[game.to_act(s)], situation(game, s, rng))
        s, _ = game.apply(s, a)
        actions.append(a)
    return Recipe(GAME, players, seed, {}, actions)


def _decisions(rec: Recipe) -> list[Decision]:
    """Every decision of seat 0 with a choice, its better move another legal one, of each kind in turn."""
    game, s = GAMES[GAME], GAMES[GAME].new(rec.players, rec.seed)
    out, k = [], 0
    for i, a in enumerate(rec.actions):
        legal = game.legal_actions(s)
        if game.to_act(s) == 0 and len(legal) > 1:
            kinds = sorted({b.kind for b in legal if b != a})
            kind = kinds[k % len(kinds)]
            k += 1
            best = next(b for b in legal if b != a and b.kind == kind)
            out.append(Decision(i + 1, a, best, 3.0, 0.5, MISTAKE, len(legal)))
        s = game.apply(s, a)[0]
    return out


def _where(scene: ReviewScene, a: Action) -> list[pygame.Rect]:
    """Where move ``a`` is on the table shown, found from what the screen shows."""
    table = scene.table
    ui = table.ui
    picture = paint.picture_of(ui)
    hand = dict(picture.hand)
    if a.kind in ("place", "pay"):
        return [hand[a.card]] + ([L.OWN.slots[SLOTS.index(a.target)]] if a.kind == "place" else [])
    if a.kind in LABELS:
        buttons = [b.rect for b in picture.buttons if b.label == tr(LABELS[a.kind])]
        return ([L.LAB_DECK] if a.kind == "draw" else []) + buttons
    if a.kind == "recruit":
        return [L.rc_column(a.card)]
    if a.kind == "agency":
        shown = table.cards_in(L.REVEAL)
        return [L.tray_card("reveal", k, len(shown)) for k, c in enumerate(shown) if AGENCY_OF[c] == a.card]
    if a.kind == "keep":
        shown = table.cards_in(L.DRAWN)
        return [L.tray_card("drawn", shown.index(a.card), len(shown))]
    if a.kind == "assign":
        return [L.OWN.objective(i) for i in range(3)]
    raise AssertionError(f"no place for {a}")


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 3)])
def test_every_reviewed_move_is_ringed_where_it_is(data_dir: str, monkeypatch: Any, players: int, seed: int) -> None:
    rec = _game(players, seed)
    decisions = _decisions(rec)
    seats = [Seat("Alice", True)] + [Seat("Nova", False, "normal")] * (players - 1)
    kept = replays.keep(rec, seats, [0] * players, [])
    assert kept is not None
    kept.reviews["0"] = Review(GAME, rec.version, players, 0, 12, rec.seed, "high", None, decisions,
                               summarize(GAME, decisions)).to_dict()
    assert replays.store(kept)
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    app = make_app("instant")
    scene = ReviewScene(app, kept, 0)
    assert scene.reused and len(scene.marked) == len(decisions)
    kinds: set[str] = set()
    for d, spied, _shown in reviewed_decisions(app, scene, monkeypatch):
        rings = {colour: (a, where) for colour, a, where in spied}  # the last ring of each colour
        for colour, a in ((PLAYED, d.played), (ADVICE, d.best)):
            ringed, where = rings[colour][1], _where(scene, a)
            assert rings[colour][0] == a
            assert where and ringed == where, (d.move, a, ringed, where)
            assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in ringed), (a, ringed)
            kinds.add(a.kind)
    assert {"pay", "draw", "agency", "recruit", "keep", "place", "assign"} | ({"end"} if players > 1 else set()) <= kinds, \
        kinds
