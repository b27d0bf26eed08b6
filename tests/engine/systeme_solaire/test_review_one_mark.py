"""Playtest 27 (76_3.png, 76_4.png): the review marked one secret selection twice (SS-15), both "Played: Spend
Probe 1 (total 1)", with two different better moves, the first one's Why saying "Nova (hand 5), nearer the first
player, wins a tie at 5" (SS-17.4) of the very total it called better. A selection or a payment (SS-13), picked card
by card, is one decision; the review's Why for a selection never names a seat that beats it on a tie."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.core import Action, english
from engine.recipe import Recipe
from engine.review import review
from engine.search.hint import reason as hint_reason
from engine.search.hint import reason_over
from engine.selfplay import play_actions
from engine.systeme_solaire import GAME
from engine.systeme_solaire.kinds import ActionKind, Phase
from tests.engine.systeme_solaire.test_bid_ceiling_beside import phase_views

NAMES = ["Alice", "Nova", "Orbit", "Vega"]
# a move picked card by card: the kinds that go on the one before (SS-13: the payment; SS-15: the selection)
GOES_ON = {ActionKind.SELECT: ActionKind.SELECT, ActionKind.DONE: ActionKind.SELECT, ActionKind.PAY: ActionKind.PAY,
           ActionKind.PAID: ActionKind.PAY}


def _move_starts(rec: Recipe) -> list[int]:
    """For each action of the recipe, the index of the first action of the move it is a step of."""
    s = GAME.new(rec.players, rec.seed)
    seats = []
    for a in rec.actions:
        seats.append(GAME.to_act(s))
        s = GAME.apply(s, a)[0]
    starts: list[int] = []
    for i, a in enumerate(rec.actions):
        goes_on = i > 0 and seats[i - 1] == seats[i] and rec.actions[i - 1].kind == GOES_ON.get(a.kind)
        starts.append(starts[i - 1] if goes_on else i)
    return starts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_selection_or_payment_picked_card_by_card_is_one_decision(seed: int) -> None:  # SS-13, SS-15
    players = 3
    rec = Recipe("systeme_solaire", players, seed, {},
                 play_actions(GAME, players, seed, [make_bot("systeme_solaire", "normal") for _ in range(players)],
                              check=False)[1])
    starts = _move_starts(rec)
    several = [i for i in range(len(starts)) if i and starts[i] == starts[i - 1] and starts[i] != i]
    assert several, "no move of several picks: the game tests nothing"
    reviewed = review(rec, 0, iterations=6, seed=seed)
    moves = [starts[d.move - 1] for d in reviewed.decisions]
    assert len(moves) == len(set(moves)), [(d.move, d.played, d.best, d.mark) for d in reviewed.decisions]


def test_the_reviews_why_for_a_selection_never_says_the_better_move_loses_a_tie() -> None:  # SS-15, SS-17.4
    checked = 0
    for v in phase_views(range(40), Phase.SELECT):
        legal = [Action(ActionKind.SELECT, c) for c in sorted(v.hands[v.seat or 0]) if not v.selection
                 or c > v.selection[-1]]
        for better in legal:
            for played in legal:
                if played == better:
                    continue
                # as the review screen says it: the Why over the move played, else the better move's own reason
                why = reason_over(GAME, v, better, played) or hint_reason(GAME, v, better)
                if why is None:
                    continue
                checked += 1
                line = english(why, NAMES)
                assert "wins a tie" not in line, line
    assert checked
