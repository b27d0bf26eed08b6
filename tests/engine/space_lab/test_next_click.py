"""The guide's next click while the Objectives are arranged (SU-3: each player chooses which of their 3 goes
into C0, C1 and C2): followed from any order of the tray and any capsule already chosen, the clicks reach the
order wanted, the first one on the pair the Hint's words name first."""

from itertools import product

from engine.space_lab.cards import PERMS
from engine.space_lab.words import next_click, swaps


def click(arranged: tuple[int, ...], chosen: int | None, capsule: int) -> tuple[tuple[int, ...], int | None]:
    """The tray's answer to a click on ``capsule``: chosen, let go, or swapped with the one chosen."""
    if chosen is None or chosen == capsule:
        return arranged, None if chosen == capsule else capsule
    now = list(arranged)
    now[chosen], now[capsule] = now[capsule], now[chosen]
    return tuple(now), None


def test_the_clicks_named_reach_the_order_wanted() -> None:
    for perm, start, chosen in product(range(len(PERMS)), PERMS, (None, 0, 1, 2)):
        arranged: tuple[int, ...] = start
        if arranged != PERMS[perm] and chosen is None:
            assert next_click(perm, arranged, None) in swaps(perm, arranged)[0]
        for _ in range(6):
            capsule = next_click(perm, arranged, chosen)
            if capsule is None:
                break
            arranged, chosen = click(arranged, chosen, capsule)
        assert arranged == PERMS[perm], (perm, start, chosen)
        assert next_click(perm, arranged, None) is None
