"""Weights of Al Cabohne's learned leaf value (engine/al_cabohne/value.py), in coins per unit of each feature.

Made by: python bench/train_al_cabohne_value.py --games 500 --hard-games 10 --hard-iterations 30 --seed 30000
    (run with SOLO and DUO all zero: its Hard games played with Normal's value at their leaves)
    solo: 510 games, 68667 states (seat and decision); solo: held out 13831 states; R² of Normal's value
      -0.233 (with its best offset 0.280, error 4.92 coins; with the time-only terms 0.474, error 3.93),
      learned 0.477 (error 3.90 coins)
    duo: 510 games, 314986 states (seat and decision); duo: held out 62780 states; R² of Normal's value
      -0.174 (with its best offset -0.169, error 5.70 coins; with the time-only terms 0.393, error 3.85),
      learned 0.435 (error 3.65 coins)
"""

FEATURES = (
    "one",
    "left",
    "m_left",
    "coins",
    "fields",
    "treasury",
    "boss_now",
    "boss_reached",
    "boss_near",
    "boss_empty",
    "mafia_income",
    "mafia_share",
    "exposed",
    "taxed",
    "taxed_beans",
    "empty_fields",
    "field_supply",
    "field_reach",
    "front_grows",
    "front_blocked",
    "front_boss",
    "second_grows",
    "second_blocked",
    "hand_grows",
    "hand_boss",
    "hand",
    "opp_coins",
    "opp_fields",
    "third_field",
)
SOLO = (
    2.49906,  # one
    -13.0513,  # left
    -0.130708,  # m_left
    -0.0173348,  # coins
    -0.0158215,  # fields
    -0.0230611,  # treasury
    -0.0216317,  # boss_now
    -0.199689,  # boss_reached
    -0.0476458,  # boss_near
    -0.600914,  # boss_empty
    -0.0261924,  # mafia_income
    -0.236768,  # mafia_share
    -0.0857361,  # exposed
    -0.355431,  # taxed
    -0.122766,  # taxed_beans
    0.127105,  # empty_fields
    1.73875,  # field_supply
    -0.0268953,  # field_reach
    -0.0249881,  # front_grows
    -0.146214,  # front_blocked
    -0.651967,  # front_boss
    0.386493,  # second_grows
    0.0250595,  # second_blocked
    -0.0123131,  # hand_grows
    -0.227214,  # hand_boss
    0.14092,  # hand
    0.0,  # opp_coins
    0.0,  # opp_fields
    0.0,  # third_field
)
DUO = (
    -3.30584,  # one
    -4.87471,  # left
    -0.0232408,  # m_left
    0.00795486,  # coins
    -0.0447156,  # fields
    0.185317,  # treasury
    -0.0905342,  # boss_now
    0.0559616,  # boss_reached
    -0.250828,  # boss_near
    -0.409291,  # boss_empty
    0.148399,  # mafia_income
    -0.444675,  # mafia_share
    0.141859,  # exposed
    -0.351419,  # taxed
    0.058236,  # taxed_beans
    0.215171,  # empty_fields
    1.3255,  # field_supply
    0.102772,  # field_reach
    0.218321,  # front_grows
    -0.162406,  # front_blocked
    -0.512049,  # front_boss
    0.314142,  # second_grows
    0.0211262,  # second_blocked
    0.0268338,  # hand_grows
    -0.135041,  # hand_boss
    0.145443,  # hand
    0.310236,  # opp_coins
    0.277378,  # opp_fields
    -1.18762,  # third_field
)
