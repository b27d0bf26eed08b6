"""Normal computers in alike positions do not all reveal the same cards at the order reveal (playtest 17: three
Normal seats each revealed Probe 2 + Probe 4 = 6 and tied, and four seats each Probe 5, so the seat rule
decided every time: "robotic"). Each picks among the reveals about as cheap as its plan by its own draw,
seeded by its seat and hand, so a replayed deal plays the same."""

from __future__ import annotations

import random

from engine.bots import decide, make_bot, situation
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import AUCTION
from engine.systeme_solaire.positions import position

PROBES = ["P1", "P2", "P3", "P4", "P5"]
# four-player layouts of the first round's groups (one per seat): the groups differ, the three selectors'
# hands (all five probes) are the same
LAYOUTS = [
    [["Jupiter", "Mars"], ["Venus"], ["Neptune", "Uranus"], ["Mercury"]],
    [["Saturn", "Venus"], ["Mars", "Mercury"], ["Earth"], ["Uranus"]],
    [["Neptune"], ["Jupiter", "Saturn"], ["Venus", "Mars"], ["Mercury", "Uranus"]],
    [["Sun"], ["Mars"], ["Jupiter", "Neptune"], ["Venus", "Saturn"]],
]


def _reveals(groups: list[list[str]]) -> list[tuple[int, ...]]:
    """SS-15/SS-17: seat 3 won the auction; seats 0, 1, 2 (each holding Probes 1-5) select, Normal each; the
    probe values each revealed."""
    s = position(4, hands={0: PROBES, 1: PROBES, 2: PROBES, 3: ["P1"]}, groups=groups, winner=3, marker=3,
                 phase="select")
    bot = make_bot("systeme_solaire", "normal")
    rng = random.Random(0)
    while not s.revealed or not any(s.revealed):
        assert GAME.to_act(s) is not None
        s = GAME.apply(s, decide(bot, situation(GAME, s, rng)))[0]
    return [tuple(sorted(AUCTION[c] for c in s.revealed[seat])) for seat in range(3)]


def test_three_normal_seats_with_the_same_hand_do_not_all_reveal_the_same() -> None:
    alike = [len(set(_reveals(g))) == 1 for g in LAYOUTS]
    assert not all(alike), alike


def test_the_draw_is_the_same_when_the_deal_is_replayed() -> None:
    assert [_reveals(g) for g in LAYOUTS] == [_reveals(g) for g in LAYOUTS]


def test_a_normal_seat_still_reveals_at_least_one_card_and_no_more_than_its_hand() -> None:
    """SS-15: every selector reveals one card or more."""
    for g in LAYOUTS:
        for cards in _reveals(g):
            assert 1 <= len(cards) <= 5
