"""Playtest 32b, item 2: review reasons that read as the reason for the move played, not against it.

- Decision 4 (s63): Better "Reveal 3 Lab cards" over the Blue stack recruited, Why "A Blue card in the Centre would
  validate the Yellow capsule, but a reveal shows 3 cards". The Blue card cost 2 and the hand had nothing to pay for
  it (SL-8): the Why says so first.
- Decision 2 (s61): Better "Recruit the Green stack" over a placement that validated Violet for 10 VP at once, Why
  "your hand is worth about 4 VP more to place". The Why first says the VP the move played scores now, and that the
  card it placed can still validate that capsule later (SL-13).

Positions of those kinds are taken from Normal games; each figure and fact is checked against the rules."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.space_lab.cards import COST_OF, SLOT_INDEX
from engine.space_lab.facts import slot_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.versus import review_versus

GAME = GAMES["space_lab"]
TAKES = (ActionKind.RECRUIT, ActionKind.AGENCY)


def _states(seeds: range) -> Iterator[Any]:
    for seed in seeds:
        s, rng = GAME.new(2, seed), random.Random(seed)
        bots = (make_bot("space_lab", "normal"), make_bot("space_lab", "normal"))
        while not GAME.is_over(s):
            yield s
            seat = GAME.to_act(s)
            assert seat is not None
            s = GAME.apply(s, decide(bots[seat], situation(GAME, s, rng)))[0]


def _draws(seeds: range) -> Iterator[tuple[Any, list[Any], Any, Any]]:
    """Each position of those games where the seat to act may reveal: (state, legal moves, the reveal, its view)."""
    for s in _states(seeds):
        seat = GAME.to_act(s)
        legal = GAME.legal_actions(s)
        draw = next((a for a in legal if a.kind == ActionKind.DRAW), None)
        if draw is not None:
            yield s, legal, draw, GAME.view(s, seat)


def _placeable(s: Any, card: int) -> bool:
    return any(a.kind == ActionKind.PLACE and a.card == card for a in GAME.legal_actions(s))


def test_a_take_the_hand_cannot_pay_for_is_said_against_it() -> None:  # rules SL-5, SL-6, SL-8
    told = 0
    for s, legal, draw, view in _draws(range(1, 4)):
        for played in (a for a in legal if a.kind in TAKES):
            why = review_versus(view, draw, played)
            line = english(why, ["Alice", "Nova"]) if why is not None else ""
            after = GAME.apply(s, played)[0]
            hand = after.hands[view.seat]
            # the card named costs more than the hand's other cards after the take: no placement of it is legal
            stuck = [c for c in hand if line.startswith(
                f"Afterwards your hand cannot pay for your {english(_short(c), [])} (cost {COST_OF[c]}).")]
            if not stuck:
                continue
            assert all(COST_OF[c] > len(hand) - 1 and not _placeable(after, c) for c in stuck), (line, hand)
            told += 1
    assert told, "no take in these games leaves a card the hand cannot pay for"


def _short(card: int) -> Any:
    from engine.space_lab.words import short_name

    return short_name(card)


def test_a_validation_put_off_is_weighed_against_what_it_scored() -> None:  # rules SL-13, SL-8
    told = 0
    for s in _states(range(1, 4)):
        seat = GAME.to_act(s)
        legal = GAME.legal_actions(s)
        view = GAME.view(s, seat)
        others = [a for a in legal if a.kind in (*TAKES, ActionKind.END)]
        for played in (a for a in legal if a.kind == ActionKind.PLACE):
            fact = next((f for f in slot_facts(view, played.card) if f.slot == played.target), None)
            if fact is None or len(fact.validates) != 1:
                continue
            for best in others:
                why = review_versus(view, best, played)
                line = english(why, ["Alice", "Nova"]) if why is not None else ""
                if not line.startswith("The move played scores "):
                    continue
                assert ". For later turns: " in line, line
                # the VP it scores now, as the engine counts them once its payment is made
                done = GAME.apply(s, played)[0]
                while GAME.to_act(done) == seat and done.phase in ("pay", "keep"):  # its payment, a Project kept
                    done = GAME.apply(done, GAME.legal_actions(done)[0])[0]
                gained = GAME.view(done, seat).scores[seat] - view.scores[seat]
                assert line.startswith(f"The move played scores {gained} VP now, but "), (line, gained)
                # the better move keeps the card in hand and its slot empty: the validation waits, it is not lost
                kept = GAME.apply(s, best)[0]
                assert played.card in kept.hands[seat] and not kept.stations[seat][SLOT_INDEX[played.target]]
                assert "your hand is worth about " in line
                told += 1
    assert told, "no validating placement in these games is weighed against a move that keeps its card"


def test_the_review_says_them_in_french() -> None:
    from game import i18n
    from game.words import say

    said = {}
    for s in _states(range(1, 4)):
        seat = GAME.to_act(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        for best in legal:
            for played in legal:
                if best == played or best.kind == ActionKind.PAY:
                    continue
                why = review_versus(view, best, played)
                if why is not None and why.text == "{a} {b}" and why.arg("a").text not in said:
                    said[why.arg("a").text] = why
        if len(said) >= 2:
            break
    assert len(said) >= 1
    i18n.set_language("fr")
    try:
        french = [say(w, ["Alice", "Nova"]) for w in said.values()]
    finally:
        i18n.set_language("en")
    assert any(line.startswith("Le coup joué rapporte ") for line in french), french
    assert any(line.startswith("Ensuite, votre main ne pourra pas payer votre ") for line in french), french


def test_a_better_take_that_brings_a_capsules_last_colour_says_so() -> None:  # rules SL-5, SL-6, SL-13
    """Playtest 34 (71.png): "Better: Recruit the Blue stack. About 10 points better. Why: … your hand is worth about
    5 VP more" never said that Blue completed Yellow, a 10-VP tile. Over a reveal, a take bringing the one colour an
    open capsule still lacks (none of it in hand) says which capsule it would validate and its tile's VP, true on
    the table: the card taken then validates it where a slot around it is free."""
    from engine.space_lab.cards import AGENCY_OF, TILE_VALUE
    from engine.space_lab.facts import capsule_facts

    told = 0
    for s, legal, draw, view in _draws(range(1, 5)):
        seat = view.seat
        for best in (a for a in legal if a.kind == ActionKind.RECRUIT):
            if any(AGENCY_OF[c] == best.card for c in view.hands[seat]) or not view.rc[best.card]:
                continue
            lacking = [cap for cap, f in enumerate(capsule_facts(view, seat))
                       if f.needs == (best.card,) and not f.blocked and view.piles[cap]]
            if not lacking:
                continue
            why = review_versus(view, best, draw)
            line = english(why, ["Alice", "Nova"]) if why is not None else ""
            cap = lacking[0]
            tile = TILE_VALUE[view.piles[cap][0]]
            assert line.startswith("It brings the ") and f": a Validation tile of {tile} VP." in line, line
            # the card taken validates that capsule once placed by a slot of it (SL-13)
            after = GAME.apply(s, best)[0]
            taken = [c for c in after.hands[seat] if AGENCY_OF[c] == best.card]
            assert any(cap in f.validates for c in taken for f in slot_facts(GAME.view(after, seat), c)), line
            told += 1
    assert told, "no recruit in these games brings a capsule's last colour"
