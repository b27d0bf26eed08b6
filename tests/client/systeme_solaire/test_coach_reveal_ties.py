"""Following the coach through Learn to play, its order reveal picks never lose a tie it did not warn of (SS-17:
higher totals choose sooner; SS-17.4: a tie goes to the seat nearer the first player). Playtest 25 (older code): the
coach's pick tied a rival's total and lost the tie, its words saying nothing of it. The pick is the Hint's own
(the engine's search, on the lesson's exact budget); where a rival nearer the first player can reach the same total,
the line names it ("Nova (hand 3), nearer the first player, wins a tie at 2")."""

from __future__ import annotations

from engine.core import Action
from game import i18n
from game.kit.advisor import LESSON_THINKING
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import coach_aims


def test_the_coach_never_loses_a_reveal_tie_unsaid(data_dir: str) -> None:
    i18n.set_language("en")
    app, table = _learn("systeme_solaire")
    table.advisor.budget = LESSON_THINKING  # as the lesson thinks on screen
    said, reveals = "", 0
    for aim in coach_aims(app, table):
        if aim.kind == "select" and not table.view.selection:
            said = table.coach.text.replace("\n", " ")  # the line that explains the reveal's pick
            assert aim == table.advisor.found.action, (aim, said)  # the coach names the engine's own choice
        table.play_all([aim])
        if aim == Action("done"):
            reveals += 1
        v = table.view
        if v.phase == "take" and v.totals and said:
            me = v.seat
            before = v.order[:v.order.index(me)]
            for q in before:  # every seat choosing sooner with the same total won a tie the line had warned of
                if q != v.winner and v.totals[q] == v.totals[me]:
                    assert table.names[q] in said and "tie" in said, (q, said)
            said = ""
    assert table.mod.over and reveals >= 2, reveals
