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

    private(set) var entries: [String: Entry] = [:]
    private var line = FIFOQueue<Ticket>()
    private var finished = FIFOQueue<(ticket: Ticket, image: Result<PixelBuffer, AvatarLoadError>)>()
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

    /// The next live waiting request, now marked decoding; `nil` (and one worker fewer) when none.
    mutating func startNext() -> Job? {
        while let ticket = line.popFirst() {
            guard let entry = entries[ticket.personID], entry.token == ticket.token, entry.phase == .waiting
            else { continue }
            entries[ticket.personID]?.phase = .decoding
            statistics.pending -= 1
            statistics.inFlight += 1
            return Job(ticket: ticket, request: entry.request)
        }
        workers -= 1
        return nil
    }

    mutating func finish(_ job: Job, image: Result<PixelBuffer, AvatarLoadError>, onMainThread: Bool) {
        statistics.inFlight -= 1
        if onMainThread { statistics.mainThreadDecodes += 1 }
        guard isLive(job.ticket) else {
            statistics.discarded += 1
            return
        }
        entries[job.ticket.personID]?.phase = .ready
        statistics.ready += 1
        switch image {
        case .success: statistics.done += 1
        case .failure: statistics.failures += 1
        }
        finished.append((job.ticket, image))
    }

    mutating func takeResults(maxImages: Int) -> [DecodedAvatar] {
        var taken: [DecodedAvatar] = []
        var images = 0
        while let next = finished.first {
            guard isLive(next.ticket), let entry = entries[next.ticket.personID] else {
                _ = finished.popFirst()
                continue
            }
            if case .success = next.image {
                guard images < maxImages else { break }
                images += 1
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
