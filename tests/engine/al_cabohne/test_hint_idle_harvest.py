"""The Hint (and so the coach, which names the Hint's move) never advises a harvest that earns nothing of a field
the front card could be planted on (issue 18, §1): on Learn to play's deal it rang "Harvest +0" on a lone Kidney
with a Kidney at the front of the hand, six times in three turns.

AC-18: the front card is planted first; AC-12: a harvest that earns no coin sends every bean of the field to the
discard; AC-20: the reveal feeds the Bosses. The search judged a leaf before the turn's reveal on the board as
it is, and a leaf after it with the Bosses fed, so a move that put the reveal off (a harvest before the plant)
looked most of a coin better than the plant: a leaf before the turn's reveal is now judged after it
(``rollout.revealed``, ``rollout.leaf_margins``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne import rollout
from engine.al_cabohne.cards import CARD_TYPE, COIN_TABLE
from engine.bots import Situation, decide, make_bot
from engine.core import Action, words
from engine.search.budget import iterations
from engine.search.hint import Hint, hint
from game.tables.al_cabohne import coach

AC = GAMES["al_cabohne"]
BUDGET = iterations(1000)  # about what the Hint's 0.3 s reaches on the desktop


def idle_harvests(s: Any) -> set[Action]:
    """Harvests that earn nothing of a field whose type is the front card's, where planting it there is legal."""
    legal = AC.legal_actions(s)
    hand = s.hands[s.seat]
    if not hand:
        return set()
    front = CARD_TYPE[hand[0]]
    plants = {a.target for a in legal if a.kind == "plant" and a.card == hand[0]}
    return {
        Action("harvest", -1, f"field:{i}") for i, f in enumerate(s.fields[s.seat])
        if f and CARD_TYPE[f[0]] == front and COIN_TABLE[front][len(f)] == 0 and f"field:{i}" in plants
    }  # fmt: skip


@pytest.mark.parametrize("run", range(3))
def test_learn_to_play_hint_never_harvests_the_front_cards_field_for_nothing(run: int) -> None:
    """The guided deal (solo, seed 5), each move the Hint's, through turn 3."""
    s = AC.new(coach.PLAYERS, coach.SEED)
    met = 0
    while AC.to_act(s) is not None and s.turn <= 3:
        found = hint(AC, s, 0, random.Random(run * 7919 + s.turn * 100 + len(s.discard) + 13 * s.planted), BUDGET)
        idle = idle_harvests(s)
        met += bool(idle)
        assert found.action not in idle, (s.turn, found.ranked[:4])
        s = AC.apply(s, found.action)[0]
    assert met  # the case comes up on this deal: the test can fail


def _seeded_positions(seeds: range) -> Iterator[Any]:
    """Positions of Normal's solo games where such a harvest is legal, in the first eight turns."""
    bot = make_bot("al_cabohne", "normal")
    for seed in seeds:
        s = AC.new(1, seed)
        rng = random.Random(seed)
        while AC.to_act(s) is not None and s.turn <= 8:
            legal = AC.legal_actions(s)
            if idle_harvests(s):
                yield s
            s = AC.apply(s, decide(bot, Situation(AC, 0, AC.view(s, 0), legal, rng, s)))[0]


def test_seeded_deals_hint_never_harvests_the_front_cards_field_for_nothing() -> None:
    tried = 0
    for s in _seeded_positions(range(1, 6)):
        for r in range(2):
            found = hint(AC, s, 0, random.Random(r), BUDGET)
            assert found.action not in idle_harvests(s), (s.turn, found.ranked[:4])
            tried += 1
    assert tried >= 8


def test_a_leaf_before_the_reveal_is_judged_after_it() -> None:
    """AC-19, AC-20: with a card planted, ending the plant phase (the reveal) and stopping there are judged alike:
    the search's leaf value reads the position after the turn's reveal either way."""
    tried = 0
    for seed in range(3):
        s = AC.new(1, seed)
        s = AC.apply(s, next(a for a in AC.legal_actions(s) if a.kind == "plant"))[0]
        assert s.phase == "plant" and s.planted == 1
        revealed = AC.apply(s, Action("end"))[0]
        assert revealed.phase == "cultivate"
        assert rollout.leaf_margins(s) == pytest.approx(rollout.board_margins(revealed))
        tried += 1
    assert tried == 3


def test_within_the_searchs_noise_the_hint_names_the_move_that_throws_nothing_away() -> None:  # rules AC-11, AC-12
    """Playtest 15 and 16: "Plant Kidney on field 1", then one click later "Harvest field 1. It earns nothing …
    Next best: Reveal, a little less". A harvest for nothing rated by the Hint's search up to ``HINT_NOISE`` coins
    above a move that gives up nothing is within that search's noise: the Hint names the move that gives up
    nothing, and the line offers the harvest, if at all, as close behind, never as better."""
    from engine.review import UNITS_PER_REWARD
    from engine.search.hint import brief, gentlest_first

    s = AC.new(coach.PLAYERS, coach.SEED, **coach.OPTIONS)
    bot = make_bot("al_cabohne", "normal")
    rng = random.Random(0)
    met = 0
    while AC.to_act(s) is not None and met < 5:
        legal = AC.legal_actions(s)
        view = AC.view(s, 0)
        scraps = [a for a in legal if a.kind == "harvest" and rollout.cost(view, a) >= 1
                  and view.field_worth[0][int(a.target.split(":")[1])][0] == 0]
        keep = [a for a in legal if a.kind != "harvest" and rollout.cost(view, a) == 0]
        if scraps and keep:
            met += 1
            behind = 0.9 * rollout.HINT_NOISE / UNITS_PER_REWARD  # rated this far behind: more than "level"
            ranked = ((scraps[0], 60, 0.5), (keep[0], 30, 0.5 - behind))
            first = gentlest_first(AC, view, ranked)
            assert first[0][0] == keep[0], (s.turn, ranked)
            line = brief(AC, Hint(keep[0], words(""), first), view=view, reasoned=True).text
            assert "Next best" not in line and "less" not in line, line  # the harvest is never said better
        s = AC.apply(s, decide(bot, Situation(AC, 0, view, legal, rng, s)))[0]
    assert met  # the case comes up on this deal: the test can fail
