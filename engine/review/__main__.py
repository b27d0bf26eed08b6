"""``python -m engine.review``: see ``engine.review.command``."""

from engine.cli_args import run
from engine.review.command import main

run(main)
