"""Three revealed cards of one agency are taken at once by the rules (SL-5, section 12.1), and a player saw them go
straight to the hand with only the log's line to say why (playtest 11). They now stay in the tray a moment, with
"Only Red cards revealed: taken at once" over it, before they fly. Playtest 15: that popup over the tray went by
unseen (108.png); a banner over the hand now holds the game ("All 3 revealed: Red cards / You take them all")
while the cards wait in the tray."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import AGENCY_OF, LAB_IDS
from engine.space_lab.positions import position
from game import i18n
from game.kit.flights import Flight
from game.kit.moves import Banner
from game.tables.space_lab import choreo
from tests.client.driver import DT
from tests.client.space_lab import steps

SAID = {"en": ("All 3 revealed: Red cards", "You take them all"),
        "fr": ("Les 3 révélées : cartes rouges", "Vous les prenez toutes")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_reveal_of_one_agency_is_shown_and_said_before_it_is_taken(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 1, speed="normal")
    reds = [c for c in LAB_IDS if AGENCY_OF[c] == 0][:3]
    others = [c for c in LAB_IDS if AGENCY_OF[c] != 0][:4]
    steps.at(table, position(2, hands={0: others[:1]}, deck=reds + others[1:]))
    i18n.set_language(language)
    try:
        steps.click_move(app, table, Action("draw"))
        app.frame(DT)
        popups = [tw for tw in table.anim.tweens if isinstance(tw, Banner) and (tw.title, tw.line) == SAID[language]]
        assert popups, [(getattr(tw, "title", ""), getattr(tw, "line", "")) for tw in table.anim.tweens]
        # the cards fly to the hand only after the pause
        to_hand = [tw for tw in table.anim.tweens if isinstance(tw, Flight) and tw.dst == ("hand", 0, 0)]
        assert len(to_hand) == 3, to_hand
        assert min(f.delay for f in to_hand) >= popups[0].delay + choreo.ONE_AGENCY - 1e-6
    finally:
        i18n.set_language("en")
