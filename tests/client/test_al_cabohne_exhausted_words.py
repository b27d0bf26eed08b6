"""The log line of a run-out draw pile says what its number counts (issue 18, playtest: "The draw pile has run out
(1)"). AC-30: each time the draw pile runs out counts one pass through the deck."""

from __future__ import annotations

import pytest

from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.words import describe_event
from engine.core import Event
from game import i18n
from game.words import say


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "pass 1 through the deck is over", "pass 2 through the deck is over"),
    ("fr", "passage 1 dans le paquet terminé", "passage 2 dans le paquet terminé"),
])
def test_the_run_out_line_counts_passes_through_the_deck(lang: str, one: str, two: str) -> None:
    try:
        i18n.set_language(lang)
        first = say(describe_event(Event(EventKind.EXHAUSTED, value=1), None), ["Alice"])
        second = say(describe_event(Event(EventKind.EXHAUSTED, value=2), None), ["Alice"])
        assert first.endswith(one) and second.endswith(two) and "(1)" not in first, (first, second)
    finally:
        i18n.set_language("en")
