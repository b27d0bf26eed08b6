"""The Normal judge's answers kept across judges (``ai._remember``), so the search's rollouts, which make a judge for
every move, ask each question once: the game review spent half its time working out one selection's target again at
every card picked (SS-15), and the bids' worth of the same groups at every bid (SS-9). Playtest 28: the review was
slow to open on a busy machine."""

from __future__ import annotations

import random

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.ai import WEIGHTS, _Judge
from engine.systeme_solaire.state import State


def _selecting() -> tuple[State, int]:
    """A Normal game at a seat's secret selection (SS-15) where the Normal judge spends several cards."""
    for seed in range(40):
        s = GAME.new(4, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            judge = _Judge(GAME.view(s, seat), dict(WEIGHTS))  # a copy of the weights: nothing kept is asked
            if s.phase == "select" and not s.selections[seat]:
                plan = judge.cheapest(s.hands[seat], judge.drawn_target())
                if plan is not None and len(plan[1]) >= 2:
                    return s, seat
            s = GAME.apply(s, judge.choose(GAME.legal_actions(s)) if rng.random() < 0.8 else
                           rng.choice(GAME.legal_actions(s)))[0]
    raise AssertionError("no selection of several cards")


def test_a_selection_picked_card_by_card_works_out_its_target_once(monkeypatch) -> None:  # SS-15, SS-17
    asked: list[int] = []
    reveal_target = _Judge.reveal_target

    def counted(judge: _Judge) -> int:
        asked.append(judge.me)
        return reveal_target(judge)

    monkeypatch.setattr(_Judge, "reveal_target", counted)
    s, seat = _selecting()
    asked.clear()  # finding the position asked too
    picks = 0
    while GAME.to_act(s) == seat and s.phase == "select":
        a = _Judge(GAME.view(s, seat), WEIGHTS).choose(GAME.legal_actions(s))
        picks += a.kind == "select"
        s = GAME.apply(s, a)[0]
    assert picks >= 2, "a selection of one card asks once anyway: the test proves nothing"
    assert len(asked) <= 1, f"{len(asked)} workings-out of one selection's target over {picks} picks"


def test_the_kept_answers_are_the_ones_a_fresh_judge_finds() -> None:
    """The weights as a copy are never looked up in what was kept: every move of random games, 3 to 5 players, is the
    one such a judge makes."""
    fresh = dict(WEIGHTS)
    for players in (3, 4, 5):
        for seed in range(4):
            rng, s = random.Random(seed), GAME.new(players, seed)
            while not GAME.is_over(s):
                seat = GAME.to_act(s)
                legal = GAME.legal_actions(s)
                v = GAME.view(s, seat)
                kept = _Judge(v, WEIGHTS)
                again = _Judge(v, fresh)
                assert kept.choose(legal) == again.choose(legal), (players, seed, v.phase)
                if v.phase in ("bid", "select", "pay"):
                    assert kept.group_values() == again.group_values()
                    assert kept.drawn_target() == again.drawn_target()
                    hand = v.hands[seat]
                    for need in range(1, 6):
                        assert kept.cheapest(hand, need) == again.cheapest(hand, need)
                a: Action = rng.choice(legal)
                s = GAME.apply(s, a)[0]
