"""The Système Solaire rules pages: (heading, items), read in the client's rules scene.

Written beside the rules they summarise: a paragraph is a msgid, or the
engine's ``Words`` when its numbers come from the engine's own data; a picture
is ``("cards", (ids...))``, which the client draws with the game's card art, so
the numbers a player needs (each card's auction value and VP) are read off the
same faces as at the table. Pure data: no drawing, no I/O.
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, words
from engine.systeme_solaire.cards import COPIES, DECK_SIZE, N_KINDS, N_PROBES, card_id
from engine.systeme_solaire.rules import GAME


def _deal(players: int) -> dict[str, Any]:  # blanks for ``words``
    """What the engine's own set-up leaves for that many players: the cards of the rounds and those unseen."""
    v = GAME.view(GAME.new(players, 0), None)
    cards = v.deck + sum(len(g) for g in v.groups)
    return {"cards": cards, "per": cards // v.rounds, "unseen": v.unseen}


def _cards(*names: str) -> tuple[str, tuple[int, ...]]:
    """A row of card pictures by name ("Mars", "P3"); repeated names take the next copy."""
    ids: list[int] = []
    for n in names:
        ids.append(card_id(n, sum(1 for m in names[: len(ids)] if m == n)))
    return ("cards", tuple(ids))


PLANETS = ("Sun", "Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto")

PAGES: list[tuple[str, list[Any]]] = [
    (
        N_("Système Solaire — the goal"),
        [
            N_("3 to 5 players, 5 rounds. Each round the first player lays out the cards in groups, one group "
               "per player. You bid with the cards in your hand for the right to choose a group first; everyone "
               "else then secretly spends cards to decide who chooses next."),
            N_("Every card you take goes either to your front, where it scores victory points (VP) at the end, "
               "or to your hand, where it is money for later bids. At the end the richest hand earns a bonus. "
               "Most VP wins."),
            _cards(*PLANETS),
        ],
    ),
    (
        N_("The cards"),
        [
            N_("The gold coin in the top-left corner is the card's auction value: what it is worth when you bid, "
               "pay, reveal, and for the hand bonus. The white tile under it is its VP in a front."),
            N_("The Sun's coin is 0 and its tile says #: in a front it scores 1 VP for every card in that front, "
               "itself included (it shows its score there). Point at any card on the table to read its values."),
            N_("The probes (1 to 5) are only money: they start in the hands and never go to a front."),
            words("Each name comes in {copies} copies: {deck} cards in all, {probes} of them probes.",
                  copies=COPIES, deck=DECK_SIZE, probes=N_PROBES),
            _cards("P1", "P2", "P3", "P4", "P5", "Sun"),
        ],
    ),
    (
        N_("Set-up"),
        [
            N_("Seat 1 starts with the first-player marker (a gold “first player” pill beside the name)."),
            words("3 players: one card of each of the {names} names is set aside face up for the whole game (top "
                  "right). Each player takes probes 1, 2, 3, 4 and 5; {unseen} cards are set aside unseen. "
                  "{cards} cards remain: {per} a round, in 3 groups.", names=N_KINDS, **_deal(3)),
            words("4 players: each player takes probes 1 to 5; {unseen} cards are set aside unseen. {cards} cards: "
                  "{per} a round, in 4 groups.", **_deal(4)),
        ],
    ),
    (  # its own page: on the one above, the picture fell alone onto a "continued" screen
        N_("Set-up with 5 players"),
        [
            words("5 players: there are five probe sets, each worth 12: two of 1, 3, 3, 5, two of 1, 2, 4, 5 and one "
                  "of 2, 2, 4, 4. The player after the first chooses a set, then the next, clockwise; the first "
                  "player gets the last one. {cards} cards: {per} a round, in 5 groups.", **_deal(5)),
            _cards("P1", "P3", "P3", "P5"),
            N_("Above: the probe set 1, 3, 3, 5."),
        ],
    ),
    (
        N_("A round: 1 Layout"),
        [
            N_("Every round has four steps: 1 Layout, 2 Auction, 3 Order reveal, 4 Group selection. The strip "
               "above the groups lights the current one."),
            N_("Layout: the first player deals the round's cards face up into one group per player: card 1 to "
               "group 1, card 2 to group 2, and so on, then from group 1 again. So every group holds 1 or 2 "
               "cards (with 4 players: 2, 2, 2 and 1)."),
            N_("Variant (chosen at set-up): one card goes to each group, then the first player draws the other "
               "cards one at a time and puts each in a group of their choice, never more than 2 in a group. "
               "Click a glowing group for each drawn card."),
        ],
    ),
    (
        N_("2 Auction"),
        [
            N_("The first player bids first, then the others clockwise. Bid more than the high bid, at most your "
               "hand value (the total of the coins in your hand), or pass. A pass is for the rest of the round; "
               "a player who cannot beat the high bid passes by itself."),
            N_("The first player must open with at least 1 and may not pass (if their hand is worth 0, the next "
               "player must open). The auction ends when all but one have passed."),
            N_("The winner pays: hand cards worth at least the bid — no change is given — go to the discard pile. "
               "The winner takes the first-player marker and will choose a group first. If nobody can open, "
               "nobody wins and everyone takes part in the order reveal."),
            N_("On screen: −1, +1, +2, +5 change the amount on the Bid button. To pay, click hand cards: they rise "
               "and the total shows; Pay lights up once it is enough."),
        ],
    ),
    (
        N_("3 Order reveal"),
        [
            N_("Everyone but the auction winner secretly selects one or more hand cards (with an empty hand you "
               "select nothing: your total is 0). Nobody sees what or how many cards the others selected."),
            N_("Then all selections are turned over at once. Your total is the sum of the coins you revealed; "
               "the revealed cards are spent (to the discard pile)."),
            N_("Order of choice: the auction winner first, then the highest totals. Equal totals: a player who "
               "revealed cards goes before one with an empty hand; still equal, the player nearest the first "
               "player, counting counterclockwise (the first player first)."),
            N_("On screen: click hand cards, then Confirm. With several people at the screen, each selects behind "
               "the curtain. Numbered tokens beside the names show the order, and the board says why."),
        ],
    ),
    (
        N_("4 Group selection"),
        [
            N_("In the order of choice, each player takes one group and at once puts each of its cards in their "
               "hand or their front. The next player chooses after that."),
            N_("Your front never holds two cards of one name: a second Mars must go to your hand, and of two "
               "Mars taken together at most one goes to the front. Probes never go to a front. Front cards never "
               "come back to your hand."),
            N_("If your hand is empty when you take a group, keep at least one of its cards in your hand — except "
               "in the last round."),
        ],
    ),
    (  # its own page: on the one above, the picture fell alone onto a "continued" screen
        N_("4 Group selection on screen"),
        [
            N_("On screen: click a group, choose Hand or Front under each of its cards (a greyed choice says why), "
               "then Take."),
            _cards("Mars", "Venus"),
            N_("Above: a group of two, Mars and Venus. Each may go to your hand or your front."),
        ],
    ),
    (
        N_("Earth and Pluto"),
        [
            N_("When an Earth or a Pluto leaves your hand — as payment or as a revealed card — it goes to your "
               "front instead of the discard pile, as long as your front has no card of that name. Otherwise it "
               "is discarded. If two cards of the same name leave together, only one goes to your front."),
            N_("So they are good money: spent once, they still score."),
            _cards("Earth", "Pluto"),
        ],
    ),
    (
        N_("The end and the score"),
        [
            N_("The game ends after the group selection of round 5, when the deck is empty."),
            N_("Front: every card scores its VP; a Sun scores 1 VP per card in its front, itself included."),
            N_("Hand bonus: the player or players with the highest hand value gain 2 VP for every card in their "
               "hand (a Sun, worth 0, counts as a card)."),
            N_("Most VP wins. A tie goes to the tied player nearest the first player of the game (seat 1), "
               "counting counterclockwise: seat 1 wins any tie it is part of."),
        ],
    ),
    (
        N_("A scoring example"),
        [
            N_("Ann: front Sun, Mercury, Earth, Jupiter = 4 + 4 + 3 + 2 = 13 VP; hand Probe 2 and Venus, value 4. "
               "Total 13."),
            N_("Ben: front Neptune, Mars, Venus = 11 VP; hand Probe 5, Probe 1 and Sun, value 6. Cai: front "
               "Mercury, Venus, Neptune, Earth = 15 VP; hand Saturn and Probe 2, value 6."),
            N_("Ben and Cai share the highest hand value (6), so both gain the bonus: Ben 2 × 3 cards = 6 (total "
               "17), Cai 2 × 2 cards = 4 (total 19). Cai wins."),
            _cards("Sun", "Mercury", "Earth", "Jupiter"),
        ],
    ),
    (
        N_("Words on the table"),
        [
            N_("Auction value: the coin on a card. Hand value: the coins of all your hand cards together. "
               "VP: victory points, scored by the cards in your front and the hand bonus."),
            N_("Front: your face-up row of scoring cards. Group: the 1 or 2 cards a player takes in a round. "
               "Deck: the face-down cards still to come. Discard pile: spent cards, face up (click it to list "
               "them)."),
            N_("First player: holds the marker, lays out the groups and bids first; the auction winner takes the "
               "marker. High bid: the highest bid so far. Order of choice: who takes a group when."),
            N_("Clockwise: the next seat (the players after you are shown left to right along the top); "
               "counterclockwise: the seat before."),
        ],
    ),
    (
        N_("On this screen"),
        [
            N_("The line under the board always says what to do now; the log on the right tells what happened. "
               "Each player's panel shows their hand size and value, their front and its VP, and what they are "
               "doing: their bid, a pass, “cards chosen”, what they revealed."),
            N_("Glowing outlines mark what you may click. Point at a card to read its values. Click the discard "
               "pile (or, with 3 players, the cards set aside) to list them."),
            N_("A click while cards are moving skips the animation. Animation speed is in Settings."),
        ],
    ),
]
