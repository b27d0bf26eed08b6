"""What the Système Solaire table says about the rules beside its log: every seat's status line, the prompt's
words for a step being acted out or another seat's turn, the words over the decision buttons, the board's step
texts, the set-up modes and the results' notes.

The client draws these and decides nothing about the rules; each line is ``Words`` (so the catalogue finds it),
its ``tone`` naming how strongly it is said ("now": the seat's turn, "faint", "dim", "score", "good", "turn":
a choice made or a tie-break, "": plain). Everything is read from the view: nothing here is secret.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import N_, Player, Words, words
from engine.results import FinalPart, FinalRow
from engine.systeme_solaire.cards import IS_PROBE, IS_SUN, hand_value
from engine.systeme_solaire.facts import BONUS_PER_CARD, BY_AUCTION, BY_CARDS, FinalResult
from engine.systeme_solaire.words import SHORT_REASON, card_words, seat_tie_words

MODES: dict[int, tuple[str, str]] = {
    3: (N_("Three players"), N_("15 cards set aside face up · 5 cards a round in 3 groups")),
    4: (N_("Four players"), N_("7 cards a round in 4 groups")),
    5: (N_("Five players"), N_("Probe sets chosen in turn · 8 cards a round in 5 groups")),
}
BUSY = {  # while the cards act a step out, say what they are doing rather than what comes after
    "setup": N_("Setting up: the probes go to the hands, the deck is shuffled"),
    "setup5": N_("Setting up: the five probe sets are laid out, the deck is shuffled"),
    "take": N_("Every group is taken: the round is over"),
    "lay": N_("Layout: the first player deals the round's cards into the groups"),
    "reveal": N_("Order reveal: every secret selection is turned over at the same time"),
    "revealed": N_("Highest total chooses first; equal totals go to the seat nearest the first player, "
                   "counterclockwise"),
}
# The face's two numbers are bare: the tip says which is which under the card's values (a probe has no VP tile),
# keyed by IS_PROBE.
FACE_LEGEND = {
    False: N_("gold coin: auction value · white tile: VP"),
    True: N_("gold coin: auction value"),
}
WAITING = {  # what another seat is doing, while the viewer waits
    "probes": N_("{name} is choosing a probe set…"), "lay": N_("{name} is placing the drawn card…"),
    "bid": N_("{name} is bidding…"), "pay": N_("{name} is paying…"),
    "select": N_("{name} is selecting cards in secret…"), "take": N_("{name} is taking a group…"),
}
TAKE_STARTS = {  # how a chosen group's toggles started: "" advised, or moved since
    "": N_("Group {n}: put each card in your hand or your front"),
    # before the last round: as the Normal computer would split it (all in hand banked a 4-VP Neptune, playtest 20)
    "engine": N_("Group {n}: cards start where the computer would put them; change any, then Take"),
    # as the seat's winning bid's reason named the take ("+4 VP, 3 more in hand to bid with"), which is where the
    # computer would put them too: "cards start as your bid aimed" was a riddle to a newcomer (playtest 29, 46_g2)
    "aimed": N_("Group {n}: cards start where the computer would put them; change any, then Take"),
    # the last round: a hand card only counts for the hand bonus (SS-26), so "all in hand" lost a front Sun's VP
    "last": N_("Group {n}, last round: each card starts where it scores more for you"),
}
STEP_NAMES = (N_("1 Layout"), N_("2 Auction"), N_("3 Order reveal"), N_("4 Group selection"))  # a round's steps
Choose = Callable[[Sequence[Words]], Words]  # which of a tie's forms (longest first) a panel has room for


def round_words(v: Any, shown: str | None) -> Words:
    """Where the game is: the set-up, the round (``shown`` "take": the round just ended, held in sight) or its end."""
    if shown == "setup" and v.players < 5:
        return words("Set-up")
    if v.phase == "probes" or shown == "setup":
        return words("Set-up: each player chooses a probe set")
    if v.phase == "over":
        return words("Game over after round {n}", n=v.rounds)
    return words("Round {n} of {rounds}", n=v.round - (shown == "take"), rounds=v.rounds)


def busy(label: str | None, players: int) -> Words | None:
    """The prompt while the cards act out a step (``label``), if they do."""
    if label not in BUSY:
        return None
    return words(BUSY["setup5" if label == "setup" and players == 5 else label])


def waiting(v: Any) -> Words:
    """The prompt while another seat decides (the viewer's own secret selection, once sent, is a turn told)."""
    return words(WAITING.get(v.phase, "{name}…"), name=Player(v.to_act))


def face_legend(card: int) -> Words:
    return words(FACE_LEGEND[bool(IS_PROBE[card])])


def choice(v: Any, amount: int, advised: int | None, picked: tuple[int, ...]) -> Words | None:
    """The words after the hint about the choice being collected on screen (a take's are its move's own)."""
    if v.phase == "bid":
        if amount == advised:  # the amount changed by itself: say why, after "Got it" too
            return words("your bid: {n} (advised)", n=amount)
        return words("your bid: {n}", n=amount)
    if v.phase in ("pay", "select") and not picked:
        return words("click hand cards to choose them")
    total = hand_value(picked)
    if v.phase == "pay":
        if total >= v.high:
            return words("selected {n} of {bid}: click Pay", n=total, bid=v.high)
        return words("selected {n} of {bid}", n=total, bid=v.high)
    if v.phase == "select":
        return words("selected: total {n} — add cards or click Confirm", n=total)
    return None


def bid_stands() -> Words:
    """The Bid button's tip: a bid is news to every other seat, so Undo takes it back only until the next player
    answers (``game.moderator``); a newcomer learnt it only after a bid (playtest 28)."""
    return words("Once the next player answers, your bid can't be undone.")


def buttons_heading(v: Any, seat: int, paying: bool, selecting: bool) -> Words:
    """The line over the decision buttons, saying what they decide."""
    if v.phase == "bid":
        return words("Your bid (at most {n}, your hand value)", n=v.hand_values[seat])
    if paying:
        return words("Your payment")
    if selecting:
        return words("Your secret selection")
    return words("Your choice")


def buttons_help(v: Any, picked: tuple[int, ...], collecting: bool, group: int | None, start: str) -> Words | None:
    """Under the buttons' heading: what is chosen so far, or how to choose (the bid has its own buttons there);
    with a group chosen, how its toggles started (``start``, a key of ``TAKE_STARTS``) until one is moved."""
    if v.phase == "bid":
        return None
    if collecting:
        if picked:
            return words("{n} card chosen · value {v}", plural="{n} cards chosen · value {v}", n=len(picked),
                         v=hand_value(picked))
        if v.phase == "pay":
            return words("Click cards in your hand worth {n} or more", n=max(0, v.high - v.paid))
        return words("Click at least one card in your hand")
    if group is not None:  # "all start in hand" stayed up once a card was set to Front (playtest 19, 54.png)
        return words(TAKE_STARTS[start], n=group + 1)
    return None


def board(v: Any, mode: str, collecting: bool, picked: tuple[int, ...], paid: list[int]) -> list[Words | None]:
    """The board's words about the step of the round it shows (``mode``: "layout", "lay", "bid", "pay", "select"),
    a line each (``None``: a line left blank). ``collecting``: the viewer pays or selects on screen now, ``picked``
    the cards chosen there so far; ``paid``: the payment lying on the board."""
    if mode == "layout":
        variant = (words("Variant: one card goes to each group, then the first player places each further card")
                   if v.variant else
                   words("Card 1 goes to group 1, card 2 to group 2 … then again from group 1: at most 2 cards a group"))
        return [words("Layout"), words("{name} lays out the round's cards in {n} groups, one group per player",
                                       name=Player(v.marker), n=v.players), variant]
    if mode == "lay":
        return [words("Variant: {name} places each drawn card in a group", name=Player(v.marker)),
                words("At most 2 cards in a group. Cards still to draw after this one: {n}", n=v.to_draw)]
    if mode == "bid":
        opener = v.to_act if v.to_act is not None else v.marker
        head = (words("High bid: {n} — {name}", n=v.high, name=Player(v.bidder)) if v.bidder >= 0 else
                words("No bid yet: {name} must open with at least 1", name=Player(opener)))
        return [words("Auction"), head, words("The winner pays the bid with hand cards and chooses a group first.")]
    if mode == "pay" and collecting:
        return [words("You won the auction at {n}: click hand cards to pay with", n=v.high),
                words("Selected: {n} of {bid}", n=hand_value(picked), bid=v.high),
                words("No change is given. An Earth or a Pluto you pay with goes to your front, if none of its name "
                      "is there.")]
    if mode == "pay":
        payer = v.winner if v.winner >= 0 else v.to_act
        return [words("{name} won the auction at {n}", name=Player(payer), n=v.high) if payer is not None else None,
                words("Paid so far: {n} of {bid}", n=hand_value(paid), bid=v.high),
                words("Earth and Pluto go to the payer's front")]
    out: list[Words | None] = [
        words("Order reveal"), words("Everyone but the auction winner secretly selects hand cards."),
        words("Highest total takes a group next. Selected cards are spent (an Earth or a Pluto goes to the front).")]
    if collecting:
        out.append(words("Your selection: total {n}", n=hand_value(picked)))
    elif v.selection:
        out.append(words("Your selection: total {n}, shown when everyone has chosen", n=hand_value(v.selection)))
    return out


def slot_notes(v: Any, s: int, lying: Sequence[int]) -> list[Words]:
    """Beside seat ``s``'s revealed cards on the board (``lying``: those still there): its auction win or its empty
    selection, and each card it revealed that went to its front (an Earth or a Pluto)."""
    out = ([words("won the auction", tone="good")] if s == v.winner else
           [words("no cards: 0", tone="dim")] if v.revealed and not v.revealed[s] else [])
    return out + [words("{card} → front", tone="score", card=card_words(c))
                  for c in (v.revealed[s] if v.revealed else ()) if c in v.fronts[s] and c not in lying]


def status(v: Any, s: int, shown: str | None, live: bool, choose: Choose) -> list[Words]:
    """What seat ``s`` is doing in this step of the round, as one or two short lines (``shown``: the step the
    cards are still acting out; ``live``: a table played here, whose panels speak to the viewer)."""
    ph = v.phase
    if shown in ("setup", "lay", "take"):
        # the cards are still being dealt, or the round's end is held in sight: the step after it has not begun on
        # screen ("must open the auction" under "Round 2", every group "taken by", playtest 33)
        return []
    if v.final is not None:
        return []  # the game is over: the last round's steps ("revealed 5", a tie-break) are past
    if ph == "probes":
        if v.to_act == s:
            return [words("choosing a probe set", tone="now")]
        if not v.hand_sizes[s]:  # the first player is dealt the set left (SS-4, R-7): it never chooses one
            return [words("gets the last probe set", tone="faint") if s == v.marker else
                    words("waits for a probe set", tone="faint")]
        return [words("probes taken", tone="dim")]
    if ph == "lay":
        return [words("placing the drawn card", tone="now")] if v.to_act == s else []
    if ph == "bid":
        return _bidding(v, s, live)
    if ph == "pay":
        return [words("won at {n}: paying", tone="good", n=v.high)] if v.winner == s else []
    if ph == "select":
        if v.winner == s:
            return [words("won the auction", tone="good")]
        if s not in v.selectors:
            return [words("no cards: total 0", tone="faint")]
        if v.chosen[s]:
            # its cards, not a group: said on in the group selection, "has chosen" read as a group taken (playtest 33)
            return [words("cards chosen", tone="turn")]
        return [words("selecting in secret…", tone="now")] if v.to_act == s else [words("to select", tone="dim")]
    if not v.order or s not in v.order or shown in ("reveal", "revealed"):
        return []
    place = v.order.index(s)
    reason = v.reasons[place] if place < len(v.reasons) else ""
    tied = seat_tie_words(v, place)
    out = []
    if reason == BY_AUCTION:
        out.append(words("won the auction", tone="good"))
    elif tied or reason == BY_CARDS:
        # the tie-break first: the first line has the panel's whole width (the second shares it with the
        # first-player pill); a tie by the first player's distance says the seat's own place in it (SS-17.4),
        # in the longest words that fit the panel
        out.append((choose(tied) if tied else SHORT_REASON[reason])._replace(tone="turn"))
    if reason != BY_AUCTION:
        out.append(words("revealed {n}", n=v.totals[s]))
    g = v.taken.index(s) if s in v.taken else -1
    if g >= 0 and ph == "take":
        out.append(words("took group {n}", tone="dim", n=g + 1))
    elif ph == "take" and v.to_act == s:
        out.append(words("taking a group…", tone="now"))
    return out


def _bidding(v: Any, s: int, live: bool) -> list[Words]:
    if v.passed[s]:
        return [words("passed", tone="faint")]
    if v.bidder == s:
        return [words("high bid: {n}", tone="score", n=v.high)]
    # an outbid seat's bid still stands (it may raise it): shown, not only in the log; the viewer's own panel
    # speaks to them ("à vous de miser": "doit miser" read as if passing were barred)
    # a replay's panels speak of the seat (playtest 14, 113-replay: "your turn to bid or pass" while the centre
    # said "Alice bids…")
    mine = s == v.seat and live
    said = words("you bid {n}, outbid", n=v.bids[s]) if mine else words("bid {n}, outbid", n=v.bids[s])
    standing = [said] if v.bids[s] else []
    if v.to_act == s:
        if v.bidder < 0:
            turn = words("you must open the auction") if mine else words("must open the auction")
        else:
            turn = words("your turn to bid or pass") if mine else words("to bid")
        return standing + [turn._replace(tone="now")]
    return standing or [words("in the auction", tone="dim")]


def score(v: Any, s: int, shown: int | None = None) -> Words:
    """Seat ``s``'s VP on its panel: its front's while the game runs (``shown``: as drawn now, else the view's); at
    the end the engine's final total, with the hand bonus it holds (SS-26) — the front VP alone would read as a tie
    the banner contradicts."""
    if v.final is None:
        return words("{n} VP", n=v.front_vp[s] if shown is None else shown)
    total = v.final.seats[s]
    if total.bonus:
        return words("{n} VP incl. {bonus} hand bonus", n=total.total, bonus=total.bonus)
    return words("{n} VP", n=total.total)


def result_parts(final: FinalResult, s: int) -> list[FinalPart]:
    """Seat ``s``'s row of the results, part by part: each Sun with its score, the rest of the front, and the hand
    with its bonus or none."""
    sc = final.seats[s]
    parts = [FinalPart(words("Sun"), vp, (c,)) for c, vp in sc.front if IS_SUN[c]]
    planets = [(c, vp) for c, vp in sc.front if not IS_SUN[c]]
    parts.append(FinalPart(words("Front"), sum(vp for _c, vp in planets), tuple(c for c, _vp in planets)))
    # the bonus said plainly, its reason after it (SS-26): "Hand bonus (value 6): 4" read as a riddle (which 6?
    # which 4?, playtest 15)
    if s in final.bonus_seats:
        parts.append(FinalPart(words("Hand bonus"), sc.bonus, sc.hand,
                               words("+{n} (best hand, value {v})", n=sc.bonus, v=sc.hand_value)))
    else:
        parts.append(FinalPart(words("Hand"), sc.bonus, sc.hand, words("no bonus (value {v})", v=sc.hand_value)))
    return parts


def final_rows(v: Any) -> list[FinalRow] | None:
    """The results' rows: per seat the engine's parts of its total (each Sun, the rest of the front, the hand with
    its bonus), in VP; ``None`` before the end."""
    final = v.final
    if final is None:
        return None
    return [FinalRow(i, sc.total, i in final.winners, tuple(result_parts(final, i)), words("VP"))
            for i, sc in enumerate(final.seats)]


def result_notes(final: FinalResult, names: Sequence[str]) -> list[Words]:
    """Who had the best hand (all of them gain the bonus), how a tie on the top total was broken, and in what order
    seats tied lower down are listed (the same tie-break, a ruling: the rules speak of the win alone). ``names``:
    the seats' names as the results list them."""
    best = final.seats[final.bonus_seats[0]].hand_value
    holders = ", ".join(names[s] for s in final.bonus_seats)
    out = [words("Best hand value {n}: {names} — {per} VP per card in hand", n=best, names=holders,
                 per=BONUS_PER_CARD)]
    if final.tie_break:
        # one fact (SS-27): "the tie goes to Alice, nearest to Alice" read as a contradiction (playtest 24)
        tied, top, winner = ", ".join(names[s] for s in final.tied), final.seats[final.winners[0]].total, final.winners[0]
        if winner == 0:
            out.append(words("{names} tie on {n} VP: the tie goes to {winner}, who began the game", names=tied, n=top,
                             winner=names[0]))
        else:
            out.append(words("{names} tie on {n} VP: the tie goes to {winner}, first counterclockwise from {first}, who "
                             "began the game", names=tied, first=names[0], n=top, winner=names[winner]))
    n = len(final.seats)
    top = final.seats[final.winners[0]].total
    for total in sorted({sc.total for sc in final.seats} - {top}, reverse=True):
        group = sorted((q for q, sc in enumerate(final.seats) if sc.total == total), key=lambda q: (0 - q) % n)
        if len(group) > 1:  # two seats on one total read as listed at random: say the order's reason
            out.append(words("{names} tie on {n} VP: listed nearest to {first} (who began the game), "
                             "counterclockwise first", names=", ".join(names[q] for q in group), n=total,
                             first=names[0]))
    return out
