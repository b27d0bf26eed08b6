"""The Space Lab table UI: input, selection, the prompt line and results, over the shared table.

It shows ``t.view`` (the engine's view for the seat in front of the
screen) and offers exactly ``legal_actions``: the Lab deck and the Draw
button, the Recruitment Centre stacks, hand cards then the glowing slots
they may go to (``facts.slot_facts`` says what each would trigger), the
payment (collected here, sent as the engine's ascending ``pay`` picks with
the placement in one batch), the revealed cards to take, the Projects to
keep, the Objectives to arrange. What is offered is in ``offers``; the
choreography in ``choreo``; painting in ``paint``, ``paint_supply`` and
``paint_side``; geometry in ``layout``; faces in ``art``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

import pygame

from engine.core import Action, Event, Player, words
from engine.space_lab.cards import AGENCY_OF, COST_OF, PERMS
from engine.space_lab.content import SLOTS
from engine.space_lab.facts import capsule_facts, slot_facts
from engine.space_lab.kinds import EventKind
from engine.space_lab.prompts import asked
from engine.space_lab.words import cancelled, draw_source, hint, next_click
from game import theme
from game.i18n import tr
from game.kit.choices import Offer, Pick
from game.kit.contract import Context, Line, ModalList, PerViewer, TableUI
from game.kit.flights import Flight
from game.kit.rows import under
from game.kit.selection import Selection
from game.kit.slots import Slots
from game.kit.stage import Zone
from game.outcome import Drawing
from game.tables.space_lab import choreo, offers, paint, paint_side, paint_station
from game.tables.space_lab import layout as L
from game.tables.space_lab.art import ART
from game.tables.space_lab.layout import Layout

DISCARD_VIEW = Pick("view", "discard")
# with the coach on, the computers' moves wait this many times the kit's pause: a newcomer reading the coach saw a
# whole Nova turn go by before looking up (playtest 30, s08 to s09)
LESSON_PAUSE = 2.0
SWAP_MOVE = 0.35  # seconds two swapped Objectives take to change places


class SpaceLabUI(TableUI):
    # said in the log or shown by the results; nothing moves
    still_events = frozenset({EventKind.END_PLACE, EventKind.GAME_OVER, EventKind.HAND_REVEALED, EventKind.SCORE,
                              EventKind.TURN, EventKind.NO_PLACE})
    art = ART
    choreo = choreo
    undo_rect = L.UNDO_BUTTON  # the other stations fill the right column under the menu: both sit above them
    hint_rect = L.HINT_BUTTON
    # "Pass to …" and "Results ▸" at the foot of the move buttons' column, empty when they show: at the kit's bottom
    # right they lay over the other stations' column
    pass_rect = pygame.Rect(L.BUTTONS.x, L.BUTTONS.bottom - 56, L.BUTTONS.w, 56)
    prompt_rect = pygame.Rect(L.CENTRE.centerx - (L.HINT_W + 30) // 2, L.HINT_Y - 23, L.HINT_W + 30, 46)
    own_rect = L.OWN_BAR  # the viewer's name and score, which the recap of others' moves leaves clear
    recap_clear = (L.BUTTONS,)  # the buttons, greyed ones too
    # over the log, in one place: beside it, the free place that told the most moved from turn to turn, under the
    # other stations or over the log (playtest 23)
    recap_over_log = True

    def hint_fits(self, text: str) -> bool:
        return paint.prompt_holds(text)  # the Hint line takes the prompt's two-line pill, so it may name the next best move

    def words_view(self, view: Any) -> Any:
        """While the viewer arranges their Objectives, the view with the tray's order: the Hint and the coach name
        the clicks from there ("already in the order 2-3-1: click Confirm"), not from the order dealt."""
        if view is None or view.phase != "assign" or not self.live or self.arrangement == (0, 1, 2):
            return view
        return replace(view, arranged=self.arrangement)

    @property
    def seat_rects(self) -> list[pygame.Rect]:
        # the player's own station too: Undo's tip beside the Hint lay over its Pink capsule (playtest 32b, s19)
        return [L.OWN_BAR, L.OWN.area, *self.layout.panels.values()]

    @property
    def log_rect(self) -> pygame.Rect | None:
        """The tray while it shows the log (not a reveal, a Project draw or the Objectives to arrange)."""
        v = self.t.view
        return None if v.revealed or v.drawn or v.phase == "assign" else L.TRAY

    def __init__(self, t: Context) -> None:
        self.t = t
        self.layouts = PerViewer(Layout)
        self.slots = Slots()  # the hand keeps its places within a turn
        # a hand card is chosen, then the slot it goes to (never taken for the player, even alone)
        self.selection = Selection(t, {"hand": ("place",)}, lambda a: "hand", alone=lambda pick: False)
        self.arrangement: tuple[int, int, int] = (0, 1, 2)  # the viewer's Objectives on C0, C1, C2
        self.swap_from: int | None = None
        self.swapped: tuple[int, int] | None = None  # the capsules of the last swap (the set-up says what moved)
        self.swapping = False  # its Objectives are changing places: the tray stays on them, not the log
        self.pending: tuple[int, str] | None = None  # a placement waiting for its payment
        self.payment: set[int] = set()
        self._facts: tuple[Any, int, dict[str, Any]] = (None, 0, {})
        # who drew the cards in the tray: they stay there while they fly on, when the turn has passed already
        self.revealer: int | None = None
        # the viewer's last Project draw with a choice, and what drew it (the tray's title says which keep it is)
        self.drawn_from: tuple[tuple[int, ...], str] = ((), "")
        # where the pointer stood when the view or the choice on screen last changed under it: no tip there until
        # it moves (a tip read before a click, a stack's count or a slot's facts, would stay on the new picture)
        self._tip_view: Any = None
        self._tip_choice: Hashable = None
        self._tip_still: tuple[int, int] | None = None
        self.status_view: Any = None  # what the turn box tells while a move's cards still fly; None: the view
        self._moves = 0  # moves choreographed so far: only the last one's landing hands the turn box back

    # --- geometry ---------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        layout = self.layouts.get(self.t.view.players, self.t.bottom, self.t.view.seat)
        layout.arrangement = self.arrangement
        return layout

    def hand_places(self) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand, left to right, where each card is drawn (in place within a turn)."""
        hand = self.t.cards_in(("hand", self.t.bottom, 0))
        v = self.t.view
        places, count = self.slots.layout((v.turn, v.current, self.t.stage.active), hand)
        return [(c, L.hand_card(k, count)) for c, k in zip(hand, places, strict=True)]

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect | None:
        return self.slots.place_of(card, self.hand_places) if zone == ("hand", self.t.bottom, 0) else None

    # --- choreography -----------------------------------------------------------------------------
    def choreograph(self, events: list[Event], before: Any) -> None:
        self.revealer = next((e.seat for e in reversed(events) if e.kind == "reveal"), self.revealer)
        self.drawn_from = next(((e.cards, draw_source(e, events[:k])) for k, e in reversed(list(enumerate(events)))
                                if e.kind == "project_draw" and e.seat == self.t.view.seat and len(e.cards) > 1),
                               self.drawn_from)
        # the turn box tells the turn the cards show, not the engine's: "Alice to play" while Orbit's placement
        # still flew read as a skipped turn (playtest 21); it moves on as the next turn's line lands in the log
        if self.status_view is None:
            self.status_view = before
        self._moves += 1
        move, after = self._moves, self.t.view
        when = choreo.choreograph(events, self.t.view, self.t.stage, self.layout, self.t.effects)
        self.t.stage.at(when, lambda: self._turn_shown(move, after))

    def _turn_shown(self, move: int, after: Any) -> None:
        """The turn of choreographed move ``move`` has visibly passed: the turn box shows the view it led to (the
        engine's own once it is the last move choreographed)."""
        self.status_view = None if move == self._moves else after

    # --- moments ---------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """A new view, or a click that changed the choice on screen, puts the tip away until the pointer moves
        (``tip_quiet``)."""
        if self.pending is not None and self.selected != self.pending[0]:
            # the table's Undo put the chosen card down while it waited in its slot for its payment, and nothing
            # changed on screen: the placement in progress is taken back with it, as Cancel does (the card is
            # back in the hand, the payment let go)
            self.pending, self.payment = None, set()
        v = self.t.view
        choice = (self.selected, self.pending, frozenset(self.payment), self.swap_from, self.arrangement)
        if v is not self._tip_view or choice != self._tip_choice:
            if self._tip_view is not None:
                self._tip_still = self.t.mouse
            self._tip_view, self._tip_choice = v, choice
        elif self._tip_still is not None and self.t.mouse != self._tip_still:
            self._tip_still = None

    @property
    def tip_quiet(self) -> bool:
        """The view changed since the pointer last moved: what a tip said there was about the position before."""
        return self._tip_still is not None and self.t.mouse == self._tip_still

    def reset(self) -> None:
        """Drop every choice in progress (a new viewer, an undo, Cancel)."""
        self.arrangement, self.swap_from, self.pending, self.payment = (0, 1, 2), None, None, set()
        self.status_view, self.swapped, self.swapping = None, None, False

    def bot_pause(self, pause: float) -> float:
        """Longer in a lesson (``LESSON_PAUSE``): each of a computer's moves stays on screen long enough to follow."""
        return pause * LESSON_PAUSE if self.t.lesson else pause

    def played(self) -> None:
        if self.t.view.phase != "assign":
            self.arrangement, self.swap_from, self.swapped = (0, 1, 2), None, None
        self.pending, self.payment = None, set()

    # --- input ----------------------------------------------------------------------------------------
    @property
    def selected(self) -> int | None:
        sel = self.t.choices.selected
        return sel.card if sel is not None and sel.kind == "select" else None

    @property
    def live(self) -> bool:
        """The viewer may act on this table now: never in a replay, whose moves come from its recipe (a Confirm
        there would look like a control)."""
        return self.t.input_open and not self.t.embedded

    def offers(self) -> list[Offer]:
        return offers.table_offers(self) if self.live else []

    def lists(self) -> list[ModalList]:
        """The discard pile and each other station, shown large; the game waits while one is read."""
        views = [(DISCARD_VIEW, L.DISCARD.inflate(8, 30).move(0, 12))]
        views += [(Pick("view", "station", s), p.copy()) for s, p in self.layout.panels.items()]
        return [ModalList(key, rect, self.paint_list, holds=True) for key, rect in views]

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on a card, a slot, a stack or a greyed button that is not offered: the move it seems to
        try (the engine says why not), or what a greyed Confirm waits for. A capsule chosen to swap is let go."""
        self.swap_from = None
        intent = offers.intent(self, pos)
        if isinstance(intent, Action) and intent in self.t.choices.legal:
            return None
        return intent

    def action_rects(self, a: Action) -> list[pygame.Rect] | None:
        """Where a hinted or reviewed move is: a placement on its hand card and its slot, an arrangement on the
        capsules. In play the other moves are where they are offered (``None``: the kit looks); the game review
        offers nothing, so there each is found where the table shows it: a payment on its hand card, a reveal on
        the Lab deck and Reveal 3, a recruit on its stack, a take on its agency's revealed cards, a keep on its
        Project, a Pass or End turn on its button (playtest 28: a payment and a reveal reviewed had no ring)."""
        if a.kind == "place":
            cards = [r for c, r in self.hand_places() if c == a.card]
            return cards + [L.OWN.slots[SLOTS.index(a.target)].copy()]
        if a.kind == "assign":
            step = self.arranging(a)
            return [L.OWN.objective(i) for i in range(3)] if step is None else [step]
        if self.live:
            return None
        buttons = [b.rect.copy() for b, key, _run in offers.buttons(self)[0] if key == a] if self.t.input_open else []
        if a.kind == "pay":
            return [r for c, r in self.hand_places() if c == a.card]
        if a.kind == "draw":
            return [L.LAB_DECK.copy(), *buttons]
        if a.kind == "recruit":
            return [L.rc_column(a.card)]
        if a.kind == "agency":
            revealed = self.t.cards_in(L.REVEAL)
            return [L.tray_card("reveal", k, len(revealed)) for k, c in enumerate(revealed) if AGENCY_OF[c] == a.card]
        if a.kind == "keep":
            drawn = self.t.cards_in(L.DRAWN)
            return [L.tray_card("drawn", drawn.index(a.card), len(drawn))] if a.card in drawn else []
        return buttons  # Pass, End turn

    def arranging(self, a: Action) -> pygame.Rect | None:
        """The next click towards the arrangement ``a`` from the one on screen, while the viewer arranges: the
        Confirm button once it is there, else a capsule's Objective in the tray to swap (one at a time, so the
        coach can ring it); None when the viewer is not arranging (a replay: the move is on the capsules)."""
        if not self.live or self.t.view.phase != "assign" or not 0 <= a.card < len(PERMS):
            return None
        capsule = next_click(a.card, self.arrangement, self.swap_from)
        if capsule is not None:
            return L.tray_card("box", capsule, 3)
        return next((b.rect.copy() for b, key, _run in offers.buttons(self)[0] if key == a), None)

    def keep_selection(self, pick: Pick) -> bool | None:
        return self.selection.keep(pick)

    def place(self, a: Action) -> None:
        """The chosen card sent to a slot: at once when it costs nothing, else aimed there, its payment picked next
        (its slot is keyed by the placement it begins: the coach's ring goes on to the payment)."""
        if COST_OF[a.card] == 0:
            self.t.play(a)
            return
        self.pending, self.payment = (a.card, a.target), set()

    def toggle_payment(self, card: int) -> None:
        self.payment ^= {card}

    def cancel(self) -> None:
        """Back, or a click on the card being placed: the placement let go, and said (playtest 34: the card's click
        let it go with no word, and the button beside it, "Pay 0/1" a moment before, revealed 3 cards)."""
        if self.pending is not None:
            self.t.notice.show(self.t.say(cancelled(self.t.view, *self.pending)), refusal=False)
        self.pending, self.payment = None, set()
        self.t.choices.clear()

    def button_keys(self) -> list[tuple[pygame.Rect, Any]]:
        return [(b.rect, key) for b, key, _run in offers.buttons(self)[0]]

    def starts_over(self, key: Any) -> bool:
        return bool(key == Pick("cancel"))  # the Cancel of a placement in progress

    def confirm(self) -> None:
        """The placement and its payment picks, in ascending id order, as one move."""
        assert self.pending is not None
        card, slot = self.pending
        picks = [Action("pay", c) for c in sorted(self.payment)]
        self.t.play(Action("place", card, slot), *picks)

    def swap(self, capsule: int) -> None:
        """Objective assignment: click a capsule, then another, to swap what they hold."""
        if self.swap_from is None or self.swap_from == capsule:
            self.swap_from = None if self.swap_from == capsule else capsule
            return
        a, b = self.swap_from, capsule
        stage, me = self.t.stage, self.t.bottom
        stage.begin(self.t.view)
        ca, cb = self.t.cards_in(("obj", me, a))[0], self.t.cards_in(("obj", me, b))[0]
        arr = list(self.arrangement)
        arr[a], arr[b] = arr[b], arr[a]
        self.arrangement = (arr[0], arr[1], arr[2])
        stage.fly(ca, ("obj", me, a), ("obj", me, b), 0.0, SWAP_MOVE)
        stage.fly(cb, ("obj", me, b), ("obj", me, a), 0.0, SWAP_MOVE)
        # the tray's two cards change places before the eyes too (its slots stand empty while they fly, their
        # numbers with them): the numbers "1-2-3" becoming "1-3-2" in place read as a renumbering (playtest 31)
        for card, i, j in ((ca, a, b), (cb, b, a)):
            stage.anim.add(Flight(self.art, card, None, None, L.tray_card("box", i, 3), L.tray_card("box", j, 3),
                                  True, True, SWAP_MOVE))
        stage.settle()
        self.swap_from, self.swapped, self.swapping = None, (a, b), True
        stage.at(SWAP_MOVE, self._swap_landed)

    def _swap_landed(self) -> None:
        self.swapping = False

    def assign_action(self) -> Action:
        return Action("assign", PERMS.index(self.arrangement))

    # --- what the painter is told ---------------------------------------------------------------------
    def slot_facts(self) -> dict[str, Any]:
        """What the chosen card would trigger in each empty slot (the engine's ``slot_facts``)."""
        card = self.pending[0] if self.pending else self.selected
        v = self.t.view
        if card is None or v.seat is None:
            return {}
        view, chosen, facts = self._facts  # asked every frame while the mouse is over a slot: worked out once
        if view is not v or chosen != card:
            facts = {f.slot: f for f in slot_facts(v, card)}
            self._facts = (v, card, facts)
        return facts

    def capsules(self, seat: int) -> tuple[Any, ...]:
        return capsule_facts(self.t.view, seat)

    def hovered(self) -> int | None:
        """The hand card under the mouse that a click would choose or pay with (it rises a little)."""
        if not self.live or self.t.open_list is not None:
            return None
        c = under(offers.hand_strips(self)[::-1], self.t.mouse)
        return c if c in offers.hand_choices(self) else None

    def static_key(self) -> Hashable:
        return (self.arrangement, self.swap_from, self.swapped, self.swapping, self.pending, frozenset(self.payment), self.hovered(), self.t.solo_record,
                id(self.status_view))

    def paint(self, surface: pygame.Surface) -> None:
        paint.paint(surface, paint.picture_of(self))

    def paint_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return paint.live(surface, self)

    def paint_list(self, surface: pygame.Surface) -> None:
        """The open large view over the table, and the tip under the mouse in it."""
        paint_side.overlay(surface, paint.picture_of(self))
        paint.tip(surface, self)

    def prompt(self) -> Line:
        """What the table expects of the viewer now, in the engine's words (``prompts.asked``, ``words.hint``) for
        the move in progress on screen."""
        v = self.t.view
        if v.final is not None:
            if self.t.anim.blocking:  # the end is still being shown: the winner waits for the results
                return tr("Final scoring…"), theme.GOLD
            return self.t.say(hint(v)), theme.GOLD
        other = self.t.turn_prompt()
        if other is not None:
            return other
        if not self.live:  # a replay at the viewer's decision: whose turn it is, no instructions for the mouse
            # the turn the turn box tells (the cards of the move before may still be landing): "Alice's turn" under
            # "Set-up: Objectives / Nova chooses" while Nova's Objectives were revealed (playtest 34, 06.png)
            shown = self.status_view or v
            return self.t.say(words("{who}'s turn", who=Player(shown.current))), theme.TEXT_DIM
        said, under_way = asked(v, self.t.choices.kinds, self.swap_from, self.pending, len(self.payment),
                                self.selected, self.payment)
        return self.t.say(said), theme.ACCENT_2 if under_way else theme.ACCENT

    # --- results (the engine's ``final_rows``) --------------------------------------------------------
    def card_painter(self) -> Callable[[int, int, int], pygame.Surface] | None:
        return self.art.fitted

    def result_drawing(self, seat: int) -> Drawing | None:
        """The seat's station in its results row: its Lab cards by capsule, its Objectives and tiles where they lie
        (the first three parts), from the final view; pointed at, it is shown as large as the player's own."""
        v = self.t.view
        d = replace(paint.picture_of(self), cards=lambda z: self.layout.zone_cards(v, z), targets=set(), facts={},
                    swap_from=None, pending=None, chosen=None, capsules={s: self.capsules(s) for s in range(v.players)})
        area = L.OWN.area
        return Drawing(area.w / area.h, lambda surface, box: paint_station.in_box(surface, d, seat, box),
                       covers=(0, 1, 2), readable=area.h, card_ratio=10 / 7)  # ``art.fitted``'s Project shape
