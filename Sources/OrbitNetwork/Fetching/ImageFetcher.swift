import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches image bytes over HTTP for many viewers at once, after Nuke's `ImagePipeline`: built on Foundation's
/// `URLSession` (FoundationNetworking on Linux), so apps on Apple platforms run the same code.
///
/// - **Coalesced**: `fetch(_:)` of a URL already under way joins it; one request serves every caller. Each
///   `fetch` is balanced by a `cancel(_:)` or by taking the result; when the last caller cancels, the request
///   is cancelled (or never sent).
/// - **In order, bounded per host**: requests start in the order asked (an app asks for what is visible first,
///   then what it prefetches), at most `Configuration.maxConnectionsPerHost` at once to one host.
/// - **Cached**: with a `DiskCache`, a fresh entry answers without a request; a stale one with an `ETag` or
///   `Last-Modified` is revalidated (`If-None-Match`, `If-Modified-Since`: a `304` costs no body). A response
///   is stored unless `Cache-Control: no-store`; `max-age` (less `Age`) says how long it is fresh, `no-cache`
///   that it is always revalidated, and without either a tenth of its age since `Last-Modified`, up to a day.
/// - **Safe against hostile servers**: a `Content-Length` over `Configuration.maxBodyBytes` is refused before
///   any body is read, and a body growing past it is cut off, so memory stays bounded whatever is sent; a
///   `Content-Type` that is not an image (an HTML error page) is refused at its headers; no response within
///   `connectTimeout`, or a body moving under `stallMinimumBytes` per `stallTimeout` (1 byte a second), fails;
///   redirects are followed `maxRedirects` times at most. Server errors (5xx), 429 and failed connections are
///   retried `maxRetries` times with doubling back-off, waiting at least the server's `Retry-After` (one longer
///   than `maxRetryDelay` fails the fetch at once); a 4xx is never retried. Every failure says why (`FetchFailure`).
///
/// Results are polled — `takeFinished()` hands over what finished since the last call, so a frame loop or a
/// decode pipeline takes them on its own thread — or awaited with `data(for:)`; both kinds of caller share one
/// request. Thread-safe: every method may be called from any thread.
public final class ImageFetcher: Sendable {
    /// How this fetcher talks to servers and caches.
    public let configuration: Configuration
    let state: Lock<FetcherState>
    private let session: URLSession
    /// Disk cache reads and writes, off the caller's thread.
    private let disk = DispatchQueue(label: "orbit.network.disk", qos: .utility)
    /// Timeouts and retry back-offs.
    private let timers = DispatchQueue(label: "orbit.network.timers", qos: .utility)
    /// Where tasks are made, started and cancelled: FoundationNetworking does that on the session's own queue,
    /// which a fast body keeps busy, and neither the caller nor the session's delegate queue may wait for it (a
    /// delegate queue held up lets a refused body pile up in memory as undelivered chunks).
    private let control = DispatchQueue(label: "orbit.network.control", qos: .utility)

    /// A fetcher with `configuration` (by default: no disk cache, the default limits and times).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        state = Lock(FetcherState())
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil  // the disk cache is ours, with its own rules and limits
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpMaximumConnectionsPerHost = max(1, configuration.maxConnectionsPerHost)
        sessionConfiguration.httpShouldSetCookies = false
        // Our own timers fail a request first (`connectTimeout`, `stallTimeout`); these are only a backstop.
        sessionConfiguration.timeoutIntervalForRequest = 600
        sessionConfiguration.timeoutIntervalForResource = 3600
        let delegate = SessionDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: queue)
        delegate.fetcher.withLock { $0 = WeakFetcher(fetcher: self) }
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Whether `source` is an `http://` or `https://` URL (the scheme in any case), not a file path.
    public static func isRemote(_ source: String) -> Bool {
        let lowered = source.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// Asks for the bytes at `url`: joins the fetch under way for it, or starts one (from the disk cache when
    /// fresh there, else by a request queued behind those asked for earlier).
    ///
    /// - Complexity: O(1) on the caller's thread; the cache is read on a thread of the fetcher's.
    public func fetch(_ url: String) {
        let generation: UInt64? = state.withLock { state in Self.join(url, in: &state) }
        guard let generation else { return }
        start(url, generation)
    }

    /// Adds a caller to the fetch of `url`, or makes one: its generation when it is new and must be started.
    static func join(_ url: String, in state: inout FetcherState) -> UInt64? {
        if state.fetches[url] != nil {
            state.fetches[url]!.demand += 1
            state.statistics.coalesced += 1
            return nil
        }
        state.nextGeneration += 1
        state.fetches[url] = FetcherState.Fetch(generation: state.nextGeneration, host: hostKey(url))
        return state.nextGeneration
    }

    /// Starts a new fetch: a bad URL fails at once, else the disk cache is read on the fetcher's thread.
    func start(_ url: String, _ generation: UInt64) {
        guard Self.isRemote(url), let parsed = URL(string: url), parsed.host?.isEmpty == false else {
            finish(url, generation, .failure(.invalidURL))
            return
        }
        disk.async { [self] in lookUp(url, generation: generation) }
    }

    /// Withdraws one `fetch(_:)` of `url`. When nobody else wants it, its request is cancelled (or never sent)
    /// and no result comes. Does nothing for a URL not being fetched.
    public func cancel(_ url: String) {
        withdraw(url, ticket: nil)
    }

    /// Withdraws a poller (`ticket` nil: only while one is counted) or the waiting task `ticket` (resumed as
    /// cancelled) from the fetch of `url`; with nobody left, the request is cancelled.
    func withdraw(_ url: String, ticket: UInt64?) {
        let (task, resumed): (URLSessionTask?, FetcherState.Waiter?) = state.withLock { state in
            guard var fetch = state.fetches[url] else { return (nil, nil) }
            var resumed: FetcherState.Waiter?
            if let ticket {
                guard let waiter = fetch.waiters.removeValue(forKey: ticket) else { return (nil, nil) }
                resumed = waiter
            } else {
                guard fetch.demand > fetch.waiters.count else { return (nil, nil) }
            }
            fetch.demand -= 1
            guard fetch.demand <= 0 else {
                state.fetches[url] = fetch
                return (nil, resumed)
            }
            state.fetches[url] = nil
            state.statistics.cancelled += 1
            if case .running(let id) = fetch.phase { return (state.taskToCancel(id), resumed) }
            return (nil, resumed)
        }
        resumed?.resume(returning: .failure(.cancelled))
        cancelSoon(task)
    }

    /// The fetches finished since the last call, in completion order: each URL's bytes or why there are none.
    public func takeFinished() -> [FetchResult] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Whether any fetch is under way (looking in the cache, waiting, running, or waiting to retry).
    public var isBusy: Bool { state.withLock { !$0.fetches.isEmpty } }

    /// A consistent snapshot of the counters.
    public var statistics: NetworkStatistics { state.withLock { $0.statistics } }

    // MARK: - The steps of a fetch

    /// Answers `url` from the disk cache when fresh there, else queues its request (revalidating a stale entry).
    private func lookUp(_ url: String, generation: UInt64) {
        let cached = configuration.diskCache?.response(for: url, maxBodyBytes: configuration.maxBodyBytes)
        if let cached, cached.isFresh(at: configuration.now()) {
            state.withLock { $0.statistics.diskCacheHits += 1 }
            finish(url, generation, .success(cached.body))
            return
        }
        state.withLock { state in
            guard state.fetches[url]?.generation == generation else { return }
            state.fetches[url]!.cached = cached.flatMap { $0.canRevalidate ? $0 : nil }
            state.fetches[url]!.phase = .queued
            state.waiting.append(url)
        }
        startTransfers()
    }

    /// Starts the waiting requests, in order, whose host has a connection free (on the control queue).
    private func startTransfers() {
        control.async { [weak self] in self?.startWaitingTransfers() }
    }

    private func startWaitingTransfers() {
        let started: [(id: Int, task: URLSessionDataTask)] = state.withLock { state in
            var started: [(Int, URLSessionDataTask)] = []
            var stillWaiting: [String] = []
            for url in state.waiting {
                guard let fetch = state.fetches[url], case .queued = fetch.phase else { continue }  // cancelled or started
                guard state.running[fetch.host, default: 0] < max(1, configuration.maxConnectionsPerHost) else {
                    stillWaiting.append(url)
                    continue
                }
                let task = session.dataTask(with: request(url, revalidating: fetch.cached))
                let id = task.taskIdentifier
                state.transfers[id] = FetcherState.Transfer(url: url, generation: fetch.generation, host: fetch.host, task: task)
                state.fetches[url]!.phase = .running(id)
                state.fetches[url]!.tries += 1
                state.running[fetch.host, default: 0] += 1
                state.statistics.networkRequests += 1
                started.append((id, task))
            }
            state.waiting = stillWaiting
            return started
        }
        for (id, task) in started {
            task.resume()
            timers.asyncAfter(deadline: .now() + configuration.connectTimeout) { [weak self] in self?.checkResponse(id) }
        }
    }

    /// The request for `url`, with `cached`'s validators when it is being revalidated.
    private func request(_ url: String, revalidating cached: CachedResponse?) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!, cachePolicy: .reloadIgnoringLocalCacheData)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        if let etag = cached?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let modified = cached?.lastModified { request.setValue(modified, forHTTPHeaderField: "If-Modified-Since") }
        return request
    }

    /// Fails the request `id` when its response headers have not come within `connectTimeout`.
    private func checkResponse(_ id: Int) {
        let task: URLSessionTask? = state.withLock { state in
            guard let transfer = state.transfers[id], transfer.response == nil, transfer.failure == nil else { return nil }
            state.transfers[id]!.failure = .noResponse(seconds: configuration.connectTimeout)
            return state.taskToCancel(id)
        }
        cancelSoon(task)
    }

    /// Fails the request `id` when its body moved fewer than `stallMinimumBytes` in the last `stallTimeout`;
    /// else looks again after another `stallTimeout`.
    private func checkBody(_ id: Int) {
        let outcome: (stalled: Bool, task: URLSessionTask)? = state.withLock { state in
            guard let transfer = state.transfers[id], transfer.failure == nil else { return nil }
            if transfer.body.count - transfer.bytesAtLastCheck < configuration.stallMinimumBytes {
                state.transfers[id]!.failure = .stalled(bytes: configuration.stallMinimumBytes, seconds: configuration.stallTimeout)
                return (true, transfer.task)
            }
            state.transfers[id]!.bytesAtLastCheck = transfer.body.count
            return (false, transfer.task)
        }
        guard let outcome else { return }
        if outcome.stalled {
            cancelSoon(outcome.task)
        } else {
            timers.asyncAfter(deadline: .now() + configuration.stallTimeout) { [weak self] in self?.checkBody(id) }
        }
    }

    /// Hands `result` to the callers of `url`'s fetch `generation` (unless they all cancelled meanwhile).
    private func finish(_ url: String, _ generation: UInt64, _ result: Result<[UInt8], FetchFailure>) {
        let waiters: [FetcherState.Waiter] = state.withLock { state in
            guard let fetch = state.fetches[url], fetch.generation == generation else { return [] }
            state.fetches[url] = nil
            if case .failure = result { state.statistics.networkFailures += 1 }
            // Pollers take the result from `finished`; tasks awaiting it are resumed.
            if fetch.demand > fetch.waiters.count { state.finished.append(FetchResult(url: url, result: result)) }
            return Array(fetch.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: result) }
    }

    /// Cancels `task` on the control queue, so the calling thread never waits for the session.
    private func cancelSoon(_ task: URLSessionTask?) {
        guard let task else { return }
        control.async { task.cancel() }
    }

    /// `host:port` of `url`, whose connections are bounded together.
    static func hostKey(_ url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        return "\(components.host ?? ""):\(components.port.map(String.init) ?? components.scheme ?? "")"
    }
}

/// One finished fetch: the URL's bytes, or why there are none.
public struct FetchResult: Sendable {
    /// The URL as given to `ImageFetcher.fetch(_:)`.
    public var url: String
    /// The body (from the network or the disk cache), or the failure.
    public var result: Result<[UInt8], FetchFailure>
}

// MARK: - Session events

extension ImageFetcher {
    /// Checks the response headers of request `id` before any body is read: a status other than success, a
    /// `Content-Length` over the limit or a `Content-Type` that is not an image cancels it.
    func received(_ response: URLResponse, for id: Int) -> URLSession.ResponseDisposition {
        let allowed: Bool = state.withLock { state in
            guard var transfer = state.transfers[id] else { return false }
            defer { state.transfers[id] = transfer }
            transfer.redirecting = false
            guard transfer.failure == nil, !transfer.unwanted else { return false }
            guard let http = response as? HTTPURLResponse else {
                transfer.failure = .network("not an HTTP response")
                return false
            }
            transfer.response = http
            transfer.failure = Self.refusal(of: http, maxBytes: configuration.maxBodyBytes, maxRedirects: configuration.maxRedirects)
            return transfer.failure == nil
        }
        if allowed { timers.asyncAfter(deadline: .now() + configuration.stallTimeout) { [weak self] in self?.checkBody(id) } }
        return allowed ? .allow : .cancel
    }

    /// Why a response with these headers is refused before its body, or `nil` when its body is read.
    static func refusal(of response: HTTPURLResponse, maxBytes: Int, maxRedirects: Int) -> FetchFailure? {
        let code = response.statusCode
        if code == 304 { return nil }
        if (300..<400).contains(code) { return .tooManyRedirects(limit: maxRedirects) }  // a redirect not followed
        guard (200..<300).contains(code) else {
            return .status(code, retryAfter: (response.value(forHTTPHeaderField: "Retry-After")).flatMap(retryAfterSeconds))
        }
        if response.expectedContentLength > Int64(maxBytes) { return .tooLarge(bytes: Int(response.expectedContentLength), limit: maxBytes) }
        if let type = response.value(forHTTPHeaderField: "Content-Type")?.lowercased(),
           !type.hasPrefix("image/"), !type.hasPrefix("application/octet-stream") {
            return .notAnImage(contentType: type)
        }
        return nil
    }

    /// A `Retry-After` value in seconds: a number of seconds, or an HTTP date from now.
    static func retryAfterSeconds(_ value: String) -> Double? {
        if let seconds = Double(value.trimmingCharacters(in: .whitespaces)) { return max(0, seconds) }
        return CachePolicy.httpDate(value).map { max(0, $0.timeIntervalSinceNow) }
    }

    /// Keeps the body bytes of request `id`, cutting it off past `maxBodyBytes`.
    func received(_ data: Data, for id: Int) {
        let cut: URLSessionTask? = state.withLock { state in
            guard let transfer = state.transfers[id], transfer.failure == nil else { return nil }
            state.statistics.networkBytes += data.count
            let total = transfer.body.count + data.count
            guard total <= configuration.maxBodyBytes else {
                state.transfers[id]!.failure = .tooLarge(bytes: total, limit: configuration.maxBodyBytes)
                state.buffered -= transfer.body.count
                state.transfers[id]!.body = []
                return transfer.task
            }
            state.transfers[id]!.body.append(contentsOf: data)
            state.buffered += data.count
            state.statistics.peakBufferedBytes = max(state.statistics.peakBufferedBytes, state.buffered)
            return nil
        }
        cancelSoon(cut)
    }

    /// Whether request `id` follows one more redirect (at most `maxRedirects`).
    func redirects(_ id: Int) -> Bool {
        state.withLock { state in
            guard let transfer = state.transfers[id], transfer.failure == nil, !transfer.unwanted else { return false }
            state.transfers[id]!.redirecting = true
            state.transfers[id]!.redirects += 1
            guard state.transfers[id]!.redirects <= configuration.maxRedirects else {
                state.transfers[id]!.failure = .tooManyRedirects(limit: configuration.maxRedirects)
                return false
            }
            return true
        }
    }

    /// Request `id` ended (`error`: how, if it failed): hands over its bytes, retries it, or fails it.
    func completed(_ id: Int, error: Error?) {
        enum Outcome {
            /// `previous`: the cached entry a 304 confirmed.
            case succeeded(url: String, generation: UInt64, body: [UInt8], response: HTTPURLResponse, previous: CachedResponse?)
            case retry(url: String, generation: UInt64, after: Double)
            case failed(url: String, generation: UInt64, FetchFailure)
            case dropped
        }
        let outcome: Outcome = state.withLock { state in
            guard let transfer = state.transfers.removeValue(forKey: id) else { return .dropped }
            state.running[transfer.host, default: 1] -= 1
            state.buffered -= transfer.body.count
            guard let fetch = state.fetches[transfer.url], fetch.generation == transfer.generation else { return .dropped }
            let failure: FetchFailure
            if let set = transfer.failure {
                failure = set
            } else if let error {
                failure = Self.failure(of: error, maxRedirects: configuration.maxRedirects)
            } else if let response = transfer.response {
                if response.statusCode == 304, let cached = fetch.cached {
                    state.statistics.revalidations += 1
                    return .succeeded(url: transfer.url, generation: fetch.generation, body: cached.body, response: response, previous: cached)
                }
                if let refusal = Self.refusal(of: response, maxBytes: configuration.maxBodyBytes, maxRedirects: configuration.maxRedirects) {
                    failure = refusal
                } else if transfer.body.isEmpty {
                    failure = .notAnImage(contentType: "an empty body")
                } else {
                    return .succeeded(url: transfer.url, generation: fetch.generation, body: transfer.body, response: response, previous: nil)
                }
            } else {
                failure = .network("no response")
            }
            var retryAfter: Double?
            if case .status(_, let after) = failure { retryAfter = after }
            guard failure.isRetried, fetch.tries <= configuration.maxRetries,
                  let delay = configuration.delay(beforeRetry: fetch.tries, retryAfter: retryAfter)
            else {
                return .failed(url: transfer.url, generation: fetch.generation, failure)
            }
            state.fetches[transfer.url]!.phase = .waitingToRetry
            state.statistics.retries += 1
            return .retry(url: transfer.url, generation: fetch.generation, after: delay)
        }
        switch outcome {
        case .succeeded(let url, let generation, let body, let response, let previous):
            disk.async { [self] in
                store(body, of: url, response: response, previous: previous)
                finish(url, generation, .success(body))
            }
        case .retry(let url, let generation, let delay):
            timers.asyncAfter(deadline: .now() + delay) { [weak self] in self?.requeue(url, generation: generation) }
        case .failed(let url, let generation, let failure):
            finish(url, generation, .failure(failure))
        case .dropped:
            break
        }
        startTransfers()
    }

    /// Puts `url`'s fetch back at the front of the line after its back-off.
    private func requeue(_ url: String, generation: UInt64) {
        state.withLock { state in
            guard state.fetches[url]?.generation == generation else { return }
            state.fetches[url]!.phase = .queued
            state.waiting.insert(url, at: 0)
        }
        startTransfers()
    }

    /// Writes `body` to the disk cache as `url`'s entry, as `response`'s headers allow (a 304's headers renew
    /// the `previous` entry's freshness; validators it does not repeat are kept).
    private func store(_ body: [UInt8], of url: String, response: HTTPURLResponse, previous: CachedResponse?) {
        guard let cache = configuration.diskCache else { return }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields { headers[name] = value }
        let now = configuration.now()
        let policy = CachePolicy(headers: headers, now: now)
        let entry = CachedResponse(url: url, body: body, storedAt: now, freshFor: policy.freshFor,
                                   etag: response.value(forHTTPHeaderField: "ETag") ?? previous?.etag,
                                   lastModified: response.value(forHTTPHeaderField: "Last-Modified") ?? previous?.lastModified)
        if policy.noStore {
            cache.remove(url: url)
        } else if entry.freshFor > 0 || entry.canRevalidate {
            cache.store(entry)
        }
    }

    /// The failure a `URLSession` error stands for.
    static func failure(of error: Error, maxRedirects: Int) -> FetchFailure {
        guard let error = error as? URLError else { return .network("\(error)") }
        switch error.code {
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects(limit: maxRedirects)
        case .timedOut: return .network("timed out")
        case .cannotConnectToHost: return .network("cannot connect to the host")
        case .cannotFindHost, .dnsLookupFailed: return .network("host not found")
        case .networkConnectionLost: return .network("connection lost")
        case .notConnectedToInternet: return .network("not connected")
        default: return .network(error.localizedDescription)
        }
    }
}
