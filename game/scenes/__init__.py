"""The screens that are not a game table: title, setup, curtain, results, rules help, settings."""
