"""A kept Al Cabohne game's outcome fits its Replays row whole (playtest 11: the French line of a gentle win was cut,
"Alice a gagné, 35 contre 27 pour la Mafia (Mafia d…", and lost the variant's name). The engine's outcome words
(AC-36; the gentle Mafia named, AC-35) for a win, a shared win and the Mafia's win, after the players' names, fit
the width the list gives them beside any game's title and date, in English and in French."""

from __future__ import annotations

import pytest

from engine.al_cabohne.words import result
from game import i18n, theme
from game import words as say_words
from game.scenes import replays as scene
from tests.client.driver import make_app


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_outcome_fits_its_replays_row(language: str, data_dir: str) -> None:  # rule AC-35, AC-36
    make_app("instant")  # fonts ready, as the screen has them
    i18n.set_language(language)
    try:
        # the players and outcome have a line of their own under the game and date, beside the row's buttons
        right_w = scene.TEXT_W
        for names, scores, winners in ((["Alice"], [35], [0]), (["Alice"], [25], []),
                                       (["Alice", "Bob"], [38, 38], [0, 1]), (["Alice", "Bob"], [41, 30], [0])):
            for gentle in (False, True) if len(names) == 1 else (False,):  # the gentle Mafia is solo's
                said = say_words.say(result(scores, winners, 27, gentle), names)
                line = i18n.tr("{players} — {result}", players=", ".join(names), result=said)
                assert theme.shorten(line, 16, right_w) == line, (line, theme.font(16).size(line)[0], right_w)
    finally:
        i18n.set_language("en")
