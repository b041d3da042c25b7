import Foundation

/// Writing a command's output to a path without ever replacing what the path names by something else.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a temporary file in the same
///   folder, which takes the old file's permission bits (a new file gets `0666` less the umask) and is
///   renamed over it, so a reader sees the old or the new contents, never a mix.
/// - A symbolic link is followed: its final target is written as above and the link stays a link.
/// - A FIFO, a terminal, a device or a socket is opened and written directly (as a shell's `>` would);
///   it is never unlinked or replaced.
/// - A directory, a missing folder or no permission is refused.
public enum OutputFile {
    /// How many symbolic links `write` follows before it gives up (as the kernel's `ELOOP`).
    static let maximumLinks = 40

    /// A function that writes every byte of a buffer to an output, as `write(to:_:)` hands one out.
    public typealias Sink = (UnsafeRawBufferPointer) throws(FileError) -> Void

    /// Writes `bytes` to `path` as described above.
    /// - Throws: `.unwritable` when the output cannot be created or replaced (naming the path and the
    ///   system's reason), `.writeFailed` when writing fails part way (a full disk, a closed pipe).
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(FileError) {
        try write(to: path) { sink throws(FileError) in try withContiguousBytes(bytes, sink) }
    }

    /// Writes to `path`, as described above, every buffer `produce` hands the sink it gets, so a large output
    /// need not be held whole. When `produce` or the sink throws, a regular file is left as it was.
    /// - Throws: what `produce` throws; `.unwritable` and `.writeFailed` as `write(_:to:)`.
    public static func write(to path: String, _ produce: (_ sink: Sink) throws(FileError) -> Void) throws(FileError) {
        let target = try resolveLinks(path)
        var status = stat()
        let exists = lstat(target, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw FileError(.unwritable, "cannot write '\(path)': it is a directory")
            }
            let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw unwritable(path) }
            defer { close(descriptor) }
            try produce { bytes throws(FileError) in try writeAll(bytes, to: descriptor, naming: path) }
            return
        }
        try replaceRegularFile(target, mode: exists ? status.st_mode & 0o7777 : nil, naming: path, produce)
    }

    /// Checks, before any work is done, that `write(_:to:)` could write `path`: what it names (after
    /// symbolic links) is not a directory, and its folder exists and may be written (for a file that must
    /// be created or replaced). Nothing is created.
    /// - Throws: `.unwritable` naming `path` and the reason.
    public static func checkWritable(_ path: String) throws(FileError) {
        let target = try resolveLinks(path)
        var status = stat()
        if lstat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw FileError(.unwritable, "cannot write '\(path)': it is a directory")
            case S_IFREG: break
            default:
                guard access(target, W_OK) == 0 else { throw unwritable(path) }
                return
            }
        }
        let folder = (target as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else { throw unwritable(path) }
    }

    /// Whether two outputs (a path, or `-` for standard output) would write the same regular file, so the
    /// second would silently replace the first: the same path, the same file through links or another
    /// spelling, or both standard output. Devices and FIFOs are never the same destination (writing
    /// both to `/dev/null` is fine).
    public static func sameDestination(_ first: String, _ second: String) -> Bool {
        if first == "-" || second == "-" { return first == second }
        guard let first = try? resolveLinks(first), let second = try? resolveLinks(second) else { return false }
        var one = stat(), other = stat()
        if stat(first, &one) == 0, stat(second, &other) == 0 {
            return one.st_mode & S_IFMT == S_IFREG && one.st_dev == other.st_dev && one.st_ino == other.st_ino
        }
        return URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// - Throws: `.writeFailed` naming `name` and the system's reason.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, naming name: String) throws(FileError) {
        try withContiguousBytes(bytes) { buffer throws(FileError) in try writeAll(buffer, to: descriptor, naming: name) }
    }

    /// Writes every byte of `buffer` to `descriptor`, as `writeAll(_:to:naming:)`.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, naming name: String) throws(FileError) {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(.writeFailed, "cannot write \(name): \(InputFile.reason(errno))")
            }
            offset += written
        }
    }

    /// Calls `body` with `bytes` as one buffer (in place when they are contiguous, else copied).
    private static func withContiguousBytes(_ bytes: some Collection<UInt8>, _ body: Sink) throws(FileError) {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(FileError) in try body(UnsafeRawBufferPointer(buffer)) }
        } ?? Array(bytes).withUnsafeBytes { buffer in Result { () throws(FileError) in try body(buffer) } }
        try result.get()
    }

    /// `path` with symbolic links followed to what they finally name (which may not exist yet).
    private static func resolveLinks(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw unwritable(path) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        throw FileError(.unwritable, "cannot write '\(path)': too many levels of symbolic links")
    }

    /// Writes a temporary file beside `target` with `mode` (when replacing) and what `produce` hands its sink,
    /// and renames it over `target`; on any failure the temporary file is removed.
    private static func replaceRegularFile(_ target: String, mode: mode_t?, naming path: String, _ produce: (Sink) throws(FileError) -> Void) throws(FileError) {
        let folder = (target as NSString).deletingLastPathComponent
        var generator = SystemRandomNumberGenerator()
        var temporary = ""
        var descriptor: Int32 = -1
        while descriptor < 0 {
            temporary = (folder.isEmpty ? "." : folder) + "/.orbit-out-" + String(generator.next() as UInt64, radix: 36)
            // A new file gets what a plain create would (0666 less the umask); a replaced one keeps its bits.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
            if descriptor < 0, errno != EEXIST { throw unwritable(path) }
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            if let mode { fchmod(descriptor, mode) }
            try produce { bytes throws(FileError) in try writeAll(bytes, to: descriptor, naming: "'\(path)'") }
        }
        guard rename(temporary, target) == 0 else { throw unwritable(path) }
        renamed = true
    }

    private static func unwritable(_ path: String) -> FileError {
        FileError(.unwritable, "cannot write '\(path)': \(InputFile.reason(errno))")
    }
}
