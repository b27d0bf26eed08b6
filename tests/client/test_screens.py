"""Every screen renders (headless screenshots of each, as a player would see them)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.client.screens import take_all


@pytest.mark.slow
def test_every_screen_renders(data_dir: str, tmp_path: Path) -> None:
    paths = take_all(str(tmp_path))
    names = {Path(p).stem for p in paths}
    assert names == {"title", "setup", "table2", "table4", "table6", "curtain", "results", "settings", "rules",
                     "ac_setup_solo", "ac_setup_duo", "ac_solo_plant", "ac_solo_cultivate", "ac_hover", "ac_discard",
                     "ac_harvest", "ac_duo_leftovers", "ac_duo_cultivate", "ac_results_duo", "ac_curtain",
                     "ac_results_solo", "ac_title_streak",
                     "sb_close_flip", "sb_hand8", "sb_hand_played", "sb_choose_target",
                     "sb_forced_close", "sb_goal_last_of_type", "sb_computer_draws", "sb_draw_one"}
    for p in paths:
        img = pygame.image.load(p)
        colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 20) for y in range(0, 720, 20)}
        assert len(colours) > 20, f"{p} looks blank"
