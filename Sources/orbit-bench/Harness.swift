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

/// Times `body` and returns the median wall time in seconds over `repeats` runs.
///
/// The median resists the odd slow run on a noisy machine; the result of `body` is kept alive
/// so the optimizer cannot drop the work.
func medianSeconds<T>(repeats: Int = 5, _ body: () -> T) -> Double {
    var samples: [Double] = []
    var sink: [T] = []
    for _ in 0..<max(1, repeats) {
        let start = DispatchTime.now().uptimeNanoseconds
        sink.append(body())
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        if sink.count > 1 { sink.removeFirst() }
    }
    withExtendedLifetime(sink) {}
    samples.sort()
    return samples[samples.count / 2]
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
