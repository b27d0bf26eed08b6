"""The Hint's line always says why (playtest 27, 38.png): "Give the Broad from your hand to Don Corlebohne — or, just
as good: Harvest field 2" said no reason, and the gift let the Mafia sell. The move, the other move's name and a
reason of one or two sentences did not fit one line of the hint pill, so the line without the reason was shown.
Over seeded solo games, every Hint line the table shows carries the engine's whole reason (``SearchHooks.reason``,
or its ``reason_versus``) where it has one, and the pill shows the line whole between the log and the hand."""

from __future__ import annotations

import functools
import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.al_cabohne.positions import position
from engine.core import Words
from engine.search.budget import iterations
from engine.search.hint import Hint, hint, reason, versus
from engine.search.policy import NO_REASON
from game import theme
from game.kit.advisor import ADVICE, advice_words
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

AC = GAMES["al_cabohne"]


@functools.cache
def _hinted() -> tuple[tuple[int, int, Any, Hint, Words], ...]:
    """The Hints of seeded solo games that have a reason, found once for both languages (the search and the
    game do not depend on the language; only the line's words do): seed, move, the seat's view, the Hint and
    its reason."""
    found_with_reasons = []
    for seed in range(4):
        s, rng = AC.new(1, seed), random.Random(seed)
        for k in range(60):
            if AC.is_over(s):
                break
            legal = AC.legal_actions(s)
            if len(legal) > 1 and AC.to_act(s) == 0:
                found = hint(AC, s, 0, random.Random(k), iterations(60), move=k + 1)
                view = AC.view(s, 0)
                against = versus(AC, view, found)
                said = reason(AC, view, found.action) if against is None else against
                if said is not None and said != NO_REASON:
                    found_with_reasons.append((seed, k, view, found, said))
                s = AC.apply_legal(s, found.action if rng.random() < 0.7 else rng.choice(legal))[0]
            else:
                s = AC.apply_legal(s, legal[0])[0]
    return tuple(found_with_reasons)


@pytest.mark.xdist_group("al_cabohne_hinted")  # both languages on one worker, which finds the Hints once
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_hint_line_shown_carries_the_moves_reason(lang: str, data_dir: str) -> None:  # AC-12, AC-13, AC-23
    table = _ac_table_at(position(1))
    _set_language(lang)
    advisor, checked = table.advisor, 0
    for seed, k, view, found, said in _hinted():
        line = advice_words(found, advisor.say, AC, advisor.width, view, advisor.fits)
        assert advisor.say(said) in line, (seed, k, line)
        pill = paint.prompt(pygame.Surface((1280, 720)), line, ADVICE)  # shown whole, as drawn
        # two rows between the log and the hand's panel; a third over the log's foot, never over the panel
        rows = len(theme.wrap(line, paint.ROWS_SIZE, L.HINT_MAX_W, bold=True))
        assert rows <= 3 and (rows == 3 or L.LOG.bottom <= pill.top) and pill.bottom <= L.OWN_PANEL.y, (line, pill)
        checked += 1
    assert checked > 100
