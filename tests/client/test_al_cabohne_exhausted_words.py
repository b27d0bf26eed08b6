"""The log line of a run-out draw pile says what it means for the player (playtest 14: "The draw pile has run out:
pass 1 through the deck is over" in solo, where the deck is played once, did not say the turn was the last). Solo
(AC-33): this is the last turn. Two players (AC-31, AC-32): the discards are reshuffled and the next pass of three
begins, until the last run-out ends the game. The events are the engine's own, at the moment of each run-out."""

from __future__ import annotations

import pytest

from engine.al_cabohne import mechanics
from engine.al_cabohne.cards import BLUE
from engine.al_cabohne.facts import exhaustion_limit
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.positions import position
from engine.al_cabohne.words import describe_event
from engine.core import Event
from game import i18n
from game.words import say

LAST = {"en": "last turn", "fr": "dernier tour"}
RESHUFFLED = {"en": "pass {n} of 3", "fr": "{n}e passage sur 3"}
ENDS = {"en": "the game ends with this turn", "fr": "la partie se termine avec ce tour"}


def _run_outs(players: int) -> list[Event]:
    """Every run-out of a game of ``players``, as the engine tells it (a discard pile left to reshuffle): the one log
    line of each (playtest 15: the run-out and its reshuffle made two lines of one event)."""
    s = position(players, hands={0: [BLUE]}, discard=[BLUE] * 5, rest="discard")
    out = []
    for _ in range(exhaustion_limit(players)):
        ev: list[Event] = []
        mechanics.exhaust(s, ev)
        told = [e for e in ev if e.kind in (EventKind.EXHAUSTED, EventKind.RESHUFFLE) and describe_event(e, None)]
        assert len(told) == 1, ev  # one line a run-out
        out += told
        s.draw, s.discard = (), (BLUE,) * 5  # the next pass drawn through, a discard pile again
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_solo_run_out_says_the_turn_is_the_last(lang: str) -> None:  # rule AC-33
    (only,) = _run_outs(1)
    try:
        i18n.set_language(lang)
        line = say(describe_event(only, None), ["Alice"])
        assert LAST[lang] in line and "1" not in line, line  # no count of passes: the deck is played once
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_two_player_run_out_says_the_reshuffle_and_the_pass_it_begins(lang: str) -> None:  # rule AC-31, AC-32
    first, second, third = _run_outs(2)
    try:
        i18n.set_language(lang)
        lines = [say(describe_event(e, None), ["Alice", "Nova"]) for e in (first, second, third)]
        assert RESHUFFLED[lang].format(n=2) in lines[0], lines
        assert RESHUFFLED[lang].format(n=3) in lines[1], lines
        assert ENDS[lang] in lines[2] and LAST[lang] not in lines[0], lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [1, 2])
def test_the_run_out_note_covers_no_pile_and_no_boss(players: int, data_dir: str) -> None:  # rule AC-30
    """Playtest 14: "La pioche est épuisée" was drawn over the discard pile and a card flying to it. The note stands
    in the move buttons' column (empty while the cards move), whole, in English and in French."""
    import pygame

    from game import theme
    from game.kit.flights import Popup
    from game.seats import Seat
    from game.tables.al_cabohne import layout as L
    from tests.client.driver import DT, make_app, open_table
    from tests.client.layout_walk import _set_language

    app = make_app("normal")
    seats = [Seat("Alice", True), Seat("Nova", False, "normal")][:players]
    table = open_table(app, "al_cabohne", seats, seed=1)
    app.push(table)
    for _ in range(600):  # the deal and its endowment played out
        app.frame(DT)
        if not table.anim.blocking:
            break
    for lang in ("en", "fr"):
        _set_language(lang)
        table.anim.tweens.clear()
        ev: list[Event] = []
        mechanics.exhaust(position(players, hands={0: [BLUE]}, discard=[BLUE] * 5, rest="discard"), ev)
        run_out = ev[0]
        assert run_out.kind == EventKind.EXHAUSTED
        table.ui.choreograph([run_out], table.view)
        drawn: list[pygame.Rect] = []
        for _ in range(30):
            app.frame(DT)
            for tw in table.anim.tweens:
                if isinstance(tw, Popup) and not tw.waiting and tw.color == theme.ACCENT:
                    drawn += tw.draw(pygame.Surface(theme.SCREEN.size))
        assert drawn, lang
        bosses = len([b for b in table.view.bosses if b.active])
        for r in drawn:
            assert theme.SCREEN.contains(r), r
            for other in (L.DISCARD_PILE, L.DRAW_PILE, L.SET_ASIDE_PILE, L.kept_area(0, 1), L.LOG,
                          L.mafia_panel(bosses), L.OPP_PANEL if players == 2 else L.SCORE_PANEL):
                assert not r.colliderect(other), (lang, r, other)
            assert L.BUTTONS.contains(r), (lang, r)  # no card flies there (the piles lie left, the hand under it)
