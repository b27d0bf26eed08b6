"""Beaniverse pygame-ce client: scenes that read engine views and animate engine events.

Module map (see docs/client.md):

- ``app``        the asyncio main loop and the scene stack
- ``scene``      the ``Scene`` base class every screen derives from
- ``anim``       tweens, easing, timelines, speed scaling and skipping
- ``theme``      colours, fonts, cached text
- ``ui``         buttons and small drawing helpers
- ``storage``    persisted key → JSON (desktop file or browser localStorage)
- ``settings``   the player's preferences (animation speed, sound)
- ``streak``     solo win streaks kept between runs
- ``sound``      optional sound effects, silent without an audio device
- ``seats``      who sits where (human or computer, name, level)
- ``moderator``  game-independent referee: state, bots in slices, hot-seat viewer
- ``help``       short rules summaries shown by the rules scene
- ``scenes/``    title, setup, curtain, results, help, settings
- ``tables/``    one table scene per game, registered in ``tables.TABLES``
"""
