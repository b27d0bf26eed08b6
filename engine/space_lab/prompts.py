"""The prompt line's words while the viewer acts: what the table expects now, in the rules' words and the mouse's.

The screen keeps what the move in progress is (a capsule chosen to swap, a card
chosen, the slot it is aimed at and the cards picked to pay); the words for it
are here, beside the costs and effects they name. A prompt for a move under way
has the tone ``turn``; one that asks for the next move has none.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from engine.core import Action, Words, words
from engine.space_lab.advice import short_after
from engine.space_lab.cards import COST_OF, EFFECT_OF
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, card_words, hint, short_name, slot_words

# what the Objectives' order decides, said on the set-up screen (SU-3, section 3, SL-12, SL-13, R-11): a newcomer
# had to order them before knowing the game, with nothing on the screen saying why the order mattered (playtest 31).
# Three cards of the colours validate (not "the 4 slots"), and only a card of the specialty triggers the effect.
ORDER_MATTERS = words("The order matters: 3 cards of a capsule's colours around it validate its Objective, and a card "
                      "of its specialty in its bottom slot triggers its effect. A card between two capsules counts "
                      "for both.")


def asked(v: Any, kinds: Collection[str], swap_from: int | None, pending: tuple[int, str] | None, paid: int,
          selected: int | None, payment: Collection[int] = ()) -> tuple[Words, bool]:
    """What the viewer is asked now: ``kinds`` are those of the legal actions; ``swap_from`` the capsule chosen to
    swap, ``pending`` a card aimed at a slot with ``paid`` cards picked to pay for it (``payment``), ``selected`` a
    hand card chosen to place. True with the words: a move is under way. A placement after which the hand cannot
    pay for its cards says so while it is chosen (``advice.short_after``), not after it (playtest 31)."""
    if v.phase == "assign":
        # the Objectives are clicked on the capsules or in the tray below, both ways: "click two capsules" sent a
        # newcomer who clicked the tray's cards looking for the capsules' (playtest 32b, s04)
        if swap_from is not None:
            return words("Now click the Objective to swap it with (the same one again: keep it)"), True
        return words("Your Objectives: click two, on the capsules or below, to swap them, then Confirm"), False
    if pending is not None:
        card, slot = pending
        short = short_after(v, Action(ActionKind.PLACE, card, slot), payment) if paid == COST_OF[card] else None
        if short is None:
            return _paying(card, slot, paid), True
        # the card by its short name: with its effect as well, the two sentences overflowed the prompt's two rows
        return words("{a}. {b}", a=words("Click Pay to place {card} on {slot}", card=short_name(card),
                                         slot=slot_words(slot)), b=short), True
    if selected is not None:
        name = card_words(selected)
        e = EFFECT_OF[selected]
        if e is not None and e.immediate:
            # the name ends with the effect ("… (draw 1 Lab card)"): it is not said twice
            return words("{card}: click a glowing slot. Its own effect works in any slot; gold slots add more",
                         card=name), True
        # a slot's tip says what placing the card there leaves the hand unable to pay for
        return words("{card}: click a glowing slot; gold slots trigger an effect there", card=name), True
    # the mouse's words only while reveal, recruit and place are all possible; else the rules', which name only
    # what is (a hand that cannot pay for any of its cards is not told to place one)
    if v.phase == "start" and v.trigger is None and {"draw", "recruit", "place"} <= set(kinds):
        return words("Reveal 3, recruit a glowing stack, or click a hand card to place it"), False
    if v.phase == "place" and "place" in kinds:
        return words("Click a hand card to place another, or End turn"), False
    # built from the legal actions, so it never names a move the rules refuse now
    return hint(v, kinds), False


def moved(arrangement: tuple[int, ...], a: int, b: int) -> Words:
    """The swap of capsules ``a`` and ``b`` just made, as the Objectives it moved (their numbers as dealt, beside
    the tray's cards): the badges "1-2-3" becoming "1-3-2" read as a renumbering, not a reorder (playtest 31)."""
    return words("Objective {n} moves to the {a} capsule, Objective {m} to the {b} capsule", n=arrangement[a] + 1,
                 a=CAPSULE_COLOURS_WORDS[a], m=arrangement[b] + 1, b=CAPSULE_COLOURS_WORDS[b])


def _paying(card: int, slot: str, paid: int) -> Words:
    """A card aimed at ``slot`` with ``paid`` hand cards picked: how many more its cost asks, or its Pay button."""
    name, cost = card_words(card), COST_OF[card]
    if paid < cost:
        return words("{card} costs {cost}: click {n} more hand card to discard",
                     plural="{card} costs {cost}: click {n} more hand cards to discard", n=cost - paid, card=name,
                     cost=cost)
    if paid > cost:
        return words("{card} costs only {cost}: click a chosen card to keep it", card=name, cost=cost)
    return words("Click Pay to place {card} on {slot}", card=name, slot=slot_words(slot))


def unpaid(card: int) -> Words:
    """Why Confirm is greyed while ``card`` waits for its payment: its cost in other hand cards (SL-8)."""
    return words("Choose exactly {n} other hand card to pay, then Confirm.",
                 plural="Choose exactly {n} other hand cards to pay, then Confirm.", n=COST_OF[card])
