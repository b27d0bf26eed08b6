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
    watch.go(watch.total - 1)  # End ▶| is greyed at the end: the end reached by it again, from a move before
    click_key(watch.app, "watch:end")
    watch.app.frame(DT)
    rebuilt = [text for text, _c in watch.table.log.lines(watch.viewer)]
    end = played[-6:]
    assert end[-1] == "Game over" and "reaches the goal: +3 bonus" in end[-2], end
    assert rebuilt[-6:] == end, (rebuilt[-6:], end)


def test_the_french_hint_says_what_the_english_does(data_dir: str) -> None:
    """SB-11: two starts of the open collection about 2 points apart. The French, its move's name longer, once had
    room only for « … environ 2 points de mieux que le 2e choix » where the English named the next best: its words
    were measured at the narrow width of four players and more. Since newcomer test 29 the Hint is one
    recommendation, the best start and its reason, never the next best: the same in both languages."""
    from engine.review import UNITS_PER_REWARD
    from engine.search.hint import Hint, reason, why
    from engine.space_beans import card_id
    from engine.space_beans.kinds import ActionKind
    from engine.space_beans.positions import position
    from engine.space_beans.state import COLLECT
    from game import i18n
    from game.kit.advisor import advice_words
    from tests.client.space_beans.screens import table_at

    bl, be, ce, bo, mo = 2, 3, 4, 5, 6  # type indices in the spec's order
    hand = [card_id(bl, 4), card_id(be, 4), card_id(ce, 7), card_id(bo, 7), card_id(mo, 5), card_id(mo, 6)]
    state = position(2, phase=COLLECT, hands={0: hand}, trophies={0: [card_id(be, 2)]})
    try:
        for lang in ("en", "fr"):
            app, table = table_at(state)
            app.settings.language = lang
            i18n.set_language(lang)
            view = table.mod.game.view(table.mod.state, 0)
            best, other = (next(a for a in table.choices.legal if a.kind == ActionKind.PLAY and a.card == c
                                and a.target == "open") for c in (card_id(mo, 6), card_id(bo, 7)))
            ranked = ((best, 100, 0.6), (other, 100, 0.6 - 2 / UNITS_PER_REWARD))
            found = Hint(best, why(table.mod.game, ranked, view=view), ranked)
            line = advice_words(found, table.advisor.say, table.mod.game, table.advisor.width, view,
                                table.advisor.fits, table.advisor.alone)
            said = reason(table.mod.game, view, best)
            assert said is not None and table.say(said) in line, (lang, line)
            assert "Moonbohnen 6" in line and "Bohrion 7" not in line, (lang, line)
    finally:
        i18n.set_language("en")
