"""The end of the game comes with a warning (SL-17, R-18). Playtest 19: a player back at their last turn read only a
small line in the turn box, drew three cards that could no longer score, and a rival went from 15 to 73 VP in a last
turn nobody saw coming. Now the last turn opens with a banner over the hand ("Your last turn!"), the prompt says it
first, Draw is no longer the button to press, the recap tells who triggered the end, the turn box says whose turn is
the last, and one placement before the end the turn box says who is that close."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import COST_OF, LAB_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from engine.space_lab.state import ONE_MORE_EACH
from game import i18n
from game.kit.moves import Banner
from game.tables.space_lab import offers
from game.tables.space_lab.layout import STATUS
from tests.client.driver import DT, text_spy
from tests.client.space_lab import steps

SAID = {"en": ("Your last turn!", "Your last turn: cards left in hand score nothing.", "Orbit's station is complete",
               "Orbit plays the last turn", "One more capsule for Orbit ends the game"),
        "fr": ("Votre dernier tour !", "Votre dernier tour : les cartes restées en main ne rapportent rien.",
               "d'Orbit est complète", "Orbit joue le dernier tour",
               "Encore une capsule pour Orbit, et la partie se termine")}


def _free(n: int, skip: set[int]) -> list[int]:
    return [c for c in LAB_IDS if COST_OF[c] == 0 and c not in skip][:n]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_last_turn_is_announced(data_dir: str, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    app, table = steps.start(2, 1, speed="normal", options={"end_mode": ONE_MORE_EACH})
    station = [c for c in LAB_IDS if COST_OF[c] > 0][:9]
    nova_hand = _free(5, set(station))
    mine = [c for c in LAB_IDS if c not in station and c not in nova_hand][:2]
    state = position(2, stations={1: dict(zip(SLOTS[:9], station, strict=True))}, hands={1: nova_hand, 0: mine[:1]},
                     rc={0: mine[1:]}, end_mode=ONE_MORE_EACH)
    steps.at(table, state)
    app.settings.language = language
    i18n.set_language(language)
    title, prompt, trigger, last, _near = SAID[language]
    try:
        recruit = next(a for a in table.choices.legal if a.kind == "recruit")
        steps.click_move(app, table, recruit)  # Alice's move; then Orbit's tenth card triggers the end
        banners: list[Banner] = []
        for _ in range(3000):
            banners += [b for b in table.anim.of_type(Banner) if b.title == title and b not in banners]
            if table.input_open and not table.anim.busy:
                break
            app.frame(DT)
        assert table.view.trigger == 1 and table.view.current == 0, (table.view.trigger, table.view.current)
        assert banners, "no banner opened the last turn"
        assert i18n.tr("Cards left in your hand score nothing: place what you can") == banners[0].line
        text, _colour = table.prompt_line()
        assert text.startswith(prompt), text
        draw = [b for b, key, _run in offers.buttons(table.ui)[0] if key == Action("draw")]
        assert draw and draw[0].enabled and not draw[0].primary  # still possible, no longer the one to press
        assert any(trigger in line for line, _c in table.recap.lines), table.recap.lines
        assert table.recap_box() is not None
        drawn = text_spy(monkeypatch)
        table.layer.invalidate()
        app.frame(DT)
        status = " ".join(s for s, r in drawn if r.colliderect(STATUS))
        assert last.replace("Orbit", "Alice") in status, status
    finally:
        i18n.set_language("en")


def _status(app: object, table: object, monkeypatch: pytest.MonkeyPatch, language: str, state: object) -> str:
    """The turn box's words at ``state``, in ``language``."""
    steps.at(table, state)
    app.settings.language = language  # type: ignore[attr-defined]
    i18n.set_language(language)
    try:
        drawn = text_spy(monkeypatch)
        table.layer.invalidate()  # type: ignore[attr-defined]
        app.frame(DT)  # type: ignore[attr-defined]
        return " ".join(s for s, r in drawn if r.colliderect(STATUS))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_capsule_from_the_end_is_said(data_dir: str, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    app, table = steps.start(2, 1)
    said = _status(app, table, monkeypatch, language, position(2, tiles={1: {0: 10, 1: 8}}))
    assert SAID[language][4] in said, said


TWO_CARDS = {"en": "2 more cards in Orbit's station end the game",
             "fr": "Il manque 2 cartes à la Station d'Orbit pour finir la partie"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_cards_from_the_end_is_said(data_dir: str, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Playtest 21: a rival's eighth card went unsaid, and one Place action may put two cards in (SL-8, SL-17)."""
    app, table = steps.start(2, 1)
    station = [c for c in LAB_IDS if COST_OF[c] > 0][:8]
    said = _status(app, table, monkeypatch, language, position(2, stations={1: dict(zip(SLOTS[:8], station,
                                                                                         strict=True))}))
    assert TWO_CARDS[language] in said, said
