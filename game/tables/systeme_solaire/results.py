"""The Système Solaire results: every front with what it scored (the Sun apart), the hand bonus and the tie-break.

Everything comes from the engine's ``FinalResult``: per seat the front as
(card, VP) with the Sun's computed value, the hand and its value, the bonus;
the seats tied for the best hand; and whether the final tie-break decided.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.systeme_solaire import table_words
from engine.systeme_solaire.cards import IS_SUN
from engine.systeme_solaire.facts import FinalResult
from game import words as say_words
from game.i18n import tr
from game.outcome import Part, ResultRow
from game.seats import Seat


def rows(final: FinalResult, seats: list[Seat]) -> list[ResultRow]:
    """Per seat: a part for each Sun (its score), the rest of the front, and the hand with its bonus."""
    out = []
    for i, seat in enumerate(seats):
        sc = final.seats[i]
        parts = [Part(tr("Sun"), vp, (c,)) for c, vp in sc.front if IS_SUN[c]]
        planets = [(c, vp) for c, vp in sc.front if not IS_SUN[c]]
        parts.append(Part(tr("Front"), sum(vp for _c, vp in planets), tuple(c for c, _vp in planets)))
        # the bonus said plainly, its reason after it (SS-26): "Hand bonus (value 6): 4" read as a riddle (which 6?
        # which 4?, playtest 15)
        if i in final.bonus_seats:
            parts.append(Part(tr("Hand bonus"), sc.bonus, sc.hand,
                              said=tr("+{n} (best hand, value {v})", n=sc.bonus, v=sc.hand_value)))
        else:
            parts.append(Part(tr("Hand"), sc.bonus, sc.hand, said=tr("no bonus (value {v})", v=sc.hand_value)))
        out.append(ResultRow(i, seat.name, sc.total, i in final.winners, parts, detail=tr("VP")))
    return out



def notes(final: FinalResult, name: Callable[[int], str]) -> list[str]:
    """The engine's notes under the results (the best hand, how ties were settled), with the seats' names as the
    results list them."""
    names = [name(s) for s in range(len(final.seats))]
    return [say_words.say(w, names) for w in table_words.result_notes(final, names)]
