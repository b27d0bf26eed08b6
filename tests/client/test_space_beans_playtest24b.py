"""Space Beans, playtest 24, second round: the end of a game read the same live and in its replay."""

from __future__ import annotations

from engine import GAMES
from game import replays
from game.seats import Seat
from tests.client.driver import DT, click_key, run_until
from tests.client.test_replay_end import finished_recipe, watch_first_replay

GOAL_SEED = 2  # random moves from this seed end with a seat reaching the goal (SB-25), in few moves


def test_the_replay_s_end_tells_the_bonus_as_the_game_played_to_its_end_did(data_dir: str) -> None:
    """SB-25, SB-27: the log of the last move played out (as the live game showed it) ends "…End scoring…, Nova
    reaches the goal: +3 bonus, Game over"; the replay's End (the table rebuilt at once) ended "Game over" without
    the bonus in sight, as the engine told the bonus before the hands' discards and the end scoring."""
    game = GAMES["space_beans"]
    rec = finished_recipe("space_beans", GOAL_SEED)
    final = game.new(rec.players, rec.seed)
    for a in rec.actions:
        final, _ = game.apply(final, a)
    assert any(final.bonus), "the seed no longer ends on the goal"
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    assert replays.add(rec, seats, list(game.scores(final)), sorted(game.winners(final)))
    watch = watch_first_replay()
    watch.go(watch.total - 1)
    watch.forward()  # the last move, animated as it was played
    run_until(watch.app, lambda: not watch.table.anim.blocking and not watch.table.stage.timed)
    played = [text for text, _c in watch.table.log.lines(watch.viewer)]
    click_key(watch.app, "watch:end")
    watch.app.frame(DT)
    rebuilt = [text for text, _c in watch.table.log.lines(watch.viewer)]
    end = played[-6:]
    assert end[-1] == "Game over" and "reaches the goal: +3 bonus" in end[-2], end
    assert rebuilt[-6:] == end, (rebuilt[-6:], end)
