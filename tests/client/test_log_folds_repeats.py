"""The whole log says a line repeated at once a single time, with how many times (playtest: Al Cabohne's reveal
showed "from the discard: Kidney → pile 2" four times in a row, AC-21's loop, and read as noise). Lines apart, or
of another seat, stay apart; a line of the run added after a mark is still new since that mark."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.cards import FIRST_ID, KIDNEY, RUNNER
from engine.core import Event, words
from game import i18n
from game import words as say_words
from game.kit.log import GameLog


def _pull(card: int, pile: str) -> Event:
    return Event("discard_pull", 0, (card,), pile)


def test_a_line_repeated_at_once_is_said_once_with_its_count() -> None:  # rule AC-21
    log = GameLog(GAMES["al_cabohne"], ["Alice", "Nova"])
    kidney, runner = FIRST_ID[KIDNEY], FIRST_ID[RUNNER]
    for e in [_pull(kidney, "kept:1")] * 4 + [_pull(runner, "kept:2")] * 2 + [_pull(kidney, "kept:1")]:
        log.add(e)
    mark = log.mark()
    log.add(_pull(kidney, "kept:1"))
    log.add(words("— a table line —"))
    texts = [t for t, _c in log.lines(0)]
    kidney_line = GAMES["al_cabohne"].describe_event(_pull(kidney, "kept:1"), 0)
    assert kidney_line is not None

    one = say_words.say(kidney_line, ["Alice", "Nova"])
    # "(4 times)": a "×4" after "→ pile 2" or "Rouge ×3 : +1" read as a count of beans or coins (playtest 13)
    assert texts[0] == i18n.tr("{line} ({n} times)", line=one, n=4), texts
    assert texts[1].endswith("(2 times)") and texts[2] == i18n.tr("{line} ({n} times)", line=one, n=2), texts
    assert len(texts) == 4, texts  # the run after the Runner's lines is its own line
    since = [t for t, _c in log.since(mark, 1)]
    assert since == texts[2:], since  # the run reaches past the mark: it is told as new


def test_a_repeated_line_that_counts_cards_says_their_number() -> None:  # rule SB-20, SB-21
    # playtest 12: "Orbit : une carte → collection secrète ×3" read as a contradiction; three hidden cards put on a
    # secret collection are "3 cards", in the log and in the recap, in both languages
    from engine.core import HIDDEN
    from engine.recap import folded

    game = GAMES["space_beans"]
    play = Event("play", 1, (HIDDEN,), "secret")
    names = ["Alice", "Orbit"]
    for lang, three, one in (("en", "Orbit: 3 cards → secret collection", "Orbit: a card → secret collection"),
                             ("fr", "Orbit\u00a0: 3 cartes → collection secrète", "Orbit\u00a0: une carte → collection secrète")):
        i18n.set_language(lang)
        try:
            log = GameLog(game, names)
            for e in [play] * 3 + [Event("no_draw", 1), play]:
                log.add(e)
            texts = [t for t, _c in log.lines(0)]
            assert texts[0] == three and texts[-1] == one, texts
            line = game.describe_event(play, 0)
            assert line is not None
            recap = folded([line] * 3)
            assert [say_words.say(w, names) for w in recap] == [three]
        finally:
            i18n.set_language("en")


def test_the_recap_folds_only_a_line_repeated_at_once() -> None:
    # playtest 13 (Space Lab): "Nova keeps a Project ×2" folded two keeps with another move between them, and the
    # recap told the turn out of order; lines apart stay apart, and a repeat reads "(2 times)"
    from engine.recap import folded

    keep, other = words("Nova keeps a Project"), words("Nova draws 2 cards")
    said = [say_words.say(w, []) for w in folded([keep, other, keep, keep])]
    assert said == ["Nova keeps a Project", "Nova draws 2 cards", "Nova keeps a Project (2 times)"], said
