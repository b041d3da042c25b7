import Testing
@testable import OrbitFiles

@Suite struct SplitPathTests {
    @Test(arguments: [
        ("a", ".", "a", false), ("./a", ".", "a", false), ("/a", "/", "a", false), ("a/", ".", "a", true),
        ("-", ".", "-", false), ("", ".", "", false), ("..", ".", "..", false), ("/", "/", "", true),
        ("a/b", "a", "b", false), ("a//b", "a", "b", false), ("/x/y/", "/x", "y", true), ("//a", "/", "a", false),
        ("../up", "..", "up", false), ("é/ü", "é", "ü", false),
    ])
    func splitsAsTheKernelReads(path: String, folder: String, name: String, endsInSlash: Bool) {
        let split = SplitPath(path)
        #expect(split.folder == folder && split.name == name && split.endsInSlash == endsInSlash, "\(path): \(split)")
    }

    @Test func linksResolveFromTheirFolder() {
        #expect(SplitPath("a").resolving("b") == "./b")
        #expect(SplitPath("/a").resolving("b") == "/b")
        #expect(SplitPath("x/a").resolving("../b") == "x/../b")
        #expect(SplitPath("x/a").resolving("/abs") == "/abs")
    }
}
