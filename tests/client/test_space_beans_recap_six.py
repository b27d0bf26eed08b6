""""Since your last turn" in Space Beans tells something of every seat at every player count: at six players its
box under the player's own panel held six rows, and the five headings ("Nova: still 0 points", "Orbit: still 0
points", …) filled it, every seat's lines counted away. A seat whose score did not move is told by its most telling
line instead ("Nova: Beanliens 5 → open collection"), in English and French, in the same place."""

from __future__ import annotations

import pytest

from game import i18n, record
from game import words as say_words
from game.seats import Seat
from tests.client.driver import DT, make_app, new_recaps, open_table

NAMES = ["Nova", "Orbit", "Pulsar", "Quasar", "Rigel"]


def _told(texts: list[str], table: object) -> list[str]:
    """The seats of the recap on screen that it tells nothing of but their names and a score that did not
    move: no line of theirs drawn, and no heading that says their points changed."""
    recap = table.recap  # type: ignore[attr-defined]
    silent = []
    for b in recap.blocks:
        lines = [say_words.say(w, recap.names) for w in (b.heard or b.told)]
        moved = b.before != b.after and recap._head(b)[0] in texts  # noqa: SLF001
        if lines and not moved and not any(line.startswith(t) for line in lines for t in texts if len(t) > 8):
            silent.append(recap._head(b)[0])  # noqa: SLF001
    return silent


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [4, 5, 6])
def test_every_seat_of_the_recap_gets_a_line_of_its_own(data_dir: str, players: int, lang: str) -> None:
    app = make_app("instant")
    app.settings.language = lang
    i18n.set_language(lang)  # after the app, which sets the language of its settings
    try:
        seats = [Seat("Alice", True)] + [Seat(n, False, "normal") for n in NAMES[:players - 1]]
        table = open_table(app, "space_beans", seats, seed=2)
        app.push(table)
        seen, columns = 0, set()
        for box in new_recaps(app, table, 2, 2_000):
            seen += 1
            columns.add((box.x, box.w))
            with record.capture() as items:
                app.frame(DT)
            texts = record.texts(items)
            assert i18n.tr("Since your last turn") in texts
            assert not _told(texts, table), (_told(texts, table), texts)
            if seen >= 6:
                break
        assert seen >= 5 and len(columns) == 1, (seen, columns)  # its one place, turn after turn
    finally:
        i18n.set_language("en")
