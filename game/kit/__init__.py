"""The table kit: what every card table shares, so a game's table is only choreography and paint.

- ``art``: the card-art interface with a bounded surface cache;
- ``stage``: the display model — zones holding cards that flights lift and land;
- ``flights``: ``Flight``, ``Burst``, ``Popup`` tweens;
- ``choices``: the legal actions of the moment and the player's selection, parsed once;
- ``offers``: what may be clicked (``Offer``), keyed by an engine ``Action`` or a ``Pick``;
- ``log``: the game log, kept as raw events and worded for whoever looks now;
- ``effects``: log lines on time, sounds, popups, sparks and pulses, for choreography;
- ``panels``: the hint, seat, log and button panels;
- ``layer``: the static table drawn once per change;
- ``table``: ``TableScene``, the turn and hand-over flow every game's table derives from.
"""
