"""Système Solaire's coach answers a raised bid as such (issue 18 re-test, 06-coach2.png): after the player opened
and a computer bid higher, it still said "You are first player: open the auction" over its pick, Pass (SS-9, SS-10,
SS-11)."""

from __future__ import annotations

from typing import Any

from engine.systeme_solaire.kinds import Phase
from tests.client.driver import DT
from tests.client.test_coach import _follow, _learn


def _thought_out(watch: Any) -> Any:
    """``watch``, once the coach has thought out the rest of a gathered move (a payment, a selection: the Hint's own
    search, step by step, a slice a frame), so that its pick is named and ringed when ``_follow`` clicks it."""

    def wait(t: Any) -> None:
        for _ in range(3000):
            if not t.coach.planning:
                break
            t.app.frame(DT)
        watch(t)

    return wait


def test_a_bid_raised_by_another_seat_is_answered_with_its_own_line(data_dir: str) -> None:
    app, table = _learn("systeme_solaire")
    seen: list[tuple[str, int, int]] = []

    def watch(t: Any) -> None:
        v = t.view
        if v.phase == Phase.BID and v.bidder >= 0 and v.bidder != v.seat:
            seen.append((t.coach.text, v.bidder, v.high))

    _follow(app, table, 40, _thought_out(watch))
    assert seen, "no raised bid came to the player in the lesson's first rounds"
    for text, bidder, high in seen:
        assert "open the auction" not in text, text
        # the line said at every raise gives way to the pick's why where both would hide the log's newest rows
        # (game.kit.coach: a Pass's why says what it costs and gains, playtest 28)
        # (the lesson's first raise says the card's coin and tile instead: the prompt says the raise, playtest 33)
        if not text.startswith(("The coach's pick:", "Gold coin:")):
            assert f"{table.name(bidder)} holds the high bid, {high}:" in text, text
    # the first raise has the lesson's own line, each raise after it its pick and why, or the line beside them
    assert seen[0][0].startswith("Gold coin:"), seen[0]
    assert all(x.startswith("The coach's pick:") or f"{table.name(b)} holds the high bid, {h}:" in x
               for x, b, h in seen[1:]), seen
