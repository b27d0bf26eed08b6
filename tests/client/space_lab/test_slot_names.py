"""The two shared middle slots are named by the capsules they touch, as the set-up's tip names them (playtest 17:
"la case centre-gauche" was vague to a newcomer; the capsules' colours are what the table shows). SL-13: a middle
slot neighbours the two capsules on either side of it."""

from __future__ import annotations

import pytest

from engine.space_lab.cards import NEIGHBOURS, SLOT_INDEX
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, SLOT_WORDS
from game import i18n
from game.words import say


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_shared_slot_is_named_by_the_two_capsules_it_touches(language: str) -> None:
    i18n.set_language(language)
    try:
        for slot in ("M1", "M2"):
            touched = [i for i, around in enumerate(NEIGHBOURS) if SLOT_INDEX[slot] in around]
            assert len(touched) == 2, (slot, touched)
            said = say(SLOT_WORDS[slot], [])
            for cap in touched:
                assert say(CAPSULE_COLOURS_WORDS[cap], []) in said, (said, cap)
            others = set(range(len(CAPSULE_COLOURS_WORDS))) - set(touched)
            assert not any(say(CAPSULE_COLOURS_WORDS[c], []) in said for c in others), said
    finally:
        i18n.set_language("en")
