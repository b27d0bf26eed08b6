"""Playtest 17: the player's score bar and the specialty icons, as a newcomer reads them.

"Alice 13 VP = Lab cards 7 + Objective tiles 6 + Validation tiles 0" left the Projects out ("Your Projects 9 VP ·
secret" sat below), so a newcomer thought they did not count; and "Objective tiles 6" were the points of the bottom
row's Objective effects, not tiles held (section 13). The four specialties were icons on the cards only, while the
Hint, guide and log name them: the station now names each icon. The results showed ten Lab cards as thumbnails too
small to read: pointed at, the Lab cards list each card with its points.
"""

from __future__ import annotations

import re

import pytest

from engine.space_lab.content import SPECIALTY_NAMES
from engine.space_lab.words import card_words, projects_to_come, running_score
from game import i18n
from game import words as say_words
from game.tables.space_lab.paint import _breakdown
from tests.client.space_lab import steps
from tests.client.space_lab.test_playtest_sixteen import _hover, results_of_a_game
from tests.client.space_lab.test_table import texts_drawn


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bar_says_the_projects_the_running_sum_leaves_out(data_dir: str, language: str) -> None:
    """SL-19 / 15.4: the Projects score at the end. The bar's sum adds up to the total and, under it, the Projects are
    named; the player's own figure (the one the Projects panel shows) stands beside the VP (playtest 31), so the
    whole score is on the bar."""
    with steps.scored_in(language, lambda t: t.view.project_points > 0) as (app, table):
        v = table.view
        shown = texts_drawn(app)
        total = _breakdown(v, 0)
        assert sum(int(n) for n in re.findall(r"\d+", total)) == v.scores[0], total
        later = {"en": "+ Projects at the end (secret)", "fr": "+ Projets à la fin (secrets)"}[language]
        assert later in shown, shown
        assert {"en": f"{v.scores[0]} VP (+{v.project_points})",
                "fr": f"{v.scores[0]} PV (+{v.project_points})"}[language] in shown, shown
        assert total in shown, shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bottom_row_points_are_named_objective_effects(data_dir: str, language: str) -> None:
    """Section 13: the bottom row scores by its Objective's END effect; "Objective tiles" read as tiles owned."""
    with steps.scored_in(language) as (app, _table):
        said = " ".join(texts_drawn(app))
        assert {"en": "Objective effect", "fr": "Objectifs"}[language] in said, said
        assert {"en": "Objective tiles", "fr": "Tuiles Objectif"}[language] not in said, said


def test_another_seats_projects_stay_unsaid_on_the_bar() -> None:
    """Privacy: a seat's Projects are secret until the end (15.4); the line about them carries no figure, the viewer's
    own being beside its VP."""
    app, table = steps.start(2, 5)
    assert steps.play_until(app, table, lambda t: t.view.project_points > 0, seed=5)
    v = table.view
    other = say_words.say(projects_to_come(v, 1), [])
    assert other is not None and not re.search(r"\d", other), other
    # the viewer's own figure stands beside its VP (playtest 31: test_own_projects_in_bar), the line names no figure
    own = say_words.say(projects_to_come(v, 0), [])
    assert own == other, own
    assert say_words.say(running_score(v, 0), []).endswith(f"(+{v.project_points})")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_station_names_the_four_specialty_icons(data_dir: str, language: str) -> None:
    """Section 2: every Lab card shows one specialty, drawn as an icon; the words say "Doctor". From the first turn, before any
    card is placed or named in the log, the table names each icon."""
    app, table = steps.start(2, 1)
    i18n.set_language(language)
    try:
        shown = texts_drawn(app)
        for name in SPECIALTY_NAMES:
            assert i18n.tr(name) in shown, (name, shown)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_results_list_what_each_lab_card_scored(data_dir: str, language: str) -> None:
    """62-results.png: ten Lab cards squeezed into ~170 pixels, "impossible to see which card scored what". Pointed
    at, each player's Lab cards are listed by name, each with its own points (section 13, step 1), the points adding
    up to the part's total."""
    app, table, scene = results_of_a_game(language)
    v = table.view
    for row in scene.rows:
        placed = [c for c in v.stations[row.seat] if c]
        part = next(p for p in row.parts if p.label == i18n.tr("Lab cards"))
        rect = next(r for r, p in scene.listed if p is part)
        said = _hover(app, rect.center)
        names = [say_words.say(card_words(c), []) for c in placed]
        lines = [t for t in said if any(t.startswith(n + (" :" if language == "fr" else ":")) for n in names)]
        assert len(lines) == len(placed), (names, said)
        points = [int(t.rsplit(" ", 2)[-2]) for t in lines]  # "Blue Pilot (1 VP/Pilot): 4 VP"
        assert sum(points) == v.final.scores[row.seat].lab > 0, (lines, v.final.scores[row.seat])
