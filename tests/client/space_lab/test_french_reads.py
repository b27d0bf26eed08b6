"""Learn to play in French reads as French (playtest 30, rounds 3-6): a card placed takes its article (« Poser le
Médecin Rouge », not « Poser Médecin Rouge »), a later step of the coach's move goes on in lower case (« puis
défausser le Technicien Vert », not « puis Défausser »), the Hint's move after « : » too (« Meilleur coup : poser
… »), a capsule is called one way, as the log calls it (« sous la capsule Rose », « l'Objectif de la capsule Rose »;
never « sous la Rose », « l'Objectif de Rose »), and the Gold colour never opens a sentence, where « Or » reads as
the conjunction. Read from what the coach's panel, the Hint's line and the log show at every decision."""

from __future__ import annotations

import re
from typing import Any

from tests.client import test_coach_follow

COLOURS = "(?:Jaune|Violette|Rose)"
FAULTS = {
    "no article": re.compile(r"[Pp]oser (?:Médecin|Technicien|Pilote|Chercheur) "),
    "capital mid-sentence": re.compile(r", puis [A-ZÀ-Ý][a-zé]"),
    "capital after a colon": re.compile(r"Meilleur coup : [A-ZÀ-Ý][a-zé]"),
    "capsule by its colour alone": re.compile(rf"(?:sous la|au-dessus de la|Objectif de|Objectif d') ?{COLOURS}\b"),
    "Or as a conjunction": re.compile(r"(?:^|[.:!?]\s)Or\b"),
}


def test_the_french_coach_hint_and_log_read_as_french(data_dir: str) -> None:
    shown: list[str] = []

    def read(table: Any) -> None:
        shown.append(table.coach.text.replace("\n", " "))
        adv = table.advisor
        if adv.found is not None:  # the Hint's line as the button shows it (thought out already for the coach)
            was, adv._shown = adv._shown, True
            try:
                line = adv.line()
            finally:
                adv._shown = was
            if line is not None:
                shown.append(line[0].replace("\n", " "))
        shown.extend(text for text, _colour in table.log.lines(table.mod.viewer))

    test_coach_follow.play_along("space_lab", "fr", each=read)
    assert len(shown) > 100
    faults = {name: sorted({t for t in shown if fault.search(t)})[:3] for name, fault in FAULTS.items()}
    assert not any(faults.values()), faults
