.PHONY: demo test setup bench docs

# Runs the product (installs what it needs, builds, runs).
demo: setup
	./scripts/demo.sh

# Runs every test (installs what it needs, builds, runs the Getting-started and Write-a-front-end programs of
# the docs, tests;
# the test summary is the last line).
test: setup
	swift build --build-tests
	frame=$$(mktemp -d) && swift run --skip-build orbit-getting-started "$$frame/frame.png" && rm -rf "$$frame"
	swift run --skip-build orbit-front-end
	swift test

# Builds the DocC sites of the library modules into out/docs/<Module>/; fails on any DocC warning.
docs: setup
	./scripts/docs.sh

# Benchmarks against naive baselines (release build).
bench: setup
	swift run -c release orbit-bench

setup:
	./scripts/setup.sh
