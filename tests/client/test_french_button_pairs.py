"""French buttons that read right to a newcomer (issue 18): Undo said « Défaire » while Cancel beside it said
« Annuler », which testers took for Undo; a button that closes a choice now says « Retour » (Space Lab's card
choice) and one that drops a draft « Abandonner ». Playtest 19: Undo as « Annuler » beside « Retour » read as a
second Cancel, so Undo says « Défaire » again, and no button « Annuler » is left. The title's button to the finished
games reads as the screen it opens is headed, « Historique », and is no other name for its rows' « Revoir ▸ »
(playtest 29)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.kit.choices import Pick
from tests.client.driver import DT, click, click_key, learn_from_title, make_app, text_spy
from tests.client.test_coach import ring_of, ring_until


def _drawn_in(drawn: list[tuple[str, pygame.Rect]], rect: pygame.Rect) -> list[str]:
    return [s for s, r in drawn if rect.contains(r) or rect.collidepoint(r.center)]


def test_space_lab_undo_and_the_card_choice_close_say_different_words(monkeypatch: pytest.MonkeyPatch,
                                                                        data_dir: str) -> None:
    app, table = learn_from_title("space_lab", "fr")
    ring_until(app, table, lambda _spot: table.coach.aim is not None and table.coach.aim.kind == "place",
               "a placement")
    first = ring_of(table)
    assert first is not None
    drawn = text_spy(monkeypatch)
    spied_fit = text_spy(monkeypatch, "blit_fit")
    click(app, first.center)  # a hand card chosen: the button that lets it go is up
    app.frame(DT)
    shown = drawn + spied_fit
    back = next(o for o in table.current_offers() if o.key == Pick("cancel"))
    undo = next((r for r, k in table.clickables() if k == "ui:undo"), None)  # offered once a move is made
    assert "Retour" in _drawn_in(shown, back.rect), (back.rect, shown)
    texts = [s for s, _r in shown]
    assert "Défaire" in texts, "the Undo button reads « Défaire »"
    assert "Annuler" not in texts
    if undo is not None:
        assert "Défaire" in _drawn_in(shown, undo)


@pytest.mark.parametrize(("lang", "button", "heading"), [("fr", "Historique", "Historique"),
                                                          ("en", "Past games", "Past games")])
def test_the_title_opens_the_kept_games_under_its_own_heading(monkeypatch: pytest.MonkeyPatch, data_dir: str,
                                                               lang: str, button: str, heading: str) -> None:
    from game.scenes.title import TitleScene

    app = make_app()
    app.settings.language = lang
    i18n.set_language(lang)
    drawn: list[Any] = text_spy(monkeypatch)
    fitted = text_spy(monkeypatch, "blit_fit")
    app.push(TitleScene(app))
    app.frame(DT)
    assert button in [s for s, _r in drawn + fitted]
    assert "Rediffusions" not in [s for s, _r in drawn + fitted]
    click_key(app, "replays")
    app.frame(DT)
    assert heading in [s for s, _r in drawn + fitted]
    # the screen's rows watch a game: their button is no other name for the screen (« Revoir » opened a list whose
    # rows each had « Revoir ▸ », playtest 29)
    assert i18n.tr("Watch ▸").rstrip(" ▸") != button


def test_french_undo_and_cancel_never_share_a_word() -> None:
    i18n.set_language("fr")
    said = {en: i18n.tr(en) for en in ("Undo", "Cancel", "Back")}
    assert said == {"Undo": "Défaire", "Cancel": "Abandonner", "Back": "Retour"}, said
    assert i18n.tr("Undo stops here: something new was shown. {what}.", what="x").startswith("Défaire ")


def test_french_quit_and_leave_say_what_they_do() -> None:
    """Playtest 30: the title's Quit said « Fermer » and asked « Quitter Beaniverse ? », while the table's Leave,
    which keeps the game to resume, said « Quitter », the word a player expects for quitting the app. Quit is
    « Quitter » as its question, and Leave another word, the one its question starts with."""
    i18n.set_language("fr")
    try:
        quit_, leave = i18n.tr("Quit"), i18n.tr("Leave")
        quit_asks = i18n.tr("Quit Beaniverse?")
        leave_asks = i18n.tr("Leave? The game is saved: resume it with Continue on the title screen.")
    finally:
        i18n.set_language("en")
    assert quit_asks.startswith(quit_ + " "), (quit_, quit_asks)
    assert leave_asks.split("?")[0].rstrip(" \u00a0") == leave, (leave, leave_asks)
    assert quit_ != leave and not leave.startswith("Quitt"), leave
