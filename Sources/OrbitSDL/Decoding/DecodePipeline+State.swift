import DequeModule

/// The pipeline's bookkeeping, always mutated under its lock.
///
/// Each person has at most one live request (an `Entry` with a unique token). Queued tickets and
/// finished results carry the token they were made for; one whose token is no longer the person's
/// live one is stale and is skipped, which makes cancellation O(1).
///
/// Waiting tickets are queued by source (`source(ofPath:)`), tokens giving their order across sources. The
/// next job is the earliest waiting request whose source runs fewer than `maxPerSource` decodes; when every
/// source with waiting requests is at that share (in effect only one has any), simply the earliest.
///
/// A path that failed for good (missing, undecodable, too large, not a regular file) fails at once for every
/// later request. A path whose decode stalled fails at once until its retry time; the first request after it
/// decodes the path again. Each stall of such a retry doubles the delay, up to `maxRetryDelay`; a decode of the
/// path that succeeds forgets the stalls. Times are monotonic nanoseconds passed in by the caller.
struct DecodePipelineState {
    enum Phase { case waiting, decoding, ready }

    struct Entry {
        var token: UInt64
        var request: AvatarRequest
        var phase: Phase
    }

    /// A path whose decode stalled: it fails at once until `retryAt`, having waited `delay` since its last
    /// stall; `seconds` is how long that decode had run.
    struct Stall {
        var retryAt: UInt64
        var delay: UInt64
        var seconds: Double
    }

    struct Ticket {
        var personID: String
        var token: UInt64
    }

    struct Job {
        var ticket: Ticket
        var request: AvatarRequest
        /// Cancelled when the job is written off as stalled; its reservations come from `budget`.
        var control: DecodeControl
    }

    /// What a worker does after finishing a job.
    enum Next {
        case job(Job)
        /// Nothing is waiting: the worker ends (one worker fewer).
        case idle
        /// The job was written off as stalled and a replacement took the worker's place: the thread ends.
        case writtenOff
    }

    private(set) var entries: [String: Entry] = [:]
    /// Waiting tickets by source, each queue in submission (token) order.
    private var waiting: [String: Deque<Ticket>] = [:]
    /// Decodes running by source (written-off ones no longer count).
    private var running: [String: Int] = [:]
    private var finished = Deque<(ticket: Ticket, image: Result<DecodedImage, AvatarLoadError>)>()
    /// Jobs being decoded, by token: since when (monotonic nanoseconds) and what.
    private var decoding: [UInt64: (started: UInt64, ticket: Ticket, path: String, source: String, control: DecodeControl)] = [:]
    /// Jobs written off as stalled whose threads have not come back yet.
    private var writtenOff: Set<UInt64> = []
    /// Files that failed for good, with why: a waiting request for one fails at once instead of being decoded again.
    private var failedPaths: [String: AvatarLoadError] = [:]
    /// Files whose decode stalled, and when they are tried again.
    private var stalledPaths: [String: Stall] = [:]
    private var nextToken: UInt64 = 0
    private var workers = 0
    private(set) var statistics = DecodeStatistics()
    /// Most workers at once.
    let maxWorkers: Int
    /// Most decodes from one source at once while another source has requests waiting.
    let maxPerSource: Int
    /// Nanoseconds a stalled path fails at once after its first stall, and the most after repeated ones.
    let retryDelay: UInt64
    let maxRetryDelay: UInt64
    /// Where the jobs' memory is reserved (`nil`: unbounded).
    let budget: DecodeMemoryBudget?

    /// Empty bookkeeping for at most `maxWorkers` workers, `maxPerSource` of them on one source while
    /// others wait, retrying a stalled path after `retryDelay` nanoseconds, doubled for each stall of a retry
    /// up to `maxRetryDelay`, the jobs reserving their memory from `budget`.
    init(maxWorkers: Int, maxPerSource: Int, retryDelay: UInt64, maxRetryDelay: UInt64, budget: DecodeMemoryBudget? = nil) {
        self.maxWorkers = max(1, maxWorkers)
        self.maxPerSource = max(1, maxPerSource)
        self.retryDelay = retryDelay
        self.maxRetryDelay = max(retryDelay, maxRetryDelay)
        self.budget = budget
    }

    /// Records `request`. Returns whether a new worker should start.
    mutating func submit(_ request: AvatarRequest) -> Bool {
        if let entry = entries[request.personID] {
            if entry.request == request { return false }
            switch entry.phase {
            case .waiting where Self.source(ofPath: entry.request.path) == Self.source(ofPath: request.path):
                entries[request.personID]?.request = request
                return false
            case .waiting:
                statistics.pending -= 1  // queued again under its new source; the old ticket is stale
            case .decoding:
                break  // its result will be stale and discarded when it finishes
            case .ready:
                statistics.ready -= 1
                statistics.discarded += 1
            }
        }
        nextToken += 1
        entries[request.personID] = Entry(token: nextToken, request: request, phase: .waiting)
        waiting[Self.source(ofPath: request.path), default: Deque()].append(Ticket(personID: request.personID, token: nextToken))
        statistics.pending += 1
        guard workers < maxWorkers else { return false }
        workers += 1
        return true
    }

    mutating func cancel(_ personID: String) {
        guard let entry = entries.removeValue(forKey: personID) else { return }
        switch entry.phase {
        case .waiting:
            statistics.pending -= 1
            statistics.cancelled += 1
        case .decoding:
            break  // counted as discarded when it finishes
        case .ready:
            statistics.ready -= 1
            statistics.discarded += 1
        }
    }

    /// The next waiting request to decode, now marked decoding since `now`: the earliest whose source runs
    /// fewer than `maxPerSource` decodes, else the earliest. `nil` (and one worker fewer) when none waits.
    /// Waiting requests whose file is known to fail (`knownFailure`) fail on the way, whatever their source.
    ///
    /// - Complexity: O(sources with waiting requests + tickets dropped).
    mutating func startNext(now: UInt64) -> Job? {
        var earliest: (source: String, token: UInt64)?
        var earliestWithinShare: (source: String, token: UInt64)?
        for source in Array(waiting.keys) {
            guard let head = liveHead(of: source, now: now) else {
                waiting[source] = nil
                continue
            }
            if earliest.map({ head.token < $0.token }) ?? true { earliest = (source, head.token) }
            if running[source, default: 0] < maxPerSource, earliestWithinShare.map({ head.token < $0.token }) ?? true {
                earliestWithinShare = (source, head.token)
            }
        }
        guard let pick = earliestWithinShare ?? earliest, let ticket = waiting[pick.source]?.popFirst(),
              let entry = entries[ticket.personID] else {
            workers -= 1
            return nil
        }
        if waiting[pick.source]?.isEmpty == true { waiting[pick.source] = nil }
        entries[ticket.personID]?.phase = .decoding
        statistics.pending -= 1
        statistics.inFlight += 1
        running[pick.source, default: 0] += 1
        let control = DecodeControl(budget: budget)
        decoding[ticket.token] = (now, ticket, entry.request.path, pick.source, control)
        return Job(ticket: ticket, request: entry.request, control: control)
    }

    /// The first ticket of `source`'s queue whose request waits to be decoded, after dropping the stale ones
    /// and failing those whose file is known to fail at `now`.
    private mutating func liveHead(of source: String, now: UInt64) -> Ticket? {
        while let ticket = waiting[source]?.first {
            guard let entry = entries[ticket.personID], entry.token == ticket.token, entry.phase == .waiting else {
                _ = waiting[source]?.popFirst()
                continue
            }
            guard let failure = knownFailure(of: entry.request.path, now: now) else { return ticket }
            _ = waiting[source]?.popFirst()
            entries[ticket.personID]?.phase = .ready
            statistics.pending -= 1
            statistics.ready += 1
            statistics.failures += 1
            finished.append((ticket, .failure(failure)))
        }
        return nil
    }

    /// A file's source, whose share of the decoders is bounded: its directory, the path up to its last `/`
    /// ("" for a bare file name). Paths are compared as written: no links or mounts are resolved.
    static func source(ofPath path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Records a finished decode and says what the worker does next.
    mutating func finish(_ job: Job, image: Result<DecodedImage, AvatarLoadError>, onMainThread: Bool, now: UInt64) -> Next {
        if onMainThread { statistics.mainThreadDecodes += 1 }
        if writtenOff.remove(job.ticket.token) != nil {
            statistics.stalledWorkers -= 1
            return .writtenOff
        }
        if let source = decoding.removeValue(forKey: job.ticket.token)?.source { running[source, default: 1] -= 1 }
        statistics.inFlight -= 1
        if case .success = image { stalledPaths[job.request.path] = nil }
        if isLive(job.ticket) {
            entries[job.ticket.personID]?.phase = .ready
            statistics.ready += 1
            switch image {
            case .success: statistics.done += 1
            case .failure(let error):
                statistics.failures += 1
                failedPaths[error.path] = error
            }
            finished.append((job.ticket, image))
        } else {
            statistics.discarded += 1
        }
        return startNext(now: now).map { .job($0) } ?? .idle
    }

    /// Writes off decodes that have worked for more than `timeout` nanoseconds at `now` (while fewer than
    /// `maxStalled` are written off): each fails as stalled, its control is cancelled (a loader that checks it stops
    /// using the CPU), its path fails at once until its retry time, and its worker's place is free. A job started at
    /// or after `now` has run for 0 ns, and time a job spent waiting for the memory budget does not count
    /// (`DecodeControl.workingTime`): 24 large images on 8 decoders queue for it, and are not stalled. Returns how
    /// many were written off, how many replacement workers to start for waiting requests, and the stall of each job
    /// written off.
    mutating func writeOffStalled(now: UInt64, timeout: UInt64, maxStalled: Int) -> (writtenOff: Int, started: Int, stalls: [AvatarLoadError]) {
        var stalls: [AvatarLoadError] = []
        for (token, job) in decoding where job.control.workingTime(since: job.started, now: now) > timeout && writtenOff.count < maxStalled {
            decoding[token] = nil
            job.control.cancel()
            running[job.source, default: 1] -= 1
            writtenOff.insert(token)
            statistics.stalledWorkers += 1
            statistics.inFlight -= 1
            workers -= 1
            let stalled = recordStall(of: job.path, started: job.started, now: now, timeout: timeout)
            stalls.append(stalled)
            if isLive(job.ticket) {
                entries[job.ticket.personID]?.phase = .ready
                statistics.ready += 1
                statistics.failures += 1
                finished.append((job.ticket, .failure(stalled)))
            }
        }
        let started = max(0, min(statistics.pending, maxWorkers - workers))
        workers += started
        return (stalls.count, started, stalls)
    }

    /// Remembers that a decode of `path` started at `started` ran past `timeout` at `now`, and returns the
    /// failure. A retry's stall doubles the delay (up to the cap); a decode that started before the last
    /// stall's retry time (it ran alongside the one that stalled first) leaves the retry time as it is.
    private mutating func recordStall(of path: String, started: UInt64, now: UInt64, timeout: UInt64) -> AvatarLoadError {
        if let last = stalledPaths[path], started < last.retryAt {
            return .stalled(path: path, seconds: last.seconds, retryAfter: Double(last.retryAt - min(now, last.retryAt)) / 1e9)
        }
        let delay = stalledPaths[path].map { $0.delay > maxRetryDelay - $0.delay ? maxRetryDelay : $0.delay * 2 } ?? retryDelay
        let (retryAt, overflow) = now.addingReportingOverflow(delay)
        let stall = Stall(retryAt: overflow ? .max : retryAt, delay: delay, seconds: Double(timeout) / 1e9)
        stalledPaths[path] = stall
        return .stalled(path: path, seconds: stall.seconds, retryAfter: Double(delay) / 1e9)
    }

    /// Why `path` fails at once at `now` without a decode: it failed for good, or it stalled and its retry
    /// time has not come.
    private func knownFailure(of path: String, now: UInt64) -> AvatarLoadError? {
        if let failure = failedPaths[path] { return failure }
        guard let stall = stalledPaths[path], now < stall.retryAt else { return nil }
        return .stalled(path: path, seconds: stall.seconds, retryAfter: Double(stall.retryAt - now) / 1e9)
    }

    mutating func takeResults(maxBytes: Int) -> [DecodedAvatar] {
        var taken: [DecodedAvatar] = []
        var bytes = 0
        while let next = finished.first {
            guard isLive(next.ticket), let entry = entries[next.ticket.personID] else {
                _ = finished.popFirst()
                continue
            }
            if case .success(let image) = next.image {
                let size = image.pixels.rgba.count
                guard taken.isEmpty || bytes + size <= maxBytes else { break }
                bytes += size
            }
            _ = finished.popFirst()
            entries.removeValue(forKey: next.ticket.personID)
            statistics.ready -= 1
            taken.append(DecodedAvatar(request: entry.request, image: next.image))
        }
        return taken
    }

    private func isLive(_ ticket: Ticket) -> Bool {
        entries[ticket.personID]?.token == ticket.token
    }
}
