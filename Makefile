.PHONY: demo serve-avatars test setup bench bench-check bench-baseline docs coverage check-warnings check-availability lint api api-check

# On macOS (Homebrew) SwiftPM reads pkg-config files through PKG_CONFIG_PATH first: scripts/pkgconfig.sh (run
# by `setup`) writes there copies of the libraries' .pc files without the flags SwiftPM prohibits, so builds run
# from here print no "prohibited flag(s)" warning. On Linux no target reads pkg-config (Package.swift).
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

# Runs the product (installs what it needs, builds, runs).
demo: setup
	./scripts/demo.sh

# Serves Assets/avatars on 127.0.0.1:8642 and runs the demo on Assets/people-urls.json (avatars by URL).
serve-avatars: setup
	./scripts/serve_avatars.sh

# Runs every test (installs what it needs, builds, checks CPangoCairo's declarations against the installed
# headers, runs the docs' snippets (Snippets/), checks that a fresh package depending on Orbit by path builds
# and runs Getting started without SDL and without a warning, checks the README's length, program and links,
# then the tests, whose summary is the last line).
test: setup
	swift build --build-tests
	./scripts/check_c_shims.sh
	./scripts/run_snippets.sh
	./scripts/check_consumer.sh
	./scripts/check_readme.sh
	swift test --disable-xctest

# Builds the library modules' DocC documentation with swift-docc-plugin into one site, out/docs/; fails on
# any DocC warning, a public type without an abstract or an article's Swift listing that is not a snippet.
docs: setup
	./scripts/docs.sh

# A from-scratch build with tests (in .build/check-warnings) that fails on any warning.
check-warnings: setup
	./scripts/check_warnings.sh

# Fails on any API of the renderer-free modules newer than Package.swift's platforms (see the script).
check-availability: setup
	./scripts/check_availability.sh

# The toolchain's swift-format lint --strict with .swift-format; fails on the enabled rules' findings.
lint:
	./scripts/lint.sh

# Writes API.txt: the app-facing modules' public API as a sorted list of symbols (see scripts/api.sh).
api: setup
	./scripts/api.sh write

# Fails on any difference between the public API and API.txt (run `make api` when a change is meant).
api-check: setup
	./scripts/api.sh check

# Runs every test with code coverage; prints line coverage per module.
coverage: setup
	./scripts/coverage.sh

# Benchmarks against naive baselines (release build).
bench: setup
	swift run -c release orbit-bench

# The package-benchmark benchmarks in Benchmarks/ (a package of their own; release build) against the committed
# baseline, Benchmarks/.benchmarkBaselines/: fails on a regression past a benchmark's thresholds (mallocs +5%,
# wall clock +100%; see scripts/bench_check.sh). Not in .ci/run: the first build takes minutes and wall clock
# is loose on a loaded machine (CONTRIBUTING.md, "Benchmarks").
bench-check: setup
	./scripts/bench_check.sh

# Re-measures the committed baseline of bench-check (commit Benchmarks/.benchmarkBaselines afterwards).
bench-baseline: setup
	./scripts/bench_check.sh update

setup:
	./scripts/setup.sh
	./scripts/pkgconfig.sh
