import Foundation
import Testing
@testable import OrbitFiles

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "orbit-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

private func fileType(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
}

private func permissions(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
}

@Suite struct OutputFileTests {
    @Test func aRegularFileIsReplacedAndKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("out.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        try OutputFile.write(Array("new contents".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new contents")
        #expect(permissions(target) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"], "no temporary file left")
    }

    @Test func aNewFileIsCreated() throws {
        let folder = try TemporaryFolder()
        try OutputFile.write(Array("x".utf8), to: folder.file("new.json"))
        #expect(try String(contentsOfFile: folder.file("new.json"), encoding: .utf8) == "x")
        #expect(fileType(folder.file("new.json")) == S_IFREG)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.file("target")))
        chmod(folder.file("target"), 0o640)
        symlink("../target", folder.file("sub/relative"))
        symlink(folder.file("sub/relative"), folder.file("absolute"))
        for (link, text) in [(folder.file("sub/relative"), "one"), (folder.file("absolute"), "two")] {
            try OutputFile.write(Array(text.utf8), to: link)
            #expect(fileType(link) == S_IFLNK)
            #expect(try String(contentsOfFile: folder.file("target"), encoding: .utf8) == text)
            #expect(permissions(folder.file("target")) == 0o640)
        }
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Thread.detachNewThreadWithResult { FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() }
        try OutputFile.write(Array("through the pipe".utf8), to: fifo)
        #expect(fileType(fifo) == S_IFIFO)
        #expect(reader.wait().map { String(decoding: $0, as: UTF8.self) } == "through the pipe")
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        try OutputFile.write(Array("discarded".utf8), to: "/dev/null")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func directoriesAndMissingFoldersAreUnwritable() throws {
        let folder = try TemporaryFolder()
        for target in [folder.path, folder.file("missing/out.json")] {
            #expect(throws: FileError.self) { try OutputFile.write([1], to: target) }
            do {
                try OutputFile.write([1], to: target)
            } catch {
                #expect(error.kind == .unwritable && error.description.contains(target), "\(error)")
                #expect(!error.description.contains("NSCocoaErrorDomain") && !error.description.contains("error 512"))
            }
        }
    }

    @Test func checkWritableAgreesWithWriteAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        symlink("missing/target", folder.file("dangling"))
        let cases: [(String, Bool)] = [
            (folder.file("new.json"), true), ("/dev/null", true), (folder.path, false),
            (folder.file("missing/out.json"), false), (folder.file("dangling"), false),
        ]
        for (path, writable) in cases {
            #expect(((try? OutputFile.checkWritable(path)) != nil) == writable, "\(path)")
            #expect(((try? OutputFile.write([1], to: path)) != nil) == writable, "\(path)")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["new.json", "dangling"])
    }

    /// Every shape of path: one-character relative paths trapped in `deletingLastPathComponent` (exit 132),
    /// and a 300-byte name passed the check only to fail after the work. The check creates nothing.
    @Test func everyShapeOfPathIsCheckedWithoutATrap() throws {
        let folder = try TemporaryFolder()
        let here = access(".", W_OK | X_OK) == 0
        let missing = "orbit-missing-" + UUID().uuidString
        let cases: [(path: String, writable: Bool, reason: String?)] = [
            ("a", here, nil), ("./a", here, nil), ("-", here, nil), ("/" + missing, access("/", W_OK | X_OK) == 0, nil),
            (missing + "/", false, "a path ending in '/' names a folder"), ("", false, "the path is empty"),
            ("..", false, "it is a directory"), (".", false, "it is a directory"), ("/", false, "it is a directory"),
            (folder.file(String(repeating: "n", count: 255)), true, nil),
            (folder.file(String(repeating: "n", count: 300)), false, "File name too long"),
            (folder.file(String(repeating: "é", count: 150)), false, "File name too long"),
            (folder.file("missing/" + String(repeating: "n", count: 300)), false, nil),
        ]
        for (path, writable, reason) in cases {
            do {
                try OutputFile.checkWritable(path)
                #expect(writable, "\(path.prefix(40)) passed the check")
            } catch {
                #expect(!writable && error.kind == .unwritable, "\(path.prefix(40)): \(error)")
                if let reason { #expect(error.description.contains(reason), "\(path.prefix(40)): \(error)") }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the check created something")
    }

    /// What the check passes the write does; what it refuses the write refuses before creating anything.
    @Test func longNamesAreWrittenOrRefusedAsChecked() throws {
        let folder = try TemporaryFolder()
        let fits = folder.file(String(repeating: "n", count: 255)), tooLong = folder.file(String(repeating: "n", count: 256))
        try OutputFile.write(Array("x".utf8), to: fits)
        #expect(try String(contentsOfFile: fits, encoding: .utf8) == "x")
        #expect(throws: FileError.self) { try OutputFile.write([1], to: tooLong) }
        #expect(throws: FileError.self) { try OutputFile.write([1], to: folder.file("new/")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [String(repeating: "n", count: 255)])
    }

    /// The same regular file through a link or another spelling is the same destination and would replace
    /// an input; a new file in the same folder too, whatever the folder's spelling.
    @Test func filesAreComparedByDeviceAndInode() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.file("people.json")))
        symlink("people.json", folder.file("link.json"))
        for spelling in [folder.file("people.json"), folder.file("link.json"), folder.file("sub/../people.json"), folder.file("./people.json")] {
            #expect(OutputFile.replaces(input: folder.file("people.json"), output: spelling), "\(spelling)")
            #expect(OutputFile.sameDestination(folder.file("people.json"), spelling), "\(spelling)")
        }
        #expect(!OutputFile.replaces(input: folder.file("people.json"), output: folder.file("other.json")))
        #expect(!OutputFile.replaces(input: "/dev/null", output: "/dev/null"))
        #expect(OutputFile.sameDestination(folder.file("new.json"), folder.file("sub/../new.json")))
        #expect(!OutputFile.sameDestination(folder.file("new.json"), folder.file("sub/new.json")))
    }

    /// A FIFO with no reader is waited for, not opened blocking: the write goes through once a reader comes.
    @Test func aFIFOWithALateReaderIsWaitedFor() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread.detachNewThreadWithResult { Result { () throws(FileError) in try OutputFile.write(Array(repeating: 7, count: 1 << 20), to: fifo) } }
        let read = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
        #expect(read?.count == 1 << 20, "a full pipe is drained, not a failed write")
        #expect((try? writer.wait().get()) != nil)
    }

    @Test func aFullDeviceIsAFailedWrite() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        do {
            try OutputFile.writeAll(Array(repeating: 7, count: 100_000), to: descriptor, naming: "standard output")
            Issue.record("writing to /dev/full succeeded")
        } catch {
            #expect(error.kind == .writeFailed && error.description == "cannot write standard output: No space left on device")
        }
    }
}

extension Thread {
    /// Runs `body` on a new thread; `wait()` on the result blocks until it returns.
    static func detachNewThreadWithResult<T: Sendable>(_ body: @escaping @Sendable () -> T) -> PendingResult<T> {
        let pending = PendingResult<T>()
        Thread.detachNewThread { pending.finish(body()) }
        return pending
    }
}

final class PendingResult<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func finish(_ value: T) {
        condition.lock()
        self.value = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> T {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
