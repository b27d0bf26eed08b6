.PHONY: play test web bench

play:
	bash scripts/play.sh

test:
	bash scripts/test.sh

web:
	.venv/bin/python web/build.py

bench:
	.venv/bin/python bench/engine_bench.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/client_bench.py
