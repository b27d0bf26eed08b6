"""One wording per card (playtest 22): a card was said three ways, "draw 1 Lab" on its face, "Draw 1 Lab card" in
its tip, "+1 Lab" in the log (in French too, « +1 Lab »), and by colour and specialty alone in the Hint; the
rules pages did not quote the cards. Now the tip, the log, the Hint and the rules pages say each Lab card's
effect in the same words (SL-5, SL-8: the moves that name a card), the face's own words with its pictures said;
the Hint, short of room, names a card by colour and specialty as the tip's title does, and whole where the hand
holds two of that name.
The coach's first line says plainly what validates a capsule and what triggers its Objective (SL-12, SL-13)."""

from __future__ import annotations

import re

import pygame
import pytest

from engine.core import Action, Event, Words
from engine.space_lab.cards import AGENCY_OF, COST_OF, EFFECT_OF, LAB_IDS, SPECIALTY_OF
from engine.space_lab.content import K_DRAW_LAB
from engine.space_lab.faces import face_lines
from engine.space_lab.kinds import ActionKind, EventKind
from engine.space_lab.lesson import OPENING
from engine.space_lab.pages import rules_pages
from engine.space_lab.tips import card_tip
from engine.space_lab.words import card_words, describe_event, whole_words
from game import i18n
from game import words as say_words

NAMES = ["Alice", "Nova"]


def _say(w: Words | None) -> str:
    assert w is not None
    return say_words.say(w, NAMES)


def _twins(a: int, b: int) -> bool:
    """Two Lab cards of one name: one agency, one specialty (told apart by their effects)."""
    return AGENCY_OF[a] == AGENCY_OF[b] and SPECIALTY_OF[a] == SPECIALTY_OF[b]


class _View:
    """Just what ``whole_words`` reads: the seat and its hand."""

    def __init__(self, hand: list[int]) -> None:
        self.seat = 0
        self.hands = [hand, []]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_lab_card_s_effect_reads_the_same_in_its_tip_the_log_the_hint_and_the_rules(language: str) -> None:
    from game.scenes.help import _layout

    pygame.init()  # the help screen wraps its lines by the font's widths
    i18n.set_language(language)
    try:
        # the rules pages as the help screen lays them out, the words beside each row of cards included
        blocks = [b for _h, items in rules_pages(("drawing", None, 10)) for b in _layout(items, 20)]
        rules = " ".join([text for kind, text, _h in blocks if kind == "line"]
                         + [line for kind, (_ids, caption), _h in (b for b in blocks if b[0] == "cards")
                            for line in caption])
        quoted = 0
        for card in LAB_IDS:
            name, text = (_say(w) for w in card_tip(card))
            cost = re.match(r"\D*\d+\s*:\s*", text)
            assert cost is not None, text
            effect = text[cost.end():]  # the tip: "Cost 1: draw 1 Lab card"
            whole = _say(card_words(card))
            assert whole.startswith(name) and whole.endswith(f"({effect})"), (whole, text)
            log = _say(describe_event(Event(EventKind.PLACE, 1, (card,), target="T0"), 0))
            assert f"({effect})" in log, (log, effect)
            if COST_OF[card]:  # the Hint names a paid placement whole, by the name the tip's title gives it ...
                payer = next(c for c in LAB_IDS if c != card and not _twins(c, card))
                hint = _say(whole_words(_View([card, payer]), Action(ActionKind.PLACE, card, "T0"),
                                        (Action(ActionKind.PAY, payer),) * COST_OF[card]))
                assert name in hint and whole not in hint, (hint, name)
                # ... and by its whole name, effect and all, in the log's words, where the hand holds its twin
                twin = next((c for c in LAB_IDS if c != card and _twins(c, card)), None)
                if twin is not None:
                    hint = _say(whole_words(_View([card, twin]), Action(ActionKind.PLACE, card, "T0"),
                                            (Action(ActionKind.PAY, twin),) * COST_OF[card]))
                    assert whole in hint, (hint, whole)
            quoted += whole in rules
        assert quoted >= 6  # every Lab card the rules pages picture is quoted by that name
        # the face prints the same words as the rest, its pictures aside
        draw = next(c for c in LAB_IDS if EFFECT_OF[c] is not None and EFFECT_OF[c].kind == K_DRAW_LAB)
        face = " ".join(_say(t) for line in face_lines(EFFECT_OF[draw]) for t in line if isinstance(t, Words))
        assert f"({face})" in _say(card_words(draw))
        assert "+1" not in rules and "+1" not in " ".join(_say(card_words(c)) for c in LAB_IDS)
    finally:
        i18n.set_language("en")


def test_the_coach_says_what_validates_a_capsule_and_what_triggers_its_objective() -> None:
    """"A capsule scores its Objective when its neighbours show its colours" mixed the two rules up (SL-12: a card
    of the Objective's specialty in the bottom slot triggers its effect; SL-13: the colours validate the capsule)."""
    first = dict(OPENING)["assign"]
    assert "validated" in first and "Validation tile" in first and "bottom slot" in first
    assert "scores its Objective" not in first
