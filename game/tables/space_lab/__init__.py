"""Space Lab on screen: the table (``table``), its offers, hints, choreography, paint, layout, art and rules pages."""

from game.i18n import N_
from game.tables.space_lab.help import PAGES as HELP

TABLE = "game.tables.space_lab.table:SpaceLabTable"
MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("Against the clock: 20 turns, a rival empties the Recruitment Centre, tiles vanish")),
}



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


__all__ = ["HELP", "MODES", "TABLE", "records", "title_line"]
