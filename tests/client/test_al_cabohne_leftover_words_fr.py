"""A leftover bean placed (AC-25) reads as a sentence in the log, in French too (playtest 15: « Alice : reste
Grimpant → le champ 2 (2 fois) » used "reste" as a bare noun): « Alice place la carte Grimpant restante sur le
champ 2 », and the move's name alike."""

from __future__ import annotations

from engine.al_cabohne.cards import RUNNER, cards_of
from engine.al_cabohne.kinds import ActionKind, EventKind
from engine.al_cabohne.words import describe, describe_event
from engine.core import Action, Event
from game import i18n
from game.words import say


def test_a_leftover_placed_reads_as_a_sentence_in_french() -> None:  # rule AC-25
    card = cards_of(RUNNER)[0]
    e = Event(EventKind.LEFTOVER, 0, (card,), "field:1", source="leftover:0")
    try:
        i18n.set_language("fr")
        line = say(describe_event(e, 0), ["Alice", "Nova"])
        assert line == "Alice place la carte Grimpant restante sur le champ 2", line
        named = say(describe(Action(ActionKind.LEFTOVER, card, "field:1")), ["Alice", "Nova"])
        assert "reste" not in named and "restante" in named, named
    finally:
        i18n.set_language("en")
