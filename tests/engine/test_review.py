"""The game review: planted blunders are marked and the best move is not, verdicts never peek, the review
thinks in slices, and its result survives JSON."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import GAMES
from engine.bots import Bot
from engine.core import Action, Game, english, words
from engine.recipe import BadRecipe, Recipe
from engine.review import (
    BLUNDER,
    HIGH,
    INACCURACY,
    LOW,
    MARKS,
    MISTAKE,
    NONE,
    Progress,
    Review,
    Verdict,
    amount,
    judge_steps,
    margin_hooks,
    mark,
    review,
    review_steps,
    trust_note,
)
from engine.review_command import main
from engine.search import SearchBot, hooks, iterations
from engine.search.ismcts import Tree
from engine.search.policy import SearchHooks, Thresholds
from engine.search.shaping import lead
from engine.selfplay import play_actions
from tests.engine.search.helpers import FakeClock, Metered, choices, positions

ITERATIONS = 100  # small, so the file stays fast; the planted losses are far above the noise there


def verdict(game: Game, s: Any, played: Action, its: int = ITERATIONS, seed: int = 0) -> Verdict:
    for step in judge_steps(game, s, played, 1, iterations=its, seed=seed):
        if step is not None:
            return step
    raise AssertionError("no verdict")


def planted(game: Game, s: Any, bad: Action) -> tuple[Verdict, Verdict]:
    """The verdict on the bad move (must be marked) and on the review's best move (must not be)."""
    worse = verdict(game, s, bad)
    assert worse.best != bad
    best = verdict(game, s, worse.best)
    return worse, best


def assert_marked(name: str, worse: Verdict, best: Verdict) -> None:
    assert mark(name, worse.loss, worse.uncertainty) != NONE, worse
    assert worse.uncertainty is not None and worse.loss > worse.uncertainty
    assert mark(name, best.loss, best.uncertainty) == NONE, best
    assert best.loss == 0.0


# -- planted blunders ----------------------------------------------------------------------


def test_space_beans_passing_up_the_winning_close_is_a_blunder() -> None:
    # SB-16, SB-25: closing [9, 3, 6] (N = 3, the 3 scores) takes seat 0 from 27 to 30 trophy points, which
    # ends the game with the +3 bonus. Not closing hands the same chance to seat 1, also on 27 with a
    # closable collection: a swing of about 6 points.
    from engine.space_beans import GAME
    from engine.space_beans import card_id as c
    from engine.space_beans.positions import position

    k, d, bl, be, ce, bo, mo = range(7)
    s = position(2, trophies={0: [c(be, 9), c(mo, 9), c(k, 9)], 1: [c(d, 9), c(bo, 9), c(bl, 9)]},
                 open={0: [c(ce, 9), c(ce, 3), c(ce, 6)], 1: [c(bl, 3), c(bl, 7), c(bl, 1)]}, phase="close")
    worse, best = planted(GAME, s, Action("end"))
    assert worse.best == Action("close")
    assert_marked("space_beans", worse, best)
    assert mark("space_beans", worse.loss, worse.uncertainty) == BLUNDER


def test_al_cabohne_buying_a_field_on_the_last_turn_is_a_mistake() -> None:
    # AC-14, AC-32: the draw at the end of this turn is the third exhaustion, so the game ends; a third
    # field bought now costs 4 coins and can grow nothing.
    from engine.al_cabohne import GAME
    from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
    from engine.al_cabohne.positions import position
    from engine.al_cabohne.state import CULTIVATE

    s = position(2, phase=CULTIVATE, coins={0: 6, 1: 5}, hands={0: [KIDNEY, PUFF], 1: [BLUE, BLUE]},
                 fields={0: [[KIDNEY] * 2, [RUNNER] * 4], 1: [[BROAD] * 3, [FRENCH]]},
                 bosses=[[FIRE], [BLUE]], draw_top=[FIRE, FIRE], exhaustions=2, rest="discard")
    worse, best = planted(GAME, s, Action("buy_field"))
    assert_marked("al_cabohne", worse, best)
    assert worse.loss >= 3.0  # the 4 coins, less what a field is still worth at the final sale (AC-34)


def test_systeme_solaire_taking_the_lone_jupiter_to_the_front_is_a_blunder() -> None:
    # SS-19, SS-20, SS-25: the Neptune and Mercury pair is worth more than a lone Jupiter, and a Jupiter
    # in front gives up its 5 auction points in hand for 2 VP.
    from engine.systeme_solaire import GAME
    from engine.systeme_solaire.positions import position

    groups = [["Mars", "Pluto"], ["Neptune", "Mercury"], ["Jupiter"]]
    s = position(3, hands={p: ["P1"] for p in range(3)}, fronts={0: ["Mars"]}, groups=groups, order=[0, 1, 2],
                 winner=0, phase="take", round=2)
    worse, best = planted(GAME, s, Action("take", 2, "f"))
    assert worse.best.kind == "take" and worse.best.card == 1
    assert_marked("systeme_solaire", worse, best)
    assert mark("systeme_solaire", worse.loss, worse.uncertainty) == BLUNDER


def test_space_lab_drawing_in_the_final_turn_is_marked() -> None:
    # The final turn (SL-5, SL-7, section 13): drawn cards stay in hand and score nothing, while the
    # free Gold card placed now scores, most on the bottom slot whose Objective it matches (SL-12).
    from engine.space_lab import GAME
    from tests.engine.space_lab.test_ai import final_turn

    worse, best = planted(GAME, final_turn(), Action("draw"))
    assert worse.best.kind == "place"
    assert_marked("space_lab", worse, best)


def test_a_loss_within_its_uncertainty_is_never_marked() -> None:
    assert mark("space_beans", 50.0, 60.0) == NONE
    assert mark("space_beans", 50.0, None) == NONE
    assert mark("space_beans", 50.0, 1.0) == BLUNDER
    assert mark("space_beans", 0.5, 0.1) == NONE  # below the game's smallest threshold
    assert mark("al_cabohne", 3.5, 0.2) == MISTAKE
    assert mark("space_lab", 3.5, 0.2) != MISTAKE  # a game whose scores run higher has higher thresholds


class _Declaring:
    """A game known to the review only by its search hooks: its figures are its own, not the review's."""

    def __init__(self, declared: SearchHooks | None) -> None:
        self.declared = declared

    def search_hooks(self) -> SearchHooks | None:
        return self.declared


def test_the_review_reads_each_games_figures_from_its_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 17: ``engine.review`` names no game; what it marks, counts and warns of, the game declares
    note = words("Not sure at three.")
    monkeypatch.setitem(GAMES, "declaring", _Declaring(SearchHooks(
        review_thresholds=Thresholds(10.0, 20.0, 40.0), review_units=words("{n} bean", plural="{n} beans"),
        review_notes={3: note},
    )))
    monkeypatch.setitem(GAMES, "silent", _Declaring(None))
    assert mark("declaring", 15.0, 1.0) == INACCURACY and mark("declaring", 45.0, 1.0) == BLUNDER
    assert mark("silent", 15.0, 1.0) == BLUNDER  # no hooks: the defaults (1, 2 and 4 points)
    assert english(amount("declaring", 2.0), []) == "2 beans" and english(amount("declaring", 1.0), []) == "1 bean"
    assert english(amount("silent", 2.5), []) == "2.5 points"
    assert trust_note("declaring", 3) == note and trust_note("declaring", 2) is None
    assert trust_note("silent", 3) is None
    # the four games' own (docs/search.md, "The game review")
    assert mark("space_lab", 5.0, 1.0) == INACCURACY and mark("space_beans", 5.0, 1.0) == BLUNDER
    assert english(amount("al_cabohne", 3), []) == "3 coins" and english(amount("systeme_solaire", 3), []) == "3 VP"
    assert trust_note("al_cabohne", 1) is not None and trust_note("al_cabohne", 2) is not None  # playtest 34


def test_margins_in_the_games_units() -> None:
    # AC-36: the Mafia is every seat's rival; alone without one (solo Space Lab), the score itself.
    assert lead([10, 7], rival=12) == [-2, -5]
    assert lead([10, 7, 3]) == [3, -3, -7]
    assert lead([55]) == [55.0]


@pytest.mark.parametrize(("name", "players"), [("space_beans", 2), ("al_cabohne", 1), ("systeme_solaire", 3),
                                                ("space_lab", 2)])
def test_margins_judge_where_the_evaluation_judges(name: str, players: int) -> None:
    """The review's leaves are Hard's: a game's ``margins`` answers exactly where its ``evaluate`` does,
    and a larger expected lead never gets a smaller reward."""
    game = GAMES[name]
    h, m = hooks(game), margin_hooks(game)
    assert h.evaluate is not None and m.evaluate is not None
    judged = 0
    for s in positions(game, players, 5, every=3, limit=300):
        rewards, leads = h.evaluate(s), m.evaluate(s)
        assert (rewards is None) == (leads is None)
        if rewards is not None and leads is not None and len(leads) > 1:
            judged += 1
            order = sorted(range(len(leads)), key=lambda i: leads[i])
            assert all(rewards[i] <= rewards[j] + 1e-9 for i, j in zip(order, order[1:], strict=False))
    assert judged or players == 1


def test_standard_error_of_a_node() -> None:
    t = Tree()
    t.visits[0], t.total[0], t.squares[0] = 4, 8.0, 20.0  # rewards 1, 1, 3, 3: variance 4/3
    assert t.error(0) == pytest.approx((4 / 3 / 4) ** 0.5)
    t.visits[0] = 1
    assert t.error(0) == float("inf")


# -- never peeks ---------------------------------------------------------------------------


def pairs() -> list[tuple[str, int]]:
    """Every game at its smallest table, and two-player tables where the smallest is solo."""
    out = []
    for name, g in GAMES.items():
        out.append((name, g.min_players))
        if g.min_players == 1:
            out.append((name, 2))
    return out


@pytest.mark.parametrize(("name", "players"), pairs())
def test_same_view_same_verdict(name: str, players: int) -> None:
    """Two true states the seat cannot tell apart (one real, one re-dealt by ``resample``) get the same
    verdict: the review never uses what the seat could not know."""
    game = GAMES[name]
    for k, s in enumerate(choices(game, players, 300, 3)):
        seat = game.to_act(s)
        assert seat is not None
        other = game.resample(s, seat, random.Random(k))
        assert game.view(other, seat) == game.view(s, seat)
        assert game.legal_actions(other) == game.legal_actions(s)
        played = game.legal_actions(s)[-1]
        a = verdict(game, s, played, its=24, seed=k)
        b = verdict(game, other, played, its=24, seed=k)
        assert a == b, f"{name}: the hidden cards changed the verdict ({a} vs {b})"


# -- a whole game --------------------------------------------------------------------------


def hard_game(name: str, players: int, seed: int, its: int) -> Recipe:
    """A game Hard plays against itself at ``its`` iterations."""
    game = GAMES[name]
    bots: list[Bot] = [SearchBot(game, iterations(its)) for _ in range(players)]
    return Recipe(name, players, seed, {}, play_actions(game, players, seed, bots, check=False)[1])


@pytest.fixture(scope="module")
def quick_game() -> Recipe:
    return hard_game("systeme_solaire", 3, 4, 40)


def test_hard_against_itself_gets_few_marks(quick_game: Recipe) -> None:
    r = review(quick_game, 0, iterations=40)
    s = r.summary
    assert s is not None and s.decisions == len(r.decisions) > 3
    marked = sum(s.marks.values())
    assert marked <= s.decisions // 4, [d for d in r.decisions if d.mark != NONE]
    assert s.engine_choice >= 1


def test_the_result_round_trips_through_json(quick_game: Recipe) -> None:
    r = review(quick_game, 1, iterations=12)
    back = Review.from_json(r.to_json())
    assert back == r
    assert json.loads(r.to_json())["version"] == quick_game.version
    assert r.trust == HIGH and r.trust_reason is None
    assert r.current()
    assert not Review.from_dict({**r.to_dict(), "version": r.version + 1}).current()
    for d in r.decisions:
        assert d.mark in MARKS and d.played == quick_game.actions[d.move - 1]
        assert d.loss >= 0
    with pytest.raises(ValueError):
        Review.from_dict({**r.to_dict(), "trust": "perhaps"})


def test_al_cabohne_solo_says_not_sure() -> None:
    game = GAMES["al_cabohne"]
    s = game.new(1, 3)
    rng = random.Random(3)
    actions: list[Action] = []
    while len(actions) < 12:
        a = rng.choice(game.legal_actions(s))
        actions.append(a)
        s = game.apply(s, a)[0]
    r = review(Recipe("al_cabohne", 1, 3, {}, actions), 0, iterations=8)
    assert r.trust == LOW and r.trust_reason is not None
    assert "18%" in english(r.trust_reason, ["Alice"])  # the figure fills a blank of the sentence


def test_a_bad_recipe_or_seat_is_refused() -> None:
    rec = Recipe("space_beans", 2, 1, {}, [Action("play", 999, "open")])
    with pytest.raises(BadRecipe, match="Move 1"):
        review(rec, 0, iterations=4)
    with pytest.raises(BadRecipe, match="seat 3"):
        review(Recipe("space_beans", 2, 1), 2, iterations=4)


# -- slices ----------------------------------------------------------------------------------

COST = 0.0001  # fake seconds per engine call
CALLS_BETWEEN_CHECKS = 4  # as in tests/engine/search/test_slices.py


def test_slices_stay_within_the_budget(quick_game: Recipe, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = FakeClock()
    metered = Metered(GAMES["systeme_solaire"], clock, COST)
    monkeypatch.setitem(GAMES, "systeme_solaire", metered)
    slices = []
    steps = review_steps(quick_game, 0, iterations=30, clock=clock, slice_seconds=0.001)
    seen: list[Progress] = []
    while True:
        start = clock.now
        step = next(steps)
        slices.append(clock.now - start)
        if isinstance(step, Review):
            break
        seen.append(step)
    assert len(slices) > 40
    assert max(slices) <= 0.001 + CALLS_BETWEEN_CHECKS * COST + 1e-9
    total = step.summary.decisions if step.summary is not None else -1
    assert {p.total for p in seen if p.decision} == {total}
    assert [p.decision for p in seen if p.decision] == sorted(p.decision for p in seen if p.decision)
    assert seen[-1].decision == total


# -- the command line --------------------------------------------------------------------------


def test_command_line(quick_game: Recipe, tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "replay.json"
    path.write_text(json.dumps({"recipe": quick_game.to_dict(), "seats": [{"name": "Ada"}, {"name": "Bo"}, {"name": "Cy"}]}))
    assert main([str(path), "--seat", "2", "--iterations", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1 and out["summary"]["decisions"] == len(out["decisions"])
    assert main([str(path), "--seat", "2", "--iterations", "8"]) == 0
    text = capsys.readouterr().out
    assert "review of Bo" in text and "decisions reviewed" in text
    with pytest.raises(SystemExit) as exc:
        main([str(path), "--seat", "4"])
    assert exc.value.code == 2
    assert "--seat must be 1–3" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main([str(path), "--seat", "0"])
    assert exc.value.code == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main([str(bad), "--seat", "1"]) == 1
    assert capsys.readouterr().err.startswith("review: ")
