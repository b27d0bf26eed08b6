"""Beside "Pay tax", the Hint never offers as just as good a harvest of a field the tax does not touch (playtest 23:
"Pay tax — or, just as good: Harvest field 3", field 3 untaxed, read as a way out of the tax). AC-17: the tax takes a
bean from each field whose type a Boss grows; the player may harvest beforehand to avoid it."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import HARVEST, PAY_TAX
from engine.al_cabohne.state import TAX
from engine.search.hint import Hint, tied

AC = GAMES["al_cabohne"]
BLUE, KIDNEY, FIRE, BROAD, PUFF, FRENCH, RUNNER = range(7)


def test_an_untaxed_harvest_is_never_just_as_good_as_the_tax() -> None:  # rule AC-17
    s = position(1, fields={0: [(BLUE,) * 4, (), (FIRE,) * 6]}, bosses=[(BLUE, BLUE), (BROAD,), (PUFF,)],
                 hands={0: [KIDNEY, RUNNER]}, phase=TAX)
    view = AC.view(s, 0)
    assert view.tax_due == (0,)
    assert view.field_worth[0][2][0] > 0  # field 3 pays: no harvest for nothing, which is never named anyway
    hooks = AC.search_hooks()
    assert hooks.alike is not None
    level = ((PAY_TAX, 60, 0.5), (HARVEST[2], 60, 0.5))
    assert hooks.alike(view, PAY_TAX, HARVEST[2])
    assert not tied(AC, Hint(PAY_TAX, PAY_TAX.kind, level), view)  # type: ignore[arg-type]
    # harvesting the taxed field (it pays) answers the tax's question: it may be offered beside paying
    assert not hooks.alike(view, PAY_TAX, HARVEST[0])
