"""The Space Lab table: input, selection, hints and results over the shared kit.

It shows ``self.view`` (the engine's view for the seat in front of the
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

from typing import Any

import pygame

from engine.core import Action, Event
from engine.space_lab.cards import PERMS
from engine.space_lab.facts import capsule_facts, slot_facts
from engine.space_lab.words import hint as engine_hint
from game import theme
from game.i18n import tr, trn
from game.kit.choices import Offer, Pick
from game.kit.slots import Slots
from game.kit.stage import Zone
from game.kit.table import TableScene
from game.outcome import Part, ResultRow
from game.tables.space_lab import choreo, hints, offers, paint, record
from game.tables.space_lab import layout as L
from game.tables.space_lab.art import ART
from game.tables.space_lab.layout import Layout

CLOSE = Pick("close")


class SpaceLabTable(TableScene):
    art = ART
    undo_rect = L.UNDO_BUTTON  # the other stations fill the right column under the menu: both sit above them
    hint_rect = L.HINT_BUTTON

    def setup(self) -> None:
        self._layout: Layout | None = None
        self.slots = Slots()  # the hand keeps its places within a turn
        self.arrangement: tuple[int, int, int] = (0, 1, 2)  # the viewer's Objectives on C0, C1, C2
        self.swap_from: int | None = None
        self.pending: tuple[int, str] | None = None  # a placement waiting for its payment
        self.payment: set[int] = set()
        self.overlay: Pick | None = None  # a station or the discard pile shown large
        self.best = record.load()  # read once: storage is a file (or localStorage) read
        self.record_note: list[str] = []
        self._facts: tuple[Any, int, dict[str, Any]] = (None, 0, {})

    # --- geometry ---------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        key = (self.view.players, self.bottom, self.view.seat)
        if self._layout is None or (self._layout.players, self._layout.bottom, self._layout.viewer) != key:
            self._layout = Layout(*key)
        self._layout.arrangement = self.arrangement
        return self._layout

    @property
    def viewer(self) -> int | None:
        return self.mod.viewer

    def hand_places(self) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand, left to right, where each card is drawn (in place within a turn)."""
        zone = ("hand", self.bottom, 0)
        hand = self.cards_in(zone)
        places, count = self.slots.layout((self.view.turn, self.view.current, self.stage.active), hand)
        return [(c, L.fan(L.HAND_AREA, L.HAND, k, count, L.HAND[0] + 8)) for c, k in zip(hand, places, strict=True)]

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect:
        if zone == ("hand", self.bottom, 0) and card in self.slots.places:
            for c, r in self.hand_places():
                if c == card:
                    return r
        return self.card_rect(zone, index, count)

    # --- choreography and its effects ---------------------------------------------------------------
    def opening(self, events: list[Event]) -> None:
        choreo.opening(events, self.view, self.stage, self.layout, self)  # at instant speed every flight lands at once

    def choreograph(self, events: list[Event], before: Any) -> None:
        choreo.choreograph(events, self.view, self.stage, self.layout, self)

    def banner(self, title: str, line: str, color: tuple[int, int, int], delay: float) -> None:
        self.anim.add(choreo.Banner(title, line, color, delay))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for tw in self.anim.of_type(choreo.Banner):
            tw.draw(surface)

    def update(self, dt: float) -> None:
        if self.overlay is not None:  # the game waits while a player reads a station or the discard list
            self.clock += dt
            self.anim.update(dt)
            self.stage.settle()
            return
        super().update(dt)

    def hand_over_to(self, seat: int) -> None:
        super().hand_over_to(seat)
        self.forget()
        self.overlay = None

    def forget(self) -> None:
        """Drop every choice in progress (a new viewer, a move played, Cancel)."""
        self.arrangement, self.swap_from, self.pending, self.payment = (0, 1, 2), None, None, set()

    def play(self, action: Action, *more: Action) -> None:
        super().play(action, *more)
        if self.view.phase != "assign":
            self.arrangement, self.swap_from = (0, 1, 2), None
        self.pending, self.payment = None, set()

    def game_over(self) -> None:
        """Solo with a human at the table: the best score and rating are kept (not in attract, chosen-deal or computer games)."""
        v = self.view
        if not v.solo or not self.counts_records or not self.seats[0].human or v.final is None:
            return
        before = self.best
        total, rating = v.final.scores[0].total, v.final.rating
        self.best = record.record(total, rating)
        rated = tr(rating)
        if before is None or total > before.score:
            self.record_note = [tr("A new best solo score: {n} VP · {rating}", n=total, rating=rated)]
        else:
            self.record_note = [tr("Best solo score: {n} VP · {rating}", n=before.score,
                                   rating=tr(before.rating))]

    # --- input ----------------------------------------------------------------------------------------
    @property
    def selected(self) -> int | None:
        sel = self.choices.selected
        return sel.card if sel is not None and sel.kind == "select" else None

    def _clickables(self) -> list[Offer]:
        if self.overlay is not None:
            return [Offer(theme.SCREEN.copy(), CLOSE, self.close_overlay)]
        out = super()._clickables()
        if not self.anim.blocking and not self.finished:
            out += offers.views(self)
        return out

    def offers(self) -> list[Offer]:
        return offers.table_offers(self)

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on a card, a slot, a stack or a greyed button that is not offered: the move it seems to
        try (the engine says why not), or what a greyed Confirm waits for."""
        intent = offers.intent(self, pos)
        if isinstance(intent, Action) and intent in self.choices.legal:
            return None
        return intent

    def action_rects(self, a: Action) -> list[pygame.Rect]:
        """Where a hinted move is: a placement on its hand card and its slot, an arrangement on the capsules."""
        if a.kind == "place":
            cards = [r for c, r in self.hand_places() if c == a.card]
            return cards + [L.OWN.slots[L.SLOTS.index(a.target)].copy()]
        if a.kind == "assign":
            return [L.OWN.objective(i) for i in range(3)]
        return super().action_rects(a)

    def keep_selection(self, pick: Pick) -> bool:
        return bool(self.choices.for_card(pick.card, "place"))

    def clicked_nothing(self) -> None:
        if self.pending is None:
            super().clicked_nothing()
        self.swap_from = None

    def open_overlay(self, pick: Pick) -> None:
        self.overlay = pick

    def close_overlay(self) -> None:
        self.overlay = None

    def choose(self, card: int) -> None:
        """A hand card chosen for placement (again: let go)."""
        self.pending, self.payment = None, set()
        self.choices.select(Pick("select", "hand", card))

    def aim(self, card: int, slot: str) -> None:
        """A costly card aimed at a slot: now its payment is picked in the hand."""
        self.pending = (card, slot)
        self.payment &= set(self.view.hands[self.bottom]) - {card}
        self.choices.version += 1

    def toggle_payment(self, card: int) -> None:
        self.payment ^= {card}
        self.choices.version += 1

    def cancel(self) -> None:
        self.pending, self.payment = None, set()
        self.choices.clear()
        self.choices.version += 1

    def confirm(self) -> None:
        """The placement and its payment picks, in ascending id order, as one move."""
        assert self.pending is not None
        card, slot = self.pending
        picks = [Action("pay", c) for c in sorted(self.payment)]
        self.play(Action("place", card, slot), *picks)

    def swap(self, capsule: int) -> None:
        """Objective assignment: click a capsule, then another, to swap what they hold."""
        if self.swap_from is None or self.swap_from == capsule:
            self.swap_from = None if self.swap_from == capsule else capsule
            self.choices.version += 1
            return
        a, b = self.swap_from, capsule
        self.stage.begin(self.view)
        me = self.bottom
        ca, cb = self.cards_in(("obj", me, a))[0], self.cards_in(("obj", me, b))[0]
        arr = list(self.arrangement)
        arr[a], arr[b] = arr[b], arr[a]
        self.arrangement = (arr[0], arr[1], arr[2])
        self.stage.fly(ca, ("obj", me, a), ("obj", me, b), 0.0, 0.22)
        self.stage.fly(cb, ("obj", me, b), ("obj", me, a), 0.0, 0.22)
        self.stage.settle()
        self.swap_from = None
        self.choices.version += 1

    def assign_action(self) -> Action:
        return Action("assign", PERMS.index(self.arrangement))

    # --- what the painter is told ---------------------------------------------------------------------
    def slot_facts(self) -> dict[str, Any]:
        """What the chosen card would trigger in each empty slot (the engine's ``slot_facts``)."""
        card = self.pending[0] if self.pending else self.selected
        if card is None or self.view.seat is None:
            return {}
        view, chosen, facts = self._facts  # asked every frame while the mouse is over a slot: worked out once
        if view is not self.view or chosen != card:
            facts = {f.slot: f for f in slot_facts(self.view, card)}
            self._facts = (self.view, card, facts)
        return facts

    def hovered(self) -> int | None:
        """The hand card under the mouse that a click would choose or pay with (it rises a little)."""
        if not self.input_open or self.overlay is not None:
            return None
        for c, r in reversed(offers.hand_strips(self)):
            if r.collidepoint(self.mouse):
                return c if c in offers.hand_choices(self) else None
        return None

    def static_key(self) -> Any:
        return (self.overlay, self.arrangement, self.swap_from, self.pending, frozenset(self.payment),
                self.hovered(), self.best)

    def paint(self, surface: pygame.Surface) -> None:
        paint.paint(surface, paint.scene_of(self))

    def paint_live(self, surface: pygame.Surface) -> None:
        paint.live(surface, self)

    def hint(self) -> tuple[str, tuple[int, int, int]]:
        return hints.hint(self)

    # --- results --------------------------------------------------------------------------------------
    def result_rows(self) -> list[ResultRow]:
        v = self.view
        f = v.final
        if f is None:
            return super().result_rows()
        rows = []
        for i, seat in enumerate(self.seats):
            sc = f.scores[i]
            station = tuple(c for c in v.stations[i] if c)
            tiles = tuple(t for t in v.tiles[i] if t)
            parts = [Part(tr("Lab cards"), sc.lab, station), Part(tr("Objectives"), sc.bottom),
                     Part(tr("Validation"), sc.validation, tiles), Part(tr("Projects"), sc.project, sc.projects)]
            detail = (tr(f.rating) if v.solo
                      else trn("{n} Project", "{n} Projects", len(sc.projects)))
            # solo has no one to beat: the rating says how it went, not a win
            rows.append(ResultRow(i, seat.name, sc.total, i in f.winners and not v.solo, parts, detail=detail))
        return rows

    def card_painter(self) -> Any:
        return self.art.fitted

    def result_notes(self) -> list[str]:
        v = self.view
        f = v.final
        if f is None:
            return []
        if v.solo:
            return [self.say(engine_hint(v))] + self.record_note + [hints.ratings_line()]
        if f.tie_break == "projects":
            return [tr("Tied on points: {name} holds the most Projects and wins.", name=self.name(f.winners[0]))]
        if f.tie_break == "shared":
            return [tr("Tied on points and on Projects: the victory is shared.")]
        return [tr("A tie on points goes to the player holding the most Projects.")]

    def capsules(self, seat: int) -> tuple[Any, ...]:
        return capsule_facts(self.view, seat)
