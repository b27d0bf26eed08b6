"""After "Harvested" the Al Cabohne coach says what comes next (issue 18, playtest 10.png: the line told what
a harvest did and left the newcomer with no next step)."""

from __future__ import annotations

from game import i18n
from game.tables.al_cabohne import coach


def test_the_harvest_line_gives_the_next_step_in_both_languages() -> None:
    line = coach.FIRSTS["harvest"]
    assert "Next:" in line and "line under the table" in line
    was = i18n.language()
    try:
        i18n.set_language("fr")
        assert "Ensuite" in i18n.tr(line)
    finally:
        i18n.set_language(was)
