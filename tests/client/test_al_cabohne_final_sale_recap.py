"""The recap at the end of a solo game tells the final sale (AC-34, playtest 18): the Mafia's block said only
"The Mafia: 22 → 23 coins", the sale itself being the player's own move, whose lines a recap leaves out. The Mafia's
part is said in coins, as its results say its final sale (playtest 23: "1 coin for you, 2 for the Mafia" beside a
final sale of 1 coin: the 2 was its score, coins doubled in solo, AC-35)."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, play_turns_by_clicks


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_end_of_game_recap_says_what_the_final_sale_gave(data_dir: str, language: str) -> None:
    try:
        i18n.set_language(language)
        app = make_app("fast")  # a final table is held at any speed but instant
        table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=4)
        app.push(table)
        mine = []
        play_all = table.play_all

        def kept(actions: list[object]) -> None:  # the scores just before each of Alice's moves
            mine.append((len(table.mod.state.coins[0]), len(table.mod.state.treasury)))
            play_all(actions)

        table.play_all = kept
        # clicks drawn so that the Bosses sell at the end (End turn while a gift waits now asks twice, playtest 34)
        play_turns_by_clicks(app, table, random.Random(3), lambda: table.finished, max_steps=200_000)
        for _ in range(5):
            app.frame(DT)
        assert table.holds_final_table and table.recap.active
        coins, mafia = mine[-1]  # the last move ended the game: the final sale came with it
        gained, sold = table.view.scores[0] - coins, len(table.mod.state.treasury) - mafia  # the treasury's coins
        assert sold > 0, "this deal's Bosses sell something at the end"
        said = i18n.trn("The final sale: {n} coin for you, {mafia} for the Mafia",
                        "The final sale: {n} coins for you, {mafia} for the Mafia", gained, mafia=sold)
        lines = [text for text, _c in table.recap.lines]
        assert any(said in line for line in lines), (said, lines)
        # the Mafia's block says its coins, the treasury's: "42 → 48 coins" was its score, 24 coins doubled (AC-35)
        coins_now = len(table.mod.state.treasury)
        block = i18n.trn("{before} → {n} coin", "{before} → {n} coins", coins_now, before=mafia)
        assert any(line.endswith(block) for line in lines), (block, lines)
    finally:
        i18n.set_language("en")
