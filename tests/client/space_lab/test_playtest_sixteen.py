"""A newcomer's sixteenth Space Lab playtest (issue 18): each finding checked on what the screen shows.

The results list what each Project scored and name the Validation tiles as the table does; the set-up's ring is
on the capsule the words name next.
"""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from engine.core import Action
from engine.space_lab.cards import (
    BOTTOM_SLOT,
    COST_OF,
    EFFECT_OF,
    LAB_IDS,
    OBJECTIVE,
    OBJECTIVE_IDS,
    PERMS,
    PTYPE_OF,
    SPECIALTY_OF,
)
from engine.space_lab.content import CAPSULE_COLOURS, K_DRAW_LAB, K_DRAW_PROJECT, K_PER_SPECIALTY, SLOTS
from engine.space_lab.positions import position
from engine.space_lab.words import PROJECT_WORDS
from game import i18n
from game import record as shown
from game import words as say_words
from game.scenes.results import ResultsScene
from game.tables.space_lab import layout as L
from game.tables.space_lab import paint
from tests.client.driver import DT, click
from tests.client.space_lab import steps
from tests.client.space_lab.test_objectives_words import at_the_assignment
from tests.client.space_lab.test_table import texts_drawn
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _hover(app, pos: tuple[int, int]) -> list[str]:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    with shown.capture() as items:
        app.frame(DT)
    return shown.texts(items)


def results_of_a_game(language: str) -> tuple[Any, Any, ResultsScene]:
    """A two-player game played to its end in ``language`` (the caller puts English back), on its results."""
    i18n.set_language(language)
    app, table = steps.start(2, 5)
    i18n.set_language(language)  # the app's settings chose its language at the start
    assert steps.play_until(app, table, lambda t: False, seed=5) is False
    scene = app.top
    assert isinstance(scene, ResultsScene)
    app.frame(DT)
    return app, table, scene


@pytest.mark.parametrize("language", ["en", "fr"])
def test_results_list_what_each_project_scored(data_dir: str, language: str) -> None:
    """124-results.png: a player beaten 73-81 on Projects saw them as slivers with a total, and pointing at them
    showed nothing. Pointed at, each player's Projects are listed by name, each with its points, the points
    adding up to the part's total (SL-20: Projects are revealed and scored at the end)."""
    app, table, scene = results_of_a_game(language)
    final = table.view.final
    for row in scene.rows:
        projects = final.scores[row.seat].projects
        assert projects
        part = next(p for p in row.parts if p.label == i18n.tr("Projects"))
        rect = next(r for r, p in scene.listed if p is part)
        said = _hover(app, rect.center)
        names = {say_words.say(PROJECT_WORDS[PTYPE_OF[c]], []) for c in projects}
        lines = [t for t in said if any(t.startswith(n) for n in names)]
        assert {n for n in names if any(t.startswith(n) for t in lines)} == names, (names, said)
        points = [int(t.rsplit(" ", 2)[-2]) for t in lines]  # "Full crew ×2: 8 VP"
        assert sum(points) == final.scores[row.seat].project, (lines, final.scores[row.seat])
    _hover(app, (5, 5))
    assert scene.pointed() is None  # away from the Projects, the list goes


@pytest.mark.parametrize("language", ["en", "fr"])
def test_results_name_the_validation_tiles_as_the_table_does(data_dir: str, language: str) -> None:
    """68-results.png: "Tiles: 10 VP" beside "Objective tiles: 12 VP", the header's "Validation 10", the side
    panel's "Validation tiles": one name, the side panel's, on the results and in the header's sum."""
    i18n.set_language(language)
    app, table = steps.start(2, 5)
    i18n.set_language(language)  # the app's settings chose its language at the start
    assert steps.play_until(app, table, lambda t: False, seed=5) is False
    scene = app.top
    said = [t for row in scene.rows for t in (p.label for p in row.parts)]
    assert i18n.tr("Validation tiles") in said and i18n.tr("Tiles") not in said
    header = paint._breakdown(table.view, 0)  # the score line beside each player's name, at the end
    assert i18n.tr("Validation tiles") in header, header


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_ring_is_on_the_capsule_the_words_name_next(data_dir: str, language: str) -> None:
    """05-learn.png, 06-click-jaune.png: "click Yellow then Violet, then Violet then Pink" with the ring on Violet
    first, then on Pink once Yellow was clicked. For every order, the ring the coach draws (the table's place for
    the move) is on each capsule the words name, in their order, click after click (SU-3)."""
    app, table, colours = at_the_assignment(language)
    try:
        for k, want in enumerate(PERMS):
            table.ui.reset()
            aim = Action("assign", k)
            text = say_words.say(table.game.describe_in(table.view, aim), [])
            named = [colours[w] for w in re.findall("|".join(colours), text)]
            for capsule in named:
                box = L.tray_card("box", capsule, 3)
                assert table.ui.action_rects(aim) == [box], (text, capsule, table.ui.action_rects(aim))
                click(app, box.center)
                app.frame(DT)
            assert table.ui.arrangement == want
    finally:
        i18n.set_language("en")


def test_the_learn_coach_rings_the_first_capsule_its_words_name(data_dir: str) -> None:
    """05-learn.png: the coach's own ring, on the Learn deal's first screen, is on the first capsule its line
    names."""
    app, table = _learn("space_lab")
    _settle(app, table)
    coach = table.coach
    text = coach.text
    colours = {i18n.tr(c): k for k, c in enumerate(CAPSULE_COLOURS)}
    named = [colours[w] for w in re.findall("|".join(colours), text)]
    assert named, text
    spot = coach.target(table.current_offers(), table.action_rects)
    assert spot is not None and spot.colliderect(L.tray_card("box", named[0], 3)), (text, spot)
    for other in set(range(3)) - {named[0]}:
        assert not spot.colliderect(L.tray_card("box", other, 3)), (text, spot)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_keep_drawn_by_an_objective_names_its_capsule(data_dir: str, language: str) -> None:
    """97-after.png: "Keep one Project (the Objective): click it" read as cryptic. A card of the Objective's
    specialty on a capsule's bottom slot draws its Projects (SL-12): the keep names that capsule's Objective."""
    obj = next(o for o in OBJECTIVE_IDS if OBJECTIVE[o].effect.kind == K_DRAW_PROJECT)
    others = [o for o in OBJECTIVE_IDS if o != obj][:2]
    card = next(c for c in LAB_IDS if SPECIALTY_OF[c] == OBJECTIVE[obj].specialty and COST_OF[c] == 0
                and (EFFECT_OF[c] is None or EFFECT_OF[c].kind not in (K_DRAW_PROJECT, K_DRAW_LAB)))
    for capsule in range(3):
        objectives = [*others]
        objectives.insert(capsule, obj)
        app, table = steps.start(2, 1)
        steps.at(table, position(2, hands={0: [card]}, objectives={0: objectives}))
        steps.settle(app, table)
        i18n.set_language(language)
        try:
            steps.click_move(app, table, Action("place", card, SLOTS[BOTTOM_SLOT[capsule]]), [])
            steps.settle(app, table)
            assert table.view.phase == "keep", table.view.phase
            colour = i18n.tr(CAPSULE_COLOURS[capsule])
            title = i18n.tr("Keep one Project ({source}): click it",
                            source=i18n.tr("{capsule}'s Objective", capsule=colour))
            assert title in texts_drawn(app), (title, texts_drawn(app))
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize(("language", "phrase"), [("en", "3 VP per ◇ in the bottom row"),
                                                  ("fr", "3 PV par ◇ dans la rangée du bas")])
def test_an_objective_tile_says_a_whole_phrase(language: str, phrase: str, monkeypatch) -> None:
    """05z.png: « 3 PV par ◇ rangée du bas » read as broken French. An Objective that scores per specialty in the
    bottom row (SL-12) says it as one phrase on its tile, its icon in place of the specialty's name, whole."""
    from game.tables.space_lab import art, icons

    obj = next(o for o in OBJECTIVE_IDS if OBJECTIVE[o].effect.kind == K_PER_SPECIALTY and OBJECTIVE[o].effect.value == 3)
    said: list[str] = []
    real = icons.draw_lines
    monkeypatch.setattr(icons, "draw_lines", lambda s, lines, *a, **kw: (
        said.append(" ".join(t if isinstance(t, str) else "◇" for line in lines for t in line)),
        real(s, lines, *a, **kw))[1])
    cut = steps.cuts(monkeypatch)
    pygame.init()
    i18n.set_language(language)
    try:
        art.paint_objective(obj, *L.OWN.objective(0).size)  # at the size the capsule shows it
    finally:
        i18n.set_language("en")
    assert phrase in said and cut == [], said
