"""Every line of a tip begins with a capital (newcomer test 29, f12): the capsule's tip named its Objective as a
sentence names it, « l'Objectif Rouge + Vert + Or », "the Red + Green + Gold Objective", lower case at a line's
start."""

from __future__ import annotations

import pytest

from engine.space_lab.positions import position
from game import i18n, record
from game.tables.space_lab import layout as L
from tests.client.driver import DT
from tests.client.space_lab import steps

OBJECTIVE = {"en": "Objective", "fr": "Objectif"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_capsule_tip_names_its_objective_with_a_capital(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, position(2))
    i18n.set_language(language)
    try:
        table.mouse = L.OWN.capsules[0].center
        with record.capture() as items:
            app.frame(DT)
        texts = record.texts(items)
        named = [t for t in texts if OBJECTIVE[language] in t and t.lower().startswith(("the ", "l'"))]
        assert named, texts
        assert all(t[:1].isupper() for t in named), named
    finally:
        i18n.set_language("en")
