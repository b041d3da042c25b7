import Foundation

/// Reads a whole image file safely: only a regular file is read (a FIFO, device, socket or directory is
/// refused without blocking: the file is opened non-blocking and checked with `fstat` before any read), and
/// never more than `maxBytes`.
enum BoundedFileRead {
    /// The bytes of the regular file at `path`.
    /// - Throws: `.missing` when it cannot be opened, `.undecodable` when it is not a regular file or a read
    ///   fails, `.tooLarge` when it has more than `maxBytes` bytes.
    static func bytes(atPath path: String, maxBytes: Int) throws(AvatarLoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing(path: path) : .undecodable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .undecodable(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .undecodable(path: path, reason: "not a regular file (\(Self.kind(status.st_mode)))")
        }
        let size = Int(status.st_size)
        guard size <= maxBytes else { throw .tooLarge(path: path, detail: "\(size) bytes, limit \(maxBytes)") }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, size - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { break }  // the file shrank: decode what there is
                throw .undecodable(path: path, reason: String(cString: strerror(errno)))
            }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }
}
