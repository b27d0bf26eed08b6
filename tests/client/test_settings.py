"""Settings are saved at each change; a damaged settings file is ignored."""

from __future__ import annotations

import json
import os

from game import settings as settings_mod
from game import storage
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app


def test_speed_toggle_is_persisted(data_dir: str) -> None:
    app = make_app("normal")
    app.push(TitleScene(app))
    click_key(app, "settings")
    assert isinstance(app.top, SettingsScene)
    click_key(app, "speed:fast")
    assert app.settings.speed == "fast"
    with open(os.path.join(data_dir, "settings.json"), encoding="utf-8") as f:
        assert json.load(f)["speed"] == "fast"
    assert settings_mod.load().speed == "fast"
    click_key(app, "speed:instant")
    click_key(app, "sound")
    again = settings_mod.load()
    assert again.speed == "instant" and again.sound is False


def test_corrupt_settings_file_is_ignored(data_dir: str) -> None:
    path = os.path.join(data_dir, "settings.json")
    for junk in (b"{not json", b"\x00\xff\xfe", b'{"speed": "ludicrous", "sound": "yes"}', b"[1, 2]", b"null"):
        with open(path, "wb") as f:
            f.write(junk)
        s = settings_mod.load()
        assert s.speed == "normal" and s.sound is True
    app = make_app()  # the app starts on it as well
    app.push(TitleScene(app))
    app.frame(DT)


def test_storage_round_trip_and_unwritable_folder(data_dir: str, monkeypatch) -> None:
    assert storage.load("nothing-here") is None
    assert storage.save("thing", {"a": [1, 2]})
    assert storage.load("thing") == {"a": [1, 2]}
    blocker = os.path.join(data_dir, "file-not-folder")
    with open(blocker, "w") as f:
        f.write("x")
    monkeypatch.setenv("BEANIVERSE_DATA", os.path.join(blocker, "sub"))
    assert storage.save("thing", {"a": 1}) is False  # reported, never raised
    assert storage.load("thing") is None


def test_data_folder_follows_xdg(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("BEANIVERSE_DATA", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert storage.data_dir() == os.path.join(str(tmp_path), "beaniverse")
