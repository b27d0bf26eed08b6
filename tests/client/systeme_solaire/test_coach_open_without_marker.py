"""The coach's words for an auction the human must open without holding the marker (SS-11: a first player whose
hand is worth 0 counts as passed, and the next seat clockwise must open). Playtest 17 (208b): Orbit held the marker
with only a Sun in hand, and the guide told Alice "New round: you hold the first-player marker, so open"."""

from __future__ import annotations

from engine.core import english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from game.tables.systeme_solaire import coach

NAMES = ["Alice", "Nova", "Orbit"]


def test_an_opening_passed_on_by_an_empty_first_player_is_said_so() -> None:  # rules SS-9, SS-11, R-3
    s = position(3, hands={0: ["P3", "P4"], 1: ["P2"], 2: ["Sun"]}, groups=[["Mars"], ["Venus"], ["Saturn"]],
                 marker=2)
    v = GAME.view(s, 0)
    assert GAME.to_act(s) == 0 and v.marker == 2 and v.passed[2] and v.hand_values[2] == 0
    assert all(a.kind != "pass" for a in GAME.legal_actions(s))  # Alice must open
    assert coach.situation(v) == "open"
    blanks = {k: english(w, NAMES) if not isinstance(w, (int, str)) else w for k, w in coach.facts(v).items()}
    line = coach.STEADY["open"].format(**blanks)
    assert line.startswith("New round: Orbit holds the first-player marker but cannot bid"), line
    assert "you hold" not in line


def test_an_opening_by_the_first_player_is_still_the_marker_line() -> None:  # rule SS-11
    s = position(3, hands={0: ["P3", "P4"], 1: ["P2"], 2: ["P1"]}, groups=[["Mars"], ["Venus"], ["Saturn"]], marker=0)
    v = GAME.view(s, 0)
    assert coach.situation(v) == "bid" and coach.STEADY["bid"].startswith("New round: you hold the first-player")
