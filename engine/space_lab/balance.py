"""The Space Lab balance report: greedy self-play, the figures of the spec's section 18, and outliers.

    python -m engine.space_lab.balance --games 1000 [--players 2,3,4,1] [--seed 0] [--end-mode equal_turns]

Every seat is the greedy bot. Per player count it prints the mean final score
(all, winner, lowest), the VP split, turns per player, how each game ended,
cards placed, validations and Projects kept, the win share by seat and the
Lab reshuffles per game; solo adds the score quantiles and the ratings. Then
per card and per objective what may look broken: the Lab cards placed most
and least, the cards that score most when placed, the objectives validated
most and least, and the Project types kept and their points. Output goes to
stdout only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable

from engine.bots import decide, situation
from engine.core import Event
from engine.space_lab.ai import GreedyBot
from engine.space_lab.cards import AGENCY_OF, EFFECT_OF, OBJECTIVE, PTYPE_OF, SPECIALTY_OF
from engine.space_lab.codes import code
from engine.space_lab.content import AGENCY_COLOURS, PROJECT_TYPES, SLOT_ROW, SPECIALTY_NAMES
from engine.space_lab.facts import counts, evaluate, rating
from engine.space_lab.kinds import EventKind
from engine.space_lab.rules import GAME
from engine.space_lab.state import State


def play(players: int, seed: int, end_mode: str) -> tuple[State, list[Event]]:
    s = GAME.new(players, seed, end_mode=end_mode)
    rng = random.Random(seed)
    bots = [GreedyBot() for _ in range(players)]
    events: list[Event] = []
    while not GAME.is_over(s):
        sit = situation(GAME, s, rng)
        s, ev = GAME.apply(s, decide(bots[sit.seat], sit))
        events += ev
    return s, events


class Tally:
    """Everything counted over the games of one player count."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.scores: list[int] = []
        self.winner: list[int] = []
        self.lowest: list[int] = []
        self.split = [0.0, 0.0, 0.0, 0.0]
        self.turns: list[float] = []
        self.ends: Counter[str] = Counter()
        self.placed: list[int] = []
        self.validations: list[int] = []
        self.kept: list[int] = []
        self.wins = [0.0] * players
        self.reshuffles = 0
        self.card_placed: Counter[int] = Counter()
        self.card_vp: defaultdict[int, list[int]] = defaultdict(list)
        self.card_won: Counter[int] = Counter()
        self.obj_given: Counter[int] = Counter()
        self.obj_done: Counter[int] = Counter()
        self.capsule_done = [0, 0, 0]
        self.ptype_kept: Counter[int] = Counter()
        self.ptype_vp: defaultdict[int, list[int]] = defaultdict(list)

    def add(self, s: State, events: Iterable[Event]) -> None:
        n = s.players
        self.games += 1
        totals = [sum(p) for p in s.points]
        self.scores += totals
        self.winner.append(max(totals))
        self.lowest.append(min(totals))
        for p in range(n):
            for i in range(4):
                self.split[i] += s.points[p][i]
        self.turns.append(s.turn / n)
        self.ends[s.ended] += 1
        won = GAME.winners(s)
        for w in won:
            self.wins[w] += 1 / len(won)
        self.reshuffles += sum(1 for e in events if e.kind == EventKind.RESHUFFLE)
        for p in range(n):
            st = s.stations[p]
            k = counts(st)
            v = sum(1 for t in s.tiles[p] if t)
            self.placed.append(sum(1 for c in st if c))
            self.validations.append(v)
            self.kept.append(len(s.projects[p]))
            for slot, c in enumerate(st):
                if c:
                    self.card_placed[c] += 1
                    self.card_vp[c].append(evaluate(EFFECT_OF[c], k, SLOT_ROW[slot], v))
                    if p in won:
                        self.card_won[c] += 1
            for i, o in enumerate(s.objectives[p]):
                self.obj_given[o] += 1
                if s.tiles[p][i]:
                    self.obj_done[o] += 1
                    self.capsule_done[i] += 1
            held = Counter(PTYPE_OF[c] for c in s.projects[p])
            for t, m in held.items():
                self.ptype_kept[t] += m
                e = PROJECT_TYPES[t].effect
                pts = e.table[min(m, len(e.table) - 1)] if e.table else m * evaluate(e, k, -1, v)
                self.ptype_vp[t].append(pts)

    def report(self) -> list[str]:
        n, g = self.players, self.games
        seats = g * n
        mean = statistics.mean
        name = "solo" if n == 1 else f"{n} players"
        lines = [f"== {name}: {g} games =="]
        lines.append(f"score mean / winner mean / lowest mean: {mean(self.scores):.1f} / {mean(self.winner):.1f}"
                     f" / {mean(self.lowest):.1f}")
        lab, bottom, val, proj = (x / seats for x in self.split)
        lines.append(f"VP split lab / bottom / validation / projects: {lab:.1f} / {bottom:.1f} / {val:.1f} / {proj:.1f}")
        lines.append(f"turns per player: {mean(self.turns):.1f} (range {min(self.turns):.0f}-{max(self.turns):.0f})")
        lines.append(f"cards placed / validations / Projects kept: {mean(self.placed):.1f} / "
                     f"{mean(self.validations):.2f} / {mean(self.kept):.1f}")
        ends = ", ".join(f"{k} {100 * v / g:.0f}%" for k, v in self.ends.most_common())
        lines.append(f"ended by: {ends}")
        lines.append("win share by seat: " + " / ".join(f"{100 * w / g:.0f}" for w in self.wins))
        lines.append(f"Lab reshuffles per game: {self.reshuffles / g:.2f}")
        caps = " / ".join(f"{100 * d / g / n:.0f}%" for d in self.capsule_done)
        lines.append(f"capsules validated C0 / C1 / C2: {caps}")
        if n == 1:
            q = statistics.quantiles(self.scores, n=10)
            lines.append(f"solo median {statistics.median(self.scores):.0f} (p10 {q[0]:.0f}, p90 {q[-1]:.0f})")
            ratings = Counter(rating(x) for x in self.scores)
            lines.append("ratings: " + ", ".join(f"{k} {100 * v / g:.0f}%" for k, v in ratings.most_common()))
        return lines

    def outliers(self) -> list[str]:
        seats = self.games * self.players
        lines = []

        def card(c: int) -> str:
            return f"{code(c)} {AGENCY_COLOURS[AGENCY_OF[c]]} {SPECIALTY_NAMES[SPECIALTY_OF[c]]}"

        by_rate = sorted(self.card_placed, key=lambda c: -self.card_placed[c])
        most = ", ".join(f"{card(c)} {100 * self.card_placed[c] / seats:.0f}%" for c in by_rate[:5])
        least = ", ".join(f"{card(c)} {100 * self.card_placed[c] / seats:.0f}%" for c in by_rate[-5:])
        lines.append(f"placed most (share of stations): {most}")
        lines.append(f"placed least: {least}")
        vp = {c: statistics.mean(v) for c, v in self.card_vp.items() if len(v) >= 20 and not EFFECT_OF[c].immediate}
        top = sorted(vp, key=lambda c: -vp[c])[:6]
        lines.append("highest own END VP when placed: " + ", ".join(f"{card(c)} {vp[c]:.1f}" for c in top))
        if self.players > 1:
            win = {c: self.card_won[c] / self.card_placed[c] for c in self.card_placed if self.card_placed[c] >= 20}
            top = sorted(win, key=lambda c: -win[c])[:5]
            lines.append("highest win share when placed: " + ", ".join(f"{card(c)} {100 * win[c]:.0f}%" for c in top))
        rate = {o: self.obj_done[o] / self.obj_given[o] for o in self.obj_given}
        order = sorted(rate, key=lambda o: -rate[o])
        lines.append("objectives validated (rate): " + ", ".join(
            f"{code(o)} {'+'.join(AGENCY_COLOURS[a] for a in OBJECTIVE[o].colours)} {100 * rate[o]:.0f}%"
            for o in order))
        lines.append("Projects kept per game and mean VP per holder: " + ", ".join(
            f"{PROJECT_TYPES[t].name} {self.ptype_kept[t] / self.games:.1f} ({statistics.mean(self.ptype_vp[t]):.1f})"
            for t in sorted(self.ptype_kept)))
        return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="balance", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200, help="games per player count")
    p.add_argument("--players", default="2,3,4,1", help="player counts, comma-separated (1 = solo)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--end-mode", default="equal_turns", choices=("equal_turns", "one_more_each"))
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    try:
        counts_ = [int(x) for x in args.players.split(",")]
    except ValueError:
        p.error("--players takes numbers such as 2,3,4,1")
    for n in counts_:
        if not 1 <= n <= 4:
            p.error("player counts are 1 to 4")
        t = Tally(n)
        for g in range(args.games):
            s, events = play(n, args.seed + g, args.end_mode)
            t.add(s, events)
        print("\n".join(t.report() + t.outliers()), flush=True)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
