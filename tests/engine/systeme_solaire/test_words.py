"""The words a screen shows for group selection and for a card: the reasons agree with the legal splits."""

from __future__ import annotations

import random
import re

from engine.core import Action, english
from engine.systeme_solaire import GAME, card_id
from engine.systeme_solaire.facts import ASSIGNMENTS, assignments
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.words import card_info, card_words, split_why_not, take_why_not

NAMES3 = ["Ann", "Ben", "Cai"]


def test_a_split_has_a_reason_exactly_when_it_is_not_legal() -> None:
    # rule SS-21, SS-22, SS-23: split_why_not names a reason for every split assignments() leaves out
    rng = random.Random(7)
    for _ in range(5000):
        cards = tuple(rng.sample(range(60), rng.choice((1, 2))))
        front = tuple(rng.sample([c for c in range(20, 60) if c not in cards], rng.randrange(6)))
        must_keep = rng.random() < 0.5
        legal = assignments(cards, front, must_keep)
        for split in ASSIGNMENTS[len(cards)]:
            assert (split in legal) == (split_why_not(cards, split, front, must_keep) is None), (cards, split, front)


def test_the_reasons_name_the_rule_in_words() -> None:
    # rule SS-21 (test vector T-6), SS-22 (T-7): the reason a screen shows beside a barred place
    s = position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, fronts={0: ["Mars"]},
                 groups=[["Mars", "Venus"], ["Saturn", "Pluto"], ["Sun"]], order=[0, 1, 2], winner=0, round=3,
                 phase="take")
    v = GAME.view(s, 0)
    assert english(take_why_not(v, 0, "fh"), NAMES3) == "Mars is already in your front: a second one must go to " \
                                                        "your hand."
    assert take_why_not(v, 0, "hf") is None
    assert english(take_why_not(v, 1, "ff"), NAMES3).startswith("Your hand is empty: keep at least one card")
    assert english(GAME.why_not(s, Action("take", 0, "fh")), NAMES3).startswith("Mars is already in your front")
    two = (card_id("Mars"), card_id("Mars", 1))
    assert english(split_why_not(two, "ff", (), False), NAMES3) == "Only one Mars may go to your front."
    assert english(split_why_not((card_id("P3"),), "f", (), False), NAMES3).startswith("Probe 3 is a probe")


def test_card_info_gives_the_values_of_the_house_table() -> None:
    # rule SS-25 and the house values: what a card is worth, in words
    assert english(card_info(card_id("Jupiter")), NAMES3) == "Jupiter: auction value 5, 2 VP in a front"
    assert "1 VP per card there" in english(card_info(card_id("Sun")), NAMES3)
    # SS-23: a probe is never placed in a front; spent, it is discarded (SS-13), it does not stay in hand
    probe = english(card_info(card_id("P4")), NAMES3)
    assert probe == "Probe 4: auction value 4, no VP; never placed in a front: spent, it is discarded"
    assert english(card_info(-1), NAMES3) == "a card"


def test_the_hand_at_the_end_counts_its_cards_in_the_singular_too() -> None:
    # SS-26: the hand bonus counts cards; "1 (1 cards)" took the plural whatever the count
    from engine.core import Event
    from engine.systeme_solaire.kinds import EventKind

    one = GAME.describe_event(Event(EventKind.HAND, 0, (card_id("P1"),), value=1), None)
    two = GAME.describe_event(Event(EventKind.HAND, 1, (card_id("P1"), card_id("Mars")), value=3), None)
    assert one is not None and two is not None
    assert english(one, NAMES3) == "Ann's hand is worth 1 (1 card)"
    assert english(two, NAMES3) == "Ben's hand is worth 3 (2 cards)"


def test_the_hint_names_the_cards_a_take_moves_in_the_last_round() -> None:
    # rule SS-20, SS-21 (group selection): in the last round (the deck empty, round 5) the Hint line named only
    # "first card to your hand, second to your front"; it names the group's cards from the seat's own view now
    from engine.search.budget import Budget
    from engine.search.hint import brief, hint

    s = position(3, hands={0: ["P2"], 1: ["P3"], 2: ["P1"]}, groups=[["Mars", "Venus"], ["Saturn", "Pluto"], ["Sun"]],
                 order=[0, 1, 2], winner=0, round=5, phase="take")
    assert s.deck == () and GAME.to_act(s) == 0
    found = hint(GAME, s, 0, random.Random(3), Budget(seconds=None, iterations=60))
    assert found.action.kind == "take"
    group = s.groups[found.action.card]
    line = english(brief(GAME, found, view=GAME.view(s, 0)), NAMES3)
    assert line == english(found.why, NAMES3)
    best = re.split(r" — |\. (?:Next best|Just as good): |\.$", line)[0]  # the best move's own clause
    names = [english(card_words(c), NAMES3) for c in group]
    assert all(n in best for n in names), (best, names)
    assert "first card" not in line and "the card to your" not in line
    where = {"h": "hand", "f": "front"}
    assert best == "Best: Take group {}: {}".format(found.action.card + 1, ", ".join(
        f"{n} to your {where[t]}" for n, t in zip(names, found.action.target, strict=True)))


def test_the_log_says_a_shared_best_hand_is_a_tie_every_hand_in_it_gains() -> None:
    # rule SS-26, test vector T-9: Ben and Cai share the best hand (6); each gains its bonus, and the log says it is
    # a tie ("Ben has the best hand", "Cai has the best hand" read as a mistake)
    from tests.engine.systeme_solaire.test_rules import t9_end

    _, ev = t9_end()
    lines = [english(GAME.describe_event(e, None), NAMES3) for e in ev if e.kind == "bonus"]
    assert lines == ["Ben ties for the best hand: +6 (each tied hand gains its bonus)",
                     "Cai ties for the best hand: +4 (each tied hand gains its bonus)"]
    # one best hand alone is no tie
    s = position(3, hands={0: ["P5"], 1: ["P1"], 2: []}, fronts={0: [], 1: [], 2: []}, groups=[["Mars"], ["Venus"],
                 ["Earth"]], order=[0, 1, 2], winner=0, round=5, phase="take")
    for seat in range(3):
        s, ev = GAME.apply(s, Action("take", seat, "h"))
    assert [english(GAME.describe_event(e, None), NAMES3) for e in ev if e.kind == "bonus"] == [
        "Ann has the best hand: +4"]


def test_the_log_says_the_groups_are_dealt_from_the_deck() -> None:
    # rule SS-7, SS-8: the first player draws the cards and deals them to the groups in order; nobody chooses
    # ("Ann lays out the groups" read as a choice)
    s = GAME.new(3, 5)
    first = next(e for e in GAME.opening_events(s) if e.kind == "round")
    assert english(GAME.describe_event(first, None), NAMES3) == "— Round 1: Ann deals the groups from the deck —"


def test_a_take_keeping_a_card_worth_nothing_says_why_not_its_value() -> None:
    # rule SS-22: an empty hand keeps a card (here the Sun, auction value 0): the Hint's reason said "your hand 0 to
    # bid with", no reason at all; the rule that keeps it in hand is the reason
    from engine.systeme_solaire.advice import reason

    s = position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, fronts={0: ["Venus"]},
                 groups=[["Mars", "Sun"], ["Saturn", "Pluto"], ["Earth"]], order=[0, 1, 2], winner=0, round=3,
                 phase="take")
    said = reason(GAME.view(s, 0), Action("take", 0, "fh"))
    assert said is not None
    line = english(said, NAMES3)
    assert "0 to bid" not in line
    assert line.startswith("Your front gains 3 VP now. Your hand is empty: keep at least one card"), line


def test_the_log_says_no_change_is_given_when_a_payment_passes_the_bid() -> None:
    # rule SS-13, R-6: a payment may pass the bid and no change is given; "wins the auction at 9" then "pays 10"
    # read as a mistake unless the log says so, and an exact payment says nothing of change
    over = exact = 0
    for seed in range(40):
        rng = random.Random(seed)
        s, bid = GAME.new(3, seed), 0
        while not GAME.is_over(s) and not (over and exact):
            s, ev = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            for e in ev:
                if e.kind == "win":  # the winning bid, said before the payment
                    bid = e.value
                if e.kind != "paid":
                    continue
                line = english(GAME.describe_event(e, None), NAMES3)
                if e.value > bid:
                    over += 1
                    assert line.endswith(" (no change is given)"), (line, bid)
                else:
                    exact += 1
                    assert "change" not in line, line
    assert over and exact, (over, exact)


def test_the_logs_front_line_says_the_sun_apart_as_the_results_do() -> None:
    # rule SS-25, test vector T-9: the log said "Alice's front scores 26", the Sun included, where the results read
    # "Sun: 7 · Front: 19" (playtest 32, p06/g28): the log says the Sun apart, each figure the results' own
    from engine.systeme_solaire.table_words import result_parts
    from tests.engine.systeme_solaire.test_rules import t9_end

    s, ev = t9_end()
    final = GAME.view(s, None).final
    assert final is not None
    lines = [english(GAME.describe_event(e, None), NAMES3) for e in ev if e.kind == "front_score"]
    parts = [{english(p.label, NAMES3): p.points for p in result_parts(final, q)} for q in range(3)]
    assert parts[0]["Sun"] == 4 and parts[0]["Front"] == 9  # Sun, Mercury, Earth, Jupiter: the Sun counts 4 cards
    assert lines == ["Ann's front scores 9 · Sun: 4", "Ben's front scores 11", "Cai's front scores 15"], lines
    assert [p["Front"] for p in parts[1:]] == [11, 15] and all("Sun" not in p for p in parts[1:])
