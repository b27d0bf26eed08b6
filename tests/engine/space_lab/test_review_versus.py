"""The game review says why the better move beats the one played for Space Lab's End turn, Pay and Keep decisions
(``SearchHooks.reason_versus``). Playtest 23: "Better: End the turn", "Better: Pay with X" and "Better: Keep Y" came
with no reason. Rules: SL-7 and SL-8 (another placement, and its cost in other hand cards), section 13 step 4 (what a
Project adds)."""

from __future__ import annotations

from engine import GAMES
from engine.core import Action, english
from engine.search.hint import reason_over
from engine.space_lab import GAME
from engine.space_lab.advice import keep_gain
from engine.space_lab.cards import AGENCY_OF, COST_OF, LAB_IDS, PROJECT_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.kinds import ActionKind, Phase
from engine.space_lab.positions import position
from engine.space_lab.versus import reason_versus

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
    assert said.startswith("Ending the turn keeps ") and " and the card to pay for it in hand; placed now it adds " \
        in said, said
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


def test_a_project_rather_than_another_says_what_each_adds() -> None:
    station = dict(zip(SLOTS[:5], LAB_IDS[:5], strict=True))
    view = GAME.view(position(2, stations={0: station}), 0)
    gains = {p: keep_gain(view, p) for p in PROJECT_IDS}
    best = max(gains, key=lambda p: gains[p])
    worst = min(gains, key=lambda p: gains[p])
    assert gains[best] > gains[worst]
    why = reason_over(SPACE_LAB, view, Action(ActionKind.KEEP, best), Action(ActionKind.KEEP, worst))
    assert why is not None
    said = english(why, [])
    assert said.startswith(f"With your station as it is, it adds {gains[best]} VP to your Projects; ") and \
        said.endswith(f" adds {gains[worst]}."), said
