"""Playtest 24 (Space Lab): what the Hint and the table said that a newcomer could not follow."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.positions import position
from game import i18n
from game.words import say

NAMES = ["Alice", "Nova"]


def _lab(ag: int, cost: int, skip: tuple[int, ...] = ()) -> int:
    from engine.space_lab.cards import AGENCY_OF, COST_OF, LAB_IDS

    return next(c for c in LAB_IDS if AGENCY_OF[c] == ag and COST_OF[c] == cost and c not in skip)


def test_a_cheaper_reason_says_the_dearer_card_is_on_offer_not_in_hand() -> None:
    """Screen 36 (SL-6, SL-8): "Recruit the Green stack. Cheaper to place than Red Doctor, which your capsules need:
    costing 2, it needs 2 other cards in hand." read as the hand's own Red card; the Red Doctor was in the Centre.
    The reason names only a card on offer, says so, and says what placing it costs from the hand."""
    from engine.search.hint import reason
    from engine.space_lab import GAME
    from engine.space_lab.advice import needs
    from engine.space_lab.words import short_name

    probe = GAME.view(position(2, hands={0: []}), 0)
    want = needs(probe)
    ag = next(a for a in range(4) if want[a])  # a colour the dealt capsules need
    other = min((a for a in range(4) if a != ag), key=lambda a: want[a])
    held: tuple[int, ...] = ()
    for _ in range(want[other]):  # the hand holds all the capsules need of the colour recruited, each free to place
        held += (_lab(other, 0, held),)
    dear = _lab(ag, 2)
    s = position(2, hands={0: list(held)}, rc={other: [_lab(other, 0, held)], ag: [dear]})
    view = GAME.view(s, 0)
    said = reason(GAME, view, Action("recruit", other))
    assert said is not None
    text = say(said, NAMES)
    assert f"the {say(short_name(dear), NAMES)} on offer" in text, text
    assert "that one costs 2 other cards from your hand" in text, text
    try:
        i18n.set_language("fr")
        fr = say(said, NAMES)
        assert f"le {say(short_name(dear), NAMES)} proposé" in fr, fr
    finally:
        i18n.set_language("en")


def test_a_projects_copies_line_stays_inside_the_cards_edge() -> None:
    """Screens 27, 52, 54: "3 copies in the game" / « 5 exemplaires » was cut by the card's bottom edge. The edge's
    rows are the same with the line as without it, in English and French, at the sizes the Projects panel uses."""
    import pygame

    from engine.space_lab.cards import PROJECT_IDS
    from game.tables.space_lab.art import paint_project

    pygame.init()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            for w, h in ((100, 64), (104, 70), (120, 80), (140, 96)):
                edge = max(2, min(w, h) // 18)
                for card in PROJECT_IDS:
                    full, bare = paint_project(card, w, h), paint_project(card, w, h, words=False)
                    for y in range(h - edge, h):
                        for x in range(w):
                            assert full.get_at((x, y)) == bare.get_at((x, y)), (lang, w, h, card, x, y)
    finally:
        i18n.set_language("en")


def test_the_greyed_undo_names_the_last_new_thing_shown() -> None:
    """Screen 30: a placement drew 1 Project (the card's effect), then 2 more (Pink's Objective); Undo's tip said
    "something new was shown. Alice draws 1 Project card." The tip names the last new thing the move showed."""
    import random

    from engine import GAMES
    from game.moderator import Moderator
    from game.seats import Seat
    from game.words import say as said

    game = GAMES["space_lab"]
    seen = 0
    for seed in range(40):
        mod = Moderator("space_lab", [Seat("Alice", True), Seat("Nova", False, "easy")], seed)
        rng = random.Random(seed)
        while mod.to_act is not None and seen < 3:
            if not mod.human_turn:
                while (a := mod.think(0.05)) is None:
                    pass
                mod.apply(a)
                continue
            events = mod.apply(rng.choice(mod.legal()))
            told = [w for e in events if e.kind in game.news and (w := game.describe_event(e, 0)) is not None]
            if len({said(w, NAMES) for w in told}) > 1:
                seen += 1
                assert said(told[-1], NAMES) in said(mod.undo_block, NAMES), (seed, said(mod.undo_block, NAMES))
        if seen >= 3:
            break
    assert seen, "no move showed two different new things"


class _Seen(Exception):
    """The lines wanted were read: the game need not be played on."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_learn_to_play_says_a_turn_is_one_move_at_its_first_turns(data_dir: str, language: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Screen 35 (SL-1): recruiting ended the turn, to a newcomer's surprise: Learn to play never said a turn is one
    move. Its first turn's line and its first turn that may place say so, in English and French."""
    from engine.space_lab.lesson import situation
    from tests.client import test_coach_follow

    first = {"en": "One move a turn: ", "fr": "Un coup par tour ! "}
    lines: dict[str, str] = {}

    def check(table: object, language: str = language, lines: dict[str, str] = lines) -> None:
        kind = situation(table.view)  # type: ignore[attr-defined]
        if kind in ("start", "start-place") and kind not in lines:
            lines[kind] = table.coach.text  # type: ignore[attr-defined]
        if len(lines) == 2:
            raise _Seen

    monkeypatch.setattr(test_coach_follow, "_check_words", check)
    try:
        test_coach_follow.follow("space_lab", language)
    except _Seen:
        pass
    finally:
        i18n.set_language("en")
    assert set(lines) == {"start", "start-place"}, lines
    for text in lines.values():
        assert text.replace("\xa0", " ").startswith(first[language]), (language, text)
