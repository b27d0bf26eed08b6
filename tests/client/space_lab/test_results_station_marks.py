"""On the results' small stations the capsule marks leave the Objective readable (newcomer test 29, s39/g41 zoomed):
the green checks covered most of each colour chip, and the red cross of a capsule that can no longer be validated
covered the specialty it rewards. Drawn smaller, aside: a chip's colour, and the specialty, still seen."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest

from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import AGENCY_OF, LAB_IDS, NEED, NEIGHBOURS, PROJECT_IDS
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game import theme
from game.scenes.results import ResultsScene
from game.tables.space_lab.layout import scaled_station
from tests.client.driver import DT
from tests.client.space_lab import steps

CHECK = (20, 110, 50)  # a check's fill


def _stations(players: int) -> dict[int, dict[str, int]]:
    """Each seat's first capsule closed in by a colour its Objective lacks (crossed), its second with the colours it
    needs around it (checked)."""
    start = position(players)
    out: dict[int, dict[str, int]] = {}
    used: set[int] = set()
    for s in range(players):
        o0, o1 = start.objectives[s][0], start.objectives[s][1]
        lacked = next(a for a in range(4) if NEED[o0][a] == 0)
        st = {SLOTS[k]: c for k, c in zip(NEIGHBOURS[0], [c for c in LAB_IDS if AGENCY_OF[c] == lacked
                                                           and c not in used], strict=False)}
        used |= set(st.values())
        for k in NEIGHBOURS[1]:
            c = next((c for c in LAB_IDS if NEED[o1][AGENCY_OF[c]] > 0 and c not in used), None)
            if SLOTS[k] not in st and c is not None:
                st[SLOTS[k]] = c
                used.add(c)
        out[s] = st
    return out


def _in_disc(centre: tuple[float, float], r: float) -> list[tuple[int, int]]:
    return [(x, y) for x in range(int(centre[0] - r), int(centre[0] + r) + 1)
            for y in range(int(centre[1] - r), int(centre[1] + r) + 1) if math.dist((x, y), centre) <= r - 1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_checks_and_cross_leave_the_objective_readable(data_dir: str, players: int) -> None:
    app, table = steps.start(players, 1)
    steps.at(table, position(players, stations=_stations(players)))
    facts = table.ui.capsules(0)
    assert facts[0].blocked and len(facts[1].needs) < 3, "the case: a crossed capsule, a checked one"
    scores = tuple(FinalScore(20 - s, 3, 10, 8, 41 - s, tuple(PROJECT_IDS[3 * s:3 * s + 3])) for s in range(players))
    table.view = dataclasses.replace(table.view, final=Final(scores, (0,), "", "cards", ""))
    app.push(ResultsScene(app, "Results", table.result_rows(), lambda: None, lambda: None, table.ui.card_painter()))
    app.frame(DT)
    box = app.top.drawings[0][0]  # the winner's row: seat 0's
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    app.top.draw(surface)
    geo = scaled_station(box)
    for i in (0, 1):
        o = geo.objective(i)
        side = min(o.w, o.h)
        r = side * 0.14
        assert o.h < 84, "a bare face, as a small station draws it"
        mini = side < 40  # the three colours alone, larger, across the middle
        chips = [_in_disc((o.x + o.w / 2 + (k - 1) * (2.15 if mini else 2.3) * r, o.y + o.h * (0.5 if mini else 0.3)),
                          r * (1.1 if mini else 1)) for k in range(3)]
        badge = [] if mini else _in_disc((o.x + o.w / 2, o.y + o.h * 0.68), r * 1.2)
        for part in (badge, *chips):
            crossed = sum(1 for p in part if surface.get_at(p)[:3] == theme.BAD[:3])
            assert crossed == 0, f"the cross covers {crossed} of a mark's {len(part)} pixels"
        if i == 1:
            checked = 0
            for chip in chips:
                green = sum(1 for p in chip if surface.get_at(p)[:3] in (CHECK, theme.GOOD[:3]))
                checked += green > 0
                assert green <= len(chip) * 0.3, f"a check covers {green} of a chip's {len(chip)} pixels"
            assert checked, "no check drawn at the chips' edges"
