/// The layout section of the benchmark.
let layoutSection = BenchSection(name: "layout", summary: "not measured yet") { _ in
    SectionReport(markdown: "(no figures yet)", json: [String]())
}
