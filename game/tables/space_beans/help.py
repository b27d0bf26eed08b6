"""The Space Beans rules pages: (heading, paragraphs), read in the rules scene."""

from __future__ import annotations

from game.i18n import N_

PAGES: list[tuple[str, list[str]]] = [
    (
        N_("Space Beans — the goal"),
        [
            N_("2–6 players build bean collections. Close a collection of N cards that holds a card "
            "of value N, and that card becomes a trophy worth its value (SB-16)."),
            N_("The game ends at the end of a turn in which the player on turn has 30 or more trophy "
            "points: they get +3, every remaining collection is closed and scored, highest total "
            "wins (SB-25, SB-27, SB-28)."),
            N_("105 cards: 7 bean types × 15 cards, values 1, 2, 3 once and 4–9 twice each. Every type "
            "has its own colour and its own symbol."),
        ],
    ),
    (
        N_("Collections"),
        [
            N_("You own at most two collections, each of a single bean type: one open (face up) and "
            "one secret (face down, everyone sees how many cards) (SB-10)."),
            N_("With no collection, a new one is open; with one, the new one is secret (SB-11). Both "
            "may be of the same type (SB-12)."),
        ],
    ),
    (
        N_("Your turn"),
        [
            N_("1. Draw: take 2 cards, or none. With an empty hand you must draw (SB-6, SB-7)."),
            N_("2. First turn only: start your open collection with cards of one type (SB-13)."),
            N_("2. Later turns — close: you may close your open collection; your secret one then turns "
            "face up and may be closed too (SB-14, SB-15)."),
            N_("3. Later turns — collect: add cards of one type to one of your collections of that "
            "type, or start a new collection if you have fewer than two (SB-20)."),
            N_("Last: the cards left in your hand go to your right-hand neighbour (SB-22)."),
        ],
    ),
    (
        N_("Forced close and closing"),
        [
            N_("If you have two collections and no hand card of either type, you must close the open "
            "one — even with an empty hand (SB-18). With one collection you are never forced (SB-19)."),
            N_("Closing N cards: one card of value N (if any) becomes your trophy, the rest are "
            "discarded. Closing with no card of value N is allowed and scores nothing (SB-16, SB-17)."),
        ],
    ),
    (
        N_("On this screen"),
        [
            N_("Yellow outlines mark what you may click now. Click a hand card, then the glowing "
            "collection it should go to; a card with one possible place goes there at once."),
            N_("The line above your collections says what the current step expects. Done ends a step "
            "when that is allowed."),
            N_("A click while cards are moving skips the animation. Animation speed is in Settings."),
        ],
    ),
]
