"""The Space Beans coach's words from the engine's figures (playtest 12): the close step says what closing scores
now (SB-15, SB-16), never "its card of value N becomes a trophy" over a collection that holds none; and the goal
reached by the player in front of the screen is said to them as "you" (SB-25)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event
from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE
from game import i18n
from game import words as say_words
from game.kit.coach import Coach
from game.tables.space_beans import coach as script

CE, MO, BL = 4, 6, 2  # Centauribohnen, Moonbohnen, Bluebeans
NAMES = ["Alice", "Nova", "Orbit"]


def _text(coach: Coach, state: Any) -> str:
    view = GAME.view(state, 0)
    coach.tick(view, GAME.legal_actions(state) if view.to_act == 0 else [], True, 0)
    return coach.text


@pytest.mark.parametrize(("lang", "nothing", "scores"), [
    ("en", "Your open Centauribohnen: 2 cards, no 2: closing now scores nothing.",
     "Your open Centauribohnen: 2 cards, one worth 2: closing now scores +2."),
    ("fr", "Collection visible de Centauribohnen\u00a0: 2 cartes, aucun 2, la fermer maintenant ne rapporte rien.",
     "Collection visible de Centauribohnen\u00a0: 2 cartes dont un 2, la fermer maintenant rapporte +2."),
])
@pytest.mark.parametrize("opening", [True, False])
def test_the_close_line_says_what_closing_scores_now(data_dir: str, lang: str, nothing: str, scores: str,
                                                     opening: bool) -> None:
    # rule SB-16: Centauribohnen [7, 9] hold no 2 and close for nothing; [2, 9] close for +2
    i18n.set_language(lang)
    try:
        for pile, said in (((7, 9), nothing), ((2, 9), scores)):
            coach = Coach(script)
            coach.pos = 3 if opening else 9  # the opening's close line, or the line of later turns
            coach.said.add("close")  # the first close's note is told already
            s = position(3, phase=CLOSE, hands={0: [card_id(MO, 4)]}, open={0: [card_id(CE, v) for v in pile]})
            text = _text(coach, s)
            assert said in text, text
            assert i18n.tr("becomes a") not in text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_goal_reached_is_said_to_the_player_as_you(data_dir: str, lang: str) -> None:
    # rule SB-25: the seat that reached the goal gets +3 and the game ends; said to Alice herself, "Alice a atteint
    # 30 points" read as someone else
    i18n.set_language(lang)
    try:
        for seat, said in ((0, {"en": "You reached 30 trophy points: +3", "fr": "Vous avez atteint 30 points de "
                                "trophées\u00a0: +3"}),
                           (1, {"en": "Nova reached 30 trophy points: +3", "fr": "Nova a atteint 30 points de "
                                "trophées\u00a0: +3"})):
            coach = Coach(script, say=lambda w: say_words.say(w, NAMES))
            s = position(3, phase=CLOSE, hands={0: [card_id(MO, 4)]}, open={0: [card_id(CE, 7)]})
            s.bonus[seat] = 3
            coach.saw([Event("bonus", seat, value=3)])
            text = _text(coach, s)
            assert text.startswith(said[lang]), text
    finally:
        i18n.set_language("en")


def test_french_move_names_speak_as_the_step_line_does(data_dir: str) -> None:
    # the coach's pick and the Hint name a move as the step's line asks for it, in the imperative: « Conseil :
    # Commencer votre collection… » and « Poser… » under « Commencez votre collection visible : cliquez sur une
    # carte » read as two voices (playtest 33, 161.png, 163.png; SB-11, SB-13, SB-20)
    from engine.core import Action
    from engine.space_beans.state import COLLECT
    from engine.space_beans.words import describe_in

    i18n.set_language("fr")
    try:
        say = lambda a, s: say_words.say(describe_in(GAME.view(s, 0), a), NAMES)  # noqa: E731
        bare = position(3, phase=COLLECT, hands={0: [card_id(MO, 4), card_id(BL, 2)]}, open={1: [card_id(CE, 7)]})
        grown = position(3, phase=COLLECT, hands={0: [card_id(MO, 4)]}, open={0: [card_id(MO, 6)]})
        said = [say(Action("play", card_id(BL, 2), "open"), bare), say(Action("play", card_id(MO, 4), "open"), grown),
                say(Action("play", card_id(MO, 4), "secret"), grown)]
        assert said == ["Commencez votre collection visible avec Bluebeans 2", "Posez Moonbohnen 4 sur votre "
                        "collection visible", "Commencez une collection secrète avec Moonbohnen 4"], said
        assert i18n.tr("Start your open collection: click a card").startswith("Commencez ")  # the step's own line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_learn_to_plays_close_idea_comes_in_short_sentences(data_dir: str, lang: str) -> None:
    # SB-16 on the first step of Learn to play: "Close a collection of N cards and its card of value N becomes a
    # trophy worth N points" was dense on a first read (playtest 33, 04.png): said in two sentences of a few words
    i18n.set_language(lang)
    try:
        coach = Coach(script)
        s = GAME.new(script.PLAYERS, script.SEED)
        s = GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "no_draw"))[0]  # to step 2
        text = _text(coach, s)
        assert text.split()[1].startswith("2"), text  # "Step 2: …", « Étape 2 : … »
        told = [t for t in text.replace("\n", " ").split(". ") if " N " in f" {t} "]  # the sentences on N cards
        assert len(told) == 2 and all(len(t) <= 72 for t in told), told  # the old one: 86 characters, 92 in French
    finally:
        i18n.set_language("en")
