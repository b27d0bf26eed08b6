"""A language switch in Settings, clicked to during a game, leaves no English on the table: a notice still showing
when the player comes back (Leave's, armed before the visit) is said in the language chosen there."""

from __future__ import annotations

import random

from game import i18n, record
from game.i18n import tr
from game.seats import Seat
from tests.client.driver import DT, click_key, language_by_clicks, make_app, open_table, play_turns_by_clicks

LEAVE = "Leave? The game is saved: resume it with Continue on the title screen."


def test_leave_s_notice_turns_french_with_the_space_beans_table(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    try:
        table = open_table(app, "space_beans", seats, seed=3)
        app.push(table)
        play_turns_by_clicks(app, table, random.Random(5), lambda: table.input_open)
        click_key(app, "ui:leave")  # armed: "Sure?", and the notice says what leaving does
        with record.capture() as items:
            app.frame(DT)
        assert LEAVE in " ".join(record.texts(items))  # in the Space Beans box beside the piles, on several rows
        drawn = language_by_clicks(app, "fr")
        shown = " ".join(drawn)  # the French is longer: drawn on two lines
        french = tr(LEAVE)
        assert french != LEAVE
        assert LEAVE not in shown, drawn
        assert french in shown, drawn
        assert tr("Sure?") in drawn and "Sure?" not in drawn, drawn  # the armed button, French too
    finally:
        i18n.set_language("en")
