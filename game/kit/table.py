"""``Table``: the one scene every game is played on, composed of parts, never subclassed.

The table drives the moderator: it applies the chosen ``Action``, lets
computers think in slices (a few milliseconds per frame), hands the
screen over between different humans (the mover sees their move's result and
clicks "Pass to …", or takes the move back, before the curtain), waits for blocking tweens
before anything else happens, and opens the results at the end. It owns the
shared parts, each given only what it needs:

- ``mod``: the moderator (the true state, turns, the viewer, computers' thinking);
- ``stage``: the display model (zones holding cards, flights);
- ``choices``: the legal actions of the moment and the selection;
- ``keeper``: the save after every move, undo, the finished game kept;
- ``advisor``: the Hint button;
- ``effects``: what choreography may ask for besides flights;
- ``log``, ``recap``, ``log_view``: the game log, "since your last turn", the whole log;
- ``notice``: the reason a click did nothing, in place of the prompt line for a moment;
- ``coach``: "Learn to play", or a game with the coach chosen at set-up;
- ``flow``: the screen moved on, between people (the hand-over) and at the game's end (``MovingOn``);
- the open modal list (a game's ``lists()``), the menu, the static layer.

What only the game knows comes from its ``TableUI`` (``ui``), which sees the
table through ``Context`` alone.

Privacy: everything drawn comes from ``view`` and the log worded for the
current viewer. A hand-over finishes every tween, drops the display model,
the selection, the open list and the static layer, so nothing made for the
previous viewer survives it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from engine.core import Action, Event, Player, Words, filter_events, words
from game import theme, ui
from game import words as say_words
from game.anim import Animator
from game.i18n import language, tr
from game.kit import panels
from game.kit.advisor import LESSON_THINKING, Advisor
from game.kit.choices import Choices, Offer, Pick
from game.kit.coach import Coach
from game.kit.contract import CLOSE_LIST, Client, Line, ModalList, TableUI
from game.kit.effects import Effects
from game.kit.flights import Flight
from game.kit.fresh import CHANGED_SECONDS, FRESH_SECONDS, Fresh
from game.kit.keeper import Keeper, is_undo_key
from game.kit.layer import StaticLayer
from game.kit.log import GameLog
from game.kit.menu import LEAVE_ARMED, UNDO_KEY, TableMenu
from game.kit.moving_on import END_PAUSE as END_PAUSE  # read here by the tests, as before
from game.kit.moving_on import PASS_GUARD as PASS_GUARD
from game.kit.moving_on import PASS_KEY, RESULTS_KEY, FromFlow, MovingOn, Role, kit_buttons
from game.kit.notes import LogView, Notice, Recap, skip_badge
from game.kit.redraw import Drawn, Redraw, union
from game.kit.stage import Geometry, Stage, Zone
from game.moderator import Moderator
from game.outcome import ResultRow
from game.scene import Scene, is_click
from game.seats import Seat

if TYPE_CHECKING:
    from game.app import App

# seconds at normal speed after a move before a computer makes the next: a newcomer follows each move
# (at 0.3 two computers finished their turns in a second or two); Fast shortens it for those who know the game
BOT_PAUSE = 0.9
THINK_BUDGET = 0.004  # seconds of computer thinking per frame
TAP_SLOP = 24  # pixels: a second tap this close to the first is on the same thing
LOG_SPACING = 21  # between the log's rows the table draws under the coach (as the games space theirs)
Color = tuple[int, int, int]


class Table(Scene):
    def __init__(self, app: App, client: Client, game_name: str, seats: list[Seat], seed: int, *,
                 attract: bool = False, options: dict[str, Any] | None = None, actions: Sequence[Action] = (),
                 role: Role = Role.PLAY, on_finished: Callable[[], None] | None = None,
                 chosen_deal: bool = False, viewer: int | None = None, review: bool = False) -> None:
        """A new game; with ``actions``, a saved game continued where it stopped (or a replay at that move).
        A ``chosen_deal`` (``--seed``, "Learn to play": a deck someone can know) counts toward no records.
        A replay's ``viewer`` is the seat whose eyes it is seen through; none: the spectator. Only the game
        ``review`` lays out that seat's offers (to outline the better move); a replay watched offers nothing."""
        super().__init__(app)
        self.client = client
        self.game_name = game_name
        self.seats = seats
        self.options = dict(options or {})
        self.attract = attract
        self.role = role
        self.review = review
        if not attract:
            app.last_game = game_name  # the title's Rules open on it
        self.mod = Moderator(game_name, seats, seed, self.options)
        if role is Role.REPLAY:
            self.mod.scripted = True  # nobody thinks: the moves come from the recipe
            self.mod.viewer = viewer  # the spectator's eyes, or one seat's (never the true state)
        self.game = self.mod.game
        self.speed_factor: float | None = None  # the replay viewer's own speed (``speed``); None: the settings'
        self.anim = Animator(self.speed())
        self.view: Any = self.mod.view()
        self.names = [s.name for s in seats]
        self.log = GameLog(self.game, self.names)
        self.choices = Choices()
        self.layer = StaticLayer()
        self.redraw = Redraw()
        self._drawn: int | None = None  # the app's frame in which this table last drew the window alone
        self.notice = Notice()
        self.recap = Recap()
        self.log_view: LogView | None = None
        self.coach: Coach | None = None  # set by ``teach``: "Learn to play", the coach chosen at set-up, a save of either
        self.mouse: tuple[int, int] = (-1, -1)
        # the place last clicked while the pointer has not left it since: its tip, read before the click, is not
        # said again over every later turn the pointer rests there (playtest 33: the Bid tip covered the hand)
        self._clicked: pygame.Rect | None = None
        self.clock = 0.0
        self.pause = 0.0
        self.flow = MovingOn(self, client.solo, on_finished)
        self.open_list: Pick | None = None
        self._last_tap: tuple[int, int] | None = None
        self._fresh = Fresh()  # a move just come under the resting pointer takes no click for a moment
        self._mine = False
        self._was_open = False
        self._moves = 0  # the moves played when ``_watch_turn`` last looked
        self._recap_stale = False  # the recap was made before the others' last log lines landed
        self._seen: list[Event] = []
        self._offers: list[Offer] = []
        self._offers_key: Hashable = None
        self.keeper = Keeper(self.mod, seats, role is Role.PLAY and not attract and not self.mod.scripted,
                             self.notice, self.say, chosen_deal=chosen_deal, attract=attract)
        self.advisor = Advisor(self.mod, role is Role.PLAY, lambda: self.input_open, self.current_offers, self.say,
                               lambda: self.turn_come)
        self.stage = Stage(_UIGeometry(self), client.art, self.anim)
        self.effects = Effects(self.anim, self.stage, self.log, self.names, app.sound.play, lambda: self.mod.viewer)
        self.ui: TableUI = client.ui()(self)
        self.advisor.on_advice = self.ui.advised
        self.advisor.on_ask = self._coach_back
        if self.ui.hint_rect is not None:
            self.advisor.rect = self.ui.hint_rect.copy()
        self.advisor.width, self.advisor.fits = self.ui.hint_width, self.ui.hint_fits
        self.advisor.alone, self.advisor.name = self.ui.hint_alone, self.ui.hint_name
        self.advisor.words_view = self.ui.words_view
        self.menu = TableMenu(self.keeper, self.undo, self.ui.undo_rect, rules=self.open_rules,
                              settings=self.open_settings, leave=self._leave, finished=lambda: self.finished)
        # "Sure?" alone read as if the game would be lost: it is kept, and the way back is said (the title's button
        # named as a button: "kept: Continue from…" read as a broken sentence, playtest 18)
        self.menu.on_arm = lambda: self.notice.show(
            lambda: tr("Leave? The game is saved: resume it with Continue on the title screen."), seconds=LEAVE_ARMED,
            refusal=False)
        self.advisor.label_size = self.menu.size  # the Hint button stands in the menu's column
        self.refresh()
        opening = self.game.opening_events(self.mod.state)
        if actions:
            self._resume(opening, actions)
        else:
            self.ui.opening(self._remember(opening))
        self.stage.settle()

    # --- what the game's UI reads (its Context) -----------------------------------------------------
    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the viewer, or seat 0 for the table view."""
        return self.view.seat if self.view.seat is not None else 0

    @property
    def viewer(self) -> int | None:
        return self.mod.viewer

    @property
    def human_turn(self) -> bool:
        return self.mod.human_turn

    @property
    def input_open(self) -> bool:
        """The human in front of the screen may act (their turn, nothing blocking; never in a replay watched as a
        spectator, where a recorded human's turn glowed cards and buttons that did nothing: the game review, seen
        through a seat's eyes, keeps its offers to outline the better move)."""
        # cards in flight first: the cheapest to ask, and the answer all through a deal (asked a dozen times a frame)
        return (not self.anim.blocking and self.mod.human_turn and not self.finished
                and not (self.role is Role.REPLAY and not self.review))

    @property
    def turn_come(self) -> bool:
        """The human in front of the screen is to act once the last move's cards have landed (``input_open`` but
        for the cards in flight): the coach's pick is thought out meanwhile."""
        watched = self.role is Role.REPLAY and not self.review
        return self.mod.human_turn and not self.finished and not watched

    # the hand-over and the end, read on the table by the game's UI (its ``Context``) and the tests; ``flow`` holds them
    finished: FromFlow[bool] = FromFlow()
    results_asked: FromFlow[bool] = FromFlow()
    solo_record: FromFlow[Any] = FromFlow()
    solo_note: FromFlow[list[str]] = FromFlow()
    awaiting_pass: FromFlow[bool] = FromFlow()
    pass_ready: FromFlow[bool] = FromFlow()
    holds_final_table: FromFlow[bool] = FromFlow()
    kit_button_shown: FromFlow[bool] = FromFlow()
    pass_button: FromFlow[Callable[[], ui.Button]] = FromFlow()
    results_button: FromFlow[Callable[[], ui.Button]] = FromFlow()
    hand_over_to: FromFlow[Callable[[int], None]] = FromFlow()
    move_solo_record: FromFlow[Callable[[], None]] = FromFlow()
    result_rows: FromFlow[Callable[[], list[ResultRow]]] = FromFlow()

    @property
    def on_top(self) -> bool:
        """The table is the scene in front: no curtain, dialog or results over it."""
        return self.app.top is self

    def come_back(self) -> None:
        """In front again, in place of the screen that replaced it (its results)."""
        self.app.replace(self)

    @property
    def screen_owner_free(self) -> bool:
        """The person in front of the screen may use it: their turn, their move waiting to be passed on, or their
        move a computer has yet to answer (Undo, until the answer is shown)."""
        return self.input_open or self.awaiting_pass or (self.mod.answer_pending and not self.finished)

    @property
    def label(self) -> str | None:
        """The table's word for the moment while cards move (the phase being animated)."""
        return self.effects.label if self.anim.blocking else None

    @property
    def final_state(self) -> Any:
        return self.mod.state if self.mod.over else None

    @property
    def coach_speaking(self) -> bool:
        return self.coach is not None and bool(self.coach.text)

    @property
    def coach_pick(self) -> Action | None:
        """The move Learn to play's coach names now, if any: a game marks its button, and no other, as the one to
        press (a yellow "Draw 2 cards" beside the coach's "Don't draw" gave two different "this one" signals)."""
        return self.coach.aim if self.coach is not None and self.input_open else None

    @property
    def embedded(self) -> bool:
        """Drawn inside another screen (the title's background, the replay viewer): never opens other scenes."""
        return self.role is not Role.PLAY

    @property
    def replaying(self) -> bool:
        """A finished game shown again (the replay viewer, the review): its moves come from the recipe, nobody is
        playing now."""
        return self.role is Role.REPLAY

    def keeps_records(self) -> bool:
        """A game that counts: its statistics, streaks and records move on (not a demonstration, a replay
        or a chosen deal)."""
        return self.keeper.counts_records

    def is_human(self, seat: int | None) -> bool:
        return self.mod.is_human(seat)

    def name(self, seat: int) -> str:
        return self.mod.name(seat)

    def say(self, w: Words) -> str:
        return say_words.say(w, self.names)

    def cards_in(self, zone: Zone) -> list[int]:
        return self.stage.cards(self.view, zone)

    def _coach_back(self) -> None:
        """The Hint pressed in Learn to play: a hidden coach comes back, and the line that said how is put away (it
        stood where the Hint's "Best: …" line shows, over it)."""
        if self.coach is not None and self.coach.off:
            self.coach.show()
            self.notice.clear()

    def _leave(self) -> None:
        """To the title, the game kept (a game left before its first move too: Continue finds it, as the Leave
        line said)."""
        self.keeper.keep(self.lesson)
        self.app.router.title()

    def log_lines(self) -> list[Line]:
        """The log as the viewer may read it."""
        return self.log.lines(self.mod.viewer)

    def open_modal(self, key: Pick | None) -> None:
        self.open_list = key

    def turn_prompt(self) -> Line | None:
        """The prompt while it is not the viewer's turn (someone else plays), or ``None``. A table nobody plays from
        the screen (a replay, the review, the title's background) describes the position and gives no orders: at
        the recorded player's decision a replay said "Choose a card…" as if the watcher were to act."""
        v = self.view
        if v.to_act is None:
            if self.holds_final_table and not self.results_asked:
                return self.final_line()
            return tr("Game over"), theme.GOLD
        if self.mod.human_turn and not self.embedded:
            return None
        # a replay plays no one's move: a computer's turn paused there read "Nova is playing…" (playtest 28)
        if self.mod.is_human(v.to_act) or self.replaying:
            return self.say(words("{who}'s turn", who=Player(v.to_act))), theme.TEXT_DIM
        return self.say(words("{who} is playing…", who=Player(v.to_act))), theme.TEXT_DIM

    def final_line(self) -> Line:
        """The prompt on the held final table: the game's end words, who won and by what score, and the button
        that opens the results (a bare "Game over" said nothing until the results opened)."""
        result = self.say(self.mod.game.result(self.mod.state))
        if result:
            return tr("{result} — see “Results ▸”", result=result), theme.GOLD
        return tr("Game over: see “Results ▸”"), theme.GOLD

    def prompt_line(self) -> Line:
        """The prompt area: the reason a click did nothing, else the Hint thinking or shown, else the game's line."""
        if self.notice.active:
            return self.notice.text, theme.BAD if self.notice.refusal else theme.ACCENT_2
        if self.awaiting_pass:
            seat = self.mod.to_act
            assert seat is not None
            return tr("Your move is made. Click “Pass to {name} ▸” to hide your cards, then hand over the screen.",
                      name=self.name(seat)), theme.ACCENT
        if self.holds_final_table and not self.results_asked and not self.anim.blocking:
            return self.final_line()  # every game's end reads the same, whatever its own line for the end
        line = self.advisor.line()
        return line if line is not None else self.ui.prompt()

    def action_rects(self, a: Action) -> list[pygame.Rect]:
        rects = self.ui.action_rects(a)
        return rects if rects is not None else self.advisor.default_rects(a)

    @property
    def log_rect(self) -> pygame.Rect | None:
        """Where the log is in sight now: the game's, or the part of it Learn to play's coach leaves under its words
        (None: none)."""
        log = self.ui.log_rect
        if log is None or self.coach is None or self.embedded or not self.coach.text \
                or not self.coach.panel.colliderect(log):
            return log
        return self.coach.log_left()

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        return self.ui.explain(pos)

    # --- offers -------------------------------------------------------------------------------------
    def current_offers(self) -> list[Offer]:
        if not self.input_open or self.open_list is not None:
            return []
        key = (id(self.view), self.choices.version, self.stage.version, self.ui.static_key())
        if key != self._offers_key:
            self._offers = self.ui.offers()
            self._offers_key = key
        return self._offers

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """What a click may hit now, topmost first: ``(rect, Action or Pick or UI id)``."""
        return [(o.rect, o.key) for o in self._clickables()]

    def _clickables(self) -> list[Offer]:
        if self.open_list is not None:  # any click closes the list over the table
            return [Offer(theme.SCREEN.copy(), CLOSE_LIST, lambda: self.open_modal(None))]
        offers = self.current_offers()
        out = [*(self.coach.offers(offers) if self.coach is not None else []), *offers]
        out.extend(Offer(b.rect, b.key, b.action) for b in self.menu.buttons if b.action)
        out.extend(self.advisor.offers())
        if self.awaiting_pass:
            out.insert(0, Offer(self.pass_button().rect, PASS_KEY, self.flow.pass_clicked))
        if self.holds_final_table and not self.results_asked:
            out.insert(0, Offer(self.results_button().rect, RESULTS_KEY, self.flow.ask_results))
        recap = self.recap_box()
        if recap is not None:  # a click on the recap opens the whole log; on its ×, puts it away
            out[:0] = [Offer(Recap.close_rect(recap), "ui:recap-close", self.recap.clear),
                       Offer(recap, "ui:recap-log", self._open_log_from_recap)]
        if not self.anim.blocking and not self.finished:
            out.extend(Offer(m.rect.copy(), m.key, partial(self.open_modal, m.key)) for m in self.ui.lists())
        return out

    @property
    def lesson(self) -> bool:
        """A game with its coach on ("Learn to play", or chosen at set-up): saved as such, so that Continue brings
        the coach back."""
        return self.coach is not None and not self.coach.off

    def teach(self, coach: Coach) -> None:
        """The coach of "Learn to play", caught up with the moves already played (a lesson continued): it has
        seen what the player saw and stands where it stood, as an undo would leave it."""
        self.coach = coach
        coach.log_of = lambda: None if self.embedded else self.ui.log_rect
        coach.words_view = self.ui.words_view
        hooks = self.mod.game.search_hooks()
        if hooks is None or not hooks.hint_reviewed:  # a reviewed Hint has the review's exact budget already
            self.advisor.budget = LESSON_THINKING
        # "Hide coach" is for the rest of the game unless the Hint brings it back: the players who hid it looked for
        # a way back and found none, so the way is said as it goes
        coach.on_hide = lambda: self.notice.show(lambda: tr("The coach is hidden: the Hint button brings it back."),
                                                 seconds=6.0, refusal=False)
        if not self.mod.recipe.actions:
            return
        rec, viewer = self.mod.recipe, self.mod.viewer
        again = Moderator(self.game_name, self.seats, rec.seed, self.options)
        for k, action in enumerate(rec.actions):
            view = again.game.view(again.state, viewer)
            mine = again.to_act == viewer
            coach.tick(view, again.legal(), mine, k)
            coach.saw(filter_events(again.apply(action), viewer), mine)
        coach.tick(self.view, self.choices.legal, self.input_open, len(rec.actions))

    def recap_box(self) -> pygame.Rect | None:
        """Where "since your last turn" shows now (``None``: it does not; nor under the coach's words, which
        stand over the log in some games: a click there is the coach's)."""
        log_rect = self.log_rect
        if not self.recap.active or log_rect is None:
            return None
        box = self.recap.box(log_rect, self.recap_keeps(), self.ui.recap_over_log)
        if self.coach is not None and not self.embedded and self.coach.covers(box.center):
            return None
        return box

    def recap_keeps(self) -> list[pygame.Rect]:
        """What the recap leaves clear, read while all of it stays in sight: every seat's panel, the menu's, the
        kit's ("Results ▸", "Pass to …") and the Hint's buttons, the prompt line, the coach's words, and the game's
        cards, piles, buttons and whatever may be clicked (the contract's ``seat_rects``, ``prompt_rect``,
        ``recap_clear``, ``lists``, the offers and the layout's zones)."""
        own = self.ui.own_rect
        out = [*self.ui.seat_rects, *([] if own is None else [own]), *(b.rect for b in self.menu.buttons)]
        # "Results ▸" and "Pass to …": the French final table's recap covered two thirds of Results
        out += [b.rect for b in kit_buttons(self.flow, self.embedded)]
        if not self.embedded:
            out.append(self.advisor.rect)
        if self.ui.prompt_rect is not None:
            out.append(self.ui.prompt_rect)
        out += self.ui.recap_clear
        if self.coach is not None and self.coach.text:
            out.append(self.coach.panel)
        out += [o.rect for o in self.current_offers()] + [m.rect for m in self.ui.lists()]
        geo = self.ui.geometry()
        for zone in geo.zones(self.view):
            n = max(1, len(geo.zone_cards(self.view, zone)))  # an empty pile still shows its place
            out += [geo.card_rect(zone, i, n) for i in range(n)]
        return [r for r in out if r.colliderect(theme.SCREEN)]

    def _open_log_from_recap(self) -> None:
        self.recap.clear()  # the recap is read: the whole log it summarises takes its place
        self.log_view = LogView(lambda: self.log.lines(self.mod.viewer))

    def _modal(self) -> ModalList | None:
        if self.open_list is None:
            return None
        return next((m for m in self.ui.lists() if m.key == self.open_list), None)

    # --- moves -----------------------------------------------------------------------------------
    def _remember(self, raw: list[Event]) -> list[Event]:
        """The events as the viewer may see them (hidden silent ones dropped), each one's raw form kept for the log."""
        pairs = [(f, r) for r in raw for f in filter_events([r], self.mod.viewer)]
        self.effects.raw = {id(f): r for f, r in pairs}
        self._seen = [f for f, _r in pairs]  # keeps the filtered events alive, so their ids stay theirs
        return self._seen

    def play(self, action: Action, *more: Action) -> None:
        """Apply an action for the seat to act (a human click or a computer's choice); ``more`` follow
        it as one move (a placement and its payment): see ``play_all``."""
        self.play_all([action, *more])

    def play_all(self, actions: list[Action]) -> None:
        """Several actions of the seat to act as one move, animated together (a choice the engine takes
        in picks, collected whole on screen), undone together; stops at the first one not legal at its turn."""
        self._mine = self.mod.human_turn  # what flies now is the viewer's own move (a click on it is kept)
        self.advisor.drop()  # the hint was for the position before the move
        self.notice.clear()
        before = self.view
        mark = self.log.mark()
        raw: list[Event] = []
        for i, action in enumerate(actions):
            if i and action not in self.mod.legal():
                break
            raw += self.mod.apply(action, mark, joined=i > 0)
        self.view = self.mod.view()
        if self._mine and self.mod.viewer is not None:  # what others do from here on is recapped to the mover
            if self.mod.over:  # the mover's own move ended the game: its final scoring is told from their last mark
                self.recap.clear()
            else:
                self.recap.acted(self.mod.viewer, mark, self.view, self.log)
        self.choices.clear()
        self.refresh()
        seen = self._remember(raw)
        if self.coach is not None:
            self.coach.saw(seen, self._mine)
        self.stage.begin(before)
        self.ui.choreograph(seen, before)
        self.stage.settle()  # nothing flew (instant speed, or an action that moves no card)
        # a move the viewer cannot see (a secret pick) takes no time
        self.pause = self.ui.bot_pause(BOT_PAUSE) if seen else 0.0
        self.ui.played()
        self.keeper.keep(self.lesson)

    def refresh(self) -> None:
        self.choices.update(self.mod.legal(), self._keep_selection)

    def _keep_selection(self, pick: Pick) -> bool:
        kept = self.ui.keep_selection(pick)
        return kept if kept is not None else pick.card in self.choices.by_card

    def _resume(self, opening: list[Event], actions: Sequence[Action]) -> None:
        """Continue a saved game: its moves played at once, every line in the log, nothing animated."""
        for e in opening:
            self.log.add(e)
        self.mod.resume(actions, self._resumed_move)
        self.view = self.mod.view()
        self.refresh()

    def _resumed_move(self, seat: int | None, events: list[Event]) -> None:
        """A saved move played again: into the log, and a human's own move marks where their "since your last
        turn" starts, as it did when it was first played (else the first turn after Continue told nothing)."""
        mark = self.log.mark()
        for e in events:
            self.log.add(e)
        if self.mod.is_human(seat) and seat is not None and not self.mod.over:
            self.recap.acted(seat, mark, self.mod.game.view(self.mod.state, seat), self.log)

    def forget_screen(self) -> None:
        """Everything drawn is made again from the moderator's view (a hand-over, an undo)."""
        self.anim.skip()
        self.notice.clear()
        self.stage.reset()
        self.view = self.mod.view()
        self.choices.clear()
        self.open_list = None
        self.refresh()
        self.layer.invalidate()
        self._offers_key = None
        self.ui.reset()

    def undo(self) -> None:
        # a card chosen, or a step of a move put together on screen, is the last thing done: Undo puts it down,
        # and takes back no move with it (its ring may point at a card no longer picked)
        if self.input_open and (self.choices.selected is not None or self.ui.step_back()):
            self.choices.clear()
            self.advisor.drop()
            if self.coach is not None:
                self.coach.step_back()
            self.layer.invalidate()
            self._offers_key = None
            return
        mark = self.keeper.take_back(self.screen_owner_free)
        if mark is None:
            return
        self.advisor.drop()  # a hint of the position undone to is not shown again unasked
        self.recap.clear()  # with no timer it would stay, telling of a turn the undo went back past
        self.log.cut(mark)
        self.forget_screen()
        self.app.sound.play("flip")
        self.keeper.keep(self.lesson)

    # --- the menu ---------------------------------------------------------------------------------------
    def open_rules(self) -> None:
        self.app.router.rules(self.game_name)

    def open_settings(self) -> None:
        self.app.router.settings()

    # --- scene -------------------------------------------------------------------------------------
    def speed(self) -> float:
        # the replay viewer's own speed (its toggle) where it sets one, else the settings'
        factor: float = self.app.settings.speed_factor if self.speed_factor is None else self.speed_factor
        # behind the title, "instant" would flicker a move every frame: keep it watchable
        return max(factor, 0.45) if self.role is Role.BACKGROUND else factor

    def enter(self) -> None:
        self.redraw.forget()  # back from a scene over it: the screen holds that scene
        self.anim.speed = self.speed()
        self.menu.relabel()  # the language may have changed in Settings
        self.advisor.label_size = self.menu.size
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            if self._clicked is not None and not self._clicked.collidepoint(event.pos):
                self._clicked = None
            self.menu.handle(event)
            return
        if self.log_view is not None:
            if self.log_view.handle(event):
                self.log_view = None
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu.leave()
            return
        if is_undo_key(event):
            self.undo()
            return
        # the menu answers at once, even while the computers play (a click elsewhere then only skips their move)
        if is_click(event) and (self.embedded or not self.menu.handle(event)):
            self.click_at(event.pos)

    def click_at(self, pos: tuple[int, int]) -> None:
        """A click (or tap) at ``pos`` on the table, with no log list open.

        A click during one's own move finishes the animation and still acts (the player aimed at where
        things land); so does one during the others' last move before the player's turn, when it lands on
        something the player may choose once the cards are down (only skipping read as a click eaten);
        otherwise a click during others' moves only skips, unless it opens a list to read (the discard, where it is
        no place offered). A click on a spot a card of the others' move took off from or landed on only skips: what
        lies there now is not what the player aimed at (docs/client.md, "A click while cards move"). A click
        on nothing offered says why it did
        nothing, in the engine's words, and a tap (a touch screen has no hover) shows the tip under it
        until tapped again."""
        self.advisor.clicked(pos)
        pending = self.ui.armed() if self.input_open else None  # a move waiting for its second click
        if self.anim.blocking:
            own = self.mod.human_turn and self._mine
            # a card that took off from or lands on the spot clicked: what lies there once landed is not what the
            # player aimed at while the others moved
            moved_here = any(f.start.collidepoint(pos) or f.end.collidepoint(pos) for f in self.stage.flights())
            self.anim.skip()  # during others' moves a click only skips; during one's own it is kept
            self.stage.settle()
            # the Hint button counts as an offer here: it is the kit's, not the game's (newcomer test 29: the first
            # click on Hint as the computer's cards landed only finished them, with no sign it was heard)
            offered = self.mod.human_turn and any(
                o.rect.collidepoint(pos) for o in (*self.current_offers(), *self.advisor.offers()))
            listed = next((m for m in self.ui.lists() if m.rect.collidepoint(pos)), None)
            # a pile to read (a first click only skipping read as eaten, playtest 19): the moves land, and it opens
            # over them; unless the pile is a place offered now (Al Cabohne's discard takes a leftover: the click
            # opened the list and the leftover stayed unplaced)
            if listed is not None and not self.finished and not offered:
                self.open_modal(listed.key)
                return
            if not own and (not offered or moved_here):
                return
        recap = self.recap_box()
        if recap is not None and recap.collidepoint(pos):  # its × puts it away, the rest of it opens the log
            if Recap.close_rect(recap).collidepoint(pos):
                self.recap.clear()
            else:
                self._open_log_from_recap()
            return
        if not self.advisor.rect.collidepoint(pos):  # asking for the Hint leaves it (playtest 19: read together)
            self.recap.clear()  # the player is busy again: the recap has been read or is not wanted
        self._fresh.watch(self.current_offers(), pos, self.clock)  # what the last click put here, this frame
        for offer in self._clickables():
            if offer.rect.collidepoint(pos):
                if self._fresh.holds(offer.key, pos, self.clock, FRESH_SECONDS * self.speed()):
                    return  # the second press of a double-click, meant for the move that was here before
                if self._fresh.changed(pos, self.clock, CHANGED_SECONDS * self.speed()):
                    return  # a button that has just changed its move: the click was aimed at what it said before
                self._fresh.clicked(pos, offer.key, self.clock)
                self._last_tap, self._clicked = None, offer.rect.copy()
                looks = isinstance(offer.key, Pick) and offer.key.kind == "view"  # a list opened or closed to read
                if self.coach is not None and not looks and not str(offer.key).startswith("ui:"):
                    # only a step of a move may stop the coach's ring (a list read left it lost for the turn)
                    self.coach.clicked(offer.rect, self.current_offers(), self.action_rects)
                if not (isinstance(offer.key, str) and offer.key.startswith("ui:")):
                    if not self._follows_hint(offer.key):
                        self.advisor.drop()  # a move or a selection: the hint's ring may point at what is no more
                    self.notice.clear()  # and why the last click did nothing no longer holds
                # worded from the view the waiting move was offered in, before this click's move changes it
                let_go = self.ui.let_go(pending) if pending is not None and offer.key != pending else None
                back = self.ui.starts_over(offer.key)
                before = self.ui.button_keys() if back else []
                offer.run()
                if back:  # a step back: the buttons it changed hold their clicks a moment
                    self._fresh.stepped_back(before, self.ui.button_keys(), self.clock)
                if let_go and self.ui.armed() is None and not self.awaiting_pass \
                        and not (isinstance(offer.key, str) and offer.key.startswith("ui:")):
                    # the move waiting for its second click let go by another move or choice: said, or the player
                    # took that click for the confirm and waited on it (playtest 31: a scripted next click); not
                    # where this click ended the turn, whose line says to pass the screen on
                    self.notice.show(let_go)
                if self.coach is not None and self.ui.starts_over(offer.key):
                    self.coach.start_over()  # the selection is let go: the pick is rung again from its first step
                return
        if self.coach is not None and self.coach.covers(pos):
            return  # a click on the coach's words is not a move on the table under them
        log_rect = self.log_rect
        if log_rect is not None and log_rect.collidepoint(pos):
            self.log_view = LogView(lambda: self.log.lines(self.mod.viewer))
            return
        said = False
        if self.input_open:
            intent = self.explain(pos)
            if intent is not None:
                reason = intent if isinstance(intent, str) else self.say(self.game.why_not(self.mod.state, intent))
                # the refusal opens the line: a capital, though the engine's sentence may start with a place's name
                # in lower case ("field 2 grows French: …", playtest 34)
                reason = reason[:1].upper() + reason[1:]
                let_go = self.ui.let_go(pending) if pending is not None and self.ui.armed() is None else None
                if let_go and let_go not in reason:
                    # the question ("Click again to confirm") let go by a click on another place: said with why
                    # that place takes nothing, or it vanished with no word and the player waited on it
                    reason = f"{let_go} {reason}"
                self.notice.show(reason)
                said = True
        self._tap_tips(pos)
        if self.input_open and self.choices.selected is not None and not said:
            # a card chosen and put down by a click elsewhere: said, or a newcomer waits for it to go somewhere
            self.notice.show(tr("Selection cleared."))
        if self.coach is not None and self.choices.selected is not None:
            self.coach.start_over()  # put down by a click elsewhere: the coach rings its pick's first step again
        self.choices.clear()

    @property
    def tip_mouse(self) -> tuple[int, int]:
        """Where a tip is asked for: the pointer, unless it still rests on the place it clicked (nowhere then)."""
        clicked = self._clicked
        return (-1, -1) if clicked is not None and clicked.collidepoint(self.mouse) else self.mouse

    def _follows_hint(self, key: Any) -> bool:
        """A click that chooses the card the Hint's move plays: the hint stays, and rings where the card goes next
        (the card alone was ringed, and the line and its ring went at that click, so a card that may go to two
        places was left without its place marked)."""
        found = self.advisor.advice
        return (found is not None and isinstance(key, Pick) and key.kind == "select" and found.action.card >= 0
                and key.card == found.action.card and self.choices.selected != key)

    def _tap_tips(self, pos: tuple[int, int]) -> None:
        """A tap shows the tip of what is under it (``mouse`` is there now); a second tap on the same
        thing puts the tip away, as a touch screen has no pointer to move off it."""
        last, self._last_tap = self._last_tap, pos
        if last is not None and abs(last[0] - pos[0]) <= TAP_SLOP and abs(last[1] - pos[1]) <= TAP_SLOP:
            self.mouse = (-1, -1)
            self._last_tap = None

    def update(self, dt: float) -> None:
        self.advance(dt)
        self._watch_turn()
        self._fresh.watch(self.current_offers(), self.mouse, self.clock)
        self._coach_tick()
        self.ui.tick(dt)

    def _coach_tick(self) -> None:
        """The coach follows the position and names the Hint's move once it is found."""
        if self.coach is not None:
            aim = self.coach.aim
            if self.coach.advising:
                self.advisor.prepare()  # the coach's pick is the Hint's move, thought out before it is asked for
            hint = self.advisor.found  # one voice: the coach names the Hint's move, never another beside it
            self.coach.plan_slice = self.advisor.frame_budget  # the rest of its move, thought out as fast
            self.coach.tick(self.view, self.choices.legal, self.input_open and self.mod.viewer is not None,
                            len(self.mod.recipe.actions), hint.action if hint is not None else None,
                            hint.then if hint is not None else (), hint.plan if hint is not None else ())
            if self.coach.aim is not None and self.coach.aim != aim:
                self.ui.advised(self.coach.aim)  # a move set up on screen first (an amount) shows the coach's pick

    def spare(self, until: float, clock: Callable[[], float]) -> None:
        """What the frame leaves of its sixtieth goes to the Hint's search for the human whose turn has come (the
        coach's pick): thought out while the last move's cards land, it is there when the turn opens."""
        thinking = self.advisor.thinking
        self.advisor.spare(until, clock)
        if thinking and not self.advisor.thinking:
            self._coach_tick()  # the pick found is the coach's at once, as when the frame's own slices find it

    def _watch_turn(self) -> None:
        """When a human's turn opens after others have played: what happened since their last move."""
        now_open = self.input_open
        # at Instant speed the others' moves can all come between two frames the input is open in: their moves,
        # not only the input opening again, start the recap (a rival's one bid between two of the player's went
        # untold, as the player's turn never closed on screen)
        moves = len(self.mod.recipe.actions)
        answered = moves > self._moves and not self._mine
        if now_open and (not self._was_open or answered) and self.mod.viewer is not None and not self.embedded:
            self.recap.turn_starts(self.mod.viewer, self.log, self.view)
            self._recap_stale = self.stage.timed  # some of the others' log lines are still to land
        elif self._recap_stale and not self.stage.timed:
            self._recap_stale = False
            if self.recap.active and now_open and self.mod.viewer is not None:  # told again, whole
                self.recap.turn_starts(self.mod.viewer, self.log, self.view)
        self._was_open, self._moves = now_open, moves

    def advance(self, dt: float) -> None:
        self.clock += dt
        self.effects.clock = self.clock
        self.anim.update(dt)
        self.stage.settle()
        self.notice.update(dt)
        self.flow.tick()
        # at rest for the search while no card flies: a label rising or sparks fading read as well at 30 frames a
        # second (Système Solaire's callouts of a bid, two seconds long, held the Hint to 2 ms a frame)
        self.advisor.update(at_rest=not self.anim.blocking and not any(type(t) is Flight for t in self.anim.tweens))
        self._move_on(dt)
        # the menu after the moves: Undo is greyed in the frame a computer answers the move it could take back,
        # not a frame later
        self.menu.tick(dt, self.mouse, self.keeper.undo_open(self.screen_owner_free)
                       or (self.input_open and (self.choices.selected is not None or self.ui.step_back(check=True))))

    def _move_on(self, dt: float) -> None:
        """The game moves on when nothing blocks it: a computer plays, the curtain comes, the game ends."""
        if self.anim.blocking:
            return
        self.effects.label = None  # the word for the moment goes with the moment
        modal = self._modal()
        if modal is not None and modal.holds:
            return  # a player is reading what the list shows: nobody plays, no curtain, no results yet
        if self.mod.over:
            self.flow.after_game(dt)
            return
        if self.mod.needs_hand_over():
            if self.mod.handing_over:
                return  # the mover looks at their move's result until they click "Pass to …" (or Undo)
            if self._paused(dt):
                return
            if self.role is Role.PLAY and self.app.top is self:
                self.flow.curtain()
            return
        seat = self.mod.to_act
        if seat is not None and not self.mod.is_human(seat):
            if self._paused(dt):
                return
            action = self.mod.think(THINK_BUDGET)
            if action is not None:
                self.play(action)

    def _paused(self, dt: float) -> bool:
        """Whether the pause after the last move still runs (none at instant speed); ``dt`` counts toward it."""
        if self.pause > 0 and self.speed() > 0:
            self.pause -= dt / self.speed()
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------------
    def _static_key(self) -> Hashable:
        menu = None if self.embedded else self.menu.key()
        return (id(self.view), self.stage.version, self.choices.version, self.log.version, self.mod.viewer,
                language(), self.input_open, self.awaiting_pass, self.holds_final_table and not self.results_asked, menu, self.notice.active and self.notice.text, self.advisor.key(),
                self.label, self.open_list, self.coach_pick, self.ui.static_key())

    def _paint_static(self, surface: pygame.Surface) -> None:
        self.ui.paint(surface)
        if not self.embedded:
            self.menu.draw(surface)
            self.advisor.paint_button(surface)

    def draw(self, surface: pygame.Surface) -> None:
        builds = self.layer.builds
        layer = self.layer.ready(surface, self._static_key(), self._paint_static)
        # the window holds this table's last frame only if the table alone drew it there the frame before, over
        # a layer that has not changed since; a picture drawn anywhere else (a thumbnail, a probe) is whole
        top = self.app.top is self and not self.embedded and surface is pygame.display.get_surface()
        holds_last = top and self.layer.builds == builds and self._drawn == self.app.frames - 1
        self._drawn = self.app.frames if top else None
        self.redraw.base(surface, layer, holds_last)
        self.redraw.drew(self._paint_moving(surface))

    def _paint_moving(self, surface: pygame.Surface) -> Drawn:
        """Everything over the static layer, in order; where it drew (``None``: somewhere)."""
        modal = self._modal()
        if modal is not None:  # a list over the table hides what moves under it, and the coach waits
            modal.paint(surface)
            return None
        # "since your last turn" (and the log's rows under the coach) under the game's live layer: a tip the game
        # draws there under the mouse stands over it (Space Lab's tip was hidden under the recap)
        parts: list[Drawn] = [self._paint_log_left(surface)]
        recap = self.recap_box()
        if recap is not None:
            self.recap.draw(surface, recap)
            parts.append([recap])
        parts.append(self.ui.paint_live(surface))
        parts += [b.draw(surface) for b in kit_buttons(self.flow, self.embedded)]
        found = self.advisor.advice
        if found is not None:
            # the whole move the line names: a placement's payment cards are ringed with it
            rects = [r for a in (found.action, *found.then) for r in self.action_rects(a)]
            parts.append(self.advisor.paint(surface, rects, self.clock))
        tweens = self.anim.tweens
        if tweens:
            for f in sorted((t for t in tweens if type(t) is Flight), key=lambda f: f.delay):
                parts.append(f.draw(surface))
            for tw in tweens:
                if type(tw) is not Flight:
                    parts.append(tw.draw(surface))
            if self.anim.blocking and not self.embedded:
                parts.append(skip_badge(surface))
        if self.coach is not None and not self.embedded:
            parts.append(self.coach.draw(surface, self.current_offers(), self.clock, self.action_rects))
        if not self.embedded:
            # over the coach's panel, as the game's own tips are: under it, its box peeped out behind the panel
            # with its words hidden (playtest 28); it keeps clear of the panel where it can
            parts.append(self.keeper.undo_tip(surface, self.menu.get(UNDO_KEY), self.mouse, self._undo_tip_clear))
        parts.append(self.ui.paint_over(surface))
        if self.log_view is not None:
            self.log_view.draw(surface)
            return None
        return union(*parts)

    def _undo_tip_clear(self) -> list[pygame.Rect]:
        """What Undo's tip covers none of: the other buttons, nor a seat's panel, nor the coach's."""
        coach = [self.coach.panel] if self.coach is not None and self.coach_speaking else []
        return [*(b.rect for b in self.menu.buttons), self.advisor.rect, *self.ui.seat_rects,
                *(b.rect for b in kit_buttons(self.flow, self.embedded)), *coach]

    def _paint_log_left(self, surface: pygame.Surface) -> Drawn:
        """The log's newest rows under Learn to play's coach, where its panel lies over the log and leaves some of
        it: a panel of its own in that part, under the coach's foot. The game's whole log under the coach goes (the
        table's background back in its place): its frame running on under the coach read as the coach's box lying
        over the log's first lines (Al Cabohne, turn 1)."""
        log, left = self.ui.log_rect, self.log_rect
        if log is None or left is None or left == log or self.coach is None:
            return []
        surface.blit(theme.starfield(), log, log)
        panels.log(surface, left, self.log_lines(), count=(left.h - 30) // LOG_SPACING + 1, spacing=LOG_SPACING)
        return [log]


class _UIGeometry(Geometry):
    """The stage's geometry: the game's layout for the current viewer, asked afresh each time (it may change)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def zones(self, view: Any) -> list[Zone]:
        return self.table.ui.geometry().zones(view)

    def zone_cards(self, view: Any, zone: Zone) -> list[int]:
        return self.table.ui.geometry().zone_cards(view, zone)

    def card_rect(self, zone: Zone, index: int, count: int) -> pygame.Rect:
        return self.table.ui.geometry().card_rect(zone, index, count)

    def face_up(self, zone: Zone, card: int) -> bool:
        return self.table.ui.geometry().face_up(zone, card)

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect:
        own = self.table.ui.card_place(zone, card, index, count)
        return own if own is not None else self.table.ui.geometry().card_place(zone, card, index, count)

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        return self.table.ui.geometry().arrange(zone, cards)
