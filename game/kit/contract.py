"""What a game gives the table kit, and what the kit gives a game: the contract between them.

The table is one scene (``game.kit.table.Table``), never subclassed. It owns
the parts every game shares and asks the game's own UI object, a
``TableUI``, for what only the game knows: where things are, how events
move cards, what may be clicked, how the table at rest looks, what the
prompt line says, the results. The UI object receives a ``Context``: the
narrow, typed face of the table it may read and call (the view for the
current viewer, the choices, the display model, the effects for
choreography, ``play``), never the table's internals.

A game's table package exports one ``Client``: its UI class and everything
optional it offers (rules pages, the set-up's names for player counts, a
coach script, its solo record, its card art),
declared here so that a misspelt hook fails a test instead of switching a
feature off.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from engine.core import Action, Event, Game, Words
from engine.results import FinalRow
from game import theme
from game.kit.art import CardArt
from game.kit.choices import Choices, Offer, Pick
from game.kit.redraw import Drawn
from game.kit.stage import Geometry, Stage, Zone
from game.outcome import Drawing
from game.seats import Seat
from game.solo import SoloRecord

if TYPE_CHECKING:
    from game.kit.advisor import Advisor
    from game.kit.effects import Effects
    from game.kit.notes import Notice

Color = tuple[int, int, int]
Line = tuple[str, Color]  # a line of text and its colour (the prompt line)
Page = tuple[str, list[Any]]  # a rules page: heading and items
L = TypeVar("L")


@dataclass(frozen=True)
class ModalList:
    """Something a click opens over the whole table (a discard pile, the cards set aside), closed by any click.

    ``rect`` is where the click opens it; ``paint`` draws it over the table. The kit offers it whenever
    nothing moves (on anyone's turn), closes it on a hand-over or an undo, and keeps the coach and the
    flights under it."""

    key: Pick
    rect: pygame.Rect
    paint: Callable[[pygame.Surface], None]
    holds: bool = False  # the game waits while it is open: nobody plays while a player reads it


CLOSE_LIST = Pick("view", "close")  # the click anywhere that closes an open list


class Context(Protocol):
    """What a game's UI may read and ask of its table."""

    app: Any
    game: Game
    game_name: str
    seats: list[Seat]
    names: list[str]
    view: Any  # the engine's view for the current viewer
    choices: Choices
    stage: Stage
    effects: Effects
    notice: Notice
    anim: Any
    mouse: tuple[int, int]
    clock: float
    attract: bool
    solo_record: Any  # the game's solo record as stored (``Client.solo``), moved on when a solo game ends
    solo_note: list[str]  # the results' line on it, once moved on
    advisor: Advisor  # the Hint button's part: the review's ranking of the move to make (``ranked``)

    @property
    def bottom(self) -> int: ...
    @property
    def viewer(self) -> int | None: ...
    @property
    def tip_mouse(self) -> tuple[int, int]: ...  # where a tip is asked for: nowhere while the pointer rests where it clicked
    @property
    def input_open(self) -> bool: ...
    @property
    def human_turn(self) -> bool: ...
    @property
    def awaiting_pass(self) -> bool: ...  # hot-seat: the move is made, the screen waits for "Pass to …"

    @property
    def kit_button_shown(self) -> bool: ...  # "Pass to …" or "Results ▸" stands at ``pass_rect`` now
    @property
    def finished(self) -> bool: ...
    @property
    def embedded(self) -> bool: ...  # drawn inside another screen (a replay, the title's background): nothing is live
    @property
    def replaying(self) -> bool: ...  # a finished game shown again (a replay, the review): nobody is playing now
    @property
    def label(self) -> str | None: ...
    @property
    def coach_speaking(self) -> bool: ...  # Learn to play's coach has words on screen (its pick's reason among them)
    @property
    def coach_pick(self) -> Action | None: ...  # the move the coach names now: its button is the one marked primary
    @property
    def lesson(self) -> bool: ...  # the coach is on (Learn to play, or chosen at set-up)
    @property
    def open_list(self) -> Pick | None: ...
    @property
    def final_state(self) -> Any: ...
    def cards_in(self, zone: Zone) -> list[int]: ...
    def play(self, action: Action, *more: Action) -> None: ...
    def play_all(self, actions: list[Action]) -> None: ...
    def say(self, w: Words) -> str: ...
    def turn_prompt(self) -> Line | None: ...
    def current_offers(self) -> list[Offer]: ...
    def is_human(self, seat: int | None) -> bool: ...
    def open_modal(self, key: Pick | None) -> None: ...
    def log_lines(self) -> list[Line]: ...
    def prompt_line(self) -> Line: ...


class Choreo(Protocol):
    """A game's choreography module, as far as the kit's default ``TableUI.opening`` reads it."""

    def opening(self, events: list[Event], view: Any, stage: Stage, layout: Any, fx: Effects) -> None: ...


class Painter(Protocol):
    """A game's painting module, as far as the kit's default ``TableUI.paint`` reads it."""

    def paint(self, surface: pygame.Surface, d: Any, /) -> None: ...


class TableUI(Protocol):
    """One game's table on screen. A game implements these; the defaults say what a game may leave out.

    A game's UI subclasses this protocol to take its defaults; it never derives from the kit's table."""

    art: CardArt
    t: Context  # the table as the game may see it
    choreo: Choreo | None = None  # the game's choreography module (its ``opening``, the default deal)
    painter: Painter | None = None  # the game's painting module (its ``paint`` of ``picture()``, the default paint)
    hint_rect: pygame.Rect | None = None  # where the Hint button goes, when the kit's place is taken
    undo_rect: pygame.Rect | None = None  # likewise the Undo button
    prompt_rect: pygame.Rect | None = None  # where the prompt line and the Hint's line show (the recap leaves it clear)
    pass_rect: pygame.Rect | None = None  # likewise "Pass to …" (hot-seat: the mover's result shown, the screen to pass on)
    # what the "since your last turn" recap leaves clear besides the offers, the prompt and the seats' panels: where
    # the game's buttons stand, greyed ones too, and the words over them (playtest 17: it lay over "Your payment"
    # and the greyed Pay button)
    recap_clear: tuple[pygame.Rect, ...] = ()
    recap_over_log: bool = False  # the recap always over the log (False: on the free place that tells it best)
    # the widest Hint line the hint area shows whole at its smallest size (13 pt); a wider one leaves the next
    # best move unnamed. The default fits the narrowest hint area of the four games (Space Beans', 600 px).
    hint_width: int = 560
    # the Hint line names the best move and its reason only, never the next best (``advice_words``' ``alone``)
    hint_alone: bool = False
    # event kinds the choreography leaves to the log alone (nothing moves for them); every other kind the
    # engine declares is choreographed (a test holds each game to it)
    still_events: frozenset[str] = frozenset()

    def hint_fits(self, text: str) -> bool:
        """Whether the hint area shows the Hint line ``text`` whole, with room around it inside its frame (the
        advisor words the line shorter until it does). Default: one line ``hint_width`` wide at 13 points."""
        return theme.font(13, True).size(text)[0] <= self.hint_width

    def hint_name(self, view: Any, action: Action) -> Words | None:
        """A shorter name for the Hint's move where the prompt on screen already says the step (``hint_alone``
        tables): Space Beans' "Klingbohns 2" under "Start your open collection: click a card". Default: none."""
        return None

    def words_view(self, view: Any) -> Any:
        """The view the Hint's line and the coach name moves from: the engine's, with what the screen holds that
        the engine has not been sent yet (Space Lab's Objectives arranged in the tray before Confirm). Default:
        the engine's own."""
        return view

    # --- geometry and choreography ---------------------------------------------------------------
    @property
    def layout(self) -> Geometry:
        """The game's layout for the current view and viewer: zones, what they hold, where they are (kept in a
        ``PerViewer``)."""
        ...

    def geometry(self) -> Geometry:
        """What the stage asks where zones are and what they hold: the layout, unless the game answers itself."""
        return self.layout

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect | None:
        """Where that very card is drawn now, when the game keeps places of its own (``None``: the layout's)."""
        return None

    def opening(self, events: list[Event]) -> None:
        """Animate the set-up (the deal); the events are as the viewer may see them. Default: the game's
        ``choreo.opening`` from the view, the stage, the layout and the effects."""
        if self.choreo is not None:
            self.choreo.opening(events, self.t.view, self.t.stage, self.layout, self.t.effects)

    def choreograph(self, events: list[Event], before: Any) -> None:
        """Flights for one move's events (filtered for the viewer); ``before`` is the view before it."""
        ...

    # --- input -------------------------------------------------------------------------------------
    def offers(self) -> list[Offer]:
        """What the human in front of the screen may click now (asked only on their turn)."""
        ...

    def button_keys(self) -> list[tuple[pygame.Rect, Any]]:
        """The game's buttons now, greyed ones too: each one's place and the move (or pick) it stands for; one that
        changes its move takes no click for a moment (``game/kit/fresh.py``). Default: none."""
        return []

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on nothing offered: the engine action it seems to try (the kit asks the engine why not),
        a sentence, or ``None`` to say nothing."""
        return None

    def armed(self) -> Action | None:
        """The move waiting for its second click ("Click again to confirm."), if the game asks for one."""
        return None

    def let_go(self, a: Action) -> str | None:
        """The notice when a click elsewhere lets go of ``a``, the move that waited for its second click (``None``:
        the game says nothing)."""
        return None

    def action_rects(self, a: Action) -> list[pygame.Rect] | None:
        """Where action ``a`` is on screen, when the game knows better than its offers (``None``: the kit looks)."""
        return None

    def keep_selection(self, pick: Pick) -> bool | None:
        """Whether the selection still means something after the legal actions changed (``None``: the kit decides)."""
        return None

    def step_back(self, check: bool = False) -> bool:
        """Undo's first reach: the last step of a move still being put together on screen and not sent (a card
        picked for a payment, a group chosen, a bid raised), taken back; nobody has seen it, so nobody has
        answered it. False when there is none (Undo then takes back a move). ``check``: only say whether there is
        one. Default: a game collects nothing on screen."""
        return False

    def starts_over(self, key: Any) -> bool:
        """Whether a click on the offer ``key`` lets go of the whole move in progress (a Cancel): the coach then
        rings its pick again from its first step. Default: no offer does."""
        return False

    def lists(self) -> list[ModalList]:
        """What a click may open over the table (its discard pile...)."""
        return []

    # --- painting ----------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        """Everything at rest, into the static layer (repainted only when ``static_key`` changes). Default: the
        game's ``painter`` draws ``picture()``."""
        if self.painter is not None:
            self.painter.paint(surface, self.picture())

    def picture(self) -> Any:
        """What the table at rest is drawn from, for the game's ``painter`` (default: nothing to draw from)."""
        return None

    def paint_live(self, surface: pygame.Surface) -> Drawn:
        """What changes every frame over the static layer: pulsing outlines, hover, tips; and where it drew
        (``game/kit/redraw.py``: ``None`` makes the next frame paint the whole screen again)."""
        return []

    def paint_over(self, surface: pygame.Surface) -> Drawn:
        """Over everything, flights included (a banner); where it drew, as ``paint_live``."""
        return []

    def static_key(self) -> Hashable:
        """What the game's picture at rest depends on beyond the view (hover, an open list...)."""
        return None

    def prompt(self) -> Line:
        """The prompt line: what the table expects of the human now."""
        ...

    @property
    def log_rect(self) -> pygame.Rect | None:
        """The log panel (a click on it opens the whole log)."""
        return None

    @property
    def own_rect(self) -> pygame.Rect | None:
        """The viewer's own name and score panel, which the "since your last turn" recap leaves clear."""
        return None

    @property
    def seat_rects(self) -> list[pygame.Rect]:
        """Every seat's name and score panel on screen, the viewer's own included: the recap, which sums them
        up, covers none of them where it can help it (default: the viewer's own panel alone)."""
        own = self.own_rect
        return [] if own is None else [own]

    # --- moments ------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Once a frame, after the kit's own update."""

    def reset(self) -> None:
        """The screen was forgotten (a hand-over, an undo): drop what was made for the previous picture."""

    def played(self) -> None:
        """A move was played (by anyone) and its choreography set."""

    def advised(self, a: Action) -> None:
        """The Hint has come: a game whose move is set up on screen first (an amount) may set it up."""

    def result_rows(self) -> list[FinalRow] | None:
        """The results table (``None``: the kit's plain scores and winners). Default: the engine's ``final_rows``;
        a game whose parts depend on what this table saw (the sales at it) gives them itself."""
        return self.t.game.final_rows(self.t.view)

    def result_drawing(self, seat: int) -> Drawing | None:
        """A picture of the seat's pieces for its results row (``game.outcome.Drawing``), or None: its parts' cards."""
        return None

    def result_notes(self) -> list[Words]:
        """The lines under the results, after the solo record's. Default: the engine's ``final_notes``."""
        return self.t.game.final_notes(self.t.view, self.t.names)

    def bot_pause(self, pause: float) -> float:
        """The pause before a computer's next move, in seconds at normal speed (the kit's ``pause``): a game may
        shorten it where no human takes part in what the computers are doing (an auction every human has left)."""
        return pause

    def card_painter(self) -> Callable[[int, int, int], pygame.Surface] | None:
        """How the results screen draws a card (``None``: no cards there)."""
        return self.art.face


class PerViewer(Generic[L]):
    """A layout made once per key (player count, viewer...) and kept until the key changes."""

    def __init__(self, make: Callable[..., L]) -> None:
        self.make = make
        self.key: tuple[Hashable, ...] | None = None
        self.value: L | None = None

    def get(self, *key: Hashable) -> L:
        if self.value is None or key != self.key:
            self.value, self.key = self.make(*key), key
        return self.value


def deferred(module: str, name: str) -> Callable[[], Callable[[Context], TableUI]]:
    """A game's UI class ``name`` of its ``module``, imported only when a table opens (the title stays light)."""
    return lambda: getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class Client:
    """Everything a game's table package offers the client, declared in one place."""

    ui: Callable[[], Callable[[Context], TableUI]]  # imported when a table opens (the title stays light)
    help: list[Page]
    art: CardArt
    modes: dict[int, tuple[str, str]] = field(default_factory=dict)
    coach: ModuleType | None = None  # "Learn to play": the script (see game.kit.coach)
    # its solo record (a win streak, a best score): the table moves it on, the title and Statistics show it
    solo: SoloRecord[Any, Any] | None = None
    listed: bool = True  # offered on the title screen (a game registered by the tests only is not)
    # why a game the Statistics count as a score alone shows no win (a msgid), said under a box that has some
    scored_note: str = ""
    # the options set-up offers a player with no finished solo game of this one on record (Statistics), in place of
    # the last choice or the rules' default: Al Cabohne's gentle Mafia, as a newcomer's first solo game lost by ~30
    first_solo: dict[str, Any] = field(default_factory=dict)
