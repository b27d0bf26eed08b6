"""The coach keeps the why of its pick (playtest 15, French): with longer French words the panel said "Le choix du
guide : Payer 5 avec Sonde 5." and silently dropped the reason the English panel gave. The line's later sentences
(its general advice, a glossary) now go first; the reason goes only where nothing else makes room."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.kit.coach import Coach
from game.tables import coach_script
from tests.client import test_coach_panel_fits as coach_panel_fits
from tests.client.driver import DT
from tests.client.test_coach import _learn, _think_through
from tests.client.test_coach_panel_fits import _set_language

DECISIONS = 8  # the first decisions of the Learn-to-play game: a bid, an order reveal, a group, a payment


language = coach_panel_fits.language  # the fixture: en, fr or "long" as each test's parameter says


@pytest.mark.parametrize(("game", "language"), [("systeme_solaire", "fr"), ("systeme_solaire", "long"),
                                                ("space_lab", "fr")], indirect=["language"])
def test_following_the_coach_its_every_pick_comes_with_its_reason(game: str, language: str, data_dir: str) -> None:
    app, table = _learn(game)
    _set_language(language)  # the app set its own language as it opened: the one under test again
    app.frame(DT)
    reasoned = kept = 0
    for _ in range(DECISIONS):
        for _ in range(3000):
            if table.input_open or table.mod.over:
                break
            app.frame(DT)
        if table.mod.over:
            break
        _think_through(table)
        app.frame(DT)
        while table.coach.planning:
            app.frame(DT)
        coach = table.coach
        aim = coach.aim
        why = coach._reason() if aim is not None else None
        if why is not None:
            reasoned += 1
            # the reason is said, or left out only where saying it would hide the log's newest rows, which the
            # learner reads beside the pick (``Coach._shortened``)
            text = coach.text
            kept += why in text.replace("\n", " ")
            with_why = f"{text} {why}"
            assert why in text.replace("\n", " ") or not coach.fits(with_why) or coach._hides_log(with_why), (
                why, text)
            assert coach.fits(text)
        table.play_all([aim, *coach._plan[coach._step + 1:]] if aim is not None else table.mod.legal()[:1])
    assert reasoned >= 3, reasoned  # the check met picks with reasons
    assert kept >= reasoned / 3, (kept, reasoned)  # said at a third of them at least, in the widest language too


def test_the_line_s_last_sentences_go_before_the_reason() -> None:
    """A line of three sentences, a pick and its reason, too long together for the panel in French: the line's
    first sentence, the pick and the reason stay; its last sentence goes."""
    pygame.font.init()
    i18n.set_language("fr")
    try:
        script: Any = coach_script("systeme_solaire")
        coach = Coach(script, "systeme_solaire")
        line = ("Vous avez gagné l'enchère : payez avec des cartes de la main valant au moins votre mise. "
                "Pas de monnaie rendue : une carte de trop est perdue. "
                "Une Terre ou un Pluton payé va devant vous, si aucune carte du même nom n'y est.")
        move, why = "Payer 5 avec Sonde 5", "Cela paie 5 exactement avec le moins de cartes : 4 restent pour enchérir."
        assert not coach.fits(f"{line}\nLe choix du guide : {move}. {why}")  # all of it does not fit: one must go
        text = coach._shortened(line, move, why)
        assert why in text and move in text and text.startswith("Vous avez gagné l'enchère"), text
        assert "Une Terre ou un Pluton" not in text and coach.fits(text)
    finally:
        i18n.set_language("en")
