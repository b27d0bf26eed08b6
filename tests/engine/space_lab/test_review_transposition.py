"""The game review does not mark a move-order transposition (playtest 15, issue 18): two cards placed in one turn
(SL-7) in the other order reach the same station, and the review said "About 4 points better" of the order not
played. ``engine.review.transposed`` finds the turn reaching the better move's position anyway; a move that
reaches another position is still judged."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import review
from engine.core import Action
from engine.recipe import Recipe
from engine.space_lab import GAME
from engine.space_lab.content import SLOT_ROW, SLOTS
from engine.space_lab.kinds import ActionKind
from engine.space_lab.positions import position

ROW = {name: SLOT_ROW[k] for k, name in enumerate(SLOTS)}


def _game(seed: int) -> tuple[list[Action], list[Any]]:
    """A whole 2-player game of the Normal computer's moves with some random ones, and the state before each."""
    from engine.bots import decide, make_bot, situation

    bot, rng, s = make_bot("space_lab", "normal"), random.Random(seed), GAME.new(2, seed)
    actions, states = [], []
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        a = rng.choice(legal) if rng.random() < 0.3 else decide(bot, situation(GAME, s, rng))
        actions.append(a)
        states.append(s)
        s = GAME.apply(s, a)[0]
    return actions, states


def _two_placements() -> list[tuple[list[Action], list[Any], int, int]]:
    """(actions, states, i, j): a turn of a seeded game whose action i and later action j are placements, the turn
    reaching the same position with j first (the review's own check: a test below holds it to hand-made turns)."""
    found = []
    for seed in range(12):
        actions, states = _game(seed)
        for i, a in enumerate(actions):
            if a.kind != ActionKind.PLACE:
                continue
            seat = GAME.to_act(states[i])
            for j in range(i + 1, len(actions)):
                if GAME.to_act(states[j]) != seat or GAME.progress(states[j]) != GAME.progress(states[i]):
                    break
                if actions[j].kind == ActionKind.PLACE and review.transposed(GAME, states[i], actions, i + 1,
                                                                             actions[j]):
                    found.append((actions, states, i, j))
    return found


CASES = _two_placements()
BLUE = (16, 17)  # two free Blue cards (SL-8: cost 0), each scoring by itself or its row


def _turn(first: str, second: str) -> tuple[Any, list[Action]]:
    """Seat 1 places the two Blue cards on ``first`` then ``second`` and ends its turn (SL-7)."""
    s = position(2, hands={0: list(BLUE)})
    return s, [Action(ActionKind.PLACE, BLUE[0], first), Action(ActionKind.PLACE, BLUE[1], second),
               Action(ActionKind.END)]


def test_the_turn_is_one_the_rules_allow() -> None:
    s, line = _turn("M2", "M3")
    for a in line:
        assert a in GAME.legal_actions(s), a
        s = GAME.apply(s, a)[0]
    assert GAME.to_act(s) == 1


def test_the_other_order_of_the_same_two_placements_is_no_error() -> None:
    s, line = _turn("M2", "M3")
    # the second card first, on its own slot: the same station
    assert review.transposed(GAME, s, line, 1, Action(ActionKind.PLACE, BLUE[1], "M3"))
    # the first card on the second's slot, then the second on the first's: the same row, both Blue (playtest 15)
    assert review.transposed(GAME, s, line, 1, Action(ActionKind.PLACE, BLUE[0], "M3"))


@pytest.mark.parametrize("best", ["T1", "B1", "M0"])
def test_a_move_that_reaches_another_station_is_still_judged(best: str) -> None:
    s, line = _turn("M2", "M3")
    assert not review.transposed(GAME, s, line, 1, Action(ActionKind.PLACE, BLUE[0], best))


def test_seeded_games_have_such_turns() -> None:
    assert len(CASES) >= 2, len(CASES)


def _others(actions: list[Action], states: list[Any], i: int, j: int) -> list[Action]:
    """The first placement's card on a slot of another row than both placements of the turn."""
    a = actions[i]
    return [x for x in GAME.legal_actions(states[i]) if x.kind == ActionKind.PLACE and x.card == a.card
            and ROW[x.target] not in (ROW[a.target], ROW[actions[j].target])]


def _marks(monkeypatch: pytest.MonkeyPatch, actions: list[Action], states: list[Any], i: int, j: int,
           better: Action) -> str:
    """The review's mark of placement ``i`` where its search finds ``better`` 20 points better."""
    def judge(game: Any, state: Any, played: Action, move: int, **_: Any) -> Any:
        best = better if move == i + 1 else played
        yield review.Verdict(best, 0.0 if best == played else 20.0, 0.5, 10, 5, 10)

    monkeypatch.setattr(review, "judge_steps", judge)
    seat = GAME.to_act(states[i])
    assert seat is not None
    # the recording goes on to the end of the turn, as a reviewed game's does: cut after the second placement, the
    # turn's end state is a position mid-turn that the other order need not reach (it failed so on seed 0)
    rec = Recipe("space_lab", 2, states[0].seed, {}, actions[:_turn_end(actions, states, i)])
    done = review.review(rec, seat)
    (d,) = [d for d in done.decisions if d.move == i + 1]
    # every decision is either marked or counted as the engine's choice or one as good: the figures add up
    sm = done.summary
    assert sm is not None and sum(sm.marks.values()) + sm.engine_choice == len(done.decisions)
    return d.mark


def _turn_end(actions: list[Action], states: list[Any], i: int) -> int:
    """The index after the last action of the turn action ``i`` is in."""
    seat, turn = GAME.to_act(states[i]), GAME.progress(states[i])
    k = i
    while k < len(actions) and GAME.to_act(states[k]) == seat and GAME.progress(states[k]) == turn:
        k += 1
    return k


def test_the_review_leaves_a_transposition_unmarked(monkeypatch: pytest.MonkeyPatch) -> None:
    actions, states, i, j = next(c for c in CASES if _others(*c))
    assert _marks(monkeypatch, actions, states, i, j, actions[j]) == review.NONE
    assert _marks(monkeypatch, actions, states, i, j, _others(actions, states, i, j)[0]) == review.BLUNDER
