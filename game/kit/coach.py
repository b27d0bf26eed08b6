"""The coach of "Learn to play": a panel that explains a guided first game, one step at a time.

A game that offers a guided first game declares its script on its ``Client``
(``coach``), a module beside its rules pages, ``game/tables/<game>/coach.py``, holding:

- ``SEED``, ``PLAYERS``, ``OPTIONS``: the fixed, friendly deal (the human sits at seat 0,
  the others are Easy computers);
- ``PANEL``: ``(x, y, w, h)`` of the coach panel, a part of the table no card ever uses;
- optionally ``ROOM``: ``(x, y, w, h)``, a larger part of the table (holding ``PANEL``) with nothing to click in
  the guided game and no other panel under it, that the panel grows to when its words do not fit ``PANEL``'s
  height even at the smallest size (a long French line and the reason for a pick); the panel then stands at the
  room's top left and is as wide as the room at every size, so it never moves from click to click;
- optionally ``places(view) -> (PANEL, ROOM)``: both for the human's view, where the table's free part changes
  with it (Space Lab's right column is full of other stations at four players);
- optionally ``TITLE_BUTTONS``: True when the panel, though narrower than ``WIDE``, has room for its Hide and
  Got it buttons beside its title (the rows under it then all go to the words);
- optionally ``KEEP_CLEAR``: rects the arrow never lies on unless they hold the pick (things side by side that
  are clicked in turn, where an arrow between two reads as pointing at the other);
- ``situation(view) -> str | None``: the human's decision of the moment as a word ("draw", "tax"...);
- ``OPENING``: the scripted first decisions, ``Line``s in order, each said when its situation comes;
- ``FIRSTS``: ``{word: text}`` said once, the first time that situation or that event kind is met
  (after the opening the coach speaks only then); under ``LESSON_OVER``, what is said once the opening's last
  step is done (that the lesson is over and the game goes on: a newcomer could not tell where it ended);
- optionally ``event_key(event) -> str | None`` (a finer word for an event than its kind),
  ``facts(view) -> dict`` (blanks in the texts, from the human's own view; a ``Words`` blank, a seat's
  name, is said with the table's names), ``GATHERED``
  (``{kind: kinds that may follow it}``: a move the screen gathers click by click before sending
  it, a card and the cards that pay for it) and ``NUMBERS`` (kinds whose ``card`` is a number — an
  amount, a group — and no card to click first).

- optionally ``pick_reason(view, action) -> str | None``: why the engine's pick is good when it looks
  like a loss (a harvest that earns nothing), said after the pick where the engine gives no reason
  (``SearchHooks.reason``, which the Hint says too);
- optionally ``STEADY``: ``{word: text}``, a line for a decision the opening no longer covers, so
  the coach stays up at every decision of the guided game (it asks for a move, like an opening line).

The optional ones are declared, with their defaults, by ``ScriptHooks``, the one place that reads them by name;
a test holds every script to these names (``tests/client/test_coach_hooks.py``).

What the coach recommends is never scripted: an opening line that asks for a move names the
engine's own choice for the position, the Hint's move (``engine.search.hint``: the search on a
``Situation`` made from the human's view and legal actions, never the true state, which the table
thinks out before the Hint is pressed), worded by the game (``describe``), and rings where it is
clicked. The coach and the Hint are one search, so they never name two moves: where moves are
level, both name the one that gives up least (``SearchHooks.cost``). Until the search has
answered, the line names no move. The rest of a move the screen gathers click by click (the
cards that pay for it) is the game's Normal computer's choice, thought out on a state re-dealt
from the human's view.
A script's texts explain; they never name a move or a button themselves, so they cannot go stale
when the position or the button changes.
Everything is worked out again whenever the view changes, and an undo rewinds the coach with the
game (what it had said, its place in the opening).

Privacy: the coach reads only the viewer's view, the viewer's legal actions and the events as
filtered for the viewer, so it can never tell what the seat may not know. A new game adds its own
script only; nothing here names a game.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Collection, Generator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from types import ModuleType
from typing import Any, cast

import pygame

from engine.bots import Situation, decide, make_bot
from engine.core import Action, Event, Game, Rules, Words, words
from engine.search.hint import hint_steps, reason, whole
from engine.search.plan import said_back
from game import theme, ui
from game import words as say_words
from game.i18n import tr
from game.kit.choices import Offer, Pick

PLAN_SLICE = 0.012  # seconds a frame of thinking out the rest of a gathered move, unless the table says (``plan_slice``)
Box = tuple[int, int, int, int]
RectsOf = Callable[[Action], list[pygame.Rect]]  # where an action is shown on screen (the table's ``action_rects``)
TEXT_SIZE = 16
SMALLEST = 14  # the text shrinks no further (12–13 px was hard to read): the least needed sentence goes instead
LESSON_OVER = "lesson-over"  # the ``FIRSTS`` word of the line said when the opening is done
SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[A-ZÀ-Ý«“])")  # between two sentences of a line (not in "3. 4")
WIDE = 400  # a panel at least this wide has its buttons beside its title
TEXT_TOP = 38  # from the panel's top to its first row of words, under the title
# Where the panel lies over the game's log, it is made as short as its words need whenever that leaves this much of
# the log in sight under it (three of its newest rows, or "since your last turn"): testers in Learn to play never saw
# what the computers did, the coach stood where the log and its recap live
LOG_ROOM = 76
LOG_GAP = 4  # between the panel and the log's rows under it


@dataclass(frozen=True)
class Line:
    """One opening step, said when the human's situation is ``key``. ``advise``: the line asks for a move, and
    the coach adds the engine's choice to it and rings it."""

    key: str
    text: str
    advise: bool = True


def deciding(view: Any) -> bool:
    """Whether the human in front of the screen has a decision to make (a script's ``situation`` speaks then)."""
    return view.seat is not None and view.to_act == view.seat


def phase_situation(view: Any) -> str | None:
    """The ``situation`` of a game whose decisions are its phases: the engine's phase, while the human in
    front of the screen decides."""
    return str(view.phase) if deciding(view) else None


class _SeenSituation(Situation):
    """A seat's situation made from its view alone: a full state, when the thinking wants one, is re-dealt
    from that view (the true state is never at hand)."""

    def sample(self) -> Any:
        return redeal(self.game, self.view, self.rng)


def redeal(game: Game, view: Any, rng: random.Random) -> Any:
    """A full state consistent with a seat's view, everything the seat cannot see dealt at random (what
    ``resample`` does, from the view alone)."""
    return cast(Rules, game).from_view(view, rng)


def engine_choice(game_name: str, view: Any, legal: list[Action], seed: str) -> Action | None:
    """The move the game's Normal computer would make in the viewer's place, from the viewer's view only."""
    if not legal or view.seat is None:
        return None
    if len(legal) == 1:
        return legal[0]
    from engine import GAMES

    sit = _SeenSituation(GAMES[game_name], view.seat, view, list(legal), random.Random(seed))
    return decide(make_bot(game_name, "normal"), sit)


def steps(names: list[str]) -> str:
    """A gathered move's steps in order, "A, then B", where the game names no whole move for them
    (``WHOLE_AT_FIRST``): Space Lab's payments, said card by card (« puis payer avec A, puis payer avec B », read as
    two payments, playtest 32b), are now said with their placement as one move, as the Hint says them."""
    move = names[-1]
    for earlier in reversed(names[:-1]):
        move = tr("{a}, then {b}", a=earlier, b=move)
    return move


def engine_plan_steps(game_name: str, view: Any, legal: list[Action], seed: str,
                      gathered: Mapping[str, Collection[str]], first: Action | None = None,
                      move: int | None = None) -> Generator[None, None, list[Action]]:
    """The engine's choice (``first`` when given: the Hint's move), and when the screen gathers a move click by
    click before sending it (a card, then the cards that pay for it), the rest of that move: ``gathered[kind]``
    are the kinds that may follow ``kind`` in one move; ``None`` between slices of thought, then the plan. The
    seat's next choices are thought out on a state re-dealt from its own view: they depend only on what the seat
    knows. Where the game's Hint is the review's search (``SearchHooks.hint_reviewed``) and ``move`` numbers
    ``first`` in the recipe, each next step is that search's pick at its own move number, as the review will judge
    it: a newcomer who paid with the cards the coach named was marked in review for it (playtest 13: the Normal
    computer's payment, which the review's search rated 3 points worse). That search takes a few tenths of a
    second a step, more in the browser: it runs in slices, as the Hint's does, so the table never freezes."""
    if first is None:
        first = engine_choice(game_name, view, legal, seed)
    if first is None:
        return []
    plan = [first]
    if first.kind not in gathered:
        return plan
    from engine import GAMES

    game = GAMES[game_name]
    state = redeal(game, view, random.Random(seed))
    while plan[-1].kind in gathered and len(plan) < 16:
        state = game.apply(state, plan[-1])[0]
        if game.to_act(state) != view.seat:
            break
        nxt = yield from _next_step(game, state, view.seat, f"{seed}:{len(plan)}",
                                    None if move is None else move + len(plan))
        if nxt is None or nxt.kind not in gathered[plan[-1].kind]:
            break
        plan.append(nxt)
    return plan


def _gathered_rest(first: Action, then: tuple[Action, ...], gathered: Mapping[str, Collection[str]]) -> list[Action]:
    """The steps of ``then`` that gather onto ``first`` in one move on screen, as ``engine_plan_steps`` follows
    them (each step's kind among those that may follow the one before)."""
    rest: list[Action] = []
    last = first
    for a in then:
        if last.kind not in gathered or a.kind not in gathered[last.kind]:
            break
        rest.append(a)
        last = a
    return rest


def _next_step(game: Game, state: Any, seat: int, seed: str, move: int | None
               ) -> Generator[None, None, Action | None]:
    """The seat's next step of a gathered move: the review's own search at recipe number ``move`` where the
    game's Hint is that search (the same pick the review calls best), else the Normal computer's choice."""
    declared = game.search_hooks()
    legal = game.legal_actions(state)
    if move is not None and declared is not None and declared.hint_reviewed and len(legal) > 1:
        for found in hint_steps(game, state, seat, random.Random(seed), move=move):
            if found is None:
                yield None
            else:
                return found.action
    return engine_choice(game.name, game.view(state, seat), legal, seed)


@dataclass(frozen=True)
class _Said:
    """What the coach had said and where it stood in the opening, at one move of the game (for an undo)."""

    pos: int
    line: int | None
    notes: tuple[str, ...]
    said: frozenset[str]
    hidden: bool
    heard: int
    key: str | None
    line_moves: int | None  # the moves played when the line came up


@dataclass(frozen=True)
class ScriptHooks:
    """The optional parts of a coach script (see the module's notes), declared here once with their defaults and
    read from the script by name only here: a script's name close to one of these without being it is a misspelt
    hook, which a test finds, instead of a feature silently off."""

    event_key: Callable[[Event], str | None] | None = None
    facts: Callable[[Any], dict[str, Any]] | None = None
    pick_reason: Callable[[Any, Action], str | None] | None = None
    places: Callable[[Any], tuple[Box, Box]] | None = None
    STEADY: Mapping[str, str] = field(default_factory=dict)
    GATHERED: Mapping[str, Collection[str]] = field(default_factory=dict)
    # gathered kinds whose first step, named from the view, already says the whole move (a payment's cards):
    # naming the later steps too would say them twice ("Pay 5 with Probe 1, Jupiter, then Pay with Jupiter")
    WHOLE_AT_FIRST: Collection[str] = ()
    NUMBERS: Collection[str] = ()
    KEEP_WHY: Collection[str] = ()  # action kinds whose why is kept over the log's newest rows (``_shortened``)
    ROOM: tuple[int, int, int, int] | None = None
    TITLE_BUTTONS: bool = False
    KEEP_CLEAR: Sequence[pygame.Rect] = ()
    # pixels of the game's log the panel always leaves in sight under it (0: none): where its words need more, it
    # stops there and says what fits (``_shortened`` keeps the forms that fit: the pick and its why first)
    LOG_KEPT: int = 0

    @classmethod
    def of(cls, script: Any) -> ScriptHooks:
        given = vars(script)
        return cls(**{f.name: given[f.name] for f in fields(cls) if f.name in given})


@dataclass
class Coach:
    script: ModuleType
    game_name: str = ""  # whose engine advises ("": the coach explains, it advises nothing)
    say: Callable[[Words], str] = field(default=lambda w: say_words.say(w, []))  # the table's, with seat names
    # the view its pick is named from (the table's ``TableUI.words_view``: what the screen holds besides the engine)
    words_view: Callable[[Any], Any] = field(default=lambda v: v)
    pos: int = 0  # the next opening line not yet done
    line: int | None = None  # the opening line on show
    notes: list[str] = field(default_factory=list)  # "first time" texts waiting, oldest first
    said: set[str] = field(default_factory=set)
    hidden: bool = False  # "Got it": the opening line on show is put away
    off: bool = False  # "Hide coach": silent for the rest of the game
    heard: list[str] = field(default_factory=list)  # every text shown, in order (what the player read)
    on_hide: Callable[[], None] = field(default=lambda: None)  # the table says how the coach comes back
    # the game's log on the table now (the table's): a panel over it leaves its newest rows in sight when it can
    log_of: Callable[[], pygame.Rect | None] = field(default=lambda: None)
    _aim: Action | None = None
    _text: str = ""
    _facts: dict[str, Any] = field(default_factory=dict)
    # the view, legal actions, Hint and its rest of the move the advice is for
    _asked: tuple[int, tuple[Action, ...], Action | None, tuple[Action, ...]] | None = None
    _plan: list[Action] = field(default_factory=list)  # the engine's move, click by click when gathered
    _step: int = 0  # the plan's steps already clicked (a gathered move is sent only at its end)
    _lost: bool = False  # the player clicked elsewhere while gathering: no ring until the position changes
    _picked: Pick | None = None  # the card of a gathered step just clicked
    _after: tuple[Action, ...] = ()  # the moves the Hint expects after its move this turn (``Hint.plan``)
    _pressed: tuple[pygame.Rect, Any] | None = None  # the ring last clicked (place and key)
    # the pick's card is chosen and its place comes next: the line says that second click ("Put Bohrion 5 on your
    # open collection" read as one click, and a newcomer clicked another card, playtest 16)
    _card_first: bool = False
    # where the ring stood before each click of the move being put together, for Undo to put back with the click
    _back: list[tuple[Any, ...]] = field(default_factory=list)
    _moves: int | None = None
    _line_moves: int | None = None  # the moves played when the opening line on show came up
    _key: str | None = None  # the human's situation when last placed (a new one brings a put-away line back)
    _steady: str | None = None  # the ``STEADY`` line for a decision the opening no longer covers
    _view: Any = None  # the human's view the words were placed for
    _history: dict[int, _Said] = field(default_factory=dict)
    _placed: tuple[Any, tuple[pygame.Rect, int, list[str], bool]] | None = None  # the last ``placed``
    _idle: bool = False  # the human has no decision now (others play): no line about their step is shown
    _waiting: bool = False  # a pick is asked for and the Hint's search is still thinking it out
    _planning: Generator[None, None, list[Action]] | None = None  # the rest of a gathered move, being thought out
    # seconds of that thought a frame: the table gives the Hint's own (most of a frame while nothing moves)
    plan_slice: float = PLAN_SLICE
    hooks: ScriptHooks = field(init=False)

    def __post_init__(self) -> None:
        self.hooks = ScriptHooks.of(self.script)

    # --- what happens ------------------------------------------------------------------------
    def saw(self, events: list[Event], mine: bool = False) -> None:
        """Events as the viewer saw them: a kind met for the first time brings its note. The viewer's own
        move (``mine``) puts away the notes shown before it: they were read, and acted upon."""
        if mine:
            self.notes.clear()
        key_of = self.hooks.event_key
        for e in events:
            key = key_of(e) if key_of is not None else e.kind
            # an event named as a decision is (a Boss filled) has its note at that decision, when the human makes
            # it: after a fill the game made by itself, "A Boss field is empty…" stood over the next decision and
            # the first tax's words waited behind it
            if key not in self.hooks.STEADY:
                self._first(key)
        self._text = self._compose()

    def _first(self, key: str | None) -> None:
        if key is None:
            return
        firsts = self.script.FIRSTS
        text = firsts.get(key)
        if text is not None and key not in self.said:
            self.said.add(key)
            # a first whose note still waits and this one said as one where the script joins them ("first+second"):
            # two seats' secret collections turned up in one wait, the second note queued behind "Got it" was lost to
            # the player's move and the first named one seat alone (playtest 25)
            for prev in sorted(self.said):
                both = firsts.get(f"{prev}+{key}") or firsts.get(f"{key}+{prev}")
                if both is not None and firsts[prev] in self.notes:
                    self.notes[self.notes.index(firsts[prev])] = both
                    return
            self.notes.append(text)

    def tick(self, view: Any, legal: list[Action], open_: bool, moves: int | None = None,
             hint: Action | None = None, then: tuple[Action, ...] = (), plan: tuple[Action, ...] = ()) -> None:
        """Once a frame: on the human's turn, the opening line for their situation, the firsts, and the engine's
        advice for the position; ``moves`` (the moves played so far) rewinds the coach after an undo. ``hint``:
        the Hint shown for this position, which the coach's pick then follows; ``then``: the rest of the Hint's
        move where the screen gathers it click by click (``Hint.then``), the very cards the Hint names; ``plan``:
        the moves the Hint's search expects after it this turn (``Hint.plan``), of which the pick says the one that
        comes back to its place, as the Hint does."""
        self._after = plan
        if moves is not None:
            self._follow_moves(moves)
        if open_:
            self._place(view)
            # a first-time note shown before the line names the pick too: the pick never waits for "Got it"
            advising = self.asking and (bool(self.notes) or not self.hidden) and not self.off
            self._aim = self._engine_advice(view, legal, moves, hint, then) if advising else None
            self._waiting = advising and bool(self.game_name) and self._aim is None
        else:
            self._aim, self._waiting = None, False  # nothing is asked of the human now: no move is named
        # while others play, a line about the human's own step ("End your turn when you are done") is stale: it
        # waits, hidden, for the human's next decision (what happens meanwhile, the firsts, is still said); so is
        # the last step's line while the next one is laid out (a new round's cards still flying in: "Take a
        # group" stood under the new auction's banner)
        now = self.script.situation(view)
        self._idle = not open_ and (now is None or now != self._key)
        if self._idle and self._moved and self.line == len(self.script.OPENING) - 1:
            # the lesson's last step answered: its end said while the others play, where the player's next move
            # does not put it away unread behind the news of their turns
            self._pass_line()
        if not open_:
            facts = self.hooks.facts  # what others did may change a blank (who reached the goal)
            self._facts = facts(view) if facts is not None else {}
        self._text = self._compose()
        if self._text and (not self.heard or self.heard[-1] != self._text):
            self.heard.append(self._text)

    def _place(self, view: Any) -> None:
        key = self.script.situation(view)
        if len(self.notes) > 1 and self.notes[0] == self.script.FIRSTS.get(LESSON_OVER):
            # the lesson's end, shown while the others played, gives way to what they did meanwhile: behind it, that
            # news was put away unread by the player's next move
            self.notes.pop(0)
        self._view = view
        facts = self.hooks.facts
        self._facts = facts(view) if facts is not None else {}
        opening = self.script.OPENING
        # the player answered that step: the situation changed, or a move was made in it (playtest 25: "Three cards
        # were kept" stood after the first of them was placed; the ``STEADY`` line for the situation follows)
        if self.line is not None and (opening[self.line].key != key or self._moved):
            self._pass_line()
        if self.line is None:
            for j in range(self.pos, min(self.pos + 3, len(opening))):  # a step the game skipped is passed over
                if opening[j].key == key:
                    self.line, self.hidden, self._line_moves = j, False, self._moves
                    self.said.add(key)  # the opening has explained it: no "first time" note besides
                    break
        if key != self._key:
            self._key = key
            if self.line is None:
                self.hidden = False  # a new decision: a line put away with "Got it" comes back for it
        self._first(key)
        steady = self.hooks.STEADY
        self._steady = steady.get(key) if self.line is None and key is not None else None

    @property
    def _moved(self) -> bool:
        """A move was made since the opening line on show came up."""
        return self._moves is not None and self._line_moves is not None and self._moves > self._line_moves

    def _pass_line(self) -> None:
        """The opening line on show is answered: the next one waits for its situation; after the last, the lesson
        is over, and said to be (the guided game goes on, and a newcomer could not tell how long the lesson lasts)."""
        self.pos, self.line = (self.line or 0) + 1, None
        if self.pos == len(self.script.OPENING):
            self._first(LESSON_OVER)

    @property
    def asking(self) -> bool:
        """Whether the human's decision of the moment asks for a move: its opening line advises, or a ``STEADY``
        line stands for it (the coach then names the engine's pick with whatever it shows)."""
        line = self.script.OPENING[self.line] if self.line is not None else None
        return line.advise if line is not None else self._steady is not None

    @property
    def planning(self) -> bool:
        """Whether the rest of a gathered move is still being thought out (its pick is named when done)."""
        return self._planning is not None

    @property
    def advising(self) -> bool:
        """Whether the coach may name a move in this game (the table then has the Hint's move thought out)."""
        return bool(self.game_name) and not self.off

    def _engine_advice(self, view: Any, legal: list[Action], moves: int | None,
                       hint: Action | None = None, then: tuple[Action, ...] = ()) -> Action | None:
        """The step of the engine's move to show now: the Hint's move for the position (``hint``; one voice, the
        coach never names another move beside it), with the rest of a gathered move the Hint thought out
        (``then``), else thought out once per position. No hint yet (the search is still thinking): no move is
        named."""
        if not self.game_name:
            return None
        hint = hint if hint in legal else None
        asked = (id(view), tuple(legal), hint, then)
        if asked != self._asked:
            self._asked, self._step, self._lost, self._picked, self._pressed = asked, 0, False, None, None
            self._card_first, self._back = False, []
            gathered = self.hooks.GATHERED
            self._plan = []
            known = _gathered_rest(hint, then, gathered) if hint is not None else []
            if hint is not None and known:  # the Hint found the rest of its move with the very search the plan runs: read, not searched again
                self._plan, self._planning = [hint, *known], None  # (a payment's cards took as long again)
            else:
                self._planning = None if hint is None else engine_plan_steps(
                    self.game_name, view, legal, f"{self.script.SEED}:coach:{moves}", gathered, hint,
                    None if moves is None else moves + 1)
        if self._planning is not None:  # a slice of the plan's thought a frame: "thinking…" meanwhile
            end = time.perf_counter() + self.plan_slice
            try:
                while time.perf_counter() < end:
                    next(self._planning)
            except StopIteration as done:
                self._plan, self._planning = done.value, None
            if self._planning is not None:
                return None
        return self._plan[min(self._step, len(self._plan) - 1)] if self._plan else None

    def clicked(self, rect: pygame.Rect, offers: list[Offer], rects_of: RectsOf | None = None) -> None:
        """A click on an offer at ``rect``. On the ring of a gathered move, that step is done when the click was
        the step itself (its card picked for a payment, its exact offer); anywhere else while gathering, the
        ring stops (the selection on screen is the player's own now) until the position changes. A ring that
        a click leaves where it was (a move the screen sets up in ways the coach cannot ring) stops too."""
        aim = self.aim
        self._back.append((self._step, self._lost, self._picked, self._pressed, self._card_first))
        found = self._ring(offers, rects_of) if aim is not None else None
        if found is not None and found[0] == rect:
            self._pressed = (found[0], found[2])
        if aim is None or not self._plan or aim.kind not in self.hooks.GATHERED:
            self._card_first = found is not None and found[0] == rect and not found[1]
            return
        if found is None or found[0] != rect:
            self._lost = True
        elif self._step + 1 < len(self._plan):
            self._picked = found[2] if isinstance(found[2], Pick) else None  # a card chosen: done unless a target follows
            self._pressed = None
            if found[1]:
                self._advance()

    def start_over(self) -> None:
        """The player let go of the move in progress (Cancel): its ring, lost to that click, comes back on the
        pick's first step."""
        self._step, self._lost, self._picked, self._pressed = 0, False, None, None
        self._card_first, self._back = False, []
        if self._plan:
            self._aim = self._plan[0]

    def step_back(self) -> None:
        """Undo put down the last click of the move being put together: the ring goes back to where it stood
        before that click (it went on to the payment's next card, and following it led to a greyed Pay)."""
        if self._back:
            self._step, self._lost, self._picked, self._pressed, self._card_first = self._back.pop()

    def _advance(self) -> None:
        self._step += 1
        self._picked = self._pressed = None
        self._aim = self._plan[self._step]

    def _follow_moves(self, moves: int) -> None:
        """Keep what the coach had said at each move; fewer moves than before (an undo) bring that back."""
        if self._moves is not None and moves < self._moves:
            back = self._history.get(moves)
            if back is not None:
                self.pos, self.line, self.hidden, self._key = back.pos, back.line, back.hidden, back.key
                self._line_moves = back.line_moves
                self.notes, self.said = list(back.notes), set(back.said)
                del self.heard[back.heard:]
            for later in [m for m in self._history if m > moves]:
                del self._history[later]
            self._asked = None
        if moves not in self._history:
            self._history[moves] = _Said(self.pos, self.line, tuple(self.notes), frozenset(self.said), self.hidden,
                                         len(self.heard), self._key, self._line_moves)
        self._moves = moves

    # --- what it says ----------------------------------------------------------------------------
    def _compose(self) -> str:
        if self.off:
            return ""
        facts = {k: self.say(v) if isinstance(v, Words) else v for k, v in self._facts.items()}  # a name: words
        if self.notes:
            text = tr(self.notes[0], **facts)  # an event explained first, and the pick with it when one is asked
        elif self.hidden or self._idle:
            return ""
        elif self.line is not None:
            text = tr(self.script.OPENING[self.line].text, **facts)
        elif self._steady is not None:
            text = tr(self._steady, **facts)
        else:
            return ""
        if self._waiting:  # said, so that a newcomer waits for it (they acted on the line alone, or put it away)
            return tr("{line}\nThe coach's pick: thinking…", line=text)
        if self._aim is None or not self._plan:
            return self._shortened(text)
        # the first step is named from the view it is made in ("Start a secret collection with …"); later steps
        # of a gathered move come after it, where that view no longer holds
        whole_move = self._whole()
        if whole_move is not None:  # the whole move in the Hint's words and cards
            move = self.say(whole_move)
        else:
            named = [self._describe(a, self._view if k == 0 else None) for k, a in enumerate(self._plan)]
            move = steps([self.say(w) for w in named])
        back = said_back(self._plan, self._after)
        if back is not None:  # the turn comes straight back to this place: said now, so the next pick reads as the plan
            move = self.say(words("{action}, then {next}", action=move, next=self._describe(back, None)))
        if self._card_first:
            move = tr("{move} — now click its ringed place", move=move)
        # a ``STEADY`` line comes back at every decision of its kind: once read, it may give way to the pick's reason
        spare = not self.notes and self.line is None and self._steady is not None
        return self._shortened(text, move, self._reason(), self._warns(), spare, bool(self.notes))

    def _shortened(self, line: str, move: str | None = None, why: str | None = None, warns: bool = False,
                   spare: bool = False, note: bool = False) -> str:
        """The line, the pick and its reason, as much of them as the panel shows whole at a readable size: the
        words no longer shrink to 12 px as they grow (a tester read six rows at 12–13 px). What goes first is
        the least needed: the pick's reason (the Hint says it too: a tester read it twice), then the line's last
        sentences (its general advice); the line's first sentence and the pick always stay. Over the log, the
        reason is also left out where it alone would cover the log's newest rows: a learner sees what the
        computers did beside the pick. A reason that warns (``tone`` "bad": a capsule the pick gives up) goes after
        the line's general advice: the Hint and the slot's tip say it, and the coach dropped it first (playtest 15).
        A line the coach says at every decision of its kind (``spare``: a ``STEADY`` line) goes before the reason, its
        last sentences first, then all of it: the pick with its why, as the Hint says them (playtest 16: "The coach's
        pick: Harvest field 2." under "Solo: place every kept card…", read for the tenth time, while the Hint said
        why). Beside a first-time ``note``, too, the reason is kept even where it covers the log's newest rows."""
        if not pygame.font.get_init():  # nothing can measure the words (a script read outside the app): all of them
            said = line if move is None else tr("{line}\nThe coach's pick: {move}.", line=line, move=move)
            return f"{said} {why}" if why else said
        sentences = SENTENCE_END.split(line)
        heads = [" ".join(sentences[:keep]) for keep in range(len(sentences), 0, -1)]
        if move is None:  # a line or a note alone
            picked = heads
        else:
            picked = [tr("{line}\nThe coach's pick: {move}.", line=head, move=move) for head in heads]
        keep = spare or bool(self._plan) and self._plan[0].kind in self.hooks.KEEP_WHY  # a why said whatever it costs
        reasoned = [f"{p} {why}" for p in (picked if warns or spare else picked[:1])] if why else []
        if why and keep and move is not None:  # the pick and its why alone (no line: the pick's own words kept)
            alone = tr("{line}\nThe coach's pick: {move}.", line="", move=move).strip()
            reasoned.append(f"{alone} {why}")
        if why and move is not None and self.hooks.LOG_KEPT:
            # where the log keeps its rows the room is smaller: the why goes first, its last sentences first (the
            # Hint says it whole), then the line's last sentences: a Learn-to-play line is the lesson itself, and
            # "You plant from the front of your hand" had gone for the why; the line's first sentence stays, but
            # beside a why said whatever it costs (``KEEP_WHY``)
            alone = tr("{line}\nThe coach's pick: {move}.", line="", move=move).strip()
            parts = SENTENCE_END.split(why)
            whys = [" ".join(parts[:n]) for n in range(len(parts), 0, -1)]
            reasoned = [f"{p} {w}" for p in picked for w in whys] + [f"{alone} {w}" for w in whys if keep]
            # each head of the line with as much of the why as fits, then without it, before a shorter head
            forms = [x for p in picked for x in (*(f"{p} {w}" for w in whys), p)] + reasoned
        else:
            forms = reasoned + picked
        whole = [text for text in forms if self.fits(text)]
        shown = [text for text in whole if not self._hides_log(text)]
        # a long reason (two facts), or one beside a first-time note, is kept over the log's newest rows rather than
        # dropped for them: a note is said once, and "Harvest field 2" for nothing, without its why, misled (16b)
        if keep or note:
            kept = [text for text in shown + whole if text in reasoned]
            if kept:
                return kept[0]
        return (shown or whole or forms[-1:])[0]

    def _hides_log(self, text: str) -> bool:
        """Whether the panel for ``text`` lies over the game's log and leaves none of it in sight under it."""
        log = self.log_of()
        if log is None:
            return False
        over = [p for p in self._places() if p.colliderect(log)]
        return bool(over) and all(self._above(log, text, p) is None for p in over)

    def _engine_reason(self) -> Words | None:
        """The engine's reason for the pick (``SearchHooks.reason``, the Hint's too), read from the view the pick is
        named from (``words_view``: the cards a Système Solaire selection holds, Space Lab's tray in its order on
        screen), as the Hint reads it: its words and whether it warns come from that one view."""
        from engine import GAMES

        if self._view is None or not self._plan:
            return None
        back = said_back(self._plan, self._after)  # "…, then {back}", as said
        return reason(GAMES[self.game_name], self.words_view(self._view), self._plan[0], back, self._after)

    def _reason(self) -> str | None:
        """Why the pick: the engine's reason, else the script's ``pick_reason`` (translated, with its blanks)."""
        if self._view is None or not self._plan:
            return None
        said = self._engine_reason()
        if said is not None:
            return self.say(said)
        script = self.hooks.pick_reason
        return script(self._view, self._plan[0]) if script is not None else None

    def _whole(self) -> Words | None:
        """The plan named as one move, as the Hint names it (``engine.search.hint.whole``): its first step with
        the steps after it ("Spend Probe 1, Probe 4 (total 5)"), never the first step's own guess at the rest;
        ``None`` where the coach says the move's steps one after another ("Place …, then Discard … as payment")."""
        from engine import GAMES

        first, rest = self._plan[0], tuple(self._plan[1:])
        if first.kind not in self.hooks.WHOLE_AT_FIRST:
            return None
        return whole(GAMES[self.game_name], self.words_view(self._view), first, rest)

    def _warns(self) -> bool:
        """Whether the engine's reason for the pick is a warning (``tone`` "bad")."""
        said = self._engine_reason()
        return said is not None and said.tone == "bad"

    def _describe(self, a: Action, view: Any = None) -> Words:
        from engine import GAMES

        game = GAMES[self.game_name]
        return game.describe_in(self.words_view(view), a) if view is not None else game.describe(a)

    @property
    def text(self) -> str:
        """What the panel says now ('' when nothing: hidden, dismissed, or between steps)."""
        return "" if self.off else self._text

    @property
    def aim(self) -> Action | None:
        """The move the coach names now: the engine's choice among the viewer's legal actions, if it advises one."""
        return self._aim if self.text else None

    def got_it(self) -> None:
        if self.notes:
            self.notes.pop(0)
        else:
            self.hidden = True
            self._aim = None
        self._text = self._compose()

    def hide(self) -> None:
        self.off = True
        self._aim = None
        self.on_hide()

    def show(self) -> None:
        """Back after "Hide coach", when the player asks for the Hint in Learn to play (nothing else brought it back,
        and a newcomer looked for it there): it speaks again from the position on screen."""
        if self.off:
            self.off, self.hidden, self._asked = False, False, None
            self._text = self._compose()

    # --- on screen ---------------------------------------------------------------------------
    @property
    def panel(self) -> pygame.Rect:
        """Where the panel is now: ``PANEL``, or ``ROOM`` while the words on show need it."""
        text = self.text
        return self.placed(text)[0] if text else pygame.Rect(self._spots()[0])

    def _buttons(self) -> list[tuple[pygame.Rect, str, str, Callable[[], None]]]:
        p = self.panel  # a wide panel: the buttons share the title row; a narrow one: they go under the words
        y = p.y + 6 if self._beside_title(p) else p.bottom - 32
        ok = pygame.Rect(p.right - 104, y, 96, 26)
        hide = pygame.Rect(ok.x - 126, y, 120, 26)
        # no "Got it" while the pick is thought out: it put the line away and the pick with it, never to be seen
        got_it = [] if self._waiting and not self.notes else [(ok, "ui:coach-ok", tr("Got it"), self.got_it)]
        return [*got_it, (hide, "ui:coach-hide", tr("Hide coach"), self.hide)]

    def placed(self, text: str) -> tuple[pygame.Rect, int, list[str], bool]:
        """The panel for ``text`` and its words in rows: over the game's log, a panel only as tall as its words need
        at the largest size that leaves ``LOG_ROOM`` of the log under it (``_places``: at the room's top left);
        else ``PANEL``'s height at the largest size from ``TEXT_SIZE`` down to ``SMALLEST`` at which they all fit; else the
        script's larger ``ROOM`` likewise; True when they fit, else the rows that fit at the smallest size, and
        False (they would be cut)."""
        log = self.log_of()
        key = (text, None if log is None else tuple(log), self._spots())
        if self._placed is not None and self._placed[0] == key:  # asked several times a frame
            return self._placed[1]
        base, room = self._places()
        found = None if log is None else self._above(log, text, base) or self._above(log, text, room)
        if found is None and log is not None and self.hooks.LOG_KEPT and room.colliderect(log):
            p = pygame.Rect(room.x, room.y, room.w, min(room.h, log.bottom - self.hooks.LOG_KEPT - LOG_GAP - room.y))
            found = (p, *self._rows(p, text, self._beside_title(p)))
        if found is None:
            found = (base, *self._rows(base, text, self._beside_title(base)))
            if not found[3] and room != base:
                found = (room, *self._rows(room, text, self._beside_title(room)))
        self._placed = (key, found)
        return found

    def _places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the panel stands: from the room's top left, as wide as the room, down to ``PANEL``'s foot (only the
        height follows the words: Al Cabohne's panel jumped between its room and a narrower place inside it from click
        to click, playtest 16b), and the whole ``ROOM`` (``PANEL`` itself without one)."""
        panel_at, room_at = self._spots()
        room, panel = pygame.Rect(room_at), pygame.Rect(panel_at)
        return pygame.Rect(room.topleft, (room.w, min(room.h, panel.bottom - room.y))), room

    def _spots(self) -> tuple[Box, Box]:
        """``PANEL`` and ``ROOM`` (``PANEL`` without one), or the script's ``places`` for the view on show."""
        if self.hooks.places is not None and self._view is not None:
            return self.hooks.places(self._view)
        return self.script.PANEL, self.hooks.ROOM or self.script.PANEL

    def _above(self, log: pygame.Rect, text: str, p: pygame.Rect) -> tuple[pygame.Rect, int, list[str], bool] | None:
        """``p`` cut to the height its words need, when it lies over ``log`` and that leaves ``LOG_ROOM`` of the
        log under it at some size from ``TEXT_SIZE`` down to ``SMALLEST`` (the largest such); else None."""
        if not p.colliderect(log):
            return None
        beside = self._beside_title(p)
        tallest = min(p.h, log.bottom - LOG_ROOM - LOG_GAP - p.y)
        for size in range(TEXT_SIZE, SMALLEST - 1, -1):
            rows = theme.wrap(text, size, p.w - 28)
            h = TEXT_TOP + len(rows) * (size + 5) - 5 + (7 if beside else 38)
            if h <= tallest and all(theme.font(size).size(r)[0] <= p.w - 28 for r in rows):
                return pygame.Rect(p.x, p.y, p.w, h), size, rows, True
        return None

    def log_left(self) -> pygame.Rect | None:
        """The part of the game's log the panel leaves in sight under it while it speaks (None: it leaves none, or
        it is not over the log)."""
        log = self.log_of()
        if log is None or not self.text:
            return None
        p = self.panel
        if not p.colliderect(log):
            return None
        top = p.bottom + LOG_GAP
        least = min(LOG_ROOM, self.hooks.LOG_KEPT or LOG_ROOM)
        return pygame.Rect(log.x, top, log.w, log.bottom - top) if log.bottom - top >= least else None

    def _beside_title(self, p: pygame.Rect) -> bool:
        """Whether the buttons share the title row (a wide panel, or a script that says its title leaves them room:
        ``TITLE_BUTTONS``), leaving the rows under the title to the words."""
        return p.w >= WIDE or self.hooks.TITLE_BUTTONS

    @staticmethod
    def _rows(p: pygame.Rect, text: str, beside: bool) -> tuple[int, list[str], bool]:
        room = p.h - TEXT_TOP - (7 if beside else 38)  # the last row's descenders stay inside the border
        width = p.w - 28
        rows: list[str] = []
        for size in range(TEXT_SIZE, SMALLEST - 1, -1):
            rows = theme.wrap(text, size, width)
            if len(rows) * (size + 5) - 5 <= room and all(theme.font(size).size(r)[0] <= width for r in rows):
                return size, rows, True
        return SMALLEST, rows[:max(1, (room + 5) // (SMALLEST + 5))], False

    def layout(self, text: str) -> tuple[int, list[str], bool]:
        """The words in rows for the panel (``placed``): their size, the rows, and whether they all fit."""
        return self.placed(text)[1:]

    def fits(self, text: str | None = None) -> bool:
        """Whether the words (those on show by default) are all in the panel, none cut."""
        words = self.text if text is None else text
        return not words or self.layout(words)[2]

    @staticmethod
    def overlaid(offers: list[Offer]) -> bool:
        """A list or overlay over the whole table is open (one click anywhere closes it): the coach waits."""
        return any(o.rect.w >= theme.WIDTH and o.rect.h >= theme.HEIGHT for o in offers)

    def offers(self, table_offers: list[Offer]) -> list[Offer]:
        """Its two buttons while it speaks (UI keys: they are not moves of the game)."""
        if not self.text or self.overlaid(table_offers):
            return []
        return [Offer(r, key, run) for r, key, _label, run in self._buttons()]

    def covers(self, pos: tuple[int, int]) -> bool:
        return bool(self.text) and self.panel.collidepoint(pos)

    def target(self, offers: list[Offer], rects_of: RectsOf | None = None) -> pygame.Rect | None:
        """Where to click to follow the advice: the move itself, the card to choose first, or the offer where the
        game shows that move (``rects_of``: the table's ``action_rects``, a Bid or Confirm button)."""
        # a card of a gathered move the screen chose itself (Système Solaire chooses a whole hand owed for a bid of
        # its value) is shown elsewhere than on the card (its Pay button): ringing the card would take it back; the
        # ring goes on to the next step
        while rects_of and not self._lost and self._step + 1 < len(self._plan) and self._chosen(offers, rects_of):
            self._advance()
        found = self._ring(offers, rects_of)
        if found is not None and self._picked is not None and found[2] == self._picked:
            self._advance()  # that card is chosen: the ring goes on to the next step of the move
            found = self._ring(offers, rects_of)
        if found is not None and self._pressed == (found[0], found[2]):
            self._lost = True  # clicked, and the ring would stay: clicking again would only undo that click
            return None
        return found[0] if found is not None else None

    def _chosen(self, offers: list[Offer], rects_of: RectsOf) -> bool:
        """Whether the step on show, a card of a gathered move, is shown by the table away from the card's offers."""
        step = self._plan[self._step]
        shown = rects_of(step) if step.kind in self.hooks.GATHERED else []
        cards = [o.rect for o in offers if isinstance(o.key, Pick) and o.key.card == step.card]
        return cards != [] and all(r.collidelist(shown) < 0 for r in cards) if shown else False

    def _ring(self, offers: list[Offer], rects_of: RectsOf | None) -> tuple[pygame.Rect, bool, Any] | None:
        """The offer to ring for the step on show: its place, whether it is that step exactly (not its card
        first), and its key."""
        aim = self.aim
        if aim is None or self._lost:
            return None
        for o in offers:
            if o.key == aim:
                return o.rect, True, o.key
        shown = rects_of(aim) if rects_of is not None else []
        if aim.card != -1 and aim.kind not in self.hooks.NUMBERS:
            picks = [o for o in offers if isinstance(o.key, Pick) and o.key.card == aim.card]
            # the card may be aimed at several places (each slot it fits): ring the one where the game shows
            # the named move, never merely the first
            there = [o for o in picks if any(r.contains(o.rect) for r in shown)]
            for o in (there or picks)[:1]:
                return o.rect, False, o.key
        there = [o for o in offers if o.rect in shown]
        # one offer where the game shows the move (its button); several (capsules to arrange) are no one click
        return (there[0].rect, True, there[0].key) if len(there) == 1 else None

    def draw(self, surface: pygame.Surface, offers: list[Offer], clock: float,
             rects_of: RectsOf | None = None) -> list[pygame.Rect]:
        """The coach's panel, and the ring and arrow at its pick; where it drew."""
        text = self.text
        if not text or self.overlaid(offers):
            return []
        drawn = []
        spot = self.target(offers, rects_of)
        if spot is not None:  # a ring that breathes around the thing to click, and an arrow beside it
            grow = RING_REST + int(4 * abs((clock * 2) % 2 - 1))
            # an arrow over another thing to click, or over a neighbour of the pick (Space Lab's next stack), reads
            # as pointing at it or from it (playtest 22: over the Blue stack, at the Green one)
            clear_of = [r for r in [o.rect for o in offers] + list(self.hooks.KEEP_CLEAR)
                        if not r.colliderect(spot)]
            # its side chosen with the ring at rest, before the ring is drawn: chosen at each breath, over the ring
            # itself, the arrow jumped from over a field's centre to its left edge, over the card before it
            points = arrow(surface, spot, RING_REST + 4, clear_of)
            drawn.append(pygame.draw.rect(surface, theme.ACCENT_2, spot.inflate(grow * 2, grow * 2), 4,
                                          border_radius=10))
            if points is not None:
                drawn.append(pygame.draw.polygon(surface, theme.ACCENT_2, breathe(points, spot, grow - RING_REST)))
        p, size, rows, _whole = self.placed(text)
        ui.panel(surface, p, (22, 30, 60), theme.ACCENT_2, width=3)
        drawn.append(p.copy())
        drawn.append(theme.blit_text(surface, tr("Coach"), 18, (p.x + 14, p.y + 9), theme.ACCENT_2, bold=True))
        y = p.y + TEXT_TOP
        for row in rows:
            drawn.append(theme.blit_text(surface, row, size, (p.x + 14, y), theme.TEXT))
            y += size + 5
        for r, _key, label, _run in self._buttons():
            ui.panel(surface, r, (40, 52, 96), theme.TEXT_DIM, radius=8)
            drawn.append(r.copy())
            drawn.append(theme.blit_fit(surface, label, 14, r.center, r.w - 8, theme.TEXT, bold=True, anchor="center"))
        return drawn

RING_REST = 5  # pixels the coach's ring stands out of its pick at its least breath


def breathe(points: list[tuple[int, int]], spot: pygame.Rect, d: int) -> list[tuple[int, int]]:
    """The arrow at ``points`` moved ``d`` pixels further from ``spot``, with the ring breathing round it."""
    x, y = points[2]  # its tip
    dx, dy = (0, -d) if y <= spot.top else (0, d) if y >= spot.bottom else (-d, 0) if x <= spot.left else (d, 0)
    return [(px + dx, py + dy) for px, py in points]


# bright pixels an arrow may hide and still be drawn: a few of a card's edge, never a word's letters
ARROW_COVERS = 12
ARROW_MARGIN = 3  # pixels round the arrow that count as covered: touching words reads as covering them


def bright_pixels(surface: pygame.Surface) -> int:
    """How many pixels of ``surface`` have any channel brighter than 138: white words, and gold, yellow or cyan
    ones too (a test of all three channels took those for the dark table)."""
    mask = pygame.mask.Mask(surface.get_size())
    for high in range(3):
        # within 117 of 255 on the one channel, anything (within 129 of 128) on the others
        color = tuple(255 if c == high else 128 for c in range(3)) + (255,)
        spread = tuple(117 if c == high else 129 for c in range(3)) + (255,)
        mask.draw(pygame.mask.from_threshold(surface, color, spread), (0, 0))
    return mask.count()


def arrow(surface: pygame.Surface, spot: pygame.Rect, gap: int,
          clear_of: Sequence[pygame.Rect] = ()) -> list[tuple[int, int]] | None:
    """The arrow pointing at ``spot`` from ``gap`` pixels away, or a little further: above it, else below, left or
    right, wherever the ground it would cover is plainest (the fewest bright pixels: words and card faces are
    bright on the dark table), so it hides no title or prompt by the ringed thing, and never on ``clear_of``
    (other things to click). ``None`` where every place would hide some (labels all round): the breathing ring
    alone shows the thing then."""
    x, y = spot.center
    sides = []
    for g in (gap, gap + 14):
        sides += [[(x - 12, spot.top - g - 16), (x + 12, spot.top - g - 16), (x, spot.top - g)],
                  [(x - 12, spot.bottom + g + 16), (x + 12, spot.bottom + g + 16), (x, spot.bottom + g)],
                  [(spot.left - g - 16, y - 12), (spot.left - g - 16, y + 12), (spot.left - g, y)],
                  [(spot.right + g + 16, y - 12), (spot.right + g + 16, y + 12), (spot.right + g, y)]]
    area = surface.get_rect()

    def covered(points: list[tuple[int, int]]) -> int:
        box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
        if not area.contains(box) or box.collidelist(list(clear_of)) != -1:
            return box.w * box.h + 1  # off the screen, or on another thing: after any side that shows whole
        # with a margin round it (short of the ring, ``gap`` away): an arrow touching a label's foot hid the
        # colon of "Main : 3 cartes" and the foot of its figures, a few bright pixels each
        return bright_pixels(surface.subsurface(box.inflate(2 * ARROW_MARGIN, 2 * ARROW_MARGIN).clip(area)))

    def over_drawn(points: list[tuple[int, int]]) -> bool:
        box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
        return area.contains(box) and drawn_pixels(surface.subsurface(box)) > ARROW_COVERS

    # the first of the plainest: above, where the ground allows; a side over something drawn (a dim card: no word to
    # hide, but the arrow lay over the card beside the pick, playtest 12) only where no side is bare ground
    best = min(sides, key=lambda p: (covered(p) > ARROW_COVERS, over_drawn(p), covered(p)))
    return best if covered(best) <= ARROW_COVERS else None


DRAWN = 90  # a channel above this is something drawn on the table (a card, even greyed out); the ground is darker


def drawn_pixels(surface: pygame.Surface) -> int:
    """How many pixels of ``surface`` are something drawn rather than the table's dark ground: any channel above
    ``DRAWN`` (a greyed-out card is dark blue, under ``bright_pixels``' words)."""
    mask = pygame.mask.Mask(surface.get_size())
    for high in range(3):
        color = tuple(255 if c == high else 128 for c in range(3)) + (255,)
        spread = tuple(256 - DRAWN if c == high else 129 for c in range(3)) + (255,)
        mask.draw(pygame.mask.from_threshold(surface, color, spread), (0, 0))
    return mask.count()


def seats_for(script: ModuleType, human: str) -> list[Any]:
    """The tutorial's seats: the human at seat 0, the others Easy computers with the usual names."""
    from game.seats import BOT_NAMES, Seat

    bots = [b for b in BOT_NAMES if b != human]
    return [Seat(human, True, "easy")] + [Seat(bots[i], False, "easy") for i in range(script.PLAYERS - 1)]
