/// What an `ImageFetcher` has done so far, read as one consistent snapshot.
public struct NetworkStatistics: Hashable, Sendable, Encodable {
    /// HTTP requests sent: first tries, retries and revalidations (a redirect followed is part of its request).
    public var networkRequests = 0
    /// Body bytes received from the network.
    public var networkBytes = 0
    /// URLs answered from the disk cache, fresh, without a request.
    public var diskCacheHits = 0
    /// Stale cached responses the server confirmed unchanged (`304 Not Modified`: no body sent).
    public var revalidations = 0
    /// URLs that gave no bytes after their retries (each failure counted once per fetch).
    public var networkFailures = 0
    /// Requests retried after a server error, 429 or a failed connection.
    public var retries = 0
    /// Fetches cancelled because nobody wanted them any more.
    public var cancelled = 0
    /// Fetches that joined one already under way for the same URL.
    public var coalesced = 0
    /// The most body bytes held in memory at once by requests under way.
    public var peakBufferedBytes = 0

    /// All counters at 0.
    public init() {}
}
