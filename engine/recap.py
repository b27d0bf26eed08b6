"""The recap: one seat's stretch of play told to one viewer ("since your last turn"), and the log's folding.

``Rules.recount`` reads a stretch through the game's own words (``describe_event`` from the viewer's seat,
public scores from ``shown_scores``); this module decides which of those lines a recap tells, in what order,
and how a line said again at once is said a single time. It knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.core import RIVAL, Event, Player, Words, words

if TYPE_CHECKING:
    from engine.core import Rules

# the notable lines a recap tells first ("you": a line about the viewer, such as the cards passed to them, told
# before any other; "nil": a scoring line that scored nothing, after those that scored); "dim" ones where room is left
TOLD_TONES = ("you", "score", "good", "nil", "bad", "")
TOLD_PER_SEAT = 3  # lines of one seat a recap tells; the rest are counted, and the whole log has them


class Recount(NamedTuple):
    """One seat's part in a stretch of play as one viewer may know it: a block of the "since your last turn"
    recap. Its figures are the public scores of the viewer's views before and after (``Game.shown_scores``),
    never a hidden one; its lines are the engine's words for the seat's events as the viewer may read them."""

    seat: int  # ``RIVAL`` for a rival that is no seat
    who: Words | Player  # the seat (the screen writes its name), or the rival's name
    before: int | None  # the seat's public score at the start of the stretch (``None``: none is shown)
    after: int | None
    figure: Words | None  # "4 → 14 points", in the game's unit
    told: tuple[Words, ...]  # its scoring lines first, then its latest notable ones, in the order they came
    untold: int  # its other lines (draws, turn markers…), left to the whole log
    heard: tuple[Words, ...] = ()  # all its lines, for a recap with room to tell more than ``told``
    at: tuple[int, ...] = ()  # when each of ``heard`` came (its first event's place in the stretch), for ``in_order``
    head_at: int | None = None  # when its heading's news came, where the heading tells news ("Nova: bids 3")


def told_order(lines: Sequence[Words]) -> list[int]:
    """The indexes of one seat's lines in the order a recap keeps them: a line about the viewer first ("Nova passes
    3 cards to Alice: …"), then its scoring lines (those that scored before those that scored nothing: three
    harvests for 0 coins had kept out one for a coin), then its latest notable ones, then its latest plain steps."""
    def rank(k: int) -> tuple[int, int]:
        tone = lines[k].tone
        order = (-1 if tone == "you" else 0 if tone in ("score", "good") else 1 if tone == "nil"
                 else 2 if tone in TOLD_TONES else 3)
        return order, -k

    return sorted(range(len(lines)), key=rank)


# A line whose ``n`` counts things that a repeat adds up (a game marks it with ``counted``): said three times in a
# row it is said once with the sum ("Orbit: 3 cards → secret collection"); "Orbit: a card → secret collection ×3"
# read as a contradiction. The mark is a blank no sentence fills, so the words carry it (no registry to keep).
COUNTED = "counted"


def counted(w: Words) -> Words:
    """``w``, marked as a line whose ``n`` adds up over repeats (``repeated``)."""
    return w._replace(args=(*w.args, (COUNTED, 1)))


def repeated(w: Words, times: int) -> Words:
    """The line ``w`` said ``times`` times in a row, said once: the sum of its ``n`` where it counts things
    (``counted``), else with how many times ("{line} ({n} times)")."""
    if times == 1:
        return w
    args = dict(w.args)
    n = args.get("n")
    if COUNTED in args and type(n) is int:
        return w._replace(args=tuple((k, n * times if k == "n" else v) for k, v in w.args))
    # "(2 times)", not "×2": after "Rouge ×3 : +1" or "→ Joe Bohnano", a "×2" read as a count of beans or coins
    return words("{line} ({n} times)", line=w, n=times, tone=w.tone)


def folded(lines: Sequence[Words]) -> tuple[Words, ...]:
    """One seat's lines with a line repeated at once said a single time, with how many times ("Nova: 3 cards →
    secret collection", ``repeated``): four times the same line read as noise. Only neighbours fold: "Nova keeps a
    Project (2 times)" over two keeps with other moves between them told the turn out of order."""
    return tuple(repeated(w, len(list(run))) for w, run in groupby(lines))


def folded_at(lines: Sequence[Words], at: Sequence[int]) -> tuple[tuple[Words, ...], tuple[int, ...]]:
    """``folded``, with when each line came (a line said again at once keeps its first time)."""
    out: list[Words] = []
    when: list[int] = []
    for w, run in groupby(zip(lines, at, strict=True), key=lambda pair: pair[0]):
        times = [t for _w, t in run]
        out.append(repeated(w, len(times)))
        when.append(times[0])
    return tuple(out), tuple(when)


def in_order(blocks: Sequence[Recount]) -> list[Recount]:
    """The blocks in the order their seats last acted, each seat's lines kept together and in the order they came
    (playtest 16: in the order each seat first acted, an auction read "Pulsar … bids 3" before "Nova bids 1",
    "Orbit bids 2"; told by last act, the bids read in order, the winner last, each seat's block one heading).
    Blocks that do not say when their lines came (``at``) keep their order; those with no lines come last."""
    if any(len(b.at) != len(b.heard) for b in blocks):
        return list(blocks)

    def last(b: Recount) -> float:
        times = [*b.at, *([] if b.head_at is None else [b.head_at])]
        return max(times) if times else float("inf")

    return sorted(blocks, key=last)


def told_lines(lines: Sequence[Words], per_seat: int = TOLD_PER_SEAT) -> tuple[tuple[Words, ...], int]:
    """Of one seat's lines in a stretch, those a recap tells (``per_seat`` of them, kept in ``told_order``) in
    the order they came, and how many are left untold."""
    kept = sorted(told_order(lines)[:per_seat])
    return tuple(lines[k] for k in kept), len(lines) - len(kept)


def points_change(seat: int, before: int, after: int, /) -> Words:
    """``Wording.score_change`` of a game that counts in points."""
    if before == after:
        return words("still {n} point", plural="still {n} points", n=after)
    return words("{before} → {n} point", plural="{before} → {n} points", before=before, n=after)


def recount(rules: Rules, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
    """``Rules.recount``: one ``Recount`` per seat that acted or whose public score moved, in the order they first
    acted, the viewer's own seat left out."""
    old, new = rules.shown_scores(before), rules.shown_scores(after)
    order: list[int] = []
    lines: dict[int, list[Words]] = {}
    at: dict[int, list[int]] = {}  # when each line came
    for when, e in enumerate(events):
        if e.seat == viewer or e.seat not in new:
            continue  # the viewer's own doing, or a line of nobody's (a reshuffle), which the log keeps
        w = rules.describe_event(e, viewer)
        if w is None or w.tone == "turn":
            continue  # "— Orbit's turn —": the block's heading says it
        if e.to_seat == viewer and w.tone in ("dim", ""):
            # "Nova passes 3 cards to Alice: …": about the viewer, told first (it sank under later lines)
            w = w._replace(tone="you")
        if e.seat not in lines:
            order.append(e.seat)
        lines.setdefault(e.seat, []).append(w)
        at.setdefault(e.seat, []).append(when)
    order += [s for s in new if s != viewer and s not in lines and old.get(s) != new[s]]
    change = rules.wording.score_change if rules.wording is not None else points_change
    out = []
    for seat in order:
        a, b = old.get(seat), new.get(seat)
        figure = None
        if a is not None and b is not None:
            figure = change(seat, a, b)
        heard, times = folded_at(lines.get(seat, []), at.get(seat, []))
        told, untold = told_lines(heard)
        who = rules.wording.RIVAL_NAME if seat == RIVAL and rules.wording is not None else None
        out.append(Recount(seat, who if who is not None else Player(seat), a, b, figure, told, untold, heard, times))
    return out
