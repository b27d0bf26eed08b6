"""Al Cabohne on screen: the table UI (``table``), its choreography, paint, layout and art; the rules pages and the
set-up's words for each player count are the engine's (``engine.al_cabohne.pages``)."""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.pages import MODES, PAGES
from game.i18n import N_, tr
from game.kit.contract import Client, deferred
from game.solo import Streak, WinStreak
from game.tables.al_cabohne import coach
from game.tables.al_cabohne.art import ART

# what the gentle Mafia changes, where it is shown (playtest 16: "Gentle Mafia … win streak" was never explained)
GENTLE_STREAK = N_("Gentle Mafia: coins count once, win streak unchanged")


class RulesStreak(WinStreak):
    """The win streak the rules suggest, of games played by the rules: a game against the gentle Mafia (a
    house variant) neither extends nor ends it."""

    def finish(self, final: Any) -> tuple[Streak, str]:
        if final.gentle:  # nothing is stored: the streak stays as it was
            return self.load() or Streak(), tr(GENTLE_STREAK)
        return super().finish(final)


# a solo game against the Mafia is won or lost: its record is the win streak the rules suggest
STREAK = RulesStreak("al_cabohne", ended=N_("The Mafia ends your streak of {n} · best {best}"))

# a win against the gentle Mafia is kept apart from wins by the rules (``counted_winners``): said, not a bare "—"
SCORED_NOTE = N_("Won “—”: a win against the gentle Mafia (a house variant) is not counted as a win.")

# a first solo game against the rules' Mafia (coins doubled, AC-35) was lost by about 30 coins (playtest 28): set-up
# offers the gentle one until a solo game is finished, the button saying which Mafia is chosen
CLIENT = Client(ui=deferred(f"{__name__}.table", "AlCabohneUI"), help=PAGES, art=ART, coach=coach, modes=MODES,
                solo=STREAK, scored_note=SCORED_NOTE, first_solo={"gentle": True})

__all__ = ["CLIENT"]
