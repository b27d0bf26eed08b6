"""The order-reveal Hint says when another seat can reach the same total and wins the tie (SS-17.4).

Playtest 17 (41-hint-r4rev.png): "Spend Probe 2 (total 2). Higher totals choose sooner" said nothing of Nova, whose
hand could reach 2 and who wins ties; the tester tied and lost twice. The reason now names that seat with the
numbers the screen shows (its public hand value, SS-10's hand values), and they hold after the move.
"""

from __future__ import annotations

from engine import GAMES
from engine.core import Action, Player, english
from engine.systeme_solaire import card_id
from engine.systeme_solaire.advice import reason
from engine.systeme_solaire.positions import position

GAME = GAMES["systeme_solaire"]
NAMES = ["Alice", "Nova", "Orbit"]


def test_a_total_another_seat_can_reach_and_win_on_a_tie_is_said() -> None:
    """SS-17.4: Orbit won the auction (the first player); Nova, 1st counterclockwise from Orbit, holds 4 and wins a
    tie with Alice. Alice spending Probe 3 (total 3) is told that Nova can reach 3 and wins ties."""
    s = position(3, hands={0: ["P1", "P3"], 1: ["P4"], 2: ["P2"]}, groups=[["Mars"], ["Venus"], ["Sun"]],
                 marker=2, winner=2, phase="select")
    assert GAME.to_act(s) == 0
    v = GAME.view(s, 0)
    probe3 = card_id("P3")
    said = reason(v, Action("select", probe3))
    assert said is not None
    text = english(said, NAMES)
    # playtest 19 (21.png): the tie said after what spending more than the least card is for (SS-17, SS-25)
    # playtest 32 (s16, f23): said as a risk the advice takes, not as a warning against the total it advises
    assert text == ("Higher totals choose sooner: the groups add 1 to 4 VP to your front, worth the risk that Nova "
                    "(hand 4), nearer the first player, wins a tie at 3."), text
    assert dict(said.args)["who"] == Player(1)
    # true after the move: Alice reveals 3; should Nova reveal 3 too, Nova chooses before Alice (SS-17.4)
    s, _ = GAME.apply(s, Action("select", probe3))
    s, _ = GAME.apply(s, Action("done"))
    s, _ = GAME.apply(s, Action("select", card_id("P4")))
    s, _ = GAME.apply(s, Action("done"))
    assert s.totals[0] == 3 and s.order.index(1) < s.order.index(0)


def test_no_tie_is_said_when_the_seat_wins_ties_itself() -> None:
    """SS-17.4: Nova, 1st counterclockwise from Orbit, wins any tie with Alice, so its Hint warns of none."""
    s = position(3, hands={0: ["P4"], 1: ["P1", "P3"], 2: ["P2"]}, groups=[["Mars"], ["Venus"], ["Sun"]],
                 marker=2, winner=2, phase="select")
    s, _ = GAME.apply(s, Action("select", card_id("P4")))
    s, _ = GAME.apply(s, Action("done"))
    assert GAME.to_act(s) == 1
    said = reason(GAME.view(s, 1), Action("select", card_id("P3")))
    assert said is not None
    assert "wins ties" not in english(said, NAMES) and "wins a tie" not in english(said, NAMES), english(said, NAMES)
