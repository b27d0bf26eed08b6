"""The Hint keeps one plan through a turn (``engine.search.plan``): playtest 19's newcomers saw the coach plant a bean
and harvest that field for nothing a click later (Al Cabohne, five times in one game), and advise keeping a Space
Beans collection for the Bluebeans in hand, then pass that Bluebeans away at the next step. Each pick was right on its
own; together they read as the coach changing its mind."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.core import Action, english, words
from engine.review import NONE, judge_steps, mark
from engine.search.hint import Hint, brief, hint, hint_tied, whole
from tests.engine.space_beans.followed import GROUP, followed

AC = GAMES["al_cabohne"]
SB = GAMES["space_beans"]


def test_a_move_whose_plan_comes_back_to_its_place_says_so() -> None:
    # a bean put on a field only to harvest it for nothing is a way to be rid of it (AC-12): the Hint that sows says
    # the harvest with it, so the harvest a click later reads as the plan it named, not as a change of mind
    s = AC.new(1, 1)
    for kind, card, target in [("plant", 66, "field:0"), ("plant", 84, "field:2"), ("end", -1, "")]:
        s = AC.apply(s, Action(kind, card, target))[0]
    view = AC.view(s, 0)
    sow = next(a for a in AC.legal_actions(s) if a.kind == "place" and a.target == "field:2")
    reap, other = Action("harvest", -1, "field:2"), Action("harvest", -1, "field:1")
    said = english(AC.describe(reap), ["Ann"])
    assert english(whole(AC, view, sow, (), (reap,)), ["Ann"]).endswith(f", then {said}")
    alone = english(AC.describe_in(view, sow), ["Ann"])
    assert english(whole(AC, view, sow, (), (other,)), ["Ann"]) == alone  # a plan elsewhere: the move alone
    # a step further on, or another move of the same kind, is not said: the next decision's search changed those as
    # often as not, and an announced step dropped read worse than one never said (playtest 20)
    assert english(whole(AC, view, sow, (), (other, reap)), ["Ann"]) == alone
    assert english(whole(AC, view, sow, (), (Action(sow.kind, -1, sow.target),)), ["Ann"]) == alone
    ranked = ((sow, 50, 0.5), (other, 10, 0.1))
    assert f", then {said}" in english(brief(AC, Hint(sow, words(""), ranked, (), (reap,)), view=view), ["Ann"])


def _kept() -> list[Any]:
    """The decisions of seed 1's followed game where the Hint named its last plan's next step over the move its
    search tried most (the plan, or Space Beans' ``cost`` hook among level moves, puts another move first)."""
    return [c for c in followed(1) if c.planned and c.hint.action == c.planned[0]
            and c.hint.action != max(c.hint.ranked, key=lambda r: r[1])[0]]


@pytest.mark.xdist_group(GROUP)  # the game is played once for this and the other tests that read it
def test_the_hint_names_its_plans_next_step_where_its_search_rates_it_among_its_best() -> None:
    kept = _kept()
    assert kept, "no decision of this game kept its plan over the search's most tried move: nothing to check"
    checked = 0
    for c in kept:
        # the same decision weighed afresh, without the plan: another move, where the plan alone put its step first
        # (where the ``cost`` hook's tie-break names the step afresh too, the plan changed nothing there)
        alone = hint(SB, c.state, 0, random.Random(0), move=c.move)
        if alone.action == c.planned[0]:
            continue
        assert c.hint.action == c.planned[0] and any(r[0] == c.planned[0] for r in hint_tied(SB, alone.ranked))
        checked += 1
        if checked == 3:
            break
    assert checked, "no decision where the plan alone put its step over the search's most tried move"


@pytest.mark.xdist_group(GROUP)
def test_a_plan_step_the_hint_keeps_is_not_marked_in_review() -> None:
    # where the Hint names its plan's step over the move its search tried most, the review of a game that plays it
    # must hold it among the moves the Hint may name, like any move the Hint offers
    kept = _kept()
    assert kept, "no decision of this game kept its plan over the search's most tried move: nothing to check"
    for c in kept[:6]:
        verdict = None
        for step in judge_steps(SB, c.state, c.hint.action, c.move):
            if step is not None:
                verdict = step
        assert verdict is not None
        assert mark("space_beans", verdict.loss, verdict.uncertainty) == NONE, (c.move, c.hint.action, verdict)


def test_the_step_back_is_said_only_after_a_move_said_in_one_click() -> None:
    """``said_back``, the one reading of "…, then {back}" for the Hint's line, its why and the coach: the plan's next
    step on the same place, after a move of one click; a move gathered with its steps (a payment) says none."""
    from engine.search.plan import said_back

    put, harvest = Action("plant", 7, "field:1"), Action("harvest", -1, "field:1")
    assert said_back((put,), (harvest,)) == harvest
    assert said_back((put, Action("pay", 3, "field:1")), (harvest,)) is None
    assert said_back((put,), (Action("harvest", -1, "field:0"),)) is None
    assert said_back((put,), ()) is None
