/// The motion section of the benchmark.
let motionSection = BenchSection(name: "motion", summary: "not measured yet") { _ in
    SectionReport(markdown: "(no figures yet)", json: [String]())
}
