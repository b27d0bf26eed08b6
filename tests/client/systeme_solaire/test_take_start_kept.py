"""A group's cards start where the review rates them best, so keeping them is never marked (SS-17, SS-18; playtest
24, 53.png: the cards started as the Normal computer splits them, Saturn in hand, and the review of keeping that said
"Inaccuracy … Better: Take group 2: Saturn to your front … About 3 VP better")."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Action
from engine.review import DEFAULT_ITERATIONS, NONE, review
from game.kit.choices import Pick
from tests.client.systeme_solaire.drive import Offered, play_until, random_choice, table_app
from tests.to_the_end import best_ranked

KEPT: list[int] = []  # the move numbers where the seat took a group as its cards started


def _keeping(table: Any, offered: Offered, rng: random.Random) -> tuple[Any, Any]:
    """Any click, but the best group is taken as its cards start: never a Hand / Front toggle moved, never a Hint."""
    keys = {k: r for r, k in offered}
    if table.view.phase == "take":
        take = next((k for k in keys if isinstance(k, Action) and k.kind == "take"), None)
        if take is not None:
            KEPT.append(len(table.mod.recipe.actions) + 1)
            return keys[take], take
        # the group the review rates best (``best_ranked``, the review's own search): only the placement is left
        best = best_ranked(table.mod.game, table.mod.state, len(table.mod.recipe.actions) + 1)[0][0]
        pick = Pick("group", "", best.card)
        return keys[pick], pick
    return random_choice(table, [(r, k) for r, k in offered if not (isinstance(k, Pick) and k.kind == "place")], rng)


@pytest.mark.parametrize("seed", [1, 7])  # seeds where the old start was marked
def test_keeping_where_the_cards_start_is_never_marked(data_dir: str, seed: int) -> None:
    app, table = table_app(3, seed)
    KEPT.clear()
    assert not play_until(app, table, lambda t: False, seed, _keeping)  # to the results
    assert table.advisor.budget.exact is False, "the screen thinks on the review's own budget"
    r = review(table.mod.recipe, 0, iterations=DEFAULT_ITERATIONS)
    kept = [d for d in r.decisions if d.move in KEPT]
    assert len(kept) >= 3, (KEPT, [d.move for d in r.decisions])
    assert [d for d in kept if d.mark != NONE] == []
