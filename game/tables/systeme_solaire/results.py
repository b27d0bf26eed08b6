"""The Système Solaire results: every front with what it scored (the Sun apart), the hand bonus and the tie-break.

Everything comes from the engine's ``FinalResult``: per seat the front as
(card, VP) with the Sun's computed value, the hand and its value, the bonus;
the seats tied for the best hand; and whether the final tie-break decided.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.systeme_solaire import table_words
from engine.systeme_solaire.facts import FinalResult
from game.i18n import tr
from game.outcome import Part, ResultRow
from game.seats import Seat
from game.words import say


def rows(final: FinalResult, seats: list[Seat]) -> list[ResultRow]:
    """Per seat: the engine's parts of its total (each Sun, the rest of the front, the hand with its bonus)."""
    return [ResultRow(i, seat.name, final.seats[i].total, i in final.winners,
                      [Part(say(label, ()), vp, cards, said=say(said, ()) if said is not None else "")
                       for label, vp, cards, said in table_words.result_parts(final, i)], detail=tr("VP"))
            for i, seat in enumerate(seats)]


def notes(final: FinalResult, name: Callable[[int], str]) -> list[str]:
    """The engine's notes under the results (the best hand, how ties were settled), with the seats' names as the
    results list them."""
    names = [name(s) for s in range(len(final.seats))]
    return [say(w, names) for w in table_words.result_notes(final, names)]
