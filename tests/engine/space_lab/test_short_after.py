"""A move after which the hand cannot pay for a card is said when it is chosen (SL-8: a card costing n needs n other
cards in hand). Playtest 31: "No other hand card can be paid for … End the turn" came after the fact, and a single
Green card recruited into an empty hand (s28) could not be placed for two turns, with nothing said beforehand. Each
warning is checked against the rules: in the position the move leads to, no placement of the card named is legal."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import GAMES
from engine.core import Action, Words
from engine.core import english as _english
from engine.space_lab.advice import reason, short_after
from engine.space_lab.codes import lab
from engine.space_lab.content import SOLO_TURNS
from engine.space_lab.kinds import ActionKind
from engine.space_lab.positions import position

GAME = GAMES["space_lab"]
GREEN = 2


def english(w: Words) -> str:
    return _english(w, ["Alice", "Nova"])


def _placeable(s: Any, card: int) -> bool:
    return any(a.kind == ActionKind.PLACE and a.card == card for a in GAME.legal_actions(s))


def test_a_card_recruited_alone_into_an_empty_hand_is_said_unpayable() -> None:
    """SL-6: the whole stack is taken. A lone Green Technician (L36, cost 1) leaves no other card to pay with."""
    s = position(2, hands={0: []}, rc={GREEN: [lab("L36")]})
    v = GAME.view(s, 0)
    recruit = Action(ActionKind.RECRUIT, GREEN)
    said = short_after(v, recruit)
    assert said is not None and english(said) == "Afterwards your hand cannot pay for your Green Technician (cost 1)."
    # the Hint and the coach, which advise the take, say what the card will ask of the hand as part of the plan
    why = reason(v, recruit)
    # the take's gain first, the cost after as what it asks later: the cost alone read as a reason against the take
    # (playtest 34, 65.png)
    assert why is not None and english(why).endswith(". Green Technician costs 1: you need 1 other card in hand."), why
    assert english(why).startswith("Your capsules still need 2 Green cards."), english(why)  # what the take brings
    assert "cannot pay" not in english(why) and why.tone != "bad"
    after = position(2, hands={0: [lab("L36")]})  # the hand the recruit leaves, at the seat's next turn
    assert not _placeable(after, lab("L36"))
    # a stack of two, or a free card, is placeable: nothing said
    assert short_after(GAME.view(position(2, hands={0: []}, rc={GREEN: [lab("L36"), lab("L31")]}), 0), recruit) is None
    assert short_after(GAME.view(position(2, hands={0: []}, rc={GREEN: [lab("L31")]}), 0), recruit) is None


def test_a_revealed_agency_taken_alone_is_said_unpayable() -> None:
    """SL-5: taking the Gold card of a reveal; Gold Pilot (L59) costs 3, the hand holds one other card then."""
    s = position(2, hands={0: [lab("L01")]}, deck=[lab("L59"), lab("L02"), lab("L16")])
    s = GAME.apply(s, Action(ActionKind.DRAW))[0]
    v = GAME.view(s, 0)
    take = Action(ActionKind.AGENCY, 3)
    said = short_after(v, take)
    assert said is not None and "cannot pay for your Gold Pilot (cost 3)." in english(said), english(said)
    after = GAME.apply(s, take)[0]
    assert lab("L59") in after.hands[0] and not _placeable(after, lab("L59"))
    assert short_after(v, Action(ActionKind.AGENCY, 0)) is None  # the two Reds: free


def test_a_payment_that_strands_the_last_card_is_said_and_one_that_does_not_is_not() -> None:
    """Red Technician (L08, cost 1) paid with the free Red Doctor (L01) leaves Red Researcher (L14, cost 3) alone;
    paid with L14 it leaves L01, which costs nothing. The placement before its payment is judged at its best."""
    s = position(2, hands={0: [lab("L08"), lab("L01"), lab("L14")]})
    v = GAME.view(s, 0)
    place = Action(ActionKind.PLACE, lab("L08"), "M0")
    assert short_after(v, place) is None  # L14 may still pay
    said = short_after(v, place, (lab("L01"),))
    assert said is not None and english(said) == "Afterwards your hand cannot pay for your Red Researcher (cost 3)."
    assert short_after(v, place, (lab("L14"),)) is None
    s = GAME.apply(s, place)[0]
    strand, spare = Action(ActionKind.PAY, lab("L01")), Action(ActionKind.PAY, lab("L14"))
    after = GAME.apply(s, strand)[0]
    assert not _placeable(after, lab("L14")) and list(after.hands[0]) == [lab("L14")]
    assert _placeable(GAME.apply(s, spare)[0], lab("L01"))


def test_the_lab_cards_a_placement_draws_count_as_cards_to_pay_with() -> None:
    """Red Pilot (L13, cost 2) draws 2 Lab cards (SL-9 step 3): Red Technician (L08, cost 1) left can be paid for
    then; Red Doctor (L12, cost 2, 6 VP) draws none and leaves it alone."""
    deck = [lab("L31"), lab("L46"), lab("L16")]
    draws = position(2, hands={0: [lab("L13"), lab("L01"), lab("L02"), lab("L08")]}, deck=deck)
    assert short_after(GAME.view(draws, 0), Action(ActionKind.PLACE, lab("L13"), "M0"), (lab("L01"), lab("L02"))) is None
    none = position(2, hands={0: [lab("L12"), lab("L01"), lab("L02"), lab("L08")]}, deck=deck)
    said = short_after(GAME.view(none, 0), Action(ActionKind.PLACE, lab("L12"), "M0"), (lab("L01"), lab("L02")))
    assert said is not None and "cannot pay for your Red Technician (cost 1)." in english(said)


def test_nothing_is_said_on_a_last_turn() -> None:
    """SL-17: once the end is triggered, every turn is the seat's last; Appendix A: the solo game ends after its
    20th turn. "Afterwards your hand cannot pay for …" spoke of a turn that never comes (the recruit ends the turn)."""
    recruit = Action(ActionKind.RECRUIT, GREEN)
    s = position(2, hands={1: []}, rc={GREEN: [lab("L36")]}, seat=1, tiles={0: {0: 10, 1: 10, 2: 10}})
    assert short_after(GAME.view(s, 1), recruit) is not None  # the same move before the end: said
    ended = replace(s, trigger=0, last_seat=1)  # seat 0's third tile triggered the end; seat 1 plays the last turn
    assert GAME.view(ended, 1).turns_left == 0
    assert short_after(GAME.view(ended, 1), recruit) is None
    why = reason(GAME.view(ended, 1), recruit)
    assert why is None or "cannot pay" not in english(why)
    solo = position(1, hands={0: []}, rc={GREEN: [lab("L36")]}, turn=SOLO_TURNS - 1)
    assert short_after(GAME.view(solo, 0), recruit) is not None  # the 19th turn: a 20th is still to come
    last = replace(solo, turn=SOLO_TURNS)
    assert GAME.view(last, 0).solo_turns_left == 0
    assert short_after(GAME.view(last, 0), recruit) is None


def test_nothing_is_said_of_a_placement_that_ends_the_game() -> None:
    """SL-17: a tenth card fills the station and triggers the end. The payment of the test above, L01 for Red
    Technician (L08) leaving Red Researcher (L14) alone, said nothing more to come once M0 is the last empty slot."""
    hand = [lab("L08"), lab("L01"), lab("L14")]
    filler = [c for c in (lab(f"L{i:02d}") for i in range(20, 40)) if c not in hand][:9]
    place, paid = Action(ActionKind.PLACE, lab("L08"), "M0"), (lab("L01"),)
    nine = {slot: card for slot, card in zip(["T0", "T1", "T2", "M1", "M2", "M3", "B0", "B1"], filler, strict=False)}
    s = position(2, hands={0: hand}, stations={0: nine})
    assert short_after(GAME.view(s, 0), place, paid) is not None  # B2 still empty: the game goes on
    full = position(2, hands={0: hand}, stations={0: {**nine, "B2": filler[8]}})
    assert short_after(GAME.view(full, 0), place, paid) is None
    after = GAME.apply(GAME.apply(full, place)[0], Action(ActionKind.PAY, lab("L01")))[0]
    assert after.trigger == 0  # the placement did trigger the end


def test_the_advice_to_take_says_the_cost_as_part_of_its_plan_in_french_too() -> None:
    """Playtest 32b (s08, s113): "Afterwards your hand cannot pay for your Red Doctor (cost 1)" after the coach's
    advice to take read as a warning against it, and French "ne peut plus" as if the hand could pay before. The
    Hint's and the coach's reason say what the card asks (SL-8); the prompt's and tips' warning says "will not"."""
    from game import i18n
    from game.words import say

    s = position(2, hands={0: [lab("L01")]}, deck=[lab("L59"), lab("L02"), lab("L16")])
    s = GAME.apply(s, Action(ActionKind.DRAW))[0]
    v, take = GAME.view(s, 0), Action(ActionKind.AGENCY, 3)
    why, warned = reason(v, take), short_after(v, take)
    assert why is not None and warned is not None
    i18n.set_language("fr")
    try:
        fr_why, fr_warned = say(why, ["Alice", "Nova"]), say(warned, ["Alice", "Nova"])
    finally:
        i18n.set_language("en")
    # the take's gain first, what placing the card asks after it (playtest 34: the cost alone read as against)
    assert not english(why).startswith("Gold Pilot costs"), english(why)
    assert english(why).endswith(". Gold Pilot costs 3: you need 3 other cards in hand."), english(why)
    assert fr_why.endswith(". Le Pilote Or coûte 3\u00a0: il vous faut 3 autres cartes en main."), fr_why
    assert "ne peut plus" not in fr_warned and "ne pourra pas payer" in fr_warned, fr_warned


def test_a_take_with_no_other_why_leads_with_its_card_not_its_cost() -> None:
    """Playtest 34 (65.png): "Best: Recruit the Green stack. Green Doctor costs 3: you need 3 other cards in hand"
    read as a reason against the pick. SL-6: the lone Green Doctor (L44, cost 3) recruited into an empty hand, the
    capsules needing no colour: its reason names what it brings (its effect), then what placing it asks (SL-8)."""
    s = position(2, hands={0: []}, rc={GREEN: [lab("L44")]}, tiles={0: {0: 10, 1: 10, 2: 10}})
    why = reason(GAME.view(s, 0), Action(ActionKind.RECRUIT, GREEN))
    assert why is not None
    assert english(why) == ("For the Green Doctor: 2 VP per Green card in its station. Green Doctor costs 3: you need 3 "
                            "other cards in hand."), english(why)


def test_a_payment_with_a_card_the_capsules_need_says_why_now() -> None:
    """Playtest 34 (101.png): the coach had Gold and Red taken "because your capsules need them", then paid with them a
    turn later, with no word. SL-8: the one card left to pay with is of a colour the capsules still need (SL-13): the
    payment's reason says so, and why the placement still comes first (the search's choice of it)."""
    from engine.space_lab.advice import needs
    from engine.space_lab.cards import AGENCY_OF, COST_OF

    placing = lab("L04")
    assert COST_OF[placing] == 1
    v0 = GAME.view(position(2, hands={0: []}), 0)
    want = needs(v0)
    payer = next(lab(f"L{i:02d}") for i in range(1, 61) if want[AGENCY_OF[lab(f"L{i:02d}")]] >= 2
                 and lab(f"L{i:02d}") != placing and AGENCY_OF[lab(f"L{i:02d}")] != AGENCY_OF[placing])
    s = position(2, hands={0: [placing, payer]})
    place = next(a for a in GAME.legal_actions(s) if a.kind == ActionKind.PLACE and a.card == placing)
    s = GAME.apply(s, place)[0]
    pay = Action(ActionKind.PAY, payer)
    assert pay in GAME.legal_actions(s)
    why = reason(GAME.view(s, 0), pay)
    assert why is not None and english(why).startswith("Your capsules need it too, but placing "), why
    assert english(why).endswith(" now is worth more."), english(why)
