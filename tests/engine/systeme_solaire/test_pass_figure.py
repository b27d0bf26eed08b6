"""The auction Hint's Pass names what passing costs at the order reveal, and the payment's advice there agrees (issue
18: "passing costs as little as 3", then the Hint at the reveal spent 5 and the review marked a reveal of 3). The
figure is the reveal the payment's advice makes (``ai.reveal_plan``, the Hint's own completion of a selection), and a
seat that follows the auction Hint and then the payment Hint hears no mark at the payment (SS-15, SS-17)."""

from __future__ import annotations

import random

import pytest

from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import NONE, review
from engine.search.budget import iterations
from engine.search.hint import hint, reason
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import AUCTION

ITS = 40  # the Hint's and the review's budget alike (the screens use ``DEFAULT_ITERATIONS`` for both)


def _followed(seed: int) -> tuple[Recipe, list[tuple[int, int]], list[int]]:
    """Seat 0 plays the Hint's move every time, the others Normal. Each reveal after a Hinted Pass: the figure the
    Pass's reason said and the total the payment Hint reveals; and the reveal's move numbers."""
    s, acts, rng = GAME.new(3, seed), [], random.Random(seed)
    others = {p: make_bot("systeme_solaire", "normal") for p in (1, 2)}
    planned: tuple[Action, ...] = ()
    said: int | None = None
    figures: list[tuple[int, int]] = []
    reveals: list[int] = []
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        if seat == 0:
            v = GAME.view(s, 0)
            found = hint(GAME, s, 0, random.Random(0), iterations(ITS), len(acts) + 1, planned)
            a, planned = found.action, (*found.then, *found.plan)
            if a.kind == "pass":
                why = reason(GAME, v, a)
                assert why is not None
                said = dict(why.args)["c"]
            if v.phase == "select":
                reveals.append(len(acts) + 1)
                if said is not None and not v.selection:
                    whole = [x.card for x in (a, *found.then) if x.kind == "select"]
                    figures.append((said, sum(AUCTION[c] for c in whole)))
                    said = None
            if v.phase == "take":
                said = None
        else:
            a = decide(others[seat], situation(GAME, s, rng))
        acts.append(a)
        s = GAME.apply_legal(s, a)[0]
    return Recipe("systeme_solaire", 3, seed, {}, acts), figures, reveals


@pytest.mark.parametrize("seed", [3, 5, 9])  # 9: the Pass said 1 (the least card), the reveal's Hint spent 3
def test_the_pass_figure_is_what_the_reveal_hint_spends_and_is_never_marked(seed: int) -> None:  # SS-15, SS-17
    recipe, figures, reveals = _followed(seed)
    assert figures, "no Hinted Pass before a reveal: the test proves nothing"
    assert all(said == spent for said, spent in figures), figures
    r = review(recipe, 0, iterations=ITS)
    assert [d for d in r.decisions if d.move in reveals and d.mark != NONE] == []
