"""Space Lab on screen: the table UI (``table``), its choreography, paint, layout, art and rules pages."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_
from game.kit.contract import Client, Context, TableUI
from game.tables.space_lab import coach
from game.tables.space_lab.art import ART
from game.tables.space_lab.help import PAGES

MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("Against the clock: 20 turns, a rival empties the Recruitment Centre, tiles vanish")),
}


def _ui() -> Callable[[Context], TableUI]:
    from game.tables.space_lab.table import SpaceLabUI

    return SpaceLabUI


def records() -> list[str]:
    """The best solo score and its rating, for the Statistics screen."""
    from game.i18n import tr
    from game.tables.space_lab import record

    best = record.load()
    if best is None:
        return [tr("Solo: no game finished yet")]
    return [tr("Best solo score {n} VP · {rating}", n=best.score, rating=tr(best.rating))]


def title_line() -> str | None:
    """The best solo score under the title's button, once a solo game was finished."""
    from game.i18n import tr
    from game.tables.space_lab import record

    best = record.load()
    return None if best is None else tr("Best solo {n} VP · {rating}", n=best.score, rating=tr(best.rating))


CLIENT = Client(ui=_ui, help=PAGES, art=ART, coach=coach, modes=MODES, records=records, title_line=title_line)

__all__ = ["CLIENT"]
