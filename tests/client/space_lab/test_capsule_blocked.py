"""A capsule that can no longer be validated says so (playtest 11, SL-13): its four neighbours filled with colours
it does not need, it still showed its colours as if they could come, and the Hint went on filling around it. The
engine's capsule fact ``blocked`` (more colours missing than empty slots around it) marks it with a red cross, and
its tip says why."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.cards import AGENCY_OF, LAB_IDS, NEED, NEIGHBOURS
from engine.space_lab.content import SLOTS
from engine.space_lab.facts import capsule_facts
from engine.space_lab.positions import position
from engine.space_lab.state import State
from game import i18n, theme
from game.tables.space_lab import tips
from tests.client.space_lab import steps

SAID = {"en": "Can no longer be validated", "fr": "Ne peut plus être validée"}


def _around_first_capsule(filled: int) -> State:
    """Seat 1's first capsule with ``filled`` of its neighbours holding cards of a colour its Objective lacks."""
    s = position(2)
    o = s.objectives[0][0]
    other = next(a for a in range(4) if NEED[o][a] == 0)
    cards = [c for c in LAB_IDS if AGENCY_OF[c] == other][:filled]
    return position(2, stations={0: {SLOTS[k]: c for k, c in zip(NEIGHBOURS[0], cards, strict=False)}})


def test_the_engine_knows_a_capsule_can_no_longer_be_validated() -> None:
    from engine import GAMES

    game = GAMES["space_lab"]
    full = capsule_facts(game.view(_around_first_capsule(4), 0), 0)
    assert full[0].blocked and full[0].needs and not full[0].validated
    one = capsule_facts(game.view(_around_first_capsule(1), 0), 0)
    assert not one[0].blocked  # three empty slots left for the three colours it lacks


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_blocked_capsule_is_crossed_and_its_tip_says_why(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, _around_first_capsule(4))
    i18n.set_language(language)
    try:
        lines = tips.capsule_lines(table.ui, 0, 0)
        assert any(line.startswith(SAID[language]) for line in lines), lines
        surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        table.draw(surface)
        red = sum(1 for x in range(0, theme.WIDTH, 2) for y in range(0, 360, 2)
                  if surface.get_at((x, y))[:3] == theme.BAD[:3])
        steps.at(table, _around_first_capsule(1))
        table.draw(surface)
        red_before = sum(1 for x in range(0, theme.WIDTH, 2) for y in range(0, 360, 2)
                         if surface.get_at((x, y))[:3] == theme.BAD[:3])
        assert red > red_before + 10, (red, red_before)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_blocked_capsules_tip_names_the_colours_it_needs_and_the_empty_slots(data_dir: str, language: str) -> None:
    """Playtest 13: "it lacks Blue, Green and too few slots around it are empty" read as if "too few slots" were a
    colour it lacked. The tip sets the two figures side by side: the colours it needs, the slots left empty."""
    from engine.space_lab.words import COLOUR_WORDS
    from game.words import say

    app, table = steps.start(2, 1)
    i18n.set_language(language)
    try:
        for filled, empty in ((4, {"en": "no slot around it is empty", "fr": "plus aucun emplacement libre autour"}),
                              (3, {"en": "only 1 slot around it is empty", "fr": "plus que 1 emplacement libre autour"})):
            s = _around_first_capsule(filled)
            steps.at(table, s)
            fact = capsule_facts(table.view, 0)[0]
            assert fact.blocked and fact.free == 4 - filled, fact
            line = next(x for x in tips.capsule_lines(table.ui, 0, 0) if x.startswith(SAID[language]))
            assert empty[language] in line, line
            for a in fact.needs:
                assert say(COLOUR_WORDS[a], []) in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_set_up_trays_objectives_have_a_tip_naming_their_specialty(data_dir: str, language: str) -> None:
    """Playtest 13: at the set-up the Objectives' bottom icons (a Pilot's wings, a Doctor's cross) had no name
    anywhere, and pointing at the tray's Objectives showed nothing. Each tray card's tip names its Objective, the
    specialty its bottom slot asks for in words, and what it gives (SU-3, SL-12)."""
    from engine.space_lab.cards import OBJECTIVE
    from engine.space_lab.words import SPECIALTY_WORDS
    from game.tables.space_lab import layout as L
    from game.words import say
    from tests.client.test_coach import _learn
    from tests.client.test_coach_follow import _settle

    app, table = _learn("space_lab")
    _settle(app, table)
    assert table.view.phase == "assign"
    i18n.set_language(language)
    try:
        for i in range(3):
            at = L.tray_card("box", i, 3).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(1 / 60)
            lines = tips.tip(table.ui)
            o = table.ui.t.cards_in(("obj", table.ui.t.bottom, i))[-1]  # the Objective the tray card shows
            assert lines and say(SPECIALTY_WORDS[OBJECTIVE[o].specialty], []) in " ".join(lines), lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_says_a_colour_asked_twice_needs_two_cards(language: str) -> None:
    """Playtest 13, rules page 7: "a card per colour" beside Objectives that ask for Blue twice (SL-13: the
    Objective's colours are a multiset, two Blue marks need two Blue cards). The page says so."""
    from engine.space_lab.cards import NEED
    from game.scenes.help import item_text
    from game.tables.space_lab.help import PAGES

    assert any(max(need) == 2 for need in NEED.values())  # some Objective asks for one colour twice
    i18n.set_language(language)
    try:
        page = next(items for heading, items in PAGES if heading == "Objectives and validation")
        # a paragraph as the rules scene reads it (the engine's words, or a string)
        text = " ".join(t for t in map(item_text, page) if t is not None)
        assert {"en": "Blue twice: two Blue cards", "fr": "Bleu deux fois : deux cartes bleues"}[language] in text
        assert {"en": "a card per colour", "fr": "une par couleur"}[language] not in text
    finally:
        i18n.set_language("en")
