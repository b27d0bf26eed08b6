"""The "since your last turn" recap tells the opponent's harvests, a harvest for 0 coins too (AC-12: T-2, two Blue
earn nothing, and the beans still leave the field): a playtester's recap left out the computer's 0-coin harvests,
told as dim steps after its plants and placings. Over seeded two-player games, in each stretch between two of
seat 0's moves, every harvest of seat 1 is told while the harvests fit the lines a recap tells of a seat."""

from __future__ import annotations

import random

from engine import GAMES
from engine.core import Action, english
from engine.recap import TOLD_PER_SEAT
from tests.engine.test_recount import _stretches as stretches

GAME = GAMES["al_cabohne"]
NAMES = ["Alice", "Nova"]


def _move(legal: list[Action], rng: random.Random) -> Action:
    """A random move, a harvest more often than that: many harvests, some for no coin."""
    harvest = [a for a in legal if a.kind == "harvest"]
    return rng.choice(harvest) if harvest and rng.random() < 0.3 else rng.choice(legal)


def test_every_harvest_of_the_opponent_is_told_even_for_no_coin() -> None:  # rule AC-12
    zero_told = 0
    for seed in range(12):
        for start, now, events in stretches("al_cabohne", 2, seed, _move):  # the game's end's stretch too
            harvests = [e for e in events if e.kind == "harvest" and e.seat == 1]
            said = {english(w, NAMES) for w in (GAME.describe_event(e, 0) for e in harvests) if w is not None}
            if harvests:
                (block,) = [b for b in GAME.recount(start, now, events, 0) if b.seat == 1]
                told = " | ".join(english(w, NAMES) for w in block.told)
                untold = [line for line in said if line not in told]
                # a harvest gives way only to the seat's other scoring lines, never to its plants and draws
                assert not untold or all(w.tone in ("you", "score", "good", "nil") for w in block.told), \
                    (untold, told)
                # where the seat's scoring lines (paid or not) all fit, every harvest is among them
                if len([w for w in block.heard if w.tone in ("you", "score", "good", "nil")]) <= TOLD_PER_SEAT:
                    assert not untold, (untold, told)
                # a harvest for coins is never left out for one that earned nothing (three +0 kept out a +1)
                lines = {e: english(GAME.describe_event(e, 0), NAMES) for e in harvests}  # type: ignore[arg-type]
                paid_untold = [line for e, line in lines.items() if e.value and line not in told]
                assert not (paid_untold and any(line in told for e, line in lines.items() if not e.value)), told
                zero_told += sum(1 for e in harvests if e.value == 0 and english(
                    GAME.describe_event(e, 0), NAMES) in told)  # type: ignore[arg-type]
    assert zero_told >= 5, zero_told
