"""Système Solaire's game review: the better move's ring sits on that move (issue 18: "Better: Bid 8" was ringed on
a button reading "Bid 4", the lowest bid allowed, which the screen shows first).

Over a few seeded games of computers, every marked decision of seat 0 is shown; the ring drawn in the Hint's colour
must be exactly where that move is clicked: the Bid button showing that amount (SS-9), Pass, the group taken
(SS-20), the Confirm or Pay button, or the hand card.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import review
from engine.systeme_solaire import card_words
from engine.systeme_solaire.cards import hand_value
from game import i18n, record, replays
from game.i18n import tr
from game.kit.advisor import ADVICE
from game.scenes.review import ReviewScene
from game.seats import Seat
from game.tables.systeme_solaire import layout as L
from game.words import say
from tests.client.driver import DT, make_app, reviewed_decisions

GAME = "systeme_solaire"
SEEDS = (3, 4, 6, 8)  # games whose review marks bids, takes, a payment card and a selection stopped
GROUP = "systeme_solaire_review_rings"  # the tests on one worker, which plays and reviews each game once for them all


@functools.cache
def _game(seed: int) -> Recipe:
    """A whole game: seat 0 an Easy computer (it errs), the others Normal (played once for every test and language
    that reads it: the computers' play does not depend on the language)."""
    game = GAMES[GAME]
    s = game.new(3, seed)
    rng = random.Random(seed)
    bots = [make_bot(GAME, "easy"), make_bot(GAME, "normal"), make_bot(GAME, "normal")]
    actions = []
    while not game.is_over(s):
        a = decide(bots[game.to_act(s)], situation(game, s, rng))
        s, _ = game.apply(s, a)
        actions.append(a)
    return Recipe(GAME, 3, seed, {}, actions)


@functools.cache
def _review(seed: int, iterations: int) -> dict[str, Any]:
    """Seat 0's review of the game of ``seed`` (``_game``), found once for both languages."""
    return review(_game(seed), 0, iterations=iterations).to_dict()


def reviewed(app: Any, rec: Recipe, iterations: int, found: dict[str, Any] | None = None) -> ReviewScene:
    """The review scene of seat 0 (Alice, against Orbit and Nova) in the game ``rec``, its review (``found``, or
    one made now) kept with it."""
    seats = [Seat("Alice", True), Seat("Orbit", False, "normal"), Seat("Nova", False, "normal")]
    kept = replays.keep(rec, seats, [0, 0, 0], [])
    assert kept is not None
    kept.reviews["0"] = copy.deepcopy(found) if found is not None else review(rec, 0, iterations=iterations).to_dict()
    assert replays.store(kept)
    scene = ReviewScene(app, kept, 0)
    assert scene.reused
    return scene


def _where(table: Any, a: Action) -> list[pygame.Rect]:
    """Where move ``a`` is clicked on the table shown, found from what the screen shows (not from the table's own
    ``action_rects``)."""
    ui = table.ui
    controls = ui.controls()
    if a.kind == "bid":
        return [c.button.rect for c in controls if c.button.key == "bid" and c.button.label == tr("Bid {n}", n=a.card)]
    if a.kind in ("pass", "paid", "done"):
        key = {"pass": "pass", "paid": "pay", "done": "select"}[a.kind]
        return [c.button.rect for c in controls if c.button.key == key and c.button.enabled]
    if a.kind == "take":
        return [L.group_area(a.card, table.view.players)]
    if a.kind in ("pay", "select"):
        return [r for card, r in ui.hand_strips() if card == a.card]
    raise AssertionError(f"no place for {a}")


@pytest.mark.xdist_group(GROUP)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_review_ring_is_on_the_better_move(data_dir: str, monkeypatch: Any, language: str) -> None:
    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)
    try:
        _check_rings(app, monkeypatch)
    finally:
        i18n.set_language("en")


def _check_rings(app: Any, monkeypatch: Any) -> None:
    kinds: set[str] = set()
    for seed in SEEDS:
        kinds |= _check_game(app, seed, monkeypatch)
    assert {"bid", "take"} <= kinds, kinds


def _check_game(app: Any, seed: int, monkeypatch: Any) -> set[str]:
    """Every marked decision of seat 0 in the game of ``seed``: the kinds of the better moves checked."""
    scene = reviewed(app, _game(seed), 12, _review(seed, 12))
    kinds: set[str] = set()
    for d, spied, items in reviewed_decisions(app, scene, monkeypatch):
        rings = [(a, where) for colour, a, where in spied if colour == ADVICE]  # the better move's rings
        assert rings and rings[-1][0] == d.best
        where = _where(scene.table, d.best)
        assert where and rings[-1][1] == where, (seed, d.move, d.played, d.best, rings[-1][1], where)
        if d.best.kind == "bid":  # the ringed button says the amount named: "Better: Bid 5" on "Bid 5"
            assert tr("Bid {n}", n=d.best.card) in record.texts(items)
        if d.best.kind == "take":  # the side panel names the group's cards as the seat saw them (SS-20)
            better = scene.decision_lines(d)[3][0]  # (the engine's "… over 112 trial games" line is gone: jargon)
            for c in scene.table.view.groups[d.best.card]:
                assert say(card_words(c), scene.names) in better, better
        kinds.add(d.best.kind)
    return kinds


@pytest.mark.xdist_group(GROUP)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_confirmed_selection_is_named_by_its_cards_in_the_review(data_dir: str, language: str) -> None:
    """The review names a selection's Confirm by the cards it sends: "Played: Confirm" named the button (playtest 15,
    75-review-next; SS-15). Seat 0's every Confirm of a game, each shown as a marked decision."""
    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)
    try:
        seats = [Seat("Alice", True), Seat("Orbit", False, "normal"), Seat("Nova", False, "normal")]
        rec = _game(SEEDS[0])
        game, s, dones = GAMES[GAME], GAMES[GAME].new(3, SEEDS[0]), []
        for i, a in enumerate(rec.actions):
            if a.kind == "done" and game.to_act(s) == 0:
                dones.append((i + 1, game.view(s, 0).selection))
            s = game.apply(s, a)[0]
        assert dones
        kept = replays.keep(rec, seats, [0, 0, 0], [])
        assert kept is not None
        found = copy.deepcopy(_review(SEEDS[0], 12))
        found["decisions"] = [{"move": move, "played": Action("done").to_json(), "best": Action("done").to_json(),
                               "loss": 2.0, "uncertainty": 0.5, "mark": "inaccuracy", "options": 2, "reason": None}
                              for move, _chosen in dones]
        kept.reviews["0"] = found
        assert replays.store(kept)
        scene = ReviewScene(app, kept, 0)
        app.push(scene)
        assert len(scene.marked) == len(dones)
        for i, (d, (_move, chosen)) in enumerate(zip(scene.marked, dones, strict=True)):
            scene.go(i)
            app.frame(DT)
            played = scene.decision_lines(d)[2][0]
            assert tr("Confirm") not in played, played
            assert all(say(card_words(c), scene.names) in played for c in chosen), (played, chosen)
            assert str(hand_value(chosen)) in played, played
        app.pop()
    finally:
        i18n.set_language("en")


@pytest.mark.xdist_group(GROUP)
def test_the_move_played_is_ringed_on_every_page(data_dir: str, monkeypatch: Any) -> None:
    """Playtest 33 (62_review3.png): on "Close call 2 of 2" the better bid (Bid 8) and Pass were ringed and the bid
    played (Bid 2), not on the button, nowhere. Every page, a close call or a marked decision, rings the move played:
    a bid of another amount than the button's on the buttons that set the amount (SS-9)."""
    from game.scenes.review import PLAYED

    app = make_app("instant")
    kinds: set[str] = set()
    for seed in SEEDS:
        scene = reviewed(app, _game(seed), 12, _review(seed, 12))
        drawn: list[tuple[tuple[int, int, int], list[pygame.Rect]]] = []
        monkeypatch.setattr(scene, "_outline", functools.partial(_spied, scene, scene._outline, drawn))
        app.push(scene)
        for i, d in enumerate(scene.shown):
            scene.go(i)
            drawn.clear()
            app.frame(DT)
            played = [rects for colour, rects in drawn if colour == PLAYED]
            assert played and played[-1], (seed, d.move, d.mark, d.played, d.best)
            if d.played.kind == d.best.kind == "bid" and d.played != d.best:
                kinds.add("bid")
        app.pop()
    assert "bid" in kinds  # a page where two bids differ was seen


def _spied(scene: Any, outline: Any, drawn: list[Any], frame: pygame.Surface, a: Action,
           colour: tuple[int, int, int]) -> None:
    """The review's outline of move ``a``, noted with where the table puts it."""
    drawn.append((colour, [r.copy() for r in scene.table.action_rects(a)]))
    outline(frame, a, colour)
