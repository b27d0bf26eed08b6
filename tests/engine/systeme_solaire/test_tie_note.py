"""The results' note on a tie for the win says one fact (SS-27, R-8): "the tie goes to Alice, nearest to Alice (who
began the game), counterclockwise" read as a contradiction (playtest 24)."""

from __future__ import annotations

from engine.core import english
from engine.systeme_solaire import card_id
from engine.systeme_solaire.facts import final_result
from engine.systeme_solaire.table_words import result_notes

NAMES = ["Alice", "Nova", "Orbit"]


def _notes(fronts: list[tuple[str, ...]]) -> list[str]:
    """Every hand empty (R-9: no bonus counts), each seat's front as given."""
    final = final_result([(), (), ()], [tuple(card_id(n, k) for k, n in enumerate(f)) for f in fronts])
    assert final.tie_break
    return [english(w, NAMES) for w in result_notes(final, NAMES)]


def test_a_tie_seat_0_is_in_goes_to_it_said_as_one_fact() -> None:  # SS-27, R-8
    notes = _notes([("Mercury",), ("Venus",), ("Pluto",)])  # Alice and Nova 4 VP, Orbit 1
    assert "Alice, Nova tie on 4 VP: the tie goes to Alice, who began the game" in notes, notes
    assert not any("nearest to Alice" in n for n in notes), notes


def test_a_tie_without_seat_0_names_the_count_and_its_start() -> None:  # SS-27: the smallest (0 - seat) mod n
    notes = _notes([("Pluto",), ("Venus",), ("Mercury",)])  # Nova and Orbit 4 VP: Orbit is (0 - 2) mod 3 = 1 away
    line = "Nova, Orbit tie on 4 VP: the tie goes to Orbit, first counterclockwise from Alice, who began the game"
    assert line in notes, notes
