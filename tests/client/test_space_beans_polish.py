"""Space Beans polish from playtest 15, read off what the table draws."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action
from engine.space_beans import GAME, card_id
from engine.space_beans.cards import TYPES
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n
from game.i18n import tr
from game.tables.space_beans.art import SpaceBeansArt
from tests.client.driver import DT, click_key
from tests.client.space_beans.screens import EIGHT, table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


def _hand_names(monkeypatch: pytest.MonkeyPatch, hand: list[int], lang: str) -> list[tuple[int, str]]:
    """Each card of the viewer's hand with the name it carries on the table, left to right."""
    table = table_at(position(2, phase=COLLECT, hands={0: hand}, open={0: [card_id(K, 4)]},
                              secret={0: [card_id(CE, 1)]}))[1]
    table.app.settings.language = lang
    i18n.set_language(lang)
    bands: dict[int, tuple[int, int, bool]] = {}
    real = SpaceBeansArt.band

    def spy(self: SpaceBeansArt, card: int, w: int, h: int, visible: int, named: bool = True,
            short: bool = False) -> Any:
        bands[card] = (w, visible, short)
        return real(self, card, w, h, visible, named, short)

    monkeypatch.setattr(SpaceBeansArt, "band", spy)
    table.forget_screen()
    table.app.frame(DT)
    names = []
    for card, r in table.ui.hand_places():
        w, visible, short = bands.get(card, (r.w, r.w, False))
        # a face shown whole with no band over it carries the name its face was painted with: the whole one
        names.append((card, SpaceBeansArt.band_name(card // 15, w, visible, short)[0] if visible < w or short
                             else tr(TYPES[card // 15])))
    return names


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_hand_names_its_beans_in_one_style(monkeypatch: pytest.MonkeyPatch, data_dir: str, lang: str) -> None:
    """Playtest 15: in an 8-card hand "Centauri", "Centauri" sat beside "Centauribohnen" (the uncovered card): a
    newcomer may take "Centauri" for another type. One type, one style: its every card short, or every one whole
    (playtest 18: a whole hand short cut "Bluebeans" to "Blueb" where it fit whole)."""
    hand = [*EIGHT[:-1], card_id(CE, 9)]  # three Centauribohnen, the last one shown whole
    names = _hand_names(monkeypatch, hand, lang)
    for t in {c // 15 for c, _n in names}:
        assert len({n for c, n in names if c // 15 == t}) == 1, names


def test_a_short_hand_keeps_whole_names(monkeypatch: pytest.MonkeyPatch, data_dir: str) -> None:
    hand = [card_id(CE, 2), card_id(BO, 9), card_id(MO, 8)]
    assert [n for _c, n in _hand_names(monkeypatch, hand, "en")] == [tr(TYPES[c // 15]) for c in sorted(hand)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_round_one_says_before_a_click_which_card_ends_the_turn(data_dir: str, lang: str) -> None:
    """Playtest 15: round 1's line said only "Start your open collection: click a card", and a click on Bluebeans 1,
    the only one of its type, ended the turn and passed the hand (SB-13, SB-20, SB-22). The line says it before any
    click or hover, in the engine's words, and the fact holds: the click ends the turn."""
    from engine.space_beans.state import START
    from engine.space_beans.words import card_words, start_words
    from game import words as say_words

    lone = card_id(BL, 1)
    hand = [lone, card_id(K, 4), card_id(K, 7), card_id(MO, 2), card_id(MO, 5)]
    table = table_at(position(3, phase=START, turn=0, seat=0, hands={0: hand}))[1]
    table.app.settings.language = lang
    i18n.set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    line = table.prompt_line()[0]
    names = [s.name for s in table.seats]
    assert line == say_words.say(start_words(table.view, 0), names), line
    assert say_words.say(card_words(lone), names) in line, line
    click_key(table.app, Action("play", lone, "open"))
    assert not table.view.hands[0] and table.view.to_act != 0, "the click did not end the turn as the line said"


def test_a_seat_with_lone_cards_only_or_several_is_told_too(data_dir: str) -> None:
    from engine.core import english
    from engine.space_beans.state import START
    from engine.space_beans.words import start_words

    names = ["Alice", "Nova", "Orbit"]
    several = GAME.view(position(3, phase=START, turn=0, hands={0: [card_id(BL, 1), card_id(K, 4), card_id(MO, 2),
                                                                     card_id(MO, 5)]}), 0)
    assert "one alone of its type ends your turn" in english(start_words(several, 0), names)
    each = GAME.view(position(3, phase=START, turn=0, hands={0: [card_id(BL, 1), card_id(K, 4)]}), 0)
    assert "each is alone of its type" in english(start_words(each, 0), names)
    pairs = GAME.view(position(3, phase=START, turn=0, hands={0: [card_id(K, 1), card_id(K, 4)]}), 0)
    assert english(start_words(pairs, 0), names) == "Start your open collection: click a card"


def test_the_rules_pages_say_what_closing_does_first_and_that_the_last_card_ends_the_turn() -> None:
    """Playtest 15 (Rules, FR): p.5 opened with the forced close (SB-18) before saying what closing does (SB-16);
    p.8 never said that the last card of the type collected ends the turn (SB-20, SB-22)."""
    from game.tables.space_beans.help import PAGES

    pages = dict(PAGES)
    closing = [p for p in pages["Forced close and closing"] if isinstance(p, str)]
    assert closing[0].startswith("Closing N cards"), closing[0]
    assert any("forced" in p for p in closing[1:])
    assert any("last card of the type you are collecting ends your turn" in p
               for p in pages["On this screen"] if isinstance(p, str))


def test_a_saved_games_label_counts_rounds_not_every_seats_turns() -> None:
    """Playtest 15: "Continue Space Beans — Alice · 3 players · turn 10" where Alice had played 4 turns."""
    from engine.core import english

    state = position(3, turn=9, seat=0)  # Alice's 4th turn: rounds of Alice, Nova and Orbit before it
    assert english(GAME.progress(state), []) == "round 4"
