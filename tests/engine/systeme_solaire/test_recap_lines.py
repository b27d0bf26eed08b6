"""Système Solaire's "since your last turn" summary (issue 18 follow-up, SS-9..SS-12, SS-25, SS-26).

A newcomer saw Orbit's last bids and passes in the seat panels and the log but not in the recap: the shared
recount tells three lines a seat, so a long auction's moves were the ones counted away. Each seat's auction
moves are one line here, always told; a seat's score jump says which public cards made it ("3 → 13 VP
(+10): Jupiter, Saturn to the front"), never a hand card.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import HIDDEN, Action, Event, Words, english, seen_by
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import KIND_OF
from engine.systeme_solaire.recount import front_cards
from engine.systeme_solaire.words import card_words
from game import i18n
from game import words as say_words
from tests.engine.test_recount import _stretches as stretches

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _stretches(players: int, seed: int, own_lines: bool = False) -> list[tuple[Any, Any, list[Event]]]:
    """(seat 0's view after its move, its view when its next move comes or the game ends, the raw events; with
    ``own_lines`` from seat 0's own move on)."""
    return stretches("systeme_solaire", players, seed, _move, own_lines)


def _move(legal: list[Action], rng: random.Random) -> Action:
    """A random move, but mostly the lowest raise in an auction: long auctions, as bots bidding each other up."""
    bids = [a for a in legal if a.kind == "bid"]
    if bids and rng.random() < 0.85:
        return min(bids, key=lambda a: a.card)
    return rng.choice(legal)


def _auction_told(told: tuple[Words, ...]) -> tuple[list[int], int]:
    """The bids a seat's recap lines name, in order, and how many passes they tell."""
    bids: list[int] = []
    passes = 0
    for w in told:
        listed = w.arg("bids")
        if listed is not None:
            bids += [int(x) for x in str(listed).split(", ")]
        if "passes" in w.text:
            passes += 1
    return bids, passes


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_bid_and_pass_of_the_other_seats_is_told(players: int) -> None:
    """SS-9..SS-12: at each of seat 0's turns, each other seat's bids and passes since its last move."""
    long_auctions = 0
    for seed in range(6):
        for before, after, events in _stretches(players, seed):
            blocks = {b.seat: b for b in GAME.recount(before, after, events, 0)}
            for seat in range(1, players):
                bids = [e.value for e in events if e.seat == seat and e.kind == "bid"]
                passes = sum(1 for e in events if e.seat == seat and e.kind == "pass")
                if not bids and not passes:
                    continue
                long_auctions += len(bids) + passes >= 3
                assert seat in blocks, (seat, bids, passes)
                b = blocks[seat]
                # VP unchanged: the heading says the first news in place of "still 0 VP" (playtest 14)
                said = ((b.figure,) if b.before == b.after and b.figure is not None else ()) + b.told
                assert _auction_told(said) == (bids, passes), (said, bids, passes)
    assert long_auctions, "some stretch held three or more auction moves of one seat"


@pytest.mark.parametrize("players", [3, 5])
def test_a_score_jump_names_the_public_cards_that_made_it(players: int) -> None:
    """SS-25, SS-26: "3 → 13 VP (+10): Jupiter, Saturn to the front"; only cards now face up in that seat's
    front are named (a hand card, even one taken from a group in the open, is never named)."""
    jumps = 0
    for seed in range(5):
        for before, after, events in _stretches(players, seed):
            for b in GAME.recount(before, after, events, 0):
                if b.before == b.after:
                    continue
                jumps += 1
                text = english(b.figure, NAMES)
                added = front_cards([seen_by(e, 0) for e in events], b.seat)
                if text == f"{b.before} → {b.after} VP":
                    # the seat's auction came first: the heading sums up, its lines tell the cards in the order they
                    # came (playtest 29, ``test_recap_order``)
                    lines = " ".join(english(w, NAMES) for w in b.heard)
                    assert "auction" in lines and all(english(card_words(c), NAMES) in lines for c in added), lines
                    continue
                assert f"{b.before} → {b.after} VP (+{b.after - b.before})" in text, text
                assert added or "best hand" in text, text
                assert all(c in after.fronts[b.seat] for c in added), "named only from the public front"
                if len(added) <= 5:
                    assert all(english(card_words(c), NAMES) in text for c in added), (text, added)
                shown = {KIND_OF[c] for c in after.fronts[b.seat]}
                named = {KIND_OF[c] for c in range(60) if english(card_words(c), NAMES) in text.split(": ", 1)[-1]}
                assert named <= shown, (text, "names a card not in the front")
    assert jumps >= 5


def test_the_recap_reads_the_same_whatever_the_hidden_cards_were() -> None:
    """Nothing a seat may not see: the cards hidden from seat 0 masked out change nothing in its recap."""
    compared = 0
    for seed in range(4):
        for before, after, events in _stretches(3, seed):
            masked = [e._replace(cards=(HIDDEN,) * len(e.cards)) if e.private is not None and 0 not in e.private
                      else e for e in events]
            assert GAME.recount(before, after, masked, 0) == GAME.recount(before, after, events, 0)
            compared += any(m != e for m, e in zip(masked, events, strict=True))
    assert compared


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_lines_are_worded_in_each_language(lang: str) -> None:
    """The auction line and the score's "how" read whole in English and French (no English left in French)."""
    seen: set[str] = set()
    old = i18n.language()
    i18n.set_language(lang)
    try:
        for seed in range(4):
            for before, after, events in _stretches(3, seed):
                for b in GAME.recount(before, after, events, 0):
                    for w in (b.figure, *b.told):
                        if w is None:
                            continue
                        text = say_words.say(w, NAMES)
                        assert "{" not in text, text
                        if lang == "en" or w.text != i18n.gettext_(w.text):  # French: translated
                            seen.add(w.text)
    finally:
        i18n.set_language(old)
    new = {"{who} bids {bids}, then passes", "{who} bids {bids} and wins the auction at {n}",
           "{before} → {n} VP (+{d}): {cards} to the front"}
    assert new <= seen, new - seen


def test_the_first_player_marker_is_told_under_its_taker_and_never_the_viewer_s_under_another_seat() -> None:
    """SS-14: the auction's winner takes the marker. "Alice takes the first-player marker" (Alice's own win, in the
    events of her own payment, which the recap's stretch starts with) was told under Nova, who had held it; the
    line is the taker's, and the viewer's own is not recalled."""
    seen = 0
    for seed in range(6):
        # the recap's stretch starts with the own move's lines
        for before, after, events in _stretches(3, seed, own_lines=True):
            for b in GAME.recount(before, after, events, 0):
                for w in b.heard:
                    if w.text == "{who} takes the first-player marker":
                        assert w.arg("who") == b.who, (english(w, NAMES), b.seat)
            seen += any(e.kind == "marker" and e.to_seat == 0 for e in events)
    assert seen, "no stretch where seat 0 took the marker"


@pytest.mark.parametrize("players", [3, 5])
def test_a_round_s_layout_is_no_seat_s_line_in_the_recap(players: int) -> None:
    """SS-7, SS-8: the first player draws and lays out the round's cards; the groups on the table show them. The
    recap spent eight or nine lines of the first player's block on "Sun → group 1" (issue 18 playtest, 5 players);
    the log keeps them."""
    laid = 0
    for before, after, events in _stretches(players, 4)[:12]:
        lays = [e for e in events if e.kind == "lay" and e.seat != 0]
        laid += len(lays)
        lay_words = {english(w, NAMES) for e in lays if (w := GAME.describe_event(seen_by(e, 0), 0)) is not None}
        for block in GAME.recount(before, after, events, 0):
            said = {english(w, NAMES) for w in (*block.told, *block.heard)}
            assert not said & lay_words, said & lay_words
    assert laid > 0  # the stretches had layouts by other seats
