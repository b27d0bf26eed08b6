.PHONY: play test web web-serve web-deps bench

play:
	bash scripts/play.sh

test:
	bash scripts/test.sh

# offline: builds build/web (page, icon, package) with pygbag under a timeout
web:
	.venv/bin/python web/build.py --timeout 300

# serves build/web on http://127.0.0.1:8000/ (PORT=... to change)
web-serve:
	.venv/bin/python web/serve.py --dir build/web --port $${PORT:-8000}

# chromium and web/node's npm packages for the browser tests
web-deps:
	bash scripts/setup_web_tests.sh

bench:
	.venv/bin/python bench/engine_bench.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/client_bench.py
