"""Space Beans polish from playtest 15, read off what the table draws."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import card_id
from engine.space_beans.cards import SHORT_TYPES, TYPES
from engine.space_beans.state import COLLECT, position
from game import i18n
from game.i18n import tr
from game.tables.space_beans.art import SpaceBeansArt
from tests.client.driver import DT
from tests.client.space_beans.screens import EIGHT, table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


def _hand_names(monkeypatch: pytest.MonkeyPatch, hand: list[int], lang: str) -> list[tuple[int, str]]:
    """Each card of the viewer's hand with the name it carries on the table, left to right."""
    table = table_at(position(2, phase=COLLECT, hands={0: hand}, open={0: [card_id(K, 4)]},
                              secret={0: [card_id(CE, 1)]}))[1]
    table.app.settings.language = lang
    i18n.set_language(lang)
    bands: dict[int, tuple[int, int, bool]] = {}
    real = SpaceBeansArt.band

    def spy(self: SpaceBeansArt, card: int, w: int, h: int, visible: int, named: bool = True,
            short: bool = False) -> Any:
        bands[card] = (w, visible, short)
        return real(self, card, w, h, visible, named, short)

    monkeypatch.setattr(SpaceBeansArt, "band", spy)
    table.forget_screen()
    table.app.frame(DT)
    names = []
    for card, r in table.ui.hand_places():
        w, visible, short = bands.get(card, (r.w, r.w, False))
        # a face shown whole with no band over it carries the name its face was painted with: the whole one
        names.append((card, SpaceBeansArt.band_name(card // 15, w, visible, short)[0] if visible < w or short
                             else tr(TYPES[card // 15])))
    return names


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_hand_names_its_beans_in_one_style(monkeypatch: pytest.MonkeyPatch, data_dir: str, lang: str) -> None:
    """Playtest 15: in an 8-card hand "Centauri", "Centauri" sat beside "Centauribohnen" (the uncovered card): a
    newcomer may take "Centauri" for another type. One hand, one style: every name short, or every name whole."""
    hand = [*EIGHT[:-1], card_id(CE, 9)]  # three Centauribohnen, the last one shown whole
    names = _hand_names(monkeypatch, hand, lang)
    centauri = {n for c, n in names if c // 15 == CE}
    assert len(centauri) == 1, names
    # a name whose short form is itself ("Bohrion") belongs to either style
    styles = {n == tr(TYPES[c // 15]) for c, n in names if tr(SHORT_TYPES[c // 15]) != tr(TYPES[c // 15])}
    assert len(styles) == 1, names


def test_a_short_hand_keeps_whole_names(monkeypatch: pytest.MonkeyPatch, data_dir: str) -> None:
    hand = [card_id(CE, 2), card_id(BO, 9), card_id(MO, 8)]
    assert [n for _c, n in _hand_names(monkeypatch, hand, "en")] == [tr(TYPES[c // 15]) for c in sorted(hand)]
