"""A replay steps through Space Lab one whole move at a time (issue 18, playtest 15): a placement (SL-7) and its
payment (SL-8) were 3-4 steps, the card in the station while its payment was still in hand and the Discard pile
unmoved. "Next move" now plays the placement with its payment, so every step shows a table as a player left it."""

from __future__ import annotations

from engine.space_lab.kinds import ActionKind
from game import replays
from game.scenes.watch import WatchScene
from game.seats import Seat
from tests.client.driver import DT, click_key
from tests.client.test_replay_end import finished_recipe, watch_first_replay


def _watch(seed: int) -> WatchScene:
    rec = finished_recipe("space_lab", seed)
    assert any(a.kind == ActionKind.PAY for a in rec.actions), "this game pays for a placement"
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    assert replays.add(rec, seats, [0] * rec.players, [])
    return watch_first_replay()


def test_next_move_never_stops_half_way_through_a_placement(data_dir: str) -> None:
    watch = _watch(11)
    seen, placements = 0, 0
    while watch.index < watch.total:
        before = watch.index
        click_key(watch.app, "watch:next")
        watch.app.frame(DT)
        state = watch.table.mod.state
        assert state.placing == 0, f"step to action {watch.index} shows a card placed, its payment still in hand"
        assert state.phase != "pay", watch.index
        kinds = [a.kind for a in watch.recipe.actions[before:watch.index]]
        placements += kinds.count(ActionKind.PLACE) and ActionKind.PAY in kinds
        seen += 1
    assert placements, "no paid placement was stepped over whole"
    assert seen < watch.total, "every action was its own step"


def test_previous_move_and_the_count_go_by_whole_moves(data_dir: str) -> None:
    watch = _watch(11)
    click_key(watch.app, "watch:end")
    steps = 0
    while watch.index:
        click_key(watch.app, "watch:back")
        watch.app.frame(DT)
        assert watch.table.mod.state.placing == 0, watch.index
        steps += 1
    click_key(watch.app, "watch:end")
    assert watch.step == steps < watch.total  # "move n of n" counts whole moves
