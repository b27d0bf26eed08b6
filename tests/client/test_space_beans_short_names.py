"""Space Beans playtest 16b, read off what the table draws: each short name of a full hand is the start of the name
the log and the coach use ("Bleu", the colour's word, stood for Bluebeans in French); the rules pages; values kept apart."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import card_id
from engine.space_beans.cards import SHORT_TYPES, TYPES
from game import i18n
from game.i18n import tr
from tests.client.test_space_beans_polish import _hand_names


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_short_name_starts_its_types_name(lang: str) -> None:
    i18n.set_language(lang)
    for short, name in zip(SHORT_TYPES, TYPES, strict=True):
        assert tr(name).startswith(tr(short)), (tr(short), tr(name))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_twelve_card_hand_names_each_card_as_the_log_does(monkeypatch: pytest.MonkeyPatch, data_dir: str,
                                                             lang: str) -> None:
    # at eight cards every name now fits whole ("Centauribohnen" a little narrower): twelve shorten some
    names = _hand_names(monkeypatch, [card_id(t, v, c) for t in (1, 2, 4, 6) for v, c in ((4, 0), (4, 1), (9, 0))],
                        lang)
    assert any(n != tr(TYPES[c // 15]) for c, n in names), names  # the hand is full enough to shorten them
    for card, name in names:
        assert tr(TYPES[card // 15]).startswith(name.rstrip("…")), (name, tr(TYPES[card // 15]))


def test_the_rules_pages_say_collecting_is_required_and_the_empty_end_keeps_the_bonus() -> None:
    """Playtest 16b (Rules): p.4 did not say the collect step is required while the hand holds cards (SB-20); p.6's
    empty-everything end left out that the player on turn still gets the bonus with the goal reached (SB-26, R-7)."""
    from engine.space_beans.facts import BONUS, WIN_POINTS
    from game.scenes.help import item_text
    from game.tables.space_beans.help import PAGES

    pages = dict(PAGES)
    turn = [p for p in pages["Your turn"] if isinstance(p, str)]
    assert any(p.startswith("3. Collect (required while you hold cards)") for p in turn), turn
    said = [text for p in pages["Draw pile and the end"] if (text := item_text(p)) is not None]  # as the page reads
    empty = [p for p in said if "every hand are empty" in p]
    assert empty and f"still gets +{BONUS} with {WIN_POINTS} or more trophy points" in empty[0], said


def test_a_long_opponent_collection_keeps_its_values_apart(data_dir: str) -> None:
    """Playtest 16b: Orbit's open collection of 8 cards showed its values as one number, "3981486": the thin corners
    hid the cards' left edges. Each card's edge now runs through its corner, between two values."""
    from engine.space_beans import card_id
    from engine.space_beans.positions import position
    from engine.space_beans.state import COLLECT
    from game.tables.space_beans.art import COLORS
    from tests.client.driver import DT
    from tests.client.space_beans.screens import table_at

    ce = 4  # Centauribohnen
    held = [card_id(ce, v, c) for v, c in ((3, 0), (9, 0), (8, 0), (1, 0), (4, 0), (8, 1), (6, 0), (5, 0))]
    app, table = table_at(position(3, phase=COLLECT, hands={0: [card_id(0, 2)]}, open={0: [card_id(0, 4)], 1: held}))
    app.frame(DT)
    app.draw()
    zone = ("open", 1)
    rects = [table.ui.layout.card_rect(zone, i, len(held)) for i in range(len(held))]
    assert rects[1].x - rects[0].x < 14  # strips this thin: the digits alone, no disc (``SpaceBeansArt.index``)
    for r in rects[1:]:
        edge = app.screen.get_at((r.x, r.y + 8))[:3]
        assert tuple(edge) == tuple(COLORS[ce])[:3], (r, edge)  # the card's edge, in its type's colour
