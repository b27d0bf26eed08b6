""""Since your last turn" with the coach up (Learn to play, Système Solaire): playtest 16 read the recap squeezed
into the log's last rows under the coach's words, one line told and the rest counted away ("… and 6 more lines"),
after an auction "Nova: bids 3, 5, 8, then passes" and not who won it and paid (rules SS-11 to SS-13). The recap
now also weighs the free corner as wide as the log's column, and tells there what the log says.

The learner follows the coach through the whole fixed deal; every recap is read as drawn.
"""

from __future__ import annotations

from game import i18n
from game.kit.notes import SIZES
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def test_the_recap_under_the_coach_tells_who_won_the_auction(data_dir: str) -> None:
    i18n.set_language("en")
    app, table = _learn("systeme_solaire")
    every = told = wins = shown = 0
    for _ in range(200):
        _settle(app, table)
        if table.mod.over:
            break
        box = table.recap_box()
        if box is not None and table.coach.text:
            recap = table.recap
            drawn = [text for text, _color, _indent in recap.fitted(box.w, box.h, recap.size)]
            heard = [recap._line(w)[0].strip() for b in recap.blocks for w in (b.heard or b.told)]
            said = " ".join(text.strip() for text in drawn)
            every += len(heard) + len(recap.blocks)
            told += sum(line in said for line in heard) + sum(recap._head(b)[0] in said for b in recap.blocks)
            for line in [*heard, *(recap._head(b)[0] for b in recap.blocks)]:
                if "wins the auction" in line:  # who won the auction, and at what bid: the line that matters
                    wins += 1
                    # told, or (a box of one row, the buttons under it kept clear) counted in its footer
                    one_row = (box.h - SIZES[recap.size][1] - SIZES[recap.size][2]) // SIZES[recap.size][0] <= 1
                    assert line in said or (one_row and recap.left_out(box.w, box.h, recap.size)), (line, drawn)
                    shown += line in said
        table.play_all([table.coach.aim])
    assert table.mod.over and wins >= 2 and shown >= 1, (wins, shown)
    # a third of it told (21 of 70 on this deal; 51 while the recap lay over the buttons, which it now leaves
    # clear), the rest counted in the footer (test_recap_never_drops)
    assert told >= 0.25 * every, (told, every)
