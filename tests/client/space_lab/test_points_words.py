"""Space Lab's points are said as points, and an Objective's row is named whoever's station it is in (playtest 11).

"Lab cards 7" beside four cards in the station, and "Lab cards: 9" above ten card pictures on the results, read as
counts of cards: the bar now reads as a sum ("7 VP = Lab cards 7 + …"), the results say VP (section 13, SL-19). "3 VP per Doctor in your bottom row" was
said of Orbit's Objective in the log: an Objective's END effect counts the bottom row of the station it is in
(R-10), so the words say "the bottom row".
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from engine.core import Event
from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import OBJECTIVE
from engine.space_lab.content import ROW
from engine.space_lab.kinds import EventKind
from engine.space_lab.words import describe_event
from game import i18n
from game import words as say_words
from game.scenes.results import ResultsScene
from game.tables.space_lab.paint import _breakdown
from tests.client.space_lab import steps
from tests.client.space_lab.test_playtest_four import _start
from tests.client.space_lab.test_table import texts_drawn

VP = {"en": "VP", "fr": "PV"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_score_line_reads_as_the_sum_of_the_total(data_dir: str, language: str) -> None:
    """The player's bar: "Alice 7 VP = Lab cards 7 + Objective cards 0 + Validation 0", its parts a sum of points."""
    with steps.scored_in(language) as (app, table):
        text = _breakdown(table.view, 0)
        assert text.startswith("= ") and text.count(" + ") == 2, text
        assert sum(int(n) for n in re.findall(r"\d+", text)) == table.view.scores[0] > 0, text
        assert any(text in t for t in texts_drawn(app)), text  # the line drawn on the player's bar


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hand_count_is_the_hand_and_the_limit_is_said_in_words(data_dir: str, language: str) -> None:
    """Playtest 13: "Main 0 · au départ 0" (the hand limit's count, SL-2) read as the game's start. The bar says the
    hand alone; where the limit holds (5 or more at the start of the turn: only placing), the turn line says so."""
    from engine.space_lab.words import hint

    app, table = steps.start(2, 1)  # a deal where the hand reaches the limit (End turn is a move of its own)
    assert steps.play_until(app, table, lambda t: t.view.hand_limited, seed=1)
    i18n.set_language(language)
    try:
        v = table.view
        shown = texts_drawn(app)
        assert {"en": f"Hand {len(v.hands[0])}", "fr": f"Main {len(v.hands[0])}"}[language] in shown, shown
        assert not any("au départ" in t or "started with" in t for t in shown), shown
        limit = say_words.say(hint(v), table.names)
        drawn = " ".join(" ".join(shown).split())  # the line is wrapped on the prompt's two rows
        assert str(v.start_hand) in limit and " ".join(limit.split()) in drawn, (limit, shown)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_results_say_each_part_in_vp(data_dir: str, language: str) -> None:
    app, table = _start()
    i18n.set_language(language)
    try:
        scores = (FinalScore(9, 6, 10, 15, 40, ()), FinalScore(12, 0, 8, 10, 30, ()))
        table.view = dataclasses.replace(table.view, final=Final(scores, (0,), "", "cards", ""))
        rows = table.result_rows()
        app.push(ResultsScene(app, "Results", rows, lambda: None, lambda: None))
        shown = texts_drawn(app)
        for part in rows[0].parts:
            said = i18n.tr("{part}: {points}", part=part.label, points=f"{part.points} {VP[language]}")
            assert said in shown, (said, shown)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_another_seat_s_objective_counts_the_bottom_row_not_yours(language: str) -> None:
    rows = [o for o, obj in OBJECTIVE.items() if obj.effect is not None and obj.effect.scope == ROW]
    assert rows, "some Objectives count the bottom row"
    i18n.set_language(language)
    try:
        e = Event(EventKind.OBJECTIVE, seat=1, cards=(rows[0],), source="end")
        said = describe_event(e, 0)
        assert said is not None
        line = say_words.say(said, ["Alice", "Orbit"])
        assert {"en": "the bottom row", "fr": "la rangée du bas"}[language] in line, line
        assert {"en": "your", "fr": "votre"}[language] not in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_part_of_a_full_result_row_shows(data_dir: str, language: str, players: int) -> None:
    """Playtest 13: a winner's row read "Lab cards: 25 VP, Objective cards: 6 VP, Validation tiles: 20 VP, and 1
    more", the one left unsaid its Projects, 34 VP, its largest part. A full station, three tiles and six Projects,
    every part in two figures: each part is written, and nothing is counted as left out."""
    from engine.space_lab.cards import LAB_IDS, PILES, PROJECT_IDS

    app, table = steps.start(players, 1)
    i18n.set_language(language)
    try:
        station, tiles, projects = tuple(LAB_IDS[:10]), tuple(p[0] for p in PILES), tuple(PROJECT_IDS[:6])
        scores = (FinalScore(25, 16, 30, 34, 105, projects), FinalScore(15, 10, 18, 18, 61, projects[:2]))[:players]
        v = table.view
        rating = "Station Director" if players == 1 else ""  # solo: the rating under the total (Appendix A)
        table.view = dataclasses.replace(v, final=Final(scores, (0,), "", "cards", rating),
                                         stations=(station, station[:8] + (0, 0))[:players],
                                         tiles=(tiles, tiles[:2] + (0,))[:players])
        rows = table.result_rows()
        app.push(ResultsScene(app, "Results", rows, lambda: None, lambda: None, table.ui.card_painter()))
        shown = texts_drawn(app)
        for row in rows:
            for part in row.parts:
                said = i18n.tr("{part}: {points}", part=part.label, points=f"{part.points} {VP[language]}")
                assert said in shown, (said, shown)
        assert i18n.tr("and {n} more", n=1) not in shown, shown  # (a part's label is measured whether shown or not)
    finally:
        i18n.set_language("en")
