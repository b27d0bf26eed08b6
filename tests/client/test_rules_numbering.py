"""The rules pages number their steps once each: on every page of every game, the items that start with a number
("1. Draw: …") count 1, 2, 3… with none twice and none skipped (Space Beans' "Your turn" read "2." twice, issue 18)."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re

import pytest

import game.tables
from game import i18n
from game.scenes.help import item_text

NUMBERED = re.compile(r"^(\d+)[.)]\s")  # "1. Draw: …", "2) …"
GAMES = sorted(m.name for m in pkgutil.iter_modules(game.tables.__path__)
               if importlib.util.find_spec(f"game.tables.{m.name}.help") is not None)


def _numbers(items: list[object]) -> list[int]:
    """The leading numbers of a page's paragraphs, in their order."""
    out = []
    for item in items:
        text = item_text(item)
        found = NUMBERED.match(text) if text is not None else None
        if found:
            out.append(int(found.group(1)))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES)
def test_every_rules_pages_numbered_items_count_one_by_one(name: str, lang: str) -> None:
    pages = importlib.import_module(f"game.tables.{name}.help").PAGES
    assert GAMES and pages
    i18n.set_language(lang)
    try:
        for heading, items in pages:
            numbers = _numbers(items)
            assert numbers == list(range(1, len(numbers) + 1)), (name, i18n.tr(heading), numbers)
    finally:
        i18n.set_language("en")


def test_the_space_beans_turn_page_numbers_its_four_steps() -> None:
    """SB-5: draw, close, collect, pass; the first turn skips the close (the test above would pass with no numbers)."""
    from game.tables.space_beans.help import PAGES

    assert [_numbers(items) for _heading, items in PAGES if _numbers(items)] == [[1, 2, 3, 4]]
