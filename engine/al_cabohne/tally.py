"""The Al Cabohne results in words: each player's coin pile and the Mafia's treasury, with the final sale apart.

The treasury is shown by the Boss whose sales filled it (AC-13, AC-34) where the sales seen at a table account
for every coin; a lost solo game says how often that happens, a gentle one what following the coach scores.
The table gives the sales it saw (``rows``); the client lays the rows out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from engine.al_cabohne import prompts
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.rollout import DUO_NOTE, GENTLE_NOTE, GENTLE_OFFER, LOSS_NOTE
from engine.core import Event, Words, words
from engine.results import FinalPart, FinalRow


class Pile(NamedTuple):
    """A part of a result: what it is, and the coins it holds."""

    label: Words
    coins: tuple[int, ...]

    @property
    def said(self) -> Words:
        """Its coins in their unit: "Al Cabohne, 3 sales: 6" read as a count of something unsaid."""
        return words("{n} coin", plural="{n} coins", n=len(self.coins))


def record_sales(sales: dict[str, list[tuple[int, ...]]], events: Sequence[Event]) -> None:
    """Add to ``sales`` each Boss's sale among ``events`` (AC-13 during play, AC-34 the final sale): the coins,
    by the Boss who sold (the event's source)."""
    for e in events:
        if e.kind == EventKind.BOSS_HARVEST or (e.kind == EventKind.FINAL_SALE and e.seat < 0):
            sales.setdefault(e.source, []).append(tuple(e.cards[:e.value]))


def piles(v: Any, sales: dict[str, list[tuple[int, ...]]], log: Sequence[Any]) -> list[list[Pile]]:
    """Per seat its coin pile, then (last) the Mafia's treasury; ``sales``: each Boss's sales seen at a table (by
    source), ``log``: the table's log entries, whose final-sale events split each pile."""
    sold = _final_sale(log)
    out = [_itemised(words("Coin pile"), tuple(v.coins[i]), sold.get(i, 0)) for i in range(v.players)]
    treasury = tuple(v.treasury)
    return [*out, _by_boss(v, sales, treasury) or _itemised(prompts.treasury(v), treasury, sold.get(-1, 0))]


def rows(v: Any, sales: dict[str, list[tuple[int, ...]]], log: Sequence[Any]) -> list[FinalRow]:
    """The results' rows: per player the coin pile, then the Mafia's treasury (AC-35), each in its ``piles``."""
    final = v.final
    winners = set(final.winners) if final is not None else set()
    *own, mafia_parts = [tuple(FinalPart(p.label, len(p.coins), p.coins, p.said) for p in pile)
                         for pile in piles(v, sales, log)]
    out = [FinalRow(i, final.players[i] if final is not None else v.scores[i], i in winners, parts, words("coins"))
           for i, parts in enumerate(own)]
    treasury = final.treasury if final is not None else len(v.treasury)
    mafia = final.mafia if final is not None else v.mafia_score
    detail = prompts.mafia_tally(v, treasury, words("treasury"))
    return [*out, FinalRow(-1, mafia, final is not None and not winners, mafia_parts, detail, words("The Mafia"))]


def notes(v: Any) -> list[Words]:
    """The lines under the rows: the tie rule where a tie decided, the lost solo game's figure."""
    final = v.final
    # AC-36, R-13: said where it decided the game, a player level with the Mafia (on other results it read as
    # if a tie had happened)
    tie = final is not None and max(final.players) == final.mafia
    return ([prompts.TIE] if tie else []) + _loss_framed(v)


def _by_boss(v: Any, sales: dict[str, list[tuple[int, ...]]], treasury: tuple[int, ...]) -> list[Pile]:
    """The treasury by the Boss whose sales filled it (AC-13 during play, AC-34 at the end): how the Mafia's
    score came about. Empty when the sales seen here do not account for every coin (a game continued from a
    save: its earlier moves were not played at this table)."""
    if sorted(c for boss in sales.values() for sale in boss for c in sale) != sorted(treasury):
        return []
    out = []
    for j, b in enumerate(v.bosses):
        made = sales.get(f"boss:{j}", [])
        if b.active or made:
            # a sale is one that earned coins: a Boss's final sale of a bean or two for nothing (AC-34) is no sale
            # to a player ("3 sales: 6" where one of them brought nothing)
            n = sum(1 for sale in made if sale)
            out.append(Pile(words("{boss}, {n} sale", plural="{boss}, {n} sales", boss=words(b.name), n=n),
                            tuple(c for sale in made for c in sale)))
    return out


def _final_sale(log: Sequence[Any]) -> dict[int, int]:
    """Coins each seat (-1: the Mafia's treasury, from the Bosses) got in the final sale (AC-34), from the
    log's sale events: the results show the total before it and the sale itself."""
    out: dict[int, int] = {}
    for e in log:
        if isinstance(e, Event) and e.kind == "final_sale":
            out[e.seat] = out.get(e.seat, 0) + e.value
    return out


def _loss_framed(v: Any) -> list[Words]:
    """A solo game the Mafia won (AC-36) says how often that happens, with the game review's figure
    (``rollout.LOSS_NOTE``): a newcomer who lost the Learn-to-play game following the coach felt it was their
    fault. The gentle Mafia's treasury is not doubled, so the figure is not about it: what following the coach
    scores there instead (``rollout.GENTLE_NOTE``), won or lost. A loss to the rules' Mafia says the gentle one is
    there (``rollout.GENTLE_OFFER``)."""
    if v.final is None:
        return []
    if not v.solo:  # two players: how often the Mafia wins between the engine's own (``rollout.DUO_NOTE``)
        return [] if v.final.winners else [DUO_NOTE]
    return [GENTLE_NOTE] if v.gentle else [] if v.final.winners else [LOSS_NOTE, GENTLE_OFFER]


def _itemised(label: Words, coins: tuple[int, ...], sold: int) -> list[Pile]:
    """A pile of coins as the results show it: whole, or, when the final sale (AC-34) added to it, what it held
    before the sale and what the sale brought (the sale's coins are the last ones added)."""
    if not sold or sold > len(coins):
        return [Pile(label, coins)]
    before = len(coins) - sold
    return [Pile(words("{what} before the final sale", what=label), coins[:before]),
            Pile(words("Final sale"), coins[before:])]
