"""The recap at the final table says what the final scoring gave each seat (issue 18, a playtest: "Orbit: 15 → 24
VP (+9): Mars to the front", where 6 of the 9 were the hand bonus, SS-26): it is made once the final scoring's log
lines have landed, not in the frame the game ended."""

from __future__ import annotations

import random

import pytest

from game import words as say_words
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import step, table_app


@pytest.mark.parametrize("seed", [1, 3])
def test_the_final_recap_names_each_seat_s_hand_bonus(data_dir: str, seed: int) -> None:
    app, table = table_app(3, seed, speed="fast")  # Alice and two computers, at a speed a person plays
    rng = random.Random(seed)
    for _ in range(30_000):
        if table.mod.over:  # the last move is made: no click of the walk lands on the final table (one closes the recap)
            break
        step(app, table, rng)
    for _ in range(240):  # the final table, looked at before "Results ▸"
        app.frame(DT)
    final = table.mod.state.final
    others = [q for q in final.bonus_seats if q != 0]
    assert others, "a deal where another seat wins the hand bonus"
    heads = {b.seat: say_words.say(b.figure, table.names) for b in table.recap.blocks if b.figure is not None}
    for q in others:
        assert f"best hand +{final.seats[q].bonus}" in heads.get(q, ""), heads
