""""Since your last turn" counts from the player's last own turn, not from an answer given in another's turn
(playtest 11, Al Cabohne's trading variant R-16: the player refused Nova's proposal during Nova's turn, and the recap
at their next turn began there, leaving out what Nova did before proposing). Over seeded Normal-against-Normal
games, where seat 1 proposes to seat 0 in its own turn, seat 0's recap of that turn tells seat 1's moves made
before the proposal."""

from __future__ import annotations

import random

from engine import GAMES
from engine.bots import decide, make_bot
from engine.core import english
from engine.selfplay import situation
from game.kit.log import GameLog
from game.kit.notes import Recap

GAME = GAMES["al_cabohne"]
NAMES = ["Alice", "Nova"]


def test_an_answer_in_the_other_seat_s_turn_keeps_the_recap_from_the_player_s_own_turn() -> None:  # rule R-16
    bots = [make_bot("al_cabohne", "normal"), make_bot("al_cabohne", "normal")]
    checked = 0
    for seed in range(40):
        s, rng = GAME.new(2, seed, trading=True), random.Random(seed)
        log, recap = GameLog(GAME, NAMES), Recap()
        before_proposal: list[str] = []  # seat 1's lines in its turn up to its proposal to seat 0
        turn_of = -1
        while not GAME.is_over(s) and checked < 3:
            acting = GAME.to_act(s)
            mark = log.mark()
            s, events = GAME.apply(s, decide(bots[acting], situation(GAME, s, rng)))
            for e in events:
                log.add(e)
                if e.kind == "turn":
                    turn_of = e.to_seat if e.to_seat >= 0 else e.seat
                    if turn_of == 1:
                        before_proposal = []
                elif turn_of == 1 and e.seat == 1 and e.kind in ("plant", "harvest", "place"):
                    before_proposal.append(english(GAME.describe_event(e, 0), NAMES))  # type: ignore[arg-type]
            view = GAME.view(s, 0)
            if acting == 0:
                answered = turn_of == 1 and before_proposal  # an answer to seat 1's proposal, in its turn
                recap.acted(0, mark, view, log)
                if answered and GAME.to_act(s) != 0:
                    told_before = list(before_proposal)
                    while not GAME.is_over(s) and not (GAME.to_act(s) == 0 and turn_of == 0):
                        acting = GAME.to_act(s)
                        s, events = GAME.apply(s, decide(bots[acting], situation(GAME, s, rng)))
                        for e in events:
                            log.add(e)
                            if e.kind == "turn":
                                turn_of = e.to_seat if e.to_seat >= 0 else e.seat
                    if GAME.is_over(s):
                        break
                    recap.turn_starts(0, log, GAME.view(s, 0))
                    (block,) = [b for b in recap.blocks if b.seat == 1]
                    heard = [english(w, NAMES) for w in block.heard]
                    for line in told_before:  # its moves before the proposal are told (once, or folded ×n)
                        assert any(h == line or h.startswith(line + " ×") for h in heard), (line, heard)
                    checked += 1
        if checked >= 3:
            break
    assert checked >= 1, "no seeded game had seat 1 propose to seat 0 after moves of its own"
