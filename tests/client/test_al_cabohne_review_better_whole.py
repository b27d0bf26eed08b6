"""The review screen names the whole better move (playtest 30): "Better: Give the French from your hand to Joe
Bohnano" beside "Played: Put the Runner beans on Don Corlebohne" did not say where the Runners should have gone. The
"Better:" line goes on with the plan's steps up to where the beans played go, in the table's words, and the side
panel still holds every line."""

from __future__ import annotations

from dataclasses import replace

from engine import GAMES
from engine.al_cabohne.words import bean, place
from engine.core import english
from engine.review import MISTAKE
from game import theme
from game.scenes.review import SIDE
from tests.client.test_al_cabohne_review_level_why import reviewed_lines
from tests.engine.al_cabohne.test_review_better_whole import reviewed

GAME = GAMES["al_cabohne"]


def test_better_line_names_where_the_beans_played_go(data_dir: str) -> None:  # rules AC-22, AC-23
    rec, found = reviewed(1, 1)
    d = max(found.decisions, key=lambda x: len(x.then))  # the longest line named: the hardest to fit
    assert len(d.then) >= 2, d
    lines = reviewed_lines(rec, replace(d, mark=MISTAKE, loss=max(d.loss, 2.0), uncertainty=0.1))
    better = next(line for line in lines if line.startswith("Better: "))
    # the beans played are named again at the end of the line, where the plan puts them
    assert better.count(", then ") == len(d.then), better
    where = better.rsplit(", then ", 1)[1]
    assert english(bean(d.played.card), []) in where, better
    assert english(place(d.then[-1].target), []) in where or "any empty field" in where, better
    # every line of the side panel fits it, wrapped as it is drawn
    height = sum(len(theme.wrap(line, 18, SIDE.w - 32)) * 24 + 10 for line in lines)
    assert height <= SIDE.h - 14, (height, lines)
