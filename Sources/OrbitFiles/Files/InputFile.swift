import Foundation

/// Reading an input file whole, with messages that say why it cannot be read.
///
/// Regular files, pipes, sockets, terminals and `/dev/null` (the usual empty input) are read; other devices
/// (`/dev/zero`, `/dev/random`, a disk) and directories are refused, since reading them never ends or means
/// nothing. A FIFO is opened without blocking and its writer, like any data from a pipe or a terminal, is
/// waited for in steps that look for a signal (see ``TerminationSignals``), so the program never hangs past
/// a signal that ends it.
public enum InputFile {
    /// The most an input may hold, 1 GiB: about ten times a 1M-person people file. A larger regular file
    /// is refused before any byte is read; a stream (a pipe, standard input) is refused once it passes it,
    /// so an endless or huge input costs at most this much memory.
    public static let defaultLimit = 1 << 30

    /// The bytes of the file at `path`.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - limit: the most bytes the file may hold (default ``defaultLimit``).
    /// - Throws: `.unreadable` naming `path` and the reason: missing, a directory, a device, no permission;
    ///   `.tooLarge` when it holds more than `limit` bytes; `.interrupted` when a signal arrives while
    ///   waiting for a FIFO's writer or a pipe's data.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(FileError) -> Data {
        try Reader(path: path, limit: limit).readAll()
    }

    /// The bytes of an open file, up to its end: how standard input is read.
    /// - Parameters:
    ///   - descriptor: an open descriptor, read from its current position and not closed.
    ///   - name: how messages name it (`'people.json'`, `standard input`).
    ///   - limit: the most bytes it may hold (default ``defaultLimit``).
    /// - Throws: as ``read(_:limit:)``.
    public static func read(descriptor: Int32, naming name: String, limit: Int = defaultLimit) throws(FileError) -> Data {
        try Reader(descriptor: descriptor, naming: name, limit: limit).readAll()
    }

    /// An input read a chunk at a time, with the checks, limit and waits described for ``InputFile``: what
    /// ``InputFile/read(_:limit:)`` reads whole, and what a feed reads a line at a time
    /// (``FeedFile/Lines``) so that it is never held whole.
    public final class Reader {
        private let descriptor: Int32
        private let ownsDescriptor: Bool
        /// How messages name the input (`'feed.ndjson'`, `standard input`).
        public let name: String
        /// The size of a regular file when opened, else `nil` (a pipe, a terminal).
        public let size: Int?
        private let limit: Int
        private var total = 0

        /// Opens `path` without blocking (a FIFO with no writer yet is waited for by ``read(into:)``).
        /// - Throws: `.unreadable` naming `path` and the reason; `.tooLarge` when a regular file holds
        ///   more than `limit` bytes.
        public convenience init(path: String, limit: Int = InputFile.defaultLimit) throws(FileError) {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw FileError.unreadable(file: "'\(path)'", reason: .system(errno: errno)) }
            do {
                try self.init(descriptor: descriptor, naming: "'\(path)'", limit: limit, owning: true)
            } catch {
                close(descriptor)
                throw error
            }
        }

        /// Reads `descriptor` from its current position; it is closed at the end only when `owning`.
        /// - Throws: as ``init(path:limit:)``.
        public init(descriptor: Int32, naming name: String, limit: Int = InputFile.defaultLimit, owning: Bool = false) throws(FileError) {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                throw FileError.unreadable(file: name, reason: .system(errno: errno))
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO, S_IFSOCK: break
            case S_IFDIR: throw FileError.unreadable(file: name, reason: .directory)
            case S_IFCHR where isatty(descriptor) == 1 || InputFile.isNullDevice(status): break
            default: throw FileError.unreadable(file: name, reason: .device)
            }
            self.descriptor = descriptor
            self.name = name
            self.limit = limit
            ownsDescriptor = owning
            size = status.st_mode & S_IFMT == S_IFREG ? Int(max(0, status.st_size)) : nil
            guard (size ?? 0) <= limit else { throw tooLarge }
        }

        deinit {
            if ownsDescriptor { close(descriptor) }
        }

        private var tooLarge: FileError {
            FileError.tooLarge(file: name, limit: limit)
        }

        /// Reads the next bytes into `buffer`, waiting (in steps that look for a signal) until a pipe, FIFO or
        /// terminal has some or has ended.
        /// - Returns: how many bytes were read; 0 at the end.
        /// - Throws: `.unreadable` with the system's reason, `.tooLarge` once the input passes the limit,
        ///   `.interrupted` when a signal arrives while waiting.
        public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
            while true {
                // A pipe, FIFO or terminal is read once it has data or has ended, so a read never blocks.
                if size == nil { try waitForData() }
                let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0 {
                    switch errno {
                    case EINTR: try TerminationSignals.check("reading \(name)")
                    case EAGAIN, EWOULDBLOCK: break
                    default: throw FileError.unreadable(file: name, reason: .system(errno: errno))
                    }
                    continue
                }
                total += count
                guard total <= limit else { throw tooLarge }
                return count
            }
        }

        /// The rest of the input, whole.
        /// - Throws: as ``read(into:)``.
        public func readAll() throws(FileError) -> Data {
            if size != nil { return try readAllInPlace() }
            var bytes = Data()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = try chunk.withUnsafeMutableBytes { buffer in Result { () throws(FileError) in try read(into: buffer) } }.get()
                if count == 0 { return bytes }
                chunk.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
            }
        }

        /// A regular file's bytes, read straight into one buffer with room for all of it (one more byte finds
        /// its end; a file that grew meanwhile gets more room), so they are neither copied nor zeroed first.
        private func readAllInPlace() throws(FileError) -> Data {
            var capacity = (size ?? 0) + 1
            var buffer = malloc(capacity)!
            var count = 0
            while true {
                let chunk = UnsafeMutableRawBufferPointer(start: buffer + count, count: capacity - count)
                let read: Int
                do {
                    read = try self.read(into: chunk)
                } catch {
                    free(buffer)
                    throw error
                }
                if read == 0 { return Data(bytesNoCopy: buffer, count: count, deallocator: .free) }
                count += read
                if count == capacity {
                    capacity += max(1 << 16, capacity / 2)
                    buffer = realloc(buffer, capacity)!
                }
            }
        }

        /// Waits until the input has data or has ended (a FIFO: until a writer has come and written or gone),
        /// looking for a signal every ``TerminationSignals/checkInterval``.
        private func waitForData() throws(FileError) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while true {
                try TerminationSignals.check("waiting for data from \(name)")
                let ready = poll(&request, 1, TerminationSignals.checkInterval)
                if ready > 0 || ready < 0 && errno != EINTR { return }
            }
        }
    }

    /// Whether `status` describes the null device (`/dev/null` under any name), which reads as empty.
    static func isNullDevice(_ status: stat) -> Bool {
        var null = stat()
        return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR && null.st_rdev == status.st_rdev
    }

    /// `limit` as people say it: "1 GiB", "64 KiB", "100 bytes".
    static func describe(bytes limit: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where limit >= size && limit % size == 0 {
            return "\(limit / size) \(unit)"
        }
        return "\(limit) bytes"
    }

    /// The system's words for `code` (`Permission denied`), without Foundation's domain and number.
    static func reason(_ code: some BinaryInteger) -> String {
        String(cString: strerror(Int32(truncatingIfNeeded: code)))
    }

    /// Parses `data` as JSON.
    /// - Throws: `.invalidJSON` with the line and column of the first syntax error.
    static func parse(_ data: Data) throws(FileError) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw malformed(error)
        }
    }

    /// How a syntax error in an input is reported.
    static func malformed(_ error: JSONSyntaxError) -> FileError {
        FileError.invalidJSON(source: nil, line: error.line, column: error.column, problem: error.message)
    }
}
