"""Space Beans, playtest 25 (newcomer, with an open and a secret collection): which collection a close means.

1. Beside "Close it: +0 points", the prompt and the Hint's "Closing now would score nothing." never named the
   collection, and the ring on it came on some close steps only (57.png, 56.png against 64.png). SB-15, SB-16.
2. A forced close said "the secret one turns up (+4 closed)" over "Close: +0 (then +4)"; the click closed the open
   one only, and the next prompt asked whether to close the new one (60.png, 61.png). SB-18, then SB-15.
3. The coach named Nova's secret collection turned up where Orbit's had turned up too (15.png, 16.png).
4. With the Hint shown, the step's own line stood beside the draw pile as a ragged right-aligned block (109.png)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action, Event, english
from engine.space_beans import card_id
from engine.space_beans.advice import reason
from engine.space_beans.kinds import EventKind
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE
from game import i18n
from game.i18n import set_language, tr
from game.kit.coach import Coach
from game.tables import coach_script as script_for
from tests.client.driver import DT, click, run_until, text_spy
from tests.client.space_beans.screens import table_at
from tests.client.test_space_beans_newcomer9 import _table_in

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
NAMES = ["Alice", "Nova", "Orbit"]


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    set_language("en")


def _ask_hint(table: Any) -> None:
    """The Hint asked for, and the frames run until its line is shown."""
    table.advisor.ask()
    run_until(table.app, lambda: table.advisor.advice is not None, 600)


def _close_label(table: Any) -> str:
    return next(b.label for b, a in table.ui.buttons() if a.kind == "close")


def _close_glows(table: Any) -> bool:
    return any(o.glow for o in table.current_offers() if o.key == Action("close"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_close_step_names_the_open_collection_and_rings_it(data_dir: str, lang: str) -> None:
    """SB-16: the open Bohrion [5, 5, 6, 9] hold no 4 and the secret Centauribohnen [4, 8, 7] no 3: closing scores
    nothing. The prompt and the Hint's reasons for either button ("Close it", "Done — keep it") name the open
    Bohrion, and the Bohrion are ringed, as on a close step that scores."""
    bohrion = [card_id(BO, 5, 0), card_id(BO, 5, 1), card_id(BO, 6, 0), card_id(BO, 9, 0)]
    state = position(3, phase=CLOSE, hands={0: [card_id(K, 6), card_id(MO, 6), card_id(CE, 5)]}, open={0: bohrion},
                     secret={0: [card_id(CE, 4), card_id(CE, 8), card_id(CE, 7)]})
    table = _table_in(state, lang)
    assert table.view.close_gain(0) == (0, 0)
    bean = tr("Bohrion")
    assert bean in table.prompt_line()[0] and tr("Centauribohnen") not in table.prompt_line()[0]
    for button in (Action("end"), Action("close")):
        why = reason(table.view, button)
        assert why is not None and bean in table.say(why), table.say(why)
    assert _close_glows(table), "the collection the close step names is not ringed"
    # a close that scores (the open Klingbohns [2, 5]: +2) rings the same place
    scoring = position(3, phase=CLOSE, hands={0: [card_id(MO, 6)]}, open={0: [card_id(K, 2), card_id(K, 5)]})
    table = _table_in(scoring, lang)
    assert _close_glows(table) and tr("Klingbohns") in table.prompt_line()[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_forced_close_says_what_its_click_scores_and_what_a_second_close_may(data_dir: str, lang: str) -> None:
    """SB-18: no card fits the open Klingbohns [4] or the secret Bluebeans [2, 5]: the open one must be closed
    (+0, no 1). SB-15: the Bluebeans then turn face up as the open collection, which the player may close for +2, or
    keep. The words before the click say just that, and the screen after it bears them out."""
    state = position(3, phase=CLOSE, hands={0: [card_id(MO, 8)]}, open={0: [card_id(K, 4)]},
                     secret={0: [card_id(BL, 2), card_id(BL, 5)]})
    table = _table_in(state, lang)
    assert table.view.forced_close and table.view.close_gain(0) == (0, 2)
    before = table.prompt_line()[0]
    label = _close_label(table)
    want = tr("No card fits: close your open collection; then +{n} if you close your secret one too", n=2)
    assert before == want, before
    # the button: the click's own figure, "(then +2)" read as this click scoring both
    assert "+0" in label and "+2" not in label, label
    button = next(b for b, a in table.ui.buttons() if a.kind == "close")
    click(table.app, button.rect.center, frames=10)
    # the click closed the Klingbohns alone: no point yet, the Bluebeans open, and the choice the prompt announced
    assert table.view.trophy_points[0] == 0 and table.view.open[0] == (card_id(BL, 2), card_id(BL, 5))
    assert table.view.phase == CLOSE and {a.kind for a in table.choices.legal} == {"close", "end"}
    after = _close_label(table)
    assert "+2" in after, after
    assert tr("Bluebeans") in table.prompt_line()[0]


def test_the_coach_names_every_seat_whose_secret_collection_turned_up_while_the_player_waited(data_dir: str) -> None:
    """SB-15: Nova's and then Orbit's secret collection turned face up in one wait; the coach's note named Nova's
    alone (its second note waited behind "Got it", and the player's move put it away). Plural, in French too."""
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        coach = Coach(script_for("space_beans"), say=lambda w: english(w, NAMES))
        coach.saw([Event(EventKind.FLIP, 1)])
        coach.saw([Event(EventKind.FLIP, 2)])
        coach._facts = {"seat1": "Nova", "seat2": "Orbit"}
        text = coach._compose()
        assert "Nova" in text and "Orbit" in text and len(coach.notes) == 1, coach.notes
        assert ("collections" in text) if lang == "en" else ("les secrètes de" in text), text
    # one seat's alone is said as before, and a note read before the second seat's leaves that one alone too
    coach = Coach(script_for("space_beans"))
    coach.saw([Event(EventKind.FLIP, 1)])
    coach.got_it()
    coach.saw([Event(EventKind.FLIP, 2)])
    assert coach.notes == [script_for("space_beans").FIRSTS["flip-2"]]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_beside_the_step_line_is_a_tidy_left_aligned_block(data_dir: str, lang: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """SB-16: with the Hint shown, its line keeps to the left of the draw pile, every row starting at the same left
    edge inside its frame (right-aligned, its rows read as a ragged scrap); the step's own line keeps its place
    (newcomer test 29)."""
    bohrion = [card_id(BO, 5, 0), card_id(BO, 5, 1), card_id(BO, 6, 0), card_id(BO, 9, 0)]
    state = position(3, phase=CLOSE, hands={0: [card_id(K, 6), card_id(MO, 6)]}, open={0: bohrion},
                     secret={0: [card_id(CE, 4), card_id(CE, 8), card_id(CE, 7)]})
    app, table = table_at(state)
    set_language(lang)
    table.forget_screen()
    _ask_hint(table)
    assert table.ui.instruction() is not None
    hint = table.prompt_line()[0]
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    app.frame(DT)
    monkeypatch.undo()
    words = set(hint.split())
    rows = [r for s, r in drawn if s.split() and set(s.split()) <= words and table.ui.layout.aside.contains(r)]
    assert len(rows) >= 2, drawn
    assert len({r.left for r in rows}) == 1, [(s, r) for s, r in drawn if r in rows]
    assert rows[0].left >= table.ui.layout.aside.left + 4
