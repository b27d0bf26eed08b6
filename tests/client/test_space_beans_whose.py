"""Space Beans' guided game says whose secret collection turned face up (SB-15): "A secret collection turned face
up" sent a newcomer to look at their own, still face down, when a computer's had turned (playtest 16b)."""

from __future__ import annotations

from tests.client.test_coach import _learn, coached


def test_the_coach_names_whose_secret_collection_turned(data_dir: str) -> None:
    app, table = _learn("space_beans")
    names = [s.name for s in table.seats]
    said: list[str] = []
    for _ in coached(app, table, 120):
        text = table.coach.text
        if ("secret collection turned face up" in text or "secret collections turned face up" in text) \
                and text not in said:
            said.append(text)
            # another seat's flip is said as news (playtest 18: it read as being about the player's own step); two
            # seats' in one wait, in one note naming both (playtest 25)
            whose = text.split(" secret collection")[0].removeprefix("While you waited, ") if "'s secret" in text \
                or "'s and " in text else None
            assert whose is None or text.startswith("While you waited, "), text
            if whose is None:
                assert text.startswith("Your secret collection"), text
                assert not table.view.secret[0] and table.view.open[0], text  # rule SB-15: it is the open one now
            else:
                flips = [e.seat for e in table.log.entries if getattr(e, "kind", "") == "flip"]
                for who in (w.removesuffix("'s") for w in whose.split(" and ")):
                    assert names.index(who) != 0, text  # a seat's name, not "A", and not the human's
                    # rule SB-15: theirs turned (both computers' may have turned while the player waited)
                    assert who in [names[f] for f in flips], (text, flips)
    assert any("'s secret collection" in t or "'s and " in t for t in said), said  # a computer's flip, by name
