"""Every change of screen in one place, so scenes never import each other.

A scene asks ``self.app.router`` to go somewhere; only this module knows
which scene class that is. Tables find their own scene through the table
registry (``game.tables``), so adding a game changes nothing here.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game import saves
from game.i18n import tr
from game.kit.coach import Coach
from game.kit.table import Role, Table
from game.scenes.confirm import ConfirmScene
from game.scenes.crash import CrashScene
from game.scenes.curtain import CurtainScene
from game.scenes.help import HelpScene
from game.scenes.replays import ReplaysScene
from game.scenes.results import ResultsScene
from game.scenes.review import ReviewScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from game.tables import client, coach_script

if TYPE_CHECKING:
    from engine.core import Action
    from game.app import App
    from game.outcome import ResultRow
    from game.scene import Scene
    from game.seats import Seat

CardPainter = Callable[[int, int, int], Any]


def fresh_seed() -> int:
    """A real game's seed: 64 bits of the operating system's entropy, so no deck can be recomputed."""
    return secrets.randbits(64)


class Router:
    def __init__(self, app: App) -> None:
        self.app = app

    # --- menus ---------------------------------------------------------------------------
    def title(self) -> None:
        """Back to the title screen, alone on the stack."""
        self.app.reset(TitleScene(self.app))

    def watch_scene(self, replay: Any) -> Scene:
        """The replay viewer on a finished game (``main.py --replay FILE``), to be shown over the title."""
        return WatchScene(self.app, replay)

    def confirm_scene(self, question: str, on_yes: Callable[[], None]) -> Scene:
        """A yes/no question, to be shown over the screens below it."""
        return ConfirmScene(self.app, question, on_yes)

    def title_scene(self) -> Scene:
        return TitleScene(self.app)

    def setup(self, game_name: str) -> None:
        self.app.push(SetupScene(self.app, game_name))

    def rules(self, game_name: str | None = None) -> None:
        self.app.push(HelpScene(self.app, game_name))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.pop()

    def confirm(self, question: str, on_yes: Callable[[], None]) -> None:
        """Ask a yes/no question over the current screen."""
        self.app.push(ConfirmScene(self.app, question, on_yes))

    def ask_quit(self) -> None:
        self.confirm(tr("Quit Beaniverse?"), self.app.quit)

    def quit(self) -> None:
        self.app.quit()

    # --- games -------------------------------------------------------------------------------
    def table(self, game_name: str, seats: list[Seat], *, seed: int | None = None, attract: bool = False,
              options: dict[str, Any] | None = None, actions: Sequence[Action] = (),
              chosen: bool = False) -> Table | None:
        """A new table for that game (``None`` if it has none yet); the seed is fresh unless given.
        With ``actions``, the game continues after those moves. A ``chosen`` deal (``--seed``,
        "Learn to play": a deck someone can know) keeps no records."""
        return self._table(game_name, seats, seed=fresh_seed() if seed is None else seed, attract=attract,
                           options=options, actions=actions, chosen=chosen)

    def background_table(self, game_name: str, seats: list[Seat], on_finished: Callable[[], None]) -> Table | None:
        """A game of computers behind the title: no menu, no curtain, no results; ``on_finished`` when it ends
        (the title deals the next one)."""
        table = self._table(game_name, seats, seed=fresh_seed(), attract=True, role=Role.BACKGROUND,
                            on_finished=on_finished)
        if table is not None:
            table.enter()
        return table

    def replay_table(self, game_name: str, seats: list[Seat], seed: int, options: dict[str, Any],
                     actions: Sequence[Action], viewer: int | None = None, review: bool = False) -> Table | None:
        """A finished game's table after ``actions``, as the spectator sees it, for the replay viewer; with a
        ``viewer``, as that seat saw it then; the game ``review`` lays out that seat's offers too."""
        table = self._table(game_name, seats, seed=seed, options=options, actions=actions, role=Role.REPLAY,
                            viewer=viewer, review=review)
        if table is not None:
            table.enter()
            # shown as it stands, the deal too: at no move played the deal flew in, so the replay's first frame (and
            # a review's first decision) showed empty Bosses and no hand, unlike the same table a moment later
            table.anim.skip()
        return table

    def _table(self, game_name: str, seats: list[Seat], *, seed: int, attract: bool = False,
               options: dict[str, Any] | None = None, actions: Sequence[Action] = (), role: Any = None,
               on_finished: Callable[[], None] | None = None, chosen: bool = False,
               viewer: int | None = None, review: bool = False) -> Table | None:
        found = client(game_name)
        if found is None:
            return None
        return Table(self.app, found, game_name, seats, seed, attract=attract, options=options, actions=actions,
                     role=role if role is not None else Role.PLAY, on_finished=on_finished, chosen_deal=chosen,
                     viewer=viewer, review=review)

    def resume(self, game_name: str) -> None:
        """Continue the saved game of that game over the title (behind the curtain if several people play)."""
        found = saves.find(game_name)
        if found is None:  # gone or refused since the title was drawn: the title says why
            self.title()
            return
        rec = found.saved.recipe
        table = self.table(game_name, found.saved.seats, seed=rec.seed, options=rec.options, actions=rec.actions,
                           chosen=found.saved.chosen)
        script = coach_script(game_name) if found.saved.lesson else None
        if table is not None and script is not None:  # a lesson, or a game with the coach on, goes on with its coach
            table.teach(Coach(script, game_name, table.say))
        if table is not None:
            self.title()
            self.app.push(table)

    def replays(self) -> None:
        self.app.push(ReplaysScene(self.app))

    def watch(self, replay: Any) -> None:
        """Step through a finished game (a ``replays.Replay``)."""
        self.app.push(WatchScene(self.app, replay))

    def review(self, replay: Any, seat: int | None = None) -> None:
        """The game review of a kept game (a ``replays.Replay``): of ``seat``, else of its only human, else a
        choice of seat first."""
        self.app.push(ReviewScene(self.app, replay, seat))

    def statistics(self) -> None:
        self.app.push(StatisticsScene(self.app))

    def crash(self, error: BaseException) -> None:
        """Something went wrong inside a screen: say so, keep the details, offer a way on."""
        self.app.stack.append(CrashScene(self.app, error))  # no enter() of the broken screen below

    def play(self, game_name: str, seats: list[Seat], options: dict[str, Any] | None = None,
             coach: bool = False) -> None:
        """Start a game over the current screens (Leave and Menu return to the title); ``coach``: with the game's
        coach speaking to its one human seat, as in "Learn to play" but on this deal and against these computers."""
        table = self.table(game_name, seats, options=options)
        script = coach_script(game_name) if coach else None
        if table is not None and script is not None:
            table.teach(Coach(script, game_name, table.say))
        if table is not None:
            self.app.push(table)

    def play_again(self, game_name: str, seats: list[Seat], options: dict[str, Any] | None, attract: bool) -> None:
        table = self.table(game_name, seats, options=options, attract=attract)
        if table is None:
            self.title()
        elif attract and self.app.options.autoplay:
            self.app.reset(table)  # attract mode from the command line: game after game
        else:
            self.title()
            self.app.push(table)

    def curtain(self, name: str, on_ready: Callable[[], None]) -> None:
        self.app.push(CurtainScene(self.app, name, on_ready))

    def results(self, title: str, rows: list[ResultRow], on_again: Callable[[], None], *,
                painter: CardPainter | None = None, auto_again: float | None = None,
                notes: list[str] | None = None, kept: Any = None, headline: str | None = None,
                on_table: Callable[[], None] | None = None) -> None:
        """Replace the finished table with its results, under the engine's ``headline`` for the outcome;
        a ``kept`` game (a ``replays.Replay`` people played) offers its Review; ``on_table`` brings the final table
        back."""
        on_review = (lambda: self.review(kept)) if kept is not None else None
        self.app.replace(ResultsScene(self.app, title, rows, on_again, self.title, painter=painter,
                                      auto_again=auto_again, notes=notes, on_review=on_review, headline=headline,
                                      on_table=on_table))
