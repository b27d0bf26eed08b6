"""The prompt line is the engine's: what the seat to act is expected to do, from its view and legal actions."""

from __future__ import annotations

from engine.core import Action, english
from engine.space_beans import GAME, card_id
from engine.space_beans.cards import TYPES, card_type
from engine.space_beans.positions import position
from engine.space_beans.words import close_button, describe_in, goal_reached, last_of_type, prompt

K, D, BL, BE, CE, BO, MO = range(7)
NAMES = ["Ann", "Bo", "Cy", "Di"]


def said(s: object, seat: int = 0, chosen: int | None = None) -> str:
    return english(prompt(GAME.view(s, seat), seat, GAME.legal_actions(s), chosen), NAMES)


def test_an_empty_hand_must_draw_and_the_line_says_so() -> None:
    # rule SB-7: with an empty hand the only move is the draw, and it brings two cards
    s = position(4, hands={}, open={1: [card_id(K, 5, 0)]}, seat=1)
    assert GAME.legal_actions(s) == [Action("draw")]
    assert said(s, 1) == "Your hand is empty: draw 2 cards"


def test_a_forced_close_says_what_the_secret_collection_then_scores() -> None:
    # rule SB-18, then SB-15: the forced close turns the secret collection up, and closing it scores its match
    bohrion = [card_id(BO, 4, 0), card_id(BO, 4, 1), card_id(BO, 9, 0), card_id(BO, 1, 0)]
    beanliens = [card_id(BE, 2, 0), card_id(BE, 5, 0)]
    s = position(4, hands={0: [card_id(MO, 6, 0), card_id(D, 3, 0)]}, open={0: bohrion}, secret={0: beanliens},
                 phase="close")
    assert said(s) == "No card fits: close your open collection; then +2 if you close your secret one too"


def test_a_close_that_reaches_the_goal_says_the_game_ends() -> None:
    # rule SB-25: 27 trophy points and a close worth +3 reach 30: the game ends with this turn, with a +3 bonus
    won = [card_id(BL, 9, 0), card_id(BE, 9, 0), card_id(CE, 9, 0)]
    s = position(3, hands={0: [card_id(D, 3, 0)]}, open={0: [card_id(K, 3, 0), card_id(K, 5, 0), card_id(K, 7, 0)]},
                 trophies={0: won}, phase="close")
    assert said(s) == ("Closing scores +3 and reaches 30: the game ends, with +3 for reaching it. All collections "
                       "then count: Ann 33, Bo 0, Cy 0. You would win.")
    s = position(3, hands={0: [card_id(D, 3, 0)]}, open={0: [card_id(K, 3, 0), card_id(K, 5, 0), card_id(K, 7, 0)]},
                 trophies={0: won[:2]}, phase="close")  # 18 + 3 is short of 30: the game goes on
    assert said(s) == "Close your open Klingbohns? Or Done to keep it"


def test_a_chosen_card_is_sent_where_its_legal_plays_go() -> None:
    # rule SB-13: a card may start the second collection (secret) or join the open one of its type
    hand = [card_id(K, 4, 0), card_id(K, 6, 0), card_id(D, 3, 0)]
    s = position(3, hands={0: hand}, open={0: [card_id(K, 7, 0)]}, phase="collect")
    targets = {a.target for a in GAME.legal_actions(s) if a.card == hand[0]}
    line = said(s, chosen=hand[0])
    # with no secret collection yet, the choice is joining the open one or starting the secret one (SB-11)
    assert line.startswith("Now click where") and line.endswith(
        "onto your open collection, or start your secret one" if targets == {"open", "secret"}
        else f"the {targets.pop()} collection")


def test_a_chosen_card_whose_play_ends_the_turn_says_so() -> None:
    # rules SB-20, SB-22: a card with no other of its type in hand ends the turn once played, the rest passed;
    # the line after the click said only where it goes, where round 1's line before it had warned (playtest 28)
    hand = [card_id(MO, 7, 0), card_id(K, 2, 0), card_id(K, 8, 0)]
    s = position(3, hands={0: hand}, open={0: [card_id(MO, 2, 0), card_id(MO, 3, 0)]}, phase="collect", turn=3)
    # in short words: the card named twice over three lines was drawn small against the titles (newcomer test 29)
    assert said(s, chosen=hand[0]) == ("Now click where Moonbohnen 7 goes: open or secret (Playing your last "
                                       "Moonbohnen ends your turn: 2 cards go to Cy)")
    assert "ends your turn" not in said(s, chosen=hand[1])  # Klingbohns 8 is still in hand
    # the hand's last card ends the turn too, with nothing to pass
    s = position(3, hands={0: hand[:1]}, open={0: [card_id(MO, 2, 0)]}, phase="collect", turn=3)
    assert said(s, chosen=hand[0]).endswith("(Your last Moonbohnen 7 ends your turn)")
    # while cards of one type are added, the last of them says the same
    s = position(3, hands={0: hand}, open={0: [card_id(MO, 2, 0)]}, phase="collect", collecting=(MO, "open"))
    assert said(s, chosen=hand[0]).endswith("(Playing your last Moonbohnen ends your turn: 2 cards go to Cy)")


def test_the_last_card_of_a_type_is_said_before_it_is_played() -> None:
    # rules SB-20, SB-22: while adding cards of one type, the last one in hand ends the turn
    hand = [card_id(K, 4, 0), card_id(D, 3, 0)]
    s = position(3, hands={0: hand}, open={0: [card_id(K, 7, 0)]}, phase="collect", collecting=(K, "open"))
    v = GAME.view(s, 0)
    assert last_of_type(v, 0) is not None
    assert said(s) == english(last_of_type(v, 0), NAMES)


def test_the_goal_reached_by_the_player_to_act_is_said_with_the_end_of_the_turn() -> None:
    # rule SB-25: only the player on turn is checked, at the end of their turn, and gets the bonus
    trophies = [card_id(K, 9, 0), card_id(D, 9, 0), card_id(BL, 9, 0), card_id(BE, 9, 0)]
    s = position(3, hands={0: [card_id(MO, 6, 0)]}, trophies={0: trophies}, open={0: [card_id(K, 4, 0)]})
    line = goal_reached(GAME.view(s, 1))
    assert line is not None and english(line, NAMES).startswith("Ann has reached 30 trophy points")
    assert goal_reached(GAME.view(position(3, hands={0: [card_id(MO, 6, 0)]}, trophies={1: trophies}), 1)) is None


def test_the_last_card_warning_says_the_turn_ends_when_it_is_played() -> None:
    # rules SB-20, SB-22: the step (and the turn) ends once the last card of the type is played, not before
    s = position(3, hands={0: [card_id(K, 5, 0), card_id(D, 3, 0), card_id(BL, 7, 0), card_id(MO, 2, 0)]},
                 open={0: [card_id(K, 4, 0)]}, phase="collect", collecting=(K, "open"))
    line = english(last_of_type(GAME.view(s, 0), 0), NAMES)
    assert line == "Playing your last Klingbohns ends your turn: 3 cards go to Cy"


def test_a_card_played_where_no_secret_collection_is_yet_starts_one() -> None:
    # rule SB-13: the second collection is started with a card; it is not put "on" a collection that is not there
    s = position(3, hands={0: [card_id(BO, 6, 0), card_id(BO, 8, 0)]}, open={0: [card_id(K, 4, 0)]},
                 phase="collect", turn=3)
    a = Action("play", card_id(BO, 6, 0), "secret")
    assert a in GAME.legal_actions(s)
    assert english(describe_in(GAME.view(s, 0), a), NAMES) == "Start a secret collection with Bohrion 6"
    s2 = position(3, hands={0: [card_id(BO, 6, 0)]}, open={0: [card_id(K, 4, 0)]}, secret={0: [card_id(BO, 8, 0)]},
                  phase="collect", turn=3)
    assert english(describe_in(GAME.view(s2, 0), a), NAMES) == "Put Bohrion 6 on your secret collection"


def test_the_close_prompt_and_the_close_button_agree_over_seeded_games() -> None:
    # rules SB-15, SB-16: both say the figures of ``close_gain``: the open collection's score, then the secret's
    import random
    import re

    seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = GAME.new(3, seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            seat = s.turn % s.players
            if s.phase == "close":
                v = GAME.view(s, seat)
                now, then = v.close_gain(seat)
                line = english(prompt(v, seat, legal), NAMES)
                button = english(close_button(v, seat), NAMES)
                # the button says what its one click scores, the prompt what the second close may add (playtest
                # 25: "Close: +0 (then +4)" read as one click scoring both); the prompt names the open collection's bean
                assert re.findall(r"\+(\d+)", button) == [str(now)], button
                kind = TYPES[card_type(s.open[seat][0])]
                # SB-25: the end's own words; SB-18: the forced close's, one line at six players
                assert kind in line or "reaches" in line or line.startswith("No card fits: close"), line
                if then:
                    seen += 1
                    assert f"+{then} if you close" in line, line
                    assert set(re.findall(r"\+(\d+)", line)) <= {str(now), str(then)}, line
            s, _ev = GAME.apply(s, rng.choice(legal))
    assert seen > 0


def test_the_collect_line_names_only_what_is_legal_now() -> None:
    # rules SB-10, SB-11, SB-20, R-5: a player owning two collections may only add; with one, the new one is
    # secret; with none (both closed), the new one is the open one and there is nothing to add to
    hand = {0: [card_id(K, 5, 0), card_id(D, 3, 0)]}
    both = position(3, hands=hand, open={0: [card_id(K, 4, 0)]}, secret={0: [card_id(D, 7, 0)]}, phase="collect")
    assert not any(a.kind == "play" and a.target not in ("open", "secret") for a in GAME.legal_actions(both))
    assert said(both) == "Click a card to add to your open or secret collection"
    one = position(3, hands=hand, open={0: [card_id(K, 4, 0)]}, phase="collect")
    assert said(one) == "Click a card to add to your open collection or start your secret one"
    other = position(3, hands={0: [card_id(D, 3, 0)]}, open={0: [card_id(K, 4, 0)]}, phase="collect")
    assert said(other) == "Click a card to start your secret collection"
    only_secret = position(3, hands=hand, open={0: [card_id(BL, 4, 0)]}, secret={0: [card_id(D, 7, 0)]},
                           phase="collect")
    assert said(only_secret) == "Click a card to add to your secret collection"
    none = position(3, hands=hand, phase="collect")
    assert {a.target for a in GAME.legal_actions(none)} == {"open"}
    assert said(none) == "Start your open collection: click a card"
    for s in (both, one, other, only_secret, none):
        assert "start one" not in said(s)
