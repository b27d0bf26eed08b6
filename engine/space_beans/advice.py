"""Why a Space Beans move is worth making, from the seat's own view: the Hint and the coach say it after the move
(``SearchHooks.reason``).

Each reason states a fact the player can check on the table right after the move: what a collection then holds
and scores (SB-16), what a close scores now and what the secret collection it turns up is worth (SB-15), how many
cards a draw brings (SB-6, SB-9), and who receives the cards left in hand (SB-22). Only the seat's own hand and
secret collection and public cards are read, so nothing is said that the seat may not know.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core import HIDDEN, Action, Player, Words, words
from engine.search.policy import NO_REASON
from engine.space_beans.ai import potential
from engine.space_beans.cards import PER_TYPE, card_type, card_value
from engine.space_beans.kinds import ActionKind
from engine.space_beans.outlook import end_brief
from engine.space_beans.words import TYPE_WORDS, ending_close, open_kind

LONG_SHOT = 0.5  # points: a collection worth less looking forward is a long shot (a lone 4 is worth 0.5, a lone 7 0.1)


def reason(v: Any, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat of view ``v`` (which must be the seat to act); ``None`` where a
    move needs no word."""
    seat = v.seat
    if seat is None or v.to_act != seat:
        return None
    if a.kind == ActionKind.DRAW:
        return _draw(v, seat)
    if a.kind == ActionKind.NO_DRAW:
        return _no_draw(v, seat)
    if a.kind == ActionKind.PLAY and a.target in ("open", "secret"):
        return play_reason(v, a)
    if a.kind == ActionKind.CLOSE:
        return close_reason(v, seat)
    if a.kind == ActionKind.END:
        return _keep(v, seat) if v.phase == "close" else _pass(v, seat)
    return None


def _kinds(v: Any, seat: int) -> set[int]:
    """The types of the seat's collections (its secret one is its own to see)."""
    return {card_type(pile[0]) for pile in (v.open[seat], v.secret[seat]) if pile and pile[0] != HIDDEN}


def _draw(v: Any, seat: int) -> Words | None:
    """A draw (SB-6): the cards it brings, and where none in hand fits a collection, that none does."""
    brings = v.draw_brings()
    if brings == 0:
        return None
    hand = v.hands[seat]
    if not hand:
        return None  # the only move (SB-7): the prompt and the coach's line say why already
    kinds = _kinds(v, seat)
    fit = sum(1 for c in hand if card_type(c) in kinds)
    if kinds and not fit:
        return words("No card in your hand fits your collections.")
    if fit and not _hand_scores(v, seat):
        # what sets this draw apart from a turn told "Don't draw: a card already fits" (playtest 16b: the two
        # reasons read as a flip): the card that fits makes no collection score
        return words("{n} card in hand fits, but scores nothing yet: {m} more to choose from.",
                     plural="{n} cards in hand fit, but score nothing yet: {m} more to choose from.", n=fit, m=brings)
    return words("{n} more card to choose from.", plural="{n} more cards to choose from.", n=brings)


def _grows_to(pile: tuple[int, ...] | list[int], fits: list[int]) -> int | None:
    """The most a collection ``pile`` can score once some of ``fits`` (hand cards of its type) are added: k more
    cards make len + k cards, scoring len + k where a card of that value is among them (SB-16); ``None`` if none."""
    values = {card_value(c) for c in (*pile, *fits)}
    return max((len(pile) + k for k in range(1, len(fits) + 1) if len(pile) + k in values), default=None)


def _hand_scores(v: Any, seat: int) -> bool:
    """Some hand cards make one of the seat's collections score once added (SB-16, SB-20)."""
    hand = v.hands[seat]
    return any(_grows_to(pile, [c for c in hand if card_type(c) == card_type(pile[0])]) is not None
               for pile in (v.open[seat], v.secret[seat]) if pile and pile[0] != HIDDEN)


def _no_draw(v: Any, seat: int) -> Words:
    """No draw: the hand already fits a collection, or drawn cards left over would only go to the right (SB-22)."""
    kinds = _kinds(v, seat)
    fit = sum(1 for c in v.hands[seat] if card_type(c) in kinds)
    if fit:
        # and what a draw would cost (SB-22): a draw's reason says what the fit does not do, so the two are told apart
        return words("{n} card in hand already fits; unused drawn cards would go to {who}.",
                     plural="{n} cards in hand already fit; unused drawn cards would go to {who}.", n=fit,
                     who=Player(v.pass_to[seat]))
    if not kinds:  # no collection yet: a type the hand holds twice or more starts one (SB-11)
        counts = Counter(card_type(c) for c in v.hands[seat])
        kind, n = max(sorted(counts.items()), key=lambda kv: kv[1], default=(None, 0))
        if kind is not None and n >= 2:
            return words("Your hand already holds {n} {kind} to start a collection.", n=n, kind=TYPE_WORDS[kind])
    return words("Drawn cards you do not use go to {who}.", who=Player(v.pass_to[seat]))


def play_reason(v: Any, a: Action) -> Words | None:
    """The collection the card goes to, as it then stands: its count, and whether a card of that value is in it,
    which is what closing it scores (SB-16)."""
    seat = v.seat
    if seat is None:
        return None
    pile = [*(v.open if a.target == "open" else v.secret)[seat], a.card]
    if HIDDEN in pile:
        return None
    n = len(pile)
    kind = TYPE_WORDS[card_type(a.card)]
    # a play that undoes what the collection scores says what it gives up and what for: "Its 5 scores 5 once it holds
    # 5 cards" of an open Beanliens 1 scoring +1 read as throwing the point away, where the card kept Orbit, at 29
    # points, from the Beanliens that won the game (playtest 33, 126.png); a secret Beanliens 3 7 9 (+3) grown with
    # its 6 had no word at all (46.png)
    now, _goal, denies = breaks(v, a)
    if denies:
        return words("It gives up its +{now}, but keeps this card from {who}.", now=now, who=Player(v.pass_to[seat]))
    if all(card_value(c) != n for c in pile):
        # nothing to score yet ("no 4 yet" is no reason): what the collection can still grow with, from the hand,
        # else the count at which a card already in it scores (SB-16)
        more = [c for c in v.hands[seat] if c != a.card and card_type(c) == card_type(a.card)]
        grown = _grows_to(pile, more)
        values = {card_value(c) for c in (*pile, *more)}
        if grown == n + len(more) and not values & set(range(n + 1, grown)):  # all, not fewer, make it score
            return words("You hold {n} more {kind} card to add to it.", plural="You hold {n} more {kind} cards to "
                         "add to it.", n=len(more), kind=kind)
        if grown is not None:  # some of them make it score: said as a count, never as "add them all" (playtest 18)
            return words("{n} more {kind} in hand can make it score +{m}.",
                         plural="{n} more {kind} in hand can make it score +{m}.", n=grown - n, kind=kind, m=grown)
        # none makes it score: "You hold 2 more Bohrion cards to add to it", then "Done" with one of them left in
        # hand, read as the coach changing its mind (playtest 18); what its card of value N needs is said instead
        goal = min((card_value(c) for c in pile if card_value(c) > n), default=None)
        if goal is None or last_turn(v, seat):
            return None  # on the last turn nothing grows after it: the final count closes it as it stands (SB-27)
        if long_shot(pile):
            # the search weighs it at next to nothing and closes it for nothing as soon as a better start turns up:
            # "Its 7 scores 7 once it holds 7 cards", then "Close it: +0 points" next turn, read as the coach going
            # back on its word (playtest 21); the start is said as what the search takes it for, and what it pays
            # if it grows: the review's "Why" of a better start that only warned read as a case against it (playtest
            # 24, 96.png). A warning (``tone`` "bad"): the coach keeps it beside its pick before the line's general
            # advice, for it forewarns of a later close for nothing (the Learn line's "Step 3, collect…" beside
            # "Start a secret collection with Moonbohnen 5." left no room for it, and the close came unannounced)
            return words("A long shot: its {n} scores {n} at {n} cards; you may close it for nothing later.",
                         plural="A long shot: its {n} scores {n} at {n} cards; you may close it for nothing later.",
                         n=goal, tone="bad")
        if _exposed(v, seat, a.target) and not now:
            return None  # no growth is promised that SB-18 may take away, and nothing else is worth saying of it
        said = words("Its {n} scores {n} once it holds {n} card.", plural="Its {n} scores {n} once it holds {n} cards.",
                     n=goal)
        return words("{hint} {reason}", hint=words("It gives up its +{now} for now.", now=now), reason=said) if now \
            else said
    if a.target == "open":
        return words("Your open {kind} then: {n} card, a {n}: closing scores {n}.",
                     plural="Your open {kind} then: {n} cards, one worth {n}: closing scores {n}.", kind=kind, n=n)
    return words("Your secret {kind} then: {n} card, a {n}: worth {n} closed.",
                 plural="Your secret {kind} then: {n} cards, one worth {n}: scores {n} closed.", kind=kind, n=n)


def breaks(v: Any, a: Action) -> tuple[int, int | None, bool]:
    """A play onto a collection of the seat's that scores now (N cards, one worth N, SB-16) and scores nothing with
    the card: (the points it gives up, the value above the new count of a card in it, which scores once it holds
    that many cards, else ``None``, and whether the card fits the open collection of the seat the hand goes to,
    SB-22). (0, None, False) for any other move."""
    seat = v.seat
    pile = (v.open if a.target == "open" else v.secret)[seat] if a.kind == ActionKind.PLAY and seat is not None else ()
    grown = [*pile, a.card]
    n = len(pile)
    if HIDDEN in grown or all(card_value(c) != n for c in pile) or any(card_value(c) == n + 1 for c in grown):
        return 0, None, False
    their = v.open[v.pass_to[seat]]
    return n, min((c for c in map(card_value, grown) if c > n + 1), default=None), \
        v.pass_to[seat] != seat and bool(their) and card_type(their[0]) == card_type(a.card)


def for_nothing(v: Any, a: Action) -> int:
    """The points a play gives up for nothing (``breaks``): it undoes what its collection scores, keeps its card
    from no one, and its next scoring count is out of likely reach: no card for it, the seat's last turn (SB-25), or
    more than a turn's draw (SB-6) of its type still to come beyond the hand's. The Hint's tie-break
    (``rollout.cost``)."""
    now, goal, denies = breaks(v, a)
    more = sum(card_type(c) == card_type(a.card) for c in v.hands[v.seat]) - 1 if now else 0
    lost = goal is None or last_turn(v, v.seat) or goal - now - 1 - more > LIKELY_FROM_DRAWS
    return now if lost and not denies else 0


def long_shot(pile: tuple[int, ...] | list[int]) -> bool:
    """A collection the search counts on for next to nothing (``ai.potential``, what its evaluation adds for it:
    each card it still lacks halves its card of value N): one it closes for nothing as soon as a better start turns
    up (SB-16, SB-17), so no growth may be promised for it."""
    return potential([card_value(c) for c in pile]) < LONG_SHOT


def _exposed(v: Any, seat: int, target: str) -> bool:
    """Whether the collection played to stands beside the seat's other one: owning two, a turn whose hand holds a
    card for neither closes the open one (SB-18), and the secret one turned up is the next (SB-15), so growth that
    needs cards not yet in hand is never sure. "Its 4 scores 4 once it holds 4 cards" of a secret Moonbohnen
    [5, 4] beside an open collection was closed for nothing by SB-18 (a Learn game): read as the coach going back
    on its word. Its 4 is no long shot (``long_shot``: the search counts on it), so nothing is said of it."""
    return bool((v.secret if target == "open" else v.open)[seat])


def close_reason(v: Any, seat: int) -> Words:
    """What closing scores now (SB-16) and, where the secret collection then turned up scores, that too (SB-15);
    a close that scores nothing, what it frees."""
    now, then = v.close_gain(seat)
    if _ends(v, seat, now):
        return end_brief(v, seat, now, True)
    if v.forced_close and then == 0:
        # required (SB-18): "frees room" read as a choice (playtest 21); a scoring secret's figures are said below
        return words("No card fits your collections: you must close your open {kind}", kind=open_kind(v, seat))
    kind = TYPE_WORDS[card_type(v.secret[seat][0])] if then > 0 else None
    if kind is not None:
        grown, goal = _growth(v, seat, v.secret[seat], then)
        if grown or goal:  # turned up, it may be kept to grow: "+3 more if closed too" sold a close, and the next
            # pick was "keep it" (playtest 18); what it can reach is said instead, which either pick bears out
            # both ways on in plain words: "worth up to +7 kept" read as a riddle (playtest 19, 43.png)
            return words("+{now} now; secret {kind} turn up: +{n} if closed, up to +{m} if grown.", now=now,
                         kind=kind, n=then, m=grown or goal)
        return words("+{now} now, and your secret {kind} turn up: +{n} more if closed too.", now=now, kind=kind,
                     n=then)
    if now > 0:  # a close scores the collection's count N (SB-16)
        # what becomes of the cards, beside the pick's "Close it: +2 points": "It scores +2 now" said it twice
        # (playtest 32)
        return words("{n} card, a {n}: it becomes a trophy.", plural="{n} cards, one worth {n}: that {n} becomes a "
                     "trophy.", n=now)
    # named: "Close it: +0 points. It scores nothing" beside an open and a secret collection left which unsaid
    return words("Closing your open {kind} scores nothing but frees room for another.", kind=open_kind(v, seat))


def _ends(v: Any, seat: int, now: int) -> bool:
    """A close of ``now`` points brings the seat from below the goal to it: the game ends with the turn (SB-25)."""
    points = v.trophy_points[seat]
    return bool(points < v.goal <= points + now)


def last_turn(v: Any, seat: int) -> bool:
    """The seat already has the goal's trophy points: the game ends with its turn (SB-25), so no reason may count
    on a later turn."""
    points = v.trophy_points[seat] if v.trophy_points else v.scores[seat]
    return bool(points >= v.goal)


def reason_plan(v: Any, a: Action, then: Action) -> Words | None:
    """Done in the close step where the plan's next step adds cards of another type (``SearchHooks.reason_then``):
    the step adds one type (SB-20) and the cards left go to the right (SB-22), so the open collection's cards in hand
    are passed on. The keep is said without them, then what the step brings: "1 more Moonbohnen in hand could make
    it +7", then the Hint's Centauribohnen on the secret passed that Moonbohnen on, and the review marked the
    Moonbohnen played on the reason's word (playtest 33). ``None`` where ``reason`` stands."""
    seat = v.seat
    pile = v.open[seat] if seat is not None else ()
    if (a.kind, then.kind, v.phase) != (ActionKind.END, ActionKind.PLAY, "close") or v.to_act != seat or not pile \
            or card_type(then.card) == card_type(pile[0]):
        return None
    kept = _keep(v, seat, False)
    grown = [*(v.open if then.target == "open" else v.secret)[seat], then.card]
    # only the step's figure that names its collection ("Your secret Centauribohnen then: 6 cards…"): "You hold 1
    # more Klingbohns card to add to it" after the keep's words read as of the open collection
    if kept is None or HIDDEN in grown or all(card_value(c) != len(grown) for c in grown):
        return kept
    return words("{hint} {reason}", hint=kept, reason=play_reason(v, then))


def _keep(v: Any, seat: int, grows: bool = True) -> Words | None:
    """Done in the close step: what closing would score (the secret collection it turns up closed too, SB-15,
    SB-16), and what keeping it may score instead: with cards of its type in hand, how many and what it then
    scores (SB-16, SB-20); else, before the last turn, the card of value N in it that scores once it holds N cards,
    where enough cards of its type are still unseen or in hand. Otherwise that it still scores the same later: no
    growth is said that the next step may not bear out ("kept, it can grow" was said of a Bohrion collection no
    Bohrion in hand could raise, and the coach then passed that card away, playtest 16), and no keep turning down
    points goes without a because (playtest 16b, 18). ``grows`` false: the hand's cards of its type are passed on
    (``reason_plan``), so none is counted on."""
    now, then = v.close_gain(seat)
    if _ends(v, seat, now):
        # the true why of a keep at the goal's door: the end's count (SB-27), not what the close scores (a review
        # said "Closing now would score nothing" of a keep whose close would have lost the game, playtest 23)
        return end_brief(v, seat, now, True)
    pile = v.open[seat]
    kind = card_type(pile[0])
    grown, goal = _growth(v, seat, pile, now + then, grows)
    in_hand = sum(1 for c in v.hands[seat] if card_type(c) == kind) if grows else 0
    if goal is not None and goal - len(pile) - in_hand > LIKELY_FROM_DRAWS:
        # what is likely, not what may be: more than one turn's draw (SB-8) of that one type still to come is a
        # long shot ("your open Centauribohnen scores 7 at 7 cards" of four cards, none in hand, the game over a turn
        # later, newcomer test 29); the keep then rests on what the collection already scores
        goal = None
    if now + then == 0 and grown is None and goal is None:
        return words("Closing your open {kind} now would score nothing.", kind=open_kind(v, seat))
    # a close that scores nothing beside a keep that may score: what keeping gains is said, not only that closing
    # scores nothing (newcomer test 29), in the words of a close that scores little
    if grown is not None:
        # "could": the collect step's pick is the search's, which may pass that card on instead (playtest 19: "makes
        # it +6", then the Bluebeans passed away read as the coach tricking the player); a possibility is all it knows
        if now + then == 0:  # "only +0" read as a figure to work out (newcomer test 30): nothing is said plainly
            return words("Closing scores nothing; {n} more {kind} in hand could make it +{m}.",
                         plural="Closing scores nothing; {n} more {kind} in hand could make it +{m}.",
                         n=grown - len(pile), kind=TYPE_WORDS[kind], m=grown)
        return words("Closing scores only +{now}; {n} more {kind} in hand could make it +{m}.",
                     plural="Closing scores only +{now}; {n} more {kind} in hand could make it +{m}.",
                     now=now + then, n=grown - len(pile), kind=TYPE_WORDS[kind], m=grown)
    if goal is None:
        # nothing it can grow to: what keeping loses, which is nothing (SB-16, SB-27: every collection is closed and
        # scored at the game's end); "Best: Done — keep it. Next best: Close it: +1 point" with no because left a
        # newcomer unable to learn from it (playtest 18)
        if then > 0 and now == 0:
            # "both" of an open collection that scores nothing read as a miscount (a newcomer's game): the secret
            # one alone holds the points, named
            return words("Kept: your secret {kind} still scores +{n} later or at the end.",
                         kind=TYPE_WORDS[card_type(v.secret[seat][0])], n=then)
        if then > 0:
            return words("Kept, both still score +{n} closed later, or at the game's end.", n=now + then)
        return words("Kept, it still scores +{n} closed later, or at the game's end.", n=now)
    # the collection named: after a close that also scores the secret one, "its 8" read as the secret's, which had
    # no 8 (playtest 19, 60.png)
    if now + then == 0:
        return words("Closing scores nothing; your open {kind} scores {n} at {n} card.",
                     plural="Closing scores nothing; your open {kind} scores {n} at {n} cards.", kind=TYPE_WORDS[kind],
                     n=goal)
    return words("Closing scores only +{now}; your open {kind} scores {n} at {n} card.",
                 plural="Closing scores only +{now}; your open {kind} scores {n} at {n} cards.", now=now + then,
                 kind=TYPE_WORDS[kind], n=goal)


def review_versus(v: Any, better: Action, played: Action) -> Words | None:
    """The review's Why for ``better`` over the move ``played`` (``SearchHooks.review_versus``). A keep over a close
    where the keep's own reason is only the rule that a kept collection scores the same later (SB-16, SB-27): that
    rule is as true of the close, and says nothing of what keeping gains, which the search found by playing on
    (newcomer test 30: "Why: Kept, it still scores +4 closed later" under "About 1 point better"). No Why then: the
    review's own figure, in points, is what keeping gains. Else the keep's reason (what the collection may grow to,
    which the engine's evaluation counts, ``ai.potential``), or the better move's own."""
    seat = v.seat
    keep = seat is not None and v.to_act == seat and v.phase == "close" and (better.kind, played.kind) == ("end", "close")
    said = _keep(v, seat) if keep else None
    return NO_REASON if said is not None and said.text.startswith("Kept") else None


LIKELY_FROM_DRAWS = 2  # the most cards of one type a reason counts on still coming from the draws: a turn's draw


def _growth(v: Any, seat: int, pile: tuple[int, ...], worth: int, grows: bool = True
            ) -> tuple[int | None, int | None]:
    """What a kept collection ``pile`` (worth ``worth`` closed now) may score instead: with cards of its type in
    hand, the most they make it score, where more than ``worth`` (SB-16, SB-20); else, before the last turn, its
    card of value N above ``worth`` that scores once it holds N cards, where enough cards of its type are still
    unseen or in hand. (grown, goal), each ``None`` where there is none."""
    kind = card_type(pile[0])
    fits = [c for c in v.hands[seat] if card_type(c) == kind and grows]
    grown = _grows_to(pile, fits)
    if grown is not None and grown > worth:
        return grown, None
    goal = min((card_value(c) for c in pile if worth < card_value(c) > len(pile)), default=None)
    if goal is None or last_turn(v, seat) or len(fits) + _unseen(v, kind) < goal - len(pile):
        return None, None
    return None, goal


def _unseen(v: Any, kind: int) -> int:
    """How many cards of type ``kind`` the seat of ``v`` has not seen: not in its hand, any collection it sees,
    the discard pile or a trophy pile (the deck holds ``PER_TYPE`` of each type)."""
    seen = [*v.discard, *(c for rows in (v.hands, v.open, v.secret, v.trophies) for row in rows for c in row)]
    return PER_TYPE - sum(1 for c in seen if c != HIDDEN and card_type(c) == kind)


def _pass(v: Any, seat: int) -> Words | None:
    """Done while adding cards: the cards left go to the right-hand neighbour (SB-22), and whether one of them fits
    that neighbour's open collection (public)."""
    hand = v.hands[seat]
    if not hand:
        return None
    stop = _stop(v, seat)
    if stop is not None:
        return stop
    who = v.pass_to[seat]
    their = v.open[who] if who != seat else ()
    fit = sum(card_type(c) == card_type(their[0]) for c in hand) if their else 0
    if their and not fit:
        return words("{n} card goes to {who}, none for their open {kind}.",
                     plural="{n} cards go to {who}, none for their open {kind}.", n=len(hand), who=Player(who),
                     kind=TYPE_WORDS[card_type(their[0])])
    # the warning too: "Done. 6 cards go to Orbit" fed Orbit's open Klingbohns three of them, unsaid (playtest 18)
    if fit == len(hand):
        return words("{n} card goes to {who}, and it fits their open {kind}.",
                     plural="{n} cards go to {who}, and all fit their open {kind}.", n=fit, who=Player(who),
                     kind=TYPE_WORDS[card_type(their[0])])
    if fit:
        return words("{total} cards go to {who}; {n} of them fits their open {kind}.",
                     plural="{total} cards go to {who}; {n} of them fit their open {kind}.", n=fit, total=len(hand),
                     who=Player(who), kind=TYPE_WORDS[card_type(their[0])])
    return words("{n} card goes to {who}.", plural="{n} cards go to {who}.", n=len(hand), who=Player(who))


def _stop(v: Any, seat: int) -> Words | None:
    """Done while hand cards still fit the collection the step adds to (SB-20: one type, one collection): why not
    add them, where no number of them makes it hold a card of its count (SB-16): it keeps what it scores now, +N or
    nothing. ``None`` where some would score (the search then weighs more than the rule can say) or none fits.
    "Done. 2 cards go to Orbit" with a Bohrion still in hand for an open Bohrion left a newcomer guessing
    (playtest 18)."""
    if v.collecting is None:
        return None
    kind, target = v.collecting
    pile = (v.open if target == "open" else v.secret)[seat]
    fits = [c for c in v.hands[seat] if card_type(c) == kind]
    if not pile or HIDDEN in pile or not fits or _grows_to(pile, fits) is not None:
        return None
    if counted_on(v, seat):
        # the play that started it said "A long shot: its 5 scores 5 at 5 cards", then this Done "More Beanliens
        # would still score nothing", of a second 5 that brought it nearer those 5 cards (playtest 32, 136_fr6.png):
        # the count's "nothing" denies the growth the start was made for, so only the pass is said
        return None
    if any(card_value(c) == len(pile) for c in pile):
        return words("More {kind} would undo its +{n}: no card matches the new count.", kind=TYPE_WORDS[kind],
                     n=len(pile))
    return words("More {kind} would still score nothing: no card matches the count.", kind=TYPE_WORDS[kind])


def counted_on(v: Any, seat: int) -> int:
    """How many hand cards a Done in the collect step gives up that the collection being added to counts on: cards of
    its type that bring it nearer the count of a card of value above its count, in it or among them (SB-16), where it
    does not score yet (the play that started it said "its 5 scores 5 at 5 cards"); 0 where none, or where it already
    scores (one more would undo its points). The Hint's tie-break (``rollout.cost``) and the Done's reason read it."""
    if v.collecting is None or v.phase != "collect":
        return 0
    kind, target = v.collecting
    pile = (v.open if target == "open" else v.secret)[seat]
    fits = [c for c in v.hands[seat] if card_type(c) == kind]
    if not pile or HIDDEN in pile or any(card_value(c) == len(pile) for c in pile):
        return 0
    top = max(card_value(c) for c in (*pile, *fits))
    return max(0, min(len(fits), top - len(pile)))


def close_figure(v: Any, seat: int) -> Words | None:
    """What closing the seat's open collection scores now, and why, in one sentence for the coach's close line
    (SB-16; SB-15 where the secret collection it turns up scores): the rule's "its card of value N becomes a
    trophy" read as a promise where the collection held no card of value N. ``None`` without an open collection."""
    pile = v.open[seat]
    if not pile:
        return None
    now, then = v.close_gain(seat)
    if _ends(v, seat, now):
        return ending_close(v, seat, now)
    if then > 0:
        return words("Closing scores +{now} and turns up your secret collection: +{n} more if closed too.",
                     now=now, n=then)
    kind = TYPE_WORDS[card_type(pile[0])]
    if now > 0:
        return words("Your open {kind}: {n} card, a {n}: closing now scores +{n}.",
                     plural="Your open {kind}: {n} cards, one worth {n}: closing now scores +{n}.", kind=kind, n=now)
    return words("Your open {kind}: {n} card, not a {n}: closing now scores nothing.",
                 plural="Your open {kind}: {n} cards, no {n}: closing now scores nothing.", kind=kind, n=len(pile))
