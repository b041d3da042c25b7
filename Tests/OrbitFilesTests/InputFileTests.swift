import Foundation
import Testing
@testable import OrbitFiles

@Suite struct InputFileTests {
    func failure(reading path: String) -> FileError? {
        do {
            _ = try InputFile.read(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func devicesDirectoriesAndMissingFilesAreUnreadableWithTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let cases = [
            ("/dev/zero", "it is a device, not a file"), (folder.path, "it is a directory"),
            (folder.file("missing.json"), "No such file or directory"),
        ]
        for (path, reason) in cases {
            let error = try #require(failure(reading: path), "\(path) was read")
            #expect(error.kind == .unreadable && error.message == "cannot read '\(path)': \(reason)")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file")) func noPermissionSaysSo() throws {
        let folder = try TemporaryFolder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.file("secret.json")))
        chmod(folder.file("secret.json"), 0)
        #expect(failure(reading: folder.file("secret.json"))?.message.hasSuffix("Permission denied") == true)
    }

    @Test func regularFilesAndPipesAreReadWhole() throws {
        let folder = try TemporaryFolder()
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: URL(fileURLWithPath: folder.file("data")))
        #expect(try InputFile.read(folder.file("data")) == bytes)
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        Thread.detachNewThread { try? bytes.write(to: URL(fileURLWithPath: fifo)) }
        #expect(try InputFile.read(fifo) == bytes)
    }
}
