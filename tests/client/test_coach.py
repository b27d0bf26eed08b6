"""Learn to play: started from set-up by clicks, the coach's advice followed by clicks, firsts, privacy, Continue."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.al_cabohne.kinds import ActionKind
from engine.core import Event
from engine.search.budget import iterations
from game import i18n, saves, theme
from game.kit.coach import Coach
from game.scenes.title import TitleScene
from game.tables import coach_script as script_for
from tests.client.driver import DT, click, click_key, game_clickables, make_app, run_until

COACH_BUDGET = iterations(200)  # the Hint's search the coach names a move from: a count, so a test repeats exactly


def _learn(game: str) -> tuple[Any, Any]:
    """Title → the game's set-up → "Learn to play", all by clicks; the app and the table."""
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, f"game:{game}")
    click_key(app, "learn")
    table = app.top
    assert table.coach is not None
    table.advisor.budget = COACH_BUDGET
    return app, table


def _think_through(table: Any) -> None:
    """The Hint's search the coach waits for, run to its answer without drawing a frame per slice (quicker)."""
    for _ in range(100_000):
        if not table.advisor.thinking:
            return
        table.advisor.update()
    raise AssertionError("the Hint's search never answered")


def _ready(table: Any) -> bool:
    """The human may act and the coach has its pick (the Hint's search has answered), or the game is over."""
    if table.mod.over:
        return True
    return bool(table.input_open) and (not table.coach.advising or table.advisor.found is not None)


def coached(app: Any, table: Any, decisions: int) -> Iterator[None]:
    """Follows the coach for up to ``decisions`` of its words, until the game ends: yields each time the coach has
    spoken and the human may act (the caller reads the table), then clicks what it rings, or its OK."""
    for _ in range(decisions):
        for _frame in range(3000):
            if (_ready(table) and table.coach.text) or table.mod.over:
                break
            app.frame(DT)
        if table.mod.over:
            return
        spot = table.coach.target(table.current_offers())
        yield
        if spot is None:
            click_key(app, "ui:coach-ok")
        else:
            click(app, spot.center)


def ring_of(table: Any) -> Any:
    """Where the coach's ring is now (``None``: it rings nothing)."""
    return table.coach.target(table.current_offers(), table.action_rects)


def ring_until(app: Any, table: Any, found: Any, what: str) -> Any:
    """Follow the coach's ring (a "Got it" where it only tells, the first legal move where it rings nothing) until
    ``found(spot)`` holds for the ring's spot; returns that spot. ``what``: the pick looked for, for the failure."""
    for _ in range(300):
        run_until(app, lambda: _ready(table), 5000)
        app.frame(DT)
        spot = ring_of(table)
        if spot is not None and found(spot):
            return spot
        if spot is not None:
            click(app, spot.center)
        elif "ui:coach-ok" in [k for _r, k in table.clickables()]:
            click_key(app, "ui:coach-ok")
        else:
            table.play(table.mod.legal()[0])
    raise AssertionError(f"the coach never picked {what}")


def _follow(app: Any, table: Any, steps: int, watch: Any = None) -> int:
    """Click where the coach points, ``steps`` times (a "Got it" when it only tells); returns clicks on the table."""
    moves = 0
    for _ in range(steps):
        for _frame in range(3000):
            if (_ready(table) and table.coach.text) or table.mod.over:
                break
            app.frame(DT)
        else:
            break  # the coach has nothing more to say on this turn: it only speaks when something is new
        if table.mod.over:
            break
        if watch is not None:
            watch(table)
        for rect, _key in game_clickables(table):  # the coach never covers what may be clicked
            assert not table.coach.panel.colliderect(rect), (rect, table.coach.panel)
        spot = table.coach.target(table.current_offers(), table.action_rects)  # as the table rings it (a Pay button)
        if spot is None:
            click_key(app, "ui:coach-ok")
        else:
            click(app, spot.center)
            moves += 1
    return moves


@pytest.mark.parametrize("game", ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"])
def test_learn_to_play_starts_the_fixed_deal_against_easy_computers(data_dir: str, game: str) -> None:
    app, table = _learn(game)
    script = script_for(game)
    assert table.mod.state.seed == script.SEED
    assert [s.human for s in table.seats] == [True] + [False] * (script.PLAYERS - 1)
    assert all(s.level == "easy" for s in table.seats if not s.human)
    run_until(app, lambda: _ready(table))
    app.frame(DT)
    facts = script.facts(table.view) if hasattr(script, "facts") else {}
    first = i18n.tr(script.OPENING[0].text, **facts)  # its first line, then the engine's pick for the position
    assert table.coach.text.startswith(first) and table.coach.aim in table.mod.legal()
    app.draw()  # and it draws


def test_space_beans_coach_advances_as_its_advice_is_followed(data_dir: str) -> None:
    """The opening goes from its first line to the collect step (SB-16) as the coach's picks are clicked. Its picks
    are the Hint's (the search's, not a fixed line of play), so which trophy comes of it is not scripted."""
    app, table = _learn("space_beans")
    seen: list[int] = []
    _follow(app, table, 7, lambda t: seen.append(t.coach.pos))
    assert seen[0] == 0 and max(seen) >= 4  # from the first line to the collect step
    assert seen == sorted(seen)


def test_al_cabohne_coach_advances_and_speaks_at_the_first_tax(data_dir: str) -> None:
    """Plant, plant again, place every kept card (AC-28), then the first tax (AC-17) brings its note."""
    app, table = _learn("al_cabohne")
    _follow(app, table, 14)
    assert table.coach.pos >= min(3, len(table.coach.script.OPENING))
    assert sum(len(f) for f in table.view.fields[0]) > 0  # the plants happened
    tax = i18n.tr(script_for("al_cabohne").FIRSTS["tax"])
    rng = random.Random(2)
    # on to the first tax by moves at random, but no harvest while another move is open: a harvest empties the field
    # a Boss would tax (the coach's picks avoid taxes that way), and a walk that harvested at random could play the
    # whole game without a tax, or not, as the coach's earlier picks fell
    for _ in range(300):
        run_until(app, lambda: table.input_open or table.mod.over)
        if table.mod.over or table.view.phase == "tax":
            break
        legal = table.mod.legal()
        table.play(rng.choice([a for a in legal if a.kind != ActionKind.HARVEST] or legal))
    # said, with the pick under it once the coach has thought it out (the tax's animations first)
    run_until(app, lambda: table.mod.over or table.input_open and table.coach.aim is not None)
    assert table.view.phase == "tax" and any(h == tax or h.startswith(tax + "\n") for h in table.coach.heard), \
        (table.coach.heard[-3:], table.coach.text, table.coach.script.situation(table.view), table.mod.legal())


def test_a_first_time_event_is_said_once_and_got_it_puts_it_away(data_dir: str) -> None:
    coach = Coach(script_for("space_beans"))
    coach.saw([Event("reshuffle")])
    assert "shuffled into a new draw pile" in coach.text
    coach.got_it()
    assert coach.text == ""
    coach.saw([Event("reshuffle")])
    assert coach.text == ""  # said once only


def test_hide_coach_silences_it_for_the_rest_of_the_game(data_dir: str) -> None:
    app, table = _learn("space_beans")
    run_until(app, lambda: table.input_open and table.coach.text)
    click_key(app, "ui:coach-hide")
    assert table.coach.text == ""
    table.coach.saw([Event("reshuffle")])
    assert table.coach.text == ""


@pytest.mark.parametrize("game", ["space_lab", "space_beans"])
def test_the_hint_brings_a_hidden_coach_back(data_dir: str, game: str) -> None:
    """A newcomer who pressed "Hide coach" found nothing to bring it back, and looked for it under Hint (issue 18,
    Space Lab playtest): in Learn to play the Hint brings the coach back, naming the Hint's move, which is legal."""
    app, table = _learn(game)
    run_until(app, lambda: table.input_open and table.coach.text)
    click_key(app, "ui:coach-hide")
    assert table.coach.text == "" and table.coach.off
    # the way back is said where the player reads the game's instructions, not as a refusal
    said, colour = table.prompt_line()
    assert said == i18n.tr("The coach is hidden: the Hint button brings it back.") and colour != theme.BAD
    assert any(key == "ui:hint" for _, key in table.clickables())
    click_key(app, "ui:hint")
    _think_through(table)
    run_until(app, lambda: table.coach.aim is not None)
    assert table.coach.text and not table.coach.off
    # the line that said how to bring it back is put away: the Hint's own line is said there (playtest 13, AC)
    app.frame(DT)
    said, _colour = table.prompt_line()
    assert said != i18n.tr("The coach is hidden: the Hint button brings it back."), said
    assert table.advisor.advice is not None and not table.notice.active
    assert table.coach.aim == table.advisor.found.action and table.coach.aim in table.mod.legal()
    assert table.lesson  # saved as a lesson again: Continue brings the coach back too
    before, aim = len(table.mod.recipe.actions), table.coach.aim
    table.play(aim)
    assert table.mod.recipe.actions[before] == aim  # the engine took the move named


def _visible_types(view: Any) -> set[str]:
    from engine.space_beans.cards import TYPE_OF, TYPES

    cards = [c for seat in range(view.players) for zone in (view.open, view.trophies) for c in zone[seat]]
    cards += [c for c in (*view.hands[view.seat], *view.secret[view.seat], *view.discard) if c >= 0]
    return {i18n.tr(TYPES[TYPE_OF[c]]) for c in cards}


def test_the_coach_never_names_a_card_the_seat_cannot_see(data_dir: str) -> None:
    """Every bean type the coach names is one the human sees; it reads the human's view only."""
    from engine.space_beans.cards import TYPES

    app, table = _learn("space_beans")
    said: list[tuple[str, set[str]]] = []
    _follow(app, table, 7, lambda t: said.append((t.coach.text, _visible_types(t.view))))
    named = 0
    for text, visible in said:
        for name in (i18n.tr(t) for t in TYPES):
            if name in text:
                named += 1
                assert name in visible, (name, text)
    assert named  # the check met at least one name


def test_a_continued_tutorial_plays_on_with_the_coach(data_dir: str) -> None:
    """Continue restores the game exactly, and a lesson goes on with its coach (issue 18: a newcomer expects it;
    it used to be for the first sitting only)."""
    app, table = _learn("al_cabohne")
    _follow(app, table, 2)
    run_until(app, lambda: table.input_open)
    found = saves.find("al_cabohne")
    assert found is not None and found.saved.recipe.seed == script_for("al_cabohne").SEED
    app.router.resume("al_cabohne")
    resumed = app.top
    assert resumed is not table and resumed.coach is not None
    assert resumed.view.fields == table.view.fields and resumed.view.hands == table.view.hands


@pytest.mark.parametrize("game", ["systeme_solaire", "space_lab"])
def test_the_coach_moves_on_as_the_first_decisions_are_made(data_dir: str, game: str) -> None:
    """Games whose script names no move: clicking what is offered (at random) moves the coach along its opening."""
    import random

    app, table = _learn(game)
    rng = random.Random(2)
    positions: list[int] = []
    for _ in range(4000):
        if table.mod.over or table.coach.pos >= 3 or app.top is not table:
            break
        if table.input_open:
            if table.coach.text:
                positions.append(table.coach.pos)
            offered = game_clickables(table)
            for rect, _key in offered:
                assert rect.size == (1280, 720) or not table.coach.panel.colliderect(rect)  # but a list's "close"
            click(app, rng.choice(offered)[0].center)
        else:
            app.frame(DT)
    assert table.coach.pos >= 2 and positions == sorted(positions)
