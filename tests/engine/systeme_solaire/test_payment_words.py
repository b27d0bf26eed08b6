"""A payment move's words name the whole payment it makes (issue 18 follow-up, SS-13, R-6): the Hint named a
runner-up "Pay with Probe 1", which cannot pay a bid of 5 alone. Over seeded games, at every payment decision,
each legal ``pay`` / ``paid`` action's words (``describe_in``, from the payer's own view) name a payment that
covers the bid, made of cards the payer may pay with in that order."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.ai import WEIGHTS, _Judge, whole_payment
from engine.systeme_solaire.cards import hand_value
from engine.systeme_solaire.words import card_words
from game import i18n
from game import words as say_words

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


@pytest.mark.parametrize("players", [3, 5])
def test_every_payment_action_names_a_payment_that_covers_the_bid(players: int) -> None:
    checked = 0
    for seed in range(8):
        s, rng = GAME.new(players, seed), random.Random(seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            if s.phase == "pay":
                v = GAME.view(s, s.actor)
                for a in legal:
                    w = GAME.describe_in(v, a)
                    text = english(w, NAMES)
                    paid = v.payment if a.kind == "paid" else whole_payment(v, a.card)
                    assert w.arg("n") == hand_value(paid) >= v.high, (text, v.high)
                    if len(paid) <= 5:
                        assert all(english(card_words(c), NAMES) in text for c in paid), (text, paid)
                    t = s  # the payment it names can be made, pick by pick, and sent
                    for c in paid[len(v.payment):]:
                        t = GAME.apply(t, Action("pay", c))[0]  # refused if not a legal pick
                    assert any(x.kind == "paid" for x in GAME.legal_actions(t)), (text, paid)
                    checked += 1
            # the Normal bot's moves half the time: real auctions, and payments of several cards
            normal = _Judge(GAME.view(s, s.actor), WEIGHTS).choose(legal)
            s = GAME.apply(s, rng.choice(legal) if rng.random() < 0.5 else normal)[0]
    assert checked >= 20


def test_the_payment_words_in_french() -> None:
    old = i18n.language()
    i18n.set_language("fr")
    try:
        for seed in range(10):
            s = GAME.new(3, seed)
            rng = random.Random(seed)
            while s.phase != "pay" and not GAME.is_over(s):
                s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]
            if s.phase == "pay":
                v = GAME.view(s, s.actor)
                text = say_words.say(GAME.describe_in(v, GAME.legal_actions(s)[0]), NAMES)
                paid = whole_payment(v, GAME.legal_actions(s)[0].card)
                assert text.startswith(f"Payer {hand_value(paid)} avec "), text
                return
    finally:
        i18n.set_language(old)
    raise AssertionError("no payment reached")
