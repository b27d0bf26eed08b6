"""Each move the Hint line names opens its own clause (issue 18): "… about 1 point better than Put Beanliens 9 …"
set a move's name, which starts with a capital verb, mid-sentence. Every game's line, in English and French,
level or one ahead, names the best move and the next best each after a colon (or, level, the first opens the
line), never lowercased; the next
best goes unnamed only where no line naming it fits the hint area (beside the game's reason for the move, where
the line gives one), where the table's Hint is one recommendation (Space Beans), or where the reason names the
other itself (Système Solaire's "A bid of 11 does no better here")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import GAMES
from engine.search.hint import brief, reason, versus
from engine.search.policy import NO_REASON
from game import i18n
from tests.client.hint_probe import hint_table, show_hint


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("level", [True, False])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_move_name_opens_its_clause(name: str, level: bool, language: str) -> None:
    _app, table = hint_table(name)
    line, other = show_hint(table, level)
    adv = table.advisor
    best = str(table.say(table.game.describe_in(table.view, adv._advice.action)))
    declared = table.game.search_hooks()
    against = versus(table.game, table.view, adv._advice)
    if adv.alone and other not in line:  # one recommendation (``TableUI.hint_alone``: Space Beans): no other named
        other = best
    elif declared is not None and declared.versus_names_other and against not in (None, NO_REASON):
        # the reason names the other itself ("A bid of 11 does no better here"): no move name after it to open a
        # clause (Système Solaire: "Next best: Bid 11" named the bid just argued against)
        assert against is not None and other not in line, line
        other = best
    elif not level and other not in line:
        # the next best goes unnamed only where the shortest line naming it does not fit the hint area (Space
        # Lab's set-up names each Objective swap: two such moves are more than its two lines hold); a line that
        # gives the game's reason for the move names it only where the reason fits beside it too: why comes first
        said = reason(table.game, table.view, adv._advice.action)
        reasoned = said is not None and str(table.say(said)) in line
        naming = str(table.say(brief(table.game, adv._advice, True, table.view, reasoned)))
        assert adv.fits is not None and not adv.fits(naming), f"{other!r} is left out of {line!r}, yet fits"
        other = best
    for named in (best, other):
        at = line.find(named)
        assert at >= 0, f"{named!r} is not named whole in {line!r}"
        # a button's move is quoted as the button reads (``SearchHooks.buttons``): its name opens its clause inside
        # the quotes
        before = line[:at].rstrip(" \xa0“«")
        if not before:  # two moves level: the line opens on the first, offering both without calling one best
            assert level and named == best, f"{named!r} opens {line!r}"
            continue
        assert before.endswith(":"), f"{named!r} stands mid-sentence in {line!r}"
