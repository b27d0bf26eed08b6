"""Game-independent checks run by every game's fuzz tests."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import Action, Game, IllegalAction, Rules

ViewCheck = Callable[[Any, Any], None]  # (state, game) -> raises AssertionError


def random_game(
    game: Game,
    players: int,
    seed: int,
    *,
    options: dict | None = None,
    per_action: ViewCheck | None = None,
    probe_illegal: bool = False,
    max_actions: int = 100_000,
    check: Callable[[Any, Any], Any] | None = None,
) -> tuple[Any, list[Action]]:
    """Play one game with uniformly random legal actions, checking invariants after each.

    Checks: ``legal_actions`` non-empty until the end, ``game.check`` after every
    action, the optional game-specific ``per_action(state, game)``, and (with
    ``probe_illegal``) that an illegal action raises ``IllegalAction`` and leaves
    the state exactly as it was.

    ``check(state, since)``, if given, is the game's invariant check told what it returned for the state before
    (``since``; ``None`` for the new game), run after every action in place of ``game.check``; the final state
    is then checked by ``game.check`` as well, from scratch.
    """
    rng = random.Random(seed)
    state = game.new(players, seed, **(options or {}))
    game.check(state)
    checked = check(state, None) if check is not None else None
    actions: list[Action] = []
    # ``apply`` looks the action up again before applying it; where the game keeps the engine's own ``is_legal``
    # that look is ``legal_actions`` asked again, for an action just drawn from it: ``apply_legal`` skips it
    # (a game with its own ``is_legal`` still has it compared, with every move, here)
    apply = game.apply_legal if getattr(type(game), "is_legal", None) is Rules.is_legal else game.apply
    while not game.is_over(state):
        legal = game.legal_actions(state)
        assert legal, "legal_actions is empty in a running game"
        assert game.to_act(state) is not None
        if probe_illegal:
            _probe_illegal(game, state, legal, rng)
        a = rng.choice(legal)
        state, events = apply(state, a)
        assert isinstance(events, list)
        actions.append(a)
        if check is None:
            game.check(state)
        else:
            checked = check(state, checked)
        if per_action is not None:
            per_action(state, game)
        assert len(actions) < max_actions, "game does not end"
    if check is not None:
        game.check(state)  # once more from scratch, not relying on the earlier checks
    assert game.to_act(state) is None
    assert game.legal_actions(state) == []
    assert len(game.scores(state)) == players
    assert all(0 <= w < players for w in game.winners(state))
    return state, actions


def _probe_illegal(game: Game, state: Any, legal: list[Action], rng: random.Random) -> None:
    snapshot = copy.deepcopy(state)
    candidates = [Action("no_such_move"), Action(legal[0].kind, card=10_000), Action(legal[0].kind, target="nowhere")]
    for bad in candidates:
        if bad in legal:
            continue
        with pytest.raises(IllegalAction):
            game.apply(state, bad)
        assert state == snapshot, f"a refused {bad} changed the state"


def replay(game: Game, players: int, seed: int, actions: list[Action], options: dict | None = None) -> Any:
    state = game.new(players, seed, **(options or {}))
    for a in actions:
        state, _ = game.apply(state, a)
    return state
