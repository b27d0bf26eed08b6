"""Space Beans for a newcomer (issue 18, re-test in French hot-seat): the collect line names only what is legal,
the Hint line names both moves and fits, the own panel's bonus fits, a long hand keeps its names, and the
"open or secret?" question follows the rules."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.state import COLLECT, position
from game import i18n
from game.i18n import tr
from game.tables.space_beans import coach
from tests.client.driver import DT
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


def _table_in(state: Any, lang: str) -> Any:
    """A table showing ``state`` (the human first) in ``lang``, switched as Settings does."""
    table = table_at(state)[1]
    table.app.settings.language = lang
    i18n.set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    return table


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_two_collections_the_collect_line_never_offers_to_start_one(data_dir: str, lang: str) -> None:
    """SB-10, SB-20: a player owning an open and a secret collection may only add to them."""
    state = position(3, phase=COLLECT, hands={0: [card_id(K, 5), card_id(D, 3)]}, open={0: [card_id(K, 4)]},
                     secret={0: [card_id(D, 7)]})
    assert {a.target for a in GAME.legal_actions(state) if a.kind == "play"} == {"open", "secret"}
    table = _table_in(state, lang)
    text = table.prompt_line()[0]
    assert text == tr("Click a card to add to your open or secret collection")
    assert "start" not in text and "commencer" not in text
    view = table.view
    assert coach.situation(view) == "collect-full"
    steady = tr(coach.STEADY["collect-full"])
    assert "No third collection" in steady if lang == "en" else "Aucune troisième" in steady


def test_the_coach_says_a_new_collection_is_the_open_one_once_both_are_closed() -> None:
    """R-5, SB-11: with no collection left the collect step only starts the open one: no line offers adding."""
    state = position(3, phase=COLLECT, hands={0: [card_id(K, 5), card_id(D, 3)]})
    assert coach.situation(GAME.view(state, 0)) == "collect-new"
    assert "Add" not in coach.STEADY["collect-new"]
    one = position(3, phase=COLLECT, hands={0: [card_id(K, 5)]}, open={0: [card_id(K, 4)]})
    assert coach.situation(GAME.view(one, 0)) == "collect"


def _shown_hint(table: Any, ranked: Any) -> None:
    """The Hint thought out and shown for the table's position, with the search's ranking ``ranked``."""
    from engine.search.hint import Hint, why

    adv = table.advisor
    adv._advice = Hint(ranked[0][0], why(GAME, ranked, view=table.view), ranked)
    adv._advice_at, adv._shown = adv._position(), True
    table.forget_screen()


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
@pytest.mark.parametrize("rates", [(0.5, 0.4), (0.41, 0.40)])
def test_the_hint_line_names_both_moves_and_is_drawn_whole(data_dir: str, lang: str,
                                                           rates: tuple[float, float]) -> None:
    """Issue 18: the French Hint line ended "…en parties simulée…" and left the next best unnamed. Starting a
    secret collection (SB-11) against adding to the open one (SB-20): both named, every word drawn."""
    from game import record
    from game import words as say_words
    from tests.client.layout_probe import LongCatalogue

    best, other = card_id(CE, 3), card_id(K, 4)
    state = position(3, phase=COLLECT, hands={0: [best, other]}, open={0: [card_id(K, 2)]})
    legal = GAME.legal_actions(state)
    a = next(x for x in legal if x.card == best and x.target == "secret")
    b = next(x for x in legal if x.card == other and x.target == "open")
    table = _table_in(state, "en" if lang == "long" else lang)
    if lang == "long":
        i18n._catalogue = LongCatalogue()  # the made-up language a third wider than English
    _shown_hint(table, ((a, 60, rates[0]), (b, 40, rates[1])))
    line = table.prompt_line()[0]
    names = [say_words.say(GAME.describe_in(table.view, x), [s.name for s in table.seats]) for x in (a, b)]
    assert all(n in line for n in names), line
    with record.capture() as items:
        table.app.frame(DT)
    drawn = record.texts(items)
    words = " ".join(t for t in drawn if t.split() and t.split()[0] in line)
    assert all(w in words.split() for w in line.split()), (line, drawn)
    assert not any("…" in t and t.rstrip("…").split()[0] in line for t in drawn if t.strip())
