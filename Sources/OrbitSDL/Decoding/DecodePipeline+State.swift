/// The pipeline's bookkeeping, always mutated under its lock.
///
/// Each person has at most one live request (an `Entry` with a unique token). Queued tickets and
/// finished results carry the token they were made for; one whose token is no longer the person's
/// live one is stale and is skipped, which makes cancellation O(1).
struct DecodePipelineState {
    enum Phase { case waiting, decoding, ready }

    struct Entry {
        var token: UInt64
        var request: AvatarRequest
        var phase: Phase
    }

    struct Ticket {
        var personID: String
        var token: UInt64
    }

    struct Job {
        var ticket: Ticket
        var request: AvatarRequest
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
    private var line = FIFOQueue<Ticket>()
    private var finished = FIFOQueue<(ticket: Ticket, image: Result<DecodedImage, AvatarLoadError>)>()
    /// Jobs being decoded, by token: since when (monotonic nanoseconds) and what.
    private var decoding: [UInt64: (started: UInt64, ticket: Ticket, path: String)] = [:]
    /// Jobs written off as stalled whose threads have not come back yet.
    private var writtenOff: Set<UInt64> = []
    /// Files that failed, with why: a waiting request for one fails at once instead of being decoded again.
    private var failedPaths: [String: AvatarLoadError] = [:]
    private var nextToken: UInt64 = 0
    private var workers = 0
    private(set) var statistics = DecodeStatistics()

    /// Records `request`. Returns whether a new worker should start.
    mutating func submit(_ request: AvatarRequest, maxWorkers: Int) -> Bool {
        if let entry = entries[request.personID] {
            if entry.request == request { return false }
            switch entry.phase {
            case .waiting:
                entries[request.personID]?.request = request
                return false
            case .decoding:
                break  // its result will be stale and discarded when it finishes
            case .ready:
                statistics.ready -= 1
                statistics.discarded += 1
            }
        }
        nextToken += 1
        entries[request.personID] = Entry(token: nextToken, request: request, phase: .waiting)
        line.append(Ticket(personID: request.personID, token: nextToken))
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

    /// The next live waiting request, now marked decoding since `now`; `nil` (and one worker fewer) when none.
    mutating func startNext(now: UInt64) -> Job? {
        while let ticket = line.popFirst() {
            guard let entry = entries[ticket.personID], entry.token == ticket.token, entry.phase == .waiting
            else { continue }
            if let failure = failedPaths[entry.request.path] {
                entries[ticket.personID]?.phase = .ready
                statistics.pending -= 1
                statistics.ready += 1
                statistics.failures += 1
                finished.append((ticket, .failure(failure)))
                continue
            }
            entries[ticket.personID]?.phase = .decoding
            statistics.pending -= 1
            statistics.inFlight += 1
            decoding[ticket.token] = (now, ticket, entry.request.path)
            return Job(ticket: ticket, request: entry.request)
        }
        workers -= 1
        return nil
    }

    /// Records a finished decode and says what the worker does next.
    mutating func finish(_ job: Job, image: Result<DecodedImage, AvatarLoadError>, onMainThread: Bool, now: UInt64) -> Next {
        if onMainThread { statistics.mainThreadDecodes += 1 }
        if writtenOff.remove(job.ticket.token) != nil {
            statistics.stalledWorkers -= 1
            return .writtenOff
        }
        decoding[job.ticket.token] = nil
        statistics.inFlight -= 1
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

    /// Writes off decodes running for more than `timeout` nanoseconds at `now` (while fewer than `maxStalled`
    /// are written off): each fails as stalled and its worker's place is free. A job started at or after `now`
    /// has run for 0 ns. Returns how many were written off, how many replacement workers to start for waiting
    /// requests, and the stalled paths.
    mutating func writeOffStalled(now: UInt64, timeout: UInt64, maxStalled: Int, maxWorkers: Int) -> (writtenOff: Int, started: Int, paths: [String]) {
        var paths: [String] = []
        for (token, job) in decoding where now > job.started && now - job.started > timeout && writtenOff.count < maxStalled {
            decoding[token] = nil
            writtenOff.insert(token)
            statistics.stalledWorkers += 1
            statistics.inFlight -= 1
            workers -= 1
            paths.append(job.path)
            if isLive(job.ticket) {
                entries[job.ticket.personID]?.phase = .ready
                statistics.ready += 1
                statistics.failures += 1
                let stalled = AvatarLoadError.stalled(path: job.path, seconds: Double(timeout) / 1e9)
                failedPaths[job.path] = stalled
                finished.append((job.ticket, .failure(stalled)))
            }
        }
        let started = max(0, min(statistics.pending, maxWorkers - workers))
        workers += started
        return (paths.count, started, paths)
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
