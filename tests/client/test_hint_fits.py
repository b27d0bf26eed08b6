"""The Hint line fits its game's hint area with room inside its frame, and a tie keeps the other move's name
(issue 18 §6): over three lines in Space Beans (French) it touched its border, and in Space Lab's narrow area a
tie said "another move is just as good", hiding which one. Every game, in English, French and the made-up
language a third wider, for a line naming the two longest-named legal moves, level or one ahead."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import GAMES
from engine.search.hint import reason, versus
from engine.search.policy import NO_REASON
from game import i18n
from game.words import say
from tests.client import layout_probe
from tests.client.hint_probe import hint_boxes, hint_table, show_hint

PAD = 3  # pixels from a row's ink to the pill's outer edge: the 2-pixel border and one more


@pytest.fixture(params=["en", "fr", "long"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    lang: str = request.param
    yield lang
    i18n.set_language("en")


@pytest.mark.parametrize("moves", [0, 1])
@pytest.mark.parametrize("level", [True, False])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_hint_line_fits_its_frame_and_a_tie_names_both_moves(name: str, level: bool, moves: int,
                                                                 language: str) -> None:
    _app, table = hint_table(name, moves=moves)
    i18n.set_language("en" if language == "long" else language)
    if language == "long":
        i18n._catalogue = layout_probe.LongCatalogue()
    line, other = show_hint(table, level)
    ink, _rec = layout_probe.table_frame(table)
    pill, rows = hint_boxes(ink, line, table.advisor.rect)
    ink_box = rows[0].unionall(rows[1:])
    gaps = (ink_box.x - pill.x, pill.right - ink_box.right, ink_box.y - pill.y, pill.bottom - ink_box.bottom)
    assert min(gaps) >= PAD, f"{name}: the hint's words touch its frame {pill} (left, right, top, bottom {gaps})"
    assert "…" not in line
    cut = [b.text for b in ink.texts if pill.colliderect(b.rect) and b.text.rstrip().endswith("…")]
    assert not cut, f"{name}: the hint is drawn cut: {cut}"  # the line chosen must fit, not be cut to fit
    # a table whose Hint is one recommendation (``TableUI.hint_alone``: Space Beans) names the other of a tie only
    # where it has no reason to give for the best
    alone = table.advisor.alone and reason(table.game, table.view, table.advisor.advice.action) is not None
    # a game whose reason for the best names the other itself (``versus_names_other``: "A bid of 11 does no better
    # here and costs 1 more") says that reason, not "Next best: Bid 11" after it
    declared = table.game.search_hooks()
    against = versus(table.game, table.view, table.advisor.advice)
    if language != "long" and declared is not None and declared.versus_names_other \
            and against not in (None, NO_REASON):
        # ... or, where that reason does not fit, the best's own reason ends the line: no other move after it
        own = reason(table.game, table.view, table.advisor.advice.action)
        assert against is not None and own is not None
        assert line.endswith(say(against, table.names)) or line.endswith(say(own, table.names)), \
            f"{name}: neither the reason naming the other nor the best's own ends the line: {line!r}"
    elif level and language != "long" and not alone:  # a third wider, the best's own name may leave no room for the other's
        # French goes on in lower case after « : » (« — ou, tout aussi bon : révéler »)
        # unless it is a button's move, quoted as the button reads (« Ne pas piocher »)
        quoted = f"«\xa0{other}\xa0»" in line
        said = other[:1].lower() + other[1:] if language == "fr" and not quoted else other
        assert said in line, f"{name}: a tie must name the other move: {line!r}"
