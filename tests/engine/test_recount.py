"""The "since your last turn" recap's per-seat summary (issue 18 §4), from the engine: ``Game.recount``.

Over seeded games of every game, each stretch between two of seat 0's moves is recounted for seat 0: every
other seat whose public score moved has a block, its figures are the public scores of seat 0's views before
and after (``view.scores``, plus the Mafia's score in Al Cabohne), its lines are the engine's own words for
that seat's events as seat 0 may read them, and nothing in it depends on a card seat 0 was not shown.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engine import GAMES
from engine.core import HIDDEN, RIVAL, Action, Event, Words, english
from engine.recap import COUNTED, TOLD_PER_SEAT

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar", "Rigel"]
CASES = [(name, n) for name in GAMES for n in sorted({max(2, GAMES[name].min_players), GAMES[name].max_players})
         if 2 <= n <= GAMES[name].max_players]


def _stretches(name: str, players: int, seed: int,
               choose: Callable[[list[Action], random.Random], Action] = lambda legal, rng: rng.choice(legal),
               own_lines: bool = False, to_the_end: bool = True) -> list[tuple[Any, Any, list[Event]]]:
    """(seat 0's view after its move, its view when its next move comes or the game ends, the raw events in
    between) over one seeded game of random moves (``choose(legal, rng)``: any legal one by default). With
    ``own_lines`` the events start with those of seat 0's own move, as a recap's stretch does; without
    ``to_the_end``, not the last stretch, which the game's end closes before seat 0 has a turn to recap it."""
    game = GAMES[name]
    s, rng = game.new(players, seed), random.Random(seed)
    out, start, events = [], None, []
    while not game.is_over(s):
        if game.to_act(s) == 0 and start is not None and events:
            out.append((start, game.view(s, 0), events))
        acting = game.to_act(s)
        s, evs = game.apply(s, choose(game.legal_actions(s), rng))
        if acting == 0:
            start, events = game.view(s, 0), list(evs) if own_lines else []
        else:
            events = events + evs
    if to_the_end and start is not None and events:
        out.append((start, game.view(s, 0), events))
    return out


def _once(w: Words) -> tuple[Words, int]:
    """A recap line as the engine said it once, and how many times it was said ("{line} ({n} times)"; a line
    counting cards, ``counted``, once per card: "3 cards" three times "a card")."""
    if COUNTED in dict(w.args):
        return w._replace(args=tuple((k, 1 if k == "n" else v) for k, v in w.args)), w.arg("n")
    return (w.arg("line"), w.arg("n")) if w.text == "{line} ({n} times)" else (w, 1)


def _parts(w: Words) -> list[Words]:
    """A recap line as the engine's lines it tells: Space Lab tells a placement's effects on its line ("{cause} →
    {effect}", playtest 19)."""
    if w.text == "{cause} → {effect}":
        return [*_parts(w.arg("cause")), *_parts(w.arg("effect"))]
    return [w]


@pytest.mark.parametrize("name,players", CASES)
def test_each_seat_s_figures_are_its_public_scores_before_and_after(name: str, players: int) -> None:
    game = GAMES[name]
    stretches = 0
    for seed in (3, 8):
        for before, after, events in _stretches(name, players, seed):
            blocks = game.recount(before, after, events, 0)
            old, new = game.shown_scores(before), game.shown_scores(after)
            assert set(old) >= set(range(players)) and all(new[s] == after.scores[s] for s in range(players))
            if name == "al_cabohne":
                # its coins, as its block says them ("coins"): in solo its score doubles them (AC-35)
                assert new[RIVAL] == len(after.treasury), "the Mafia's coins, as every seat sees them"
            told_of = {b.seat: b for b in blocks}
            own = told_of.pop(0, None)
            if own is not None and name == "al_cabohne" and after.phase == "over" != before.phase:
                # Al Cabohne's "Final turn" tells each side's coins, the viewer's first (playtest 29): a heading
                # with the viewer's figures, none of their doings
                assert blocks[0] is own and not own.told and not own.heard, own
                blocks = blocks[1:]
            else:
                assert own is None, "the viewer's own doing is not recalled to them"
            for seat, score in new.items():
                if seat != 0 and old[seat] != score:
                    assert seat in told_of, f"{NAMES[seat] if seat >= 0 else 'the Mafia'} went {old[seat]} → {score}"
            for b in blocks:
                assert (b.before, b.after) == (old[b.seat], new[b.seat]), (b, old, new)
                if b.before != b.after or name != "systeme_solaire":
                    assert b.figure is not None and str(b.after) in english(b.figure, NAMES)
                else:  # no "still 0 VP" (playtest 14): its heading says its first news, or nothing
                    assert b.figure is None or "VP" not in english(b.figure, NAMES), b.figure
                # a recap with room tells more than ``told``: every line a block counts away is in ``heard``
                assert b.untold == 0 or len(b.heard) == len(b.told) + b.untold, (b.told, b.untold, b.heard)
                assert all(w in b.heard for w in b.told) or not b.heard
                said = [game.describe_event(e, 0) for e in events if e.seat == b.seat]
                if name == "systeme_solaire":
                    continue  # its auction moves are one line a seat (tests/engine/systeme_solaire/test_recap_lines.py)
                # a line said n times is one line "×n"; one addressed to the viewer is told with the notable ones
                plain = {w._replace(tone="") for w in said if w is not None}
                assert all(_once(p)[0]._replace(tone="") in plain for w in b.told for p in _parts(w)), "only the engine's words"
                assert len(b.told) <= TOLD_PER_SEAT and len(b.told) + b.untold == len(b.heard)
                assert sum(_once(p)[1] for w in b.heard for p in _parts(w)) == sum(
                    1 for w in said if w is not None and w.tone != "turn")
            stretches += 1
    assert stretches >= 4


@pytest.mark.parametrize("name,players", CASES)
def test_the_summary_reads_only_what_the_viewer_was_shown(name: str, players: int) -> None:
    """The cards seat 0 was not shown, swapped for others (or hidden), change nothing in its recap: the
    summary is built from the events as projected for the viewer (a secret collection's value never shows)."""
    game = GAMES[name]
    compared = 0
    for before, after, events in _stretches(name, players, 5):
        if not any(e.private is not None and 0 not in e.private and e.cards for e in events):
            continue
        masked = [e._replace(cards=(HIDDEN,) * len(e.cards)) if e.private is not None and 0 not in e.private
                  else e for e in events]
        assert game.recount(before, after, masked, 0) == game.recount(before, after, events, 0)
        compared += 1
    assert compared, "no stretch held a card hidden from seat 0"
