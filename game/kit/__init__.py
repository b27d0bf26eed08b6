"""The table kit: the one table scene every game is played on, and the parts it is composed of.

- ``table``: ``Table``, the scene (never subclassed): turns and hand-overs, clicks, the menu, the results;
- ``contract``: ``TableUI`` (what a game supplies), ``Context`` (what its UI may read and call), ``Client``;
- ``stage``: the display model — zones holding cards that flights lift and land; ``Geometry``;
- ``flights``: ``Flight``, ``Burst``, ``Popup`` tweens;
- ``choices``: the legal actions of the moment and the player's selection, parsed once; ``Offer``, ``Pick``;
- ``effects``: what choreography asks for besides flights (log lines on time, sounds, popups, labels);
- ``keeper``: the save, undo, the finished game kept; ``advisor``: the Hint button;
- ``log``, ``notes``: the game log, the notice, the recap, the whole log; ``coach``: "Learn to play";
- ``panels``: the prompt, seat, log and button panels; ``layer``: the static table drawn once per change;
- ``art``: the card-art interface with a bounded surface cache; ``slots``: hand places kept within a step;
- ``picture``: the core of what every game's painter draws from; ``rows``: cards laid in a row, and what a
  click reaches of each; ``card_list``: a public pile shown whole over the table.
"""
