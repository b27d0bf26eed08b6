"""The first screen of Learn to play says which number on a card is money and which VP, and what the Sun's "#"
means (playtest 14, 04-learn2.png and 16-r2.png: the table never said it; the Rules' page 2 did)."""

from __future__ import annotations

import pytest

from game import i18n, record
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import lift_curtain


@pytest.mark.parametrize(("lang", "coin", "tile", "sun"), [
    ("en", "Gold coin", "White tile", "# on a Sun"), ("fr", "Pièce d'or", "Tuile blanche", "# sur un Soleil")])
def test_the_coach_names_the_coin_the_tile_and_the_suns_mark_on_the_first_screen(
        data_dir: str, lang: str, coin: str, tile: str, sun: str) -> None:
    from tests.client.driver import learn_from_title

    app, _table = learn_from_title("systeme_solaire", lang)
    try:
        if type(app.top).__name__ == "CurtainScene":
            lift_curtain(app)
        for _ in range(120):
            app.frame(DT)
        with record.capture() as items:
            app.draw()
        said = " ".join(record.texts(items))
        for word in (coin, tile, sun):
            assert word in said, (word, said[:600])
    finally:
        i18n.set_language("en")
