"""Système Solaire's game review names the move played with the cards really played (SS-13 payment, SS-15
selection): a pick of a selection or payment is one step of a move made of several, and "Played: Spend Jupiter,
Saturn" of a seat that spent Jupiter alone (recipe ``select 41, done``) named the Normal computer's guess at the
rest of the selection instead.

Over a few seeded games (seat 0 a Random computer, so its selections are seldom the Normal one's), every "Played:"
line the review shows of a selection or a payment names exactly the cards the recipe picked in that move: the picks
before the decision (a decision may be the second pick) and after it, up to its Confirm (or Pay).
"""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine import review as engine_review
from engine.bots import RandomBot, decide, make_bot, situation
from engine.core import words
from engine.recipe import Recipe
from engine.review import Decision
from engine.systeme_solaire.cards import hand_value
from engine.systeme_solaire.words import cards_line
from game.i18n import tr
from game.scenes import review as review_scene
from game.words import say
from tests.client.driver import DT, make_app
from tests.client.systeme_solaire.test_review_rings import reviewed

GAME = "systeme_solaire"
SEEDS = (1, 2, 3)
PICKS = {"select": ("select", "done"), "done": ("select", "done"), "pay": ("pay", "paid"), "paid": ("pay", "paid")}


def _game(seed: int) -> tuple[Recipe, list[int]]:
    """A whole game, seat 0 a Random computer (its selections seldom the Normal computer's guess), the others
    Normal; with the seat that made each action."""
    game = GAMES[GAME]
    s = game.new(3, seed)
    rng = random.Random(seed)
    bots = [RandomBot(), make_bot(GAME, "normal"), make_bot(GAME, "normal")]
    actions, seats = [], []
    while not game.is_over(s):
        seat = game.to_act(s)
        a = decide(bots[seat], situation(game, s, rng))
        s, _ = game.apply(s, a)
        actions.append(a)
        seats.append(seat)
    return Recipe(GAME, 3, seed, {}, actions), seats


def _picked(rec: Recipe, seats: list[int], d: Decision) -> tuple[int, ...]:
    """The cards the recipe picked in the move of decision ``d``: its seat's run of picks around it (the picks
    before, from the first of the run, and after it, up to the Confirm), read from the recipe alone."""
    at = d.move - 1  # ``move`` counts from 1
    kinds = PICKS[d.played.kind]
    start = at
    while start > 0 and rec.actions[start - 1].kind == kinds[0] and seats[start - 1] == seats[at]:
        start -= 1
    end = at
    while rec.actions[end].kind == kinds[0] and seats[end + 1] == seats[at]:
        end += 1
    assert rec.actions[end].kind == kinds[1], rec.actions[start:end + 1]  # the move ends with its Confirm
    return tuple(a.card for a in rec.actions[start:end])


def test_every_played_selection_names_the_cards_picked(data_dir: str, monkeypatch: Any) -> None:
    # every decision is shown, not the marked ones alone: the picks the review marks in a few games are too few
    monkeypatch.setattr(review_scene, "marked", lambda result: sorted(result.decisions, key=lambda d: d.move))
    # and every step of a move: the review keeps one step a move (its costliest, ``gathered_moves``), which may be
    # any of them, so each is checked as the one kept
    monkeypatch.setattr(engine_review, "gathered_moves", lambda game, actions, moves: list(range(len(moves))))
    app = make_app("instant")
    seen: set[str] = set()
    for seed in SEEDS:
        seen |= _check_game(app, seed)
    # the games show selections and payments, each at a first pick, a later one and the Confirm
    assert {"select 1st", "select later", "done", "pay 1st", "pay later"} <= seen, seen


def _check_game(app: Any, seed: int) -> set[str]:
    """Every shown pick of seat 0 in the game of ``seed``: the kinds of picks checked."""
    rec, by = _game(seed)
    scene = reviewed(app, rec, 8)
    app.push(scene)
    seen: set[str] = set()
    for i, d in enumerate(scene.shown):
        if d.played.kind not in PICKS:
            continue
        scene.go(i)
        app.frame(DT)
        cards = _picked(rec, by, d)
        spend = "Spend {cards} (total {n})" if d.played.kind in ("select", "done") else "Pay {n} with {cards}"
        move = say(words(spend, cards=cards_line(cards), n=hand_value(cards)), scene.names)
        lines = [text for text, _, _ in scene.decision_lines(d)]
        assert tr("Played: {move}", move=move) in lines, (seed, d, cards, lines)
        first = d.move < 2 or rec.actions[d.move - 2].kind != d.played.kind or by[d.move - 2] != 0
        seen.add(d.played.kind if d.played.kind in ("done", "paid") else f"{d.played.kind} {'1st' if first else 'later'}")
    app.pop()
    return seen
