import Foundation

extension ImageFetcher {
    /// How an `ImageFetcher` talks to servers and where it keeps what they sent. The defaults suit an app on a
    /// phone's network as well as a desktop; tests shorten the times.
    public struct Configuration: Sendable {
        /// Most requests under way at once to one host (`host:port`); the rest wait in the order asked. Default 4.
        public var maxConnectionsPerHost = 4
        /// Seconds from sending a request to its response headers (connecting included) before it fails as
        /// `FetchFailure.noResponse`. Default 10.
        public var connectTimeout = 10.0
        /// A body that moves fewer than `stallMinimumBytes` bytes over any `stallTimeout` seconds fails as
        /// `FetchFailure.stalled` (a hung or trickling server: 1 byte a second never times out by idleness alone).
        /// Default 5 s.
        public var stallTimeout = 5.0
        /// See `stallTimeout`. Default 1024 bytes.
        public var stallMinimumBytes = 1024
        /// Retries after a server error (5xx), `429 Too Many Requests` or a failed connection; never after a
        /// 4xx. Default 2 (three tries in all).
        public var maxRetries = 2
        /// Seconds before the first retry, doubled for each next one (at most `maxRetryDelay`), and at least the
        /// server's `Retry-After`: one longer than `maxRetryDelay` is not waited for, the fetch fails at once (a
        /// failure that may pass, to ask for again that much later). Defaults 0.5 and 10.
        public var retryDelay = 0.5
        public var maxRetryDelay = 10.0
        /// Redirects followed for one request; one more fails as `FetchFailure.tooManyRedirects`. Default 5.
        public var maxRedirects = 5
        /// The largest body accepted, in bytes: a `Content-Length` above it is refused before any body is read,
        /// and a body without one is cut off as it passes it. Default 32 MiB, the file loader's limit.
        public var maxBodyBytes = 32 << 20
        /// The disk cache of response bytes; `nil`: none (every fetch is a request). Default: none; an app
        /// usually passes `DiskCache(directory: DiskCache.defaultDirectory())`.
        public var diskCache: DiskCache?
        /// The wall clock by which cached responses age (`Date()` by default).
        public var now: @Sendable () -> Date = { Date() }

        /// The defaults, with `diskCache` as the disk cache (`nil`: none).
        public init(diskCache: DiskCache? = nil) {
            self.diskCache = diskCache
        }

        /// Seconds before retry number `retry` (1 for the first), at least `retryAfter` when the server said so;
        /// `nil` (no retry now) when that is longer than `maxRetryDelay`.
        func delay(beforeRetry retry: Int, retryAfter: Double?) -> Double? {
            if let retryAfter, retryAfter > maxRetryDelay { return nil }
            let backoff = retryDelay * pow(2, Double(max(0, retry - 1)))
            return min(maxRetryDelay, max(backoff, retryAfter ?? 0))
        }
    }
}
