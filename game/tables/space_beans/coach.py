"""The Space Beans guided first game: its deal and the coach's words (see ``game/kit/coach.py``).

Seed 5 with 3 players: the human (seat 0, first to play) holds Centauribohnen 3 and
Klingbohns 2 and 4; after drawing, Klingbohns 2 + 4 are a two-card collection that
holds a 2, so the first close (turn 2) scores a trophy — the game's whole idea in two
turns — while the Centauribohnen show what is passed to the right-hand neighbour.
Every advice is worked out from the human's own view and legal moves only.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event
from engine.space_beans.cards import TYPE_OF, TYPES, VALUE_OF
from engine.space_beans.facts import BONUS, WIN_POINTS
from game.i18n import N_, tr
from game.kit.coach import Line, deciding

SEED = 5
PLAYERS = 3
OPTIONS: dict[str, Any] = {}
PANEL = (760, 200, 506, 172)  # right of the piles, above the hint line: no card is ever drawn there


def situation(view: Any) -> str | None:
    """The human's decision of the moment: the engine's step, a forced close told apart."""
    if not deciding(view):
        return None
    if view.phase == "close" and view.forced_close:
        return "close-forced"
    return str(view.phase)


def _plan(view: Any, cards: tuple[int, ...], have: tuple[int, ...]) -> tuple[int, int] | None:
    """(size N, type) of the best collection ``have`` + some of ``cards`` of one type makes with a card of value N."""
    types = {TYPE_OF[c] for c in have} if have else {TYPE_OF[c] for c in cards}
    best: tuple[int, int] | None = None
    for t in types:
        pool = [c for c in cards if TYPE_OF[c] == t]
        for n in range(max(1, len(have)), len(have) + len(pool) + 1):
            if any(VALUE_OF[c] == n for c in (*have, *pool)) and (best is None or n > best[0]):
                best = (n, t)
    return best


def _build(view: Any, legal: list[Action], target: str) -> Action | None:
    """The next card towards the plan for a collection (the value-N card first), else End."""
    me = view.seat
    have = view.open[me] if target == "open" else view.secret[me]
    plan = _plan(view, view.hands[me], have)
    if plan is not None and len(have) < plan[0]:
        n, t = plan
        mine = sorted((c for c in view.hands[me] if TYPE_OF[c] == t), key=lambda c: (VALUE_OF[c] != n, VALUE_OF[c]))
        for c in mine:
            a = Action("play", c, target)
            if a in legal:
                return a
    end = next((a for a in legal if a.kind == "end"), None)
    if end is not None:
        return end
    # no scoring plan and a card must be played: begin with the type held most, lowest value first
    hand = view.hands[me]
    plays = [a for a in legal if a.kind == "play"]
    return min(plays, key=lambda a: (-sum(TYPE_OF[c] == TYPE_OF[a.card] for c in hand), VALUE_OF[a.card],
                                     a.target != target), default=None)


def _start(view: Any, legal: list[Action]) -> Action | None:
    return _build(view, legal, "open")


def _collect(view: Any, legal: list[Action]) -> Action | None:
    me = view.seat
    target = "open" if not view.open[me] else "secret" if not view.secret[me] else "open"
    if view.open[me] and any(TYPE_OF[c] == TYPE_OF[view.open[me][0]] for c in view.hands[me]):
        target = "open"
    return _build(view, legal, target)


def _close(view: Any, legal: list[Action]) -> Action | None:
    worth = view.close_worth(view.seat) > 0
    return Action("close") if worth and Action("close") in legal else next((a for a in legal if a.kind == "end"), None)


def _aim(kind: str) -> Any:
    return lambda view, legal: next((a for a in legal if a.kind == kind), None)


def facts(view: Any) -> dict[str, Any]:
    """Blanks of the texts, from the human's own cards only."""
    me = view.seat
    plan = _plan(view, view.hands[me], view.open[me]) if me is not None else None
    return {
        "n": plan[0] if plan else 0,
        "type": tr(TYPES[plan[1]]) if plan else "",
        "open_n": len(view.open[me]) if me is not None else 0,
        "goal": WIN_POINTS,
        "bonus": BONUS,
    }


OPENING: list[Line] = [
    Line("draw", N_("Your first turn. Step 1, draw: take 2 cards, or none. More cards give more choice; what "
                    "you do not use goes to your right-hand neighbour when your turn ends. Click the ringed "
                    "draw pile."), _aim("draw")),
    Line("start", N_("Step 2: start your open collection with cards of one type. Close a collection of N cards "
                     "and its card of value N becomes a trophy worth N points. Your {n} {type} hold a {n}: "
                     "click the ringed cards."), _start),
    Line("draw", N_("Your cards left over went to your neighbour, and the player on your left passed theirs to "
                    "you. Draw again: click the draw pile."), _aim("draw")),
    Line("close", N_("New step: close. Your open collection has {open_n} cards and a card of value {open_n}: "
                     "close it and that card becomes your first trophy. Click your ringed open collection."),
         _close),
    Line("collect", N_("Step 3, collect: add cards of one type to a collection of that type, or start a new one "
                       "— you may own two, one open and one secret (face down). Follow the ring; End when "
                       "you are done."), _collect),
]

FIRSTS: dict[str, str] = {
    "close-forced": N_("You must close your open collection now: you own two collections and hold no card for "
                       "either. Click the open collection, even if it scores nothing."),
    "close": N_("A collection was closed: its card of value N (if any) became a trophy, the other cards went "
                "to the discard pile."),
    "flip": N_("A secret collection turned face up: with the open one closed, it becomes the open one."),
    "reshuffle": N_("The draw pile ran out: the discard pile was shuffled into a new draw pile."),
    "bonus": N_("Somebody reached {goal} trophy points: +{bonus}, and the game ends. Every collection is now "
                "closed and scored."),
}


def event_key(event: Event) -> str | None:
    """Only what the viewer saw matters; the kinds themselves are the words."""
    return event.kind
