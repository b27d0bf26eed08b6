"""The guided first game's coach says the rules as they are: never a rule a later turn breaks (playtest 23)."""

from engine.space_beans.lesson import FIRSTS, OPENING, STEADY


def test_no_coach_line_calls_closing_never_required() -> None:
    # rule SB-17, SB-18: closing is optional except the forced close, which a later turn may bring
    lines = [text for _, text in OPENING] + list(FIRSTS.values()) + list(STEADY.values())
    assert not [t for t in lines if "never required" in t]
    closes = [t for key, t in (*OPENING, *STEADY.items()) if key == "close"]
    assert closes and all("unless you own two collections and hold no card for either" in t for t in closes)


def test_the_first_step_of_several_cards_says_one_type_per_step() -> None:
    # rule SB-13, SB-20: a step plays cards of one type only, said before the first step that may play several
    start = next(t for key, t in OPENING if key == "start")
    assert "each step plays one type only" in start
