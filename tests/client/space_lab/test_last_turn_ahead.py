"""The player is told before a turn that may be their last (SL-17, equal turns). Playtest 23: a rival one capsule or
one Place action from the end, seated after the player, ends the game in the same round, so the player's turn was
their last and nothing said so until the game was over. Under "one more turn each" every other player plays once
after the trigger, so nothing is said then."""

from __future__ import annotations

import pytest

from engine.space_lab.cards import LAB_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from engine.space_lab.state import EQUAL_TURNS, ONE_MORE_EACH
from game import i18n
from tests.client.driver import DT
from tests.client.space_lab import steps

SAID = {"en": "Perhaps your last turn: Orbit can end the game on their turn.",
        "fr": "Peut-être votre dernier tour : Orbit peut finir la partie à son tour."}


def _prompt(language: str, mode: str, **kwargs: object) -> str:
    app, table = steps.start(2, 1, options={"end_mode": mode})
    steps.at(table, position(2, end_mode=mode, **kwargs))  # type: ignore[arg-type]
    app.settings.language = language
    i18n.set_language(language)
    try:
        app.frame(DT)
        return str(table.prompt_line()[0])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rival_a_capsule_from_the_end_makes_this_turn_maybe_the_last(data_dir: str, language: str) -> None:
    said = _prompt(language, EQUAL_TURNS, tiles={1: {0: 10, 1: 8}})
    assert said.startswith(SAID[language]), said
    assert len(said) > len(SAID[language])  # the turn's moves still follow


def test_a_rival_a_card_from_a_full_station_is_said_too(data_dir: str) -> None:
    station = dict(zip(SLOTS[:9], LAB_IDS[:9], strict=True))
    assert _prompt("en", EQUAL_TURNS, stations={1: station}).startswith(SAID["en"])


def test_nothing_is_said_far_from_the_end_or_with_one_more_turn_each(data_dir: str) -> None:
    assert not _prompt("en", EQUAL_TURNS).startswith("Perhaps")
    assert not _prompt("en", ONE_MORE_EACH, tiles={1: {0: 10, 1: 8}}).startswith("Perhaps")
