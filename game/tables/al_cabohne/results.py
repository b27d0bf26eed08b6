"""The Al Cabohne results: each player's coin pile and the Mafia's treasury, with the final sale apart.

The treasury is shown by the Boss whose sales filled it (AC-13, AC-34) where the sales seen at this table account
for every coin; a lost solo game says how often that happens, a gentle one what following the coach scores."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.al_cabohne import prompts
from engine.al_cabohne.rollout import GENTLE_NOTE, LOSS_NOTE
from engine.core import Event, Words, words
from game.i18n import tr, trn
from game.outcome import Part, ResultRow
from game.seats import Seat


def rows(v: Any, seats: Sequence[Seat], sales: dict[str, list[tuple[int, ...]]], log: Sequence[Any],
         say: Callable[[Words], str]) -> list[ResultRow]:
    """Per player the coin pile, then the Mafia's treasury; ``sales``: each Boss's sales seen at this table (by
    source), ``log``: the table's log entries, whose final-sale events split each pile."""
    final = v.final
    winners = set(final.winners) if final is not None else set()
    out: list[ResultRow] = []
    sold = _final_sale(log)
    for i, seat in enumerate(seats):
        score = final.players[i] if final is not None else v.scores[i]
        out.append(ResultRow(i, seat.name, score, i in winners,
                             _itemised(tr("Coin pile"), tuple(v.coins[i]), sold.get(i, 0)), detail=tr("coins")))
    treasury = final.treasury if final is not None else len(v.treasury)
    mafia = final.mafia if final is not None else v.mafia_score
    detail = say(prompts.mafia_tally(v, treasury, mafia, words("treasury")))
    parts = _by_boss(v, sales, tuple(v.treasury)) or _itemised(say(prompts.treasury(v)), tuple(v.treasury),
                                                               sold.get(-1, 0))
    out.append(ResultRow(-1, tr("The Mafia"), mafia, final is not None and not winners, parts, detail=detail))
    return out


def notes(v: Any, solo_note: list[str], say: Callable[[Words], str]) -> list[str]:
    """The lines under the rows: the solo record's, the tie rule where a tie decided, the lost solo game's figure."""
    final = v.final
    # AC-36, R-13: said where it decided the game, a player level with the Mafia (on other results it read as
    # if a tie had happened)
    tie = final is not None and max(final.players) == final.mafia
    return (solo_note + ([say(prompts.TIE)] if tie else [])
            + _loss_framed(v, say))


def _by_boss(v: Any, sales: dict[str, list[tuple[int, ...]]], treasury: tuple[int, ...]) -> list[Part]:
    """The treasury by the Boss whose sales filled it (AC-13 during play, AC-34 at the end): how the Mafia's
    score came about. Empty when the sales seen here do not account for every coin (a game continued from a
    save: its earlier moves were not played at this table)."""
    if sorted(c for boss in sales.values() for sale in boss for c in sale) != sorted(treasury):
        return []
    out = []
    for j, b in enumerate(v.bosses):
        made = sales.get(f"boss:{j}", [])
        if b.active or made:
            coins = tuple(c for sale in made for c in sale)
            out.append(Part(trn("{boss}, {n} sale", "{boss}, {n} sales", len(made), boss=tr(b.name)), len(coins),
                            coins, said=_coins(len(coins))))
    return out


def _final_sale(log: Sequence[Any]) -> dict[int, int]:
    """Coins each seat (-1: the Mafia's treasury, from the Bosses) got in the final sale (AC-34), from the
    log's sale events: the results show the total before it and the sale itself."""
    out: dict[int, int] = {}
    for e in log:
        if isinstance(e, Event) and e.kind == "final_sale":
            out[e.seat] = out.get(e.seat, 0) + e.value
    return out


def _loss_framed(v: Any, say: Callable[[Words], str]) -> list[str]:
    """A solo game the Mafia won (AC-36) says how often that happens, with the game review's figure
    (``rollout.LOSS_NOTE``): a newcomer who lost the Learn-to-play game following the coach felt it was their
    fault. The gentle Mafia's treasury is not doubled, so the figure is not about it: what following the coach
    scores there instead (``rollout.GENTLE_NOTE``), won or lost."""
    if v.final is None or not v.solo:
        return []
    return [say(GENTLE_NOTE)] if v.gentle else [] if v.final.winners else [say(LOSS_NOTE)]


def _itemised(label: str, coins: tuple[int, ...], sold: int) -> list[Part]:
    """A pile of coins as the results show it: whole, or, when the final sale (AC-34) added to it, what it held
    before the sale and what the sale brought (the sale's coins are the last ones added)."""
    if not sold or sold > len(coins):
        return [Part(label, len(coins), coins, said=_coins(len(coins)))]
    before = len(coins) - sold
    return [Part(tr("{what} before the final sale", what=label), before, coins[:before], said=_coins(before)),
            Part(tr("Final sale"), sold, coins[before:], said=_coins(sold))]


def _coins(n: int) -> str:
    """A part of a result in its unit: "Al Cabohne, 3 sales: 6" read as a count of something unsaid."""
    return trn("{n} coin", "{n} coins", n)
