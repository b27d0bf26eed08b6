"""Before the click that ends a turn whose draw empties the deck on its last pass, the prompt says the game then
ends (AC-30, AC-32, AC-33): a playtester's gentle solo game ended on "End turn · draw" with no word of it. Over
seeded games, at each cultivate decision with nothing left to place, the line says so exactly when ending the turn
then ends the game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.al_cabohne.words import hint
from engine.core import Action, english

GAME = GAMES["al_cabohne"]
SAID = ("the game then ends.", "the game ends.")  # the deck gone already, or taken by the draw
END = Action("end")


def _walk(seeds: int) -> Iterator[tuple[Any, Any, list[Action], str]]:
    """Seeded games, solo and two players, ended turns more often than not: at each step the state, the view of the
    seat to act, its legal moves and the prompt line it reads."""
    for seed in range(seeds):
        s, rng = GAME.new(1 + seed % 2, seed), random.Random(seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            view = GAME.view(s, GAME.to_act(s))
            yield s, view, legal, english(hint(view), ["Alice", "Nova"])
            s, _ = GAME.apply(s, END if END in legal and rng.random() < 0.6 else rng.choice(legal))


def test_the_prompt_says_when_the_coming_draw_ends_the_game() -> None:  # rule AC-30, AC-32, AC-33
    said_when_ending = 0
    for s, view, legal, line in _walk(16):
        if (view.phase == "cultivate" and END in legal and not any(view.kept) and not view.filling
                and all(b.cards for b in view.bosses if b.active)):
            after, _ = GAME.apply(s, END)
            over = GAME.is_over(after)
            assert line.endswith(SAID) == over, (line, over, view.draw_pile)
            said_when_ending += over
        elif line.endswith(SAID):
            raise AssertionError(line)
    assert said_when_ending >= 3, said_when_ending


def test_the_cultivate_line_names_the_end_button_as_it_reads() -> None:  # rule AC-25, AC-26
    """Playtest 14: the line "Give cards to the Mafia or end the phase" beside the button "End turn · draw" left a
    newcomer afraid that ending the phase skipped the draw. Where the line offers to end, it says the button's
    words: "end your turn and draw" beside "End turn · draw", "end your turn" beside "End game"."""
    from engine.al_cabohne.words import describe_in

    seen: set[str] = set()
    for _s, view, _legal, line in _walk(8):
        if view.phase == "cultivate" and line.startswith("Give cards to the Mafia"):
            button = english(describe_in(view, END), [])
            seen.add(button)
            assert "end the phase" not in line, line
            assert ("end your turn and draw" in line) == (button == "End turn · draw"), (line, button)
            assert "end your turn" in line, line
    assert "End turn · draw" in seen, seen


def test_the_last_turn_is_known_before_its_draw_and_never_early() -> None:  # rule AC-30, AC-32, AC-33
    """Playtest 16: the last solo turn, the one whose draw empties the deck, came with no word of it: the game was
    over at the click on "End turn · draw". ``last_turn`` (the title bar's "last turn") holds at a turn's last
    decision exactly when the game ends with that turn, and at no decision of a turn play goes on from."""
    from engine.al_cabohne.words import last_turn

    before_the_draw = 0
    for seed in range(16):
        s, rng = GAME.new(1 + seed % 2, seed), random.Random(seed)
        said: list[bool] = []  # at each decision of the turn under way
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            view = GAME.view(s, GAME.to_act(s))
            said.append(last_turn(view))
            s, _ = GAME.apply(s, END if END in legal and rng.random() < 0.6 else rng.choice(legal))
            if GAME.is_over(s):
                assert said[-1], (seed, view.draw_pile)  # the click that ended the game was warned of
                before_the_draw += not view.ending  # the deck still held cards: its draw ended the game
            elif (s.turn, s.seat) != (view.turn, view.current):
                assert not any(said), (seed, view.turn)  # a turn play went on from was never called the last
                said.clear()
    assert before_the_draw >= 3, before_the_draw
