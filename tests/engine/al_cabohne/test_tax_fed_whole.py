"""The tax prompt's warning "Harvested instead, field N's beans would reach {boss} anyway, from the discard" (AC-17,
AC-21) is said only where every bean the harvest leaves on the discard (the field's beans but those turned into
coins, AC-12) reaches that Boss at the reveal: it was said where one of several did."""

from __future__ import annotations

import random

from engine.al_cabohne import foresight
from engine.al_cabohne.facts import CT, boss_growing
from engine.al_cabohne.rules import GAME, HARVEST
from engine.al_cabohne.state import TAX


def _taxed_positions(players: int, seed: int) -> list[tuple[object, int]]:
    """(view, seat) at each tax step of a random game where a tax is due."""
    rng = random.Random(seed)
    s = GAME.new(players, seed)
    out = []
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        if s.phase == TAX and seat is not None:
            v = GAME.view(s, seat)
            if v.tax_due:
                out.append((v, seat))
        s, _ = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return out


def test_the_warning_is_said_only_where_every_discarded_bean_reaches_the_boss() -> None:  # AC-12, AC-17, AC-21
    said = partial = 0
    for players in (1, 2):
        for seed in range(40):
            for v, seat in _taxed_positions(players, seed):
                warned = foresight.tax_fed(v) is not None
                for i in v.tax_due:
                    field = v.fields[seat][i]
                    if not field:
                        continue
                    fed = foresight.fed_by_discard(v, HARVEST[i])
                    j = boss_growing(tuple(b.cards for b in v.bosses), CT[field[0]])
                    reaching = fed[j][0] if 0 <= j < len(fed) else 0
                    discarded = len(field) - v.field_worth[seat][i][0]
                    partial += 0 < reaching < discarded
                    if reaching >= discarded > 0:
                        assert warned
                        said += 1
                if warned:
                    assert any(
                        (fed := foresight.fed_by_discard(v, HARVEST[i]))
                        and 0 <= (j := boss_growing(tuple(b.cards for b in v.bosses), CT[v.fields[seat][i][0]]))
                        < len(fed) and fed[j][0] >= len(v.fields[seat][i]) - v.field_worth[seat][i][0]
                        for i in v.tax_due if v.fields[seat][i]), "warned where part of the beans reach the Boss"
    assert said and partial, (said, partial)  # both kinds met, so the test can tell them apart
