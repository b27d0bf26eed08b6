"""Al Cabohne's French as a newcomer read it (playtest 27): « Impôt : Vert d'Alice (le champ 2) » read oddly with an
article in brackets (and « règle (pièces comptant double) » was not French anyone says: ``test_al_cabohne_gentle``)."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.cards import BLUE, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import TAX
from engine.al_cabohne.words import describe_event
from game import i18n
from game.words import say

AC = GAMES["al_cabohne"]


def test_the_tax_log_line_names_the_field_without_an_article_in_brackets() -> None:  # AC-17
    s = position(1, phase=TAX, fields={0: [[PUFF], [BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], []])
    events = AC.apply_legal(s, next(a for a in AC.legal_actions(s) if a.kind == "tax"))[1]
    lines = [w for e in events if e.kind == "tax" and (w := describe_event(e, 0)) is not None]
    assert lines
    i18n.set_language("fr")
    try:
        assert say(lines[0], ["Alice"]) == "Impôt : Coco d'Alice (champ 1) → Don Corlebohne", say(lines[0], ["Alice"])
    finally:
        i18n.set_language("en")
    assert say(lines[0], ["Alice"]) == "Tax: Puff from Alice's field 1 to Don Corlebohne"
