"""Space Beans for a newcomer (issue 18, fourth round): the Close button says what one click scores and what the
secret collection then adds, and the Hint names the close step's moves as their buttons read them; the recap tells
the pass that put cards in the reader's hand and a secret collection turned face up; the Hint calls two plays of
one type onto one collection, which come to the same end of turn, one move."""

from __future__ import annotations

import pytest

from engine.core import Event, english
from engine.recap import told_lines
from engine.search.hint import why
from engine.space_beans import GAME, card_id
from engine.space_beans.kinds import EventKind
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE, COLLECT, DRAW, START
from engine.space_beans.words import card_words
from game import i18n
from game import words as say_words
from game.i18n import tr, trn
from tests.client.test_space_beans_newcomer9 import _english_after, _table_in  # noqa: F401  (English after each)
from tests.client.test_space_beans_newcomer9 import named as named_in

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
NAMES = ["Alice", "Nova", "Orbit"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_close_buttons_say_what_one_click_does_and_the_hint_names_them_so(data_dir: str, lang: str) -> None:
    """SB-15, SB-16: Klingbohns [4, 7] score nothing (N = 2, no 2); closing them turns the secret Bluebeans [2, 5]
    face up, which a second Close scores +2. "Close: +0, then +2" read as one click doing both; the Hint said
    "Done" and "Close the open collection" for buttons reading otherwise."""
    state = position(3, phase=CLOSE, hands={0: [card_id(K, 5)]}, open={0: [card_id(K, 4), card_id(K, 7)]},
                     secret={0: [card_id(BL, 2), card_id(BL, 5)]})
    table = _table_in(state, lang)
    labels = {a.kind: b.label for b, a in table.ui.buttons()}
    # playtest 25: "Close: +0 (then +2)" still read as one click doing both: the button says the click's alone
    assert labels["close"] == ("Close it: +0 points" if lang == "en" else "La fermer (+0 point)")
    assert labels["end"] == tr("Done — keep it")
    legal = GAME.legal_actions(state)
    for best in legal:
        other = next(a for a in legal if a != best)
        line = say_words.say(why(GAME, ((best, 60, 0.6), (other, 40, 0.4)), view=table.view), NAMES)
        assert named_in(labels[best.kind], line) and named_in(labels[other.kind], line), line


def test_the_recap_tells_the_pass_to_the_reader_and_a_secret_turned_up() -> None:
    """SB-16, SB-15, SB-22: Nova closed with no match, her secret collection turned face up and she passed 3 cards
    to Alice; with three plays besides, the recap told the plays and left out the lines that change what Alice
    sees."""
    state = position(3, phase=COLLECT, hands={1: [card_id(BO, 4)]}, open={1: [card_id(K, 4)]})
    view = GAME.view(state, 0)
    events = [Event(EventKind.CLOSE, 1, (-1, -1)), Event(EventKind.FLIP, 1),
              *(Event(EventKind.PLAY, 1, (-1,), "secret") for _ in range(3)),
              Event(EventKind.PASS, 1, (-1, -1, -1), value=3, to_seat=0)]
    block = next(b for b in GAME.recount(view, view, events, 0) if b.seat == 1)
    told = [english(w, NAMES) for w in block.told]
    assert told == ["Nova closes 2 cards with no match: 0", "Nova's secret collection turns face up",
                    "Nova passes 3 cards to Alice"], told
    # playtest 16 (105.png): with room for one line, the close is told, not the flip without its cause (SB-15)
    assert [english(w, NAMES) for w in told_lines(block.heard, 1)[0]] == ["Nova passes 3 cards to Alice"]
    alone = [Event(EventKind.CLOSE, 1, (-1, -1)), Event(EventKind.FLIP, 1)]
    block = next(b for b in GAME.recount(view, view, alone, 0) if b.seat == 1)
    assert [english(w, NAMES) for w in told_lines(block.heard, 1)[0]] == ["Nova closes 2 cards with no match: 0"]
    # to a seat that did not receive them, the pass is a plain step, told where room is left
    other = next(b for b in GAME.recount(view, view, events, 2) if b.seat == 1)
    assert "Nova passes 3 cards to Alice" not in [english(w, NAMES) for w in other.told]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_cards_of_one_type_onto_one_collection_are_one_move_for_the_hint(data_dir: str, lang: str) -> None:
    """SB-20: a step adds cards of one type, so starting the secret collection with Beanliens 6 or with Beanliens 4
    comes to the same end of turn (the other follows): the Hint said "about 1 point better" between them. It
    names the next move that differs instead."""
    b6, b4, k5 = card_id(BE, 6), card_id(BE, 4), card_id(K, 5)
    state = position(3, phase=COLLECT, turn=3, hands={0: [b6, b4, k5]}, open={0: [card_id(K, 2)]})
    legal = GAME.legal_actions(state)
    first, second = (next(a for a in legal if a.card == c and a.target == "secret") for c in (b6, b4))
    third = next(a for a in legal if a.card == k5 and a.target == "open")
    table = _table_in(state, lang)
    line = say_words.say(why(GAME, ((first, 60, 0.62), (second, 50, 0.6), (third, 40, 0.4)), view=table.view),
                         NAMES)
    named = [say_words.say(GAME.describe_in(table.view, a), NAMES) for a in (first, second, third)]
    assert named_in(named[0], line) and not named_in(named[1], line) and named_in(named[2], line), line
    assert not GAME.search_hooks().alike(table.view, first, third)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_names_the_cards_passed_to_its_reader_and_what_made_a_jump(lang: str) -> None:
    """SB-22, SB-16, SB-25: the recap said "Nova: 5 → 16 points" with no word how, and never which cards Nova
    passed to Alice, though Alice holds them now. The pass names them to Alice alone; the jump names the closes
    and the bonus that made it, all public."""
    from engine.space_beans.cards import DECK_SIZE

    state = position(3, phase=COLLECT, hands={1: [card_id(BO, 4)]}, open={1: [card_id(K, 4)]})
    before = GAME.view(state, 0)
    after = GAME.view(position(3, phase=COLLECT, hands={1: [card_id(BO, 4)]}, trophies={1: [card_id(MO, 5)]}), 0)
    passed = (card_id(K, 7), card_id(BL, 4), card_id(BO, 9))
    events = [Event(EventKind.CLOSE, 1, (card_id(MO, 5), card_id(MO, 1), card_id(MO, 9), card_id(MO, 2),
                                        card_id(MO, 7)), value=5),
              Event(EventKind.PASS, 1, passed, value=3, to_seat=0, private=(1, 0))]
    i18n.set_language(lang)
    names = NAMES
    for viewer in (0, 2):
        seen = [e if viewer in (1, 0) or e.private is None else e._replace(cards=(-1,) * len(e.cards))
                for e in events]
        block = next(b for b in GAME.recount(before, after, seen, viewer) if b.seat == 1)
        told = [say_words.say(w, names) for w in block.told]
        cards = ", ".join(say_words.say(card_words(c), names) for c in passed)
        assert any(cards in t for t in told) is (viewer == 0), told
        assert say_words.say(block.figure, names) == trn("{before} → {n} point: {how}", "{before} → {n} points: {how}",
                                                         5, before=0, how=tr("+{n} {kind}", n=5,
                                                                             kind=tr("Moonbohnen"))), viewer
    assert all(0 <= c < DECK_SIZE for c in passed)


@pytest.mark.parametrize("count", [6, 7, 8])
def test_every_value_of_an_opponents_long_open_collection_shows(data_dir: str, count: int) -> None:
    """SB-16: a close scores by the values, so a player reads a rival's open collection to judge it. At 7 cards the
    strips grew too thin for a value disc and showed a blank band: only the last value was readable."""
    from game.tables.space_beans.art import ART

    cards = [card_id(MO, v, c) for v, c in ((9, 0), (9, 1), (4, 0), (8, 0), (3, 0), (1, 0), (7, 0), (2, 0))][:count]
    state = position(4, phase=COLLECT, hands={0: [card_id(K, 5)]}, open={2: cards})
    table = _table_in(state, "en")
    layout, zone = table.ui.layout, ("open", 2)
    for i in range(count - 1):
        r, nxt = layout.card_rect(zone, i, count), layout.card_rect(zone, i + 1, count)
        corner = ART.index(cards[i], r.w, r.h, nxt.x - r.x)
        assert corner is not None, (count, i)  # the disc alone would be cut by the next card
        inked = sum(1 for x in range(corner.get_width()) for y in range(corner.get_height())
                    if sum(corner.get_at((x, y))[:3]) < 400)  # the digit: dark on the cream corner
        assert inked >= 10, (count, i, inked)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_where_the_hand_went_is_said_once_its_cards_have_left(lang: str) -> None:
    """SB-22: "4 cartes vont à Alice" rose over the hand cards still on their way out (across a Bluebeans 9): the
    words wait until the last card has landed."""
    from types import SimpleNamespace

    import pygame

    from game.tables.space_beans import choreo
    from game.tables.space_beans.layout import Layout
    from tests.client.layout_walk import _set_language

    pygame.font.init()
    _set_language(lang)
    said: list[tuple[str, float]] = []
    flown: list[float] = []
    fx = SimpleNamespace(viewer=0, cue=lambda *a: None, narrate=lambda e, t: None, say=lambda w: say_words.say(w, NAMES),
                         popup=lambda text, pos, *a, delay=0.0, **k: said.append((text, delay)))
    stage = SimpleNamespace(fly=lambda c, src, dst, start, move, **k: flown.append(start + move))
    hand = (card_id(BL, 9), card_id(K, 3), card_id(D, 4), card_id(MO, 1))
    choreo.choreograph([Event(EventKind.PASS, 0, hand, value=4, to_seat=2)], stage, Layout(3, 0, 0), fx, set())  # type: ignore[arg-type]
    (text, delay), = said
    assert text == trn("{n} card goes to {who}.", "{n} cards go to {who}.", 4, who="Orbit").rstrip(".")
    assert len(flown) == 4 and delay >= max(flown), (delay, flown)


def test_only_the_one_way_on_is_lit(data_dir: str) -> None:
    """SB-7: with a hand, "Draw 2 cards" and "Don't draw" are both allowed, and neither button is lit: a lit Draw
    read as the advised move beside a coach and a Hint that picked "Don't draw" (issue 18 playtest, 05-learn.png).
    An empty hand must draw (SB-7, R-1): that one button is lit."""
    both = _table_in(position(3, phase=DRAW, hands={0: [card_id(K, 5)]}), "en")
    assert {a.kind for _, a in both.ui.buttons()} == {"draw", "no_draw"}
    assert not any(b.primary for b, _ in both.ui.buttons())
    must = _table_in(position(3, phase=DRAW, hands={0: []}), "en")
    ((button, action),) = must.ui.buttons()
    assert action.kind == "draw" and button.primary


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_whose_click_ends_the_turn_says_so_before_the_click(data_dir: str, lang: str) -> None:
    """SB-13, SB-20, SB-22: starting a collection with the only card of its type ends the step at once, and the rest
    of the hand is passed; one click passed a newcomer's whole hand with no word before (issue 18 re-test, 43.png).
    A card with another of its type in hand says nothing of the kind."""
    state = position(3, phase=START, hands={0: [card_id(K, 5), card_id(D, 3), card_id(D, 4)]})
    table = _table_in(state, lang)
    spots = dict(table.ui.hand_places())
    right = NAMES[GAME.view(state, 0).pass_to[0]]
    table.mouse = spots[card_id(K, 5)].center
    line, _colour = table.ui.prompt()
    assert line == trn("{card} is your only {kind}: playing it ends your turn, and {n} card goes to {who}",
                       "{card} is your only {kind}: playing it ends your turn, and {n} cards go to {who}", 2,
                       card=say_words.say(card_words(card_id(K, 5)), NAMES), kind=tr("Klingbohns"),
                       who=right), line
    table.mouse = spots[card_id(D, 3)].center
    # round 1's line names the lone card before any hover (playtest 15), never the card with a pair
    line = table.ui.prompt()[0]
    assert say_words.say(card_words(card_id(D, 3)), NAMES) not in line, line
    assert say_words.say(card_words(card_id(K, 5)), NAMES) in line, line
