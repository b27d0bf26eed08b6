"""The shared core every game speaks: actions, events, words, the Game protocol, errors.

Cards are plain ints (an id per physical card); each game package maps an id
to what it is. A card a seat may not see is ``HIDDEN``.

Actions and events are NamedTuples: cheap to build (the search AI makes
millions), hashable, comparable, and they round-trip through JSON.

Every game derives from ``Rules``, whose ``apply`` is the one guard in front of
every game: anything that is not exactly an ``Action`` with a ``str`` kind (or
one of the game's own ``action_kinds`` members), an ``int`` card and a ``str``
target is refused before the game sees it, then the game's own
``is_legal`` must agree, and only then does ``apply_legal`` run.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

if TYPE_CHECKING:
    from engine.recap import Recount
    from engine.results import FinalRow
    from engine.search.policy import SearchHooks

HIDDEN = -1


class IllegalAction(ValueError):
    """Raised by ``Game.apply`` for an action not in ``legal_actions``; the state is untouched."""


class BadConfig(ValueError):
    """An impossible game configuration (player count, option)."""


def short_repr(x: Any) -> str:
    """``repr`` cut to 60 characters, so junk never floods an error line."""
    r = repr(x)
    return r if len(r) <= 60 else r[:59] + "…"


class Action(NamedTuple):
    """One decision of the seat to act.

    ``kind`` names the decision ("draw", "play", "bid", "place" ...); ``card`` is
    a card id where the decision is about one card, or a number where the kind
    says so (a bid's amount, a group's index); ``target`` names a place
    ("open", "field:1", "boss:0", "T1" ...).
    """

    kind: str
    card: int = -1
    target: str = ""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.card != -1:
            d["card"] = self.card
        if self.target:
            d["target"] = self.target
        return d

    @staticmethod
    def from_json(d: Any) -> Action:
        if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
            raise ValueError(f"not an action: {short_repr(d)}")
        card = d.get("card", -1)
        target = d.get("target", "")
        if type(card) is not int or not isinstance(target, str):
            raise ValueError(f"not an action: {short_repr(d)}")
        extra = set(d) - {"kind", "card", "target"}
        if extra:
            raise ValueError(f"unknown action fields {sorted(extra)}")
        return Action(d["kind"], card, target)


class Event(NamedTuple):
    """Something that happened, in order, for animation and the log.

    ``private`` lists the seats allowed to see ``cards``; ``None`` means public.
    ``filter_events`` replaces the cards with ``HIDDEN`` for everyone else, so
    a seat still sees *that* something moved and how many cards; a ``silent``
    private event is dropped for everyone else altogether (a secret choice
    whose very number of steps must stay secret).
    """

    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    target: str = ""
    value: int = 0
    to_seat: int = -1
    private: tuple[int, ...] | None = None
    source: str = ""
    silent: bool = False

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self._asdict().items() if v not in (-1, "", 0, (), None) or k == "kind"}


def filter_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events as ``seat`` may see them (``None`` = the table: only public cards)."""
    out = []
    for e in events:
        if e.private is not None and (seat is None or seat not in e.private):
            if e.silent:
                continue
            e = e._replace(cards=(HIDDEN,) * len(e.cards))
        out.append(e)
    return out


def seen_by(e: Event, seat: int | None) -> Event:
    """One event as ``seat`` may see it (``filter_events`` for a single event; a silent event
    hidden from ``seat`` keeps its kind, so words can say nothing of it: check ``e.silent``)."""
    if e.private is not None and (seat is None or seat not in e.private):
        return e._replace(cards=(HIDDEN,) * len(e.cards))
    return e


# --- words -------------------------------------------------------------------------


class Player(NamedTuple):
    """A blank in ``Words`` that the screen fills with the name of seat ``seat``."""

    seat: int


class Words(NamedTuple):
    """Player-facing words: the engine's one source for log lines, hints and action names.

    ``text`` is English with ``{name}`` blanks; it is also the key a translation
    catalogue looks the words up by. ``plural`` is the English plural form,
    chosen by the number in the blank ``n``. ``args`` fill the blanks with
    numbers, strings, ``Player(seat)`` (the screen writes the seat's name) or
    nested ``Words`` (a card's name, a place). ``tone`` tells a log how to
    colour the line: "" (plain), "dim", "score", "nil" (a scoring line that scored nothing), "good", "bad",
    "turn".
    """

    text: str
    args: tuple[tuple[str, Any], ...] = ()
    plural: str = ""
    tone: str = ""

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default


def N_(text: str) -> str:
    """Mark a player-facing string the engine keeps in a table (a card type's name) for the catalogue."""
    return text


def words(text: str, *, plural: str = "", tone: str = "", **args: Any) -> Words:
    """``Words`` with keyword blanks: ``words("{who} draws {n}", who=Player(2), n=2)``."""
    return Words(text, tuple(args.items()), plural, tone)


# What an action is called (``Game.describe``), per kind in a game's table: fixed words, or words made
# from the action's card and target.
Phrase = Words | Callable[[Action], Words]


def described(a: Action, phrases: Mapping[str, Phrase]) -> Words:
    """What ``a`` is called on a button or in a hint, from a game's table of phrases by action kind; a kind
    the table lacks is named as it is."""
    phrase = phrases.get(a.kind)
    if phrase is None:
        return words("{kind}", kind=a.kind)
    return phrase if isinstance(phrase, Words) else phrase(a)


class Reading(NamedTuple):
    """An event as one reader sees it, with what its words usually need."""

    e: Event
    who: Player  # the acting seat
    first: int  # its first card (``HIDDEN`` when none or unseen)
    n: int  # how many cards


def reading(e: Event, viewer: int | None) -> Reading:
    e = seen_by(e, viewer)
    return Reading(e, Player(e.seat), e.cards[0] if e.cards else HIDDEN, len(e.cards))


def blanks(w: Words, nested: Callable[[Words], Any], seat: Callable[[Player], Any]) -> dict[str, Any]:
    """The blanks of ``w`` by name, each nested ``Words`` made ``nested(v)`` and each seat ``seat(v)``: how a
    sentence is filled in for a reader (English, the screen's language) or kept as data (JSON)."""
    values: dict[str, Any] = {}
    for k, v in w.args:
        if isinstance(v, Words):
            v = nested(v)
        elif isinstance(v, Player):
            v = seat(v)
        values[k] = v
    return values


def seat_named(names: Sequence[str], v: Player, shown: Callable[[str], str] = str) -> str:
    """Seat ``v``'s name among ``names`` (``shown`` as a sentence shows it), or "?" for a seat not at the table."""
    return shown(names[v.seat]) if 0 <= v.seat < len(names) else "?"


def english(w: Words, names: Sequence[str]) -> str:
    """The English sentence of ``w``; ``names`` are the seats' names (tests, text tools)."""
    values = blanks(w, lambda v: english(v, names), lambda v: seat_named(names, v))
    text = w.plural if w.plural and values.get("n") != 1 else w.text
    return text.format(**values)


def words_to_json(w: Words) -> dict[str, Any]:
    """``Words`` as plain JSON data; nested words and seat blanks keep their kind."""
    args = blanks(w, lambda v: {"words": words_to_json(v)}, lambda v: {"player": v.seat})
    return {"text": w.text, "args": args, "plural": w.plural, "tone": w.tone}


def words_from_json(d: Any) -> Words:
    if not isinstance(d, dict) or not isinstance(d.get("text"), str) or not isinstance(d.get("args", {}), dict):
        raise ValueError("not words")
    args = []
    for k, v in d.get("args", {}).items():
        if isinstance(v, dict) and "words" in v:
            v = words_from_json(v["words"])
        elif isinstance(v, dict) and "player" in v:
            v = Player(int(v["player"]))
        args.append((k, v))
    return Words(d["text"], tuple(args), str(d.get("plural", "")), str(d.get("tone", "")))


# the seat number of a rival that is no seat (Al Cabohne's Mafia): its events carry no seat
RIVAL = -1


# --- options ---------------------------------------------------------------------------


class Option(NamedTuple):
    """A set-up option a game offers on the setup screen: ``key`` is passed to ``new``."""

    key: str
    label: Words
    choices: tuple[Any, ...]  # the first is the default
    names: tuple[Words, ...]  # what each choice is called on screen
    help: Words = Words("")
    players: tuple[int, ...] = ()  # the player counts it is offered for; () = every count
    # Whether another value than the default is refused at a count it is not offered for (a two-player
    # variant in solo). False where the choice changes nothing at those counts, so games saved while it
    # was still offered there load as before.
    binding: bool = True
    # a note per choice, said for the one chosen, where one note for both read as describing them at once
    helps: tuple[Words, ...] = ()

    def offered(self, players: int) -> bool:
        return not self.players or players in self.players

    @property
    def default(self) -> Any:
        return self.choices[0]

    def note(self, value: Any) -> Words:
        """The note for ``value``: its own where the option gives one per choice, else the option's."""
        return self.helps[self.choices.index(value)] if self.helps and value in self.choices else self.help


# --- the protocol ------------------------------------------------------------------------


@runtime_checkable
class Wording(Protocol):
    """A game's words module (``engine/<game>/words.py``): what ``Rules`` asks it for every sentence.

    Every member is required, the optional ones too (a game without a rival says so with the defaults
    below), so a misspelt one fails the protocol test instead of turning its feature off unseen."""

    # the name of a rival that is no seat (Al Cabohne's Mafia) in the recap; None: the game has none
    RIVAL_NAME: Words | None

    def describe(self, a: Action, /) -> Words: ...
    def describe_in(self, v: Any, a: Action, /) -> Words: ...  # ``describe`` worded for the acting seat's view
    def describe_event(self, e: Event, viewer: int | None, /) -> Words | None: ...
    def card_words(self, card: int, /) -> Words: ...
    def why_not(self, s: Any, a: Action, /) -> Words: ...  # from the state of the seat to act
    def progress(self, v: Any, /) -> Words: ...  # from the table's view
    # the rival's public score in a view (``RIVAL`` in the recap); None where there is no rival (``no_rival``)
    def rival_score(self, v: Any, /) -> int | None: ...
    # a seat's public score over a stretch of play, in the game's unit ("4 → 14 points"; ``points_change``)
    def score_change(self, seat: int, before: int, after: int, /) -> Words: ...


def no_rival(v: Any, /) -> None:
    """``Wording.rival_score`` of a game with no rival that is no seat."""
    return None


@runtime_checkable
class GameState(Protocol):
    """What shared code (the ``Rules`` defaults, the tools) reads of any game's state; the rest is the game's."""

    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def phase(self) -> str: ...  # a member of the game's ``phases``; "over" once the game has ended
    @property
    def seat(self) -> int: ...  # the seat whose turn it is (after the end: the last one)


@runtime_checkable
class GameView(Protocol):
    """What shared code (the client's table kit, the coach, the hint line) reads of any game's view."""

    @property
    def seat(self) -> int | None: ...  # the viewer; None for the table
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_act(self) -> int | None: ...  # None once the game is over
    @property
    def scores(self) -> Sequence[int]: ...  # per seat, the score the view shows (public only; the recap's figures)


@runtime_checkable
class Game(Protocol):
    """The protocol every game package implements (see docs/architecture.md)."""

    name: str
    title: str
    min_players: int
    max_players: int
    order: int
    bots: dict[str, Any]
    version: int

    @property
    def options(self) -> tuple[Option, ...]: ...  # read-only, so a game's own tuple of two options fits

    # the declared vocabulary: every action kind, event kind and phase the game can produce (read-only
    # here, so that a game's own ``StrEnum`` subclasses and sets of its members satisfy the protocol)
    @property
    def action_kinds(self) -> type[StrEnum]: ...
    @property
    def event_kinds(self) -> type[StrEnum]: ...
    @property
    def phases(self) -> type[StrEnum]: ...
    @property
    def silent_events(self) -> frozenset[str]: ...  # event kinds that make no log line
    @property
    def news(self) -> frozenset[str]: ...
    @property
    def news_to_others(self) -> frozenset[str]: ...
    @property
    def secret_moves(self) -> frozenset[str]: ...

    def new(self, players: int, seed: int, **options: Any) -> Any: ...
    def to_act(self, s: Any) -> int | None: ...
    def legal_actions(self, s: Any) -> list[Action]: ...
    def is_legal(self, s: Any, a: Action) -> bool: ...
    def apply(self, s: Any, a: Any) -> tuple[Any, list[Event]]: ...
    def apply_legal(self, s: Any, a: Action) -> tuple[Any, list[Event]]: ...
    def view(self, s: Any, seat: int | None) -> Any: ...
    def is_over(self, s: Any) -> bool: ...
    def scores(self, s: Any) -> list[int]: ...
    def winners(self, s: Any) -> list[int]: ...
    def resample(self, s: Any, seat: int, rng: random.Random) -> Any: ...
    def check(self, s: Any) -> None: ...
    def opening_events(self, s: Any) -> list[Event]: ...
    def describe(self, a: Action) -> Words: ...
    def describe_in(self, view: Any, a: Action) -> Words: ...
    def describe_event(self, e: Event, viewer: int | None) -> Words | None: ...
    def why_not(self, s: Any, a: Action) -> Words: ...
    def card_words(self, card: int) -> Words: ...
    def brings_news(self, events: Sequence[Event]) -> bool: ...
    def progress(self, s: Any) -> Words: ...
    def result(self, s: Any) -> Words: ...
    def final_rows(self, v: Any) -> list[FinalRow] | None: ...
    def final_notes(self, v: Any, names: Sequence[str]) -> list[Words]: ...
    def counted_winners(self, s: Any) -> list[int]: ...
    def standing(self, s: Any) -> list[int]: ...
    def rival_score(self, s: Any) -> int | None: ...  # a rival that is no seat (Al Cabohne's Mafia); None: none
    def search_hooks(self) -> SearchHooks | None: ...
    def shown_scores(self, view: Any) -> dict[int, int]: ...
    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]: ...
    def upgrade(self, rec: Any) -> list[Action] | None: ...  # an older recipe's actions under these rules


class Rules:
    """The base of every game's ``Game`` object: the shared guard and the defaults.

    A game fills in ``new``, ``to_act``, ``legal_actions``, ``apply_legal``,
    ``view``, ``is_over``, ``scores``, ``winners``, ``resample``, ``check`` and
    its words. ``is_legal`` defaults to a membership test of ``legal_actions``;
    a game may give a faster one, but it must agree exactly (a search AI calls
    ``apply_legal`` directly on actions taken from ``legal_actions``).
    """

    name = ""
    title = ""
    min_players = 1
    max_players = 1
    order = 100  # where the title screen lists the game
    options: tuple[Option, ...] = ()

    def __init_subclass__(
        cls, *, name: str = "", title: str = "", players: tuple[int, int] | None = None, order: int | None = None,
        options: tuple[Option, ...] | None = None, **kwargs: Any,
    ) -> None:
        """A game says who it is in its class line, ``class MyGame(Rules, name="my_game", title="My Game",
        players=(2, 4), order=50, options=(…))``; a misspelt keyword is a ``TypeError`` there, never an
        attribute nobody reads. (Setting the attributes in the class body works too.)"""
        super().__init_subclass__(**kwargs)
        if name:
            cls.name = name
        if title:
            cls.title = title
        if players is not None:
            cls.min_players, cls.max_players = players
            if not 1 <= cls.min_players <= cls.max_players:
                raise ValueError(f"{cls.__name__}: players {players} is no range of table sizes")
        if order is not None:
            cls.order = order
        if options is not None:
            cls.options = options
    # raised whenever a change of rules or dealing would make an old recipe replay differently
    version = 1
    # The game's vocabulary, each a ``StrEnum`` (members equal their strings, so recipes and views stay
    # plain strings): what ``legal_actions`` offers, what ``apply`` emits, what a state's ``phase`` is.
    # No default: a game that forgets one fails the protocol test rather than passing with nothing declared.
    action_kinds: type[StrEnum]
    event_kinds: type[StrEnum]
    phases: type[StrEnum]
    # event kinds ``describe_event`` says nothing of (shown by another event's line, or by animation only)
    silent_events: frozenset[str] = frozenset()
    # the event kinds that show a player something new — a card drawn or revealed, an automated
    # opponent acting: a player may take back their own moves only up to the last of these
    news: frozenset[str] = frozenset()
    # of ``news``, the kinds whose cards the acting seat held and knew (cards passed to a neighbour): new to the
    # seat receiving them (``to_seat``), to the actor nothing; Undo's reason says so rather than "shown"
    news_to_others: frozenset[str] = frozenset()
    # the event kinds of a move made in secret, which shows the others only that it was made (a hidden pick,
    # "has chosen"): an automated opponent's move of these alone answers nothing a player could use, so Undo
    # reaches back past it to the player's own moves
    secret_moves: frozenset[str] = frozenset()
    # the game's words module (a ``Wording``): every sentence the rules object gives
    wording: Wording | None = None
    # the game's view builder ``project(s, seat)`` and ``from_view(view, rng)`` (what ``resample`` does)
    project: Any = None
    from_view: Any = None

    def __init__(self) -> None:
        self.bots: dict[str, Any] = {}

    def apply(self, s: Any, a: Any) -> tuple[Any, list[Event]]:
        """Apply a legal action to ``s`` (never changed); ``IllegalAction`` for anything else."""
        kind = type(a.kind) if type(a) is Action else None
        if (
            kind is None
            or kind is not str and kind is not self.action_kinds
            or type(a.card) is not int
            or type(a.target) is not str
        ):
            raise IllegalAction(f"not an action: {short_repr(a)}")
        if not self.is_legal(s, a):
            raise IllegalAction(f"{short_repr(a)} is not legal now")
        return self.apply_legal(s, a)

    def is_legal(self, s: Any, a: Action) -> bool:
        return a in self.legal_actions(s)

    def apply_legal(self, s: Any, a: Action) -> tuple[Any, list[Event]]:
        raise NotImplementedError

    def legal_actions(self, s: Any) -> list[Action]:
        raise NotImplementedError

    def scores(self, s: Any) -> list[int]:
        raise NotImplementedError

    def winners(self, s: Any) -> list[int]:
        raise NotImplementedError

    # the module holding the game's invariant check ``check_state(s)`` (``AssertionError`` when one
    # breaks); imported on first use, as only tests, fuzzing and selfplay check, and the browser
    # package leaves the checks out
    checks_module: str = ""

    def setup_args(self, players: Any, seed: Any, options: dict[str, Any]) -> dict[str, Any]:
        """``new``'s arguments checked (``BadConfig``), the options with their defaults filled in."""
        check_players(self, players)
        check_seed(seed)
        out = check_options(self, options)
        for o in self.options:
            if o.binding and out[o.key] != o.default and not o.offered(players):
                raise BadConfig(f"{self.title} option {o.key} is for {' or '.join(map(str, o.players))} players")
        return out

    def to_act(self, s: Any) -> int | None:
        """The seat to decide now (the state's ``seat``, see ``GameState``); ``None`` once the game is over."""
        if self.is_over(s):
            return None
        seat: int = s.seat
        return seat

    def is_over(self, s: Any) -> bool:
        over: bool = s.phase == "over"
        return over

    def check(self, s: Any) -> None:
        """``AssertionError`` when an invariant of ``s`` breaks (the checks module's ``check_state``)."""
        importlib.import_module(self.checks_module).check_state(s)

    def search_hooks(self) -> SearchHooks | None:
        """The game's hooks for the Hard level's search (``engine.search.policy.SearchHooks``); None: the defaults.

        A game returns the one ``SearchHooks`` object its ``rollout`` module builds, imported on first
        use (the rollout module reads the rules object, and only the Hard level needs it).
        """
        return None

    def view(self, s: Any, seat: int | None) -> Any:
        """What ``seat`` may see of ``s`` (``None``: the table, public information only)."""
        return self.project(s, seat)

    def resample(self, s: Any, seat: int, rng: random.Random) -> Any:
        """A full state consistent with ``view(s, seat)``, every card that seat cannot see re-dealt at random."""
        return self.from_view(self.project(s, seat), rng)

    def opening_events(self, s: Any) -> list[Event]:
        """The set-up of a state made by ``new`` as events (``new`` returns only the state)."""
        return []

    def describe(self, a: Action) -> Words:
        """What an action is called on a button or in a hint."""
        if self.wording is not None:
            return self.wording.describe(a)
        return words("{kind}", kind=a.kind)

    def describe_in(self, view: Any, a: Action) -> Words:
        """What an action is called where the acting seat's ``view`` is at hand (the Hint line): a game whose
        action names only a place (a Système Solaire group) names the cards it moves there, from the view
        (its words module's ``describe_in``); otherwise ``describe``."""
        return self.wording.describe_in(view, a) if self.wording is not None else self.describe(a)

    def describe_event(self, e: Event, viewer: int | None) -> Words | None:
        """The log line for ``e`` as ``viewer`` may read it; ``None`` when it makes no line."""
        return self.wording.describe_event(e, viewer) if self.wording is not None else None

    def why_not(self, s: Any, a: Action) -> Words:
        """Why the seat to act cannot play ``a`` in ``s``, in one line for the hint area (its own business only)."""
        if self.wording is None:
            return words("That is not possible now.")
        return self.wording.why_not(s, a)

    def card_words(self, card: int) -> Words:
        """A card's name as a player reads it ("Bluebeans 7"); "a card" for ``HIDDEN``."""
        return self.wording.card_words(card) if self.wording is not None else words("a card")

    def brings_news(self, events: Sequence[Event]) -> bool:
        """Whether these events (of one action) show anyone something that was not known before."""
        news = self.news
        return any(e.kind in news for e in events)

    def progress(self, s: Any) -> Words:
        """How far the game is, in a few words ("turn 12"), for a saved game's label."""
        return self.wording.progress(self.project(s, None)) if self.wording is not None else words("in progress")

    def result(self, s: Any) -> Words:
        """A finished game's outcome in one line, for the Replays list: who won and by what score.

        A solo game has a score and no winner (``counted_winners``); a game with a rival that is no
        seat (Al Cabohne's Mafia) says so in its own ``result``.
        """
        scores, won = self.scores(s), self.counted_winners(s)
        if s.players == 1:
            return words("Final score: {n} point", plural="Final score: {n} points", n=scores[0] if scores else 0)
        if len(won) == 1:
            rest = [v for i, v in enumerate(scores) if i != won[0]]
            if rest and max(rest) == scores[won[0]]:  # the rules' tie-break chose ("Alice won, 26 to 26" puzzled)
                return words("{who} won on the tie-break, tied at {score}", who=Player(won[0]), score=scores[won[0]])
            return words("{who} won, {score} to {next}", who=Player(won[0]), score=scores[won[0]],
                         next=max(rest) if rest else 0)
        if won:
            return words("A shared win, {score} each", score=scores[won[0]])
        return words("Nobody won")

    def final_rows(self, v: Any) -> list[FinalRow] | None:
        """The results screen's rows for the finished view ``v``, each total in the parts the rules count (``None``:
        the plain scores and winners, also before the end)."""
        return None

    def final_notes(self, v: Any, names: Sequence[str]) -> list[Words]:
        """The lines under the results (how a tie was broken…); ``names``: the seats' names as the rows list them."""
        return []

    def rival_score(self, s: Any) -> int | None:
        """The final score of a rival that is no seat (Al Cabohne's Mafia, AC-35) in ``s``; None: the game has
        none."""
        return None

    def standing(self, s: Any) -> list[int]:
        """The seats in finishing order: by score, a winner before a seat tied with it, then by seat. A game whose
        rules break ties its own way (Système Solaire's SS-27) orders the places below first that way too."""
        scores, winners = self.scores(s), set(self.winners(s))
        return sorted(range(len(scores)), key=lambda i: (-scores[i], i not in winners, i))

    def counted_winners(self, s: Any) -> list[int]:
        """The winners a result and the Statistics count: none in a solo game, which has a score, not a win.
        A game where one player plays against the game itself (Al Cabohne's Mafia) gives its ``winners``."""
        return [] if s.players == 1 else sorted(self.winners(s))

    def shown_scores(self, view: Any) -> dict[int, int]:
        """Each seat's score as ``view`` shows it (the view's public ``scores``: never a hidden figure such as a
        secret collection's value), and a rival that is no seat under ``RIVAL`` when its words module says
        what the rival has (``rival_score(view)``)."""
        out = dict(enumerate(view.scores))
        rival = self.wording.rival_score(view) if self.wording is not None else None
        if rival is not None:
            out[RIVAL] = rival
        return out

    def upgrade(self, rec: Any) -> list[Action] | None:
        """The actions of ``rec``, a recipe saved under an older version of these rules, carried over to this one;
        ``None``: they cannot be, and the recipe is refused as older. A game whose moves changed says how."""
        return None

    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
        """What each other seat did in a stretch of play, as ``viewer`` may know it: ``before`` and ``after``
        are the viewer's views at its start and end, ``events`` the raw events of the stretch (each read as
        the viewer may, ``describe_event(e, viewer)``). One ``Recount`` per seat that acted or whose public
        score moved, in the order they first acted, the viewer's own seat left out."""
        from engine.recap import (
            recount,  # the recap builds on this module's words, so it is read on first use
        )

        return recount(self, before, after, events, viewer)


# --- the registry ------------------------------------------------------------------------

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to ``engine.GAMES`` (each game package calls this once), kept in title order."""
    GAMES[game.name] = game
    ordered = sorted(GAMES.values(), key=lambda g: (g.order, g.name))
    GAMES.clear()
    GAMES.update((g.name, g) for g in ordered)
    return game


# --- shared helpers ------------------------------------------------------------------------


def check_players(game: Any, players: Any) -> int:
    if type(players) is not int or not game.min_players <= players <= game.max_players:
        raise BadConfig(
            f"{game.title} takes {game.min_players}–{game.max_players} players, not {short_repr(players)}"
        )
    return players


def check_seed(seed: Any) -> int:
    if type(seed) is not int or seed < 0:
        raise BadConfig(f"the seed must be a whole number ≥ 0, not {short_repr(seed)}")
    return seed


def check_options(game: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The game's declared options with defaults filled in; ``BadConfig`` for unknown keys or values."""
    known = {o.key: o for o in game.options}
    unknown = sorted(k for k in options if k not in known)
    if unknown:
        names = ", ".join(known) or "none"
        raise BadConfig(f"unknown {game.title} options {unknown}; the options are: {names}")
    out = {k: o.default for k, o in known.items()}
    for k, v in options.items():
        if k in known and (v not in known[k].choices or type(v) is not type(known[k].default)):
            raise BadConfig(f"{game.title} option {k} must be one of {list(known[k].choices)}, not {short_repr(v)}")
        out[k] = v
    return out
