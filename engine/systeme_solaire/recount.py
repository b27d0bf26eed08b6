"""Système Solaire's "since your last turn" summary (``Game.recount``): each other seat's part in a stretch of
play, as one viewer may know it.

The shared recount tells at most ``TOLD_PER_SEAT`` lines a seat, its scoring ones first, so in a long auction
the bids and passes were the lines left untold, though they are what a player needs to follow the auction.
Here each seat's moves in one auction are one line ("Orbit bids 3, 5, 7, then passes"), always told; its
other lines are chosen as the shared recount chooses them. A seat's heading says how its public score moved:
the cards that went to its front and the hand bonus ("3 → 13 VP (+10): Jupiter, Saturn to the front"), all
public facts (a front is face up, the bonus is announced at the end); a hand card is never named.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import HIDDEN, Event, Player, Words, seen_by, words
from engine.recap import TOLD_PER_SEAT, Recount, told_lines
from engine.systeme_solaire.facts import FRONT
from engine.systeme_solaire.kinds import EventKind
from engine.systeme_solaire.view import SystemeSolaireView
from engine.systeme_solaire.words import cards_line, describe_event

AUCTION_STEPS = frozenset({EventKind.BID, EventKind.PASS, EventKind.WIN})
AUCTION_ENDS = frozenset({EventKind.WIN, EventKind.NO_WINNER, EventKind.ROUND})


class _Run:
    """One seat's moves in one auction: its bids in order, whether it passed (``auto``: it could not bid), and
    the winning bid if it won."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.bids: list[int] = []
        self.passed = False
        self.auto = False
        self.won: int | None = None

    def words(self) -> Words:
        who = Player(self.seat)
        bids = ", ".join(str(b) for b in self.bids)  # numbers read the same in every language
        if self.won is not None:
            if not self.bids:  # its winning bid came before the stretch began
                return words("{who} wins the auction at {n}", who=who, n=self.won, tone="good")
            return words("{who} bids {bids} and wins the auction at {n}", who=who, bids=bids, n=self.won,
                         tone="good")
        if not self.bids:
            if self.auto:
                return words("{who} cannot bid and passes", who=who, tone="dim")
            return words("{who} passes", who=who, tone="dim")
        if self.passed:
            return words("{who} bids {bids}, then passes", who=who, bids=bids)
        return words("{who} bids {bids}", who=who, bids=bids)

    def headless(self) -> Words:
        """The same moves without the seat's name, for its block's heading ("Nova: bids 3, 5, then passes")."""
        bids = ", ".join(str(b) for b in self.bids)
        if self.won is not None:
            if not self.bids:
                return words("wins the auction at {n}", n=self.won, tone="good")
            return words("bids {bids} and wins the auction at {n}", bids=bids, n=self.won, tone="good")
        if not self.bids:
            return words("cannot bid and passes", tone="dim") if self.auto else words("passes", tone="dim")
        if self.passed:
            return words("bids {bids}, then passes", bids=bids)
        return words("bids {bids}", bids=bids)


def front_cards(events: Sequence[Event], seat: int) -> list[int]:
    """The cards that went to ``seat``'s front in these events (as their viewer sees them: a front is public)."""
    out: list[int] = []
    for e in events:
        if e.seat != seat:
            continue
        if e.kind == EventKind.TAKE:
            out += [c for c, where in zip(e.cards, e.target, strict=False) if where == FRONT and c != HIDDEN]
        elif e.kind == EventKind.TO_FRONT:
            out += [c for c in e.cards if c != HIDDEN]
    return out


def score_how(seat: int, before: int, after: int, events: Sequence[Event]) -> Words | None:
    """A seat's public VP over a stretch and how they came: the cards it put in its front, the hand bonus (none:
    its VP did not move; "Nova: still 0 VP" lines pushed the news of the auction out of a small recap)."""
    if before == after:
        return None
    cards = tuple(front_cards(events, seat))
    bonus = sum(e.value for e in events if e.seat == seat and e.kind == EventKind.BONUS)
    d = after - before
    if cards and bonus:
        return words("{before} → {n} VP (+{d}): {cards} to the front, best hand +{bonus}", before=before, n=after,
                     d=d, cards=cards_line(cards), bonus=bonus)
    if cards:
        return words("{before} → {n} VP (+{d}): {cards} to the front", before=before, n=after, d=d,
                     cards=cards_line(cards))
    if bonus:
        return words("{before} → {n} VP (+{d}): best hand +{bonus}", before=before, n=after, d=d, bonus=bonus)
    return words("{before} → {n} VP", before=before, n=after)


def _scored_at(events: Sequence[Event], seat: int) -> int | None:
    """When ``seat``'s public VP last moved in these events (a card to its front, the hand bonus), or ``None``."""
    found = None
    for when, e in enumerate(events):
        if e.seat == seat and (e.kind in (EventKind.TO_FRONT, EventKind.BONUS)
                               or e.kind == EventKind.TAKE and FRONT in e.target):
            found = when
    return found


def recount(before: SystemeSolaireView, after: SystemeSolaireView, raw: Sequence[Event],
            viewer: int) -> list[Recount]:
    """One ``Recount`` per other seat that acted or whose public score moved, in the order they first acted:
    its auction moves one line per auction (all told), then its other notable lines, as ``Game.recount``."""
    events = [seen_by(e, viewer) for e in raw]
    old, new = dict(enumerate(before.scores)), dict(enumerate(after.scores))
    order: list[int] = []
    # per seat, its lines in order: a ``_Run`` (an auction, worded once it is over) or the engine's words
    lines: dict[int, list[Words | _Run]] = {}
    at: dict[int, list[int]] = {}  # when each line came (a run: its first move), for a recap told in order
    runs: dict[int, _Run] = {}  # the auction now running: each seat's moves in it
    for when, e in enumerate(events):
        if e.kind == EventKind.MARKER:  # the seat that takes the marker (SS-14), not the one it leaves, does it
            e = e._replace(seat=e.to_seat)
        mine = e.seat == viewer or e.seat not in new  # the viewer's own doing, or nobody's
        if not mine and e.kind in AUCTION_STEPS:
            run = runs.get(e.seat)
            if run is None:
                run = runs[e.seat] = _Run(e.seat)
                if e.seat not in lines:
                    order.append(e.seat)
                lines.setdefault(e.seat, []).append(run)
                at.setdefault(e.seat, []).append(when)
            if e.kind == EventKind.BID:
                run.bids.append(e.value)
            elif e.kind == EventKind.PASS:
                run.passed, run.auto = True, e.source == "auto"
            else:
                run.won = e.value
        if e.kind in AUCTION_ENDS:
            runs = {}  # the next auction's moves make lines of their own
        if mine or e.kind in AUCTION_STEPS or e.kind == EventKind.LAY:
            # a round's layout (SS-7, SS-8) is the table's, not the first player's doing, and the groups show it: eight
            # or nine "Sun → group 1" lines filled the first player's block (the log keeps them)
            continue
        w = describe_event(e, viewer)
        if w is None or w.tone == "turn":
            continue  # "— Round 2 —": not one seat's doing
        if e.seat not in lines:
            order.append(e.seat)
        lines.setdefault(e.seat, []).append(w)
        at.setdefault(e.seat, []).append(when)
    order += [s for s in new if s != viewer and s not in lines and old.get(s) != new[s]]
    out = []
    for seat in order:
        a, b = old.get(seat), new.get(seat)
        figure = score_how(seat, a, b, events) if a is not None and b is not None else None
        own, when, head_at = lines.get(seat, []), at.get(seat, []), None
        scored = _scored_at(events, seat)
        if figure is not None and a is not None and b is not None and any(
                isinstance(item, _Run) and t < (scored or 0) for item, t in zip(own, when, strict=True)):
            # its auction came before the cards that moved its VP: the heading sums the VP up and the lines under it
            # tell how, in the order they came ("Orbit: 3 → 6 VP (+3): Earth to the front" read as news before
            # "Orbit wins the auction at 3", playtest 29, 64_r4c)
            figure = words("{before} → {n} VP", before=a, n=b)
        if figure is None and own and isinstance(own[0], _Run):
            # VP unchanged: the heading tells its first news instead ("Nova: bids 3, then passes"), so a recap
            # with room for the headings alone still says what happened (playtest 14, 08-bid5.png)
            figure, own, head_at, when = own[0].headless(), own[1:], when[0], when[1:]
        others = [w for w in own if isinstance(w, Words)]
        kept, untold = told_lines(others, TOLD_PER_SEAT)
        told: list[Words] = []
        heard: list[Words] = []  # every line in order, for a recap with room to tell them all
        k = 0
        for item in own:
            line = item.words() if isinstance(item, _Run) else item
            heard.append(line)
            if isinstance(item, _Run):
                told.append(line)
            elif k < len(kept) and item is kept[k]:
                told.append(line)
                k += 1
        out.append(Recount(seat, Player(seat), a, b, figure, tuple(told), untold, tuple(heard), tuple(when),
                           head_at))
    return out

