"""Every game's search hooks keep their contract: legal rollout moves, rewards in [0, 1], one per seat."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine import GAMES
from engine.bots import situation
from engine.search import hooks, iterations
from engine.search.ismcts import Search
from engine.search.policy import default_outcome
from tests.engine.search.helpers import game_counts


@pytest.mark.parametrize(("name", "players"), game_counts())
def test_rollouts_play_legal_moves_to_the_end(name: str, players: int) -> None:
    game = GAMES[name]
    h = hooks(game)
    rng = random.Random(players)
    for seed in range(2):
        s = game.new(players, seed)
        moves = 0
        while not game.is_over(s):
            a = h.policy(s, rng)
            assert a in game.legal_actions(s), f"{name}: the rollout policy chose an illegal {a}"
            if h.evaluate is not None:
                r = h.evaluate(s)
                assert r is None or (len(r) == players and all(0.0 <= x <= 1.0 for x in r))
            s, _ = game.apply(s, a)
            moves += 1
            assert moves < 20_000
        r = h.outcome(s)
        assert len(r) == players and all(0.0 <= x <= 1.0 for x in r)
        winners = game.winners(s)
        for w in winners:  # a winner is rewarded at least as much as anybody who did not win
            assert all(r[w] >= r[i] for i in range(players) if i not in winners)


def test_the_default_outcome_shares_ties_and_follows_the_margin() -> None:
    class Fake:
        def __init__(self, scores: list[int], winners: list[int]) -> None:
            self.sc, self.won = scores, winners

        def scores(self, s: object) -> list[int]:
            return self.sc

        def winners(self, s: object) -> list[int]:
            return self.won

    tie = default_outcome(Fake([10, 10, 3], [0, 1]))(None)  # type: ignore[arg-type]
    assert tie[0] == tie[1] > tie[2]
    win = default_outcome(Fake([12, 10], [0]))(None)  # type: ignore[arg-type]
    big = default_outcome(Fake([25, 10], [0]))(None)  # type: ignore[arg-type]
    assert big[0] > win[0] > 0.75 > win[1] > big[1]


def test_plain_hooks_ignore_the_game() -> None:
    for game in GAMES.values():
        h = hooks(game, plain=True)
        assert h.evaluate is None
        s = game.new(game.min_players, 1)
        assert h.policy(s, random.Random(1)) in game.legal_actions(s)


def test_systeme_solaire_judges_round_starts_by_front_vp() -> None:
    """SS-25: front VP count for the evaluation; a round is judged only before its auction opens (SS-9)."""
    from engine.systeme_solaire import rollout

    game = GAMES["systeme_solaire"]
    s = game.new(3, 4)
    base = rollout.evaluate(s)
    assert base is not None and len(base) == 3
    richer = s.copy()
    richer.vps[1] += 5
    better = rollout.evaluate(richer)
    assert better is not None and better[1] > base[1] and better[0] < base[0]
    bid = next(a for a in game.legal_actions(s) if a.kind == "bid")
    assert rollout.evaluate(game.apply(s, bid)[0]) is None  # the auction runs: no place to judge


def test_space_lab_judges_turn_starts_and_solo_by_score() -> None:
    """Turn starts only (SL-1: one action per turn); solo, a higher final score is a better outcome."""
    from engine.space_lab import rollout

    game = GAMES["space_lab"]
    rng = random.Random(3)
    s = game.new(2, 3)
    judged = unjudged = 0
    for _ in range(60):
        if game.is_over(s):
            break
        r = rollout.evaluate(s)
        if s.phase == "start" and all(s.objectives):
            assert r is not None and len(r) == 2
            judged += 1
        elif s.phase != "start":
            assert r is None
            unjudged += 1
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    assert judged and unjudged
    low, high = rollout._rewards([40.0]), rollout._rewards([70.0])
    assert 0.0 < low[0] < high[0] < 1.0


class Recording:
    """A game whose ``legal_actions`` notes the seat to act: the seats the tree branches for."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.actors: set[int] = set()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def legal_actions(self, s: Any) -> list[Any]:
        self.actors.add(self.game.to_act(s))
        return self.game.legal_actions(s)


@pytest.mark.parametrize("modelled", [False, True])
def test_opponents_played_by_the_policy_are_no_tree_edges(modelled: bool) -> None:
    """With ``opponent_policy`` the tree branches on the searching seat's own decisions only."""
    game = GAMES["systeme_solaire"]
    s = game.new(3, 2)
    seat = game.to_act(s)
    h = replace(hooks(game), opponent_policy=modelled)
    recording = Recording(game)
    sit = situation(game, s, random.Random(3))
    search = Search(recording, seat, sit.sample, random.Random(4), h)
    for _ in search.run(sit.legal, iterations(300)):
        pass
    assert search.iterations > 100  # it may stop early once the choice is settled
    assert (recording.actors == {seat}) is modelled


def test_judging_at_the_own_turn_waits_for_the_other_seats() -> None:
    """With ``judge_own_turn`` a rollout is judged only where the searching seat is to act."""
    game = GAMES["space_beans"]
    s = game.new(4, 5)
    seat = game.to_act(s)
    judged: list[Any] = []
    base = hooks(game)
    assert base.evaluate is not None

    def evaluate(x: Any) -> list[float] | None:
        judged.append(game.to_act(x))
        return base.evaluate(x)

    h = replace(base, evaluate=evaluate, judge_own_turn=True)
    sit = situation(game, s, random.Random(3))
    for _ in Search(game, seat, sit.sample, random.Random(4), h).run(sit.legal, iterations(40)):
        pass
    assert judged and set(judged) == {seat}
