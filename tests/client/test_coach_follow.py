"""Learn to play, followed to the end: a newcomer does what the coach says, in every game that has a coach.

Whenever the coach names a move, that move is legal now and it is the move played: the test clicks
the ring (a card, then where it goes; the cards of a payment, then its button) and checks that the
engine received exactly the named move. When the coach names nothing, any legal move is played.
Every text the coach shows fits its panel, in English and in French. The coach never names a move
while nothing is asked of the human.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from engine import GAMES
from engine.core import Action
from engine.search.hint import whole
from game import i18n
from game.kit.choices import Offer, Pick
from game.kit.coach import SENTENCE_END, Coach, engine_choice
from game.tables import client, coach_script
from tests.client.driver import DT, click
from tests.client.test_coach import _learn, _ready, _think_through

COACHED = ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"]
GAMES_WITH_A_COACH = [g for g in COACHED if coach_script(g) is not None]
MOVES = 600  # more than any of the fixed deals takes to its end
RANDOM = 0.2  # the share of free moves played at random; the others are the Normal computer's
CLICKS = 12  # at most this many clicks to send one named move (the cards of a payment, then its button)


def _ported(game: str) -> bool:
    """The game's table opens on the composed kit (others are being moved onto it)."""
    try:
        client(game).ui()  # type: ignore[union-attr]
    except ImportError:
        return False
    return True


def _settle(app: Any, table: Any) -> None:
    """Frames until the human may act (the computers play between) or the game is over."""
    for _ in range(5000):
        if _ready(table):
            app.frame(DT)  # one more: the coach ticks on the position the human sees, with the Hint's move
            while table.coach.planning:  # the rest of a gathered move, thought out a slice a frame
                app.frame(DT)
            return
        _think_through(table)
        app.frame(DT)
        assert table.input_open or table.coach.aim is None, table.coach.aim  # nothing is asked of the human now
    raise AssertionError("the human's turn never came")


def coach_aims(app: Any, table: Any, most: int = 400) -> Iterator[Any]:
    """The move the coach names at each decision of its Learn game, settled first, until the game is over (at most
    ``most`` decisions); the caller plays each one."""
    for _ in range(most):
        _settle(app, table)
        if table.mod.over:
            return
        aim = table.coach.aim
        assert aim is not None, table.coach.text
        yield aim


def _check_words(table: Any) -> None:
    coach = table.coach
    assert coach.fits(), coach.text  # cut words are wrong advice too
    if i18n.language() == "en" and coach.text and Action("pass") not in table.mod.legal():
        # SS-11: the first player opens with a bid and may not pass ("passing costs nothing" said to them alone
        # read as a move offered)
        text = coach.text.replace("\n", " ")
        assert "passing costs nothing." not in text and "passing costs nothing;" not in text, text
    assert not coach._waiting, coach.text  # the Hint's search has answered: the pick is there, not "thinking…"
    if coach.aim is not None and i18n.language() == "en":  # a pick named beside "click Got it for the next pick"
        assert "for the coach's next pick" not in coach.text, coach.text  # read as a contradiction (Al Cabohne)
    aim = coach.aim
    if aim is not None:
        assert aim in table.mod.legal(), (aim, coach.text)
        if coach._step == 0:  # named as the seat sees it now ("Start a secret collection with …", SB-13)
            said = named_first(table)
            assert said in coach.text.replace("\n", " "), (said, coach.text)


def named_first(table: Any) -> str:
    """How the coach's pick is named as the seat sees it now: its first step ("Start a secret collection with …",
    SB-13), or where the first step names the whole move (a payment, an order reveal), the whole move as the Hint
    says it, with the very cards the Hint's search picked ("Spend Probe 1, Probe 4 (total 5)": playtest 16)."""
    coach, game = table.coach, GAMES[table.game_name]
    first = coach._plan[0]
    if first.kind in coach.hooks.WHOLE_AT_FIRST:
        return str(coach.say(whole(game, table.view, first, tuple(coach._plan[1:]))))
    return str(coach.say(game.describe_in(table.view, first)))


def _check_up(app: Any, table: Any) -> None:
    """The coach's panel is drawn now (not put away, not replaced by the log): a line, or a first-time note."""
    coach = table.coach
    assert coach.text, (table.view.phase, coach.heard[-3:])
    assert not coach.overlaid(table.current_offers())
    drawn = pygame.Surface((1280, 720))
    table.draw(drawn)
    bare = pygame.Surface((1280, 720))
    table.layer.draw(bare, table._static_key(), table._paint_static)
    p = coach.panel
    assert pygame.image.tobytes(drawn.subsurface(p), "RGB") != pygame.image.tobytes(bare.subsurface(p), "RGB")


def follow(game: str, language: str = "en", seed: int = 0, always_up: bool = False) -> dict[str, int]:
    """``play_along``'s counts of what happened (Space Lab's coach tests read them)."""
    return play_along(game, language, seed, always_up)[0]


def play_along(game: str, language: str = "en", seed: int = 0, always_up: bool = False,
               opened: tuple[Any, Any] | None = None,
               each: Callable[[Any], None] | None = None) -> tuple[dict[str, int], Any]:
    """Play the Learn-to-play game (or the coached game ``opened``, its app and table) to its end doing what the
    coach says, in ``language``; counts of what happened, and the table at the game's end. ``always_up``: the
    coach's panel must be on screen, with a move named, at every decision; ``each``: called with the table at
    every decision."""
    app, table = opened if opened is not None else _learn(game)
    app.settings.language = language
    i18n.set_language(language)  # as Settings does (the app starts in the stored language)
    app.frame(DT)
    assert i18n.language() == language
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    last_line: int | None = None
    for _ in range(MOVES):
        _settle(app, table)
        if table.mod.over:
            break
        _check_words(table)
        if each is not None:
            each(table)
        coach = table.coach
        # an opening line answers one decision: after the move made at it, it is not said again (playtest 25: "Three
        # cards were kept" stood after the first of them was placed)
        assert coach.line is None or coach.line != last_line, (coach.line, coach.text)
        last_line = coach.line
        aim = coach.aim
        if always_up:
            _check_up(app, table)
        before = len(table.mod.recipe.actions)
        if aim is None:  # the coach names nothing: any legal move (mostly a sensible one, so the game ends soon)
            legal = table.mod.legal()
            pick = rng.choice(legal) if rng.random() < RANDOM else engine_choice(game, table.view, legal, str(before))
            table.play(pick)
            seen["free"] += 1
            continue
        seen["named"] += 1
        found = table.advisor.found
        if found is not None and found.then and coach._step == 0:  # one voice: the whole move the Hint names
            assert coach._plan == [found.action, *found.then], (coach._plan, found.action, found.then)
            if aim.kind in coach.hooks.WHOLE_AT_FIRST:  # and says it in the Hint's words, every card of it
                game = GAMES[table.game_name]
                said = coach.say(whole(game, table.ui.words_view(table.view), found.action, found.then))
                assert said in coach.text.replace("\n", " "), (said, coach.text)
        named = [aim, *coach._plan[coach._step + 1:]]  # a payment: its cards, then its end
        spot = coach.target(table.current_offers(), table.action_rects)
        if spot is None:  # named but not ringed: the newcomer plays what the words say
            table.play_all(named)
        else:
            seen["rung"] += 1
            for _click in range(CLICKS):
                click(app, spot.center)
                if len(table.mod.recipe.actions) > before or table.mod.over:
                    break
                spot = coach.target(table.current_offers(), table.action_rects)
                if spot is None:  # the ring stopped (the rest is set up on screen): play what the words say
                    seen["set up"] += 1
                    table.play_all(named)
                    break
            else:
                raise AssertionError(("following the ring never sent the move", aim, coach.text))
        sent = table.mod.recipe.actions[before:before + len(named)]
        assert Counter(sent) == Counter(named), (sent, named, coach.text)  # the named move and no other
        assert all(coach.fits(t) for t in coach.heard)
    assert table.mod.over, "the coached game did not end"
    return dict(seen), table


# the games whose coach must be on screen at every decision, with the least number of moves it names in each
STAYS_UP = {"al_cabohne": 30, "space_beans": 10, "systeme_solaire": 10}
# A Learn game followed to its end, once per worker for the tests that read it: the newcomer's walk and the coach
# always up are one walk (the same deal, the same moves), the second only checking the panel at each decision too;
# walked twice it took a whole game's frames and searches again. Both tests of a walk go to one worker
# (``--dist loadgroup``); the walk is let go once both have it
_walks: dict[tuple[str, str], tuple[dict[str, int], Any]] = {}
_reads: Counter[tuple[str, str]] = Counter()


def walked(game: str, language: str) -> tuple[dict[str, int], Any]:
    """``play_along(game, language)``, with the coach checked up at every decision where ``STAYS_UP`` asks it."""
    key = (game, language)
    if key not in _walks:
        try:
            _walks[key] = play_along(game, language, always_up=game in STAYS_UP)
        finally:
            i18n.set_language("en")
    _reads[key] += 1
    found = _walks[key]
    if _reads[key] >= (2 if game in STAYS_UP else 1):
        del _walks[key]
    return found


def _one_walk(games: list[str], least: bool = False) -> list[Any]:
    return [pytest.param(*([game, STAYS_UP[game]] if least else [game]), language, id=f"{game}-{language}",
                         marks=pytest.mark.xdist_group(f"coach-follow-{game}-{language}"))
            for game in games for language in ("en", "fr")]


@pytest.mark.parametrize("game,language", _one_walk(GAMES_WITH_A_COACH))
def test_a_newcomer_follows_the_coach_through_the_whole_game(data_dir: str, game: str, language: str) -> None:
    if not _ported(game):
        pytest.skip(f"{game}'s table is not on the composed kit in this checkout")
    seen, table = walked(game, language)
    if game == "al_cabohne":  # the first game is against the gentle Mafia: following the coach beats it (AC-35)
        assert table.mod.recipe.options.get("gentle") and table.game.winners(table.mod.state) == [0], \
            (table.game.scores(table.mod.state), table.game.rival_score(table.mod.state))
    if game == "systeme_solaire":  # the game that teaches paying has the newcomer pay (SS-13, issue 18)
        paid = _paid_by(table, 0)
        assert paid and paid[0] == 1, ("following the coach never won an auction", paid)
    # it advises, and rings, in every game (its picks are the Hint's)
    assert seen.get("named", 0) >= 2 and seen.get("rung", 0) >= 1, seen


def _paid_by(table: Any, seat: int) -> list[int]:
    """The rounds in which ``seat`` paid for an auction it won, from the game's recipe replayed (SS-13)."""
    game, recipe = table.game, table.mod.recipe
    state, rounds = game.new(recipe.players, recipe.seed, **recipe.options), []
    for a in recipe.actions:
        if a.kind == "pay" and game.to_act(state) == seat and state.round not in rounds:
            rounds.append(state.round)
        state = game.apply(state, a)[0]
    return rounds


@pytest.mark.parametrize("game,least,language", _one_walk([g for g in STAYS_UP if g in GAMES_WITH_A_COACH], True))
def test_the_coach_stays_up_at_every_decision(data_dir: str, game: str, least: int, language: str) -> None:
    """Learn to play: the coach is on screen at every decision to the end, and a move it names is legal and played.
    It used to give way to the log mid-turn in Al Cabohne, and went quiet from the third turn in Space Beans and
    after the first round in Système Solaire (issue 18). The walk is the newcomer's above (``walked``)."""
    seen, _table = walked(game, language)
    assert seen.get("named", 0) >= least, seen


def test_the_coach_names_no_move_while_the_computers_play(data_dir: str) -> None:
    app, table = _learn("space_beans")
    _settle(app, table)
    assert table.coach.aim is not None
    table.play(table.coach.aim)
    while table.input_open and not table.mod.over:
        _settle(app, table)
        table.play(table.mod.legal()[0])
    app.frame(DT)
    assert not table.input_open and table.coach.aim is None


def test_an_undo_rewinds_the_coach(data_dir: str) -> None:
    """After Undo the coach is where it was at that move: the same words, the same place in its opening, the same
    words heard (Space Beans: Undo goes back to the human's previous decision, never past a draw)."""
    app, table = _learn("space_beans")
    at: dict[int, tuple[Any, ...]] = {}
    for played in range(6):  # draw, two plays; draw, close: the close may be taken back, and the opening with it
        _settle(app, table)
        coach = table.coach
        at[len(table.mod.recipe.actions)] = (coach.text, coach.pos, coach.line, list(coach.heard))
        if played < 5:  # the deal's sixth decision starts a collection of one card, its type's last: the turn ends
            table.play(coach.aim or table.mod.legal()[0])
    moves = len(table.mod.recipe.actions)
    undone = 0
    while table.keeper.undo_open(table.input_open):
        table.undo()
        _settle(app, table)
        undone += 1
        now = len(table.mod.recipe.actions)
        coach = table.coach
        text, pos, line, heard = at[now]
        assert (coach.text, coach.pos, coach.line, _settled(coach.heard)) == (text, pos, line, _settled(heard))
    assert undone and len(table.mod.recipe.actions) < moves
    assert table.coach.pos < max(p for _t, p, _l, _h in at.values())  # the opening itself was rewound


def _settled(heard: list[str]) -> list[str]:
    """The texts heard, less a line shown alone while its pick was still being thought out (back at a position
    after an undo, the pick found there before comes with the line at once)."""
    return [t for t, nxt in zip(heard, [*heard[1:], ""], strict=True)
            if not (nxt != t and nxt.startswith(t.split("\n")[0] + "\n"))]


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_coach_waits_while_a_list_is_open_over_the_table(data_dir: str, game: str) -> None:
    """A pop-up list (a discard pile, the cards set aside) is read whole: the coach neither covers it nor takes its
    clicks. A game without a list of its own is given one, as the kit treats every list alike."""
    from game.kit.contract import ModalList

    if not _ported(game):
        pytest.skip(f"{game}'s table is not on the composed kit in this checkout")
    app, table = _learn(game)
    _settle(app, table)
    assert table.coach.text
    def paint(surface: pygame.Surface) -> None:
        surface.fill((9, 9, 9), pygame.Rect(100, 100, 1080, 520))

    lists = table.ui.lists() or [ModalList(Pick("view", "test"), pygame.Rect(0, 0, 40, 40), paint)]
    table.ui.lists = lambda: lists
    table.open_modal(lists[0].key)
    keys = [k for _r, k in table.clickables()]
    assert not any(isinstance(k, str) and k.startswith("ui:coach") for k in keys)
    drawn = pygame.Surface((1280, 720))
    table.draw(drawn)
    alone = pygame.Surface((1280, 720))
    table.layer.draw(alone, table._static_key(), table._paint_static)
    lists[0].paint(alone)
    p = table.coach.panel
    assert pygame.image.tobytes(drawn.subsurface(p), "RGB") == pygame.image.tobytes(alone.subsurface(p), "RGB")


def test_every_opening_line_and_note_fits_in_english_and_french(data_dir: str) -> None:
    """The words fit the panel at a readable size (the least needed sentences go before they are cut), with a long
    move named besides; the line's first sentence and the move always stay."""
    pygame.font.init()
    for game in GAMES_WITH_A_COACH:
        script = coach_script(game)
        assert script is not None
        for language in ("en", "fr"):
            i18n.set_language(language)
            try:
                coach = Coach(script, game)
                move = "W" * 6 + " " + "Wwwwwwww " * 5
                lines = [(i18n.tr(line.text, **_blanks(script)), move) for line in script.OPENING]
                lines += [(i18n.tr(t, **_blanks(script)), None) for t in script.FIRSTS.values()]
                for line, named in lines:
                    text = coach._shortened(line, named)
                    assert coach.fits(text), (game, language, text)
                    assert text.startswith(SENTENCE_END.split(line)[0]) and (named is None or named in text), text
            finally:
                i18n.set_language("en")


def _blanks(script: Any) -> dict[str, Any]:
    return {k: "Wwwwwwwwwww" for k in ("front", "type", "goal", "bonus", "n", "open_n", "who", "other", "moves",
                                       "close", "reached", "seat1", "seat2", "rounds", "bidder", "high")}


def _paying() -> tuple[Coach, list[Offer]]:
    """A coach whose plan pays with cards 3 and 5, then sends the payment; the two cards and the Pay button offered."""
    script = SimpleNamespace(GATHERED={"pay": ("pay", "paid")}, OPENING=[], FIRSTS={}, SEED=1, PANEL=(0, 0, 10, 10))
    coach = Coach(script)  # type: ignore[arg-type]
    coach._plan = [Action("pay", 3), Action("pay", 5), Action("paid")]
    coach._aim, coach._text = coach._plan[0], "pay"
    offers = [Offer(pygame.Rect(10 * c, 0, 10, 10), Pick("pay", "hand", c), lambda: None) for c in (3, 5)]
    offers.append(Offer(pygame.Rect(0, 100, 50, 20), "pay-button", lambda: None))
    return coach, offers


def test_a_gathered_move_is_rung_click_by_click(data_dir: str) -> None:
    """A payment gathered on screen: the ring goes from card to card, then on to the button that sends it."""
    coach, offers = _paying()
    shown = {Action("paid"): [offers[-1].rect]}  # the game's action_rects: where "paid" is

    def rects_of(a: Action) -> list[pygame.Rect]:
        return shown.get(a, [])

    spots = []
    for _ in range(3):
        spot = coach.target(offers, rects_of)
        assert spot is not None
        spots.append(spot)
        coach.clicked(spot, offers, rects_of)
    assert spots == [o.rect for o in offers]
    coach._step, coach._aim = 0, coach._plan[0]  # the same position again, from its start
    coach.clicked(offers[1].rect, offers, rects_of)  # another card than the ringed one: the ring stops
    assert coach.target(offers, rects_of) is None


def test_cards_the_screen_chose_itself_are_not_rung(data_dir: str) -> None:
    """Système Solaire chooses a whole hand owed for a bid of its value (SS-13; playtest 33, 56_n24.png) and shows
    those cards' steps on Pay: the ring goes to Pay, never to a chosen card, which a click would take back."""
    coach, offers = _paying()

    def rects_of(a: Action) -> list[pygame.Rect]:  # the table's: both cards chosen, each shown on Pay
        return [offers[-1].rect]

    assert coach.target(offers, rects_of) == offers[-1].rect
    assert coach.aim == Action("paid")


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_the_scripts_words_name_no_move_and_no_button(game: str) -> None:
    """An opening line explains; the move is the engine's, named by the coach. A script that says "click End" or
    "Bid 1 for now: click Bid" is wrong as soon as the button reads "Reveal" or the bid has moved on."""
    import re

    for line in coach_script(game).OPENING:  # type: ignore[union-attr]
        assert not re.search(r"\bclick\b|\bringed\b", line.text, re.IGNORECASE), line.text


def test_al_cabohne_asks_for_no_second_plant_once_two_are_planted() -> None:
    """AC-18/AC-19: two cards planted is the most in one turn; the line about a second plant is then over."""
    script = coach_script("al_cabohne")
    view = SimpleNamespace(seat=0, to_act=0, phase="plant", forced_harvest=False, planted=2, hands=((5,),))
    assert script.situation(view) == "planted"  # type: ignore[union-attr]
    assert "planted" not in {line.key for line in script.OPENING}  # type: ignore[union-attr]
    view.planted = 1
    assert script.situation(view) == "plant-second"  # type: ignore[union-attr]
