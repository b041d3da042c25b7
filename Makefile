.PHONY: demo test setup bench

# Runs the product (installs what it needs, builds, runs).
demo: setup
	./scripts/demo.sh

# Runs every test (installs what it needs, builds, tests).
test: setup
	swift build --build-tests
	swift test

# Benchmarks against naive baselines (release build).
bench: setup
	swift run -c release orbit-bench

setup:
	./scripts/setup.sh
