.PHONY: demo test setup bench docs

# Runs the product (installs what it needs, builds, runs).
demo: setup
	./scripts/demo.sh

# Runs every test (installs what it needs, builds, tests), then the Getting-started program of the docs.
test: setup
	swift build --build-tests
	swift test
	frame=$$(mktemp -d) && swift run --skip-build orbit-getting-started "$$frame/frame.png" && rm -rf "$$frame"

# Builds the DocC sites of the library modules into out/docs/<Module>/; fails on any DocC warning.
docs: setup
	./scripts/docs.sh

# Benchmarks against naive baselines (release build).
bench: setup
	swift run -c release orbit-bench

setup:
	./scripts/setup.sh
