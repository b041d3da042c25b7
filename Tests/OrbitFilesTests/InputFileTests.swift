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
            #expect(error.kind == .unreadable && error.description == "cannot read '\(path)': \(reason)")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file")) func noPermissionSaysSo() throws {
        let folder = try TemporaryFolder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.file("secret.json")))
        chmod(folder.file("secret.json"), 0)
        #expect(failure(reading: folder.file("secret.json"))?.description.hasSuffix("Permission denied") == true)
    }

    @Test func theNullDeviceReadsAsEmpty() throws {
        #expect(try InputFile.read("/dev/null").isEmpty)
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

    /// Standard input and files were read whole with no bound: `/dev/zero` on stdin or a 20 GB sparse
    /// file ended in a Swift fatal error. A regular file over the limit is refused before it is read.
    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 20 << 30) == 0, "a sparse 20 GiB file costs no disk")
        let error = try #require(failure(reading: path))
        #expect(error.kind == .malformed && error.description == "'\(path)' holds more than 1 GiB, the most an input may hold")
        try Data(count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try InputFile.read(path, limit: 100).count == 100)
        #expect(throws: FileError.self) { try InputFile.read(path, limit: 99) }
    }

    @Test func aStreamIsCutOffOnceItPassesTheLimit() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("endless")
        #expect(mkfifo(fifo, 0o600) == 0)
        signal(SIGPIPE, SIG_IGN)  // the writer learns the reader left from EPIPE, as orbit-layout does
        Thread.detachNewThread {
            guard let writer = FileHandle(forWritingAtPath: fifo) else { return }
            let block = Data(count: 1 << 16)
            while (try? writer.write(contentsOf: block)) != nil {}  // until the reader closes the pipe
        }
        do {
            _ = try InputFile.read(fifo, limit: 1 << 20)
            Issue.record("an endless pipe was read whole")
        } catch {
            #expect(error.kind == .malformed && error.description == "'\(fifo)' holds more than 1 MiB, the most an input may hold")
        }
    }

    @Test func limitsReadAsPeopleSayThem() {
        #expect(InputFile.describe(bytes: 1 << 30) == "1 GiB")
        #expect(InputFile.describe(bytes: 3 << 20) == "3 MiB")
        #expect(InputFile.describe(bytes: 1536) == "1536 bytes")
        #expect(InputFile.describe(bytes: 100) == "100 bytes")
    }
}
