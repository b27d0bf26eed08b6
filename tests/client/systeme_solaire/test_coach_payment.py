"""The coach names a payment once, as the whole payment it makes (issue 18: the coach's pick read "Pay 5 with Probe
1, Jupiter, then Pay with Jupiter, then Pay")."""

from __future__ import annotations

from engine import GAMES
from engine.systeme_solaire.positions import position
from game import i18n
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import bid, inject
from tests.client.test_coach import _learn, _ready, _think_through

GAME = GAMES["systeme_solaire"]


def test_the_coach_names_a_payment_once_as_the_whole_payment(data_dir: str) -> None:
    """Learn to play, the human won a bid of 5 with no single card worth 5 (SS-13): the coach's pick is the whole
    payment, said once, and no later step of it is named after it."""
    app, table = _learn("systeme_solaire")
    inject(table, position(3, hands={0: ["P1", "Jupiter", "P2"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 5)
    for _ in range(3000):
        if _ready(table) and table.coach.aim is not None:
            break
        _think_through(table)
        app.frame(DT)
    coach = table.coach
    assert coach.aim is not None and coach._plan[0].kind == "pay", (coach._plan, coach.text)
    pick = coach.text.split("\n")[-1]
    assert i18n.tr("{a}, then {b}", a="", b="") not in pick, coach.text
    assert coach.say(GAME.describe_in(table.view, coach._plan[0])) in pick, coach.text
