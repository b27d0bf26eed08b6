"""The Al Cabohne rules pages: (heading, paragraphs), read in the rules scene."""

from __future__ import annotations

from game.i18n import N_

PAGES: list[tuple[str, list[str]]] = [
    (
        N_("Al Cabohne — the goal"),
        [
            N_("Solo or two players against the bean Mafia. Plant beans, harvest fields for coins "
            "(a coin is a bean card turned over), and end richer than the Mafia. Ties go to the "
            "Mafia (AC-35, AC-36)."),
            N_("Solo: 3 Bosses, a 7-card hand, 3 fields, the deck is played once, and the Mafia's "
            "treasury counts double. Two players: 2 Bosses, 5-card hands, 2 fields and a third "
            "to buy for 4 coins, the deck is played three times (AC-1 to AC-7)."),
            N_("The bean-o-meter along the bottom of every card says how many beans earn 1, 2, 3 and "
            "4 coins; the number in the corner is how many cards of that type exist (AC-12)."),
        ],
    ),
    (
        N_("Fields and harvests"),
        [
            N_("A field holds one bean type. You may not grow a type on two of your fields; the Bosses "
            "never grow the same type either (AC-9)."),
            N_("Harvest a field any time on your own turn except while revealing. A lone bean may be "
            "harvested only if none of your fields holds 2 or more (AC-10, AC-11)."),
            N_("A Boss sells his field the moment it is worth his number of coins — Al 3, Don 2, "
            "Joe 1 — and the coins go to the Mafia's treasury (AC-13)."),
        ],
    ),
    (
        N_("Your turn: before the reveal"),
        [
            N_("Leftovers (two players): place the opponent's unplanted revealed beans on your fields "
            "or the discard (AC-16)."),
            N_("Tax: each of your fields whose type a Boss grows gives him one bean. Harvest first to "
            "avoid it (AC-17)."),
            N_("Plant: the front card of your hand must be planted — on the field growing its type, "
            "else on an empty field, else harvest first. A second card may follow. The hand's order "
            "never changes (AC-15, AC-18, AC-19)."),
        ],
    ),
    (
        N_("Your turn: reveal, cultivate, draw"),
        [
            N_("Reveal: cards are turned from the deck until three are kept; a bean a Boss grows goes "
            "to him. After each card, the top discard joins a matching kept pile or Boss, again and "
            "again (AC-20, AC-21)."),
            N_("Cultivate: place each kept type whole on your fields or the Bosses, and give hand cards "
            "to the Mafia if you like. An empty Boss must then get a card (AC-22 to AC-24). Solo: "
            "every kept card must be placed (AC-28)."),
            N_("Draw: 2 cards (solo: 3 with one card left, 4 with none) (AC-26, AC-29)."),
        ],
    ),
    (
        N_("The end"),
        [
            N_("Solo: when the deck is used up, the turn is finished and the game ends. Two players: "
            "the third time the deck runs out (AC-32, AC-33)."),
            N_("Every field and Boss is sold at its bean-o-meter value, whatever the thresholds. Your "
            "coins against the Mafia's treasury (doubled in solo): only a richer player wins (AC-34 "
            "to AC-36)."),
            N_("Solo keeps a win streak: the most consecutive wins without a defeat."),
        ],
    ),
    (
        N_("On this screen"),
        [
            N_("The track at the top lights the current phase; the line above your fields says what "
            "is expected. Yellow outlines mark what you may click."),
            N_("Plant: click a glowing field. A revealed type or a hand card for the Mafia: click it, "
            "then the glowing field or Boss (with only one revealed type, click the target at once)."),
            N_("Harvest with the button under a field — it shows the coins. Point at any field or Boss "
            "to see what it is worth now. Click the discard pile to list all of its cards."),
            N_("A click while cards are moving skips the animation. Animation speed is in Settings."),
        ],
    ),
]
