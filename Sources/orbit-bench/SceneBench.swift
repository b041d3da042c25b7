/// The scene section of the benchmark.
let sceneSection = BenchSection(name: "scene", summary: "not measured yet") { _ in
    SectionReport(markdown: "(no figures yet)", json: [String]())
}
