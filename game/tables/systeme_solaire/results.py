"""The Système Solaire results: every front with what it scored (the Sun apart), the hand bonus and the tie-break.

Everything comes from the engine's ``FinalResult``: per seat the front as
(card, VP) with the Sun's computed value, the hand and its value, the bonus;
the seats tied for the best hand; and whether the final tie-break decided.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.systeme_solaire.cards import IS_SUN
from engine.systeme_solaire.facts import BONUS_PER_CARD, FinalResult
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
    """Who had the best hand (all of them gain the bonus), how a tie on the top total was broken, and in what order
    seats tied lower down are listed (the same tie-break, a ruling: the rules speak of the win alone)."""
    best = final.seats[final.bonus_seats[0]].hand_value
    holders = ", ".join(name(s) for s in final.bonus_seats)
    out = [tr("Best hand value {n}: {names} — {per} VP per card in hand", n=best, names=holders,
              per=BONUS_PER_CARD)]
    if final.tie_break:
        out.append(tr("{names} tie on {n} VP: the tie goes to {winner}, nearest to {first} (who began the game), "
                      "counterclockwise", names=", ".join(name(s) for s in final.tied), first=name(0),
                      n=final.seats[final.winners[0]].total, winner=name(final.winners[0])))
    n = len(final.seats)
    top = final.seats[final.winners[0]].total
    for total in sorted({sc.total for sc in final.seats} - {top}, reverse=True):
        group = sorted((q for q, sc in enumerate(final.seats) if sc.total == total), key=lambda q: (0 - q) % n)
        if len(group) > 1:  # two seats on one total read as listed at random: say the order's reason
            out.append(tr("{names} tie on {n} VP: listed nearest to {first} (who began the game), "
                          "counterclockwise first", names=", ".join(name(q) for q in group), n=total, first=name(0)))
    return out
