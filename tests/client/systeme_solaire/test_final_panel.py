"""The final table keeps each computer's level beside its total (issue 18 follow-up, SS-26): on a five-player panel
"26 VP incl. 8 hand" took the name's row and "· Normal" was dropped. The total stays on the name's row and the
hand bonus goes under it when both do not fit; every panel shows "Nova · Normal", the total and the bonus, with
no two of its words over each other, in English and French."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from engine import GAMES
from game import i18n
from game.seats import Seat
from tests.client.driver import make_app, open_table
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import GAME, inject

NAMES = ("Nova", "Orbit", "Pulsar", "Quasar")


def _finished(players: int, viewer: bool = False) -> Any:
    """A game played at random to its end, where a seat other than the viewer won the hand bonus (SS-26), or the
    viewer (seat 0) did."""
    game = GAMES[GAME]
    for seed in range(1, 80):
        rng, s = random.Random(seed), game.new(players, seed)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))[0]
        if (s.final.seats[0].bonus if viewer else any(sc.bonus for sc in s.final.seats[1:])):
            return s
    raise AssertionError("no game with the hand bonus where it was looked for")


@contextmanager
def final_frame(players: int, language: str) -> Iterator[tuple[Any, Any, list[Seat], list[Any]]]:
    """A finished game of ``players`` on the table, a frame of it drawn in ``language``: the table, the state, the
    seats and the words drawn (the language goes back to English after)."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(n, False, "normal") for n in NAMES[:players - 1]]
    table = open_table(app, GAME, seats, seed=2)
    app.reset(table)
    state = _finished(players)
    inject(table, state)
    i18n.set_language(language)
    try:
        yield table, state, seats, table_frame(table)[0].texts
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_final_panels_keep_the_level_the_total_and_the_bonus(data_dir: str, players: int,
                                                                  language: str) -> None:
    with final_frame(players, language) as (table, state, seats, texts):
        for seat, box in table.ui.layout.boxes.items():
            inside = [b for b in texts if box.panel.contains(b.rect) and not b.art]
            said = [b.text for b in inside]
            label = i18n.tr("{name} · {level}", name=seats[seat].name, level=seats[seat].level_title)
            assert label in said, (label, said)
            sc = state.final.seats[seat]
            whole = i18n.tr("{n} VP incl. {bonus} hand bonus", n=sc.total, bonus=sc.bonus)
            if sc.bonus:
                parts = (i18n.tr("{n} VP", n=sc.total), i18n.tr("incl. {bonus} hand bonus", bonus=sc.bonus))
                assert whole in said or all(p in said for p in parts), (whole, said)
            else:
                assert i18n.tr("{n} VP", n=sc.total) in said, said
            for i, a in enumerate(inside):
                for b in inside[i + 1:]:
                    assert not a.rect.colliderect(b.rect), (a.text, b.text)


APART = 4  # pixels between the bonus line's box and the hand's words' box


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_hand_bonus_stands_apart_from_the_hand_words(data_dir: str, players: int, language: str) -> None:
    """Playtest 29: on the final table "incl. 6 hand bonus" sat against "3 cards · value 11" in a computer's panel.
    The two lines stand apart (SS-26)."""
    with final_frame(players, language) as (table, state, _seats, texts):
        checked = 0
        for seat, box in table.ui.layout.boxes.items():
            sc = state.final.seats[seat]
            bonus = i18n.tr("incl. {bonus} hand bonus", bonus=sc.bonus)
            held = i18n.trn("{n} card · value {v}", "{n} cards · value {v}", table.view.hand_sizes[seat],
                            v=table.view.hand_values[seat])
            inside = {b.text: b.rect for b in texts if box.panel.contains(b.rect) and not b.art}
            if not sc.bonus or bonus not in inside:
                continue
            assert held in inside, (held, list(inside))
            checked += 1
            gap = inside[held].top - inside[bonus].bottom
            overlap_x = inside[held].right > inside[bonus].left
            assert not overlap_x or gap >= APART, f"{bonus!r} at {inside[bonus]}, {held!r} at {inside[held]}"
            assert not inside[held].colliderect(box.front), f"{held!r} at {inside[held]} reaches the front row"
        assert checked, "no panel showed the bonus on its own line"
