"""The French page-turning buttons are written whole (playtest 19: the game analysis showed « ◀ Précédente » beside
« Suiv. ▶ », the rules pages « ◀ Préc. » and « Suiv. ▶ »): « Suivante ▶ » and « ◀ Précédente », drawn in full on
the rules pages and on the game analysis."""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes.help import HelpScene
from tests.client.driver import DT, make_app, text_spy


def test_the_french_page_buttons_are_whole_words(monkeypatch: pytest.MonkeyPatch, data_dir: str) -> None:
    app = make_app()
    app.settings.language = "fr"
    i18n.set_language("fr")
    try:
        said = {en: i18n.tr(en) for en in ("Next ▶", "◀ Prev", "◀ Previous")}
        assert said == {"Next ▶": "Suivante ▶", "◀ Prev": "◀ Précédente", "◀ Previous": "◀ Précédente"}, said
        plain, fitted = text_spy(monkeypatch), text_spy(monkeypatch, "blit_fit")
        scene = HelpScene(app, "space_lab")
        app.push(scene)
        scene.turn(1)  # the middle pages: both buttons live
        app.frame(DT)
        texts = {s for s, _r in plain + fitted}
        assert {"Suivante ▶", "◀ Précédente"} <= texts, sorted(texts)
    finally:
        i18n.set_language("en")
