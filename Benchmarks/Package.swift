// swift-tools-version:6.0
import PackageDescription

// Orbit's benchmarks (package-benchmark), a package of their own so that a package depending on Orbit never
// fetches package-benchmark: `make bench-check` (scripts/bench_check.sh) runs them in release and compares them
// with the committed baseline in .benchmarkBaselines/, failing on a regression past a benchmark's thresholds.
// They use Orbit's public API only. package-benchmark links the system's jemalloc (libjemalloc-dev, installed by
// scripts/setup.sh) for its malloc counts; with BENCHMARK_DISABLE_JEMALLOC set it builds without, and without
// them. Only package-benchmark 1.29 is kept offline (../../shared/deps). See CONTRIBUTING.md ("Benchmarks").
let package = Package(
    name: "OrbitBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // Named: a path dependency's identity is its folder's name, which differs between checkouts.
        .package(name: "Orbit", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", .upToNextMinor(from: "1.29.0")),
    ],
    targets: [
        .executableTarget(
            name: "OrbitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "OrbitGeometry", package: "Orbit"),
                .product(name: "OrbitLayout", package: "Orbit"),
                .product(name: "OrbitSession", package: "Orbit"),
            ],
            path: "OrbitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
