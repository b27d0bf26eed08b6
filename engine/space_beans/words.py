"""Space Beans in words: actions, events and card names, for the log, the hints and translations.

Every sentence is ``engine.core.Words``: English with blanks, so a catalogue
can translate it and the screen fills in the seats' names. ``describe_event``
reads an event as one viewer may: a card hidden from that viewer is "a card".
"""

from __future__ import annotations

from typing import Any

from engine.core import HIDDEN, Action, Event, Player, Words, no_rival, seen_by, words
from engine.recap import counted, points_change
from engine.results import FinalPart, FinalRow
from engine.space_beans.cards import DECK_SIZE, PER_TYPE, TYPES, VALUES, card_type
from engine.space_beans.facts import BONUS
from engine.space_beans.kinds import AFTER_RESHUFFLE, ActionKind, EventKind
from engine.space_beans.outlook import end_words

TYPE_WORDS = tuple(words(t) for t in TYPES)
COLLECTION = {"open": words("open collection"), "secret": words("secret collection")}


def card_words(card: int) -> Words:
    """"Bluebeans 7", or "a card" for one the reader may not see."""
    if not 0 <= card < DECK_SIZE:
        return words("a card")
    return words("{type} {value}", type=TYPE_WORDS[card // PER_TYPE], value=VALUES[card % PER_TYPE])


SIMPLE_ACTIONS = {
    "draw": words("Draw 2 cards"), "no_draw": words("Don't draw"), "close": words("Close the open collection"),
    "end": words("Done"),
}


def describe(a: Action) -> Words:
    if a.kind == ActionKind.PLAY and a.target in COLLECTION:
        return words("Put {card} on your {where}", card=card_words(a.card), where=COLLECTION[a.target])
    return SIMPLE_ACTIONS.get(a.kind) or words("{kind}", kind=a.kind)


def describe_in(v: Any, a: Action) -> Words:
    """What ``a`` is called for the seat to act in view ``v``: a card put where that seat has no collection
    yet starts one (SB-13), and is not said to go "on" it; the close step's two moves as their buttons read
    (the Hint and the coach name what the player sees)."""
    if v.to_act is not None and a.kind == ActionKind.CLOSE:
        return close_button(v, v.to_act)
    if a.kind == ActionKind.END and v.phase == "close":
        return words("Done — keep it")
    if a.kind == ActionKind.PLAY and v.to_act is not None:
        if a.target == "secret" and not v.secret[v.to_act]:
            return words("Start a secret collection with {card}", card=card_words(a.card))
        if a.target == "open" and not v.open[v.to_act]:
            return words("Start your open collection with {card}", card=card_words(a.card))
    return describe(a)


def open_kind(v: Any, seat: int) -> Words:
    """The bean of ``seat``'s open collection (the one a close step's Close closes, SB-15), to name it."""
    return TYPE_WORDS[card_type(v.open[seat][0])]


def close_button(v: Any, seat: int) -> Words:
    """The Close button's words: what this one click scores (SB-16). What the secret collection it turns face up
    would then score is the prompt's: "Close: +0 (then +4)" read as one click scoring both, and a newcomer was then
    asked whether to close the new open one (playtest 25). The bean is named by the prompt and the Hint, the
    collection ringed: in the button, "Fermer Centauribohnen (+4)" would not fit at the buttons' size."""
    return words("Close it: +{n} point", plural="Close it: +{n} points", n=v.close_worth(seat))


def describe_event(e: Event, viewer: int | None) -> Words | None:
    e = seen_by(e, viewer)
    k = e.kind
    who = Player(e.seat)
    if k == EventKind.DEAL:
        return words("{who} is dealt {n} card", plural="{who} is dealt {n} cards", who=who, n=len(e.cards), tone="dim")
    if k == EventKind.DRAW:
        if not e.value:
            return words("{who} draws nothing: both piles are empty", who=who, tone="dim")
        if e.target == AFTER_RESHUFFLE:  # the rest of a draw the reshuffle split (SB-8)
            return words("{who} draws {n} more card from the new pile",
                         plural="{who} draws {n} more cards from the new pile", who=who, n=e.value, tone="dim")
        return words("{who} draws {n} card", plural="{who} draws {n} cards", who=who, n=e.value, tone="dim")
    if k == EventKind.NO_DRAW:
        return words("{who} does not draw", who=who, tone="dim")
    if k == EventKind.PLAY:
        c = e.cards[0] if e.cards else HIDDEN
        where = COLLECTION.get(e.target, words(e.target))
        if not 0 <= c < DECK_SIZE:  # a card the reader may not see: three in a row are "3 cards" (``counted``)
            return counted(words("{who}: a card → {where}", plural="{who}: {n} cards → {where}", who=who, n=1,
                                 where=where))
        return words("{who}: {card} → {where}", who=who, card=card_words(c), where=where)
    if k == EventKind.CLOSE:
        n = len(e.cards)
        if e.value:
            return words("{who} closes {n} card: +{points}", plural="{who} closes {n} cards: +{points}",
                         who=who, n=n, points=e.value, tone="score")
        # a scoring line even at 0, as the flip it brings (SB-15): a recap tells both before any play, as they
        # change the table the reader sees
        return words("{who} closes {n} card with no match: 0", plural="{who} closes {n} cards with no match: 0",
                     who=who, n=n, tone="score")
    if k == EventKind.FLIP:
        # told after the close that caused it (SB-15), never alone: a recap with room for one line told "Nova's
        # secret collection turns face up" without the close, as if it had turned for no reason (playtest 16)
        return words("{who}'s secret collection turns face up", who=who, tone="nil")
    if k == EventKind.PASS:
        n = e.value or len(e.cards)
        if viewer in (e.seat, e.to_seat) and e.cards and HIDDEN not in e.cards:
            # the pass to the reader put these cards in their hand (SB-22: they see them), or the reader passed them
            # (the passer knows them): told, and named
            return words("{who} passes {n} card to {to}: {cards}", plural="{who} passes {n} cards to {to}: {cards}",
                         who=who, n=n, to=Player(e.to_seat), cards=listed([card_words(c) for c in e.cards]))
        return words("{who} passes {n} card to {to}", plural="{who} passes {n} cards to {to}",
                     who=who, n=n, to=Player(e.to_seat), tone="" if e.to_seat == viewer else "dim")
    if k == EventKind.RESHUFFLE:
        return words("The discards are shuffled into a new draw pile", tone="dim")
    if k == EventKind.BONUS:
        return words("{who} reaches the goal: +{n} bonus", who=who, n=e.value, tone="good")
    if k == EventKind.TURN:
        return words("— {who}'s turn —", who=Player(e.to_seat), tone="turn")
    if k == EventKind.FINAL_CLOSE:
        where = COLLECTION.get(e.source, words(e.source))
        return words("End scoring: {who}'s {where} scores {points}", who=who, where=where, points=e.value,
                     tone="score" if e.value else "")
    if k == EventKind.GAME_OVER:
        return words("Game over", tone="score")
    return None


def listed(items: list[Words]) -> Words:
    """"Bohrion 9, Klingbohns 7, Bluebeans 4": the items in one line."""
    out = items[-1]
    for w in reversed(items[:-1]):
        out = Words("{a}, {b}", (("a", w), ("b", out)))
    return out


def swing(seat: int, before: int, after: int, events: list[Event]) -> Words:
    """A seat's points over a stretch of play and what made them: its scoring closes by type (SB-16, SB-27) and
    the goal's bonus (SB-25), all public ("5 → 16 points: +9 Moonbohnen, +2 Bohrion")."""
    made = [words("+{n} {kind}", n=e.value, kind=TYPE_WORDS[card_type(e.cards[0])]) for e in events
            if e.seat == seat and e.kind in (EventKind.CLOSE, EventKind.FINAL_CLOSE) and e.value
            and e.cards and 0 <= e.cards[0] < DECK_SIZE]
    made += [words("+{n} bonus", n=e.value) for e in events if e.seat == seat and e.kind == EventKind.BONUS]
    if before == after or not made:
        return points_change(seat, before, after)
    return words("{before} → {n} point: {how}", plural="{before} → {n} points: {how}", before=before, n=after,
                 how=listed(made))


def why_not(s: Any, a: Action) -> Words:
    """Why the seat to act cannot play ``a`` now, in the rules' words (only its own hand and collections)."""
    from engine.space_beans.cards import TYPE_OF
    from engine.space_beans.state import CLOSE, DRAW, OVER

    if s.phase == OVER:
        return words("The game is over.")
    seat = s.turn % s.players
    k = a.kind
    if k == ActionKind.PLAY:
        if s.phase == DRAW:
            return words("Draw first, or choose not to draw.")
        if s.phase == CLOSE:
            return words("First close your open collection, or press Done to keep it.")
        if a.card not in s.hands[seat]:
            return words("That card is not in your hand.")
        kind = TYPE_WORDS[TYPE_OF[a.card]]
        col = s.collecting
        if col is not None:
            if col[0] != TYPE_OF[a.card]:
                return words("This step adds {kind} only: a step plays cards of one type.",
                             kind=TYPE_WORDS[col[0]])
            return words("This step adds to your {where} only.", where=COLLECTION[col[1]])
        op, se = s.open[seat], s.secret[seat]
        if a.target == "secret" and not op:
            return words("Your first collection is open: start it before a secret one.")
        if a.target == "secret" and s.turn < s.players:
            return words("In your first turn you only start your open collection.")
        if op and se and TYPE_OF[a.card] not in (TYPE_OF[op[0]], TYPE_OF[se[0]]):
            # the reason is the two collections (SB-10), not the one clicked: "your open collection holds
            # Moonbohnen" left a newcomer asking why a new one could not be started
            return words("You already own two collections ({held} open, {other} secret) and neither holds {kind}: "
                         "no third may be started.", held=TYPE_WORDS[TYPE_OF[op[0]]],
                         other=TYPE_WORDS[TYPE_OF[se[0]]], kind=kind)
        if a.target == "open" and op and TYPE_OF[op[0]] != TYPE_OF[a.card]:
            return words("Your open collection holds {held}, not {kind}: one type per collection.",
                         held=TYPE_WORDS[TYPE_OF[op[0]]], kind=kind)
        if a.target == "secret" and se and TYPE_OF[se[0]] != TYPE_OF[a.card]:
            return words("Your secret collection holds {held}, not {kind}: one type per collection.",
                         held=TYPE_WORDS[TYPE_OF[se[0]]], kind=kind)
    if k == ActionKind.DRAW and s.phase != DRAW:
        return words("You draw at the start of your turn only.")
    if k == ActionKind.DRAW:
        return words("Both piles are empty: there is nothing to draw.")
    if k == ActionKind.CLOSE:
        if s.phase != CLOSE:
            return words("You may close your open collection only right after drawing, from your second turn on.")
        return words("You have no open collection to close.")
    return words("That is not possible now.")


def progress(v: Any) -> Words:
    """How far the game is, for a saved game's label: the round, one turn of each seat ("turn 10" counted every
    seat's turns where the player had played 4, playtest 15)."""
    return words("round {n}", n=v.turn // v.players + 1)


def last_of_type(v: Any, seat: int) -> Words | None:
    """While ``seat`` adds cards of one type to a collection: when only one more of that type is in its hand,
    playing it ends the turn at once and passes the rest of the hand (the step ends by itself, SB-20, SB-22);
    ``None`` otherwise. Read from ``seat``'s own view: its hand and the type being added."""
    if v.collecting is None or v.seat != seat:
        return None
    kind = v.collecting[0]
    hand = v.hands[seat]
    same = [c for c in hand if card_type(c) == kind]
    if len(same) != 1:
        return None
    rest = len(hand) - 1
    if rest == 0:
        return words("Your last {card} ends your turn", card=card_words(same[0]))
    # said before the card is played: the turn is not over yet, playing that card ends it
    return words("Playing your last {kind} ends your turn: {n} card goes to {who}",
                 plural="Playing your last {kind} ends your turn: {n} cards go to {who}",
                 kind=words(TYPES[kind]), n=rest, who=Player(v.pass_to[seat]))


def ends_turn(v: Any, seat: int, legal: list[Action], card: int) -> Words | None:
    """Said before a click on hand card ``card`` that starts or adds to a collection when no other hand card shares
    its type: the step then ends by itself and the rest of the hand is passed at once (SB-13, SB-20, SB-22), which
    a newcomer did not see coming. While cards are being added, ``last_of_type`` says it; ``None`` otherwise."""
    if v.collecting is not None or v.seat != seat:
        return None
    if not any(a.kind == ActionKind.PLAY and a.card == card for a in legal):
        return None
    hand = v.hands[seat]
    kind = card_type(card)
    rest = len(hand) - 1
    if rest == 0 or any(c != card and card_type(c) == kind for c in hand):
        return None
    return words("{card} is your only {kind}: playing it ends your turn, and {n} card goes to {who}",
                 plural="{card} is your only {kind}: playing it ends your turn, and {n} cards go to {who}",
                 card=card_words(card), kind=words(TYPES[kind]), n=rest, who=Player(v.pass_to[seat]))


def prompt(v: Any, seat: int, legal: list[Action], chosen: int | None = None) -> Words:
    """What ``seat``, to act, is expected to do now, read from its own view and its legal actions (``chosen``: the
    hand card it has picked up, whose legal plays say where it may go): the draw step (SB-6, SB-8, SB-9), the
    close step (SB-15, SB-18), the card in hand, the cards being added (SB-20, SB-22), the first collection."""
    kinds = {a.kind for a in legal}
    if v.phase == "draw":
        brings = v.draw_brings()
        if kinds == {"draw"}:
            if brings == 0:  # T-8: the draw is still made, and brings nothing
                return words("Your hand is empty and nothing is left to draw: continue")
            return words("Your hand is empty: draw {n} card", plural="Your hand is empty: draw {n} cards", n=brings)
        if kinds == {"no_draw"}:
            return words("Nothing left to draw: continue without drawing")
        if brings < 2:
            return words("Only {n} card is left to draw: draw it, or don't draw",
                         plural="Only {n} cards are left to draw: draw them, or don't draw", n=brings)
        if v.draw_pile < 2:
            # SB-8: the discards become the new draw pile as the last card is taken, so a draw still brings 2
            return words("Draw 2 cards (the discards become the draw pile), or don't draw")
        return words("Draw 2 cards, or don't draw")
    if v.phase == "close":
        now, then = v.close_gain(seat)  # closing turns the secret collection face up, closable at once
        if v.forced_close:
            # what the forced close opens the way to, as the voluntary close says it (SB-18, then SB-15)
            # said plainly (« aucune carte ne va ; la secrète se retourne, sans valeur » read as cryptic, playtest 14)
            # the secret one's figure is what it is worth, not a plan: "close it too" was said, then the coach
            # kept it, as it may (playtest 16)
            if then > 0:
                # the click closes the open one only; the secret one, turned up, is a second choice (playtest 25:
                # "(+4 closed)" promised a close that the next prompt then asked about); one line at six players
                return words("No card fits: close your open collection; then +{n} if you close your secret one too",
                             n=then)
            return words("No card fits your collections: you must close your open {kind}", kind=open_kind(v, seat))
        points = v.trophy_points[seat] if v.trophy_points else v.scores[seat]
        if points < v.goal <= points + now:
            return ending_close(v, seat, now)
        # the collection named by its bean: "Close it" beside an open and a secret one left which unsaid (playtest 25)
        kind = open_kind(v, seat)
        if then > 0:
            # the Close button says "+{now}" (``close_button``); what the second choice may add is said here
            return words("Closing your open {kind} scores +{now} and turns up your secret one: +{n} if you close it "
                         "too", kind=kind, now=now, n=then)
        if now == 0:
            # both moves, as facts: "closing would score nothing: Done keeps it" argued for the keep beside a coach
            # advising the close for the room it frees (playtest 16b)
            return words("Closing your open {kind} scores nothing now but frees room for a new collection; or "
                         "“Done — keep it”", kind=kind)
        return words("Close your open {kind}? Or Done to keep it", kind=kind)
    if chosen is not None:
        line = chosen_words(v, seat, legal, chosen)
        # the line before the click warned of the turn's end; the one after it must too (playtest 28), in short
        # words: the card named twice over three lines was drawn in small type against the collection titles
        # (newcomer test 29)
        why = play_ends_turn(v, seat, legal, chosen)
        if why is None:
            return line
        if v.collecting is None and len(v.hands[seat]) > 1:
            why = words("Playing your last {kind} ends your turn: {n} card goes to {who}",
                        plural="Playing your last {kind} ends your turn: {n} cards go to {who}",
                        kind=words(TYPES[card_type(chosen)]), n=len(v.hands[seat]) - 1, who=Player(v.pass_to[seat]))
            if len({a.target for a in legal if a.kind == "play" and a.card == chosen}) > 1:
                line = words("Now click where {card} goes: open or secret", card=card_words(chosen))
        return words("{who} ({why})", who=line, why=why)
    if v.collecting is not None:
        # the turn then ends without a Done: said before the click, not after it
        last = last_of_type(v, seat)
        if last is not None:
            return last
        t, target = v.collecting
        kind = words(TYPES[t]) if 0 <= t < len(TYPES) else words("cards")
        return (words("Add more {kind} to your open collection, or Done", kind=kind) if target == "open"
                else words("Add more {kind} to your secret collection, or Done", kind=kind))
    if v.phase == "start":
        return start_words(v, seat)
    return collect_words(v, seat, legal)


def chosen_words(v: Any, seat: int, legal: list[Action], chosen: int) -> Words:
    """Where the picked-up hand card ``chosen`` may go, from its legal plays."""
    where = sorted({a.target for a in legal if a.kind == "play" and a.card == chosen})
    if where == ["open"]:
        return words("Now click where {card} goes: the open collection", card=card_words(chosen))
    if where == ["secret"]:
        return words("Now click where {card} goes: the secret collection", card=card_words(chosen))
    if not v.secret[seat]:
        # the choice is not which kind the new collection is (SB-11 decides that): onto the open one, or to
        # start the secret one
        return words("Now click where {card} goes: onto your open collection, or start your secret one",
                     card=card_words(chosen))
    return words("Now click where {card} goes: open or secret", card=card_words(chosen))


def play_ends_turn(v: Any, seat: int, legal: list[Action], card: int) -> Words | None:
    """When playing hand card ``card`` ends the turn, as playing a card with no other of its type left in hand
    does (SB-20, SB-22): the words saying so, the rest of the hand passed; ``None`` otherwise."""
    hand = v.hands[seat]
    if v.seat != seat or card not in hand or any(c != card and card_type(c) == card_type(card) for c in hand):
        return None
    if v.collecting is not None:
        return last_of_type(v, seat)
    return ends_turn(v, seat, legal, card) or words("Your last {card} ends your turn", card=card_words(card))


def start_words(v: Any, seat: int) -> Words:
    """Round 1's line (SB-13): start the open collection, and, before any click, which cards end the turn at once —
    a card alone of its type in hand ends it and passes the rest (SB-20, SB-22): one click on Bluebeans 1 passed a
    newcomer's whole hand (playtest 15)."""
    hand = v.hands[seat]
    lone = [c for c in hand if sum(card_type(o) == card_type(c) for o in hand) == 1]
    if not lone or len(hand) < 2:
        return words("Start your open collection: click a card")
    if len(lone) == 1:
        return words("Start your open collection: click a card ({card}, your only {kind}, ends your turn)",
                     card=card_words(lone[0]), kind=words(TYPES[card_type(lone[0])]))
    if len(lone) == len(hand):
        return words("Start your open collection: click a card (each is alone of its type: it ends your turn)")
    return words("Start your open collection: click a card (one alone of its type ends your turn)")


def collect_words(v: Any, seat: int, legal: list[Action]) -> Words:
    """The collect step's line (SB-20) naming only what ``legal`` allows: a new collection only while the seat
    has fewer than two (SB-10, SB-11: with none it is the open one, R-5; with one, the secret one), adding only
    where a hand card fits a collection it owns."""
    owned = {"open": bool(v.open[seat]), "secret": bool(v.secret[seat])}
    plays = [a for a in legal if a.kind == ActionKind.PLAY]
    start = {a.target for a in plays if not owned[a.target]}
    add = {a.target for a in plays if owned[a.target]}
    if start == {"open"}:  # no collection left: the new one is the open one, and nothing can be added to
        return words("Start your open collection: click a card")
    if start and add:
        return words("Click a card to add to your open collection or start your secret one")
    if start:
        return words("Click a card to start your secret collection")
    if add == {"open", "secret"}:
        return words("Click a card to add to your open or secret collection")
    if add == {"secret"}:
        return words("Click a card to add to your secret collection")
    return words("Click a card to add to your open collection")


def goes_to(v: Any, seat: int, legal: list[Action], card: int) -> Words | None:
    """Where a click on hand card ``card`` puts it when the rules leave it one place that starts a collection, said
    before the click (no "open or secret?" is asked then): the secret one beside an open one of another type
    (SB-11), the open one when none is left (R-5). ``None`` when the card joins a collection or is asked about."""
    plays = [a for a in legal if a.kind == ActionKind.PLAY and a.card == card]
    if len(plays) != 1 or v.collecting is not None:
        return None
    target = plays[0].target
    if target == "secret" and not v.secret[seat] and v.open[seat]:
        return words("A click starts your secret collection with {card}: your open one holds {kind}",
                     card=card_words(card), kind=TYPE_WORDS[card_type(v.open[seat][0])])
    if target == "open" and not v.open[seat] and v.phase == "collect":
        return words("A click starts a new open collection with {card}: you have no collection left",
                     card=card_words(card))
    return None


def reached(view: Any, who: int | None) -> Words:
    """Who reached the goal, said to the viewer: "You" when it is the viewer's own seat ("Alice reached 30 trophy
    points" read as someone else to Alice)."""
    if who is not None and who == view.seat:
        return words("You reached {goal} trophy points", goal=view.goal)
    if who is not None:
        return words("{who} reached {goal} trophy points", who=Player(who), goal=view.goal)
    return words("A player reached {goal} trophy points", goal=view.goal)


def won_in_play(v: Any, seat: int) -> int:
    """The points of ``seat``'s trophies won during play (SB-16), toward the goal: at the end, not the collections
    the final scoring counted (a replay's end read "Trophies: 24 of 30 pts" where the results said 11)."""
    final = v.final[seat] if v.final is not None else None
    return final.trophy_points if final is not None else v.trophy_points[seat]


def final_parts(v: Any, seat: int) -> list[FinalPart] | None:
    """A seat's final score part by part, as the results list it (SB-27, SB-28): the trophies won in play, the
    bonus if any, then each collection the final count closed, with its cards; ``None`` before the end."""
    fs = v.final[seat] if v.final is not None else None
    if fs is None:
        return None
    trophies = tuple(v.trophies[seat][: len(v.trophies[seat]) - len(fs.end_trophies)])
    parts = [FinalPart(words("Trophies"), fs.trophy_points, trophies)]
    if fs.bonus:
        parts.append(FinalPart(words("Bonus"), fs.bonus))
    for cards, pts in fs.collections:
        # a collection the final count closed, and what it scored: "Bluebeans ×4: 4" left a player guessing what
        # the 4s counted (playtest 33, s135); its cards are shown under it
        label = (words("{kind} collection", kind=TYPE_WORDS[card_type(cards[0])])
                 if cards and cards[0] >= 0 else words("Collection ×{n}", n=len(cards)))
        parts.append(FinalPart(label, pts, tuple(cards), words("{n} pt", plural="{n} pts", n=pts)))
    return parts


def final_rows(v: Any) -> list[FinalRow] | None:
    """The results' rows: each seat's final total in its parts, everyone on the top total a winner (SB-28, R-8);
    ``None`` before the end."""
    if v.final is None:
        return None
    totals = [fs.total for fs in v.final]
    return [FinalRow(i, total, total == max(totals), tuple(final_parts(v, i) or ()))
            for i, total in enumerate(totals)]


def toward_goal(v: Any, seat: int, counted: int = 0, short: bool = False) -> Words:
    """A seat's trophy points won in play out of the goal (SB-25), in the goal's unit ("1/30 pt" read as one point
    out of thirty points), and beside them ``counted``, the final count's points once counted (SB-27): "20/30 pts"
    stood beside a score of 25 at the end (playtest 16b). The viewer's own panel's title, or (``short``) the line
    under another seat's trophies."""
    got = won_in_play(v, seat)
    if short and (counted or got >= v.goal):
        # at the end the goal is behind everyone: "14/30 pts +5" was cut to "14/30 pts…" on a rival's panel (playtest 18)
        return (words("{n} pt +{m}", plural="{n} pts +{m}", n=got, m=counted) if counted
                else words("{n} pt", plural="{n} pts", n=got))
    if short:
        return words("{got}/{n} pt", plural="{got}/{n} pts", n=v.goal, got=got)
    if got >= v.goal:  # "Trophies: 34 of 30 pts" read oddly once the goal was passed (playtest 18)
        return (words("Trophies: {n} pt +{m} (goal {goal} reached)", plural="Trophies: {n} pts +{m} (goal {goal} "
                      "reached)", n=got, m=counted, goal=v.goal) if counted
                else words("Trophies: {n} pt (goal {goal} reached)", plural="Trophies: {n} pts (goal {goal} reached)",
                           n=got, goal=v.goal))
    return (words("Trophies: {got} of {n} pt +{m}", plural="Trophies: {got} of {n} pts +{m}", n=v.goal, got=got,
                  m=counted) if counted
            else words("Trophies: {got} of {n} pt", plural="Trophies: {got} of {n} pts", n=v.goal, got=got))


def goal_reached(v: Any) -> Words | None:
    """What the table says once the player to act has reached the goal: the game ends when this turn does
    (SB-25: only that player is checked, at the end of their turn, and gets the bonus)."""
    actor = v.to_act
    if actor is None or v.trophy_points[actor] < v.goal:
        return None
    # what the end then scores for everyone (SB-27), the others' open collections included (playtest 23)
    end = end_words(v, actor, 0, False)
    if actor == v.seat:  # said to that player: "Alice has reached 30 …, with +3 for Alice" read as someone else
        return words("You have reached {goal} trophy points: the game ends at the end of your turn, with +{bonus} "
                     "for you. {end}", goal=v.goal, bonus=BONUS, end=end)
    return words("{who} has reached {goal} trophy points: the game ends at the end of this turn, with +{bonus} "
                 "for {who}. {end}", who=Player(actor), goal=v.goal, bonus=BONUS, end=end)


def ending_close(v: Any, seat: int, now: int) -> Words:
    """A close of ``now`` points that reaches the goal: it ends the game with the turn and brings the bonus
    (SB-25), and every collection left is then counted, the others' too (SB-27): what the end would score and
    whether the seat would win. "the game ends with your turn (+3 bonus)" alone led a newcomer to close at 28 and
    lose 33 to 35 to the others' open collections (playtest 23). The prompt, the coach and the reasons say it."""
    return words("Closing scores +{now} and reaches {goal}: the game ends, with +{bonus} for reaching it. {end}",
                 now=now, goal=v.goal, bonus=BONUS, end=end_words(v, seat, now, True))


# the recap ("since your last turn"): scores in points, and no rival besides the seats
RIVAL_NAME: Words | None = None
rival_score = no_rival
score_change = points_change


def what_the_discard_is(v: Any) -> Words:
    """What the discard pile is, for a click on it (public, R-12): where its cards come from (SB-16) and where they
    go (SB-8); a click there had said nothing, and a newcomer took it for a dead spot (playtest 16)."""
    return words("Discard pile: {n} card from closed collections, shuffled into a new draw pile when that runs out.",
                 plural="Discard pile: {n} cards from closed collections, shuffled into a new draw pile when that "
                        "runs out.", n=len(v.discard))
