"""Where the search rates moves level, the Hint names the one that gives up least (issue 18 §1): the search's noise
never decides between a harmless move and a harvest that earns nothing (Al Cabohne, AC-12: every bean of the field
goes to the discard) or a larger bid (Système Solaire, SS-13: the winner pays at least the bid).

The search itself is replaced by a fixed rating, so each test says exactly which moves are level; the tie-break
reads only the seat's view (``SearchHooks.cost``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.facts import CT
from engine.core import Action, english
from engine.search.budget import iterations
from engine.search.hint import hint
from engine.search.ismcts import Search

AC, SS = GAMES["al_cabohne"], GAMES["systeme_solaire"]


def _rated(monkeypatch: pytest.MonkeyPatch, rows: list[tuple[Action, int, float]]) -> None:
    """The search rates the root moves as ``rows`` say (best first by visits), whatever it plays out."""

    def run(self: Search, legal: list[Action], budget: Any) -> Iterator[None]:
        return iter(())

    def ranked(self: Search, legal: list[Action]) -> list[tuple[Action, int, float]]:
        rated = {a for a, _n, _m in rows}
        return rows + [(a, 0, 0.0) for a in legal if a not in rated]

    monkeypatch.setattr(Search, "run", run)
    monkeypatch.setattr(Search, "ranked", ranked)


def _al_cabohne_after_one_plant() -> Any:
    """Learn to play's deal (seed 5, solo): the Broad planted on field 1, the next plant offered; harvesting that
    lone, just planted bean earns nothing."""
    s = AC.new(1, 5)
    first = next(a for a in AC.legal_actions(s) if a.kind == "plant")
    s = AC.apply(s, first)[0]
    assert AC.to_act(s) == 0 and AC.view(s, 0).field_worth[0][0][0] == 0
    return s


def _say(game: Any, w: Any) -> str:
    return english(w, ["Alice", "Bruno", "Chloé"])


def test_al_cabohne_a_level_harvest_that_earns_nothing_gives_way_to_a_harmless_move(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # AC-12: a harvest that earns no coin sends the field's beans to the discard; AC-10: it is never forced here
    s = _al_cabohne_after_one_plant()
    legal = AC.legal_actions(s)
    harvest = Action("harvest", -1, "field:0")
    plant = next(a for a in legal if a.kind == "plant")
    end = Action("end")
    assert harvest in legal and end in legal
    _rated(monkeypatch, [(harvest, 120, 0.340), (end, 90, 0.338), (plant, 60, 0.300)])
    found = hint(AC, s, 0, random.Random(1), iterations(10))
    assert found.action == end, found.ranked
    line = _say(AC, found.why)  # the line names the harmless move first, and never the harvest for nothing beside it
    assert line.startswith("Best: Reveal.") and "Harvest" not in line, line  # playtest 14: "Just as good: Harvest"


def test_al_cabohne_a_harvest_clearly_better_is_still_named(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _al_cabohne_after_one_plant()
    harvest, end = Action("harvest", -1, "field:0"), Action("end")
    _rated(monkeypatch, [(harvest, 120, 0.400), (end, 90, 0.300)])  # 2 units apart: not level
    assert hint(AC, s, 0, random.Random(1), iterations(10)).action == harvest


def test_al_cabohne_a_move_tried_too_little_is_not_called_level(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _al_cabohne_after_one_plant()
    harvest, end = Action("harvest", -1, "field:0"), Action("end")
    _rated(monkeypatch, [(harvest, 120, 0.340), (end, 3, 0.340)])  # three visits say little
    assert hint(AC, s, 0, random.Random(1), iterations(10)).action == harvest


def _systeme_solaire_auction() -> Any:
    """Three players, seed 1: the opener has bid, the next seat may raise or pass."""
    s = SS.new(3, 1)
    s = SS.apply(s, Action("bid", 1))[0]
    legal = SS.legal_actions(s)
    assert Action("pass") in legal and Action("bid", 4) in legal and Action("bid", 9) in legal, legal
    return s


def test_systeme_solaire_a_level_bid_gives_way_to_the_cheaper_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # SS-13: the winner pays at least the bid, so of two bids the search cannot tell apart the cheaper is named
    s = _systeme_solaire_auction()
    seat = SS.to_act(s)
    nine, four = Action("bid", 9), Action("bid", 4)
    _rated(monkeypatch, [(nine, 150, 0.520), (four, 140, 0.515), (Action("pass"), 90, 0.40)])
    found = hint(SS, s, seat, random.Random(1), iterations(10))
    assert found.action == four, found.ranked
    assert _say(SS, found.why) == "Bid 4 — or, just as good: Bid 9."


def test_systeme_solaire_a_level_pass_is_named_before_any_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _systeme_solaire_auction()
    seat = SS.to_act(s)
    _rated(monkeypatch, [(Action("bid", 6), 150, 0.50), (Action("pass"), 140, 0.499), (Action("bid", 2), 140, 0.499)])
    assert hint(SS, s, seat, random.Random(1), iterations(10)).action == Action("pass")


def test_the_tie_break_reads_only_the_seats_view() -> None:
    """The cost hook is handed the seat's view (what the player knows), never the state."""
    s = _al_cabohne_after_one_plant()
    cost = AC.search_hooks().cost
    assert cost is not None
    view = AC.view(s, 0)
    broad = sum(1 for c in view.hands[0] if c >= 0 and CT[c] == CT[view.fields[0][0][0]])
    # the lone bean harvested for nothing, the beans of its type in the hand that would have grown it, and what the
    # next reveal hands a Boss of its type from the discard (AC-21), all read from the view
    from engine.al_cabohne.foresight import fed_by_discard
    from engine.al_cabohne.rollout import BEANS_PER_COIN

    harvest = Action("harvest", -1, "field:0")
    fed = sum(BEANS_PER_COIN * k if k else n for n, k in fed_by_discard(view, harvest))
    assert cost(view, harvest) == 1.0 + broad + fed
    assert cost(view, Action("end")) == 0.0
    assert SS.search_hooks().cost(SS.view(_systeme_solaire_auction(), 1), Action("bid", 7)) == 7.0


def _twins() -> tuple[Any, Any, Action, Action, Action]:
    """Space Beans with two copies of Beanliens 9 in hand beside a Klingbohns 5 (SB: values 4–9 come twice a type):
    the game, the seat's view, each Beanliens 9 played to the open collection, and the Klingbohns played."""
    from engine.space_beans import card_id
    from engine.space_beans.positions import position
    from engine.space_beans.state import COLLECT

    game = GAMES["space_beans"]
    b9a, b9b, k5 = card_id(3, 9, 0), card_id(3, 9, 1), card_id(0, 5, 0)
    s = position(2, phase=COLLECT, hands={0: [b9a, b9b, k5]}, open={0: [card_id(3, 4, 0)]})
    legal = game.legal_actions(s)
    first = next(a for a in legal if a.card == b9a and a.target == "open")
    twin = next(a for a in legal if a.card == b9b and a.target == "open")
    return game, game.view(s, 0), first, twin, next(a for a in legal if a.card == k5)


def test_the_line_never_names_a_runner_up_in_the_same_words_as_the_best() -> None:
    """Two copies of one card (SB: values 4–9 come twice a type) make two moves the screen names alike: "Best: Put
    Beanliens 9 on your open collection — about 1 point better than Put Beanliens 9 on your open collection" (a
    playtest, issue 18). The line names the next move that reads differently."""
    from engine.core import english
    from engine.search.hint import why

    game, view, first, twin, other = _twins()
    ranked = ((first, 100, 0.60), (twin, 100, 0.57), (other, 100, 0.50))
    line = english(why(game, ranked, view=view), ["Alice", "Bruno"])
    said = english(game.describe_in(view, first), ["Alice", "Bruno"])
    assert line.count(said) == 1, line
    assert english(game.describe_in(view, other), ["Alice", "Bruno"]) in line, line


def test_a_level_pair_with_a_reason_names_the_best_as_best_and_the_other_as_close_behind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 15: "Spend Probe 1 — or, just as good: Spend Probe 3. One card must be spent: this one is worth
    least." gave a reason for one of two moves it had just called as good as each other. With a reason, the best is
    said as best, its reason follows, and the other comes after it as close behind; without one, the two stay
    level ("X — or, just as good: Y.")."""
    from dataclasses import replace

    from engine.core import words
    from engine.search.hint import Hint, brief
    from engine.search.policy import SearchHooks

    game = GAMES["space_beans"]
    s = game.new(3, 4)
    view = game.view(s, game.to_act(s))
    first, second = game.legal_actions(s)[:2]
    ranked = ((first, 60, 0.5), (second, 60, 0.5))
    found = Hint(first, words("Best: x."), ranked)
    declared = game.search_hooks() or SearchHooks()
    monkeypatch.setattr(type(game), "search_hooks", lambda self: replace(declared, reason=None, alike=None, buttons=()))
    plain = _say(game, brief(game, found, view=view, reasoned=True))
    assert "just as good" in plain, plain  # no reason: the two are offered as level
    monkeypatch.setattr(type(game), "search_hooks",
                        lambda self: replace(declared, reason=lambda v, a: words("It scores 3 now."), alike=None, buttons=()))
    line = _say(game, brief(game, found, view=view, reasoned=True))
    best, other = _say(game, game.describe_in(view, first)), _say(game, game.describe_in(view, second))
    assert line == f"Best: {best}. It scores 3 now. Next best: {other}.", line
    narrow = _say(game, brief(game, found, name_other=False, view=view, reasoned=True))
    assert narrow == f"Best: {best}. It scores 3 now.", narrow


def _systeme_solaire_payment(hand: list[str], bid: int) -> Any:
    """Alice opened with ``bid``, the others passed: she pays (SS-13) from ``hand``."""
    from engine.systeme_solaire.positions import position

    groups = [["Mercury", "Venus"], ["Jupiter"], ["Uranus", "Mars"]]
    s = position(3, hands={0: hand, 1: ["P2"], 2: ["P3"]}, groups=groups, marker=0)
    s = SS.apply(s, Action("bid", bid))[0]
    while SS.to_act(s) != 0:
        s = SS.apply(s, Action("pass"))[0]
    assert s.phase == "pay", s.phase
    return s


@pytest.mark.parametrize(("hand", "bid", "named"), [
    (["P1", "P5", "Saturn"], 2, "Pay 4 with Saturn"),  # playtest 15, 104-fr-payhint: not "Pay 5 with Probe 1, Saturn"
    (["P1", "P2", "P3", "P4", "P5"], 2, "Pay 2 with Probe 2"),  # not "Pay 3 with Probe 1, Probe 2"
])
def test_systeme_solaire_of_level_payments_the_one_that_spends_least_is_named(
        monkeypatch: pytest.MonkeyPatch, hand: list[str], bid: int, named: str) -> None:
    # SS-13: no change is given. Every first pick rated level, the Hint names the payment that spends least, and
    # never one that adds a card for nothing (its first card being the cheapest was the tie-break)
    s = _systeme_solaire_payment(hand, bid)
    legal = SS.legal_actions(s)
    _rated(monkeypatch, [(a, 100, 0.5) for a in legal])
    found = hint(SS, s, 0, random.Random(1), iterations(10))
    assert _say(SS, SS.describe_in(SS.view(s, 0), found.action)) == named, found.ranked


def test_a_twin_of_the_best_is_no_tie() -> None:
    """Two copies of one card played to one collection come to the same move (SB-20, ``alike``): level as they
    are, the Hint's line has no tie to offer, so the client gives the move's reason before the next best (a
    playtest: "Best: Start a secret collection with Beanliens 1. Next best: …, about 2 points less." with no why).
    The next move that reads differently, clearly behind, decides."""
    from engine.core import words
    from engine.search.hint import Hint, tied

    game, view, first, twin, other = _twins()
    found = Hint(first, words("Best: x."), ((first, 100, 0.60), (twin, 100, 0.60), (other, 100, 0.50)))
    assert not tied(game, found, view)
    level_other = Hint(first, words("Best: x."), ((first, 100, 0.60), (twin, 100, 0.60), (other, 100, 0.60)))
    assert tied(game, level_other, view)
