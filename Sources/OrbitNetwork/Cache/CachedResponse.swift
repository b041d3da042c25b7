import Foundation

/// A response's body as the disk cache keeps it, with what HTTP says about reusing it.
public struct CachedResponse: Hashable, Sendable {
    /// The URL asked for (a redirect's target is not kept: the entry answers for the URL asked for).
    public var url: String
    /// The body bytes.
    public var body: [UInt8]
    /// When it was received or last confirmed by a `304`, by the fetcher's clock.
    public var storedAt: Date
    /// Seconds after `storedAt` during which it is used without asking the server (0: always revalidate).
    public var freshFor: Double
    /// The validators a revalidation sends back (`If-None-Match`, `If-Modified-Since`).
    public var etag: String?
    public var lastModified: String?

    /// A cached `body` of `url`, fresh for `freshFor` seconds from `storedAt`, with its validators.
    public init(url: String, body: [UInt8], storedAt: Date, freshFor: Double, etag: String? = nil, lastModified: String? = nil) {
        self.url = url
        self.body = body
        self.storedAt = storedAt
        self.freshFor = freshFor
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Whether it may be used at `now` without asking the server: younger than `freshFor` (a `storedAt` in the
    /// future, a clock set back, counts as stale).
    public func isFresh(at now: Date) -> Bool {
        let age = now.timeIntervalSince(storedAt)
        return age >= 0 && age < freshFor
    }

    /// Whether the server can be asked whether it changed (it has an `ETag` or a `Last-Modified`).
    public var canRevalidate: Bool { etag != nil || lastModified != nil }
}

/// What a response's headers allow a private cache to do (RFC 9111), for the disk cache.
struct CachePolicy: Hashable {
    /// `Cache-Control: no-store`: not written to disk.
    var noStore = false
    /// Seconds the response is fresh: `max-age` minus `Age`; `no-cache` is 0; without either, a tenth of the time
    /// since `Last-Modified` (at most a day, the usual heuristic); else 0.
    var freshFor = 0.0

    /// The policy of a response with `headers` (names compared case-insensitively) received at `now`.
    init(headers: [String: String], now: Date) {
        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        var maxAge: Double?
        var noCache = false
        for directive in (header("Cache-Control") ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            switch parts.first {
            case "no-store": noStore = true
            case "no-cache": noCache = true
            case "max-age": maxAge = parts.count == 2 ? Double(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) : nil
            default: break
            }
        }
        let age = header("Age").flatMap { Double($0) } ?? 0
        if noCache {
            freshFor = 0
        } else if let maxAge {
            freshFor = max(0, maxAge - age)
        } else if let modified = header("Last-Modified").flatMap(Self.httpDate), modified < now {
            freshFor = min(86_400, now.timeIntervalSince(modified) / 10)
        }
    }

    /// An HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`).
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
