"""Every bean has a French name (playtest 14: "Puff" was the only bean left in English among Bleu, Rouge, Feu, Fève,
Vert and Grimpant), the same on the cards, in the log and in the rules pages."""

from __future__ import annotations

from engine.al_cabohne.cards import PUFF, TYPES, cards_of
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.words import describe_event
from engine.core import Event
from game import i18n
from game.words import say


def test_each_bean_reads_in_french_as_a_french_word() -> None:
    try:
        i18n.set_language("fr")
        names = [i18n.tr(t) for t in TYPES]
        assert all(fr != en for fr, en in zip(names, TYPES, strict=True)), names
        assert len(set(names)) == len(names), names
        # the log names the bean as the cards do
        line = say(describe_event(Event(EventKind.DRAW, 0, (cards_of(PUFF)[0],), value=1), 0), ["Alice"])
        planted = say(describe_event(Event(EventKind.PLANT, 0, (cards_of(PUFF)[0],), target="field:0"), 0),
                      ["Alice"])
        assert "Puff" not in line + planted and i18n.tr("Puff") in planted, (line, planted)
    finally:
        i18n.set_language("en")
