"""The Space Lab prompt line and the words the table adds to the engine's: what the screen expects now.

The rules' own sentences come from the engine (``words.hint``, ``why_not``,
``effect_words``, card and slot names); the table adds how to do it with the
mouse (click a card, then a glowing slot, then the cards to pay with).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Player, words
from engine.space_lab.cards import COST_OF, EFFECT_OF
from engine.space_lab.words import card_words, slot_words
from engine.space_lab.words import hint as engine_hint
from game import theme
from game.i18n import tr, trn
from game.kit.contract import Line

if TYPE_CHECKING:
    from game.tables.space_lab.table import SpaceLabUI


def line(u: SpaceLabUI) -> Line:
    """What the table expects of the viewer now, in the engine's words and the mouse's."""
    v = u.t.view
    if v.final is not None:
        if u.t.anim.blocking:  # the end is still being shown: the winner waits for the results
            return tr("Final scoring…"), theme.GOLD
        return u.t.say(engine_hint(v)), theme.GOLD
    other = u.t.turn_prompt()
    if other is not None:
        return other
    if not u.live:  # a replay at the viewer's decision: whose turn it is, no instructions for the mouse
        return u.t.say(words("{who}'s turn", who=Player(v.current))), theme.TEXT_DIM
    if v.phase == "assign":
        if u.swap_from is not None:
            return tr("Now click the capsule to swap it with (the same one again: keep it)"), theme.ACCENT_2
        return tr("Your Objectives: click two capsules to swap what they hold, then Confirm"), theme.ACCENT
    if u.pending is not None:
        return _paying(u, *u.pending), theme.ACCENT_2
    card = u.selected
    if card is not None:
        name = u.t.say(card_words(card))
        e = EFFECT_OF[card]
        if e is not None and e.immediate:
            # the name ends with the effect ("… (draw 1 Lab card)"): it is not said twice
            return tr("{card}: click a glowing slot. Its own effect works in any slot; gold slots add more",
                      card=name), theme.ACCENT_2
        return tr("{card}: click a glowing slot; gold slots trigger an effect there", card=name), theme.ACCENT_2
    # the mouse's words only while reveal, recruit and place are all possible; else the engine's, which name only
    # what is (a hand that cannot pay for any of its cards is not told to place one)
    if v.phase == "start" and v.trigger is None and {"draw", "recruit", "place"} <= u.t.choices.kinds:
        return tr("Draw (reveal 3), recruit a glowing stack, or click a hand card to place it"), theme.ACCENT
    if v.phase == "place" and u.t.choices.of("place"):
        return tr("Click a hand card to place another, or End turn"), theme.ACCENT
    # built from the legal actions, so it never names a move the rules refuse now
    return u.t.say(engine_hint(v, u.t.choices.kinds)), theme.ACCENT


def _paying(u: SpaceLabUI, card: int, slot: str) -> str:
    name = u.t.say(card_words(card))
    cost, chosen = COST_OF[card], len(u.payment)
    if chosen < cost:
        return trn("{card} costs {cost}: click {n} more hand card to discard",
                   "{card} costs {cost}: click {n} more hand cards to discard", cost - chosen, card=name, cost=cost)
    if chosen > cost:
        return tr("{card} costs only {cost}: click a chosen card to keep it", card=name, cost=cost)
    return tr("Click Confirm to place {card} on {slot}", card=name, slot=u.t.say(slot_words(slot)))
