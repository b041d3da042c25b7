import Foundation

/// Reading an input file whole, with messages that say why it cannot be read.
///
/// Regular files, pipes, sockets and terminals are read; other devices (`/dev/zero`, `/dev/random`, a
/// disk) and directories are refused, since reading them never ends or means nothing.
public enum InputFile {
    /// The bytes of the file at `path`.
    /// - Throws: `.unreadable` naming `path` and the reason: missing, a directory, a device, no permission.
    public static func read(_ path: String) throws(FileError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.unreadable, "cannot read '\(path)': \(Self.reason(errno))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileError(.unreadable, "cannot read '\(path)': \(Self.reason(errno))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO, S_IFSOCK: break
        case S_IFDIR: throw FileError(.unreadable, "cannot read '\(path)': it is a directory")
        case S_IFCHR where isatty(descriptor) == 1: break
        default: throw FileError(.unreadable, "cannot read '\(path)': it is a device, not a file")
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(max(0, status.st_size)) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.unreadable, "cannot read '\(path)': \(Self.reason(errno))")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return Data(bytes)
    }

    /// The system's words for `code` (`Permission denied`), without Foundation's domain and number.
    static func reason(_ code: some BinaryInteger) -> String {
        String(cString: strerror(Int32(truncatingIfNeeded: code)))
    }

    /// Parses `data` as JSON.
    /// - Throws: `.malformed` with the line and column of the first syntax error.
    static func parse(_ data: Data) throws(FileError) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw FileError(.malformed, "not valid JSON at \(error)")
        }
    }
}
