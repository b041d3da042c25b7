import Foundation

/// Options every bench section receives.
struct BenchOptions: Sendable {
    /// A smaller set that finishes in under a minute.
    var quick: Bool
    /// Progress and tables go to stderr when JSON goes to stdout.
    var json: Bool
}

/// What one section measured: a Markdown table for people and an encodable value for `--json`.
struct SectionReport {
    var markdown: String
    var json: any Encodable
}

/// A named part of the benchmark.
struct BenchSection: Sendable {
    var name: String
    var summary: String
    var run: @Sendable (BenchOptions) -> SectionReport
}

/// Wall time of one run of `body`, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The middle value: medians shrug off the odd run preempted by another process.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Times `body` and returns the median wall time in seconds over `repeats` runs.
///
/// Every result of `body` goes to `blackHole`, so the optimiser cannot drop the work.
func medianSeconds<T>(repeats: Int = 5, _ body: () -> T) -> Double {
    median((0..<max(1, repeats)).map { _ in seconds { blackHole(body()) } })
}

/// Where the benchmark's results go so that the work producing them must be done.
///
/// `withExtendedLifetime` keeps an object alive but makes no use of a value: a sum of doubles handed to it
/// is dead, and so is the loop computing it. This function stores its argument's bytes into a global, and
/// `@_optimize(none)` keeps the compiler from reasoning about its body, so callers must treat the call as
/// one with unknown side effects that reads `value`; `@inline(never)` keeps it out of the caller. The
/// harness section checks this on every run: a loop feeding the black hole must run at a physical rate,
/// while the same loop with its result dropped is optimised away.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes in
        for byte in bytes { blackHoleSink &+= UInt64(byte) }
    }
}

/// The black hole's store; read by nobody.
nonisolated(unsafe) var blackHoleSink: UInt64 = 0

/// Returns `value` through a call the optimiser cannot see into, so constants passed through it (a curve's
/// control points) cannot be folded into the code under test.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// The fastest any measured operation can go: one operation per clock cycle of a 10 GHz core. A rate above
/// it means the work was optimised away, and the benchmark reports an error instead of a figure.
let physicalRateBound = 1e10

/// Rate-bound violations found so far, reported at the end with a non-zero exit.
nonisolated(unsafe) var rateErrors: [String] = []

/// `operations / seconds`, recorded as an error when it exceeds `physicalRateBound`.
func checkedRate(_ operations: Int, per seconds: Double, what: String) -> Double {
    let rate = Double(operations) / seconds
    if !(rate <= physicalRateBound) {
        rateErrors.append("\(what): \(String(format: "%.3g", rate)) operations/s is above the physical bound of "
            + "\(String(format: "%.0e", physicalRateBound)); the work was optimised away")
    }
    return rate
}

/// Renders rows as a Markdown table.
func markdownTable(_ header: [String], _ rows: [[String]]) -> String {
    let lines = [header, header.map { _ in "---" }] + rows
    return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
}

/// Formats a number with a fixed count of decimals.
func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}
