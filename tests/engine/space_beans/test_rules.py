"""Space Beans rules, one test per rule (SB-n), ruling (R-n) and test vector (T-n).

Positions are built with ``engine.space_beans.positions.position``; card ids come from
``card_id(type, value, copy)`` so every vector reads like the spec.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from engine.core import HIDDEN, Action, BadConfig, IllegalAction, english, filter_events
from engine.space_beans import (
    GAME,
    TYPES,
    FinalScore,
    SpaceBeansView,
    card_id,
    card_name,
    card_type,
    card_value,
)
from engine.space_beans.positions import position
from engine.space_beans.state import State

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order

DRAW = Action("draw")
NO_DRAW = Action("no_draw")
CLOSE = Action("close")
END = Action("end")


def c(t: int, v: int, copy_: int = 0) -> int:
    return card_id(t, v, copy_)


def op(card: int) -> Action:
    return Action("play", card, "open")


def sec(card: int) -> Action:
    return Action("play", card, "secret")


def run(s: State, *actions: Action) -> tuple[State, list]:
    events: list = []
    for a in actions:
        s, ev = GAME.apply(s, a)
        events.extend(ev)
    return s, events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def rest_of_deck(*placed: object) -> list[int]:
    used: set[int] = set()
    for group in placed:
        if isinstance(group, dict):
            for pile in group.values():
                used.update(pile)
        else:
            used.update(group)  # type: ignore[arg-type]
    return [x for x in range(105) if x not in used]


# --------------------------------------------------------------------- cards


def test_components_105_cards_7_types_15_each() -> None:
    # rule SB-1 (components table)
    assert len(TYPES) == 7
    values = sorted(card_value(x) for x in range(105) if card_type(x) == 3)
    assert values == [1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]
    assert all(sum(1 for x in range(105) if card_type(x) == t) == 15 for t in range(7))
    assert card_name(c(MO, 5, 1)) == "Moonbohnen 5"
    with pytest.raises(ValueError):
        card_id(K, 1, 1)


def test_type_names_follow_the_ruling() -> None:
    # ruling R-13
    assert TYPES == (
        "Klingbohns",
        "Darth Beans",
        "Bluebeans",
        "Beanliens",
        "Centauribohnen",
        "Bohrion",
        "Moonbohnen",
    )
    assert "Dark Beans" not in TYPES and "Klingbohnen" not in TYPES


# --------------------------------------------------------------------- setup


def test_shuffle_is_seeded_and_the_dealer_is_the_last_seat() -> None:
    # rule SB-1, ruling R-11
    a, b, other = GAME.new(4, 7), GAME.new(4, 7), GAME.new(4, 8)
    assert a == b
    assert a.draw != other.draw
    v = GAME.view(a, None)
    assert v.dealer == 3 and v.players == 4
    GAME.check(a)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_deal_three_each_but_the_dealer(n: int) -> None:
    # rule SB-2
    s = GAME.new(n, 3)
    assert [len(h) for h in s.hands] == [3] * (n - 1) + [0]
    assert len(s.draw) == 105 - 3 * (n - 1)
    assert s.discard == ()
    GAME.check(s)


def test_setup_vector_four_players() -> None:
    # rule SB-2 (T-4 setup half)
    s = GAME.new(4, 11)
    v = GAME.view(s, 0)
    assert [len(h) for h in v.hands] == [3, 3, 3, 0]
    assert v.draw_pile == 96 and v.discard == ()


def test_seat_zero_starts_and_turns_go_left() -> None:
    # rule SB-3, rule SB-23, ruling R-11
    s = GAME.new(3, 5)
    order = []
    for _ in range(7):
        order.append(GAME.to_act(s))
        s = _finish_turn(s)
    assert order == [0, 1, 2, 0, 1, 2, 0]


def _finish_turn(s: State) -> State:
    """Play the current turn with the first legal choices, ending steps as early as allowed."""
    seat = GAME.to_act(s)
    while GAME.to_act(s) == seat and not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        s, _ = GAME.apply(s, END if END in legal else legal[0])
    return s


def test_opening_events_deal_privately() -> None:
    # rule SB-2
    s = GAME.new(3, 1)
    ev = GAME.opening_events(s)
    assert [(e.kind, e.seat, len(e.cards)) for e in ev] == [("deal", 0, 3), ("deal", 1, 3)]
    assert filter_events(ev, 1)[0].cards == (HIDDEN,) * 3
    assert filter_events(ev, 1)[1].cards == s.hands[1]


# ------------------------------------------------------------ turn structure


def test_round_one_is_each_seats_first_turn() -> None:
    # rule SB-4
    s = GAME.new(3, 2)
    flags = []
    for _ in range(6):
        flags.append(GAME.view(s, None).first_round)
        s = _finish_turn(s)
    assert flags == [True, True, True, False, False, False]


def test_step_order_round_one_and_later() -> None:
    # rule SB-5
    s = position(
        3,
        hands={0: [c(K, 4), c(K, 7), c(BL, 2)], 1: [c(D, 5)]},
        turn=0,
    )
    assert s.phase == "draw"
    s, _ = run(s, NO_DRAW)
    assert s.phase == "start"
    s, ev = run(s, op(c(K, 4)), op(c(K, 7)))
    assert kinds(ev)[-2:] == ["pass", "turn"]
    # a round-2+ turn: draw, close, collect, pass
    s = position(3, hands={0: [c(K, 4), c(BL, 2)]}, open={0: [c(K, 7)]})
    steps = [s.phase]
    s, _ = run(s, NO_DRAW)
    steps.append(s.phase)
    s, _ = run(s, END)
    steps.append(s.phase)
    s, ev = run(s, op(c(K, 4)))
    assert steps == ["draw", "close", "collect"]
    assert kinds(ev) == ["play", "pass", "turn"]


# ---------------------------------------------------------------------- draw


def test_draw_two_or_none_never_one() -> None:
    # rule SB-6
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 7)]})
    assert GAME.legal_actions(s) == [DRAW, NO_DRAW]
    before = len(s.draw)
    s2, ev = run(s, DRAW)
    assert len(s2.hands[0]) == 3 and len(s2.draw) == before - 2
    assert [e.value for e in ev if e.kind == "draw"] == [2]
    s3, _ = run(s, NO_DRAW)
    assert s3.hands[0] == (c(K, 4),) and len(s3.draw) == before
    with pytest.raises(IllegalAction):
        GAME.apply(s, Action("draw", target="one"))


def test_empty_hand_must_draw_in_every_round() -> None:
    # rule SB-7, ruling R-1
    s = GAME.new(4, 9)
    s = _finish_turn(s)
    s = _finish_turn(s)
    s = _finish_turn(s)
    assert GAME.to_act(s) == 3  # the dealer, first turn
    s = position(4, hands={0: [c(K, 1)]}, turn=3)  # dealer got nothing from seat 0
    assert GAME.legal_actions(s) == [DRAW]
    s, _ = run(s, DRAW)
    assert len(s.hands[3]) == 2
    later = position(4, hands={}, open={1: [c(K, 5)]}, seat=1)
    assert GAME.legal_actions(later) == [DRAW]


def test_reshuffle_when_the_last_card_is_taken() -> None:
    # rule SB-8, ruling R-2 (T-7)
    x = c(K, 4)
    discard = [c(D, 1), c(D, 2), c(D, 3), c(D, 4), c(D, 5)]
    s = position(3, hands={0: [c(MO, 9)]}, draw=[x], discard=discard, leftover=1)
    s, ev = run(s, DRAW)
    assert len(s.draw) == 4 and s.discard == ()
    assert len(s.hands[0]) == 3 and x in s.hands[0]
    assert kinds(ev)[:3] == ["draw", "reshuffle", "draw"]
    assert ev[0].cards == (x,) and ev[1].value == 5
    assert sorted(s.draw + s.hands[0][2:]) == sorted(discard)
    GAME.check(s)


def test_reshuffle_first_when_drawing_from_an_empty_pile() -> None:
    # rule SB-8
    discard = [c(D, 1), c(D, 2), c(D, 3)]
    s = position(3, hands={0: [c(MO, 9)]}, draw=[], discard=discard, leftover=1)
    s, ev = run(s, DRAW)
    assert kinds(ev)[:2] == ["reshuffle", "draw"]
    assert len(s.draw) == 1 and s.discard == () and len(s.hands[0]) == 3


def test_draw_pile_reshuffled_at_once_even_after_the_second_card() -> None:
    # rule SB-8: "at once", not at the next draw
    s = position(3, hands={0: [c(MO, 9)]}, draw=[c(K, 1), c(K, 2)], discard=[c(D, 5)], leftover=1)
    s, ev = run(s, DRAW)
    assert kinds(ev)[-1] == "reshuffle" and s.draw == (c(D, 5),) and s.discard == ()


def test_short_piles_give_what_is_there() -> None:
    # rule SB-9, rule SB-7, ruling R-2 (T-8)
    s = position(3, hands={}, draw=[], discard=[c(BE, 6)], leftover=1)
    assert GAME.legal_actions(s) == [DRAW]
    s, _ = run(s, DRAW)
    assert s.hands[0] == (c(BE, 6),)
    assert s.draw == () and s.discard == ()


def test_nothing_to_draw_means_no_draw_offer_only() -> None:
    # rule SB-9 with a hand: drawing would take nothing, so only no_draw is offered
    s = position(3, hands={0: [c(K, 3)]}, draw=[], discard=[], leftover=1)
    assert GAME.legal_actions(s) == [NO_DRAW]


def test_vector_t8_empty_everything_skips_the_start_step() -> None:
    # rule SB-13, ruling R-3 (T-8, second half): the dealer's first turn with nothing anywhere
    s = position(3, hands={}, draw=[], discard=[], leftover=0, turn=2)
    assert GAME.to_act(s) == 2 and GAME.legal_actions(s) == [DRAW]
    s, ev = run(s, DRAW)
    assert kinds(ev) == ["draw", "turn"]
    assert ev[0].value == 0
    assert GAME.to_act(s) == 0 and s.phase == "draw"
    assert s.open[2] == ()


# --------------------------------------------------------------- collections


def test_collections_single_type_at_most_two() -> None:
    # rule SB-10
    s = position(3, hands={0: [c(K, 2), c(D, 3), c(D, 4)]}, open={0: [c(K, 7)]}, secret={0: [c(D, 9)]})
    s, _ = run(s, NO_DRAW, END)
    legal = GAME.legal_actions(s)
    assert set(legal) == {op(c(K, 2)), sec(c(D, 3)), sec(c(D, 4))}
    for a in legal:
        assert card_type(a.card) == card_type((s.open[0] if a.target == "open" else s.secret[0])[0])


def test_first_collection_open_second_secret_with_visible_count() -> None:
    # rule SB-11
    s = position(3, hands={0: [c(K, 2), c(D, 3), c(D, 4)]})
    s, _ = run(s, NO_DRAW)
    assert s.phase == "collect"
    assert all(a.target == "open" for a in GAME.legal_actions(s))
    s = position(3, hands={0: [c(D, 3), c(D, 4)]}, open={0: [c(K, 7)]})
    s, _ = run(s, NO_DRAW, END)
    assert all(a.target == "secret" for a in GAME.legal_actions(s))
    s, _ = run(s, sec(c(D, 3)), sec(c(D, 4)))
    other = GAME.view(s, 1)
    assert other.secret[0] == (HIDDEN, HIDDEN)
    assert GAME.view(s, 0).secret[0] == (c(D, 3), c(D, 4))


def test_two_collections_of_the_same_type() -> None:
    # rule SB-12
    s = position(3, hands={0: [c(K, 3)]}, open={0: [c(K, 7)]}, phase="collect")
    assert set(GAME.legal_actions(s)) == {op(c(K, 3)), sec(c(K, 3))}
    s, _ = run(s, sec(c(K, 3)))
    assert s.open[0] == (c(K, 7),) and s.secret[0] == (c(K, 3),)
    GAME.check(s)


def test_round_one_must_start_an_open_collection_of_one_type() -> None:
    # rule SB-13
    s = position(3, hands={0: [c(K, 4), c(K, 7), c(BL, 2)]}, turn=0, phase="start")
    legal = GAME.legal_actions(s)
    assert END not in legal and CLOSE not in legal
    assert set(legal) == {op(c(K, 4)), op(c(K, 7)), op(c(BL, 2))}
    s, _ = run(s, op(c(K, 4)))
    assert GAME.legal_actions(s) == [op(c(K, 7)), END]
    assert s.open[0] == (c(K, 4),)


def test_round_one_empty_hand_after_draw_skips_start() -> None:
    # rule SB-13, ruling R-3
    s = position(3, hands={}, draw=[], discard=[], leftover=1, turn=0)
    s, ev = run(s, DRAW)
    assert "play" not in kinds(ev) and GAME.to_act(s) == 1


# --------------------------------------------------------------------- close


def test_close_only_the_open_collection_and_never_in_round_one() -> None:
    # rule SB-14
    s = position(3, hands={0: [c(K, 4)]}, turn=0)
    s, _ = run(s, NO_DRAW)
    assert CLOSE not in GAME.legal_actions(s)
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(BO, 1)]}, secret={0: [c(MO, 1)]}, phase="close")
    s, ev = run(s, CLOSE)
    closed = [e for e in ev if e.kind == "close"]
    assert closed[0].cards == (c(BO, 1),) and closed[0].source == "open"
    with pytest.raises(IllegalAction):
        GAME.apply(s, Action("close", target="secret"))


def test_secret_turns_open_and_may_be_closed_in_the_same_step() -> None:
    # rule SB-15
    s = position(
        3, hands={0: [c(K, 4)]}, open={0: [c(BO, 1)]}, secret={0: [c(MO, 2), c(MO, 9)]}, phase="close"
    )
    s, ev = run(s, CLOSE)
    assert kinds(ev) == ["close", "trophy", "flip"]
    assert ev[-1].private is None and ev[-1].cards == (c(MO, 2), c(MO, 9))
    assert s.open[0] == (c(MO, 2), c(MO, 9)) and s.secret[0] == ()
    assert GAME.view(s, 1).open[0] == (c(MO, 2), c(MO, 9))
    assert GAME.legal_actions(s) == [CLOSE, END]
    s, _ = run(s, CLOSE)
    assert s.points[0] == 1 + 2
    assert s.phase == "collect"  # nothing left to close


def test_the_view_counts_what_the_secret_collection_scores_once_a_close_turns_it_up() -> None:
    # rule SB-15, rule SB-16: a close worth 0 can open the way to points, and the view says how many
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(BO, 1), c(BO, 5)]}, secret={0: [c(MO, 2), c(MO, 9)]},
                 phase="close")
    mine = GAME.view(s, 0)
    assert mine.close_worth(0) == 0 and mine.flip_worth(0) == 2
    assert GAME.view(s, 1).flip_worth(0) is None  # another seat's secret stays unknown
    assert mine.flip_worth(1) == 0  # no secret collection: nothing turns up
    s, _ = run(s, CLOSE)
    s, _ = run(s, CLOSE)
    assert s.points[0] == mine.close_worth(0) + mine.flip_worth(0)


def test_close_scores_one_matching_card_vector_t2() -> None:
    # rule SB-16 (T-2)
    col = [c(MO, 1), c(MO, 9), c(MO, 7), c(MO, 5), c(MO, 5, 1)]
    s = position(3, hands={0: [c(K, 4)]}, open={0: col}, phase="close")
    s, ev = run(s, CLOSE)
    assert s.points[0] == 5 and len(s.trophies[0]) == 1 and card_value(s.trophies[0][0]) == 5
    assert sorted(card_value(x) for x in s.discard) == [1, 5, 7, 9]
    assert [e.value for e in ev if e.kind == "close"] == [5]


def test_close_without_match_discards_all_vector_t3() -> None:
    # rule SB-16 (T-3), ruling R-9
    col = [c(BO, 2), c(BO, 8), c(BO, 9)]
    s = position(3, hands={0: [c(K, 4)]}, open={0: col}, phase="close")
    s, ev = run(s, CLOSE)
    assert s.points[0] == 0 and s.trophies[0] == ()
    assert sorted(s.discard) == sorted(col)
    assert [e.value for e in ev if e.kind == "close"] == [0]


def test_several_matches_keep_exactly_one() -> None:
    # ruling R-10
    col = [c(BL, 2), c(BL, 4), c(BL, 4, 1), c(BL, 9)]
    s = position(3, hands={0: [c(K, 4)]}, open={0: col}, phase="close")
    s, _ = run(s, CLOSE)
    assert len(s.trophies[0]) == 1 and card_value(s.trophies[0][0]) == 4
    assert len(s.discard) == 3
    GAME.check(s)


def test_closing_is_optional() -> None:
    # rule SB-17, ruling R-9
    matching = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 1)]}, phase="close")
    assert GAME.legal_actions(matching) == [CLOSE, END]
    useless = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 9)]}, phase="close")
    assert GAME.legal_actions(useless) == [CLOSE, END]
    s, _ = run(useless, CLOSE)
    assert s.points[0] == 0 and s.discard == (c(K, 9),)


def test_forced_close_vector_t6() -> None:
    # rule SB-18, rule SB-15, rule SB-20 (T-6)
    bohrion = [c(BO, 4), c(BO, 4, 1), c(BO, 9), c(BO, 1)]
    beanliens = [c(BE, 2), c(BE, 5)]
    hand = [c(MO, 6), c(D, 3)]
    s = position(4, hands={0: hand}, open={0: bohrion}, secret={0: beanliens}, phase="close")
    assert GAME.legal_actions(s) == [CLOSE]
    assert GAME.view(s, 0).forced_close is True
    assert GAME.view(s, 1).forced_close is False  # would tell others about the hand
    s, ev = run(s, CLOSE)
    assert s.points[0] == 4 and sorted(card_value(x) for x in s.discard) == [1, 4, 9]
    assert kinds(ev) == ["close", "trophy", "discard", "flip"]
    assert s.open[0] == tuple(beanliens) and s.secret[0] == ()
    assert GAME.legal_actions(s) == [CLOSE, END]
    closed, _ = run(s, CLOSE)
    assert closed.points[0] == 4 + 2
    kept, _ = run(s, END)
    assert set(GAME.legal_actions(kept)) == {sec(c(MO, 6)), sec(c(D, 3))}
    done, ev = run(kept, sec(c(MO, 6)))
    assert done.secret[0] == (c(MO, 6),)
    passed = [e for e in ev if e.kind == "pass"]
    assert passed[0].cards == (c(D, 3),) and passed[0].to_seat == 3


def test_forced_close_applies_to_an_empty_hand() -> None:
    # rule SB-18, ruling R-4
    s = position(3, hands={}, open={0: [c(K, 9)]}, secret={0: [c(D, 9)]}, phase="close")
    assert GAME.legal_actions(s) == [CLOSE]
    s, _ = run(s, CLOSE)
    assert GAME.legal_actions(s) == [CLOSE, END]  # the flipped one need not be closed


def test_forced_close_after_voluntary_closes_is_not_repeated() -> None:
    # rule SB-18: once the open one is gone the player has one collection (SB-19)
    s = position(3, hands={0: [c(K, 2)]}, open={0: [c(K, 9)]}, secret={0: [c(D, 9)]}, phase="close")
    assert GAME.legal_actions(s) == [CLOSE, END]  # holds a Klingbohns: not forced
    s, _ = run(s, CLOSE)
    assert GAME.legal_actions(s) == [CLOSE, END]


def test_one_collection_is_never_forced() -> None:
    # rule SB-19
    s = position(3, hands={0: [c(D, 2)]}, open={0: [c(K, 9)]}, phase="close")
    assert GAME.legal_actions(s) == [CLOSE, END]
    empty = position(3, hands={1: [c(D, 2)]}, open={0: [c(K, 9)]}, phase="close")
    assert GAME.legal_actions(empty) == [CLOSE, END]


# ------------------------------------------------------------------- collect


def test_collect_options_vector_t9() -> None:
    # rule SB-20 (T-9)
    hand = [c(BL, 9), c(BL, 1)]
    s = position(3, hands={0: hand}, open={0: [c(BL, 5)]}, secret={0: [c(BL, 4), c(BL, 6)]}, phase="collect")
    legal = GAME.legal_actions(s)
    assert set(legal) == {op(c(BL, 9)), op(c(BL, 1)), sec(c(BL, 9)), sec(c(BL, 1))}
    assert END not in legal
    both_open, _ = run(s, op(c(BL, 9)), op(c(BL, 1)))
    assert len(both_open.open[0]) == 3
    both_secret, _ = run(s, sec(c(BL, 9)), sec(c(BL, 1)))
    assert len(both_secret.secret[0]) == 4
    one, _ = run(s, sec(c(BL, 1)), END)
    assert len(one.secret[0]) == 3 and one.hands[2] == (c(BL, 9),)
    half, _ = run(s, op(c(BL, 9)))
    assert GAME.legal_actions(half) == [op(c(BL, 1)), END]
    with pytest.raises(IllegalAction):
        GAME.apply(half, sec(c(BL, 1)))  # splitting between the two collections


def test_collect_must_play_and_may_start_a_new_collection() -> None:
    # rule SB-20, ruling R-5
    s = position(3, hands={0: [c(D, 3), c(D, 7), c(K, 1)]}, open={0: [c(K, 9)]}, phase="collect")
    legal = GAME.legal_actions(s)
    assert END not in legal
    assert set(legal) == {op(c(K, 1)), sec(c(K, 1)), sec(c(D, 3)), sec(c(D, 7))}
    none = position(3, hands={0: [c(D, 3)]}, phase="collect")
    assert GAME.legal_actions(none) == [op(c(D, 3))]  # zero collections: the new one is open


def test_collect_step_ends_by_itself_and_on_end() -> None:
    # rule SB-20
    s = position(3, hands={0: [c(D, 3), c(D, 7), c(K, 1)]}, phase="collect")
    s2, ev = run(s, op(c(D, 3)), op(c(D, 7)))
    assert kinds(ev) == ["play", "play", "pass", "turn"]
    s3, ev = run(s, op(c(D, 3)), END)
    assert s3.hands[2] == (c(D, 7), c(K, 1))


def test_secret_cards_face_down_and_empty_hand_skips_collect() -> None:
    # rule SB-21
    s = position(3, hands={0: [c(D, 3)]}, open={0: [c(K, 9)]}, phase="collect")
    s2, ev = run(s, sec(c(D, 3)))
    play = ev[0]
    assert play.private == (0,) and filter_events([play], 1)[0].cards == (HIDDEN,)
    assert GAME.view(s2, 1).secret[0] == (HIDDEN,)
    assert GAME.view(s2, None).secret[0] == (HIDDEN,)
    empty = position(3, hands={1: [c(D, 2)]}, open={0: [c(K, 9)]})
    empty, ev = run(empty, DRAW)
    assert len(empty.hands[0]) == 2
    nothing = position(3, hands={1: [c(D, 2)]}, open={0: [c(K, 9)]}, draw=[], discard=[], leftover=1)
    nothing, ev = run(nothing, DRAW, END)
    assert "play" not in kinds(ev) and GAME.to_act(nothing) == 1


def test_open_plays_are_public() -> None:
    # rule SB-21
    s = position(3, hands={0: [c(K, 3)]}, open={0: [c(K, 9)]}, phase="collect")
    _, ev = run(s, op(c(K, 3)))
    assert ev[0].private is None


# ---------------------------------------------------------------------- pass


def test_pass_the_rest_right_vector_t4() -> None:
    # rule SB-22, rule SB-2, rule SB-7 (T-4)
    hand0 = [c(K, 4), c(K, 7), c(BL, 2)]
    s = position(
        4,
        hands={0: hand0, 1: [c(D, 1), c(D, 2), c(D, 3)], 2: [c(BE, 1), c(BE, 2), c(BE, 3)]},
        turn=0,
    )
    assert len(s.draw) == 96
    s2, ev = run(s, NO_DRAW, op(c(K, 4)), op(c(K, 7)))
    assert s2.open[0] == (c(K, 4), c(K, 7))
    assert s2.hands[3] == (c(BL, 2),) and s2.hands[0] == ()
    passed = [e for e in ev if e.kind == "pass"][0]
    assert passed.seat == 0 and passed.to_seat == 3 and passed.private == (0, 3)
    assert filter_events([passed], 1)[0].cards == (HIDDEN,)
    # had seat 0 played all its cards, the dealer would start empty and have to draw 2
    alt = position(
        4,
        hands={
            0: [c(K, 4), c(K, 7), c(K, 1)],
            1: [c(D, 1), c(D, 2), c(D, 3)],
            2: [c(BE, 1), c(BE, 2), c(BE, 3)],
        },
        turn=0,
    )
    alt, _ = run(alt, NO_DRAW, op(c(K, 4)), op(c(K, 7)), op(c(K, 1)))
    alt, _ = run(alt, NO_DRAW, op(c(D, 1)), END, NO_DRAW, op(c(BE, 1)), END)
    assert GAME.to_act(alt) == 3 and alt.hands[3] == ()
    assert GAME.legal_actions(alt) == [DRAW]
    alt, _ = run(alt, DRAW)
    assert len(alt.hands[3]) == 2


def test_pass_directions_three_players_vector_t5() -> None:
    # rule SB-22, rule SB-23 (T-5)
    s = position(
        3,
        hands={0: [c(K, 1), c(D, 1)], 1: [c(K, 2), c(D, 2)], 2: [c(K, 3), c(D, 3)]},
        turn=3,
    )
    moves = []
    for _ in range(3):
        s, ev = run(s, NO_DRAW)
        s, ev2 = run(s, GAME.legal_actions(s)[0])
        if s.phase == "collect" and END in GAME.legal_actions(s):
            s, ev3 = run(s, END)
            ev2 += ev3
        moves += [(e.seat, e.to_seat) for e in ev + ev2 if e.kind == "pass"]
    assert moves == [(0, 2), (1, 0), (2, 1)]


def test_two_players_left_and_right_are_the_same_seat() -> None:
    # ruling R-11, rule SB-22
    s = position(2, hands={0: [c(K, 1), c(D, 1)], 1: [c(K, 2), c(D, 2)]}, turn=2)
    s, ev = run(s, NO_DRAW, op(c(K, 1)))
    assert [(e.seat, e.to_seat) for e in ev if e.kind == "pass"] == [(0, 1)]
    s, ev = run(s, NO_DRAW, op(c(K, 2)))
    assert [(e.seat, e.to_seat) for e in ev if e.kind == "pass"] == [(1, 0)]
    assert [(e.seat, e.to_seat) for e in ev if e.kind == "turn"] == [(1, 0)]


# -------------------------------------------------------- trophies and the end


def test_trophies_are_public_and_worth_their_value() -> None:
    # rule SB-24
    s = position(3, hands={0: [c(K, 4)]}, trophies={1: [c(D, 9), c(MO, 2)]})
    v = GAME.view(s, 0)
    assert v.trophies[1] == (c(D, 9), c(MO, 2))
    assert v.scores[1] == 11


def _thirty() -> list[int]:
    return [c(BO, 9), c(BO, 9, 1), c(MO, 9), c(MO, 3)]


def test_game_ends_at_thirty_with_bonus() -> None:
    # rule SB-25
    s = position(
        3, hands={0: [c(K, 4)], 1: [c(D, 3)]}, open={0: [c(BL, 9), c(BL, 3), c(BL, 6)]},
        trophies={0: [c(BO, 9), c(BO, 9, 1), c(MO, 9)]}, phase="close",
    )  # fmt: skip
    s, ev = run(s, CLOSE)
    assert not GAME.is_over(s)  # the turn is not over yet
    s, ev = run(s, op(c(K, 4)))
    assert GAME.is_over(s) and GAME.to_act(s) is None and GAME.legal_actions(s) == []
    assert s.bonus == [3, 0, 0] and GAME.scores(s)[0] == 33
    assert "bonus" in kinds(ev) and kinds(ev)[-1] == "game_over"
    # told after the end scoring (SB-27), as the results count it: the log read it there live and in a replay
    assert kinds(ev)[-2:] == ["bonus", "game_over"] and kinds(ev).index("final_close") < kinds(ev).index("bonus")
    GAME.check(s)


def test_only_the_seat_whose_turn_ended_is_checked() -> None:
    # rule SB-25, ruling R-6
    s = position(3, hands={0: [c(K, 4)], 1: [c(D, 4), c(D, 5)]}, trophies={1: _thirty()})
    s, _ = run(s, NO_DRAW, op(c(K, 4)))
    assert not GAME.is_over(s) and GAME.to_act(s) == 1
    s, _ = run(s, NO_DRAW, op(c(D, 4)), END)
    assert GAME.is_over(s) and s.bonus == [0, 3, 0]


def test_exhausted_piles_and_hands_end_at_once_without_bonus() -> None:
    # rule SB-26, ruling R-7
    hands = {0: [c(K, 5)]}
    open_ = {0: [c(K, 4), c(K, 4, 1)]}
    rest = rest_of_deck(hands, open_)
    s = position(3, hands=hands, open=open_, trophies={1: rest}, draw=[], discard=[], phase="collect")
    s, ev = run(s, op(c(K, 5)))
    assert GAME.is_over(s)
    assert s.bonus == [0, 0, 0]
    assert "pass" not in kinds(ev) and "turn" not in kinds(ev)
    assert s.final[0].collections == (((c(K, 4), c(K, 4, 1), c(K, 5)), 0),)


def test_exhausted_end_still_gives_the_earned_bonus() -> None:
    # rule SB-26, ruling R-7 (exception)
    hands = {0: [c(K, 5)]}
    trophies0 = _thirty()
    rest = rest_of_deck(hands, trophies0)
    s = position(3, hands=hands, trophies={0: trophies0, 1: rest}, draw=[], discard=[], phase="collect")
    s, ev = run(s, op(c(K, 5)))
    assert GAME.is_over(s) and s.bonus == [3, 0, 0]
    assert s.final[0] == FinalScore(30, 3, (((c(K, 5),), 0),), 33)


def test_final_scoring_vector_t1() -> None:
    # rule SB-27, rule SB-28, rule SB-16 (T-1)
    kling = [c(K, 1), c(K, 4), c(K, 4, 1), c(K, 5), c(K, 7), c(K, 9)]
    trophies = [c(BO, 9), c(BO, 9, 1), c(MO, 9), c(MO, 4)]
    s = position(
        3,
        hands={0: [c(D, 2)], 1: [c(BL, 3)]},
        open={0: kling},
        secret={0: [c(D, 8)]},
        trophies={0: trophies},
        phase="collect",
    )
    assert s.points[0] == 31
    s, ev = run(s, sec(c(D, 2)))
    assert GAME.is_over(s)
    f = s.final[0]
    assert f.trophy_points == 31 and f.bonus == 3
    assert [p for _, p in f.collections] == [0, 2]
    assert f.total == 36 == GAME.scores(s)[0]
    assert GAME.winners(s) == [0]


def test_final_scoring_order_hands_flip_close() -> None:
    # rule SB-27
    s = position(
        3,
        hands={0: [c(K, 4)], 1: [c(D, 5), c(D, 6)], 2: [c(BE, 7)]},
        open={1: [c(MO, 1)], 2: [c(BL, 2), c(BL, 9)]},
        secret={2: [c(CE, 1)]},
        trophies={0: _thirty()},
        phase="collect",
    )
    s, ev = run(s, op(c(K, 4)))
    order = [e.kind for e in ev if e.kind in ("discard", "flip", "final_close")]
    first_flip = order.index("flip")
    assert all(k == "discard" for k in order[:first_flip])
    assert [e.cards for e in ev if e.kind == "flip"] == [(c(CE, 1),)]
    closes = [(e.seat, e.source, e.value) for e in ev if e.kind == "final_close"]
    assert closes == [(0, "open", 0), (1, "open", 1), (2, "open", 2), (2, "secret", 1)]
    assert not any(s.hands) and not any(s.open) and not any(s.secret)
    assert {c(D, 5), c(D, 6), c(BE, 7)} <= set(s.discard)
    assert GAME.scores(s) == [33, 1, 3]
    GAME.check(s)


def test_shared_victory_vector_t10() -> None:
    # rule SB-25, rule SB-27, rule SB-28, ruling R-8 (T-10)
    s = position(
        3,
        hands={},
        open={0: [c(CE, 2), c(CE, 6)], 2: [c(MO, 9), c(MO, 3), c(MO, 6)]},
        secret={0: [c(K, 3), c(K, 8), c(K, 1)], 2: [c(D, 7)]},
        trophies={
            0: [c(BO, 9), c(BO, 9, 1), c(BE, 9, 1), c(BO, 1)],
            2: [c(BL, 9), c(BL, 9, 1), c(BE, 9)],
        },
        seat=2,
        phase="close",
    )
    assert s.points == [28, 0, 27]
    assert GAME.legal_actions(s) == [CLOSE]  # empty hand, two collections
    s, _ = run(s, CLOSE)
    assert s.points[2] == 30 and s.open[2] == (c(D, 7),)
    s, ev = run(s, END)
    assert GAME.is_over(s)
    assert GAME.scores(s) == [33, 0, 33]
    assert s.final[2] == FinalScore(30, 3, (((c(D, 7),), 0),), 33)
    assert s.final[0] == FinalScore(
            28, 0, (((c(CE, 2), c(CE, 6)), 2), ((c(K, 3), c(K, 8), c(K, 1)), 3)), 33, (c(CE, 2), c(K, 3))
        )
    assert GAME.winners(s) == [0, 2]
    v = GAME.view(s, 1)
    assert v.final == s.final and v.to_act is None and v.phase == "over"


def test_highest_score_wins() -> None:
    # rule SB-28
    s = position(3, hands={0: [c(K, 4)]}, trophies={0: _thirty(), 1: [c(D, 9)]}, phase="collect")
    s, _ = run(s, op(c(K, 4)))
    assert GAME.winners(s) == [0]
    assert GAME.winners(GAME.new(3, 1)) == []  # nobody while running


def test_no_turn_limit() -> None:
    # ruling R-14
    s = position(3, hands={0: [c(K, 4)], 1: [c(D, 1)]}, turn=3 * 100_000)
    s, _ = run(s, NO_DRAW, op(c(K, 4)))
    assert not GAME.is_over(s) and GAME.to_act(s) == 1


# ------------------------------------------------------------ hidden information


def test_view_hides_other_hands_and_secrets_but_not_counts() -> None:
    # ruling R-12 (hidden information table)
    s = position(
        3,
        hands={0: [c(K, 4)], 1: [c(D, 1), c(D, 2)]},
        open={1: [c(BL, 3)]},
        secret={1: [c(BE, 5)]},
        discard=[c(MO, 1)],
    )
    v = GAME.view(s, 0)
    assert v.hands == ((c(K, 4),), (HIDDEN, HIDDEN), ())
    assert v.secret[1] == (HIDDEN,)
    assert v.open[1] == (c(BL, 3),)
    assert v.discard == (c(MO, 1),)
    assert v.draw_pile == len(s.draw)
    assert isinstance(v, SpaceBeansView)
    table = GAME.view(s, None)
    assert table.hands == ((HIDDEN,), (HIDDEN, HIDDEN), ()) and table.secret[1] == (HIDDEN,)
    own = GAME.view(s, 1)
    assert own.hands[1] == (c(D, 1), c(D, 2)) and own.secret[1] == (c(BE, 5),)


def test_draw_events_private_to_the_drawer() -> None:
    # hidden information table: cards just drawn
    s = position(3, hands={0: [c(K, 4)]})
    _, ev = run(s, DRAW)
    drawn = [e for e in ev if e.kind == "draw"][0]
    assert drawn.private == (0,) and drawn.value == 2
    assert filter_events([drawn], 2)[0].cards == (HIDDEN, HIDDEN)


def test_collecting_a_secret_hides_its_type_from_others() -> None:
    # rule SB-21: the type of a secret collection is not public
    s = position(3, hands={0: [c(D, 3), c(D, 4)]}, open={0: [c(K, 9)]}, phase="collect")
    s, _ = run(s, sec(c(D, 3)))
    assert GAME.view(s, 0).collecting == (D, "secret")
    assert GAME.view(s, 1).collecting == (HIDDEN, "secret")
    t = position(3, hands={0: [c(K, 3), c(K, 4)]}, open={0: [c(K, 9)]}, phase="collect")
    t, _ = run(t, op(c(K, 3)))
    assert GAME.view(t, 1).collecting == (K, "open")


# ------------------------------------------------------------------ protocol


@pytest.mark.parametrize("players", [0, 1, 7, "4", 2.0, True, None])
def test_bad_player_counts(players: object) -> None:
    with pytest.raises(BadConfig):
        GAME.new(players, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, "1", 1.5, None])
def test_bad_seeds(seed: object) -> None:
    with pytest.raises(BadConfig):
        GAME.new(3, seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", [{"speed": 1}, {"goal": 0}, {"goal": 31}, {"goal": "5"}, {"goal": 12}])
def test_bad_options(options: dict) -> None:
    # SB-25 fixes the goal at 30: the game declares no options, so any is refused
    assert GAME.options == ()
    with pytest.raises(BadConfig):
        GAME.new(3, 1, **options)


def test_lower_goal_of_a_built_position_ends_earlier() -> None:
    # rule SB-25 with a lower goal, as the fuzz tests build positions for quick games
    s = position(3, hands={0: [c(K, 4)]}, trophies={0: [c(D, 9)]}, phase="collect", goal=9)
    s, _ = run(s, op(c(K, 4)))
    assert GAME.is_over(s) and s.bonus[0] == 3
    assert GAME.new(3, 1).goal == 30 and GAME.view(GAME.new(3, 1), 0).goal == 30


def test_illegal_actions_raise_and_change_nothing() -> None:
    s = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 9)]})
    snapshot = copy.deepcopy(s)
    for bad in [
        CLOSE,
        END,
        op(c(K, 4)),
        Action("play", c(D, 1), "open"),
        Action("play", c(K, 4), "nowhere"),
        Action("pass"),
        Action("draw", 3),
        ("draw", -1, ""),
    ]:
        with pytest.raises(IllegalAction):
            GAME.apply(s, bad)  # type: ignore[arg-type]
        assert s == snapshot
    over = run(position(3, hands={0: [c(K, 4)]}, trophies={0: _thirty()}, phase="collect"), op(c(K, 4)))[0]
    with pytest.raises(IllegalAction):
        GAME.apply(over, DRAW)


def test_apply_never_mutates_its_input() -> None:
    s = GAME.new(4, 21)
    for _ in range(200):
        before = copy.deepcopy(s)
        a = GAME.legal_actions(s)[-1]
        s2, _ = GAME.apply(s, a)
        assert s == before
        s = s2
        if GAME.is_over(s):
            break


def test_copy_is_independent() -> None:
    s = GAME.new(3, 4)
    t = s.copy()
    assert t == s
    t.hands[0] = ()
    t.points[1] = 5
    assert s.hands[0] != () and s.points[1] == 0


def test_describe_every_kind() -> None:
    names = ["Alice", "Bruno"]
    texts = [english(GAME.describe(a), names) for a in (DRAW, NO_DRAW, CLOSE, END, op(c(MO, 7)), sec(c(K, 1)))]
    assert texts[4] == "Put Moonbohnen 7 on your open collection"
    assert texts[5] == "Put Klingbohns 1 on your secret collection"
    assert all(texts) and len(set(texts)) == len(texts)
    assert english(GAME.describe(Action("odd", 3, "x")), names)


CONTRACT_FIELDS = (
    "seat players dealer to_act phase first_round forced_close collecting draw_pile discard "
    "hands open secret trophies bonus scores final turn goal pass_to trophy_points"
)


def test_view_fields_follow_the_contract() -> None:
    v = GAME.view(GAME.new(4, 2), 0)
    assert [f.name for f in dataclasses.fields(v)] == CONTRACT_FIELDS.split()
    assert (v.seat, v.to_act, v.phase, v.first_round) == (0, 0, "draw", True)
    assert (v.collecting, v.final, v.turn, v.goal) == (None, None, 0, 30)
    assert v.bonus == (0, 0, 0, 0) and v.scores == (0, 0, 0, 0)


def test_check_catches_broken_states() -> None:
    # rule SB-10 and card accounting, as check() sees them
    good = position(3, hands={0: [c(K, 4)]}, open={0: [c(K, 9)]})
    GAME.check(good)
    lost = good.copy()
    lost.draw = lost.draw[1:]
    mixed = good.copy()
    mixed.open[0] = (c(K, 9), c(D, 1))
    mixed.draw = tuple(x for x in mixed.draw if x != c(D, 1))
    orphan = good.copy()
    orphan.secret[1] = (c(D, 1),)
    orphan.draw = tuple(x for x in orphan.draw if x != c(D, 1))
    for broken in (lost, mixed, orphan):
        with pytest.raises(AssertionError):
            GAME.check(broken)


@pytest.mark.parametrize("draw, discard", [(5, 0), (2, 0), (1, 0), (1, 3), (0, 3), (0, 1)])
def test_the_view_says_how_many_cards_a_draw_brings(draw: int, discard: int) -> None:
    # rule SB-6, SB-8, SB-9: the screen's "Draw N cards" reads the view; the draw itself must agree
    pile, rest = [c(K, 1), c(K, 2), c(K, 3), c(K, 4), c(K, 5)][:draw], [c(D, 1), c(D, 2), c(D, 3)][:discard]
    s = position(3, hands={0: [c(MO, 9)]}, draw=pile, discard=rest, leftover=1)
    brings = GAME.view(s, 0).draw_brings()
    after, _ = run(s, DRAW)
    assert brings == len(after.hands[0]) - 1


def test_the_passer_and_the_receiver_read_the_cards_passed_no_other_seat_does() -> None:
    """Hidden information (spec table): cards passed — the passer knows them, the receiver sees them, other seats
    see the number only (SB-22). The passer's own log line named none of them (playtest 15, hot-seat)."""
    from engine.space_beans.words import card_words, describe_event

    s = GAME.new(3, 5)
    for _ in range(200):
        s, events = GAME.apply(s, GAME.legal_actions(s)[-1])
        passes = [e for e in events if e.kind == "pass" and e.value]
        if passes:
            break
    else:
        raise AssertionError("no pass in 200 moves")
    e = passes[0]
    names = [f"P{i}" for i in range(3)]
    named = [english(card_words(c), names) for c in e.cards]
    third = ({0, 1, 2} - {e.seat, e.to_seat}).pop()
    lines = {}
    for seat in (e.seat, e.to_seat, third):
        w = describe_event(e, seat)
        assert w is not None
        lines[seat] = english(w, names)
    for seat in (e.seat, e.to_seat):
        assert all(n in lines[seat] for n in named), (seat, lines[seat], named)
    line = lines[third]
    assert not any(n in line for n in named), line
    assert f"P{e.seat} passes" in line


def test_the_final_turn_s_recap_tells_the_seats_in_the_order_they_played() -> None:
    # rule SB-25, SB-27: seat 1 closes to 30 and ends the game; seat 2 never moved, only its secret collection
    # turned up in the end scoring. Told by each seat's last line, the end scoring (Game over last, seat 1's)
    # put seat 2's block first, before the seat that played (playtest 24, 93.png)
    from engine.recap import in_order

    s = position(
        3, seat=1, turn=1, hands={1: [c(K, 4)]}, open={1: [c(BL, 9), c(BL, 3), c(BL, 6)]},
        secret={2: [c(D, 5)]}, trophies={1: [c(BO, 9), c(BO, 9, 1), c(MO, 9)]}, phase="close",
    )  # fmt: skip
    before = GAME.view(s, 0)
    s, ev = run(s, CLOSE, op(c(K, 4)))
    assert GAME.is_over(s)
    blocks = in_order(GAME.recount(before, GAME.view(s, 0), ev, 0))
    assert [b.seat for b in blocks] == [1, 2], [(b.seat, [english(w, ["A", "N", "O"]) for w in b.heard]) for b in blocks]
