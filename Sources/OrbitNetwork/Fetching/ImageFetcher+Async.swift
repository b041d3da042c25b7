extension ImageFetcher {
    /// The bytes at `url`, or the failure that says why there are none, awaited: one caller of the fetch, as
    /// `fetch(_:)` is (coalesced with every other caller, polled or awaiting, into one request; from the disk
    /// cache when fresh there), with the same limits, retries and statistics.
    ///
    /// Cancelling the awaiting task withdraws it at once (it throws `FetchFailure.cancelled`); the request is
    /// cancelled when nobody else wants it.
    public func data(for url: String) async throws(FetchFailure) -> [UInt8] {
        let ticket = state.withLock { state in
            state.nextTicket += 1
            state.pendingTickets.insert(state.nextTicket)
            return state.nextTicket
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: FetcherState.Waiter) in wait(for: url, ticket: ticket, waiter) }
        } onCancel: {
            stopWaiting(for: url, ticket: ticket)
        }
        return try result.get()
    }

    /// Joins (or starts) the fetch of `url` as the task holding `ticket`, unless that task was cancelled first.
    private func wait(for url: String, ticket: UInt64, _ waiter: FetcherState.Waiter) {
        let joined: (cancelled: Bool, start: UInt64?) = state.withLock { state in
            state.pendingTickets.remove(ticket)
            if state.cancelledTickets.remove(ticket) != nil { return (true, nil) }
            let generation = Self.join(url, in: &state)
            state.fetches[url]!.waiters[ticket] = waiter
            return (false, generation)
        }
        if joined.cancelled { return waiter.resume(returning: .failure(.cancelled)) }
        if let generation = joined.start { start(url, generation) }
    }

    /// The task holding `ticket` was cancelled: before it waits (it will not), or while it waits (withdrawn).
    private func stopWaiting(for url: String, ticket: UInt64) {
        let early = state.withLock { state in
            guard state.pendingTickets.contains(ticket) else { return false }
            state.cancelledTickets.insert(ticket)
            return true
        }
        if !early { withdraw(url, ticket: ticket) }
    }
}
