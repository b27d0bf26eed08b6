"""What the player may click on the Space Lab table, and the buttons, always from the legal actions.

Keys are engine ``Action``s (legal now) or ``Pick``s, choices that are not a
move yet: a hand card chosen (``select``), a payment card (``pay``), a
capsule to swap (``swap``). A costly card's slot is keyed by its placement,
though a click there only aims the card: the placement is sent by Confirm,
with its payment, only when exactly its cost is chosen. The large views (``view``) are the table's ``lists``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from engine.core import Action
from engine.space_lab.cards import AGENCY_OF, COST_OF
from engine.space_lab.content import SLOTS
from engine.space_lab.prompts import unpaid
from engine.space_lab.words import why_not
from game import ui
from game.i18n import tr
from game.kit import panels
from game.kit.choices import Offer, Pick
from game.kit.rows import strips
from game.tables.space_lab import layout as L

if TYPE_CHECKING:
    from game.tables.space_lab.table import SpaceLabUI

Button = tuple[ui.Button, Any, Any]  # the button, its key (an Action or a Pick), what a click runs


def hand_strips(u: SpaceLabUI) -> list[tuple[int, pygame.Rect]]:
    """Each hand card with the part of it a click reaches (the next card covers the rest), left to right."""
    return strips(u.hand_places(), least=10, rise=L.HAND[1] // 2 - 1)  # a card lifted half its height covers nothing


def hand_choices(u: SpaceLabUI) -> set[int]:
    """Hand cards a click acts on now: cards to place, payment cards, or cards a pick pays with."""
    hand = set(u.t.cards_in(("hand", u.t.bottom, 0)))
    if u.pending is not None:
        return hand - {u.pending[0]}
    if u.t.view.phase == "pay":
        return {a.card for a in u.t.choices.of("pay")}
    return hand & {pick.card for pick in u.selection.candidates()}


def buttons(u: SpaceLabUI) -> tuple[list[Button], list[str]]:
    """The decision buttons (some shown disabled) and the reasons written under them."""
    v, ch = u.t.view, u.t.choices
    acts: list[tuple[str, Any, Any, bool, bool]] = []  # label, key, run, enabled, primary
    reasons: list[str] = []
    if v.phase == "assign" and "assign" in ch.kinds:
        a = u.assign_action()
        acts.append((tr("Confirm"), a, partial(u.t.play, a), True, True))  # the tray title says what
    elif u.pending is not None:
        card, slot = u.pending
        a = Action("place", card, slot)
        ready = len(u.payment) == COST_OF[card]
        acts.append((tr("Pay {n}/{cost}", n=len(u.payment), cost=COST_OF[card]), a, u.confirm, ready, True))
        acts.append((tr("Back"), Pick("cancel"), u.cancel, True, False))
    else:
        if v.phase == "start":
            draw = Action("draw")
            can = "draw" in ch.kinds
            # greyed while a hand card is selected for placing: the click meant for the placement's Confirm, on this
            # same spot, started a Draw (playtest 15); not the one to press in a last turn (R-18, playtest 19)
            free = u.selected is None
            acts.append((tr("Reveal 3"), draw, partial(u.t.play, draw), can and free, can and free and not v.final_turn))
            # the hand limit is said once, in the Recruitment Centre's box (the same sentence under Draw too, and
            # again on a refused click, read as three warnings at once: playtest 14)
            if not can and not v.hand_limited:
                reasons.append(u.t.say(why_not(v, draw)))
        for kind, label in (("pass", tr("Pass")), ("end", tr("End turn"))):
            if kind in ch.kinds:
                a = Action(kind)
                acts.append((label, a, partial(u.t.play, a), u.selected is None, u.selected is None))
        if u.selected is not None:
            acts.append((tr("Back"), Pick("cancel"), u.cancel, True, False))
    rects = panels.column(L.BUTTONS, len(acts), 50, 10)
    out = [(ui.Button(r, label, key="sl:" + str(k), size=19, enabled=on, primary=primary), k, run)
           for (label, k, run, on, primary), r in zip(acts, rects, strict=True)]
    return out, reasons


def table_offers(u: SpaceLabUI) -> list[Offer]:
    """Every click the table offers the viewer now (asked only on their turn)."""
    v, ch = u.t.view, u.t.choices
    out = [Offer(b.rect, key, run) for b, key, run in buttons(u)[0] if b.enabled]
    if v.phase == "assign" and "assign" in ch.kinds:
        for i in range(3):
            pick = Pick("swap", "capsule", i)
            for r in (L.OWN.objective(i), L.tray_card("box", i, 3)):
                out.append(Offer(r, pick, partial(u.swap, i), glow=True))
        return out
    card = u.pending[0] if u.pending is not None else u.selected
    if card is None:  # while a card is being placed, only the placement is offered (Back lets it go)
        if "draw" in ch.kinds:
            out.append(Offer(L.LAB_DECK.copy(), Action("draw"), partial(u.t.play, Action("draw")), glow=True))
        for a in ch.of("recruit"):
            out.append(Offer(L.rc_column(a.card), a, partial(u.t.play, a), glow=True))
    revealed = u.t.cards_in(L.REVEAL)
    for a in ch.of("agency"):
        for k, c in enumerate(revealed):
            if AGENCY_OF[c] == a.card:
                out.append(Offer(L.tray_card("reveal", k, len(revealed)), a, partial(u.t.play, a), glow=True))
    drawn = u.t.cards_in(L.DRAWN)
    for a in ch.of("keep"):
        if a.card in drawn:
            r = L.tray_card("drawn", drawn.index(a.card), len(drawn))
            out.append(Offer(r, a, partial(u.t.play, a), glow=True))
    strips = hand_strips(u)[::-1]  # the rightmost card lies on top
    if u.pending is not None:  # the card being placed lets the placement go; the others pay for it
        return out + [Offer(r, Pick("cancel"), u.cancel) if c == u.pending[0]
                      else Offer(r, Pick("pay", "hand", c), partial(u.toggle_payment, c)) for c, r in strips]
    out += u.selection.target_offers(lambda slot: L.OWN.slots[SLOTS.index(slot)].copy(), u.place)
    pays = {a.card: a for a in ch.of("pay")}
    out += [Offer(r, pays[c], partial(u.t.play, pays[c])) for c, r in strips if c in pays]
    out += u.selection.choose_offers((Pick("select", "hand", c), r) for c, r in strips)
    return out


def intent(u: SpaceLabUI, pos: tuple[int, int]) -> Action | str | None:
    """What a click at ``pos`` that hits nothing offered seems to try: an engine action (the engine says
    why it is not possible) or, for a Confirm waiting for its payment, a sentence."""
    v = u.t.view
    me = u.t.bottom
    for b, key, _run in buttons(u)[0]:
        if b.rect.collidepoint(pos) and not b.enabled:
            if u.pending is not None and key == Action("place", *u.pending):
                return u.t.say(unpaid(u.pending[0]))
            return key if isinstance(key, Action) else None
    empty = [s for s, c in zip(SLOTS, v.stations[me], strict=True) if not c]
    for c, r in reversed(hand_strips(u)):
        if r.collidepoint(pos):
            return Action("place", c, empty[0] if empty else SLOTS[0])
    card = u.pending[0] if u.pending is not None else u.selected
    for k, slot in enumerate(L.OWN.slots):
        if slot.collidepoint(pos):
            return Action("place", card if card is not None else 0, SLOTS[k])
    if L.LAB_DECK.collidepoint(pos):
        return Action("draw")
    for a in range(len(v.rc)):
        if L.rc_column(a).collidepoint(pos):
            return Action("recruit", a)
    return None
