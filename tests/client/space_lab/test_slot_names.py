"""Every slot is named by the capsule(s) it touches, as the station shows them: by colour (playtest 23: "the bottom
right slot" left a newcomer counting capsules; playtest 17: "la case centre-gauche" was vague). SL-13: a middle slot
neighbours the capsules on either side of it; a top or bottom slot, its own capsule. And French says one word per
meaning, as the BGA help page (seeds/space_lab.bga-help.fr.txt) does: « emplacement », « tuile Validation »."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.space_lab.cards import NEIGHBOURS, SLOT_INDEX
from engine.space_lab.content import SLOTS
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, SLOT_WORDS
from game import i18n
from game.words import say


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("slot", SLOTS)
def test_a_slot_is_named_by_the_capsules_it_touches(language: str, slot: str) -> None:
    i18n.set_language(language)
    try:
        touched = [i for i, around in enumerate(NEIGHBOURS) if SLOT_INDEX[slot] in around]
        assert len(touched) == (2 if slot in ("M1", "M2") else 1), (slot, touched)
        said = say(SLOT_WORDS[slot], [])
        if language == "fr" and slot in ("M0", "M3"):  # « tout à gauche » touches one capsule, and leaves the
            return  # French Hint room for its reason (the far slots have a single neighbour: SL-13)
        for cap in touched:
            assert say(CAPSULE_COLOURS_WORDS[cap], []) in said, (said, cap)
        others = set(range(len(CAPSULE_COLOURS_WORDS))) - set(touched)
        assert not any(say(CAPSULE_COLOURS_WORDS[c], []) in said for c in others), said
        assert len(set(say(w, []) for w in SLOT_WORDS.values())) == len(SLOTS)  # no two slots said alike
    finally:
        i18n.set_language("en")


def _space_lab_french() -> list[str]:
    """The French of every catalogue entry some Space Lab module says."""
    po = (Path(__file__).parents[3] / "game/locale/fr/LC_MESSAGES/beaniverse.po").read_text(encoding="utf-8")
    said: list[str] = []
    for entry in po.split("\n\n"):
        if "space_lab" in entry:
            said += re.findall(r'^msgstr(?:\[\d\])? "(.*)"$', entry, re.M)
    return said


@pytest.mark.parametrize("stray", [r"\bcases?\b", r"[Tt]uiles? de validation", r"\barme\b"])
def test_french_says_one_word_per_meaning(stray: str) -> None:
    """A slot is « emplacement » (never « case »), the tile a « tuile Validation » (never « tuile de validation »);
    « arme » read as a weapon."""
    found = [s for s in _space_lab_french() if re.search(stray, s)]
    assert not found, found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("slot", "cap"), [("B0", 0), ("B1", 1), ("B2", 2)])
def test_the_log_names_the_capsule_whose_objective_triggers(language: str, slot: str, cap: int) -> None:
    """SL-12: a card on a bottom slot triggers the Objective of that slot's capsule; the log names the capsule
    ("the Red + Red + Green Objective" left a newcomer to find which capsule holds it)."""
    from engine.core import Event
    from engine.space_lab.cards import OBJECTIVE
    from engine.space_lab.kinds import EventKind
    from engine.space_lab.words import describe_event

    i18n.set_language(language)
    try:
        for source in ("now", "end"):
            said = describe_event(Event(EventKind.OBJECTIVE, 1, (next(iter(OBJECTIVE)),), slot, source=source), 0)
            assert said is not None
            line = say(said, ["Alice", "Nova"])
            assert say(CAPSULE_COLOURS_WORDS[cap], []) in line, line
    finally:
        i18n.set_language("en")
