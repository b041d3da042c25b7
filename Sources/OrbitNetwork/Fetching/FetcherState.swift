import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `ImageFetcher`'s bookkeeping, always mutated under its lock.
///
/// Each URL being fetched has one `Fetch` (its callers counted in `demand`); each request under way one
/// `Transfer`, keyed by its task's identifier. A fetch cancelled and asked for again gets a new `generation`,
/// so late events of the old one (a cache read, a retry timer, a finished request) are told apart and dropped.
struct FetcherState {
    enum Phase {
        /// Its disk cache entry is being read.
        case lookingUp
        /// Waiting for a connection to its host.
        case queued
        /// Its request (task identifier) is under way.
        case running(Int)
        /// Backing off before a retry.
        case waitingToRetry
    }

    /// A task awaiting `ImageFetcher.data(for:)`.
    typealias Waiter = CheckedContinuation<Result<[UInt8], FetchFailure>, Never>

    struct Fetch {
        /// Callers: pollers (`fetch(_:)`) and `waiters`.
        var demand = 1
        /// Tasks awaiting the result, by ticket; resumed when it comes (or their task is cancelled).
        var waiters: [UInt64: Waiter] = [:]
        var generation: UInt64
        var host: String
        var phase = Phase.lookingUp
        /// Requests sent so far.
        var tries = 0
        /// A stale cached entry being revalidated.
        var cached: CachedResponse?
    }

    struct Transfer {
        var url: String
        var generation: UInt64
        var host: String
        var task: URLSessionDataTask
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        var redirects = 0
        /// Set when the fetcher refused or timed out the request (it then cancels the task).
        var failure: FetchFailure?
        /// Body bytes at the last stall check.
        var bytesAtLastCheck = 0
        /// A redirect's answer is pending: FoundationNetworking traps on a cancel then, so a cancel waits for the
        /// next response (`unwanted`).
        var redirecting = false
        var unwanted = false
    }

    var fetches: [String: Fetch] = [:]
    /// URLs waiting for a connection, in the order asked (a retry goes first); stale ones are skipped.
    var waiting: [String] = []
    var transfers: [Int: Transfer] = [:]
    /// Requests under way by host.
    var running: [String: Int] = [:]
    var finished: [FetchResult] = []
    /// Body bytes held by requests under way.
    var buffered = 0
    var nextGeneration: UInt64 = 0
    /// Tickets of `data(for:)` calls not yet waiting on a fetch, and those of them already cancelled.
    var pendingTickets: Set<UInt64> = []
    var cancelledTickets: Set<UInt64> = []
    var nextTicket: UInt64 = 0
    var statistics = NetworkStatistics()

    /// The task of request `id` to cancel now, or `nil` when there is none or a redirect's answer is pending (it
    /// is then cancelled at its next response).
    mutating func taskToCancel(_ id: Int) -> URLSessionDataTask? {
        guard let transfer = transfers[id] else { return nil }
        guard !transfer.redirecting else {
            transfers[id]!.unwanted = true
            return nil
        }
        return transfer.task
    }
}
