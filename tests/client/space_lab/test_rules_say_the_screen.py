"""The Space Lab rules pages say what the screen and the cards say (playtest 28): page 5 told to "click the cards to
discard, then Confirm" beside a button reading "Pay 1/1" (« puis Confirmer » beside « Payer 2/2 »; SL-8); in French
page 2 explained « Cette rangée » where the cards read « dans sa rangée » (SL-3: where an effect counts)."""

from __future__ import annotations

import re

import pytest

from engine.core import Words
from engine.space_lab.cards import COST_OF, EFFECT_OF, LAB_IDS
from engine.space_lab.faces import face_lines
from game import i18n, record
from game.i18n import tr
from game.scenes.help import HelpScene
from game.words import say
from tests.client.driver import DT, make_app


def _page(language: str, heading: str) -> str:
    """The rules page ``heading`` of Space Lab as the rules screen shows it: its rendered lines, joined."""
    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)
    scene = HelpScene(app, "space_lab")
    app.push(scene)
    page = next(k for k, (head, _items) in enumerate(scene.pages) if head == tr(heading))
    scene.turn(page)
    with record.capture() as items:
        app.frame(DT)
    return " ".join(record.texts(items))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_placing_page_names_the_pay_button_as_it_reads(data_dir: str, language: str) -> None:  # rules SL-8
    try:
        text = _page(language, "Placing and paying")
        card = next(c for c in LAB_IDS if COST_OF[c] == 2)
        button = tr("Pay {n}/{cost}", n=2, cost=COST_OF[card])  # as game/tables/space_lab/offers.py labels it
        named = button.split()[0]  # "Pay", « Payer »: the label's word before its count
        assert re.search(rf"\b{named}\b", text), (named, text)
        assert tr("Confirm") not in text, text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_card_reading_page_quotes_the_cards_own_words(data_dir: str, language: str) -> None:  # rules SL-3
    try:
        text = _page(language, "Reading a Lab card")
        quoted = {q.strip().casefold() for q in re.findall(r"[\"«]([^\"»]+)[\"»]", text)}
        faces = " ".join(say(token, []) for c in LAB_IDS for line in face_lines(EFFECT_OF[c]) for token in line
                         if isinstance(token, Words)).casefold()
        for where in ("in this row", "in its station"):
            said = tr(where).casefold()  # as the face prints it (engine/space_lab/words.py)
            assert said in faces, (said, faces[:200])
            assert said in quoted, (said, quoted)
    finally:
        i18n.set_language("en")
