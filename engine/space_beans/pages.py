"""The Space Beans rules pages: (heading, items), read by the client's rules scene.

The rules' own words, written beside the rules: an item is a paragraph (a
msgid, or ``Words`` whose numbers come from the engine's own data: deal size,
deck, goal, so the pages cannot drift from the rules the engine plays) or a
row of card pictures ``("cards", ids)`` the client draws with its card art.
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, words
from engine.space_beans.cards import DECK_SIZE, PER_TYPE, TYPES, card_id
from engine.space_beans.facts import BONUS, HAND_AT_START, WIN_POINTS
from engine.space_beans.rules import GAME


def _cards(*spec: tuple[int, int]) -> tuple[str, tuple[int, ...]]:
    """Card pictures by (type index, value); a repeated value takes the second copy."""
    ids: list[int] = []
    for t, v in spec:
        copy = sum(1 for s in spec[: len(ids)] if s == (t, v))
        ids.append(card_id(t, v, copy))
    return ("cards", tuple(ids))


LO, HI = GAME.min_players, GAME.max_players
DRAW_PILE = {n: DECK_SIZE - HAND_AT_START * (n - 1) for n in range(LO, HI + 1)}

PAGES: list[tuple[str, list[Any]]] = [
    (
        N_("Space Beans — the goal"),
        [
            words("{lo}–{hi} players build bean collections. Close a collection of N cards that holds a card "
                  "of value N, and that card becomes a trophy worth its value.", lo=LO, hi=HI),
            words("The game ends at the end of a turn in which the player on turn has {goal} or more trophy "
                  "points: they get +{bonus}, every remaining collection is closed and scored, highest total "
                  "wins.", goal=WIN_POINTS, bonus=BONUS),
            words("{deck} cards: {types} bean types × {per} cards, values 1, 2, 3 once and 4–9 twice each. "
                  "Every type has its own colour and its own symbol.", deck=DECK_SIZE, types=len(TYPES),
                  per=PER_TYPE),
            _cards(*((t, 1 + t) for t in range(len(TYPES)))),
        ],
    ),
    (
        N_("Set-up"),
        [
            words("The cards are shuffled. Every player gets {hand} cards face down, except the dealer (the "
                  "last seat), who gets none: the first player plays first, and the cards they do not use "
                  "go to the dealer, so the dealer's hand is filled before the dealer plays.",
                  hand=HAND_AT_START),
            words("The rest is the draw pile: {p2} cards with 2 players, {p3} with 3, {p4} with 4, {p5} with 5, "
                  "{p6} with 6. The discard pile starts empty.",
                  **{f"p{n}": DRAW_PILE[n] for n in DRAW_PILE}),
            N_("The player after the dealer (Seat 1 in set-up) starts, then play goes round the table."),
            _cards((0, 4), (3, 7), (5, 2)),  # a starting hand: three cards, any types
        ],
    ),
    (
        N_("Collections"),
        [
            N_("You own at most two collections, each of a single bean type: one open (face up) and "
               "one secret (face down, everyone sees how many cards)."),
            N_("With no collection, a new one is open; with one, the new one is secret. Both "
               "may be of the same type."),
            _cards((1, 2), (1, 5), (1, 9)),  # an open collection: one type, any values
        ],
    ),
    (
        N_("Your turn"),
        [
            # the steps of SB-5 numbered once: the first turn skips the close, and its collect step starts the
            # open collection ("2. First turn only" beside "2. Later turns" read as a misprint)
            N_("1. Draw: take 2 cards, or none. With an empty hand you must draw."),
            N_("2. Close (not on your first turn): you may close your open collection; your secret one then "
               "turns face up and may be closed too."),
            N_("3. Collect (required while you hold cards): add cards of one type to one of your collections of "
               "that type, or start a new collection if you have fewer than two. On your first turn: start your "
               "open collection with cards of one type."),
            N_("4. Pass: the cards left in your hand go to your right-hand neighbour."),
            _cards((6, 3), (6, 5), (6, 8)),  # cards of one type, as a collection is started or added to
        ],
    ),
    (
        N_("Forced close and closing"),
        [
            # what closing does first, then when it is forced (a newcomer read the exception before the rule)
            N_("Closing N cards: one card of value N (if any) becomes your trophy, the rest are "
               "discarded. Closing with no card of value N is allowed and scores nothing."),
            N_("If you have two collections and no hand card of either type, you must close the open "
               "one — even with an empty hand. With one collection you are never forced."),
            N_("Example: an open collection of 3 Bluebeans holding a 3 is closed: the 3 becomes a trophy "
               "worth 3 points, the other two cards are discarded."),
            _cards((2, 3), (2, 6), (2, 8)),
        ],
    ),
    (
        N_("Draw pile and the end"),
        [
            N_("When the draw pile runs out, the discard pile is shuffled at once into a new draw pile. "
               "If both piles hold fewer than 2 cards together, a draw takes what is left."),
            words("At the end of each turn, only the player whose turn it was is checked: with {goal} or "
                  "more trophy points the game ends and that player gets +{bonus}.", goal=WIN_POINTS,
                  bonus=BONUS),
            words("The game also ends at once when the draw pile, the discard pile and every hand are empty; "
                  "the player on turn still gets +{bonus} with {goal} or more trophy points.", goal=WIN_POINTS,
                  bonus=BONUS),
            N_("Final scoring: hands are discarded, secret collections turn face up, and every collection is "
               "closed as above. Score = trophies + bonus; the highest score wins, tied players share the win."),
            words("Example: trophies worth 31 reach the goal: +{bonus}. The open collection holds six "
                  "Klingbohns 1, 4, 4, 5, 7, 9 (N = 6, no 6: 0 points); the secret one holds Darth Beans 2 and "
                  "8 (N = 2 and a 2: 2 points). Total 31 + {bonus} + 0 + 2 = {total}.", bonus=BONUS,
                  total=31 + BONUS + 2),
        ],
    ),
    (
        N_("Words on the table"),
        [
            N_("Open collection: your face-up row, the one that may be closed first. Secret collection: face "
               "down, only you see it."),
            N_("Trophy: a card won by closing; its value counts at the end. Draw pile and discard: the two "
               "piles in the middle."),
            N_("Dealer: the last seat; it starts with no cards. Right-hand neighbour: the seat before yours, "
               "which receives your leftover hand."),
        ],
    ),
]
