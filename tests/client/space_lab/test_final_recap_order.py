"""The "Final turn" recap tells the seats in the order they played their last turns (playtest 30, s66: Orbit's turn
came before Nova's, who played first): the end scoring that follows the last move (every seat's Projects revealed
and its score) no longer counts as a seat's last act, which had put the winner, scored last, at the bottom."""

from __future__ import annotations

from engine import GAMES
from engine.core import Event
from game.kit.log import GameLog
from game.kit.notes import Recap
from game.words import say
from tests.client.space_lab.test_review_loss_part import _recipe

NAMES = ["Alice", "Nova", "Orbit"]


def test_the_final_recap_tells_the_seats_in_the_order_they_played() -> None:
    rec = _recipe()  # the playtest's game: Alice ended the game's last full round, then Nova, then Orbit played
    game = GAMES["space_lab"]
    log, recap = GameLog(game, NAMES), Recap()
    s = game.new(rec.players, rec.seed, **rec.options)
    for a in rec.actions:
        seat, mark = game.to_act(s), log.mark()
        s, events = game.apply(s, a)
        for e in events:
            log.add(e)
        if seat == 0 and not game.is_over(s):  # as the table marks a human's own move
            recap.acted(0, mark, game.view(s, 0), log)
    assert game.is_over(s)
    recap.game_ends(0, log, game.view(s, 0))
    assert recap.final
    assert [b.seat for b in recap.blocks] == [1, 2], [b.seat for b in recap.blocks]
    # each block still tells its seat's end scoring after its moves
    nova = [say(w, NAMES) for w in recap.blocks[0].heard]
    assert any("takes" in t for t in nova) and nova[-1].startswith("Nova"), nova
    assert all(isinstance(e, Event) for e in log.entries)
