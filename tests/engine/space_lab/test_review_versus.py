"""The game review says why the better move beats the one played for Space Lab's End turn and Pay decisions
(``SearchHooks.reason_versus``). Playtest 23: "Better: End the turn" and "Better: Pay with X" came with no reason.
Rules: SL-7 and SL-8 (another placement, and its cost in other hand cards)."""

from __future__ import annotations

from engine import GAMES
from engine.core import Action, english
from engine.search.hint import reason_over
from engine.space_lab import GAME
from engine.space_lab.cards import AGENCY_OF, COST_OF, LAB_IDS
from engine.space_lab.kinds import ActionKind, Phase
from engine.space_lab.positions import position
from engine.space_lab.versus import parts, reason_versus
from engine.space_lab.words import short_name

SPACE_LAB = GAMES["space_lab"]


def _after_a_free_placement() -> tuple[object, Action]:
    """Ada has placed a cost-0 card and may place a cost-1 card, paying with the third hand card."""
    free = next(c for c in LAB_IDS if COST_OF[c] == 0)
    dear = next(c for c in LAB_IDS if COST_OF[c] == 1)
    spare = next(c for c in LAB_IDS if COST_OF[c] == 2)
    s = position(2, hands={0: [free, dear, spare]})
    s = GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == ActionKind.PLACE and a.card == free))[0]
    place = next(a for a in GAME.legal_actions(s) if a.kind == ActionKind.PLACE and a.card == dear)
    return GAME.view(s, 0), place


def test_ending_the_turn_rather_than_placing_says_what_stays_in_hand() -> None:
    view, place = _after_a_free_placement()
    why = reason_over(SPACE_LAB, view, Action(ActionKind.END), place)
    assert why is not None
    said = english(why, [])
    # the cards the ended turn keeps, beside the placement's: a figure that favours the better move (issue 18: "placed
    # now it adds 3 VP" argued for the move played)
    # the card the placement spends, not a count of the hand left (playtest 30), and what keeping it gains later, the
    # hand's part of the engine's value, not the move again ("It keeps Red Researcher in hand": playtest 31)
    a, b = parts(view, Action(ActionKind.END)), parts(view, place)
    assert a is not None and b is not None and round(a.hand - b.hand) >= 1
    assert said == (f"For later turns: {english(short_name(place.card), [])} stays in hand, and your hand is worth "
                    f"about {round(a.hand - b.hand)} VP more to place."), said
    # two moves the search rates level: no reason for one over the other
    assert reason_versus(view, Action(ActionKind.END), place, True) is None


def test_a_payment_rather_than_another_says_which_card_it_keeps() -> None:
    free = next(c for c in LAB_IDS if COST_OF[c] == 0)
    dear = next(c for c in LAB_IDS if COST_OF[c] == 2)
    pays = [c for c in LAB_IDS if COST_OF[c] == 1 and AGENCY_OF[c] != AGENCY_OF[dear]][:2]
    state = position(2, hands={0: [free, dear, *pays]})
    state = GAME.apply(state, next(a for a in GAME.legal_actions(state)
                                   if a.kind == ActionKind.PLACE and a.card == dear))[0]
    assert GAME.view(state, 0).phase == Phase.PAY
    one, other = (Action(ActionKind.PAY, c) for c in (free, pays[0]))
    why = reason_over(SPACE_LAB, GAME.view(state, 0), one, other)
    assert why is not None and english(why, []).startswith("It keeps ") and english(why, []).endswith(" in hand."), \
        why


def test_a_recruit_rather_than_a_placement_says_what_the_hand_gains_for_later() -> None:
    """Playtest 31 (v5): "Better: Recruit the Blue stack. Why: It keeps Red Researcher (1 VP per Researcher in this
    row) in hand." restated the move. SL-6: the stack's cards join the hand, with the card not placed."""
    researcher, blue = 3, 28  # Red Researcher (cost 0, 1 VP per Researcher in its row); Blue Researcher (draw 2)
    s = position(2, hands={0: [researcher]}, rc={1: [blue]})
    view = GAME.view(s, 0)
    recruit, place = Action(ActionKind.RECRUIT, 1), Action(ActionKind.PLACE, researcher, "B0")
    assert SPACE_LAB.is_legal(s, recruit) and SPACE_LAB.is_legal(s, place)
    a, b = parts(view, recruit), parts(view, place)
    assert a is not None and b is not None and a.hand - b.hand >= 1
    why = reason_over(SPACE_LAB, view, recruit, place)
    assert why is not None
    said = english(why, [])
    # the hand's worth counts the Blue card taken with the Red Researcher kept (SL-6: the stack joins the hand)
    assert said == ("For later turns: Red Researcher stays in hand, and your hand is worth about "
                    f"{round(a.hand - b.hand)} VP more to place."), said
    assert "keeps" not in said
