"""The Space Lab turn line names only moves the rules allow now (SL-2, SL-5, SL-6, SL-7, SL-21).

A newcomer with an empty hand was told "Reveal 3 Lab cards or place cards." (issue 18): the line is built
from the kinds ``legal_actions`` holds, and read off the view the same way when the caller has no list.
"""

from __future__ import annotations

import random
import re

import pytest

from engine.core import english
from engine.space_lab import GAME
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from engine.space_lab.state import START
from engine.space_lab.words import hint, start_kinds

# the words that name each kind of move in the English line
NAMED = {"draw": re.compile(r"\breveal", re.I), "recruit": re.compile(r"\brecruit", re.I),
         "place": re.compile(r"\bplace\b", re.I), "pass": re.compile(r"\bpass\b", re.I)}


def named(text: str) -> set[str]:
    return {kind for kind, pattern in NAMED.items() if pattern.search(text)}


@pytest.mark.parametrize("players", [1, 2, 3])
def test_every_move_the_turn_line_names_is_legal_over_seeded_games(players: int) -> None:
    """SL-5 … SL-7: at the start of every turn of 15 seeded games, whether the line is given the legal kinds
    or reads them off the view, it names no move outside ``legal_actions`` and at least one inside."""
    rng = random.Random(players)
    starts = empty_hands = 0
    for seed in range(15):
        s = GAME.new(players, seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            if s.phase == START:
                kinds = {a.kind for a in legal}
                v = GAME.view(s, s.seat)
                assert start_kinds(v) == kinds
                for line in (hint(v, kinds), hint(v)):
                    text = english(line, ["Ada", "Bo", "Cy"])
                    assert named(text) and named(text) <= kinds, (text, kinds)
                starts += 1
                empty_hands += not s.hands[s.seat]
            s, _ = GAME.apply(s, rng.choice(legal))
    assert starts > 100 and empty_hands  # the walk met the empty hand of screen 146


def test_an_empty_hand_is_told_to_reveal_not_to_place() -> None:
    """SL-7, screen 146: with no card in hand nothing can be placed, and the line says so."""
    s = position(1, hands={0: []})
    v = GAME.view(s, 0)
    assert english(hint(v), ["Ada"]) == "Reveal 3 Lab cards."


def test_five_cards_none_payable_leave_only_a_pass() -> None:
    """SL-2, SL-21: five cards at the start of the turn forbid taking; if none can be paid for, pass."""
    s = position(1, hands={0: [lab("L14"), lab("L09")]}, start_hand=5)
    assert {a.kind for a in GAME.legal_actions(s)} == {"pass"}
    assert named(english(hint(GAME.view(s, 0)), ["Ada"])) == {"pass"}


def test_solo_set_up_words_speak_to_one_player() -> None:
    """Section 16, Appendix A: alone there is no "each player" and no round to equalise; the solo set-up offers
    the objectives choice in its own words and no end-of-game option (screen 142)."""
    solo = [o for o in GAME.options if o.offered(1)]
    assert [o.key for o in solo] == ["objectives"]
    said = " ".join(english(w, ["Ada"]) for o in solo for w in (o.help, *o.names)).lower()
    assert "each" not in said and "player" not in said
    several = [o for o in GAME.options if o.offered(2)]
    assert [o.key for o in several] == ["end_mode", "objectives"]
    assert GAME.new(1, 3, objectives="random").obj_mode == "random"  # the solo choice still reaches the game


@pytest.mark.parametrize("target", ["validations", "cards"])
def test_an_end_with_no_turn_left_says_last_turn(target: str) -> None:
    """SL-17, SL-18: the end triggered with no turn after this one is "the last turn", never "0 turns left" (188)."""
    from engine.core import Event
    from engine.space_lab.kinds import EventKind
    from engine.space_lab.words import describe_event

    last = english(describe_event(Event(EventKind.END_TRIGGER, 0, target=target, value=0), 0), ["Ada"])
    assert "last turn" in last and "0" not in last
    more = english(describe_event(Event(EventKind.END_TRIGGER, 0, target=target, value=2), 0), ["Ada"])
    assert "2 turns left" in more
