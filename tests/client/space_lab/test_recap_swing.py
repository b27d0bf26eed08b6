"""Space Lab's "since your last turn" says how each seat got its points (playtest 11): "Nova: 0 → 11 VP" alone left
a newcomer to work out from the lines below where the 11 came from. The heading now breaks the swing down by the
parts of the score (section 13, SL-19: Lab cards, Objective cards, Validation; the Projects once revealed), each
read from the public figures the viewer's views show ("0 → 11 VP: +1 from Lab cards, +10 from Validation")."""

from __future__ import annotations

import re

import pytest

from game import i18n
from tests.client.space_lab import steps

HEAD = {"en": r"(\d+) → (\d+) VP: (.*)$", "fr": r"(\d+) → (\d+) PV : (.*)$"}
PART = {"en": r"([+-]?\d+) from ", "fr": r"([+-]?\d+) d(?:es|e la) "}


def _swings(table: object) -> list[str]:
    """The recap's headings that name a swing in points, as the player reads them."""
    return [text for text, _colour, indent in table.recap.entries() if indent == 0 and "→" in text]  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_swing_in_the_recap_says_where_its_points_came_from(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 5)
    i18n.set_language(language)
    try:
        seen: list[str] = []

        def swung(t: object) -> bool:
            seen.extend(_swings(t))
            return len(seen) >= 3

        assert steps.play_until(app, table, swung, seed=5), "three swings in points came in the recap"
        for head in seen:
            m = re.search(HEAD[language], head)
            assert m is not None, head
            before, after, how = int(m[1]), int(m[2]), m[3]
            parts = [int(n) for n in re.findall(PART[language], how)]
            assert parts and sum(parts) == after - before, head
    finally:
        i18n.set_language("en")


def test_over_the_log_the_recap_hides_all_of_it(data_dir: str) -> None:
    """Playtest 11: the recap lay over the lower part of the log, whose first line showed above it cut in half (a
    log half hidden read as a glitch): over the log, it covers the whole log."""
    app, table = steps.start(2, 5)
    checked = []

    def recap_up(t: object) -> bool:
        box, log = t.recap_box(), t.log_rect  # type: ignore[attr-defined]
        if box is not None and log is not None and box.colliderect(log):
            checked.append(box.contains(log))
        return len(checked) >= 3

    assert steps.play_until(app, table, recap_up, seed=5)
    assert all(checked), checked
