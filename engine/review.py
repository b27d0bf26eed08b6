"""Game review: a seat's costliest decisions and the better move, judged only from what that seat knew.

    python -m engine.review FILE --seat N [--iterations I] [--seed S] [--json]   (``engine.review_command``)

For each decision of the seat with more than one legal move, the recipe is
replayed to that point and the seat's ``Situation`` (its view and legal
actions; hidden cards re-dealt by ``Game.resample``) is searched with the Hard
level's search (``engine.search``) at a fixed iteration budget, the reward
being the *margin* in the game's units (points, coins, VP) rather than the win
share. The best move is the search's most visited one. The played move and the
best move are then each searched once more as the only move at the root, with
the same budget and their own random stream: the difference of their mean
margins is the ``loss``, and twice the standard error of that difference
(from the rewards' spread) its ``uncertainty``. A decision is marked only when
its loss exceeds its uncertainty *and* the game's threshold, and never where
the search rated the played move level with its best by the Hint's own rule
(``hinted_level``: what the Hint calls "just as good"). Each game's figures
(thresholds, the words of its units, where to trust the review less) are declared
on its ``SearchHooks`` (``review_thresholds``, ``review_units``, ``review_notes``,
docs/search.md), so this package names no game.

The verdict at a decision depends on the view, the legal actions, the move
played, the move number, the review seed and the budget only: two games that
look the same to the seat up to there get the same verdict. ``review_steps``
yields a ``Progress`` between slices (like a bot's ``think``) so a client can
show "decision 7 of 23", cancel, and keep its frames; ``review`` runs it to the
end. The result round-trips through JSON and names the rules version of the
recipe, so a stored review can be dropped when the rules change.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from engine import GAMES
from engine.bots import Situation
from engine.core import Action, BadConfig, Game, Rules, Words, words, words_from_json, words_to_json
from engine.recipe import BadRecipe, Recipe, check_version, illegal_move
from engine.search.budget import SLICE_SECONDS, Budget, Clock
from engine.search.hint import LEVEL_VISITS, Hint, hint_steps, hint_tied, level
from engine.search.ismcts import Search
from engine.search.policy import Hooks, SearchHooks, hooks
from engine.search.shaping import lead

DEFAULT_ITERATIONS = 200  # per search; a decision with a choice takes up to three searches
# The game's UCB constant is set for rewards in [0, 1], where a point (coin, VP) of lead moves the
# reward by about 0.05: on a margin in the game's units the same exploration needs 20 times more.
UNITS_PER_REWARD = 20.0
SPREAD = 2.0  # standard errors in the uncertainty: a loss smaller than that may be the search's noise

NONE, INACCURACY, MISTAKE, BLUNDER = "none", "inaccuracy", "mistake", "blunder"
MARKS = (NONE, INACCURACY, MISTAKE, BLUNDER)


def declared(game_name: str) -> SearchHooks:
    """The game's search hooks, which hold its review figures (``SearchHooks.review_thresholds``,
    ``review_units``, ``review_notes``); the defaults for a game without hooks or not registered."""
    game = GAMES.get(game_name)
    return (game.search_hooks() if game is not None else None) or SearchHooks()


def amount(game_name: str, n: float) -> Words:
    """``n`` in the game's units ("3 coins"), rounded to one decimal."""
    unit = declared(game_name).review_units
    x = round(n, 1)
    return words(unit.text, plural=unit.plural, tone=unit.tone, n=int(x) if x == int(x) else x)


def mark(game_name: str, loss: float, uncertainty: float | None) -> str:
    """The mark of a decision: none unless the loss is larger than its uncertainty and the game's threshold."""
    if uncertainty is None or loss <= uncertainty:
        return NONE
    t = declared(game_name).review_thresholds
    if loss >= t.blunder:
        return BLUNDER
    if loss >= t.mistake:
        return MISTAKE
    if loss >= t.inaccuracy:
        return INACCURACY
    return NONE


HIGH, LOW = "high", "low"


def trust_note(game_name: str, players: int) -> Words | None:
    """Why the review is not to be trusted far at this table (where Hard is known to be weak, the game says
    so in ``SearchHooks.review_notes``, docs/search.md); ``None``: trust it."""
    return declared(game_name).review_notes.get(players)


# -- the result ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """One reviewed decision. ``move``: its number in the recipe (1 = the first action, as
    ``engine.replay`` numbers them); ``loss`` and ``uncertainty`` in the game's units (``uncertainty``
    None where the search could not measure a spread)."""

    move: int
    played: Action
    best: Action
    loss: float
    uncertainty: float | None
    mark: str
    options: int  # legal moves there
    # the steps of the better plan after ``best`` up to the one that puts what ``played`` moved somewhere
    # (``better_plan``): the whole better move the screen names (``better_words``)
    then: tuple[Action, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out = {
            "move": self.move,
            "played": self.played.to_json(),
            "best": self.best.to_json(),
            "loss": self.loss,
            "uncertainty": self.uncertainty,
            "mark": self.mark,
            "options": self.options,
        }
        if self.then:
            out["then"] = [a.to_json() for a in self.then]
        return out

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Decision:
        # a review stored by an older version holds a "reason" too ("about 3 points better over 112 trial games"),
        # which no screen showed: it is ignored
        return Decision(
            int(d["move"]), Action.from_json(d["played"]), Action.from_json(d["best"]), float(d["loss"]),
            None if d["uncertainty"] is None else float(d["uncertainty"]), _mark(d["mark"]), int(d["options"]),
            tuple(Action.from_json(a) for a in d.get("then", ())),
        )


@dataclass(frozen=True)
class Summary:
    """Counts per mark, how often the engine's choice was played, and what the marked decisions cost."""

    decisions: int
    marks: dict[str, int]
    engine_choice: int  # decisions where the engine's choice or a move as good was played (``as_good``)
    lost: float  # game units lost in marked decisions
    lost_words: Words  # ``lost`` in the game's units ("6 points")

    def to_dict(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "marks": dict(self.marks),
            "engine_choice": self.engine_choice,
            "lost": self.lost,
            "lost_words": words_to_json(self.lost_words),
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Summary:
        return Summary(int(d["decisions"]), {_mark(k): int(v) for k, v in d["marks"].items()},
                       int(d["engine_choice"]), float(d["lost"]), words_from_json(d["lost_words"]))


@dataclass(frozen=True)
class Review:
    """The review of one seat's game; ``version`` is the recipe's rules version (drop a stored review when it changes)."""

    game: str
    version: int
    players: int
    seat: int
    iterations: int
    seed: int
    trust: str  # HIGH, or LOW where Hard is known to be weak (``trust_reason`` says why)
    trust_reason: Words | None
    decisions: list[Decision] = field(default_factory=list)
    summary: Summary | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "version": self.version,
            "players": self.players,
            "seat": self.seat,
            "iterations": self.iterations,
            "seed": self.seed,
            "trust": self.trust,
            "trust_reason": words_to_json(self.trust_reason) if self.trust_reason is not None else None,
            "decisions": [d.to_dict() for d in self.decisions],
            "summary": self.summary.to_dict() if self.summary is not None else None,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def from_dict(d: Any) -> Review:
        """A stored review; ``ValueError`` with a reason when it is not one."""
        try:
            trust = d["trust"]
            if trust not in (HIGH, LOW):
                raise ValueError(f"unknown trust {trust!r}")
            reason = d.get("trust_reason")
            summary = d.get("summary")
            return Review(
                str(d["game"]), int(d["version"]), int(d["players"]), int(d["seat"]), int(d["iterations"]),
                int(d["seed"]), trust, words_from_json(reason) if reason is not None else None,
                [Decision.from_dict(x) for x in d["decisions"]],
                Summary.from_dict(summary) if summary is not None else None,
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a stored review ({exc})") from None

    @staticmethod
    def from_json(text: str) -> Review:
        return Review.from_dict(json.loads(text))

    def current(self) -> bool:
        """True while the rules this review was made under are still the engine's."""
        game = GAMES.get(self.game)
        return game is not None and game.version == self.version


def _mark(m: Any) -> str:
    if m not in MARKS:
        raise ValueError(f"unknown mark {m!r}")
    return str(m)


class Progress(NamedTuple):
    """Yielded between slices: working on decision ``decision`` (1-based; 0 while reading the game) of ``total``."""

    decision: int
    total: int


# -- the search, rewarding the margin ---------------------------------------------------------


def margin_hooks(game: Game) -> Hooks:
    """The game's search hooks with rewards in its own units: its ``margins`` hook (a seat's expected lead
    where the game judges a position; without one, rollouts play to the end) and the final margin, the
    Mafia counted as a rival where the game has one. The rollout policy and the rest stay the Hard level's."""
    found = hooks(game)
    declared = game.search_hooks()
    return replace(
        found, evaluate=declared.margins if declared is not None else None, outcome=final_margins(game), exploration=found.exploration * UNITS_PER_REWARD,
    )


def final_margins(game: Game) -> Callable[[Any], list[float]]:
    """Per seat of a finished game: its score minus its best rival's (the Mafia's too, AC-36); solo
    without a rival, the score."""
    scores = game.scores
    rival = game.rival_score

    def outcome(s: Any) -> list[float]:
        return lead(scores(s), rival(s))

    return outcome


def sampler(game: Game, state: Any, seat: int, rng: random.Random) -> Callable[[], Any]:
    """The seat's determinizations of ``state`` as ``Situation.sample`` deals them (the same draws), the seat's view
    read once rather than at every one of a search's hundreds of samples: a fifth of a review's time went on it."""
    project, from_view = getattr(game, "project", None), getattr(game, "from_view", None)
    if project is None or from_view is None or getattr(type(game), "resample", None) is not Rules.resample:
        return lambda: game.resample(state, seat, rng)
    view = project(state, seat)
    return lambda: from_view(view, rng)


class _Committed:
    """The game as the seat sees it once it has chosen ``move``: in the sampled root state that move is the
    only legal one, everywhere else the game is itself. Searching it measures that move alone."""

    def __init__(self, game: Game, move: Action, sample: Callable[[], Any]) -> None:
        self._game = game
        self._move = move
        self._sample = sample
        self._root: Any = None

    def sample(self) -> Any:
        self._root = self._sample()
        return self._root

    def legal_actions(self, s: Any) -> list[Action]:
        return [self._move] if s is self._root else self._game.legal_actions(s)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def best_search(
    game: Game, state: Any, move: int, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0,
    clock: Clock = time.perf_counter, slice_seconds: float = SLICE_SECONDS,
) -> Generator[None, None, Search]:
    """The review's search for the best move at decision ``move`` (1-based, as ``engine.replay`` numbers moves),
    yielding ``None`` between slices and returning the ``Search`` done: margin rewards (``margin_hooks``), an
    exact budget of ``iterations`` and dice drawn from ``seed`` and ``move`` only, from the seat's view alone.
    Its most visited move is the review's best; a game whose Hint is this very search
    (``SearchHooks.hint_reviewed``) so never hears in review that the Hint's move was worse."""
    seat = game.to_act(state)
    assert seat is not None, "the game is over: there is no decision to search"
    legal = game.legal_actions(state)
    rng = random.Random(f"review {seed} {move} search")
    search = Search(game, seat, sampler(game, state, seat, rng), rng, margin_hooks(game))
    yield None  # reading the position is a slice's work already: the search starts a fresh one
    yield from search.run(legal, Budget(seconds=None, iterations=iterations, slice_seconds=slice_seconds,
                                        clock=clock))
    return search


def hinted_level(game: Game, view: Any, ranked: Sequence[tuple[Action, int, float]], played: Action) -> bool:
    """Whether the search's ranking ``ranked`` (mean margins in the game's units) holds ``played`` among the moves a
    Hint reading this search may name (``engine.search.hint.hint_tied``: level with its best by the Hint's own rule
    at the game's ``hint_step``, or within its ``hint_noise``, the move tried enough to be judged): what it calls
    "just as good", offers first as giving up less (``gentlest_first``), or keeps as the next step of its plan
    (``engine.search.plan``), or level with any of those, which its line may offer beside it. One rule for all: a
    move the Hint offers is never marked."""
    found = next((r for r in ranked if r[0] == played), None)
    if found is None:
        return False
    declared = game.search_hooks()
    step = declared.hint_step if declared is not None else 1.0
    scaled = tuple((a, n, m / UNITS_PER_REWARD) for a, n, m in ranked)  # the Hint's reward scale
    offered = hint_tied(game, scaled, view)
    # a move the Hint may name is never marked, however few trials it had: where every move level with the best is
    # one the game avoids, the Hint names the best of the others (``hint_tied``), which may have been tried little
    if any(r[0] == played for r in offered):
        return True
    if found[1] < min(LEVEL_VISITS, ranked[0][1]):
        return False
    return any(level(r[2] * UNITS_PER_REWARD - found[2], step) for r in offered)


class Verdict(NamedTuple):
    best: Action
    loss: float
    uncertainty: float | None
    trials: int  # iterations behind the played move's value
    options: int  # legal moves there
    work: int  # search iterations spent on the verdict
    then: tuple[Action, ...] = ()  # the better plan's steps after ``best`` (``better_plan``)


def judge_steps(
    game: Game, state: Any, played: Action, move: int, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0,
    clock: Clock = time.perf_counter, slice_seconds: float = SLICE_SECONDS, planned: Action | None = None,
    searched: Search | None = None,
) -> Iterator[Verdict | None]:
    """One decision's verdict, from the acting seat's view alone; yields ``None`` between slices. ``planned``: the
    next step of the plan the seat's Hint made a step before (``hint_plan``), which the Hint names again and the
    review so never marks. ``searched``: this decision's ``best_search``, already run for the Hint there.

    Every random draw comes from ``seed`` and ``move``, and every determinization from the seat's view
    (``Situation.sample``), so states the seat cannot tell apart get the same verdict.
    """
    seat = game.to_act(state)
    if seat is None:
        raise ValueError("the game is over: there is no decision to judge")
    legal = game.legal_actions(state)
    if played not in legal:
        raise ValueError(f"{played} is not legal there")
    view = game.view(state, seat)
    h = margin_hooks(game)
    budget = Budget(seconds=None, iterations=iterations, slice_seconds=slice_seconds, clock=clock)
    yield None  # reading the position is a slice's work already: the search starts a fresh one

    def situation(part: str) -> Situation:
        return Situation(game, seat, view, legal, random.Random(f"review {seed} {move} {part}"), state)

    if searched is None:
        search = yield from best_search(game, state, move, iterations=iterations, seed=seed, clock=clock,
                                        slice_seconds=slice_seconds)
        yield None  # each search starts a fresh slice of its own
    else:
        search = searched
    ranked = search.ranked(legal)
    best = ranked[0][0]
    then = () if best == played else (yield from better_plan(game, state, seat, search, played, best, budget))
    if best == played or played == planned or hinted_level(game, view, ranked, played):
        # the Hint's own move, or one its line offers as "just as good": no loss to find (playtest 18: the Hint said
        # "Done — keep it — or, just as good: Close", and the review marked the close an Inaccuracy)
        yield Verdict(best, 0.0, 0.0, search.tree.visits[search.child(played) or 0], len(legal), search.iterations,
                      then)
        return
    values = []
    work = search.iterations
    for a, part in ((best, "best"), (played, "played")):
        sit = situation(part)
        only = _Committed(game, a, sampler(game, state, seat, sit.rng))
        # One legal move at the root "settles" the search once it holds more than half the cap
        # (``Search._settled``): about ``iterations / 2`` trials each.
        check = Search(only, seat, only.sample, sit.rng, h)  # type: ignore[arg-type]
        yield from check.run([a], budget)
        yield None
        node = check.child(a)
        assert node is not None  # the only move is expanded in the first iteration
        values.append((check.tree.mean(node), check.tree.error(node), check.tree.visits[node]))
        work += check.iterations
    (vb, eb, _), (vp, ep, trials) = values
    spread = math.hypot(eb, ep)
    uncertainty = None if math.isinf(spread) else round(SPREAD * spread, 2)
    yield Verdict(best, round(max(0.0, vb - vp), 2), uncertainty, trials, len(legal), work, then)


def better_plan(game: Game, state: Any, seat: int, search: Search, played: Action, best: Action, budget: Budget
                ) -> Generator[None, None, tuple[Action, ...]]:
    """The steps after ``best`` of the plan in ``search``'s own tree (``engine.search.plan.line``: its most tried
    move at each of the seat's decisions, the Hint's order among moves level), up to the one that puts what ``played``
    moved somewhere (the game's ``SearchHooks.moves_same``): "Better: Give the French to Joe" alone did not say where
    the Runner beans played should have gone (playtest 30). Past the tree, its rollout policy plays on. None where
    ``best`` itself moves them, where the game names no such step, or where they stay put this turn (a bean left in
    hand, beans kept for a later turn)."""
    from engine.search.hint import gentlest_first  # the Hint's order among moves level
    from engine.search.plan import MAX_STEPS, Slices, line

    declared = game.search_hooks()
    same = declared.moves_same if declared is not None else None
    if same is None or not same(played, played) or same(played, best):
        return ()
    after, events = game.apply_legal(state, best)
    if game.brings_news(events):  # what the plan does next depends on what the better move shows: nothing to name
        return ()
    steps = yield from line(game, after, seat, search, search.child(best), 1, UNITS_PER_REWARD,
                            lambda view, ranked: gentlest_first(game, view, ranked), Slices(budget))
    found = next((k for k, a in enumerate(steps) if same(played, a)), None)
    if found is not None:
        return tuple(steps[:found + 1])
    # past the tree the search's rollouts play on: its policy, on a deal of what the seat cannot see (as the search
    # samples it), while the seat's turn goes on and nothing new is shown
    news = False
    for a in steps:
        after, events = game.apply_legal(after, a)
        news = game.brings_news(events)
    rng = random.Random(f"review plan {played} {best}")
    sample = game.resample(after, seat, rng)
    policy = margin_hooks(game).policy
    turn = game.progress(state)
    while not news and len(steps) < MAX_STEPS and game.to_act(sample) == seat and game.progress(sample) == turn:
        a = policy(sample, rng)
        steps.append(a)
        if same(played, a):
            return tuple(steps)
        sample, events = game.apply_legal(sample, a)
        news = game.brings_news(events)
    return ()  # they stay where they were (a bean in hand, beans kept for a later turn): the better move says it


def better_words(game: Game, state: Any, seat: int, best: Action, then: Sequence[Action]) -> Words:
    """The better move ``best`` with the steps ``then`` of its plan, each named as the seat would see it at its
    step ("Give the French from your hand to Joe, then Put the Runner beans on field 1")."""
    named = game.describe_in(game.view(state, seat), best)
    for a in then:
        state = game.apply_legal(state, best)[0]
        named = words("{action}, then {next}", action=named, next=game.describe_in(game.view(state, seat), a))
        best = a
    return named


# -- a whole game -------------------------------------------------------------------------------


def decisions_of(rec: Recipe, seat: int, clock: Clock = time.perf_counter,
                 slice_seconds: float = SLICE_SECONDS) -> Iterator[list[tuple[int, Any]] | None]:
    """Replays the recipe, yielding ``None`` between slices, then (move number, state before it) for each
    action of ``seat`` with a choice. ``BadRecipe`` if the recipe does not replay."""
    check_version(rec)
    game = GAMES[rec.game]
    if not 0 <= seat < rec.players:
        raise BadRecipe(f"seat {seat + 1} is not at this table of {rec.players}")
    try:
        s = game.new(rec.players, rec.seed, **rec.options)
    except (BadConfig, TypeError) as exc:
        raise BadRecipe(f"impossible set-up: {exc}") from None
    out = []
    end = clock() + slice_seconds
    for i, a in enumerate(rec.actions):
        if game.is_over(s) or a not in (legal := game.legal_actions(s)):
            raise illegal_move(game, s, i, a)
        if game.to_act(s) == seat and len(legal) > 1:
            out.append((i + 1, s))
        s = game.apply_legal(s, a)[0]
        if clock() >= end:  # a long game takes a few slices to read in the browser
            yield None
            end = clock() + slice_seconds
    yield out


def review_steps(
    rec: Recipe, seat: int, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0,
    clock: Clock = time.perf_counter, slice_seconds: float = SLICE_SECONDS,
) -> Iterator[Progress | Review]:
    """The review of ``seat`` (0-based), a slice at a time: ``Progress`` while working, then the ``Review``.

    ``BadRecipe`` (at the first step) when the recipe is not a game this version can replay.
    """
    points: list[tuple[int, Any]] = []
    for found in decisions_of(rec, seat, clock, slice_seconds):
        if found is None:
            yield Progress(0, 0)
        else:
            points = found
    game = GAMES[rec.game]
    groups = gathered_moves(game, rec.actions, [move for move, _ in points])
    total = len(set(groups))
    steps: list[list[Decision]] = [[] for _ in range(total)]
    declared = game.search_hooks()
    chained = declared is not None and declared.hint_reviewed and declared.hint_keeps_plan and seed == 0  # the Hint draws the review's dice of seed 0
    last: tuple[int, Hint] | None = None  # the seat's last decision and the Hint there, whose plan may go on
    for i, (group, (move, s)) in enumerate(zip(groups, points, strict=True)):
        k = group + 1
        yield Progress(k, total)
        played = rec.actions[move - 1]
        planned = hint_plan(rec.actions, last, move) if chained else ()
        last = None
        searched: Search | None = None
        if chained and i + 1 < len(points) and points[i + 1][0] - move <= PLAN_REACH:
            # the Hint here, as the table asks for it, for the plan the next decision may go on with. Its search
            # is the review's own at this decision (``hint_reviewed``, seed 0): run once, read by both
            searching = best_search(game, s, move, iterations=iterations, seed=seed, clock=clock,
                                    slice_seconds=slice_seconds)
            while searched is None:
                try:
                    next(searching)
                    yield Progress(k, total)
                except StopIteration as done:
                    searched = done.value
            for advice in hint_steps(game, s, seat, random.Random(0),
                                     Budget(seconds=None, iterations=iterations, slice_seconds=slice_seconds,
                                            clock=clock), move, planned, searched):
                if advice is None:
                    yield Progress(k, total)
                else:
                    last = (move, advice)
        verdict = None
        for step in judge_steps(game, s, played, move, iterations=iterations, seed=seed, clock=clock,
                                slice_seconds=slice_seconds, planned=planned[0] if planned else None,
                                searched=searched):
            if step is None:
                yield Progress(k, total)
            else:
                verdict = step
        assert verdict is not None
        if verdict.loss > 0 and verdict.best != played and transposed(game, s, rec.actions, move, verdict.best):
            # the turn reached the better move's position anyway: the order of its moves cost nothing, and the
            # decision counts among those played as well as the engine's (the summary's figures add up)
            verdict = verdict._replace(loss=0.0)
        m = mark(rec.game, verdict.loss, verdict.uncertainty)
        steps[group].append(Decision(move, played, verdict.best, verdict.loss, verdict.uncertainty, m, verdict.options,
                                     verdict.then))
    # the step that speaks for a move of several: the costliest by its mark, then its loss; on a level the later,
    # whose table shows more of the move played
    done = [max(reversed(d), key=lambda x: (MARKS.index(x.mark), x.loss)) for d in steps]
    low = trust_note(rec.game, rec.players)
    yield Review(rec.game, rec.version, rec.players, seat, iterations, seed, LOW if low else HIGH, low,
                 done, summarize(rec.game, done))


PLAN_REACH = 4  # a Hint's plan goes on over the seat's own only moves, so its next decision comes soon after


def hint_plan(actions: Sequence[Action], last: tuple[int, Hint] | None, move: int) -> tuple[Action, ...]:
    """The steps left of the plan of the Hint at the seat's last decision (``last``: its move number and that Hint),
    where the seat played that Hint's move and every action since was the plan's next step (the seat's only moves),
    as the table hands it to the Hint at ``move`` (``game.kit.advisor``): the Hint keeps to it, so the review marks
    none of its steps (playtest 29: the Hint recommended a plan, then the review marked its second step). A plan
    that does not go on to ``move``: none."""
    if last is None:
        return ()
    at, found = last
    if actions[at - 1] != found.action:
        return ()
    steps = [*found.then, *found.plan]
    for a in actions[at:move - 1]:
        if not steps or a != steps[0]:
            return ()
        steps.pop(0)
    return tuple(steps)


def gathered_moves(game: Game, actions: Sequence[Action], moves: Sequence[int]) -> list[int]:
    """For each decision (its move number, 1-based, in order), the index of the move it is a step of: a move the
    screen gathers click by click (``SearchHooks.gathered``: a secret selection's picks and its Confirm, SS-15; a
    payment's cards, SS-13) is one decision. Each step judged on its own marked one selection twice, "Played: Spend
    Probe 1 (total 1)" with two different better moves (playtest 27). A step goes on the move before it where it is
    the next action, by the same seat, of a kind that follows the move's first (as the review screen reads the
    steps after a decision)."""
    declared = game.search_hooks()
    follow = declared.gathered if declared is not None else {}
    out = [-1]
    first = Action("")  # the first step of the move being read
    for k, move in enumerate(moves):
        step = actions[move - 1]
        goes_on = k and move == moves[k - 1] + 1 and step.kind in follow.get(first.kind, ())
        first = first if goes_on else step
        out.append(out[-1] + (not goes_on))
    return out[1:]


def _turn_line(game: Game, state: Any, actions: Sequence[Action]) -> tuple[list[Action], Any]:
    """The first of ``actions`` and those after it the same seat makes in the same turn, and the state they reach."""
    seat, turn = game.to_act(state), game.progress(state)
    line: list[Action] = []
    for a in actions:
        if game.is_over(state) or game.to_act(state) != seat or game.progress(state) != turn:
            break
        line.append(a)
        state = game.apply(state, a)[0]
    return line, state


def transposed(game: Game, state: Any, actions: Sequence[Action], move: int, best: Action) -> bool:
    """Whether the turn played from ``move`` (1-based in ``actions``) reaches the position the better move
    ``best`` reaches with the same later moves. The turn is cut into moves, each from an action of the played one's
    kind to the next (a placement with its payment, ``SearchHooks.gathered``, and what it leads to), and its last
    actions of other kinds (the end of the turn); the line tried is ``best``'s own move first (a later move of the
    turn), or ``best`` with the played move's steps where it is the played card elsewhere, then the others in order,
    one whose place is taken made on the place the played move used, then the end. Positions are compared as the
    game declares (``SearchHooks.position``), else by the seat's view. Playtest 15: two cards placed in the other
    order, the same station, were marked "4 points worse"."""
    played = actions[move - 1]
    line, end = _turn_line(game, state, actions[move - 1:])
    declared = game.search_hooks()
    follow = set(declared.gathered.get(played.kind, ())) if declared is not None else set()
    last = len(line)
    while last > 1 and line[last - 1].kind != played.kind and line[last - 1].kind not in follow:
        last -= 1
    starts = [k for k in range(last) if line[k].kind == played.kind]
    if len(starts) < 2:
        return False
    moves = [line[k:e] for k, e in zip(starts, [*starts[1:], last], strict=True)]
    first = next((m for m in moves if m[0] == best), None)
    if first is not None:
        order = [first, *(m for m in moves if m is not first)]
    elif best.card == played.card and best.kind == played.kind:
        order = [[best, *moves[0][1:]], *moves[1:]]
    else:
        return False
    seat = game.to_act(state)
    alt = state
    for a in [x for m in order for x in m] + line[last:]:
        if game.is_over(alt) or game.to_act(alt) != seat:
            return False
        legal = game.legal_actions(alt)
        if a not in legal:
            a = a._replace(target=played.target)
            if a not in legal:
                return False
        alt = game.apply(alt, a)[0]
    key = declared.position if declared is not None and declared.position is not None else None
    if seat is None or key is None:
        return bool(seat is not None and game.view(alt, seat) == game.view(end, seat))
    return bool(key(alt, seat) == key(end, seat))


def as_good(d: Decision) -> bool:
    """The move played was the engine's choice or one as good: no worse in the check, or worse by less than the
    check can tell (a tie). Two moves level are picked between at random by two searches: a player who followed
    the coach at every turn played the engine's choice every time, though the review's search picked the other."""
    return d.played == d.best or d.loss <= 0 or (d.uncertainty is not None and d.loss <= d.uncertainty)


def summarize(game_name: str, decisions: list[Decision]) -> Summary:
    marks = {m: sum(1 for d in decisions if d.mark == m) for m in MARKS[1:]}
    lost = round(sum(d.loss for d in decisions if d.mark != NONE), 2)
    return Summary(len(decisions), marks, sum(1 for d in decisions if as_good(d)), lost, amount(game_name, lost))


def review(rec: Recipe, seat: int, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0) -> Review:
    """Run ``review_steps`` to the end."""
    for step in review_steps(rec, seat, iterations=iterations, seed=seed):
        if isinstance(step, Review):
            return step
    raise RuntimeError("the review stopped without a result")


# -- the command line ------------------------------------------------------------------------


if __name__ == "__main__":
    # ``python -m engine.review``: the command line reads files and prints, which the browser never does, so it
    # lives in ``engine.review_command``, a module the web package leaves out; it is run by name, not imported here
    import runpy

    runpy.run_module("engine.review_command", run_name="__main__")
