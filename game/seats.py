"""Who sits at the table: a human or a computer of some level, with a name."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, tr

HUMAN_NAMES = ["Alice", "Bruno", "Chiara", "Dmitri", "Esther", "Farid", "Greta", "Hiro", "Ines", "Jonas"]
BOT_NAMES = ["Nova", "Orbit", "Pulsar", "Quasar", "Rigel", "Sirius", "Tycho", "Vega"]


@dataclass
class Seat:
    name: str
    human: bool
    level: str = "normal"  # a key of engine.bots.bot_factories(game), used when not human

    @property
    def level_title(self) -> str:
        """The level as the screen names it: Easy, Normal or Hard."""
        from engine.bots import level_name

        return tr(LEVEL_TITLES.get(level_name(self.level), self.level.capitalize()))

    @property
    def label(self) -> str:
        return self.name if self.human else f"{self.name} ({self.level_title})"


LEVEL_TITLES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def bot_levels(game: str) -> list[str]:
    from engine.bots import bot_factories

    return list(bot_factories(game))


def default_level(game: str) -> str:
    """Normal where the game offers it: Hard thinks longer before each move, a choice to make, not a default."""
    levels = bot_levels(game)
    return "normal" if "normal" in levels else (levels[-1] if levels else "easy")


def default_seats(game: str, players: int, humans: int = 1) -> list[Seat]:
    level = default_level(game)
    seats: list[Seat] = []
    for i in range(players):
        if i < humans:
            seats.append(Seat(HUMAN_NAMES[i % len(HUMAN_NAMES)], True, level))
        else:
            seats.append(Seat(BOT_NAMES[(i - humans) % len(BOT_NAMES)], False, level))
    return seats
