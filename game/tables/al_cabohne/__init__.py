"""Al Cabohne on screen: the table (``table``), its choreography, paint, layout, art and rules pages."""

from game.i18n import N_
from game.tables.al_cabohne.help import PAGES as HELP

TABLE = "game.tables.al_cabohne.table:AlCabohneTable"
MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("3 Bosses · 7-card hand · 3 fields · deck played once · Mafia doubled")),
    2: (N_("Two players"), N_("2 Bosses · 5-card hands · 2 fields + a 3rd for 4 coins · deck played 3 times")),
}



def records() -> list[str]:
    """The solo win streak, for the Statistics screen."""
    from game import streak
    from game.i18n import tr

    s = streak.load("al_cabohne")
    return [tr("Solo win streak {current} · best {best}", current=s.current, best=s.best)]


def title_line() -> str | None:
    """The solo streak under the title's button, once there was a solo win."""
    from game import streak

    return streak.line("al_cabohne")


__all__ = ["HELP", "MODES", "TABLE", "records", "title_line"]
