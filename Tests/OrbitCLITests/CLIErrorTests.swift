import Foundation
import OrbitFiles
import OrbitLayout
import OrbitMotion
import OrbitSession
import Testing
@testable import OrbitCLI

/// The exit code comes from the case, in one place: usage 64, a file's own code, bad data 65.
@Suite struct CLIErrorTests {
    @Test func everyCaseHasItsExitCodeAndAMessage() {
        let cases: [(CLIError, Int32)] = [
            (.invalidArguments("unknown option '--x'", usage: "usage: t"), 64),
            (.file(.unreadable(file: "'p.json'", reason: .system(errno: 2))), 66),
            (.file(.missingKey(source: "p.json", keyPath: "viewport")), 65),
            (.file(.unwritable(file: "'out'", reason: .directory)), 73),
            (.file(.writeFailed(file: "standard output", errno: 28)), 74),
            (.file(.interrupted(signal: 15, activity: "reading 'feed'")), 143),
            (.layout(source: "p.json", .invalidMaxRings(0)), 65),
            (.session(source: "t.json with p.json", .layout(.invalidSpacing(-1))), 65),
            (.trace(source: "t.json", PointerTrace.Invalid(path: "fps", problem: .notPositive(0))), 65),
            (.nonFiniteNumber(.infinity), 65),
            (.encodingFailed(what: "the frames", reason: "no"), 65),
        ]
        for (error, code) in cases {
            #expect(error.code.rawValue == code, "\(error)")
            #expect(!error.description.isEmpty)
            #expect((error.usage != nil) == (code == 64), "\(error)")
            switch error {
            case .layout(let source, _), .session(let source, _), .trace(let source, _):
                #expect(error.description.hasPrefix("\(source): "), "\(error)")
            case .file(let fileError): #expect(error.description == fileError.description)
            case .invalidArguments, .nonFiniteNumber, .encodingFailed: break
            }
        }
    }

    /// A usage error found by the parser exits with the same code as one found while running, in the
    /// parser's form; what the tool prints for a case is its description, and it exits with its code.
    @Test func theToolEndsWithTheCasesCode() throws {
        let run = PlaceRun(["place", "--nope"])
        #expect(run.code == CLIError.invalidArguments("", usage: nil).code.rawValue)
        #expect(run.error.hasPrefix("Error: Unknown option '--nope'"), "\(run.error)")
        #expect(run.error.contains("Usage: orbit-layout place"), "\(run.error)")
        let directory = try PlaceTemporaryDirectory()
        let people = directory.path("people.json")
        try Data(PlaceCommandErrorTests.validScene.utf8).write(to: URL(fileURLWithPath: people))
        let replacing = PlaceRun(["place", people, "--out", people])
        #expect(replacing.code == 64 && replacing.error.hasPrefix("orbit-layout: --out '\(people)' would replace the input"), "\(replacing.error)")
        #expect(replacing.error.contains("Usage: orbit-layout place"), "\(replacing.error)")
    }
}
