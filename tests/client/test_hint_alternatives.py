"""The Hint's runner-up is a genuine alternative, named by what tells it from the best (issue 18 §3).

Space Beans called two orders of the same collect "1 point better" than each other (search noise: both cards go
to the same collection, SB-20); Space Lab said "Best: Place Gold card X on slot 3. Just as good: Place Gold card
X on slot 4.", the card's long name twice. The search is replaced by a fixed rating where a test says which moves
are level; the last test runs the real search and plays the move it gives."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engine import GAMES
from engine.core import Action
from engine.review import UNITS_PER_REWARD
from engine.search.budget import iterations
from engine.search.hint import hint
from engine.search.ismcts import Search
from engine.space_beans.cards import TYPE_OF
from game import words as say_words
from game.i18n import language, set_language

SB, SL = GAMES["space_beans"], GAMES["space_lab"]
NAMES = ["Alice", "Bruno", "Chloé"]
POINT = 1 / UNITS_PER_REWARD  # one unit of the game's score on the search's reward scale


def _rated(monkeypatch: pytest.MonkeyPatch, rows: list[tuple[Action, int, float]]) -> None:
    """The search rates the root moves as ``rows`` say (best first), whatever it plays out."""
    monkeypatch.setattr(Search, "run", lambda self, legal, budget: iter(()))
    monkeypatch.setattr(Search, "ranked", lambda self, legal: rows + [(a, 0, 0.0) for a in legal
                                                                      if a not in {r[0] for r in rows}])


def _first(game: Any, players: int, found: Callable[[Any, list[Action]], bool]) -> Any:
    """The first position of seeded games of random moves where ``found(state, legal)``."""
    for seed in range(40):
        s, rng = game.new(players, seed), random.Random(seed)
        while not game.is_over(s):
            legal = game.legal_actions(s)
            if found(s, legal):
                return s
            s = game.apply(s, rng.choice(legal))[0]
    raise AssertionError("no such position in 40 games")


def _collect_pair(legal: list[Action]) -> tuple[Action, Action, Action] | None:
    """Two plays of one type onto one collection, and a play of another type (or another move)."""
    plays = [a for a in legal if a.kind == "play"]
    for a in plays:
        for b in plays:
            if a != b and a.target == b.target and TYPE_OF[a.card] == TYPE_OF[b.card]:
                other = next((c for c in legal if c.kind != "play" or TYPE_OF[c.card] != TYPE_OF[a.card]), None)
                if other is not None:
                    return a, b, other
    return None


def _say(w: Any) -> str:
    return say_words.say(w, NAMES)


def _continued(name: str) -> str:
    """A move's name as a French sentence goes on with it after « : », its first letter lower case."""
    return name[:1].lower() + name[1:] if language() == "fr" else name


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_space_beans_two_orders_of_one_collect_are_never_better_or_runner_up(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    set_language(lang)
    s = _first(SB, 3, lambda s, legal: _collect_pair(legal) is not None)
    a, b, other = _collect_pair(SB.legal_actions(s))  # type: ignore[misc]
    seat = SB.to_act(s)
    view = SB.view(s, seat)
    _rated(monkeypatch, [(a, 200, 0.5), (b, 190, 0.5 - POINT), (other, 150, 0.5 - 4 * POINT)])
    found = hint(SB, s, seat, random.Random(1), iterations(10))
    line = _say(found.why)
    assert found.action == a
    # French goes on in lower case after « : » (« 2e choix : collecter … »): read the names so
    twin = _say(SB.describe_in(view, b))
    assert twin not in line and _continued(twin) not in line, f"the same collect in the other order named: {line}"
    assert _continued(_say(SB.describe_in(view, other))) in line, line
    assert "4 points" in line, f"the gap is to the genuine runner-up: {line}"


def _same_card_two_slots(legal: list[Action]) -> tuple[Action, Action] | None:
    places = [a for a in legal if a.kind == "place"]
    return next(((a, b) for a in places for b in places if a.card == b.card and a.target != b.target), None)


@pytest.mark.parametrize(("lang", "tail"), [("en", " — or, just as good: {slot}."), ("fr", " — ou, tout aussi bon : {slot}.")])
def test_space_lab_a_level_move_with_the_same_card_is_named_by_its_slot(
        monkeypatch: pytest.MonkeyPatch, lang: str, tail: str) -> None:
    from engine.space_lab.words import hand_name, slot_words

    set_language(lang)
    s = _first(SL, 1, lambda s, legal: _same_card_two_slots(legal) is not None)
    a, b = _same_card_two_slots(SL.legal_actions(s))  # type: ignore[misc]
    _rated(monkeypatch, [(a, 200, 0.5), (b, 190, 0.5)])
    found = hint(SL, s, 0, random.Random(1), iterations(10))
    line = _say(found.why)
    assert line.endswith(tail.format(slot=_say(slot_words(b.target)))), line
    # by the name the Hint gives a hand card (``hand_name``: colour and specialty, whole for a twin in hand)
    assert line.count(_say(hand_name(SL.view(s, 0), a.card))) == 1, f"the card's name said once: {line}"


@pytest.mark.parametrize(("game", "players"), [(SB, 3), (SL, 1)])
def test_the_hint_s_best_move_is_one_the_engine_accepts(game: Any, players: int) -> None:
    """The real search, a short budget: following the Hint plays on (the engine takes the move as legal)."""
    s, rng = game.new(players, 7), random.Random(7)
    for _ in range(6):
        if game.is_over(s):
            break
        seat = game.to_act(s)
        found = hint(game, s, seat, rng, iterations(40))
        assert found.action in game.legal_actions(s)
        s = game.apply(s, found.action)[0]
