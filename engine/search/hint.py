"""The hint for a human seat: Hard's move from that seat's own view, with one line of why.

``hint`` builds the seat's ``Situation`` (its view, its legal actions and a
sampler that re-deals everything it cannot see), so the suggestion uses
exactly what the player could know. Where the search rates several moves
level with the best, the one that gives up least goes first (the game's
``SearchHooks.cost``, read from the seat's view): a harmless move before a
harvest that earns nothing, a cheaper bid before a larger one. The table runs ``hint_steps`` a slice at
a time, like any bot; ``hint`` runs it to the end.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator, Sequence
from typing import Any, NamedTuple

from engine.bots import Situation
from engine.core import Action, Game, Words, words
from engine.search.budget import HINT_SECONDS, Budget
from engine.search.ismcts import Search
from engine.search.plan import Ranked, Slices, line, said_back
from engine.search.policy import NO_REASON, hooks

# A move tried fewer times than this (and than the best) is too little known to be called level with the best.
LEVEL_VISITS = 8


class Hint(NamedTuple):
    """The suggested ``action``, ``why`` in one line, every option as (action, trials, rating 0..1), ``then``:
    the steps that follow ``action`` in the same move, where the screen gathers it click by click
    (``SearchHooks.gathered``: a placement's payment), each the review's pick at its own move number; and ``plan``:
    the moves the search expects after those while the seat plays on and nothing new is shown
    (``engine.search.plan``), whose first is the next decision's Hint wherever its search rates it among the best."""

    action: Action
    why: Words
    ranked: tuple[tuple[Action, int, float], ...]
    then: tuple[Action, ...] = ()
    plan: tuple[Action, ...] = ()


HINT_BUDGET = Budget(seconds=HINT_SECONDS)


def hint_steps(
    game: Game, state: Any, seat: int, rng: random.Random, budget: Budget = HINT_BUDGET, move: int | None = None,
    planned: Sequence[Action] = (), searched: Search | None = None,
) -> Iterator[Hint | None]:
    """Yields ``None`` while thinking, then the ``Hint``. ``seat`` must be the seat to act; ``move``: the number
    the coming move will have in the game's recipe (1 = the first, as the review numbers them), which a game whose
    Hint is the review's search (``SearchHooks.hint_reviewed``) draws its dice from. ``planned``: the rest of the
    line of the seat's last Hint (its ``then`` and ``plan``), where the seat made that Hint's move and nothing new was
    shown since: the Hint names its next step wherever the search rates it among the moves it may name
    (``first_pick``); an only move keeps the line going. ``searched``: the review's search at this very decision,
    already run (``engine.review.review_steps``), which a game whose Hint is that search reads instead of its own."""
    if game.to_act(state) != seat:
        raise ValueError(f"seat {seat} is not to act, so there is nothing to hint")
    legal = game.legal_actions(state)
    view = game.view(state, seat)
    if len(legal) == 1:
        going = tuple(planned[1:]) if planned and planned[0] == legal[0] else ()
        yield Hint(legal[0], words("Only one move now: {action}.", action=_name(game, view, legal[0])),
                   ((legal[0], 0, 0.0),), plan=going)
        return
    declared = game.search_hooks()
    if declared is not None and declared.hint_reviewed and move is not None:
        search = searched if searched is not None else (yield from _reviewed(game, state, move, budget))
        slices = Slices(budget)
        ranked = yield from first_pick(game, state, seat, search, legal, slices, planned[0] if planned else None)
        then = yield from _rest(game, state, seat, ranked[0][0], move, budget, slices)
        node = search.child(ranked[0][0])
        after = game.apply_legal(state, ranked[0][0])[0]
        for step in then:
            node = None if node is None else search.tree.child(node, step)
            after = game.apply_legal(after, step)[0]
            yield from slices.tick()
        # the plan kept goes on as it was made: one plan from the first step to the last
        kept = declared.hint_keeps_plan and not then and len(planned) > 1 and ranked[0][0] == planned[0]
        plan = list(planned[1:]) if kept else (yield from _line(game, after, seat, search, node, slices))
        yield Hint(ranked[0][0], why(game, ranked, view=view, then=then, plan=tuple(plan)), ranked, then, tuple(plan))
        return
    sit = Situation(game, seat, view, legal, rng, state)
    search = Search(game, seat, sit.sample, rng, hooks(game))
    yield from search.run(legal, budget)
    ranked = gentlest_first(game, view, tuple(search.ranked(legal)))
    yield Hint(ranked[0][0], why(game, ranked, view=view), ranked)


def _line(game: Game, state: Any, seat: int, search: Search, node: int | None, slices: Slices
          ) -> Generator[None, None, list[Action]]:
    """The plan in ``search``'s tree from ``state``, just after the move that led to ``node``."""
    from engine.review import UNITS_PER_REWARD  # the review imports the search: read it when asked

    if node is None or game.to_act(state) != seat:
        return []
    return (yield from line(game, state, seat, search, node, LEVEL_VISITS, UNITS_PER_REWARD,
                            lambda view, ranked: gentlest_first(game, view, ranked), slices))


def first_pick(game: Game, state: Any, seat: int, search: Search, legal: Sequence[Action], slices: Slices,
               planned: Action | None = None) -> Generator[None, None, Ranked]:
    """The review's search's ranking of the decision at ``state`` on the Hint's scale, the Hint's move first: among
    the moves the Hint may name (``hint_tied``), the one that gives up least (the game's ``cost``) with the moves the
    search expects after it (``gentlest_first`` over the whole line: "plant it" then "harvest it for nothing" gives
    up the harvest too). ``planned`` (the last Hint's plan, ``engine.search.plan``) comes first of the moves giving up
    as little where the search tried it enough; in a game that keeps to its plans, wherever it is legal and gives up
    nothing."""
    from engine.review import UNITS_PER_REWARD  # the review imports the search: read it when asked

    declared = game.search_hooks()
    cost = declared.cost if declared is not None else None
    avoid = declared.avoid if declared is not None else None
    ranked = tuple((a, n, m / UNITS_PER_REWARD) for a, n, m in search.ranked(list(legal)))
    view = game.view(state, seat)
    tied = hint_tied(game, ranked, view)
    given_up: dict[Action, float] = {}
    if cost is not None:
        for a, _, _ in tied:  # each move's line weighed ahead
            after = game.apply_legal(state, a)[0]
            yield from slices.tick()
            total = cost(view, a)
            for step in (yield from _line(game, after, seat, search, search.child(a), slices)):
                total += cost(game.view(after, seat), step)
                after = game.apply_legal(after, step)[0]
                yield from slices.tick()
            given_up[a] = total
    # the plan's step only where the search tried it at least half as often as its best: a step tried a few times
    # may look level by luck, and a plan kept on luck would play weaker than the search
    kept_tied = planned if any(r[0] == planned and 2 * r[1] >= ranked[0][1] for r in tied) else None
    # the first of equal weights: the search's own order (``min`` keeps the first)
    first = min(tied, key=lambda r: (given_up.get(r[0], 0.0), r[0] != kept_tied))
    # a game that keeps to its plans (``hint_keeps_plan``) goes further:
    # the plan's step wherever it is legal and gives up nothing (the game's ``cost`` and ``avoid``: a harvest for
    # nothing of beans just placed is never kept on a plan's word, the fresh search weighs it): nothing new was shown
    # since the search that made the plan, which looked into this very position; a fresh search's noise ("Plant it,
    # then harvest field 1", then "Harvest field 2" a click later) read as the Hint changing its mind (playtest 29).
    # The review keeps the plan too (``engine.review.review_steps``), so the step is never marked.
    kept = next((r for r in ranked if r[0] == planned), None)
    keeps = declared is not None and declared.hint_keeps_plan
    if keeps and kept is not None and kept is not first and not (avoid is not None and avoid(view, kept[0])) \
            and (cost is None or cost(view, kept[0]) <= min(0.0, cost(view, first[0]))):
        first = kept
    return (first, *(r for r in ranked if r is not first))


def _rest(game: Game, state: Any, seat: int, first: Action, move: int, budget: Budget, slices: Slices
          ) -> Generator[None, None, tuple[Action, ...]]:
    """The steps after ``first`` in the same gathered move (``SearchHooks.gathered``), each the review's own pick at
    its move number on the review's budget (as the coach's plan and the review find them: an exact budget given for
    a test stands for the first step only), while the seat stays to act. Nothing the seat cannot see is read: the
    steps of one move come before anything new is drawn."""
    declared = game.search_hooks()
    follow = declared.gathered.get(first.kind, ()) if declared is not None else ()
    rest: list[Action] = []
    last = first
    while follow and len(rest) < 16:
        state = game.apply(state, last)[0]
        yield from slices.tick()
        if game.to_act(state) != seat:
            break
        legal = game.legal_actions(state)
        yield from slices.tick()
        if not any(a.kind in follow for a in legal):  # the move is whole: its next decision is another move
            break
        if len(legal) == 1:
            last = legal[0]
        else:
            search = yield from _reviewed(game, state, move + len(rest) + 1, HINT_BUDGET.with_clock(budget.clock))
            # as the Hint at that step names it
            last = (yield from first_pick(game, state, seat, search, legal, slices))[0][0]
        if last.kind not in follow:
            break
        rest.append(last)
    return tuple(rest)


def _reviewed(game: Game, state: Any, move: int, budget: Budget) -> Generator[None, None, Search]:
    """The review's own search for the best move (``engine.review.best_search``). Its budget is the review's (an
    exact budget given for a test stands instead), never seconds: a busy machine then gives the same Hint, and the
    review, searching the same way, finds the move the Hint named its best."""
    # the review imports the search: read it when asked
    from engine.review import DEFAULT_ITERATIONS, best_search

    its = budget.iterations if budget.exact else DEFAULT_ITERATIONS
    return (yield from best_search(game, state, move, iterations=its, clock=budget.clock,
                                   slice_seconds=budget.slice_seconds))


def hint(game: Game, state: Any, seat: int, rng: random.Random, budget: Budget = HINT_BUDGET,
         move: int | None = None, planned: Sequence[Action] = ()) -> Hint:
    """Run ``hint_steps`` to the end."""
    for step in hint_steps(game, state, seat, rng, budget, move, planned):
        if step is not None:
            return step
    raise RuntimeError("the hint search stopped without an answer")


def level(gap: float, step: float = 1.0) -> bool:
    """Whether two moves ``gap`` apart in the game's units are level: less than one ``step`` once rounded to
    steps, where the Hint line says the next best "is just as good" (the search cannot tell them apart). The
    step is the game's ``SearchHooks.hint_step``: a whole unit, or less where scores are small (Al Cabohne,
    where a few coins decide a game, so that 2 coins to the Mafia are never "just as good" as none)."""
    return round(gap / step) < 1


def _step(game: Game) -> float:
    """The game's ``SearchHooks.hint_step`` (a whole unit for a game that declares none)."""
    declared = game.search_hooks()
    return declared.hint_step if declared is not None else 1.0


def gentlest_first(game: Game, view: Any, ranked: tuple[tuple[Action, int, float], ...]
                   ) -> tuple[tuple[Action, int, float], ...]:
    """``ranked`` with, first, the move that gives up least (the game's ``cost``, from the seat's ``view``) among
    those level with the best, or within the game's ``hint_noise`` of it, and tried enough to be judged; among
    equals the search's order stands. Without a ``cost`` hook, ``ranked`` as it is."""
    declared = game.search_hooks()
    cost = declared.cost if declared is not None else None
    if cost is None or len(ranked) < 2:
        return ranked
    gentlest = min(hint_tied(game, ranked, view), key=lambda r: cost(view, r[0]))  # the first of equal costs: the search's own order
    if gentlest is ranked[0]:
        return ranked
    return (gentlest, *(r for r in ranked if r is not gentlest))


def hint_tied(game: Game, ranked: tuple[tuple[Action, int, float], ...], view: Any = None
              ) -> list[tuple[Action, int, float]]:
    """The moves of ``ranked`` a Hint may name first: tried enough to be judged, and level with the best or within
    the game's ``hint_noise`` of it. With the seat's ``view``, a move the game ``avoid``s only where no other may
    be named; where every move so near is avoided, the search's best of the others (``SearchHooks.avoid``)."""
    from engine.review import UNITS_PER_REWARD  # the review imports the search: read it when asked

    declared = game.search_hooks()
    top = ranked[0]
    enough = min(LEVEL_VISITS, top[1])
    step, noise = _step(game), declared.hint_noise if declared is not None else 0.0
    # within the search's noise of the top (``SearchHooks.hint_noise``) the game's order of what a move gives up
    # decides, never the noise: "plant it", then "harvest it for nothing" a click later read as the coach changing
    # its mind (playtest 15)
    tied = [r for r in ranked if r[1] >= enough and (level(gap := (top[2] - r[2]) * UNITS_PER_REWARD, step)
                                                     or gap <= noise)]
    avoid = declared.avoid if declared is not None else None
    if avoid is None or view is None:
        return tied
    fine = [r for r in ranked if not avoid(view, r[0])]
    return [r for r in tied if r in fine] or fine[:1] or tied


def _gap(ranked: tuple[tuple[Action, int, float], ...]) -> float:
    """How far the best option did ahead of the next best, in the game's units (points, coins, VP): the
    search rates options on the reward scale, where a unit of lead is worth about ``1 / UNITS_PER_REWARD``
    (the scale the game review converts with, ``engine.review``)."""
    from engine.review import UNITS_PER_REWARD  # the review imports the search: read it when asked

    return (ranked[0][2] - ranked[1][2]) * UNITS_PER_REWARD


def why(game: Game, ranked: tuple[tuple[Action, int, float], ...], name_other: bool = True,
        view: Any = None, then: tuple[Action, ...] = (), plan: tuple[Action, ...] = ()) -> Words:
    """One plain line naming the best option, that next best, and how far behind it did, in the game's units:
    "Best: X. Next best: Y, about 2 VP less at the end." (at the end: "about 1 point less" alone left a newcomer
    asking less than what, and when); under a whole unit but at least a step (the game's
    ``SearchHooks.hint_step``), "a little less"; under one step the two are level, and the line offers both
    without calling one best ("X — or, just as good: Y.": "Best: X. Just as good: Y" read as a contradiction).
    One wording per meaning, the same in every language: "just as good" where the two are offered as level, "Next
    best" wherever one is called best (the French also said « Juste derrière », which testers read as a third
    meaning).
    Each move's name opens its own clause: a name starts with a capital verb ("Put …", "Harvest …"). For a
    narrow hint area ``name_other`` false says "the next best" instead of its name (when level, the best alone).
    With the seat's ``view`` the moves are named with the cards they move (``Game.describe_in``: "Take group 2:
    Mars to your front, Venus to your hand"); the best with the steps ``then`` after it in one move, where the game
    names a move whole (``SearchHooks.whole_words``). The search's simulated games are never mentioned: "in simulated
    play" was jargon to a newcomer, and the gap alone says how much the choice matters."""
    from engine.review import amount  # the review imports the search: read it when asked

    ranked = _different(game, view, ranked)
    action = whole(game, view, ranked[0][0], then, plan)
    if len(ranked) < 2:  # every other move comes to the same: there is no alternative to name
        return words("Best: {action}.", action=action)
    other = _other(game, view, ranked)
    gap, step = _gap(ranked), _step(game)
    if level(gap, step):  # less than a step apart: the search cannot tell them apart, so say so once, plainly
        if not name_other:  # "— or another move, just as good" named no move to play (playtest 15, in French)
            return words("Best: {action}.", action=action)
        return words("{action} — or, just as good: {other}.", action=action, other=other)
    if round(gap) < 1:  # told apart, but by less than a whole unit: no fraction of a coin to read
        # unnamed, a little better says no more than the best alone (and « mieux que le 2e choix » named no second
        # choice, playtest 24)
        if not name_other:
            return words("Best: {action}.", action=action)
        return words("Best: {action}. Next best: {other}, a little less at the end.", action=action, other=other)
    said = amount(game.name, round(gap))
    if not name_other:  # unnamed, the other is "any other move"
        return words("Best: {action} — about {amount} better than any other move.", action=action, amount=said)
    return words("Best: {action}. Next best: {other}, about {amount} less at the end.", action=action, other=other,
                 amount=said)


def _other(game: Game, view: Any, ranked: tuple[tuple[Action, int, float], ...]) -> Words:
    """The name of ``ranked``'s second move (already ``_different``): by what tells it from the best ("the top
    right slot"), where the game says so, else its own name."""
    declared = game.search_hooks()
    shorter = declared.other_words if declared is not None and view is not None else None
    return (shorter and shorter(view, ranked[0][0], ranked[1][0])) or _name(game, view, ranked[1][0])


def whole(game: Game, view: Any, a: Action, then: tuple[Action, ...], plan: tuple[Action, ...] = ()) -> Words:
    """``a`` named with the steps ``then`` after it in one move (a placement and its payment), where the game says
    so; else ``a``'s own name. Where the ``plan`` after them comes straight back to the place ``a`` acts on
    (``plan.returns_to``), that step is said too: "Put the Kidney on field 2, then Harvest field 2"."""
    declared = game.search_hooks()
    said = declared.whole_words(view, a, then) if then and declared is not None and declared.whole_words else None
    named = said if said is not None else _name(game, view, a)
    back = said_back((a, *then), plan)
    if back is None:
        return named
    return words("{action}, then {next}", action=named, next=game.describe(back))


def _name(game: Game, view: Any, a: Action) -> Words:
    """What ``a`` is called, with the cards it moves where the seat's ``view`` is given; quoted as its button reads
    where a button makes it (``SearchHooks.buttons``: “Done”, never a lowered "done" after « : »)."""
    named = game.describe_in(view, a) if view is not None else game.describe(a)
    declared = game.search_hooks()
    return words("“{name}”", name=named) if declared is not None and a.kind in declared.buttons else named


def _different(game: Game, view: Any, ranked: tuple[tuple[Action, int, float], ...]
               ) -> tuple[tuple[Action, int, float], ...]:
    """The best of ``ranked``, then the rest from the first move that does not come to the same as the best (the
    game's ``SearchHooks.alike``, read from the seat's ``view``): "Harvest field 3 — Harvest field 1 is just as
    good" would offer the same move in other words. A move said in the very words of the best (two copies of one
    card) is never the alternative either."""
    declared = game.search_hooks()
    same = declared.alike if declared is not None and view is not None else None
    best = ranked[0][0]
    said = _name(game, view, best)
    # a move tried too little to be judged is never named beside the best: "Best: Bid 6. Just as good: Bid 5"
    # named a cheaper bid the search had barely tried, which the gentlest-first order had rightly passed over
    enough = min(LEVEL_VISITS, ranked[0][1])
    for i, r in enumerate(ranked[1:], 1):  # only the first different move is named: stop there
        if r[1] >= enough and _name(game, view, r[0]) != said and not (same is not None and same(view, best, r[0])):
            return (ranked[0], *(x for x in ranked[i:] if x[1] >= enough))
    return ranked[:1]


def tied(game: Game, found: Hint, view: Any = None) -> bool:
    """The Hint's best move and the next that does not come to the same (``_different``, read from the seat's
    ``view``) are level: the line names the other one as just as good. A twin of the best (a second copy of its
    card) is no tie: counted as one, it put "Next best: Y, about 2 points less" before the move's reason."""
    ranked = _different(game, view, found.ranked)
    return len(ranked) > 1 and level(_gap(ranked), _step(game))


def brief(game: Game, found: Hint, name_other: bool = True, view: Any = None, reasoned: bool = False) -> Words:
    """The hint for the hint area: ``why`` in the form asked for (the only move is said as such), its moves named
    from the seat's ``view`` when given; ``reasoned``, followed by the game's reason for the move
    (``SearchHooks.reason``) where it gives one: a newcomer learns nothing from "Best: X" alone. The reason comes
    right after the best move, before the other is named; where the two are level (or the game says why the best
    beats that other, ``versus``), the other is said as the next best, with no gap."""
    line = found.why if len(found.ranked) < 2 else why(game, found.ranked, name_other, view, found.then, found.plan)
    if not reasoned:
        return line
    against = versus(game, view, found)
    if against == NO_REASON:
        return line
    back = said_back((found.action, *found.then), found.plan)  # the line says "…, then {back}"
    said = against or reason(game, view, found.action, back, found.plan)
    if said is None:
        return line
    ranked = _different(game, view, found.ranked)
    if len(ranked) < 2:
        return words("{hint} {reason}", hint=line, reason=said)
    # the reason follows the best move at once: after "Next best: Y, about 2 points less." it read as Y's (playtest
    # 15); where the two are level, the other comes after it as the next best ("X — or, just as good: Y." and then a
    # reason for X read as a contradiction)
    alone = why(game, ranked[:1], view=view, then=found.then, plan=found.plan)
    gap = _gap(ranked)
    even = against is not None or level(gap, _step(game))
    if not name_other:  # the other unnamed: "Best: X — about 2 points better than any other move. <reason>"
        return words("{hint} {reason}", hint=alone if even else line, reason=said)
    declared = game.search_hooks()
    if against is not None and declared is not None and declared.versus_names_other:
        return words("{hint} {reason}", hint=alone if even else line, reason=said)  # the reason names the other
    other = _other(game, view, ranked)
    if even:  # level, but the reason argues for the best: no gap to say, the other named as the line names it
        return words("{hint} {reason} Next best: {other}.", hint=alone, reason=said, other=other)
    if round(gap) < 1:
        return words("{hint} {reason} Next best: {other}, a little less at the end.", hint=alone, reason=said,
                     other=other)
    from engine.review import amount  # the review imports the search: read it when asked

    return words("{hint} {reason} Next best: {other}, about {amount} less at the end.", hint=alone, reason=said, other=other,
                 amount=amount(game.name, round(gap)))


def reason(game: Game, view: Any, action: Action, back: Action | None = None, plan: Sequence[Action] = ()
           ) -> Words | None:
    """Why ``action`` is worth making, from the seat's ``view``, where the game says (``SearchHooks.reason``); said
    with ``back``, the plan's next step on the same place that the line names after it (``plan.returns_to``), of the
    two together where the game says (``SearchHooks.reason_then``); else with the ``plan``'s first step, unsaid."""
    declared = game.search_hooks()
    if declared is None or view is None:
        return None
    back = back or (plan[0] if plan else None)
    if back is not None and declared.reason_then is not None:
        said = declared.reason_then(view, action, back)
        if said is not None:
            return said
    return None if declared.reason is None else declared.reason(view, action)


def warning(game: Game, view: Any, action: Action) -> Words | None:
    """What ``action`` gives up, from the seat's ``view``, where the game says (``SearchHooks.warning``)."""
    declared = game.search_hooks()
    if declared is None or declared.warning is None or view is None:
        return None
    return declared.warning(view, action)


def reason_over(game: Game, view: Any, better: Action, played: Action) -> Words | None:
    """Why ``better`` rather than ``played`` (a review's marked decision: not level), where the game says
    (``SearchHooks.reason_versus``); ``None`` where it has nothing to weigh the two by."""
    declared = game.search_hooks()
    if declared is None or view is None:
        return None
    if declared.review_versus is not None:
        return declared.review_versus(view, better, played)
    return None if declared.reason_versus is None else declared.reason_versus(view, better, played, False)


def versus(game: Game, view: Any, found: Hint) -> Words | None:
    """Why the Hint's move rather than the one its line names beside it (``SearchHooks.reason_versus``), where
    the game says: "Best: Bid 2. Just as good: Bid 7." then a reason true of both read as a contradiction."""
    declared = game.search_hooks()
    if declared is None or declared.reason_versus is None or view is None or len(found.ranked) < 2:
        return None
    ranked = _different(game, view, found.ranked)
    if len(ranked) < 2:
        return None
    return declared.reason_versus(view, found.action, ranked[1][0], level(_gap(ranked), _step(game)))
