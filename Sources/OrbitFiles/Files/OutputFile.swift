import Foundation

/// Writing a command's output to a path without ever replacing what the path names by something else.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a temporary file
///   (`.orbit-out-…`) in the same folder, which takes the old file's permission bits (a new file gets
///   `0666` less the umask) and is renamed over it, so a reader sees the old or the new contents, never a
///   mix. The temporary file is removed on any failure, and on any signal that ends the process (see ``TerminationSignals``).
/// - A symbolic link is followed: its final target is written as above and the link stays a link.
/// - A FIFO, a terminal or a device is opened and written directly (as a shell's `>` would); it is never
///   unlinked or replaced. A FIFO with no reader yet is waited for, and a full pipe drained, in steps
///   that look for a signal (see ``TerminationSignals``), so the program never hangs past a signal.
/// - A directory, a path ending in `/`, an empty path, a missing folder, a name longer than the file
///   system takes (`NAME_MAX`, usually 255 bytes) or no permission is refused.
public enum OutputFile {
    /// How many symbolic links `write` follows before it gives up (as the kernel's `ELOOP`).
    static let maximumLinks = 40

    /// A function that writes every byte of a buffer to an output, as `write(to:_:)` hands one out.
    public typealias Sink = (UnsafeRawBufferPointer) throws(FileError) -> Void

    /// Writes `bytes` to `path` as described above.
    /// - Throws: `.unwritable` when the output cannot be created or replaced (naming the path and the
    ///   system's reason), `.writeFailed` when writing fails part way (a full disk, a closed pipe),
    ///   `.interrupted` when a signal arrives while waiting for a FIFO's reader or a full pipe.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(FileError) {
        try write(to: path) { sink throws(FileError) in try withContiguousBytes(bytes, sink) }
    }

    /// Writes to `path`, as described above, every buffer `produce` hands the sink it gets, so a large output
    /// need not be held whole. When `produce` or the sink throws, a regular file is left as it was.
    /// - Throws: what `produce` throws; `.unwritable`, `.writeFailed` and `.interrupted` as `write(_:to:)`.
    public static func write(to path: String, _ produce: (_ sink: Sink) throws(FileError) -> Void) throws(FileError) {
        let (target, status) = try destination(path)
        guard let status, status.st_mode & S_IFMT != S_IFREG else {
            return try replaceRegularFile(target, mode: status.map { $0.st_mode & 0o7777 }, naming: path, produce)
        }
        let descriptor = try openDirectly(target, isFIFO: status.st_mode & S_IFMT == S_IFIFO, naming: path)
        defer { close(descriptor) }
        try produce { bytes throws(FileError) in try writeAll(bytes, to: descriptor, naming: "'\(path)'") }
    }

    /// Checks, before any work is done, that `write(_:to:)` could write `path`: the path is not empty and
    /// does not end in `/`, what it names (after symbolic links) is not a directory, its name is one the
    /// file system takes, and its folder exists and may be written (for a file that must be created or
    /// replaced). Nothing is created, and a FIFO is not opened.
    /// - Throws: `.unwritable` naming `path` and the reason.
    public static func checkWritable(_ path: String) throws(FileError) {
        let (target, status) = try destination(path)
        if let status, status.st_mode & S_IFMT != S_IFREG {
            guard access(target, W_OK) == 0 else { throw unwritable(path) }
            return
        }
        let folder = SplitPath(target).folder
        guard access(folder, W_OK | X_OK) == 0 else { throw unwritable(path) }
        // The name is tried as the write will use it: `lstat` above already refused a component longer than
        // the kernel takes; a file system may take fewer bytes than that.
        let longestName = pathconf(folder, Int32(_PC_NAME_MAX))
        if longestName > 0, SplitPath(target).name.utf8.count > longestName {
            throw FileError.unwritable(file: "'\(path)'", reason: .nameTooLong(limit: longestName))
        }
    }

    /// Whether two outputs (a path, or `-` for standard output) would write the same regular file, so the
    /// second would silently replace the first: the same path, the same file through links or another
    /// spelling, or both standard output. Devices and FIFOs are never the same destination (writing
    /// both to `/dev/null` is fine).
    public static func sameDestination(_ first: String, _ second: String) -> Bool {
        if first == "-" || second == "-" { return first == second }
        guard let (one, oneStatus) = try? destination(first), let (other, otherStatus) = try? destination(second) else { return false }
        if let oneStatus, let otherStatus {
            return oneStatus.st_mode & S_IFMT == S_IFREG && sameFile(oneStatus, otherStatus)
        }
        guard oneStatus == nil, otherStatus == nil else { return false }
        // Neither exists yet: the same name in the same folder (folders compared as files, so any spelling).
        let (a, b) = (SplitPath(one), SplitPath(other))
        var folderA = stat(), folderB = stat()
        return a.name == b.name && stat(a.folder, &folderA) == 0 && stat(b.folder, &folderB) == 0 && sameFile(folderA, folderB)
    }

    /// Whether writing `output` would replace the regular file `input` (a path, or `-` for standard input):
    /// the same device and inode, through any spelling or link.
    public static func replaces(input: String, output: String) -> Bool {
        guard output != "-", let (_, outputStatus) = try? destination(output), let outputStatus,
              outputStatus.st_mode & S_IFMT == S_IFREG else { return false }
        var inputStatus = stat()
        let found = input == "-" ? fstat(STDIN_FILENO, &inputStatus) == 0 : stat(input, &inputStatus) == 0
        return found && sameFile(inputStatus, outputStatus)
    }

    private static func sameFile(_ one: stat, _ other: stat) -> Bool {
        one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions and waiting
    /// (in steps that look for a signal) while a non-blocking pipe is full.
    /// - Throws: `.writeFailed` naming `name` and the system's reason; `.interrupted` on a signal while waiting.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, naming name: String) throws(FileError) {
        try withContiguousBytes(bytes) { buffer throws(FileError) in try writeAll(buffer, to: descriptor, naming: name) }
    }

    /// Writes every byte of `buffer` to `descriptor`, as `writeAll(_:to:naming:)`.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, naming name: String) throws(FileError) {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                switch errno {
                case EINTR:
                    try TerminationSignals.check("writing \(name)")
                case EAGAIN, EWOULDBLOCK:
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, TerminationSignals.checkInterval)
                    try TerminationSignals.check("waiting to write \(name)")
                default:
                    throw FileError.writeFailed(file: name, errno: errno)
                }
                continue
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

    /// What `path` finally names after symbolic links, and its status when it exists (`nil` when it does
    /// not exist yet).
    /// - Throws: `.unwritable` for an empty path, one ending in `/`, a directory, or any reason other than
    ///   absence that the kernel gives for it (a name too long, a component that is a file, no search permission).
    private static func destination(_ path: String) throws(FileError) -> (target: String, status: stat?) {
        guard !path.isEmpty else { throw FileError.unwritable(file: "''", reason: .emptyPath) }
        let target = try resolveLinks(path)
        var status = stat()
        guard lstat(target, &status) == 0 else {
            guard errno == ENOENT else { throw unwritable(path) }
            guard !SplitPath(path).endsInSlash else {
                throw FileError.unwritable(file: "'\(path)'", reason: .trailingSlash)
            }
            return (target, nil)
        }
        // (`lstat` of `x/` fails unless `x` is a directory, so a path ending in `/` stops here.)
        guard status.st_mode & S_IFMT != S_IFDIR else { throw FileError.unwritable(file: "'\(path)'", reason: .directory) }
        return (target, status)
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
            current = SplitPath(current).resolving(String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        throw FileError.unwritable(file: "'\(path)'", reason: .symbolicLinkLoop)
    }

    /// Opens a FIFO, terminal or device for writing without blocking: a FIFO with no reader yet is retried
    /// every ``TerminationSignals/checkInterval`` until one comes or a signal arrives.
    private static func openDirectly(_ target: String, isFIFO: Bool, naming path: String) throws(FileError) -> Int32 {
        while true {
            let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            if descriptor >= 0 { return descriptor }
            switch errno {
            case ENXIO where isFIFO: try TerminationSignals.pause("waiting for a reader of '\(path)'")
            case EINTR: try TerminationSignals.check("opening '\(path)'")
            default: throw unwritable(path)
            }
        }
    }

    /// Writes a temporary file beside `target` with `mode` (when replacing) and what `produce` hands its sink,
    /// and renames it over `target`; on any failure, and on a signal (see ``TerminationSignals``), the
    /// temporary file is removed.
    private static func replaceRegularFile(_ target: String, mode: mode_t?, naming path: String, _ produce: (Sink) throws(FileError) -> Void) throws(FileError) {
        let folder = SplitPath(target).folder
        var generator = SystemRandomNumberGenerator()
        var temporary = ""
        var descriptor: Int32 = -1
        var tracked: TerminationSignals.TrackedFile?
        while descriptor < 0 {
            temporary = (folder == "/" ? "/" : folder + "/") + ".orbit-out-" + String(generator.next() as UInt64, radix: 36)
            // A new file gets what a plain create would (0666 less the umask); a replaced one keeps its bits.
            // Created and tracked with signals held, so no signal comes between the two.
            (descriptor, tracked) = TerminationSignals.deferring {
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
                return (descriptor, descriptor >= 0 ? TerminationSignals.TrackedFile(temporary) : nil)
            }
            if descriptor < 0, errno != EEXIST { throw unwritable(path) }
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            tracked?.release()
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
        FileError.unwritable(file: "'\(path)'", reason: .system(errno: errno))
    }
}
