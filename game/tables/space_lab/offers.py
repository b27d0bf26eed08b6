"""What the player may click on the Space Lab table, and the buttons, always from the legal actions.

Keys are engine ``Action``s (legal now) or ``Pick``s, choices that are not a
move yet: a hand card chosen (``select``), a costly card aimed at a slot
(``aim``), a payment card (``pay``), a capsule to swap (``swap``), a view to
open (``view``). A placement with a cost is sent by Confirm, only when
exactly its cost is chosen.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import Action
from engine.space_lab.cards import AGENCY_OF, COST_OF
from engine.space_lab.words import why_not
from game import ui
from game.i18n import tr, trn
from game.kit import panels
from game.kit.choices import Offer, Pick
from game.tables.space_lab import layout as L

Button = tuple[ui.Button, Any, Any]  # the button, its key (an Action or a Pick), what a click runs


def hand_strips(t: Any) -> list[tuple[int, pygame.Rect]]:
    """Each hand card with the part of it a click reaches (the next card covers the rest), left to right."""
    placed = t.hand_places()
    out = []
    for k, (c, r) in enumerate(placed):
        nxt = placed[k + 1][1] if k + 1 < len(placed) else None
        if nxt is not None and nxt.x < r.right and abs(nxt.y - r.y) < r.h // 2:
            r = pygame.Rect(r.x, r.y, max(10, nxt.x - r.x), r.h)
        out.append((c, r))
    return out


def hand_choices(t: Any) -> set[int]:
    """Hand cards a click acts on now: cards to place, payment cards, or cards a pick pays with."""
    hand = set(t.cards_in(("hand", t.bottom, 0)))
    if t.pending is not None:
        return hand - {t.pending[0]}
    if t.view.phase == "pay":
        return {a.card for a in t.choices.of("pay")}
    return {c for c in hand if t.choices.for_card(c, "place")}


def buttons(t: Any) -> tuple[list[Button], list[str]]:
    """The decision buttons (some shown disabled) and the reasons written under them."""
    v, ch = t.view, t.choices
    acts: list[tuple[str, Any, Any, bool, bool]] = []  # label, key, run, enabled, primary
    reasons: list[str] = []
    if v.phase == "assign" and "assign" in ch.kinds:
        a = t.assign_action()
        acts.append((tr("Confirm Objectives"), a, lambda: t.play(a), True, True))
    elif t.pending is not None:
        card, slot = t.pending
        a = Action("place", card, slot)
        ready = len(t.payment) == COST_OF[card]
        acts.append((tr("Confirm {n} of {cost}", n=len(t.payment), cost=COST_OF[card]), a, t.confirm, ready, True))
        acts.append((tr("Cancel"), Pick("cancel"), t.cancel, True, False))
    else:
        if v.phase == "start":
            draw = Action("draw")
            can = "draw" in ch.kinds
            acts.append((tr("Draw: reveal 3"), draw, lambda: t.play(draw), can, can and t.selected is None))
            if not can:
                reasons.append(t.say(why_not(v, draw)))
        for kind, label in (("pass", tr("Pass")), ("end", tr("End turn"))):
            if kind in ch.kinds:
                a = Action(kind)
                acts.append((label, a, lambda a=a: t.play(a), True, t.selected is None))
        if t.selected is not None:
            acts.append((tr("Cancel"), Pick("cancel"), t.cancel, True, False))
    rects = panels.column(L.BUTTONS, len(acts), 50, 10)
    out = [(ui.Button(r, label, key="sl:" + str(k), size=19, enabled=on, primary=primary), k, run)
           for (label, k, run, on, primary), r in zip(acts, rects, strict=True)]
    return out, reasons


def table_offers(t: Any) -> list[Offer]:
    """Every click the table offers the viewer now (asked only on their turn)."""
    v, ch = t.view, t.choices
    out = [Offer(b.rect, key, run) for b, key, run in buttons(t)[0] if b.enabled]
    if v.phase == "assign" and "assign" in ch.kinds:
        for i in range(3):
            pick = Pick("swap", "capsule", i)
            for r in (L.OWN.objective(i), L.tray_card("box", i, 3)):
                out.append(Offer(r, pick, lambda i=i: t.swap(i), glow=True))
        return out
    card = t.pending[0] if t.pending is not None else t.selected
    if card is None:  # while a card is being placed, only the placement is offered (Cancel lets it go)
        if "draw" in ch.kinds:
            out.append(Offer(L.LAB_DECK.copy(), Action("draw"), lambda: t.play(Action("draw")), glow=True))
        for a in ch.of("recruit"):
            out.append(Offer(L.rc_column(a.card), a, lambda a=a: t.play(a), glow=True))
    revealed = t.cards_in(L.REVEAL)
    for a in ch.of("agency"):
        for k, c in enumerate(revealed):
            if AGENCY_OF[c] == a.card:
                out.append(Offer(L.tray_card("reveal", k, len(revealed)), a, lambda a=a: t.play(a), glow=True))
    drawn = t.cards_in(L.DRAWN)
    for a in ch.of("keep"):
        if a.card in drawn:
            r = L.tray_card("drawn", drawn.index(a.card), len(drawn))
            out.append(Offer(r, a, lambda a=a: t.play(a), glow=True))
    if card is not None and t.pending is None:
        for a in ch.for_card(card, "place"):
            r = L.OWN.slots[L.SLOTS.index(a.target)].copy()
            if COST_OF[card] == 0:
                out.append(Offer(r, a, lambda a=a: t.play(a), glow=True))
            else:
                out.append(Offer(r, Pick("aim", a.target, card), lambda a=a: t.aim(a.card, a.target), glow=True))
    pays = {a.card: a for a in ch.of("pay")}
    choices = hand_choices(t)
    for c, r in reversed(hand_strips(t)):  # the rightmost card lies on top
        if c in pays:
            out.append(Offer(r, pays[c], lambda a=pays[c]: t.play(a)))
        elif t.pending is not None and c == t.pending[0]:
            out.append(Offer(r, Pick("cancel"), t.cancel))
        elif t.pending is not None and c in choices:
            out.append(Offer(r, Pick("pay", "hand", c), lambda c=c: t.toggle_payment(c)))
        elif c in choices:
            out.append(Offer(r, Pick("select", "hand", c), lambda c=c: t.choose(c)))
    return out


def views(t: Any) -> list[Offer]:
    """What opens a large view at any time: the discard pile, and each other station."""
    out = [Offer(L.DISCARD.inflate(8, 30).move(0, 12), Pick("view", "discard"),
                 lambda: t.open_overlay(Pick("view", "discard")))]
    for s, p in t.layout.panels.items():
        pick = Pick("view", "station", s)
        out.append(Offer(p.copy(), pick, lambda pick=pick: t.open_overlay(pick)))
    return out


def intent(t: Any, pos: tuple[int, int]) -> Action | str | None:
    """What a click at ``pos`` that hits nothing offered seems to try: an engine action (the engine says
    why it is not possible) or, for a Confirm waiting for its payment, a sentence."""
    v = t.view
    me = t.bottom
    for b, key, _run in buttons(t)[0]:
        if b.rect.collidepoint(pos) and not b.enabled:
            if t.pending is not None and key == Action("place", *t.pending):
                return trn("Choose exactly {n} other hand card to pay, then Confirm.",
                           "Choose exactly {n} other hand cards to pay, then Confirm.", COST_OF[t.pending[0]])
            return key if isinstance(key, Action) else None
    empty = [s for s, c in zip(L.SLOTS, v.stations[me], strict=True) if not c]
    for c, r in reversed(hand_strips(t)):
        if r.collidepoint(pos):
            return Action("place", c, empty[0] if empty else L.SLOTS[0])
    card = t.pending[0] if t.pending is not None else t.selected
    for k, slot in enumerate(L.OWN.slots):
        if slot.collidepoint(pos):
            return Action("place", card if card is not None else 0, L.SLOTS[k])
    if L.LAB_DECK.collidepoint(pos):
        return Action("draw")
    for a in range(len(v.rc)):
        if L.rc_column(a).collidepoint(pos):
            return Action("recruit", a)
    return None
