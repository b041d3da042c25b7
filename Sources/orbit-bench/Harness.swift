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
/// The result of `body` is kept alive so the optimizer cannot drop the work.
func medianSeconds<T>(repeats: Int = 5, _ body: () -> T) -> Double {
    var sink: T?
    let samples = (0..<max(1, repeats)).map { _ in seconds { sink = body() } }
    withExtendedLifetime(sink) {}
    return median(samples)
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
