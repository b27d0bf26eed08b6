"""Space Beans, playtest 18 (newcomer): what the table says round the player's own trophies, and the coach's words.

1. "Since your last turn" (no coach, at the right) lay over the player's own "Trophies: 0 of 30 pts" header,
   in English and French (172-alice2.png, 293.png).
2. Past the goal the header read "Trophies: 34 of 30 pts"; on the final table the rivals' "14/30 pts +5" was cut to
   "14/30 pts…" (144-end.png). SB-25: the goal; SB-27: the final count beside the trophies won in play.
4. "Done. 6 cards go to Orbit" said nothing of the three that fit Orbit's open Klingbohns (108.png); it said so
   when none fit. SB-22: the cards left in hand go to the right-hand neighbour.
5. With 8 cards the hand read "Blueb", "Beanlien" (60.png): only a type whose name does not fit is shortened."""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.space_beans import GAME, card_id
from engine.space_beans.advice import reason
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT, State
from engine.space_beans.words import toward_goal
from game import record
from game.i18n import set_language, tr
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, play_turns_by_clicks, text_spy
from tests.client.space_beans.played import first_ended
from tests.client.space_beans.screens import table_at


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_leaves_the_own_trophy_header_clear(lang: str, data_dir: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")
    set_language(lang)
    app.settings.language = lang
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=3)
    app.push(table)
    rng = random.Random(4)
    checked = 0
    for _ in range(3):  # a few turns: the recap grows with what the others did
        play_turns_by_clicks(app, table, rng, lambda: table.recap.active and table.input_open)
        drawn = text_spy(monkeypatch)
        table.layer.invalidate()  # the table's still parts painted afresh, under the spy
        table.redraw.forget()
        app.frame(DT)
        monkeypatch.undo()
        box = table.recap_box()
        assert box is not None, "a recap due but not shown"
        header = table.say(toward_goal(table.view, 0))
        at = [r for text, r in drawn if text == header]
        assert at, (header, [t for t, _r in drawn])
        assert not any(box.colliderect(r) for r in at), f"the recap {box} covers {header!r} at {at}"
        checked += 1
        table.recap.clear()
    assert checked == 3


def _ended_past_the_goal() -> State:
    """A 3-player game played at random to its end, the viewer (seat 0) past the goal and a rival with two-digit
    trophies and points from the final count."""
    def fits(s: State) -> bool:
        v = GAME.view(s, 0)
        rivals = [f for f in v.final[1:] if f.trophy_points >= 10 and sum(p for _c, p in f.collections)]
        return bool(v.final[0].trophy_points > v.goal and rivals)

    return first_ended(3, range(60), fits, "the viewer past the goal and a scoring rival")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_past_the_goal_the_header_says_it_was_reached_and_the_rivals_labels_are_whole(lang: str,
                                                                                        data_dir: str) -> None:
    app, table = table_at(_ended_past_the_goal())
    set_language(lang)
    table.forget_screen()  # type: ignore[attr-defined]
    with record.capture() as items:
        app.draw()
    texts = record.texts(items)
    v = table.view  # type: ignore[attr-defined]
    mine = v.final[0]
    m = sum(p for _c, p in mine.collections)
    plus = f" +{m}" if m else ""
    header = (f"Trophies: {mine.trophy_points} pts{plus} (goal 30 reached)" if lang == "en"
              else f"Trophées : {mine.trophy_points} pts{plus} (objectif 30 atteint)")
    assert header in texts, texts
    assert not [t for t in texts if " of 30 pts" in t or " sur 30 pts" in t], texts
    for seat in (1, 2):
        f = v.final[seat]
        m = sum(p for _c, p in f.collections)
        assert (f"{f.trophy_points} pts +{m}" if m else f"{f.trophy_points}/30 pts") in texts, texts
    assert not [t for t in texts if "pts…" in t or "pt…" in t], texts


@pytest.mark.parametrize(("lang", "some", "every"), [
    ("en", "3 cards go to Orbit; 2 of them fit their open Bluebeans.",
     "2 cards go to Orbit, and all fit their open Bluebeans."),
    ("fr", "3 cartes vont à Orbit ; 2 d'entre elles conviennent à sa collection visible de Bluebeans.",
     "2 cartes vont à Orbit, et toutes conviennent à sa collection visible de Bluebeans."),
])
def test_done_says_which_passed_cards_fit_the_neighbours_open_collection(lang: str, some: str, every: str,
                                                                         data_dir: str) -> None:
    k, d, bl = 0, 1, 2  # Klingbohns, Darth Beans, Bluebeans (the spec's order)
    for hand, said in (([card_id(bl, 3), card_id(bl, 6), card_id(d, 5)], some), ([card_id(bl, 3), card_id(bl, 6)], every)):
        state = position(3, phase=COLLECT, collecting=(k, "open"), hands={0: hand}, open={0: [card_id(k, 4)],
                                                                                            2: [card_id(bl, 8)]})
        _app, table = table_at(state)
        set_language(lang)
        assert Action("end") in GAME.legal_actions(state)
        assert table.say(reason(table.view, Action("end"))) == said  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_eight_card_hand_keeps_every_name_that_fits_whole(monkeypatch: pytest.MonkeyPatch, data_dir: str,
                                                             lang: str) -> None:
    from engine.space_beans.cards import TYPES
    from tests.client.space_beans.screens import EIGHT
    from tests.client.test_space_beans_polish import _hand_names

    names = dict(_hand_names(monkeypatch, list(EIGHT), lang))
    bl, be = 2, 3  # Bluebeans, Beanliens (the spec's order)
    assert [names[c] for c in EIGHT if c // 15 in (bl, be)] == [tr(TYPES[bl]), tr(TYPES[be])], names
    # a name a little too long for its strip ("Centauribohnen") is drawn narrower, whole (the twelve-card hand read "Blueb")
    assert all(n == tr(TYPES[c // 15]) for c, n in names.items()), names
