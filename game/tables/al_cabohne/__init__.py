"""Al Cabohne on screen: the table UI (``table``), its choreography, paint, layout, art and rules pages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import N_, tr
from game.kit.contract import Client, Context, TableUI
from game.solo import Streak, WinStreak
from game.tables.al_cabohne import coach
from game.tables.al_cabohne.art import ART
from game.tables.al_cabohne.help import PAGES

MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("3 Bosses · 7-card hand · 3 fields · deck played once · Mafia doubled")),
    2: (N_("Two players"), N_("2 Bosses · 5-card hands · 2 fields + a 3rd for 4 coins · deck played 3 times")),
}


def _ui() -> Callable[[Context], TableUI]:
    from game.tables.al_cabohne.table import AlCabohneUI

    return AlCabohneUI


class RulesStreak(WinStreak):
    """The win streak the rules suggest, of games played by the rules: a game against the gentle Mafia (a
    house variant) neither extends nor ends it."""

    def outcome(self, final: Any) -> bool | None:  # type: ignore[override]
        return None if final.gentle else super().outcome(final)

    def after(self, before: Streak | None, outcome: bool | None) -> Streak:  # type: ignore[override]
        return (before or Streak()) if outcome is None else super().after(before, outcome)

    def finish(self, final: Any) -> tuple[Streak, str]:
        after, line = super().finish(final)
        if not final.gentle:
            return after, line
        return after, tr("Against the gentle Mafia: your streak stays {n} · best {best}", n=after.current,
                         best=after.best)


# a solo game against the Mafia is won or lost: its record is the win streak the rules suggest
STREAK = RulesStreak("al_cabohne", ended=N_("The Mafia ends your streak of {n} · best {best}"))

CLIENT = Client(ui=_ui, help=PAGES, art=ART, coach=coach, modes=MODES, solo=STREAK)

__all__ = ["CLIENT"]
