"""The greedy Système Solaire bot: legal, view-only, sensible, and clearly better than random play."""

from __future__ import annotations

import random
import statistics

import pytest

from engine.bots import Bot, RandomBot, Situation, decide, make_bot, situation
from engine.core import Action
from engine.systeme_solaire import GAME, GreedyBot, card_id
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.state import State

PROBES = ["P1", "P2", "P3", "P4", "P5"]


def play(players: int, seed: int, bots: list[Bot], variant: bool = False) -> tuple[list[int], list[int]]:
    s = GAME.new(players, seed, variant=variant)
    rng = random.Random(seed)
    while not GAME.is_over(s):
        sit = situation(GAME, s, rng)
        a = decide(bots[sit.seat], sit)
        assert a in sit.legal, f"the bot chose an illegal {a}"
        s, _ = GAME.apply(s, a)
    return GAME.scores(s), GAME.winners(s)


def choose(s: State) -> Action:
    """The greedy choice from the view alone: the Situation carries no state."""
    seat = GAME.to_act(s)
    sit = Situation(GAME, seat, GAME.view(s, seat), GAME.legal_actions(s), random.Random(0))
    return decide(GreedyBot(), sit)


def test_registered_as_normal() -> None:
    assert isinstance(make_bot("systeme_solaire", "normal"), GreedyBot)
    assert isinstance(make_bot("systeme_solaire", "greedy"), GreedyBot)


def test_thinks_in_a_generator() -> None:
    s = GAME.new(4, 3)
    sit = situation(GAME, s, random.Random(1))
    steps = list(GreedyBot().think(sit))
    assert all(x is None for x in steps[:-1]) and steps[-1] in sit.legal


def test_opener_bids_the_minimum() -> None:
    s = position(3, hands={p: PROBES for p in range(3)}, groups=[["Mars", "Venus"], ["Sun", "Earth"], ["Pluto"]])
    assert choose(s) == Action("bid", 1)


def test_pays_with_an_earth_that_lands_in_front() -> None:
    # SS-18: paying with Earth costs 3 auction points but scores 3 VP in front: the cheapest payment.
    hands = {0: ["P3", "Earth", "P4"], 1: PROBES, 2: PROBES}
    s = position(3, hands=hands, groups=[["Mars", "Venus"], ["Sun", "Saturn"], ["Pluto"]])
    s, _ = GAME.apply(s, Action("bid", 3))
    s, _ = GAME.apply(s, Action("pass"))
    s, _ = GAME.apply(s, Action("pass"))
    assert choose(s) == Action("pay", card_id("Earth"))
    s, _ = GAME.apply(s, Action("pay", card_id("Earth")))
    assert choose(s) == Action("paid")


def paid_for_9(hand: list[str]) -> list[int]:
    """The cards seat 0 pays, holding ``hand``, once it wins the auction at 9 (the others pass)."""
    s = position(3, hands={0: hand, 1: PROBES, 2: PROBES}, groups=[["Mars", "Venus"], ["Sun", "Saturn"], ["Pluto"]])
    for a in (Action("bid", 9), Action("pass"), Action("pass")):
        s, _ = GAME.apply(s, a)
    paid = []
    while (a := choose(s)).kind == "pay":
        paid.append(a.card)
        s, _ = GAME.apply(s, a)
    return paid


def test_pays_a_bid_of_9_with_probes_4_and_5_not_3_4_and_5() -> None:
    # SS-13 (R-6: no change is given): the smallest sufficient payment. Picks go in ascending order, so only
    # probes 3 and 4 are offered first (probe 5 alone cannot complete 9); the plan is still 4 + 5, not 3 + 4 + 5.
    assert paid_for_9(["P3", "P4", "P5"]) == [card_id("P4"), card_id("P5")]


def test_pays_in_the_fewest_cards_at_equal_cost() -> None:
    # SS-26: each card kept in hand counts for the hand bonus, so of P2 + P3 + P4 and P4 + P5 (both 9) the bot
    # pays with two cards.
    assert paid_for_9(PROBES) == [card_id("P4"), card_id("P5")]


def test_reveals_its_cheapest_card_when_the_groups_left_are_alike() -> None:
    groups = [["Mercury", "Neptune"], ["Mercury", "Venus"], ["Neptune", "Venus"]]
    s = position(3, hands={0: PROBES, 1: ["P5", "Sun", "P4"], 2: PROBES}, groups=groups, winner=0,
                 phase="select")  # fmt: skip
    assert GAME.to_act(s) == 1
    assert choose(s) == Action("select", card_id("Sun"))


def test_never_puts_a_duplicate_in_front_and_takes_the_best_group() -> None:
    # SS-21: the legal actions already keep the duplicate Mars out of the front; the bot takes the Neptune pair.
    groups = [["Mars", "Pluto"], ["Neptune", "Mercury"], ["Jupiter"]]
    s = position(3, hands={p: ["P1"] for p in range(3)}, fronts={0: ["Mars"]}, groups=groups, order=[0, 1, 2],
                 winner=0, phase="take", round=2)  # fmt: skip
    a = choose(s)
    assert a.kind == "take" and a.card == 1 and a.target == "ff"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_choice_is_legal(players: int) -> None:
    for seed in range(4):
        play(players, seed, [GreedyBot() for _ in range(players)], variant=seed % 2 == 1)


@pytest.mark.parametrize("players", [3, 4])
def test_greedy_beats_random_clearly(players: int) -> None:
    # Measured over 100 seeded games per player count (seeds 1000..1099, the greedy seat
    # rotating, variant on every other game): the greedy bot won 99% at 3 and at 4 players
    # (random play: 33% and 25% by chance), with a mean margin of 16.1 and 15.9 VP over the
    # random seats' average. On these 30 games: 100% and 100%, margins 17.0 and 16.2.
    # The thresholds keep a wide safety gap: 80% of the games won and a margin of 8 VP.
    wins = 0
    margins = []
    games = 30
    for seed in range(games):
        seat = seed % players
        bots: list[Bot] = [RandomBot() for _ in range(players)]
        bots[seat] = GreedyBot()
        scores, winners = play(players, 1000 + seed, bots, variant=seed % 2 == 1)
        wins += winners == [seat]
        margins.append(scores[seat] - statistics.mean(x for q, x in enumerate(scores) if q != seat))
    assert wins >= 0.8 * games, wins
    assert statistics.mean(margins) >= 8, statistics.mean(margins)
