"""The game review's French line names the move played in quotes, never mid-sentence with a capital (issue 18,
Al Cabohne playtest 179.png: "Mettre le Puff sur Don Corlebohne au lieu de Mettre le Puff sur le champ 1")."""

from __future__ import annotations

from game import i18n


def test_the_played_move_is_quoted_in_french() -> None:
    try:
        i18n.set_language("fr")
        line = i18n.trn("{best} instead of {played}: about {amount} better over {n} trial game each.",
                        "{best} instead of {played}: about {amount} better over {n} trial games each.", 3,
                        best="Mettre le Puff sur Don Corlebohne", played="Mettre le Puff sur le champ 1",
                        amount="1 pièce")
        assert "« Mettre le Puff sur le champ 1 »" in line and "au lieu de Mettre" not in line, line
        assert line.startswith("Mettre le Puff sur Don Corlebohne"), line
    finally:
        i18n.set_language("en")
