"""The Al Cabohne results on screen: each player's coin pile and the Mafia's treasury, in the engine's words and
parts (``engine.al_cabohne.tally``: the final sale apart, the treasury by the Boss whose sales filled it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.al_cabohne import prompts, tally
from engine.core import Words, words
from game.i18n import tr
from game.outcome import Part, ResultRow
from game.seats import Seat


def rows(v: Any, seats: Sequence[Seat], sales: dict[str, list[tuple[int, ...]]], log: Sequence[Any],
         say: Callable[[Words], str]) -> list[ResultRow]:
    """Per player the coin pile, then the Mafia's treasury; ``sales``: each Boss's sales seen at this table (by
    source), ``log``: the table's log entries, whose final-sale events split each pile."""
    final = v.final
    winners = set(final.winners) if final is not None else set()
    *own, mafia_parts = [[Part(say(p.label), len(p.coins), p.coins, said=say(p.said)) for p in pile]
                         for pile in tally.piles(v, sales, log)]
    out = [ResultRow(i, seat.name, final.players[i] if final is not None else v.scores[i], i in winners, parts,
                     detail=tr("coins")) for (i, seat), parts in zip(enumerate(seats), own, strict=True)]
    treasury = final.treasury if final is not None else len(v.treasury)
    mafia = final.mafia if final is not None else v.mafia_score
    detail = say(prompts.mafia_tally(v, treasury, mafia, words("treasury")))
    return [*out, ResultRow(-1, tr("The Mafia"), mafia, final is not None and not winners, mafia_parts,
                            detail=detail)]


def notes(v: Any, solo_note: list[str], say: Callable[[Words], str]) -> list[str]:
    """The lines under the rows: the solo record's, then the engine's (a tie that decided, a lost solo game)."""
    return solo_note + [say(w) for w in tally.notes(v)]
