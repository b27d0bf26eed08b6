"""The Hint in Space Beans is one recommendation with its reason, at a readable size: a newcomer found three small
lines (14 points) naming the best move, its reason and the next best, under the game's own line that already said
what to do (newcomer test 29): "Best: Start your open collection with Klingbohns 2" under "Start your open
collection: click a card". The next best is the game review's to say; the Hint says what to play and why, in
16 points or more (the game's own line in two), at four players (the narrowest hint area), in English and French.
It has its own box left of the piles (newcomer test 29), the game's own line keeping its place: six rows at most."""

from __future__ import annotations

from typing import Any

import pytest

from engine.review import UNITS_PER_REWARD
from engine.search.hint import Hint, reason, why
from engine.space_beans import GAME, card_id
from engine.space_beans.kinds import ActionKind
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from engine.space_beans.words import card_words
from game import theme
from game.i18n import set_language
from tests.client.driver import DT
from tests.client.space_beans.screens import CE, K, table_at

READABLE = 16  # the smallest of the game's own prompt in two lines (``paint.PROMPT``); three lines were at 14


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_is_the_best_move_and_its_reason_in_two_readable_lines(
        lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language(lang)
    try:
        state = position(4, phase=COLLECT, hands={0: [card_id(K, 2), card_id(K, 4), card_id(CE, 3)]})
        app, shown = table_at(state)
        table: Any = shown
        set_language(lang)
        view = GAME.view(state, 0)
        best, other = (next(a for a in table.choices.legal if a.kind == ActionKind.PLAY and a.card == c)
                       for c in (card_id(K, 2), card_id(CE, 3)))
        ranked = ((best, 100, 0.6), (other, 100, 0.6 - 2 / UNITS_PER_REWARD))  # two points apart
        adv = table.advisor
        adv._advice, adv._advice_at, adv._shown = Hint(best, why(GAME, ranked, view=view), ranked), adv._position(), True
        line = table.prompt_line()[0]
        said = reason(GAME, view, best)
        assert said is not None and table.say(said) in line, line  # why, for a newcomer
        assert table.say(GAME.describe_in(view, other)) not in line, line  # one recommendation: no next best
        # the prompt says the step ("Start your open collection: click a card"): the Hint names the card, not the
        # step again
        assert table.say(card_words(best.card)) in line and table.say(GAME.describe_in(view, best)) not in line, line
        drawn: list[tuple[str, int]] = []
        real = theme.text
        monkeypatch.setattr(theme, "text", lambda s, size, *a, **k: (drawn.append((s, size)), real(s, size, *a, **k))[1])
        table.forget_screen()
        app.frame(DT)
        flat = " ".join(line.split())
        # the hint's rows: texts drawn one after the other that make up its line (the game's own line, left of the
        # piles, may begin with the same words)
        rows = next(drawn[i:j] for i in range(len(drawn)) for j in range(i + 1, min(i + 7, len(drawn)) + 1)
                    if " ".join(" ".join(t.split()) for t, _ in drawn[i:j]) == flat)
        assert len(rows) <= 6, rows  # its box's six rows at most
        assert min(size for _, size in rows) >= READABLE, rows
    finally:
        set_language("en")
