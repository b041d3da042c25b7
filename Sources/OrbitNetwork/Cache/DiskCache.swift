import Foundation

/// Response bodies on disk, one file per URL, after Nuke's `DataCache`: what an `ImageFetcher` received, kept
/// across runs and shared by processes.
///
/// - **Safe to crash**: an entry is written to a temporary file in the folder and renamed into place, so a
///   reader sees the whole old entry or the whole new one, never half of one; each entry also records its body's
///   length and URL, and one that does not match (a disk that lost the end of a write) is a miss.
/// - **Shared by processes**: renames are atomic and a file removed while another process reads it stays
///   readable to that reader; two processes writing the same URL leave one whole entry.
/// - **Bounded**: after a write that takes the folder past `byteLimit` bytes, the least recently used entries
///   (by modification time, which a hit refreshes) are removed until it holds at most 90% of it; temporary files
///   a crashed writer left behind for more than ten minutes go too.
///
/// Thread-safe.
public final class DiskCache: Sendable {
    /// The folder of entries (created at the first write).
    public let directory: String
    /// The most bytes the folder's entries may take. Default 256 MiB.
    public let byteLimit: Int

    /// The bytes of the entries as this process last counted them plus what it wrote since (`nil`: not yet counted).
    private let estimatedBytes = Lock<Int?>(nil)
    private static let magic = Array("ORBIT-CACHE 1\n".utf8)
    /// The most bytes an entry's header line may take.
    private static let maxHeaderBytes = 64 << 10

    /// A cache in `directory`, of at most `byteLimit` bytes (values below 1 count as 1).
    public init(directory: String, byteLimit: Int = 256 << 20) {
        self.directory = directory
        self.byteLimit = max(1, byteLimit)
    }

    /// The entry's header, as written before its body.
    private struct Header: Codable {
        var url: String
        var storedAt: Double
        var freshFor: Double
        var etag: String?
        var lastModified: String?
        var bodyBytes: Int
    }

    /// The entry for `url`, or `nil` (none, unreadable, or not whole); a hit marks it recently used. Reads at most
    /// `maxBodyBytes` of body.
    public func response(for url: String, maxBodyBytes: Int = 32 << 20) -> CachedResponse? {
        let path = self.path(for: url)
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.magic.count + Self.maxHeaderBytes + maxBodyBytes + 1) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.magic),
              let newline = bytes[Self.magic.count...].firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[Self.magic.count..<newline])),
              header.url == url, header.bodyBytes == bytes.count - newline - 1
        else { return nil }
        utimes(path, nil)  // recently used
        return CachedResponse(url: url, body: Array(bytes[(newline + 1)...]), storedAt: Date(timeIntervalSince1970: header.storedAt),
                              freshFor: header.freshFor, etag: header.etag, lastModified: header.lastModified)
    }

    /// Writes `response` as the entry for its URL, atomically, then evicts if the folder is over its limit.
    /// - Returns: whether it was written (a folder that cannot be created or written is not an error: the
    ///   fetch still succeeds, uncached).
    @discardableResult
    public func store(_ response: CachedResponse) -> Bool {
        let header = Header(url: response.url, storedAt: response.storedAt.timeIntervalSince1970, freshFor: response.freshFor,
                            etag: response.etag, lastModified: response.lastModified, bodyBytes: response.body.count)
        guard let json = try? JSONEncoder().encode(header), json.count <= Self.maxHeaderBytes else { return false }
        var data = Data(Self.magic)
        data.append(json)
        data.append(UInt8(ascii: "\n"))
        data.append(contentsOf: response.body)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = "\(directory)/\(UUID().uuidString).partial"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
        guard rename(temporary, path(for: response.url)) == 0 else {
            unlink(temporary)
            return false
        }
        let total = estimatedBytes.withLock { estimate -> Int? in
            guard let known = estimate else { return nil }
            estimate = known + data.count
            return estimate
        }
        if total.map({ $0 > byteLimit }) ?? true { evict() }
        return true
    }

    /// Removes the entry for `url`, if any.
    public func remove(url: String) {
        unlink(path(for: url))
    }

    /// The entries' bytes now, as counted on disk.
    public var totalBytes: Int { entries().reduce(0) { $0 + $1.bytes } }

    /// Removes the least recently used entries until the folder holds at most 90% of `byteLimit`, and temporary
    /// files older than ten minutes.
    public func evict() {
        var files = entries()
        var total = files.reduce(0) { $0 + $1.bytes }
        if total > byteLimit {
            files.sort { $0.used < $1.used }
            for file in files where total > byteLimit / 10 * 9 {
                if unlink(file.path) == 0 || errno == ENOENT { total -= file.bytes }
            }
        }
        estimatedBytes.withLock { $0 = total }
        let staleBefore = Date().addingTimeInterval(-600)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".partial") {
            let path = "\(directory)/\(name)"
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < staleBefore {
                unlink(path)
            }
        }
    }

    /// The entry files, with their sizes and when they were last used.
    private func entries() -> [(path: String, bytes: Int, used: Date)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".entry") }.compactMap { name in
            let path = "\(directory)/\(name)"
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let bytes = (attributes[.size] as? NSNumber)?.intValue, let used = attributes[.modificationDate] as? Date
            else { return nil }
            return (path, bytes, used)
        }
    }

    /// The entry file of `url`: its 64-bit FNV-1a hash in hex (the entry records the URL, so a collision is a miss).
    func path(for url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\(directory)/\(String(repeating: "0", count: 16 - hex.count))\(hex).entry"
    }
}
