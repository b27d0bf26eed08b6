"""The greedy Space Beans bot: sees only its view, plays sensibly, beats random play."""

from __future__ import annotations

import random

from engine.bots import RandomBot, Situation, decide, make_bot, situation
from engine.core import Action
from engine.space_beans import GAME, GreedyBot, State, card_id
from engine.space_beans.positions import position

K, D, BL, BE, CE, BO, MO = range(7)
CLOSE = Action("close")
END = Action("end")


def c(t: int, v: int, copy_: int = 0) -> int:
    return card_id(t, v, copy_)


class NoPeeking:
    """Stands in for the true state: any use of it fails the test."""

    def __getattr__(self, name: str) -> object:
        raise AssertionError(f"the bot looked at the true state ({name})")


def blind(s: State, seed: int = 0) -> Situation:
    seat = GAME.to_act(s)
    return Situation(GAME, seat, GAME.view(s, seat), GAME.legal_actions(s), random.Random(seed), NoPeeking())


def choose(s: State) -> Action:
    return decide(GreedyBot(), blind(s))


def finish_step(s: State) -> State:
    """Let the bot decide until the seat's turn or the step changes."""
    seat, step = GAME.to_act(s), s.phase
    while GAME.to_act(s) == seat and s.phase == step:
        s, _ = GAME.apply(s, choose(s))
    return s


def play_game(bots: list, players: int, seed: int) -> State:
    s = GAME.new(players, seed)
    rng = random.Random(seed)
    while not GAME.is_over(s):
        s, _ = GAME.apply(s, decide(bots[GAME.to_act(s)], situation(GAME, s, rng)))
    return s


def test_registered_as_greedy() -> None:
    assert GAME.bots["normal"] is GreedyBot and set(GAME.bots) == {"normal", "easy"}
    assert make_bot("space_beans", "greedy").name == "normal"


def test_greedy_beats_random_clearly() -> None:
    # measured: greedy wins all 200 of these 3-player games; its fair share is a third
    games = 200
    wins = 0.0
    for g in range(games):
        seat = g % 3
        bots = [GreedyBot() if i == seat else RandomBot() for i in range(3)]
        s = play_game(bots, 3, g)
        w = GAME.winners(s)
        if seat in w:
            wins += 1 / len(w)
    assert wins / games >= 0.9


def test_decides_from_the_view_alone() -> None:
    rng = random.Random(3)
    s = GAME.new(4, 3)
    seen = 0
    while not GAME.is_over(s) and seen < 400:
        a = choose(s)  # NoPeeking in place of the state
        assert a in GAME.legal_actions(s)
        s, _ = GAME.apply(s, a if rng.random() < 0.7 else rng.choice(GAME.legal_actions(s)))
        seen += 1


def test_draws_when_it_can() -> None:
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 9)]})
    assert choose(s) == Action("draw")


def test_closes_a_scoring_collection() -> None:
    s = position(3, hands={0: [c(D, 4)]}, open={0: [c(K, 2), c(K, 9)]}, phase="close")
    assert choose(s) == CLOSE


def test_keeps_a_growing_collection() -> None:
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 3), c(K, 9)]}, phase="close")
    assert choose(s) == END


def test_closes_when_forced() -> None:
    s = position(3, hands={0: [c(MO, 6)]}, open={0: [c(BO, 9)]}, secret={0: [c(BE, 9)]}, phase="close")
    assert GAME.legal_actions(s) == [CLOSE]
    assert choose(s) == CLOSE


def test_closes_the_flipped_secret_when_it_scores() -> None:
    s = position(3, hands={0: [c(D, 4)]}, open={0: [c(K, 1)]}, secret={0: [c(BL, 2), c(BL, 5)]}, phase="close")
    s, _ = GAME.apply(s, choose(s))
    assert s.open[0] == (c(BL, 2), c(BL, 5))
    assert choose(s) == CLOSE


def test_builds_a_collection_whose_size_matches_a_value() -> None:
    # three Klingbohns with a 3 among them make a ready collection of 3
    s = position(3, hands={0: [c(K, 3), c(K, 5), c(K, 9), c(D, 2)]}, phase="collect")
    s = finish_step(s)
    assert len(s.open[0]) == 3 and c(K, 3) in s.open[0]


def test_adds_the_matching_card_to_its_collection() -> None:
    s = position(3, hands={0: [c(BL, 3), c(D, 8)]}, open={0: [c(BL, 9), c(BL, 7)]}, phase="collect")
    assert choose(s) == Action("play", c(BL, 3), "open")


def test_keeps_the_neighbours_type_out_of_its_hand() -> None:
    # equal choices otherwise: start with the Darth Beans the right-hand neighbour collects
    s = position(3, hands={0: [c(D, 5), c(MO, 5)]}, open={2: [c(D, 9)]}, phase="collect")
    assert choose(s) == Action("play", c(D, 5), "open")
    # with the neighbour on Moonbohnen instead, the Moonbohnen go down first
    t = position(3, hands={0: [c(D, 5), c(MO, 5)]}, open={2: [c(MO, 9)]}, phase="collect")
    assert choose(t) == Action("play", c(MO, 5), "open")


def test_thinks_in_slices_over_a_big_hand() -> None:
    """A big hand makes the collect step weigh many subsets: the bot yields between options."""
    hand = [c(K, 3), c(K, 5), c(K, 9), c(K, 7), c(D, 2), c(D, 4), c(D, 6), c(D, 8), c(BL, 2), c(BL, 5)]
    s = position(3, hands={0: hand}, phase="collect")
    steps = list(GreedyBot().think(blind(s)))
    assert len(steps) > 1 and all(x is None for x in steps[:-1])
    assert steps[-1] == choose(s) and steps[-1] in GAME.legal_actions(s)


def test_rollout_policy_is_the_greedy_choice() -> None:
    """The search's rollouts play what the bot would, read from the state (here without random moves)."""
    from engine.space_beans import rollout

    s = position(3, hands={0: [c(BL, 3), c(D, 8)]}, open={0: [c(BL, 9), c(BL, 7)]}, phase="collect")

    class NeverRandom(random.Random):
        def random(self) -> float:
            return 0.99

    assert rollout.rollout_policy(s, NeverRandom()) == choose(s) == Action("play", c(BL, 3), "open")


def test_closes_the_open_collection_before_a_ready_secret_must_grow_past_its_count() -> None:
    """SB-20: with two collections, a hand holding only the secret one's type must add to it, and one more card
    passes its card of value N (SB-16: a ready 9 became "Bluebeans x10: 0", a newcomer's game). Closing the open
    collection turns the secret up (SB-15), and it is closed for its points in the same step."""
    nine = [c(BL, v) for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    s = position(3, hands={0: [c(BL, 4, 1)]}, open={0: [c(K, 9)]}, secret={0: nine}, phase="close")
    assert choose(s) == CLOSE
    s, _ = GAME.apply(s, CLOSE)
    assert s.open[0] == tuple(nine) and choose(s) == CLOSE


def test_keeps_the_open_collection_while_the_hand_can_feed_it_instead() -> None:
    """SB-20: a card of the open collection's type may go there, so the ready secret is in no danger."""
    nine = [c(BL, v) for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    s = position(3, hands={0: [c(BL, 4, 1), c(K, 5)]}, open={0: [c(K, 9)]}, secret={0: nine}, phase="close")
    assert choose(s) == END


def test_feeds_no_collection_its_cards_cannot_make_score() -> None:
    """SB-16: ten cards score nothing (no card is worth 10), so once the step may end, no more are added."""
    ten = [c(BL, v) for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)] + [c(BL, 4, 1)]
    s = position(3, hands={0: [c(BL, 5, 1), c(BL, 6, 1), c(D, 8)]}, open={0: ten[:9]}, phase="collect")
    s, _ = GAME.apply(s, Action("play", c(BL, 5, 1), "open"))  # the tenth card: the step may now end
    assert choose(s) == END
