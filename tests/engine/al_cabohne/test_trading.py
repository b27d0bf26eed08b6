"""Al Cabohne's two-player trading variant (ruling R-16), from the seed's "Variante pour le jeu à deux":

    « Lorsqu'un joueur est obligé de donner des haricots à Al Cabohne (phase cinq du jeu à deux), il peut
    négocier avec son adversaire. Ainsi, un joueur peut échanger sa main contre aucune carte. Un joueur
    sans carte ne devra pas jouer la phase 3 (planter des haricots). »

R-16: off by default; only while the current player must fill a Boss (AC-24); the current player hands
over any hand cards for any of the opponent's hand cards (possibly none); received cards go to the back.
"""

from __future__ import annotations

import random

import pytest

from engine.al_cabohne import GAME, checks
from engine.al_cabohne.ai import GreedyBot
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, PUFF, RUNNER, card_type
from engine.al_cabohne.facts import MAX_PROPOSALS
from engine.al_cabohne.kinds import ActionKind, EventKind, Phase
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import TRADING
from engine.al_cabohne.state import CULTIVATE, TRADE, State
from engine.al_cabohne.words import describe_event, hint
from engine.bots import decide, situation
from engine.core import HIDDEN, Action, BadConfig, Event, IllegalAction, english, filter_events
from engine.search import SearchBot, iterations

OPEN, PROPOSE, WITHDRAW = Action("trade"), Action("propose"), Action("withdraw")
ACCEPT, REFUSE, END = Action("accept"), Action("refuse"), Action("end")
TRADE_KINDS = {"trade", "offer", "ask", "propose", "withdraw", "accept", "refuse"}


def act(s: State, a: Action) -> tuple[State, list[Event]]:
    assert a in GAME.legal_actions(s), f"{a} not in {GAME.legal_actions(s)}"
    before = s.copy()
    n, ev = GAME.apply(s, a)
    assert s == before, "apply mutated its input"
    GAME.check(n)
    return n, ev


def tys(cards: tuple[int, ...]) -> list[int]:
    return [card_type(c) for c in cards]


def filling(hand1: tuple[int, ...] = (PUFF, RUNNER), trading: bool = True, **kw: object) -> State:
    """Seat 0 has ended phase 5 with Don empty: the boss fill (AC-24) is due, Blue and Kidney are eligible."""
    s = position(2, hands={0: [BLUE, KIDNEY, FIRE], 1: list(hand1)}, bosses=[[FIRE, FIRE]], trading=trading,
                 **kw)  # type: ignore[arg-type]
    s, ev = act(s, END)
    assert s.filling and s.phase == CULTIVATE and any(e.kind == EventKind.BOSS_FILL for e in ev)
    return s


def propose(s: State, offer: tuple[int, ...], ask: tuple[int, ...]) -> tuple[State, list[Event]]:
    s, _ = act(s, OPEN)
    for c in offer:
        s, _ = act(s, Action("offer", c))
    for t in ask:
        s, _ = act(s, Action("ask", t))
    return act(s, PROPOSE)


# --- the option ----------------------------------------------------------------------


def test_r16_the_variant_is_an_option_off_by_default_for_two_players() -> None:
    # "Optional variant, off by default" ("Variante pour le jeu à deux").
    assert TRADING in GAME.options and TRADING.default is False and TRADING.players == (2,)
    assert TRADING.offered(2) and not TRADING.offered(1)
    assert GAME.new(2, 4) == GAME.new(2, 4, trading=False) and not GAME.new(2, 4).trading
    assert GAME.new(2, 4, trading=True).trading
    with pytest.raises(BadConfig):
        GAME.new(1, 4, trading=True)
    with pytest.raises(BadConfig):
        GAME.new(2, 4, trading="yes")
    # the same boss fill without the variant offers no trade, and a trade action is refused
    s = filling(trading=False)
    assert not {a.kind for a in GAME.legal_actions(s)} & TRADE_KINDS
    with pytest.raises(IllegalAction):
        GAME.apply(s, OPEN)
    assert GAME.version == 1, "games without the variant replay as before: no new rules version"


def test_r16_games_without_the_variant_never_offer_a_trade() -> None:
    # R-16 off: the same seeds give the same play as before the variant existed (no trade kind appears).
    for seed in range(15):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            assert not {a.kind for a in legal} & TRADE_KINDS
            s, _ = GAME.apply(s, rng.choice(legal))


# --- when a trade may be proposed --------------------------------------------------------


def test_r16_a_trade_only_while_a_boss_must_be_filled() -> None:
    # "Only when the current player must give a card under AC-24".
    s = position(2, hands={0: [BLUE, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], trading=True)
    assert OPEN not in GAME.legal_actions(s)  # phase 5 proper: no obligation yet
    s = filling()
    assert OPEN in GAME.legal_actions(s)
    assert len(GAME.legal_actions(s)) <= 8, "opening a proposal is one action, so the list stays short"


def test_r16_proposals_are_bounded_per_boss_fill() -> None:
    s = filling()
    for k in range(MAX_PROPOSALS):
        s, _ = act(s, OPEN)
        assert s.phase == TRADE and s.proposals == k + 1
        s, ev = act(s, WITHDRAW)  # a withdrawn proposal returns to the ordinary AC-24 choice
        assert s.phase == CULTIVATE and s.filling and ev[0].kind == EventKind.WITHDRAWN
    assert OPEN not in GAME.legal_actions(s)
    assert "at most" in english(GAME.why_not(s, OPEN), ["A", "B"])
    assert any(a.kind == ActionKind.FILL for a in GAME.legal_actions(s))


def test_r16_picks_go_in_one_order_so_each_proposal_is_one_sequence() -> None:
    s, _ = act(filling(), OPEN)
    hand = s.hands[0]
    legal = GAME.legal_actions(s)
    assert [a.card for a in legal if a.kind == "offer"] == list(hand)
    assert [a.card for a in legal if a.kind == "ask"] == list(range(7))
    assert PROPOSE not in legal, "an empty proposal cannot be made"
    s, _ = act(s, Action("offer", hand[1]))
    assert [a.card for a in GAME.legal_actions(s) if a.kind == "offer"] == [hand[2]]  # hand order
    s, _ = act(s, Action("ask", RUNNER))
    legal = GAME.legal_actions(s)
    assert not [a for a in legal if a.kind == "offer"], "cards to give come before cards asked for"
    assert [a.card for a in legal if a.kind == "ask"] == [RUNNER]  # type order
    s, _ = act(s, Action("ask", RUNNER))
    assert not [a for a in GAME.legal_actions(s) if a.kind == "ask"], "no more asked than the opponent holds"
    assert "more cards than" in english(GAME.why_not(s, Action("ask", RUNNER)), ["A", "B"])


# --- the trade -----------------------------------------------------------------------------


def test_r16_the_whole_hand_for_no_card() -> None:
    # seed: « un joueur peut échanger sa main contre aucune carte »
    s = filling()
    hand0, hand1 = s.hands[0], s.hands[1]
    s, ev = propose(s, hand0, ())
    assert s.proposed and GAME.to_act(s) == 1 and GAME.legal_actions(s) == [ACCEPT, REFUSE]
    assert ev[0].kind == EventKind.PROPOSAL and ev[0].cards == hand0 and ev[0].private is None
    assert english(describe_event(ev[0], 1), ["Ann", "Bob"]) == (
        "Ann proposes a trade to Bob: Blue, Kidney, Fire for nothing"
    )
    s, ev = act(s, ACCEPT)
    # received cards at the back of the receiver's hand (AC-15)
    assert s.hands[1][:2] == hand1 and s.hands[1][2:] == hand0
    kinds = [e.kind for e in ev]
    assert kinds[:2] == [EventKind.ACCEPTED, EventKind.TRADE] and EventKind.HAND_SHOWN not in kinds
    assert ev[1].seat == 0 and ev[1].to_seat == 1 and ev[1].cards == hand0
    # no eligible card is left: the obligation lapsed, Don stays empty, the turn ended (draw) and passed on
    assert not s.bosses[1] and s.seat == 1 and len(s.hands[0]) == 2


def test_r16_a_player_without_cards_does_not_plant() -> None:
    # seed: « Un joueur sans carte ne devra pas jouer la phase 3 (planter des haricots) »
    s = position(2, hands={0: [], 1: [BLUE]}, bosses=[[FIRE], [PUFF]], seat=1, trading=True)
    s, ev = act(s, END)
    assert s.seat == 0 and s.phase == CULTIVATE, "phase 3 was skipped and the reveal followed"
    assert not [e for e in ev if e.kind == EventKind.PLANT]


def test_r16_cards_for_cards_and_the_check_goes_on() -> None:
    s = filling(hand1=(PUFF, RUNNER, PUFF))
    blue, kidney, fire = s.hands[0]
    first_puff = s.hands[1][0]
    s, ev = propose(s, (blue,), (PUFF,))
    assert english(describe_event(ev[0], None), ["Ann", "Bob"]) == "Ann proposes a trade to Bob: Blue for Puff"
    s, ev = act(s, ACCEPT)
    assert s.hands[0] == (kidney, fire, first_puff), "the front-most asked card, to the back of the hand"
    assert tys(s.hands[1]) == [RUNNER, PUFF, BLUE]
    assert [e.kind for e in ev] == [EventKind.ACCEPTED, EventKind.TRADE, EventKind.TRADE]
    assert english(describe_event(ev[2], 0), ["Ann", "Bob"]) == "Bob hands Puff to Ann"
    # Kidney is still eligible: back to the ordinary AC-24 choice, one proposal used
    assert s.phase == CULTIVATE and s.filling and s.seat == 0 and s.proposals == 1
    assert OPEN in GAME.legal_actions(s)
    # both seats saw every traded card: each counts as shown to the other seat
    assert first_puff in s.shown[0] and blue in s.shown[1]
    assert GAME.view(s, 1).hands[0] == (HIDDEN, HIDDEN, first_puff)


def test_r16_refused_returns_to_the_ordinary_choice_and_moves_nothing() -> None:
    s0 = filling()
    s, _ = propose(s0, (s0.hands[0][0],), (RUNNER,))
    s, ev = act(s, REFUSE)
    assert [e.kind for e in ev] == [EventKind.REFUSED] and ev[0].seat == 1
    # no public reason: the words say the refusing hand decided, and nothing of what it holds
    assert english(describe_event(ev[0], 0), ["Ann", "Bob"]) == "Bob refuses the trade: it does not suit Bob's hand"
    assert s.hands == s0.hands and s.phase == CULTIVATE and s.filling and GAME.to_act(s) == 0
    assert {a.kind for a in GAME.legal_actions(s)} >= {"fill", "trade"}


def test_r16_a_proposal_the_opponent_cannot_meet_can_only_be_refused() -> None:
    s, _ = propose(filling(), (), (BLUE,))  # the opponent holds Puff and Runner
    assert GAME.legal_actions(s) == [REFUSE]
    with pytest.raises(IllegalAction):
        GAME.apply(s, ACCEPT)
    assert "lacks" in english(GAME.why_not(s, ACCEPT), ["A", "B"])


# --- what each seat sees -------------------------------------------------------------


def test_r16_the_opponent_sees_what_the_table_talk_shows() -> None:
    s, _ = act(filling(), OPEN)
    blue, kidney, fire = s.hands[0]
    s, _ = act(s, Action("offer", kidney))
    s, _ = act(s, Action("ask", PUFF))
    # the cards put forward are seen; the rest of the hand stays hidden, from the opponent and the table
    for viewer in (1, None):
        v = GAME.view(s, viewer)
        assert v.hands[0] == (HIDDEN, kidney, HIDDEN)
        assert v.proposal is not None and v.proposal.offer == (kidney,) and v.proposal.ask == (PUFF,)
        assert v.hands[1] == ((HIDDEN, HIDDEN) if viewer is None else s.hands[1])
    assert GAME.view(s, 0).hands[1] == (HIDDEN, HIDDEN), "the proposer never sees the opponent's hand"
    s, _ = act(s, PROPOSE)
    assert GAME.view(s, 0).to_act == 1 and GAME.view(s, 1).proposal.sent
    assert english(hint(GAME.view(s, 1)), []) == "Accept the trade or refuse it."
    for seat in (0, 1):
        for k in range(5):
            r = GAME.resample(s, seat, random.Random(k))
            GAME.check(r)
            assert GAME.view(r, seat) == GAME.view(s, seat)
    r = GAME.resample(s, 1, random.Random(3))
    assert GAME.legal_actions(r) == GAME.legal_actions(s), "the answerer's choices come from its own hand"


# --- the computers ----------------------------------------------------------------


def normal_choice(s: State, seed: int = 0) -> Action:
    return decide(GreedyBot(), situation(GAME, s, random.Random(seed)))


def test_r16_normal_accepts_only_a_trade_that_helps_it() -> None:
    # Bob grows Runner (2 beans, one short of a coin): a Runner given for nothing helps him.
    s = position(2, hands={0: [RUNNER, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], fields={1: [[RUNNER, RUNNER]]},
                 trading=True)
    s, _ = act(s, END)
    helpful, _ = propose(s, (s.hands[0][0],), ())
    assert normal_choice(helpful) == ACCEPT
    # asked for his only card for nothing in return, he refuses
    harmful, _ = propose(s, (), (PUFF,))
    assert normal_choice(harmful) == REFUSE


def test_r16_normal_proposes_by_its_own_value_and_plays_its_proposal_through() -> None:
    # Normal against Normal with the variant: every proposal is played through to an answer, and
    # whatever is proposed or answered, the games end with every invariant kept.
    proposals = answers = 0
    for seed in range(4):
        rng = random.Random(seed)
        s = GAME.new(2, seed, trading=True)
        bots = [GreedyBot(), GreedyBot()]
        while not GAME.is_over(s):
            a = decide(bots[GAME.to_act(s) or 0], situation(GAME, s, rng))
            s, ev = GAME.apply(s, a)
            GAME.check(s)
            assert a.kind != "withdraw", "Normal builds only the proposal it planned"
            proposals += sum(e.kind == EventKind.PROPOSAL for e in ev)
            answers += sum(e.kind in (EventKind.ACCEPTED, EventKind.REFUSED) for e in ev)
            assert s.proposals <= 1, "Normal opens one proposal a turn"
    assert proposals > 0 and answers == proposals


def test_r16_hard_searches_through_a_proposal() -> None:
    s = filling()
    hard = SearchBot(GAME, iterations(40))
    a = decide(hard, situation(GAME, s, random.Random(1)))
    assert a in GAME.legal_actions(s)
    for state in (act(s, OPEN)[0], propose(s, (s.hands[0][0],), ())[0]):
        a = decide(SearchBot(GAME, iterations(40)), situation(GAME, state, random.Random(2)))
        assert a in GAME.legal_actions(state)


# --- fuzz ---------------------------------------------------------------------------------

FUZZ_GAMES = 2000
CHUNKS = 8


def play_checked(seed: int) -> tuple[int, int]:
    """One random game with the variant, trades favoured; invariants and privacy after every action."""
    rng = random.Random(seed)
    s = GAME.new(2, seed, trading=True)
    checked = checks.check(s)  # what GAME.check runs, told after each action what it found for the state before
    accepted = refused = 0
    moves = 0
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        assert legal and GAME.to_act(s) is not None
        a = rng.choice(legal)
        if OPEN in legal and rng.random() < 0.6:
            a = OPEN
        elif s.phase == TRADE and not s.proposed and rng.random() < 0.5:
            a = PROPOSE if PROPOSE in legal else a
        prev = s
        s, events = GAME.apply_legal(s, a)  # taken from legal_actions: the guard's second look is skipped
        moves += 1
        checked = checks.check(s, checked)
        traded = a == ACCEPT
        accepted += traded
        refused += a == REFUSE
        for p in (0, 1):
            old, new = prev.hands[p], s.hands[p]
            if s.phase == Phase.OVER:
                continue
            kept = [c for c in old if c in new]
            assert list(new[: len(kept)]) == kept, "AC-15: a hand is never reordered"
            if p != prev.seat and not traded:
                assert new == old, "a hand changed out of its owner's turn without a trade"
        # the views and events of every step around a proposal, and of every fifth step elsewhere
        near = prev.filling or s.filling or traded
        for seat in (0, 1) if near or moves % 5 == 0 else ():
            v = GAME.view(s, seat)
            hidden = set(s.hands[1 - seat]) - set(s.shown[1 - seat])
            assert not hidden & {c for c in v.hands[1 - seat]}, "a hidden hand card leaked into a view"
            if not any(e.kind == EventKind.RESHUFFLE for e in events):
                seen = {c for e in filter_events(events, seat) for c in e.cards}
                assert not seen & hidden, "an event showed a hidden hand card"
        if moves % 25 == 0 and not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            r = GAME.resample(s, seat, random.Random(moves))
            GAME.check(r)
            assert GAME.view(r, seat) == GAME.view(s, seat)
            assert GAME.legal_actions(r) == GAME.legal_actions(s)
    GAME.check(s)  # once more from scratch, not relying on the earlier checks
    return accepted, refused


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_r16_random_games_with_trades_keep_every_invariant(chunk: int) -> None:
    accepted = refused = 0
    for seed in range(chunk, FUZZ_GAMES, CHUNKS):
        a, r = play_checked(seed)
        accepted += a
        refused += r
    assert accepted > 10 and refused > 10, "the fuzz reached trades both ways"


def test_r16_normal_accepts_a_gift_it_has_room_for_and_says_why_it_refuses() -> None:
    # R-16 and AC-15/AC-18: received cards go to the back of the hand and must be planted in turn. The
    # playtest's "Green, Green for nothing" was refused with no word: a gift with room is always taken.
    for fields in ([], [[PUFF]], [[BLUE]]):  # two empty fields, one empty field, a Blue field
        s = position(2, hands={0: [BLUE, BLUE, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], fields={1: fields},
                     trading=True)
        s, _ = act(s, END)
        gift, _ = propose(s, s.hands[0][:2], ())
        assert normal_choice(gift) == ACCEPT, fields
    # no room: both of Bob's fields grow other beans; the refusal says so, in the engine's words
    s = position(2, hands={0: [BLUE, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], fields={1: [[PUFF], [RUNNER]]},
                 trading=True)
    s, _ = act(s, END)
    gift, _ = propose(s, (s.hands[0][0],), ())
    assert normal_choice(gift) == REFUSE
    _, ev = act(gift, REFUSE)
    assert english(describe_event(ev[0], 0), ["Ann", "Bob"]) == (
        "Bob refuses the trade: Blue would have to be planted later, and Bob has no field for it")
    # two new types and one empty field: the refusal says both need a field and Bob has one (playtest: "no free
    # field left for Green" read as false beside Bob's empty field, which the Fire given with it would take)
    s = position(2, hands={0: [BLUE, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], fields={1: [[PUFF]]}, trading=True)
    s, _ = act(s, END)
    both, _ = propose(s, s.hands[0][:2], ())
    assert normal_choice(both) == REFUSE
    _, ev = act(both, REFUSE)
    said = english(describe_event(ev[0], 0), ["Ann", "Bob"])
    assert said == "Bob refuses the trade: to be planted later, Blue and Kidney would need 2 empty fields; Bob has 1", said
    assert sum(1 for f in both.fields[1] if not f) == 1  # the count said is Bob's empty fields, as seen
    # asked for more cards than it is given
    s = filling(hand1=(PUFF, RUNNER, PUFF))
    greedy, _ = propose(s, (), (PUFF,))
    assert normal_choice(greedy) == REFUSE
    _, ev = act(greedy, REFUSE)
    assert english(describe_event(ev[0], 0), ["Ann", "Bob"]) == (
        "Bob refuses the trade: it gives more cards than it gets")


def test_r16_a_refusal_for_room_states_no_rule_the_trade_lacks() -> None:
    """Playtest 16: "no empty field for Coco" read as a rule of the trade, which R-16 does not have: received cards go
    to the back of the hand (AC-15) and are planted in turn (AC-18). The refusal says the field is wanted later; and
    the very trade is legal to accept, so no rule bars it."""
    s = position(2, hands={0: [BLUE, KIDNEY], 1: [PUFF]}, bosses=[[FIRE]], fields={1: [[PUFF], [RUNNER]]},
                 trading=True)
    s, _ = act(s, END)
    gift, _ = propose(s, (s.hands[0][0],), ())
    assert ACCEPT in GAME.legal_actions(gift)  # no empty field is needed to take it
    after, _ = act(gift, ACCEPT)
    assert after.hands[1][-1] == s.hands[0][0]  # to the back of the hand
    _, ev = act(gift, REFUSE)
    said = english(describe_event(ev[0], 0), ["Ann", "Bob"])
    assert "later" in said and "no empty field for" not in said, said


def test_r16_the_log_counts_an_asked_bean_once() -> None:  # rule R-16
    """Playtest 16: "… for Green, Green, Green, Green, Green, Green, Green": the log names each asked type once with
    its count."""
    s = filling(hand1=(PUFF, RUNNER, PUFF))
    _, ev = propose(s, (s.hands[0][0],), tuple(sorted((PUFF, PUFF, RUNNER))))  # the engine asks in type order
    (line,) = [english(describe_event(e, 0), ["Ann", "Bob"]) for e in ev if e.kind == "proposal"]
    asked = line.partition(" for ")[2]
    assert "Puff ×2" in asked and asked.count("Puff") == 1 and asked.count("Runner") == 1, line
