"""After "Harvested" the Al Cabohne coach says what comes next (issue 18, playtest 10.png: the line told what
a harvest did and left the newcomer with no next step). The coach's pick now comes with the note on the same panel
(``test_coach_pick_first.py``), so the note no longer asks for "Got it" to see it: beside the pick it names, that
read as a contradiction (playtest 12.png)."""

from __future__ import annotations

from game import i18n
from game.tables.al_cabohne import coach


def test_the_harvest_note_asks_for_no_click_to_see_the_pick_in_both_languages() -> None:
    line = coach.FIRSTS["harvest"]
    was = i18n.language()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            said = i18n.tr(line)
            assert said != line or lang == "en"  # translated
            assert i18n.tr("Got it") not in said and said.endswith("."), said
    finally:
        i18n.set_language(was)
