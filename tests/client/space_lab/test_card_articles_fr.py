"""A card named in a French sentence takes its article (issue 18): « Nova révèle Chercheur Vert » read like a
telegram. Every log line, move name and prompt that names a Lab card in a sentence says « le Chercheur Vert », a
Project « le Projet … » (SL-5 reveal, SL-7 place, SL-8 payment, SL-12 keep); the English is unchanged. The placement's
own name takes it too (« Poser le Médecin Or sous la capsule Rose », playtest 30): the French slot is named
without « sur l'emplacement », which leaves the Hint room for the warning of a capsule lost (test_hint_lost_capsule)."""

from __future__ import annotations

import pytest

from engine.core import Action, Event, Words
from engine.space_lab.cards import COST_OF, LAB_IDS, PROJECT_IDS
from engine.space_lab.prompts import _paying
from engine.space_lab.words import card_words, describe, describe_event
from game import i18n
from game import words as say_words

NAMES = ["Alice", "Nova"]
LAB = next(c for c in LAB_IDS if COST_OF[c] >= 2)  # a card with a cost: every payment prompt names it
OTHER = next(c for c in LAB_IDS if c != LAB)


def _lines() -> list[tuple[str, Words]]:
    """(the card's name, a line naming it in a sentence)."""
    project = PROJECT_IDS[0]
    out: list[tuple[str, Words]] = [
        ("lab", describe_event(Event("reveal", 1, (LAB,)), 0)),
        ("lab", describe_event(Event("place", 1, (LAB,), target="B2"), 0)),
        ("lab", describe_event(Event("place", 1, (LAB, OTHER), target="B2", value=1), 0)),
        ("lab", describe(Action("pay", LAB))),
        *(("lab", _paying(LAB, "B2", paid)) for paid in (0, COST_OF[LAB], COST_OF[LAB] + 1)),
        ("project", describe(Action("keep", project))),
        ("project", describe_event(Event("keep", 1, (project,)), 0)),
    ]
    return [(kind, w) for kind, w in out if w is not None]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_named_in_a_sentence_takes_its_article_in_french(language: str) -> None:
    i18n.set_language(language)
    try:
        names = {"lab": say_words.say(card_words(LAB), NAMES), "project": say_words.say(card_words(PROJECT_IDS[0]), NAMES)}
        for kind, w in _lines():
            text = say_words.say(w, NAMES)
            name = names[kind]
            assert name in text, (text, name)
            if language == "fr":
                article = "le " if kind == "lab" else "le Projet "
                assert article + name in text or text.startswith(f"Le {name}"), text
            else:
                assert f"the {name}" not in text and f"The {name}" not in text, text
    finally:
        i18n.set_language("en")
