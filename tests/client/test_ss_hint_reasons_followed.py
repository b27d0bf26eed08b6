"""Système Solaire's Learn to play, followed move by move with the Hint asked at every decision, as a newcomer did in
playtest 19: the reasons shown in the hint bar are the true ones (rules SS-9 to SS-26).

05-hint1 / 07-rebid / 15-hintgroup: the auction sold group 2 ("+7 VP") and the coach then took group 1 for its Sun,
saying only "Your front gains 6 VP now". 36.png: "Pass. Your cards stay in hand for the hand bonus." where a passer
must still reveal a card (SS-15). 21.png: the reveal's reason argued against the pick.
"""

from __future__ import annotations

import re

from game import i18n
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import coach_aims


def test_the_learn_games_hint_reasons_are_the_true_ones(data_dir: str) -> None:
    i18n.set_language("en")
    app, table = _learn("systeme_solaire")
    seen: list[tuple[str, str, str]] = []  # (phase, hint line as shown, coach text)
    for aim in coach_aims(app, table):
        table.advisor.ask()  # the Hint button
        line = table.advisor.line()
        assert line is not None
        seen.append((str(table.view.phase), line[0], table.coach.text.replace("\n", " ")))
        table.play_all([aim])
    assert table.mod.over
    lines = [x[1] for x in seen]
    # SS-15: a passer reveals at least one card; no reason says the hand stays whole
    assert not any("stay in hand for the hand bonus" in x or "stays for later rounds" in x for x in lines), lines
    passes = [x for x in lines if x.startswith("Best: Pass.")]
    # what passing costs at the order reveal, with what it gains (playtest 28)
    assert passes and all(re.search(r"(passing still gets you a group, for|passing costs) about \d+ at the order "
                                    r"reveal", x, re.I) for x in passes), passes
    # SS-17.1, SS-25: the first auction's bid names the group the coach takes once it has won, its Sun said
    first_bid = next(x for x in lines if x.startswith("Best: Bid"))
    named = re.search(r"group (\d): \+(\d+) VP now, more as its Sun grows", first_bid)
    assert named, first_bid
    first_take = next(x for x in lines if x.startswith("Best: Take group"))
    assert first_take.startswith(f"Best: Take group {named[1]}: Sun to your front"), (first_bid, first_take)
    assert re.search(r"Group \d adds \d+ VP now, but a Sun in front gains 1 VP for each card you add\.", first_take), \
        first_take
    # SS-17: a reveal above the least card says what choosing sooner is worth; no reason argues against its pick
    assert not any("can reach" in x and "wins ties" in x for x in lines), lines
    assert any("Higher totals choose sooner: the groups add" in x for x in lines), lines
