"""French: a card's colour agrees with the card (playtest 11): « Nova prend 1 carte Bleu » read as a slip; it is
« 1 carte bleue », « 3 cartes vertes » (SL-5, SL-6: taking and recruiting). A card's name keeps its agency as a name
(« Médecin Vert »). And the faces' per-icon lines had lost their « dans »: « 2 PV par ✚ votre Station », then
« 2 PV par ✚ dans la Station », which read as some other station (playtest 21), then « chez vous », which read as the
viewer's own on a computer's card (playtest 26): now « dans sa Station », the card's own, as « dans sa rangée »."""

from __future__ import annotations

import re

import pytest

from engine.core import Action, Event
from engine.space_lab import content as C
from engine.space_lab.cards import AGENCY_OF, LAB_IDS
from engine.space_lab.kinds import EventKind
from engine.space_lab.words import card_words, describe, describe_event, effect_words
from game import i18n
from game.tables.space_lab import icons
from game.words import say

NAMES = ["Alice", "Nova"]


@pytest.fixture
def french() -> object:
    i18n.set_language("fr")
    yield None
    i18n.set_language("en")


@pytest.mark.parametrize(("agency", "one", "many"), [(0, "1 carte rouge", "3 cartes rouges"),
                                                      (1, "1 carte bleue", "3 cartes bleues"),
                                                      (2, "1 carte verte", "3 cartes vertes")])
def test_a_colour_agrees_with_the_cards(french: object, agency: int, one: str, many: str) -> None:
    took = say(describe_event(Event(EventKind.TAKE, seat=1, cards=(1,), value=agency), 0) or describe(Action("end")),
               NAMES)
    recruited = say(describe_event(Event(EventKind.RECRUIT, seat=1, cards=(1, 2, 3), value=agency), 0)
                    or describe(Action("end")), NAMES)
    assert took == f"Nova prend {one}", took
    assert recruited == f"Nova recrute {many}", recruited
    assert say(describe(Action("agency", agency)), []) == f"Prendre chaque {one[2:]} révélée"
    assert f"par {one[2:]} dans" in say(effect_words(C.VP_PER_AGENCY(agency, 3, C.ROW)), [])


def test_a_card_s_name_keeps_its_agency_as_a_name(french: object) -> None:
    green = next(c for c in LAB_IDS if AGENCY_OF[c] == 2)
    assert say(card_words(green), []).split()[1] == "Vert"  # « Médecin Vert (…) »


def test_the_faces_say_where_they_count(french: object) -> None:
    for scope, where in ((C.ROW, "dans sa rangée"), (C.STATION, "dans sa Station")):
        lines = icons.effect_lines(C.VP_PER_SPECIALTY(0, 2, scope))
        assert [where] in lines, lines


def test_english_is_unchanged() -> None:
    i18n.set_language("en")
    took = describe_event(Event(EventKind.TAKE, seat=1, cards=(1, 2), value=3), 0)
    assert took is not None and say(took, NAMES) == "Nova takes 2 Gold cards"
    assert say(describe(Action("agency", 2)), []) == "Take every revealed Green card"


def test_agence_is_a_common_noun_mid_sentence() -> None:
    """Playtest 11: « d'une Agence », « de son Agence » capitalised a common noun; the glossary's term may lead."""
    from pathlib import Path

    po = Path(__file__).resolve().parents[3] / "game" / "locale" / "fr" / "LC_MESSAGES" / "beaniverse.po"
    texts = [line for line in po.read_text(encoding="utf-8").splitlines() if line.startswith(("msgstr", '"'))]
    mid = [t for t in texts if re.search(r"[a-zé'’] Agences?\b|d'Agence", t) and "Glossaire" not in t]
    assert not mid, mid
