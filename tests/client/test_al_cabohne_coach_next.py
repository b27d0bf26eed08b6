"""After "Harvested" the Al Cabohne coach says what comes next (issue 18, playtest 10.png: the line told what
a harvest did and left the newcomer with no next step). A note holds the coach's pick back until "Got it", so
the line says that (playtest 9: "Next: go on with the step the line under the table names" read as vague)."""

from __future__ import annotations

from game import i18n
from game.tables.al_cabohne import coach


def test_the_harvest_line_gives_the_next_step_in_both_languages() -> None:
    line = coach.FIRSTS["harvest"]
    assert "“Got it”" in line and "pick" in line
    was = i18n.language()
    try:
        i18n.set_language("fr")
        assert f"«\N{NO-BREAK SPACE}{i18n.tr('Got it')}\N{NO-BREAK SPACE}»" in i18n.tr(line)
    finally:
        i18n.set_language(was)
